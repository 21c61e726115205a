package slitherlink

import (
	"context"
	"testing"

	"github.com/zqlang/zq/zdd"
)

func benchEntries(b *testing.B, ids ...string) []*Entry {
	es := testdataEntries(b, "testdata/loopy.txt")
	var out []*Entry
	for _, e := range es {
		for _, id := range ids {
			if e.Puzzle.ID == id {
				out = append(out, e)
			}
		}
	}
	return out
}

func BenchmarkSolve(b *testing.B) {
	for _, e := range benchEntries(b, "loopy-10x10t0dh-1", "loopy-20x20t0dh-1", "loopy-30x30t0dh-1", "loopy-50x50t0dn-2") {
		b.Run(e.Puzzle.ID, func(b *testing.B) {
			for b.Loop() {
				m := zdd.New()
				if _, err := e.Puzzle.Solutions(context.Background(), m, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkHints5x5(b *testing.B) {
	p, _ := New(5, 5)
	m := zdd.New()
	cyc, _ := p.Solutions(context.Background(), m, Options{NoDeduce: true})
	loop := FirstSets(m, cyc, 5000)[4999]
	for b.Loop() {
		m := zdd.New()
		if _, err := p.Hints(context.Background(), m, loop, nil); err != nil {
			b.Fatal(err)
		}
	}
}
