package graphs

import (
	"math/big"
	"strings"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/zdd"
)

// probabilityOf reads a probability: 0 or 1, a decimal or a fraction in
// a string ("0.9", "9/10"), or a rational.
func probabilityOf(x lang.Value) (*big.Rat, bool) {
	var p *big.Rat
	switch x := x.(type) {
	case lang.Int:
		p = new(big.Rat).SetInt(x.V)
	case lang.Str:
		var ok bool
		if p, ok = new(big.Rat).SetString(strings.TrimSpace(string(x))); !ok {
			return nil, false
		}
	case lang.Rat:
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
func probabilities(c *lang.Call, i int, u lang.Universe, def *big.Rat) ([]*big.Rat, error) {
	xs := lang.Items(c.Arg(i))
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
				return nil, c.Errorf(i, bad, lang.Show(x))
			}
		}
		return p, nil
	}
	given := map[uint32]*big.Rat{}
	top := -1
	for _, x := range xs {
		pair := lang.Items(x)
		if len(pair) != 2 {
			return nil, c.Errorf(i, "each entry is (element, probability), got %s", lang.Show(x))
		}
		v, err := u.Elem(pair[0])
		if err != nil {
			return nil, c.Errorf(i, "%s", err.Error())
		}
		p, ok := probabilityOf(pair[1])
		if !ok {
			return nil, c.Errorf(i, bad, lang.Show(pair[1]))
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
	lang.MustRegister(&lang.Builtin{
		Name: "probability", Topic: "weights", Result: "rational",
		Params:  []lang.Param{fam("F"), {Name: "p", Kind: "list"}},
		Help:    "the probability that F holds the set of elements drawn when each element e is in it with probability p[e], independently: the sum over the sets of F of the product of p[e] for e in the set and 1 - p[e] for e out; exact, shown as a fraction with its decimal value. p is a list with a probability per element (0, 1, \"0.9\", \"9/10\" or a rational), or a list of (element, probability) pairs giving every element",
		Example: `g = graph("1-2 1-4 2-3"); probability(family([[(1, 2), (1, 4)], [(2, 3)]], over: g), ["0.9", "0.8", "0.7"]); probability(spanningtrees(grid(2, 2)), ["1/2", "1/2", "1/2", "1/2"])`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			p, err := probabilities(c, 1, f.U, nil)
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
			return lang.Rat{V: zdd.Probability(c.S.M, f.Root, p)}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "reliability", Topic: "graphs", Result: "rational",
		Params:  []lang.Param{graphParam("g"), {Name: "probabilities", Kind: "list", Optional: true}, {Name: "terminals", Kind: "list", Optional: true}},
		Help:    "the probability that the terminals are joined when each edge of g is there with its probability, independently (network reliability; every vertex when terminals: is left out), exact, shown as a fraction with its decimal value: probability(graphs(g, groups: [terminals]), probabilities). probabilities: one per edge, or ((u, v), p) pairs with 1 for the edges left out (as Graphillion's reliability)",
		Example: `g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); reliability(g, [((1, 2), "0.5"), ((1, 4), "0.5")]); reliability(g, [((1, 2), "1/2"), ((2, 3), "1/2"), ((3, 6), "1/2")], terminals: [1, 3])`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			u := lang.EdgesOf(g)
			p := make([]*big.Rat, g.M())
			for k := range p {
				p[k] = big.NewRat(1, 1)
			}
			if c.Has(1) {
				var err error
				if p, err = probabilities(c, 1, u, big.NewRat(1, 1)); err != nil {
					return nil, err
				}
			}
			var ts []int
			if c.Has(2) {
				seen := map[int]bool{}
				for _, x := range c.Arg(2).(lang.List) {
					v, err := lang.VertexOf(g, x)
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
				return lang.Rat{V: big.NewRat(1, 1)}, nil
			}
			if err := frontierAtMost(c, g, "reliability", 250); err != nil {
				return nil, err
			}
			fam, err := c.Build(families.General(g, families.Constraints{Components: -1, MaxEdges: -1, Groups: [][]int{ts}}), u)
			if err != nil {
				return nil, err
			}
			return lang.Rat{V: zdd.Probability(c.S.M, fam.(*lang.Family).Root, p)}, nil
		},
	})
}
