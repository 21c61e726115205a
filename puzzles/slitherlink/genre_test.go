package slitherlink

import (
	"context"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestMultiHints checks the hint sets of a message puzzle (two disjoint
// loops) against brute force: a set of cells is a hint set exactly when
// the instance on it has that answer alone among unions of disjoint
// loops.
func TestMultiHints(t *testing.T) {
	p, err := New(3, 3)
	if err != nil {
		t.Fatal(err)
	}
	var loops []uint32
	for _, cell := range [][2]int{{0, 0}, {2, 2}} {
		for _, e := range p.CellEdges(cell[0], cell[1]) {
			loops = append(loops, uint32(e))
		}
	}
	slices.Sort(loops)
	g := &Game{P: p, Multi: true}
	if err := g.CheckForm(loops); err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	ctx := context.Background()
	h, err := g.Hints(ctx, m, loops, puzzles.HintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	good := 0
	for mask := 0; mask < 1<<9; mask++ {
		var hs []uint32
		for c := 0; c < 9; c++ {
			if mask&(1<<c) != 0 {
				hs = append(hs, uint32(c))
			}
		}
		q, err := g.Instance(loops, hs)
		if err != nil {
			t.Fatal(err)
		}
		sols, err := q.Solve(ctx, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		unique := m.Count(sols).Int64() == 1
		if unique != m.Contains(h, hs) {
			t.Fatalf("hint set %v: unique %v, in hints %v", hs, unique, !unique)
		}
		if unique {
			good++
			if !m.Contains(sols, loops) {
				t.Fatalf("hint set %v: the one answer is not the loops", hs)
			}
		}
	}
	if good == 0 || int64(good) != m.Count(h).Int64() {
		t.Fatalf("%d good hint sets by brute force, %v in the family", good, m.Count(h))
	}
	// Restricted to candidate cells: the same sets within them.
	hc, err := g.Hints(ctx, m, loops, puzzles.HintOptions{Cells: []int{0, 1, 2, 4, 8}})
	if err != nil {
		t.Fatal(err)
	}
	if want := m.Intersect(h, m.Pow([]uint32{0, 1, 2, 4, 8})); hc != want {
		t.Fatalf("hints within cells differ from the hints restricted")
	}
	t.Logf("%d good hint sets of 512", good)
}

// TestGenreContract runs the contract's core on a small puzzle: parse,
// file text and props back, solve, check, URL.
func TestGenreContract(t *testing.T) {
	gen, ok := puzzles.Lookup("slitherlink")
	if !ok {
		t.Fatal("slitherlink is not registered")
	}
	q, err := gen.Parse("# a comment\n.23\n...\n.20\n", puzzles.Props{"multi": "true"})
	if err != nil {
		t.Fatal(err)
	}
	if !q.Props().Bool("multi") {
		t.Fatal("multi lost")
	}
	back, err := gen.Parse(q.File(), q.Props())
	if err != nil || back.Text() != q.Text() || !back.Props().Bool("multi") {
		t.Fatalf("File/Props do not read back: %v", err)
	}
	m := zdd.New()
	sols, err := q.Solve(context.Background(), m, nil)
	if err != nil {
		t.Fatal(err)
	}
	sets := m.Sets(sols, -1)
	if len(sets) != 1 {
		t.Fatalf("%d solutions, want 1", len(sets))
	}
	if err := q.Check(sets[0]); err != nil {
		t.Fatal(err)
	}
	if err := q.Check(sets[0][1:]); err == nil {
		t.Fatal("a broken loop checks as a solution")
	}
	u, _ := puzzles.URL(q)
	if puzzles.URLGenre(u) != "slitherlink" {
		t.Fatalf("URL %s is not recognised", u)
	}
	if _, err := gen.Parse("3x\n..", nil); err == nil {
		t.Fatal("bad text parsed")
	} else if pe, ok := err.(*puzzles.ParseError); !ok || !pe.Cell && pe.Line == 0 {
		t.Fatalf("parse error without a place: %v", err)
	}
}
