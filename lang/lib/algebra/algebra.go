package algebra

import (
	"math/big"
	"math/rand/v2"
	"time"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/zdd"
)

// binaryOp registers a builtin applying a family operation to two or
// more families, left to right.
func binaryOp(name, help, example string, op func(m *zdd.Manager, f, g zdd.Node) zdd.Node) {
	lang.MustRegister(&lang.Builtin{
		Name: name, Topic: "algebra", Result: "family", Help: help, Example: example,
		Params: []lang.Param{fam("F"), {Name: "G", Kind: "family", Variadic: true}},
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			for i, g := range c.Rest() {
				gf := g.(*lang.Family)
				u, ok := lang.Unify(f, gf)
				if !ok {
					return nil, c.ErrorAt(c.RestPos(i), "%s: argument %d is over %s, but F is over %s", name, i+2, gf.U.Describe(), f.U.Describe())
				}
				f = &lang.Family{U: u, Root: op(c.S.M, f.Root, gf.Root)}
			}
			return f, nil
		},
	})
}

// unaryOp registers a builtin mapping a family to a family.
func unaryOp(name, topic, help, example string, op func(m *zdd.Manager, f zdd.Node) zdd.Node) {
	lang.MustRegister(&lang.Builtin{
		Name: name, Topic: topic, Result: "family", Help: help, Example: example,
		Params: []lang.Param{fam("F")},
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			return &lang.Family{U: f.U, Root: op(c.S.M, f.Root)}, nil
		},
	})
}

// elemOp registers a builtin taking a family and one element.
func elemOp(name, help, example string, op func(m *zdd.Manager, f zdd.Node, v uint32) zdd.Node) {
	lang.MustRegister(&lang.Builtin{
		Name: name, Topic: "algebra", Result: "family", Help: help, Example: example,
		Params: []lang.Param{fam("F"), {Name: "e", Kind: "element"}},
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			v, err := c.Elem(1, f.U)
			if err != nil {
				return nil, err
			}
			return &lang.Family{U: f.U, Root: op(c.S.M, f.Root, v)}, nil
		},
	})
}

func init() {
	// Counting and looking.
	lang.MustRegister(&lang.Builtin{
		Name: "count", Topic: "counting", Result: "integer", Params: []lang.Param{fam("F")},
		Help: "the number of sets of F, exactly (any size)", Example: "count({{1, 2}, {1, 3}, {2}})",
		Fn: func(c *lang.Call) (lang.Value, error) { return lang.Int{V: c.S.M.Count(c.Family(0).Root)}, nil },
	})
	lang.MustRegister(&lang.Builtin{
		Name: "size", Topic: "counting", Result: "integer", Params: []lang.Param{fam("F")},
		Help: "the number of ZDD nodes of F", Example: "size(pow([1, 2, 3]))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			return lang.NewInt(int64(c.S.M.NodeCount(c.Family(0).Root))), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "sizes", Topic: "counting", Result: "list", Params: []lang.Param{fam("F")},
		Help: "how many sets of F have 0, 1, 2, ... elements (a list indexed by cardinality)", Example: "sizes(pow([1, 2, 3]))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			var out lang.List
			for _, n := range c.S.M.Sizes(c.Family(0).Root) {
				out = append(out, lang.Int{V: n})
			}
			return out, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "first", Topic: "counting", Result: "family", Params: []lang.Param{fam("F")},
		Help: "the first set of F in enumeration order, as a one-set family (empty if F is)", Example: "first({{1, 2}, {3}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			sets := c.S.M.Sets(f.Root, 1)
			return lang.FamilyOf(c.S.M, f.U, sets...), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "sets", Topic: "counting", Result: "family", Params: []lang.Param{fam("F"), intParam("n")},
		Help: "the first n sets of F in enumeration order", Example: "sets(pow([1, 2, 3]), 3)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			n, err := c.Int(1, 0, 1<<24)
			if err != nil {
				return nil, err
			}
			return lang.FamilyOf(c.S.M, f.U, c.S.M.Sets(f.Root, n)...), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "sample", Topic: "counting", Result: "family",
		Params: []lang.Param{fam("F"), intParam("k"), {Name: "seed", Kind: "integer", Optional: true}},
		Help:   "k distinct sets of F drawn uniformly at random (seed: makes the draw repeatable)", Example: "sample(pow([1, 2, 3, 4]), 2, seed: 1)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			k, err := c.Int(1, 0, 1<<24)
			if err != nil {
				return nil, err
			}
			seed := time.Now().UnixNano()
			if c.Has(2) {
				if !c.BigInt(2).IsInt64() {
					return nil, c.Errorf(2, "the seed must fit in 64 bits")
				}
				seed = c.BigInt(2).Int64()
			}
			rng := rand.New(rand.NewPCG(uint64(seed), 0))
			return lang.FamilyOf(c.S.M, f.U, c.S.M.Sample(f.Root, rng, k)...), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "rank", Topic: "counting", Result: "integer", Params: []lang.Param{fam("F"), {Name: "S", Kind: "family|list"}},
		Help: "the position of set S in F in enumeration order (from 0), or -1 if S is not in F", Example: "rank(pow([1, 2, 3]), [1, 3])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			set, err := c.OneSet(1, f.U)
			if err != nil {
				return nil, err
			}
			return lang.Int{V: c.S.M.Rank(f.Root, set)}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "unrank", Topic: "counting", Result: "family", Params: []lang.Param{fam("F"), intParam("k")},
		Help: "the set at position k of F in enumeration order (from 0), as a one-set family", Example: "unrank(pow([1, 2, 3]), 5)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			k := c.BigInt(1)
			n := c.S.M.Count(f.Root)
			if k.Sign() < 0 || k.Cmp(n) >= 0 {
				return nil, c.Errorf(1, "%s is out of range 0..%s", k, new(big.Int).Sub(n, big.NewInt(1)))
			}
			return lang.FamilyOf(c.S.M, f.U, c.S.M.Unrank(f.Root, k)), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "contains", Topic: "counting", Result: "boolean", Params: []lang.Param{fam("F"), {Name: "S", Kind: "family|list"}},
		Help: "whether set S (a list of elements or a one-set family) is a set of F", Example: "contains({{1, 2}, {3}}, [2, 1])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			set, err := c.OneSet(1, f.U)
			if err != nil {
				return nil, err
			}
			return lang.Bool(c.S.M.Contains(f.Root, set)), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "elements", Topic: "counting", Result: "list", Params: []lang.Param{fam("F")},
		Help: "the elements occurring in some set of F, as a list of variable numbers", Example: "elements({{1, 5}, {3}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			var out lang.List
			for _, v := range c.S.M.Support(c.Family(0).Root) {
				out = append(out, lang.NewInt(int64(v)))
			}
			return out, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "universe", Topic: "counting", Result: "string", Params: []lang.Param{fam("F")},
		Help: "what the elements of F are", Example: "universe({{1}})",
		Fn: func(c *lang.Call) (lang.Value, error) { return lang.Str(c.Family(0).U.Describe()), nil },
	})
	lang.MustRegister(&lang.Builtin{
		Name: "len", Topic: "counting", Result: "integer", Params: []lang.Param{{Name: "x", Kind: "list|tuple|string"}},
		Help: "the length of a list, tuple or string", Example: "len(sizes(pow([1, 2])))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			switch x := c.Arg(0).(type) {
			case lang.List:
				return lang.NewInt(int64(len(x))), nil
			case lang.Tuple:
				return lang.NewInt(int64(len(x))), nil
			case lang.Str:
				return lang.NewInt(int64(len([]rune(string(x))))), nil
			}
			return nil, c.Errorf(0, "no length")
		},
	})

	// Algebra.
	binaryOp("union", "the sets in F or in G (the operator |)", "union({{1}}, {{2}}, {{1, 2}})", (*zdd.Manager).Union)
	binaryOp("intersect", "the sets in both F and G (the operator &)", "intersect({{1}, {2}}, {{2}, {3}})", (*zdd.Manager).Intersect)
	binaryOp("diff", "the sets of F not in G (the operator -)", "diff({{1}, {2}}, {{2}})", (*zdd.Manager).Diff)
	binaryOp("symdiff", "the sets in exactly one of F and G (the operator ^)", "symdiff({{1}, {2}}, {{2}, {3}})", (*zdd.Manager).SymDiff)
	binaryOp("join", "{a ∪ b : a in F, b in G} (the operator *)", "join({{1}, {2}}, {{3}, {}})", (*zdd.Manager).Join)
	binaryOp("meet", "{a ∩ b : a in F, b in G}", "meet({{1, 2}, {3}}, {{2, 3}})", (*zdd.Manager).Meet)
	binaryOp("quotient", "Minato's weak division F / G: the sets a disjoint from every b of G with a ∪ b in F for all b (the operator /)", "quotient({{1, 2}, {1, 3}, {2, 3}}, {{1}})", (*zdd.Manager).Quotient)
	binaryOp("remainder", "F - join(quotient(F, G), G) (the operator %)", "remainder({{1, 2}, {1, 3}, {2, 3}}, {{1}})", (*zdd.Manager).Remainder)
	binaryOp("restrict", "the sets of F that contain some set of G", "restrict({{1, 2}, {2, 3}, {3}}, {{2}})", (*zdd.Manager).Restrict)
	binaryOp("permit", "the sets of F contained in some set of G", "permit({{1, 2}, {2, 3}, {3}}, {{2, 3}})", (*zdd.Manager).Permit)
	binaryOp("nonsup", "the sets of F that contain no set of G", "nonsup({{1, 2}, {2, 3}, {3}}, {{2}})", (*zdd.Manager).NonSup)
	binaryOp("nonsub", "the sets of F contained in no set of G", "nonsub({{1, 2}, {2, 3}, {3}}, {{2, 3}})", (*zdd.Manager).NonSub)
	unaryOp("minimal", "algebra", "the sets of F that contain no other set of F", "minimal({{1, 2}, {1, 3}, {2}})", (*zdd.Manager).Minimal)
	unaryOp("blocking", "algebra", "the blocker of F: its minimal hitting sets, the minimal sets meeting every set of F ({{}} for the empty family, none if F holds the empty set); built on the diagram, never listing F", "blocking({{1, 2}, {2, 3}, {3, 4}})", (*zdd.Manager).Blocking)
	unaryOp("maximal", "algebra", "the sets of F contained in no other set of F", "maximal({{1, 2}, {1}, {3}})", (*zdd.Manager).Maximal)
	unaryOp("minimum", "algebra", "the sets of F of least cardinality", "minimum({{1, 2}, {3}, {4}})", (*zdd.Manager).Minimum)
	unaryOp("maximum", "algebra", "the sets of F of greatest cardinality", "maximum({{1, 2}, {3}, {2, 4}})", (*zdd.Manager).Maximum)
	elemOp("with", "the sets of F that contain element e", "with({{1, 2}, {3}}, 2)", (*zdd.Manager).With)
	elemOp("without", "the sets of F that lack element e", "without({{1, 2}, {3}}, 2)", (*zdd.Manager).Without)
	elemOp("onset", "the sets of F that contain element e, with e removed from each", "onset({{1, 2}, {3}}, 2)", (*zdd.Manager).Onset)
	elemOp("offset", "the sets of F that lack element e (as without)", "offset({{1, 2}, {3}}, 2)", (*zdd.Manager).Offset)
	elemOp("change", "toggles element e in every set of F", "change({{1, 2}, {3}}, 2)", (*zdd.Manager).Change)
	lang.MustRegister(&lang.Builtin{
		Name: "project", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F"), {Name: "E", Kind: "list|family"}},
		Help: "each set of F intersected with the elements E (a list, or the elements of a family)", Example: "project({{1, 2}, {1, 3}, {2, 3}}, [1, 2])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			vars, err := c.Elements(1, f.U)
			if err != nil {
				return nil, err
			}
			return &lang.Family{U: f.U, Root: c.S.M.Project(f.Root, vars)}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "pow", Topic: "algebra", Result: "family", Params: []lang.Param{{Name: "E", Kind: "list|family"}},
		Help: "all subsets of the elements E (a list of integers, or the elements of a family, over its universe)", Example: "pow([1, 2, 3])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			u := lang.Integers
			if f, ok := c.Arg(0).(*lang.Family); ok {
				u = f.U
			}
			vars, err := c.Elements(0, u)
			if err != nil {
				return nil, err
			}
			return &lang.Family{U: u, Root: c.S.M.Pow(vars)}, nil
		},
	})
	// within is the elements E of argument 1, by default the whole
	// universe of F (over integers, the elements of F).
	within := func(c *lang.Call, f *lang.Family) ([]uint32, error) {
		if c.Has(1) {
			return c.Elements(1, f.U)
		}
		if n := f.U.Size(); n >= 0 {
			vars := make([]uint32, n)
			for v := range vars {
				vars[v] = uint32(v)
			}
			return vars, nil
		}
		return c.S.M.Support(f.Root), nil
	}
	lang.MustRegister(&lang.Builtin{
		Name: "complement", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F"), {Name: "E", Kind: "list|family", Optional: true}},
		Help: "the subsets of E not in F (E defaults to the whole universe of F, or the elements of F over integers)", Example: "complement({{1}, {}}, [1, 2])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			vars, err := within(c, f)
			if err != nil {
				return nil, err
			}
			return &lang.Family{U: f.U, Root: c.S.M.Complement(f.Root, vars)}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "complements", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F"), {Name: "E", Kind: "list|family", Optional: true}},
		Help: "the complement of each set of F within E: every element of E toggled in every set (Graphillion's complement(); E defaults to the whole universe of F, or the elements of F over integers)", Example: "complements({{1}, {1, 2}, {}}, [1, 2, 3])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			vars, err := within(c, f)
			if err != nil {
				return nil, err
			}
			root := f.Root
			for _, v := range vars {
				root = c.S.M.Change(root, v)
			}
			return &lang.Family{U: f.U, Root: root}, nil
		},
	})

	// Weights.
	weighted := func(name, help, example string, op func(m *zdd.Manager, f zdd.Node, w []int64) zdd.Node) {
		lang.MustRegister(&lang.Builtin{
			Name: name, Topic: "weights", Result: "family", Params: []lang.Param{fam("F"), {Name: "w", Kind: "list", Optional: true}},
			Help: help + "; without w, the weights of F's graph", Example: example,
			Fn: func(c *lang.Call) (lang.Value, error) {
				f := c.Family(0)
				w, _, err := weighing(c, 1, f.U)
				if err != nil {
					return nil, err
				}
				return &lang.Family{U: f.U, Root: op(c.S.M, f.Root, w)}, nil
			},
		})
	}
	weighted("minweight", "the sets of F of least total weight; w gives each element's weight as linear's do (integers, decimals or fractions, exactly; 0 past the end)", `minweight({{0, 1}, {2}, {1, 2}}, [5, 1, 3]); minweight({{0, 1}, {2}}, ["0.1", "0.2", "0.25"])`, zdd.MinWeightSets)
	weighted("maxweight", "the sets of F of greatest total weight; w gives each element's weight as linear's do (integers, decimals or fractions, exactly; 0 past the end)", `maxweight({{0, 1}, {2}, {1, 2}}, [5, 1, 3]); g = graph("1-2:3 2-3:1.5 1-3:-1"); maxweight(paths(g), [1, 1, 1]); maxweight(paths(g))`, zdd.MaxWeightSets)
	lang.MustRegister(&lang.Builtin{
		Name: "kbest", Topic: "weights", Result: "family",
		Params:  []lang.Param{fam("F"), {Name: "w", Kind: "list|integer"}, {Name: "k", Kind: "integer", Optional: true}, {Name: "heaviest", Kind: "boolean", Optional: true}},
		Help:    "the k sets of F of least total weight (Graphillion's min_iter; heaviest: true the k of greatest, its max_iter); w gives each element's weight as linear's do (integers, decimals or fractions, exactly); kbest(F, k) weighs by the weights of F's graph",
		Example: `kbest(pow([0, 1, 2]), [3, 1, 2], 3); g = graph("1-2:3 2-3:1.5 1-3:-1"); kbest(pow(edges(g)), 2); kbest(pow(edges(g)), 2, heaviest: true)`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			at := 2
			if !c.Has(2) {
				at = 1
			} else if _, ok := c.Arg(1).(lang.List); !ok {
				return nil, c.Errorf(1, "expected the weights (a list), got %s", lang.Show(c.Arg(1)))
			}
			if _, ok := c.Arg(at).(lang.Int); !ok {
				return nil, c.Errorf(at, "expected k, an integer, got %s", lang.Show(c.Arg(at)))
			}
			var w []int64
			var err error
			if at == 2 {
				w, _, err = weighing(c, 1, f.U)
			} else {
				w, _, err = weighing(c, -1, f.U)
			}
			if err != nil {
				return nil, err
			}
			k, err := c.Int(at, 0, 1<<20)
			if err != nil {
				return nil, err
			}
			if c.Bool(3, false) {
				for i := range w {
					w[i] = -w[i]
				}
			}
			var sets [][]uint32
			for _, ws := range zdd.KBest(c.S.M, f.Root, w, k) {
				sets = append(sets, ws.Set)
			}
			return lang.FamilyOf(c.S.M, f.U, sets...), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "weight", Topic: "weights", Result: "number", Params: []lang.Param{{Name: "S", Kind: "family|list"}, {Name: "w", Kind: "list", Optional: true}},
		Help: "the total weight of one set S (a one-set family or a list of integer elements), exactly (an integer or a rational); w gives each element's weight as linear's do, and without it the weights of S's graph", Example: `weight({{0, 2}}, [5, 1, 3]); g = graph("1-2:3 2-3:1.5 1-3:-1"); weight(first(paths(g, 1, 3)))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			u := lang.Integers
			if f, ok := c.Arg(0).(*lang.Family); ok {
				u = f.U
			}
			set, err := c.OneSet(0, u)
			if err != nil {
				return nil, err
			}
			_, w, err := weighing(c, 1, u)
			if err != nil {
				return nil, err
			}
			total := new(big.Rat)
			for _, v := range set {
				if r := w[v]; r != nil {
					total.Add(total, r)
				}
			}
			if total.IsInt() {
				return lang.Int{V: new(big.Int).Set(total.Num())}, nil
			}
			return lang.Rat{V: total}, nil
		},
	})
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "range", Topic: "counting", Result: "list", Params: []lang.Param{intParam("a"), {Name: "b", Kind: "integer", Optional: true}},
		Help: "the list of integers 0..a-1, or a..b-1 when b is given", Example: "pow(range(2, 5))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			lo, hi := 0, 0
			var err error
			if c.Has(1) {
				if lo, err = c.Int(0, 0, lang.MaxElem); err != nil {
					return nil, err
				}
				if hi, err = c.Int(1, 0, lang.MaxElem); err != nil {
					return nil, err
				}
			} else if hi, err = c.Int(0, 0, lang.MaxElem); err != nil {
				return nil, err
			}
			if err := c.ChargeItems(max(hi-lo, 0), lang.IntBytes(64)); err != nil {
				return nil, err
			}
			out := make(lang.List, 0, max(hi-lo, 0))
			for i := lo; i < hi; i++ {
				if (i-lo)%4096 == 0 {
					if err := c.Poll(); err != nil {
						return nil, err
					}
				}
				out = append(out, lang.NewInt(int64(i)))
			}
			return out, nil
		},
	})
}

// ofSize returns the sets of f whose cardinality is in [lo, hi].
func ofSize(m *zdd.Manager, f zdd.Node, lo, hi int) zdd.Node {
	type key struct {
		n      zdd.Node
		lo, hi int
	}
	memo := map[key]zdd.Node{}
	var rec func(n zdd.Node, lo, hi int) zdd.Node
	rec = func(n zdd.Node, lo, hi int) zdd.Node {
		if hi < 0 {
			return zdd.Empty
		}
		if n == zdd.Empty {
			return zdd.Empty
		}
		if n == zdd.Base {
			if lo <= 0 {
				return zdd.Base
			}
			return zdd.Empty
		}
		k := key{n, max(lo, 0), hi}
		if r, ok := memo[k]; ok {
			return r
		}
		r := m.MakeNode(m.Var(n), rec(m.Lo(n), lo, hi), rec(m.Hi(n), lo-1, hi-1))
		memo[k] = r
		return r
	}
	return rec(f, lo, hi)
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "ofsize", Topic: "algebra", Result: "family",
		Params: []lang.Param{fam("F"), intParam("k"), {Name: "max", Kind: "integer", Optional: true}},
		Help:   "the sets of F with exactly k elements, or from k to max elements", Example: "ofsize(pow([1, 2, 3]), 1, max: 2)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			lo, err := c.Int(1, 0, lang.MaxElem)
			if err != nil {
				return nil, err
			}
			hi := lo
			if c.Has(2) {
				if hi, err = c.Int(2, 0, lang.MaxElem); err != nil {
					return nil, err
				}
			}
			return &lang.Family{U: f.U, Root: ofSize(c.S.M, f.Root, lo, hi)}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "common", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F")},
		Help: "the one set of the elements in every set of F (for puzzle solutions: what is forced)", Example: "common({{1, 2, 3}, {2, 3}, {2, 4}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			if f.Root == zdd.Empty {
				return nil, c.Errorf(0, "F has no sets")
			}
			var in []uint32
			for _, v := range c.S.M.Support(f.Root) {
				if c.S.M.Without(f.Root, v) == zdd.Empty {
					in = append(in, v)
				}
			}
			return lang.FamilyOf(c.S.M, f.U, in), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "anywhere", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F")},
		Help: "the one set of the elements in some set of F (the union of its sets)", Example: "anywhere({{1, 2}, {2, 4}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			return lang.FamilyOf(c.S.M, f.U, c.S.M.Support(f.Root)), nil
		},
	})
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "family", Topic: "algebra", Result: "family",
		Params:  []lang.Param{{Name: "sets", Kind: "list"}, {Name: "over", Kind: "family|graph", Optional: true}},
		Help:    "the family of the given sets (lists of elements), over the universe of a family or the edges of a graph (integers by default)",
		Example: "family([[((0, 0), (0, 1)), ((0, 0), (1, 0))], []], over: grid(2, 2))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			u := lang.Integers
			switch x := c.Arg(1).(type) {
			case *lang.Family:
				u = x.U
			case *lang.Graph:
				u = lang.EdgesOf(x.G)
			}
			var sets [][]uint32
			for i, item := range c.Arg(0).(lang.List) {
				l, ok := item.(lang.List)
				if !ok {
					return nil, c.Errorf(0, "set %d must be a list of elements, got %s", i, lang.KindOf(item))
				}
				set := make([]uint32, 0, len(l))
				for _, e := range l {
					v, err := u.Elem(e)
					if err != nil {
						return nil, c.Errorf(0, "set %d: %s", i, err.Error())
					}
					set = append(set, v)
				}
				sets = append(sets, set)
			}
			return lang.FamilyOf(c.S.M, u, sets...), nil
		},
	})
}
