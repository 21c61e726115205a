package distcount_test

import (
	"context"
	"math/big"
	"sync"
	"testing"

	"github.com/zqlang/zq/distcount"
	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// run counts s on n goroutine processes and checks they agree.
func run(t *testing.T, s topdown.Spec, n int, primes []uint64, round int) ([]uint64, []distcount.Stats) {
	t.Helper()
	comms := distcount.Local(n)
	res := make([][]uint64, n)
	stats := make([]distcount.Stats, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i, c := range comms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i], stats[i], errs[i] = distcount.Count(context.Background(), s, c, primes, distcount.Options{Round: round})
		}()
	}
	wg.Wait()
	for i := range res {
		if errs[i] != nil {
			t.Fatalf("process %d: %v", i, errs[i])
		}
		for k := range primes {
			if res[i][k] != res[0][k] {
				t.Fatalf("process %d counts %v, process 0 %v", i, res[i], res[0])
			}
		}
	}
	return res[0], stats
}

// TestCountAgrees counts paths, cycles, Hamiltonian cycles and trees
// on grids with 1, 2, 3 and 4 processes, in rounds of 7 states and of
// the default, against topdown.Count's exact count (modulo each prime,
// and recombined by CRT).
func TestCountAgrees(t *testing.T) {
	primes := topdown.Primes(3)
	for _, tc := range []struct {
		name string
		spec func(g *graph.Graph, n int) topdown.Spec
		n    int
	}{
		{"paths", func(g *graph.Graph, n int) topdown.Spec { return families.Paths(g, 0, n*n-1) }, 7},
		{"cycles", func(g *graph.Graph, n int) topdown.Spec { return families.Cycles(g) }, 6},
		{"hamcycles", func(g *graph.Graph, n int) topdown.Spec { return families.HamCycles(g) }, 6},
		{"paths1", func(g *graph.Graph, n int) topdown.Spec { return families.Paths(g, 0, n*n-1) }, 1},
	} {
		g, _ := graph.Grid(tc.n, tc.n)
		s := tc.spec(g, tc.n)
		want, err := topdown.Count(context.Background(), s, topdown.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, procs := range []int{1, 2, 3, 4} {
			for _, round := range []int{7, 0} {
				res, stats := run(t, s, procs, primes, round)
				got, _, err := topdown.CRT(res, primes)
				if err != nil {
					t.Fatal(err)
				}
				if got.Cmp(want) != 0 {
					t.Errorf("%s %d: %d processes, rounds of %d: %v, want %v", tc.name, tc.n, procs, round, got, want)
				}
				total := 0
				for _, st := range stats {
					total += st.States
				}
				if procs > 1 && tc.n > 2 {
					for i, st := range stats {
						if st.States == 0 || st.States > total {
							t.Errorf("%s %d: process %d of %d owned %d of %d states", tc.name, tc.n, i, procs, st.States, total)
						}
					}
				}
			}
		}
	}
}

// TestCountPathsExact checks A007764(9) = 3266598486981642 from its
// residues modulo the two largest primes below 2^63, on 4 processes.
func TestCountPathsExact(t *testing.T) {
	g, _ := graph.Grid(9, 9)
	primes := topdown.Primes(2)
	res, _ := run(t, families.Paths(g, 0, 80), 4, primes, 0)
	got, _, _ := topdown.CRT(res, primes)
	if want, _ := new(big.Int).SetString("3266598486981642", 10); got.Cmp(want) != 0 {
		t.Errorf("A007764(9) = %v, want %v", got, want)
	}
}

// TestEstimate compares the partitioned floating count with the exact
// one, and checks the states are spread: with 4 processes each owns
// between 15% and 35% of the paths' states on the 8x8 grid.
func TestEstimate(t *testing.T) {
	g, _ := graph.Grid(8, 8)
	s := families.Paths(g, 0, 63)
	comms := distcount.Local(4)
	est := make([]float64, 4)
	stats := make([]distcount.Stats, 4)
	var wg sync.WaitGroup
	for i, c := range comms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			est[i], stats[i], err = distcount.Estimate(context.Background(), s, c, distcount.Options{})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	total := 0
	for i := range est {
		if est[i] != est[0] || est[i] < 789360053252*(1-1e-12) || est[i] > 789360053252*(1+1e-12) {
			t.Errorf("process %d estimates %g, want 789360053252", i, est[i])
		}
		total += stats[i].States
	}
	for i, st := range stats {
		if f := float64(st.States) / float64(total); f < 0.15 || f > 0.35 {
			t.Errorf("process %d owns %d of %d states", i, st.States, total)
		}
	}
}
