package country

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestDataSet: every real puzzle of testdata/puzzles.txt is read, has
// one solution, which Check accepts, and the SAT method finds that
// solution and no other.
func TestDataSet(t *testing.T) {
	b, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	sat := cnf.Cadical.Installed() == nil
	n := 0
	for _, u := range strings.Split(string(b), "\n") {
		u = strings.TrimSpace(u)
		if u == "" || strings.HasPrefix(u, "#") {
			continue
		}
		if seen[u] {
			t.Errorf("%s is listed twice", u)
		}
		seen[u] = true
		n++
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		sets := m.Sets(f, 2)
		if len(sets) != 1 {
			t.Errorf("%s: %d solutions", u, len(sets))
			continue
		}
		if err := p.Check(sets[0]); err != nil {
			t.Errorf("%s: Check: %v", u, err)
		}
		if p.URL() != u {
			t.Errorf("%s written back as %s", u, p.URL())
		}
		if !sat {
			continue
		}
		var got [][]int
		if err := p.EachSAT(context.Background(), "sat", func(s []int) bool { got = append(got, s); return true }); err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || len(got[0]) != len(sets[0]) {
			t.Errorf("%s: SAT finds %d solutions", u, len(got))
		}
	}
	if n < 5 {
		t.Errorf("only %d puzzles", n)
	}
}
