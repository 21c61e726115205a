package topdown

import (
	"context"
	"errors"
	"math"
	"math/big"
)

// CountMod counts the sets in the family of s modulo each of moduli (each
// at least 2), without building its ZDD: Count's dynamic program with
// one word a modulus for each state instead of an exact multi-word
// count. Counts too large for memory as exact numbers are found from
// the residues modulo enough primes by [CRT]; the runs for different
// primes are independent, so they may run apart, on other machines.
func CountMod(ctx context.Context, s Spec, opt Options, moduli []uint64) ([]uint64, Stats, error) {
	if len(moduli) == 0 {
		return nil, Stats{}, errors.New("topdown: CountMod needs at least one modulus")
	}
	for _, m := range moduli {
		if m < 2 {
			return nil, Stats{}, errors.New("topdown: a modulus is at least 2")
		}
	}
	b := newBuilder(ctx, s, opt, true)
	b.mods = moduli
	defer b.closeCrew()
	r, err := b.run()
	if err != nil {
		return nil, b.stats, err
	}
	out := make([]uint64, len(moduli))
	switch r {
	case Accept:
		for i, m := range moduli {
			out[i] = 1 % m
		}
		return out, b.stats, nil
	case Reject:
		return out, b.stats, nil
	}
	for _, a := range b.acc {
		if a != nil {
			addMod(out, a, moduli)
		}
	}
	return out, b.stats, nil
}

// CountEstimate counts the sets in the family of s in floating point:
// Count's dynamic program with a float64 for each state. The sums are of
// positive numbers, so the result is within a relative error of about
// the number of levels times 2^-53 (it is +Inf past 2^1024). It tells
// how many primes [CountMod] needs for an exact count ([PrimesFor]).
func CountEstimate(ctx context.Context, s Spec, opt Options) (float64, Stats, error) {
	b := newBuilder(ctx, s, opt, true)
	b.float = true
	defer b.closeCrew()
	r, err := b.run()
	if err != nil {
		return 0, b.stats, err
	}
	switch r {
	case Accept:
		return 1, b.stats, nil
	case Reject:
		return 0, b.stats, nil
	}
	sum := 0.0
	for _, a := range b.acc {
		if a != nil {
			sum += math.Float64frombits(a[0])
		}
	}
	return sum, b.stats, nil
}

// Primes returns the k largest primes below 2^63, largest first: moduli
// for [CountMod] whose sums never overflow a word.
func Primes(k int) []uint64 {
	return PrimesBelow(k, 1<<63)
}

// PrimesBelow returns the k largest primes below n (fewer when there
// are fewer), largest first.
func PrimesBelow(k int, n uint64) []uint64 {
	var out []uint64
	x := new(big.Int)
	for p := n - 1; p >= 2 && len(out) < k; p-- {
		if p > 2 && p%2 == 0 {
			continue
		}
		// ProbablyPrime is exact below 2^64.
		if x.SetUint64(p).ProbablyPrime(0) {
			out = append(out, p)
		}
	}
	return out
}

// PrimesFor is the number of the primes of [Primes] whose product
// exceeds every count up to bound (2^bits), with a margin of 8 bits for
// a bound from [CountEstimate].
func PrimesFor(bits int) int {
	bits += 8
	k := 0
	prod := big.NewInt(1)
	limit := new(big.Int).Lsh(big.NewInt(1), uint(max(bits, 0)))
	for _, p := range Primes((bits + 61) / 62) {
		prod.Mul(prod, new(big.Int).SetUint64(p))
		k++
		if prod.Cmp(limit) > 0 {
			break
		}
	}
	return k
}

// PrimesForEstimate is PrimesFor the size of a count estimated as est
// by CountEstimate (finite).
func PrimesForEstimate(est float64) int {
	bits := 1
	if est >= 1 {
		bits = int(math.Ceil(math.Log2(est + 1)))
	}
	return PrimesFor(bits)
}

// CRT returns the number x with x mod moduli[i] = residues[i] for each
// i, 0 <= x < the moduli's product (the moduli pairwise coprime, as
// distinct primes are), and that product.
func CRT(residues, moduli []uint64) (x, product *big.Int, err error) {
	if len(residues) != len(moduli) {
		return nil, nil, errors.New("topdown: CRT needs a residue for each modulus")
	}
	x, product = new(big.Int), big.NewInt(1)
	for i, m := range moduli {
		// x' = x + product * ((r - x) * product^-1 mod m)
		bm := new(big.Int).SetUint64(m)
		inv := new(big.Int).ModInverse(new(big.Int).Mod(product, bm), bm)
		if inv == nil && m != 1 {
			return nil, nil, errors.New("topdown: CRT's moduli are not pairwise coprime")
		}
		t := new(big.Int).SetUint64(residues[i])
		t.Sub(t, x)
		t.Mod(t, bm)
		if inv != nil {
			t.Mul(t, inv)
			t.Mod(t, bm)
		}
		x.Add(x, t.Mul(t, product))
		product.Mul(product, bm)
	}
	return x, product, nil
}
