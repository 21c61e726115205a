package topdown_test

import (
	"context"
	"math"
	"math/big"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// a007764 are the corner-to-corner paths of the n x n grid of points,
// n = 1, 2, ... (OEIS A007764).
var a007764 = []string{"1", "2", "12", "184", "8512", "1262816", "575780564",
	"789360053252", "3266598486981642", "41044208702632496804"}

// TestCountModPaths counts A007764(n) for n <= 10 modulo small and
// large primes, with one and two workers, and finds the exact counts
// again from the residues (CRT), with as many primes as the floating
// estimate asks for.
func TestCountModPaths(t *testing.T) {
	ctx := context.Background()
	for n := 1; n <= len(a007764); n++ {
		want, _ := new(big.Int).SetString(a007764[n-1], 10)
		g, _ := graph.Grid(n, n)
		s := families.Paths(g, 0, n*n-1)
		est, _, err := topdown.CountEstimate(ctx, s, topdown.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		w, _ := new(big.Float).SetInt(want).Float64()
		if math.Abs(est-w) > 1e-12*w {
			t.Errorf("n=%d: estimate %g, want %g", n, est, w)
		}
		k := topdown.PrimesFor(int(math.Ceil(math.Log2(est + 1))))
		for _, workers := range []int{1, 2} {
			primes := append(topdown.Primes(k), 2, 3, 1000003)
			res, _, err := topdown.CountMod(ctx, s, topdown.Options{Workers: workers}, primes)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range primes {
				if r := new(big.Int).Mod(want, new(big.Int).SetUint64(p)).Uint64(); res[i] != r {
					t.Errorf("n=%d workers=%d: count mod %d = %d, want %d", n, workers, p, res[i], r)
				}
			}
			got, prod, err := topdown.CRT(res[:k], primes[:k])
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(want) != 0 || prod.Cmp(want) <= 0 {
				t.Errorf("n=%d workers=%d: CRT over %d primes gives %v (product %v), want %v", n, workers, k, got, prod, want)
			}
		}
	}
}

// TestCountModTrivial covers families decided at the root and a
// modulus below 2.
func TestCountModTrivial(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		s    topdown.Spec
		want uint64
	}{{kSubsets{3, 0}, 1}, {kSubsets{3, 4}, 0}, {kSubsets{10, 3}, 120}} {
		res, _, err := topdown.CountMod(ctx, tc.s, topdown.Options{}, []uint64{7, 1 << 62})
		if err != nil {
			t.Fatal(err)
		}
		if res[0] != tc.want%7 || res[1] != tc.want {
			t.Errorf("%v: %v, want %d", tc.s, res, tc.want)
		}
		est, _, _ := topdown.CountEstimate(ctx, tc.s, topdown.Options{})
		if est != float64(tc.want) {
			t.Errorf("%v: estimate %g, want %d", tc.s, est, tc.want)
		}
	}
	if _, _, err := topdown.CountMod(ctx, kSubsets{3, 1}, topdown.Options{}, []uint64{1}); err == nil {
		t.Error("modulus 1 accepted")
	}
	if _, _, err := topdown.CountMod(ctx, kSubsets{3, 1}, topdown.Options{}, nil); err == nil {
		t.Error("no modulus accepted")
	}
}

// TestCRT recombines random numbers from their residues, against
// math/big.
func TestCRT(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	primes := topdown.Primes(5)
	if len(primes) != 5 || primes[0] != 1<<63-25 {
		t.Fatalf("Primes(5) = %v; the largest prime below 2^63 is 2^63-25", primes)
	}
	for _, p := range primes {
		if !new(big.Int).SetUint64(p).ProbablyPrime(20) {
			t.Fatalf("%d is not prime", p)
		}
	}
	if got := topdown.PrimesBelow(4, 12); len(got) != 4 || got[0] != 11 || got[3] != 3 {
		t.Errorf("PrimesBelow(4, 12) = %v", got)
	}
	for i := 0; i < 100; i++ {
		x := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), 300))
		res := make([]uint64, len(primes))
		for j, p := range primes {
			res[j] = new(big.Int).Mod(x, new(big.Int).SetUint64(p)).Uint64()
		}
		got, _, err := topdown.CRT(res, primes)
		if err != nil || got.Cmp(x) != 0 {
			t.Fatalf("CRT gives %v (%v), want %v", got, err, x)
		}
	}
	if _, _, err := topdown.CRT([]uint64{1, 1}, []uint64{6, 4}); err == nil {
		t.Error("moduli 6 and 4 accepted")
	}
	if k := topdown.PrimesFor(100); k != 2 {
		t.Errorf("PrimesFor(100) = %d, want 2 (108 bits < 124)", k)
	}
}
