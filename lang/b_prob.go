package lang

import (
	"math/big"
	"strings"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/zdd"
)

// Rat is an exact rational number, as probabilities are computed.
type Rat struct{ V *big.Rat }

// Kind implements Value.
func (Rat) Kind() string { return "rational" }

// String is the fraction with its decimal value beside it: "= 0.375"
// when twelve decimals or fewer give it exactly, "≈ 0.333333333333"
// otherwise; an integer is shown alone.
func (r Rat) String() string {
	if r.V.IsInt() {
		return r.V.Num().String()
	}
	d := strings.TrimRight(r.V.FloatString(12), "0")
	if back, ok := new(big.Rat).SetString(d); ok && back.Cmp(r.V) == 0 {
		return r.V.String() + " = " + d
	}
	f := new(big.Float).SetPrec(80).SetRat(r.V)
	if r.V.Sign() != 0 && new(big.Float).Abs(f).Cmp(big.NewFloat(1e-6)) < 0 {
		return r.V.String() + " ≈ " + f.Text('g', 12)
	}
	return r.V.String() + " ≈ " + d
}

// Equal implements == on rationals.
func (r Rat) Equal(v Value) bool {
	o, ok := v.(Rat)
	return ok && r.V.Cmp(o.V) == 0
}

// probabilityOf reads a probability: 0 or 1, a decimal or a fraction in
// a string ("0.9", "9/10"), or a rational.
func probabilityOf(x Value) (*big.Rat, bool) {
	var p *big.Rat
	switch x := x.(type) {
	case Int:
		p = new(big.Rat).SetInt(x.V)
	case Str:
		var ok bool
		if p, ok = new(big.Rat).SetString(strings.TrimSpace(string(x))); !ok {
			return nil, false
		}
	case Rat:
		p = x.V
	default:
		return nil, false
	}
	if p.Sign() < 0 || p.Cmp(big.NewRat(1, 1)) > 0 {
		return nil, false
	}
	return p, true
}

// probabilities reads parameter i as a probability per element of u:
// a list of n probabilities (one per element, in order), or a list of
// (element, probability) pairs, the elements left out having def (nil:
// every element must be given). n is u's size, or for integers the
// length of a list (pairs: the largest element given, plus one).
func (c *Call) probabilities(i int, u Universe, def *big.Rat) ([]*big.Rat, error) {
	xs := items(c.Arg(i))
	n := u.Size()
	const bad = "a probability is 0, 1, a string such as \"0.9\" or \"9/10\", or a rational, within [0, 1]; got %s"
	if len(xs) > 0 && xs[0].Kind() != "tuple" || len(xs) == 0 && def == nil {
		if n >= 0 && len(xs) != n {
			return nil, c.Errorf(i, "give one probability per element: %s has %d, the list %d (or give (element, probability) pairs)", u.Describe(), n, len(xs))
		}
		p := make([]*big.Rat, len(xs))
		for k, x := range xs {
			var ok bool
			if p[k], ok = probabilityOf(x); !ok {
				return nil, c.Errorf(i, bad, Show(x))
			}
		}
		return p, nil
	}
	given := map[uint32]*big.Rat{}
	top := -1
	for _, x := range xs {
		pair := items(x)
		if len(pair) != 2 {
			return nil, c.Errorf(i, "each entry is (element, probability), got %s", Show(x))
		}
		v, err := u.Elem(pair[0])
		if err != nil {
			return nil, c.Errorf(i, "%s", err.Error())
		}
		p, ok := probabilityOf(pair[1])
		if !ok {
			return nil, c.Errorf(i, bad, Show(pair[1]))
		}
		given[v] = p
		top = max(top, int(v))
	}
	if n < 0 {
		n = top + 1
	}
	p := make([]*big.Rat, n)
	for v := range p {
		if p[v] = given[uint32(v)]; p[v] == nil {
			if def == nil {
				return nil, c.Errorf(i, "no probability for element %s", u.Name(uint32(v)))
			}
			p[v] = def
		}
	}
	return p, nil
}

func init() {
	Register(&Builtin{
		Name: "probability", Topic: "weights", Result: "rational",
		Params:  []Param{fam("F"), {Name: "p", Kind: "list"}},
		Help:    "the probability that F holds the set of elements drawn when each element e is in it with probability p[e], independently: the sum over the sets of F of the product of p[e] for e in the set and 1 - p[e] for e out; exact, shown as a fraction with its decimal value. p is a list with a probability per element (0, 1, \"0.9\", \"9/10\" or a rational), or a list of (element, probability) pairs giving every element",
		Example: `g = graph("1-2 1-4 2-3"); probability(family([[(1, 2), (1, 4)], [(2, 3)]], over: g), ["0.9", "0.8", "0.7"]); probability(spanningtrees(grid(2, 2)), ["1/2", "1/2", "1/2", "1/2"])`,
		Fn: func(c *Call) (Value, error) {
			f := c.Family(0)
			p, err := c.probabilities(1, f.U, nil)
			if err != nil {
				return nil, err
			}
			if f.U.Size() < 0 {
				for _, v := range c.S.M.Support(f.Root) {
					if int(v) >= len(p) {
						return nil, c.Errorf(1, "no probability for element %s of F", f.U.Name(v))
					}
				}
			}
			return Rat{zdd.Probability(c.S.M, f.Root, p)}, nil
		},
	})
	Register(&Builtin{
		Name: "reliability", Topic: "graphs", Result: "rational",
		Params:  []Param{graphParam("g"), {Name: "probabilities", Kind: "list", Optional: true}, {Name: "terminals", Kind: "list", Optional: true}},
		Help:    "the probability that the terminals are joined when each edge of g is there with its probability, independently (network reliability; every vertex when terminals: is left out), exact, shown as a fraction with its decimal value: probability(graphs(g, groups: [terminals]), probabilities). probabilities: one per edge, or ((u, v), p) pairs with 1 for the edges left out (as Graphillion's reliability)",
		Example: `g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); reliability(g, [((1, 2), "0.5"), ((1, 4), "0.5")]); reliability(g, [((1, 2), "1/2"), ((2, 3), "1/2"), ((3, 6), "1/2")], terminals: [1, 3])`,
		Fn: func(c *Call) (Value, error) {
			g := c.Arg(0).(*Graph).G
			u := EdgesOf(g)
			p := make([]*big.Rat, g.M())
			for k := range p {
				p[k] = big.NewRat(1, 1)
			}
			if c.Has(1) {
				var err error
				if p, err = c.probabilities(1, u, big.NewRat(1, 1)); err != nil {
					return nil, err
				}
			}
			var ts []int
			if c.Has(2) {
				seen := map[int]bool{}
				for _, x := range c.Arg(2).(List) {
					v, err := vertexOf(g, x)
					if err != nil {
						return nil, c.Errorf(2, "%s", err.Error())
					}
					if !seen[v] {
						seen[v] = true
						ts = append(ts, v)
					}
				}
			} else {
				for v := 0; v < g.N(); v++ {
					ts = append(ts, v)
				}
			}
			if len(ts) <= 1 {
				return Rat{big.NewRat(1, 1)}, nil
			}
			if err := c.frontierAtMost(g, "reliability", 250); err != nil {
				return nil, err
			}
			fam, err := c.build(families.General(g, families.Constraints{Components: -1, MaxEdges: -1, Groups: [][]int{ts}}), u)
			if err != nil {
				return nil, err
			}
			return Rat{zdd.Probability(c.S.M, fam.(*Family).Root, p)}, nil
		},
	})
}
