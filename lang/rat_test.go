package lang

import (
	"math/big"
	"testing"
)

// TestRatString: a rational shows its fraction and, beside it, its
// decimal value, exact or approximate.
func TestRatString(t *testing.T) {
	for _, c := range []struct {
		r    *big.Rat
		want string
	}{
		{big.NewRat(3, 8), "3/8 = 0.375"},
		{big.NewRat(1, 3), "1/3 ≈ 0.333333333333"},
		{big.NewRat(2, 1), "2"},
		{big.NewRat(0, 1), "0"},
		{big.NewRat(1, 1<<40), "1/1099511627776 ≈ 9.09494701773e-13"},
	} {
		if got := (Rat{c.r}).String(); got != c.want {
			t.Errorf("%v: got %q, want %q", c.r, got, c.want)
		}
	}
}
