package hashi

import (
	"context"
	"flag"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestRenderGolden: the text drawings (Unicode and ASCII, with a marked
// bridge) and the SVG picture of pzprjs's puzzle and its solution, and
// of a board with three and four bridges and an island without a
// number.
func TestRenderGolden(t *testing.T) {
	data, err := os.ReadFile("testdata/pzprjs.txt")
	if err != nil {
		t.Fatal(err)
	}
	var url string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "https://") {
			url = l
		}
	}
	p, err := Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	q, err := New(3, 5, []int{8, 0, 0, 0, 4, 0, 0, 0, 0, 0, 5, 0, Unknown, 0, 0}, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, b := range []*Puzzle{p, q} {
		m := zdd.New()
		n, err := b.Solutions(context.Background(), m, nil)
		if err != nil {
			t.Fatal(err)
		}
		sol := m.Sets(n, 1)[0]
		texts = append(texts, b.Render(nil, RenderOptions{}), b.Render(sol, RenderOptions{}),
			b.Render(sol, RenderOptions{ASCII: true, Mark: sol[:1]}))
	}
	solvertest.Golden(t, "render.golden", *update, func(w io.Writer) error {
		_, err := io.WriteString(w, strings.Join(texts, "\n"))
		return err
	})
	m := zdd.New()
	n, _ := p.Solutions(context.Background(), m, nil)
	solvertest.Golden(t, "pzprjs.svg", *update, func(w io.Writer) error {
		return p.WriteSVG(w, m.Sets(n, 1)[0])
	})
}
