package graphs_test

import (
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
)

// TestCountMod compares countmod, which counts modulo primes and
// recombines, with countdp's exact count and with count of the built
// family, over families of several kinds; one count needs more than one
// prime (the matchings of the 11x11 grid are past 2^63).
func TestCountMod(t *testing.T) {
	s := lang.NewSession(&strings.Builder{})
	for _, args := range []string{
		`"paths", grid(5, 5), (0, 0), (4, 4)`,
		`"cycles", grid(5, 6)`,
		`"trees", grid(3, 4)`,
		`"matchings", grid(4, 4)`,
		`"matchings", grid(11, 11)`,
		`"paths", grid(1, 2), (0, 0), (0, 1)`,
	} {
		src := "a = countmod(" + args + "); b = countdp(" + args + "); big = a > 9223372036854775807"
		if err := s.Run("t.zq", src); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		a, _ := s.Lookup("a")
		b, _ := s.Lookup("b")
		if a.(lang.Int).V.Cmp(b.(lang.Int).V) != 0 || a.(lang.Int).V.Sign() <= 0 {
			t.Errorf("countmod(%s) = %v, countdp %v", args, a, b)
		}
		if big, _ := s.Lookup("big"); strings.Contains(args, "11, 11") && !bool(big.(lang.Bool)) {
			t.Errorf("countmod(%s) = %v is not past 2^63", args, a)
		}
	}
}
