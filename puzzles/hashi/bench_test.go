package hashi

import (
	"context"
	"os"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// BenchmarkSolve builds the solutions of the data set's largest boards
// of each generator setting from 30x30 up.
func BenchmarkSolve(b *testing.B) {
	f, err := os.Open(dataFile)
	if err != nil {
		b.Fatal(err)
	}
	es, err := ReadEntries(f)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	for _, id := range []string{"bridges-30x30m2d2-1", "bridges-40x40m2d2-1", "bridges-50x50m2d2-1"} {
		for _, e := range es {
			if e.ID != id {
				continue
			}
			b.Run(id, func(b *testing.B) {
				for b.Loop() {
					if _, err := e.Puzzle.Solutions(context.Background(), zdd.New(), nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
