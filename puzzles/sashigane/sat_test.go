package sashigane

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees compares the solutions listed by each SAT method with
// the ZDD's on blank boards 3x3 and 3x4 and random boards up to 6x6.
func TestSATAgrees(t *testing.T) {
	for _, method := range SATMethods {
		s, _ := satSolver(method)
		if err := s.Installed(); err != nil {
			t.Logf("%s skipped: %v", method, err)
			continue
		}
		rng := rand.New(rand.NewSource(5))
		total := 0
		for trial := 0; trial < 15; trial++ {
			p, _ := randomBoard(rng, 3+rng.Intn(4), 3+rng.Intn(4))
			if trial < 2 {
				p = blank(3, 3+trial) // 3x3, 3x4
			}
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if n, ok := m.Count64(f); !ok || n > 200 {
				continue
			}
			want := key(m.Sets(f, -1))
			var got []string
			err = p.EachSAT(context.Background(), method, func(set []int) bool {
				got = append(got, fmt.Sprint(set))
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%s on\n%s: %d solutions, the ZDD %d", method, p, len(got), len(want))
			}
			total += len(want)
		}
		if total == 0 {
			t.Errorf("%s: no solutions compared", method)
		}
		t.Logf("%s: %d solutions agree", method, total)
	}
	if cnf.Cadical.Installed() != nil {
		t.Skip("cadical is not installed: SAT not compared")
	}
}
