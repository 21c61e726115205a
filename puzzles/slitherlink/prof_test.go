package slitherlink

import (
	"context"
	"os"
	"testing"

	"zq/zdd"
)

func TestProfSolve(t *testing.T) {
	f, _ := os.Open(dataDir + "/janko.txt")
	es, _ := ReadEntries(f)
	for _, e := range es {
		if e.Puzzle.ID == os.Getenv("PID") {
			m := zdd.New()
			var st Stats
			e.Puzzle.Solutions(context.Background(), m, Options{Stats: &st})
			t.Logf("%+v", st)
		}
	}
}
