package algebra

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/topdown"
)

// elementNumbers reads x as a number per element of u: a list indexed
// by element (0 past its end), or a list of (element, number) pairs (0
// for the elements left out).
func elementNumbers(x lang.Value, u lang.Universe) (map[uint32]*big.Rat, error) {
	out := map[uint32]*big.Rat{}
	xs := lang.Items(x)
	if xs == nil {
		return nil, fmt.Errorf("expected a list of numbers, got %s", lang.Show(x))
	}
	for k, y := range xs {
		if _, ok := y.(lang.Tuple); ok {
			pair := lang.Items(y)
			if len(pair) != 2 {
				return nil, fmt.Errorf("each entry is (element, number), got %s", lang.Show(y))
			}
			v, err := u.Elem(pair[0])
			if err != nil {
				return nil, err
			}
			r, ok := lang.RationalOf(pair[1])
			if !ok {
				return nil, fmt.Errorf("a weight is an integer, a string such as \"0.3\" or \"2/3\", or a rational; got %s", lang.Show(pair[1]))
			}
			out[v] = r
			continue
		}
		r, ok := lang.RationalOf(y)
		if !ok {
			return nil, fmt.Errorf("a weight is an integer, a string such as \"0.3\" or \"2/3\", or a rational; got %s", lang.Show(y))
		}
		out[uint32(k)] = r
	}
	return out, nil
}

// graphWeights returns the weights of the edges of u's graph, by
// element, for a weighing function given none; an error when u is not
// the edges of a graph that carries weights.
func graphWeights(u lang.Universe) (map[uint32]*big.Rat, error) {
	e, ok := u.(*lang.EdgeUniverse)
	if !ok || !e.G.Weighted() {
		return nil, fmt.Errorf("no weights are given, and the family's universe (%s) carries none: give them, or weigh the graph's edges (graph(\"1-2:3 2-3:1.5\"), or an edge list with a third column)", u.Describe())
	}
	w := map[uint32]*big.Rat{}
	for i := 0; i < e.G.M(); i++ {
		w[uint32(i)] = e.G.Weight(i)
	}
	return w, nil
}

// weighing reads parameter i as a weight per element of u (as linear
// reads them: integers, decimals, fractions), or when it is not given
// (or i < 0) takes the weights of u's graph. It returns them as
// integers in element order, all multiplied by the least common
// multiple of their denominators (which keeps the order of every two
// sums), for the functions that weigh in integers, and exactly, by
// element.
func weighing(c *lang.Call, i int, u lang.Universe) ([]int64, map[uint32]*big.Rat, error) {
	var w map[uint32]*big.Rat
	var err error
	at := 0
	if i >= 0 && c.Has(i) {
		at = i
		w, err = elementNumbers(c.Arg(i), u)
	} else {
		w, err = graphWeights(u)
	}
	if err != nil {
		return nil, nil, c.Errorf(at, "%s", err.Error())
	}
	lc, ok := scaledLinear(w, nil, nil)
	if !ok {
		return nil, nil, c.Errorf(at, "the weights are too large (their sum, over a common denominator, must stay below 2^61)")
	}
	return lc.W, w, nil
}

// boundOf reads a bound of a linear constraint: a number, or "none" for
// no bound (nil).
func boundOf(x lang.Value) (*big.Rat, bool) {
	if s, ok := x.(lang.Str); ok && strings.TrimSpace(string(s)) == "none" {
		return nil, true
	}
	return lang.RationalOf(x)
}

// scaledLinear makes an integer constraint of weights w and bounds lo,
// hi (nil: none), multiplying all by the least common multiple of their
// denominators, which keeps it exact; ok is false when the scaled
// numbers are too large for 64-bit sums.
func scaledLinear(w map[uint32]*big.Rat, lo, hi *big.Rat) (topdown.Linear, bool) {
	l := big.NewInt(1)
	lcm := func(r *big.Rat) {
		if r == nil {
			return
		}
		d := r.Denom()
		g := new(big.Int).GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, g))
	}
	for _, r := range w {
		lcm(r)
	}
	lcm(lo)
	lcm(hi)
	scale := func(r *big.Rat) *big.Int {
		n := new(big.Int).Mul(r.Num(), l)
		return n.Quo(n, r.Denom())
	}
	limit := new(big.Int).Lsh(big.NewInt(1), 61)
	total := new(big.Int)
	c := topdown.Linear{Lo: -1 << 62, Hi: 1<<62 - 1}
	top := -1
	for v := range w {
		top = max(top, int(v))
	}
	c.W = make([]int64, top+1)
	for v, r := range w {
		n := scale(r)
		total.Add(total, new(big.Int).Abs(n))
		if total.Cmp(limit) > 0 {
			return c, false
		}
		c.W[v] = n.Int64()
	}
	// Every sum lies within ±limit, so a bound is clamped to just
	// beyond: exact, and it fits.
	clamp := func(r *big.Rat) int64 {
		n := scale(r)
		if n.CmpAbs(limit) > 0 {
			n.Set(limit).Add(n, big.NewInt(1))
			if r.Sign() < 0 {
				n.Neg(n)
			}
		}
		return n.Int64()
	}
	if lo != nil {
		c.Lo = clamp(lo)
	}
	if hi != nil {
		c.Hi = clamp(hi)
	}
	return c, true
}

// filterLinear keeps the sets of F meeting every constraint.
func filterLinear(c *lang.Call, f *lang.Family, cons []topdown.Linear) (lang.Value, error) {
	vars := f.U.Size()
	if vars < 0 {
		vars = 0
	}
	return c.Build(topdown.Filter(c.S.M, f.Root, vars, cons), f.U)
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "linear", Topic: "weights", Result: "family",
		Params:  []lang.Param{fam("F"), {Name: "constraints", Kind: "list"}},
		Help:    "the sets of F meeting every linear constraint: constraints is a list of (w, [lo, hi]), each keeping the sets whose total weight under w lies in lo..hi (\"none\" for no bound); w gives a weight per element (a list by element, or (element, weight) pairs, 0 for the others), integers, decimals or fractions as strings (\"0.3\", \"2/3\") or rationals, exactly (built top-down over F, the constraints' sums as the states); a constraint [lo, hi] alone weighs by the weights of F's graph",
		Example: `linear(pow([0, 1, 2]), [([1, 1, 1], [1, 2]), (["0.5", "-0.25", "1/3"], ["none", "0.3"])]); g = graph("1-2:3 2-3:1.5 1-3:-1"); count(linear(pow(edges(g)), [["0.5", 3]]))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			var cons []topdown.Linear
			for _, x := range c.Arg(1).(lang.List) {
				pair := lang.Items(x)
				if len(pair) != 2 {
					return nil, c.Errorf(1, "each constraint is (weights, [lo, hi]), or [lo, hi] to weigh by the graph's weights, got %s", lang.Show(x))
				}
				var w map[uint32]*big.Rat
				var err error
				b := lang.Items(pair[1])
				if _, ok := x.(lang.List); ok {
					if _, isBound := boundOf(pair[0]); isBound {
						// [lo, hi]: the graph's weights
						w, err = graphWeights(f.U)
						b = pair
					}
				}
				if w == nil && err == nil {
					w, err = elementNumbers(pair[0], f.U)
				}
				if err != nil {
					return nil, c.Errorf(1, "%s", err.Error())
				}
				if len(b) != 2 {
					return nil, c.Errorf(1, "the bounds of a constraint are [lo, hi], got %s", lang.Show(pair[1]))
				}
				lo, ok1 := boundOf(b[0])
				hi, ok2 := boundOf(b[1])
				if !ok1 || !ok2 {
					return nil, c.Errorf(1, "a bound is a number or \"none\", got %s", lang.Show(pair[1]))
				}
				lc, ok := scaledLinear(w, lo, hi)
				if !ok {
					return nil, c.Errorf(1, "the weights of %s are too large (their sum, over a common denominator, must stay below 2^61)", lang.Show(x))
				}
				cons = append(cons, lc)
			}
			return filterLinear(c, f, cons)
		},
	})
	cost := func(name, rel, example string, lo, hi bool) {
		lang.MustRegister(&lang.Builtin{
			Name: name, Topic: "weights", Result: "family",
			Params:  []lang.Param{fam("F"), {Name: "costs", Kind: "any"}, {Name: "bound", Kind: "any", Optional: true}},
			Help:    "the sets of F whose total cost is " + rel + " bound (Graphillion's cost_" + name[4:] + "): costs as the weights of linear, bound a number; " + name + "(F, bound) weighs by the weights of F's graph",
			Example: example,
			Fn: func(c *lang.Call) (lang.Value, error) {
				f := c.Family(0)
				at := 2
				var w map[uint32]*big.Rat
				var err error
				if c.Has(2) {
					w, err = elementNumbers(c.Arg(1), f.U)
				} else {
					at = 1
					w, err = graphWeights(f.U)
				}
				if err != nil {
					return nil, c.Errorf(1, "%s", err.Error())
				}
				b, ok := lang.RationalOf(c.Arg(at))
				if !ok {
					return nil, c.Errorf(at, "expected a number, got %s", lang.Show(c.Arg(at)))
				}
				var l, h *big.Rat
				if lo {
					l = b
				}
				if hi {
					h = b
				}
				lc, ok := scaledLinear(w, l, h)
				if !ok {
					return nil, c.Errorf(1, "the costs are too large (their sum, over a common denominator, must stay below 2^61)")
				}
				return filterLinear(c, f, []topdown.Linear{lc})
			},
		})
	}
	cost("costle", "at most", `g = graph("1-2 1-4 2-3 3-4"); F = family([[(1, 2), (2, 3)], [(3, 4)], [(1, 2), (1, 4), (3, 4)]], over: g); costle(F, [((1, 2), 2), ((1, 4), 3), ((2, 3), 1), ((3, 4), 7)], 7)`, false, true)
	cost("costge", "at least", `costge(pow([0, 1, 2]), ["0.5", "0.25", "1/3"], "0.75")`, true, false)
	cost("costeq", "exactly", `costeq(pow([0, 1, 2]), [1, 2, 3], 3); g = graph("1-2:3 2-3:1.5 1-3:-1"); costeq(pow(edges(g)), "0.5")`, true, true)
}
