package benchtab

import (
	"strings"
	"testing"
	"time"
)

// TestPrint: settings are sorted by board size, keeping their order on
// ties, and the times are per puzzle.
func TestPrint(t *testing.T) {
	var tab Table
	for _, p := range []string{"10x10de", "5x5de", "10x10dt", "5x5de"} {
		r := tab.Row(p)
		r.N++
		r.States += 10
		r.Peak = max(r.Peak, 4)
		r.Nodes += 3
		r.ZDD += 2 * time.Millisecond
	}
	var b strings.Builder
	tab.Print(&b)
	want := `params        n     states     peak    nodes   zdd ms/puz   sat ms/puz
5x5de         2         20        4        6        2.000        0.000
10x10de       1         10        4        3        2.000        0.000
10x10dt       1         10        4        3        2.000        0.000
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	tab.Open = true
	b.Reset()
	tab.Print(&b)
	if !strings.HasPrefix(b.String(), "params        n   open     states") {
		t.Errorf("with Open:\n%s", b.String())
	}
}
