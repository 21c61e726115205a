package firefly

import (
	"context"
	"flag"
	"io"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestDrawGolden keeps the text drawings and the SVG picture of the
// sample with its answer in golden files.
func TestDrawGolden(t *testing.T) {
	p, _ := Parse(sampleURL)
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	sol := first(m, f)
	solvertest.Golden(t, "sample.txt", *update, func(w io.Writer) error {
		_, err := io.WriteString(w, p.Render(sol, false, nil)+"\n"+p.Render(sol, true, sol[:3])+"\n"+p.Render(nil, true, nil))
		return err
	})
	solvertest.Golden(t, "sample.svg", *update, func(w io.Writer) error { return p.WriteSVG(w, sol) })
}

// TestSniff: the genre claims its grids and leaves other text alone.
func TestSniff(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{sampleGrid, true},
		{"1> .\n. ?^", true},
		{"1 2\n2 1", false},
		{"B.W.\n....", false},
		{". .\n. .", false},
	} {
		got := genre{}.Sniff(puzzles.ContentLines(c.text)) > 0
		if got != c.want {
			t.Errorf("Sniff(%q) = %v", c.text, got)
		}
	}
}
