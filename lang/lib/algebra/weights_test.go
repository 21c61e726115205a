package algebra_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
)

// masks is a family of edge sets as bit masks.
type masks map[uint32]bool

func (f masks) filter(keep func(uint32) bool) masks {
	out := masks{}
	for x := range f {
		if keep(x) {
			out[x] = true
		}
	}
	return out
}

// bits returns the sets of family v as bit masks.
func bits(t *testing.T, s *lang.Session, v lang.Value) masks {
	t.Helper()
	f, ok := v.(*lang.Family)
	if !ok {
		t.Fatalf("not a family: %s", lang.Show(v))
	}
	out := masks{}
	s.M.Each(f.Root, func(set []uint32) bool {
		var m uint32
		for _, e := range set {
			m |= 1 << e
		}
		out[m] = true
		return true
	})
	return out
}

// TestGraphWeightsBrute gives random small graphs exact edge weights
// (integers, decimals, fractions) and checks every weighing function
// used without weights, which then weighs by the graph's, against brute
// force over the sets of a family: costle, costge, costeq, linear,
// minweight, maxweight, kbest and weight; and that an edge list with a
// third column loads the same weights.
func TestGraphWeightsBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	s := lang.NewSession(&strings.Builder{})
	dir := t.TempDir()
	num := func() (*big.Rat, string) {
		switch rng.IntN(3) {
		case 0:
			k := rng.IntN(41) - 20
			r := big.NewRat(int64(k), 10)
			return r, r.FloatString(1)
		case 1:
			a, b := rng.IntN(13)-6, 1+rng.IntN(6)
			return big.NewRat(int64(a), int64(b)), fmt.Sprintf("%d/%d", a, b)
		}
		k := rng.IntN(9) - 4
		return big.NewRat(int64(k), 1), fmt.Sprint(k)
	}
	for trial := 0; trial < 40; trial++ {
		n := 2 + rng.IntN(4)
		var edges, lines []string
		var w []*big.Rat
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.IntN(3) > 0 {
					r, text := num()
					w = append(w, r)
					edges = append(edges, fmt.Sprintf("%d-%d:%s", u, v, text))
					lines = append(lines, fmt.Sprintf("%d %d %s", u, v, text))
				}
			}
		}
		if len(w) == 0 {
			continue
		}
		m := len(w)
		sum := func(mask uint32) *big.Rat {
			t := new(big.Rat)
			for i := 0; i < m; i++ {
				if mask>>i&1 == 1 {
					t.Add(t, w[i])
				}
			}
			return t
		}
		file := filepath.Join(dir, fmt.Sprintf("g%d.txt", trial))
		b, bt := num()
		lo, lot := num()
		hi, hit := num()
		if lo.Cmp(hi) > 0 {
			lo, hi, lot, hit = hi, lo, hit, lot
		}
		k := 1 + rng.IntN(4)
		src := fmt.Sprintf(`g = graph(%q); write(%q, %q); h = loadgraph(%q)
F = pow(edges(g)) & (paths(g) | cyclesets(g))
le = costle(F, %q); ge = costge(F, %q); eq = costeq(F, %q)
lin = linear(F, [[%q, %q]]); lmin = minweight(F); lmax = maxweight(F); best = kbest(F, %d); worst = kbest(F, %d, heaviest: true)
same = weights(h) == weights(g) and costle(pow(edges(h)), %q) == costle(pow(edges(g)), %q)
`, strings.Join(edges, " "), strings.Join(lines, "\n")+"\n", file, file, bt, bt, bt, lot, hit, k, k, bt, bt)
		if err := s.Run("t.zq", src); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		get := func(name string) masks {
			v, _ := s.Lookup(name)
			return bits(t, s, v)
		}
		F := get("F")
		check := func(name string, keep func(uint32) bool) {
			t.Helper()
			got, want := get(name), F.filter(keep)
			if len(got) != len(want) {
				t.Fatalf("%s: %s has %d sets, brute force %d", src, name, len(got), len(want))
			}
			for mask := range want {
				if !got[mask] {
					t.Fatalf("%s: %s lacks %b", src, name, mask)
				}
			}
		}
		check("le", func(x uint32) bool { return sum(x).Cmp(b) <= 0 })
		check("ge", func(x uint32) bool { return sum(x).Cmp(b) >= 0 })
		check("eq", func(x uint32) bool { return sum(x).Cmp(b) == 0 })
		check("lin", func(x uint32) bool { return sum(x).Cmp(lo) >= 0 && sum(x).Cmp(hi) <= 0 })
		var least, most *big.Rat
		for x := range F {
			if least == nil || sum(x).Cmp(least) < 0 {
				least = sum(x)
			}
			if most == nil || sum(x).Cmp(most) > 0 {
				most = sum(x)
			}
		}
		check("lmin", func(x uint32) bool { return sum(x).Cmp(least) == 0 })
		check("lmax", func(x uint32) bool { return sum(x).Cmp(most) == 0 })
		for _, name := range []string{"best", "worst"} {
			best, sign := get(name), 1
			if name == "worst" {
				sign = -1
			}
			if len(best) != min(k, len(F)) {
				t.Fatalf("%s: kbest gave %d sets, want %d", src, len(best), min(k, len(F)))
			}
			for x := range best {
				for y := range F {
					if !best[y] && sum(y).Cmp(sum(x))*sign < 0 {
						t.Fatalf("%s: %s holds %b (%s) but not %b (%s)", src, name, x, sum(x).RatString(), y, sum(y).RatString())
					}
				}
			}
		}
		if v, _ := s.Lookup("same"); v != lang.Bool(true) {
			t.Fatalf("%s: the loaded graph's weights differ", src)
		}
		for x := range F {
			set := []string{}
			for i := 0; i < m; i++ {
				if x>>i&1 == 1 {
					set = append(set, fmt.Sprint(i))
				}
			}
			if err := s.Run("t.zq", fmt.Sprintf("wt = weight(family([[%s]], over: g))", strings.Join(set, ", "))); err != nil {
				t.Fatal(err)
			}
			v, _ := s.Lookup("wt")
			want := sum(x)
			var got *big.Rat
			switch v := v.(type) {
			case lang.Int:
				got = new(big.Rat).SetInt(v.V)
			case lang.Rat:
				got = v.V
			}
			if got == nil || got.Cmp(want) != 0 || want.IsInt() != isInt(v) {
				t.Fatalf("%s: weight of %b is %s, want %s", src, x, lang.Show(v), want.RatString())
			}
			break
		}
	}
}

func isInt(v lang.Value) bool { _, ok := v.(lang.Int); return ok }

// TestGraphWeightsErrors: a weighing function given no weights over a
// graph without them, or over plain integers, says so; weights(g) too.
func TestGraphWeightsErrors(t *testing.T) {
	s := lang.NewSession(&strings.Builder{})
	for _, tc := range []struct{ src, want string }{
		{`costle(paths(grid(2, 2)), 3)`, "carries none"},
		{`minweight({{1}, {2}})`, "no weights are given, and the family's universe (integers) carries none"},
		{`weights(grid(2, 2))`, "the graph carries no weights"},
		{`kbest(paths(graph("1-2:1 2-3:2")), [1, 2])`, "expected k, an integer, got [1, 2]"},
		{`graph("1-2:1 2-3")`, "some edges have a weight (u-v:w) and some not"},
	} {
		err := s.Run("t.zq", tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.src, err, tc.want)
		}
	}
}
