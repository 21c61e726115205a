package algebra_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
)

// TestLinearBrute compares linear, with decimal and fractional weights
// and bounds, with the exact sums of every subset of a few elements.
func TestLinearBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 1))
	s := lang.NewSession(&strings.Builder{})
	for trial := 0; trial < 80; trial++ {
		n := 1 + rng.IntN(6)
		num := func() (*big.Rat, string) {
			switch rng.IntN(3) {
			case 0:
				k := rng.IntN(21) - 10
				return big.NewRat(int64(k), 10), fmt.Sprintf("%q", new(big.Rat).SetFrac64(int64(k), 10).FloatString(1))
			case 1:
				a, b := rng.IntN(13)-6, 1+rng.IntN(6)
				return big.NewRat(int64(a), int64(b)), fmt.Sprintf(`"%d/%d"`, a, b)
			}
			k := rng.IntN(7) - 3
			return big.NewRat(int64(k), 1), fmt.Sprint(k)
		}
		var cons []string
		type lin struct {
			w      []*big.Rat
			lo, hi *big.Rat
		}
		var lins []lin
		for k := 1 + rng.IntN(2); k > 0; k-- {
			var l lin
			var ws []string
			for v := 0; v < n; v++ {
				r, text := num()
				l.w = append(l.w, r)
				ws = append(ws, text)
			}
			var lot, hit string
			l.lo, lot = num()
			l.hi, hit = num()
			l.hi.Add(l.hi, l.lo)
			hit = fmt.Sprintf("%q", l.hi.RatString())
			lins = append(lins, l)
			cons = append(cons, fmt.Sprintf("([%s], [%s, %s])", strings.Join(ws, ", "), lot, hit))
		}
		src := fmt.Sprintf("x = linear(pow(range(%d)), [%s])", n, strings.Join(cons, ", "))
		if err := s.Run("t.zq", src); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		x, _ := s.Lookup("x")
		got := map[uint32]bool{}
		s.M.Each(x.(*lang.Family).Root, func(set []uint32) bool {
			var mask uint32
			for _, v := range set {
				mask |= 1 << v
			}
			got[mask] = true
			return true
		})
		want := 0
		for mask := uint32(0); mask < 1<<n; mask++ {
			in := true
			for _, l := range lins {
				sum := new(big.Rat)
				for v := 0; v < n; v++ {
					if mask>>v&1 == 1 {
						sum.Add(sum, l.w[v])
					}
				}
				in = in && sum.Cmp(l.lo) >= 0 && sum.Cmp(l.hi) <= 0
			}
			if in {
				want++
			}
			if in != got[mask] {
				t.Fatalf("%s: set %b: got %v, want %v", src, mask, got[mask], in)
			}
		}
		if want != len(got) {
			t.Fatalf("%s: %d sets, want %d", src, len(got), want)
		}
	}
}
