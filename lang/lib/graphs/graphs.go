package graphs

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// frontierAtMost refuses a graph whose edge order has a frontier wider
// than what the family kind's states hold.
func frontierAtMost(c *lang.Call, g *graph.Graph, kind string, limit int) error {
	if w := g.FrontierWidth(); w > limit {
		return c.Fail("the frontier of this edge order is %d wide; %s handles at most %d (try another order)", w, kind, limit)
	}
	return nil
}

// orderParam is the order: option of the graph families: build over
// reorder(g, order) instead of g.
var orderParam = lang.Param{Name: "order", Kind: "string|list", Optional: true}

const orderHelp = "; order: builds it over reorder(g, order) (another variable order, and so another universe)"

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "grid", Topic: "graphs", Result: "graph", Params: []lang.Param{intParam("rows"), intParam("cols")},
		Help:    "the rows x cols grid graph; vertices (r, c) from (0, 0), edges row by row (right before down)",
		Example: "grid(3, 3)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			r, err := c.Int(0, 1, 1<<20)
			if err != nil {
				return nil, err
			}
			k, err := c.Int(1, 1, 1<<20)
			if err != nil {
				return nil, err
			}
			g, err := graph.Grid(r, k)
			if err != nil {
				return nil, c.Fail("%s", strings.TrimPrefix(err.Error(), "grid: "))
			}
			return &lang.Graph{G: g}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "graph", Topic: "graphs", Result: "graph", Params: []lang.Param{{Name: "edges", Kind: "string"}},
		Help:    "the graph of a list of edges \"u-v\" (vertices named by first appearance; edge i is element i); \"u-v:w\" gives the edge a weight w, exactly (an integer, a decimal or a fraction: \"1-2:3 2-3:1.5 3-1:-2/3\"), every edge or none, which the weighing functions (minweight, maxweight, kbest, weight, costle, costge, costeq, linear) use when given no weights",
		Example: `count(cycles(graph("a-b b-c c-a c-d d-a"))); g = graph("1-2:3 2-3:1.5 3-1:-2/3"); weights(g); minweight(paths(g, 1, 3))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g, err := graph.Parse(c.Str(0))
			if err != nil {
				return nil, c.Errorf(0, "%s", strings.TrimPrefix(err.Error(), "graph: "))
			}
			return &lang.Graph{G: g}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "digraph", Topic: "graphs", Result: "graph", Params: []lang.Param{{Name: "arcs", Kind: "string"}},
		Help:    "the directed graph of a list of arcs \"u>v\" (vertices named by first appearance; arc i is element i; u>v and v>u may both be there), for the families of arcs: directedpaths, directedcycles, arborescences, directedforests, ...",
		Example: `g = digraph("1>2 2>3 3>1 1>3"); count(directedcycles(g)); count(directedpaths(g, 1, 3))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g, err := graph.ParseDigraph(c.Str(0))
			if err != nil {
				return nil, c.Errorf(0, "%s", strings.TrimPrefix(err.Error(), "graph: "))
			}
			return &lang.Graph{G: g}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "weights", Topic: "graphs", Result: "list", Params: []lang.Param{graphParam("g")},
		Help:    "the weights of g's edges in edge order, exactly (integers, or rationals shown with their decimal value); an error when g carries none",
		Example: `weights(graph("1-2:3 2-3:1.5 3-1:-2/3"))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			if !g.Weighted() {
				return nil, c.Errorf(0, "the graph carries no weights (give them as graph(\"1-2:3 2-3:1.5\"), or in an edge list's third column)")
			}
			out := make(lang.List, g.M())
			for i := range out {
				if w := g.Weight(i); w.IsInt() {
					out[i] = lang.Int{V: new(big.Int).Set(w.Num())}
				} else {
					out[i] = lang.Rat{V: new(big.Rat).Set(w)}
				}
			}
			return out, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "weighted", Topic: "graphs", Result: "graph", Params: []lang.Param{graphParam("g"), {Name: "w", Kind: "list"}},
		Help:    "g with its edges weighted by w, exactly: a list of one number per edge in g's edge order, or (edge, weight) pairs giving every edge; integers, decimals or fractions as strings (\"0.3\", \"2/3\") or rationals (as graph(\"u-v:w\") weighs a graph given by its edges; the weighing functions use the weights when given none)",
		Example: `g = weighted(grid(2, 2), [1, 2, "0.5", "1/3"]); g; weights(g); minweight(paths(g, (0, 0), (1, 1)))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			u := lang.EdgesOf(g)
			xs := lang.Items(c.Arg(1))
			w := make([]*big.Rat, g.M())
			number := func(x lang.Value) (*big.Rat, error) {
				r, ok := lang.RationalOf(x)
				if !ok {
					return nil, c.Errorf(1, "a weight is an integer, a string such as \"0.3\" or \"2/3\", or a rational; got %s", lang.Show(x))
				}
				return r, nil
			}
			for k, x := range xs {
				if _, ok := x.(lang.Tuple); !ok {
					if len(xs) != g.M() {
						return nil, c.Errorf(1, "give one weight per edge: the graph has %d edges, the list %d (or give (edge, weight) pairs)", g.M(), len(xs))
					}
					r, err := number(x)
					if err != nil {
						return nil, err
					}
					w[k] = r
					continue
				}
				pair := lang.Items(x)
				if len(pair) != 2 {
					return nil, c.Errorf(1, "each entry is (edge, weight), got %s", lang.Show(x))
				}
				e, err := u.Elem(pair[0])
				if err != nil {
					return nil, c.Errorf(1, "%s", err.Error())
				}
				if w[e], err = number(pair[1]); err != nil {
					return nil, err
				}
			}
			for i, r := range w {
				if r == nil {
					return nil, c.Errorf(1, "the edge %s has no weight: give every edge one", g.EdgeName(i))
				}
			}
			h, err := g.WithWeights(w)
			if err != nil {
				return nil, c.Errorf(1, "%s", strings.TrimPrefix(err.Error(), "graph: "))
			}
			return &lang.Graph{G: h}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "edges", Topic: "graphs", Result: "family", Params: []lang.Param{graphParam("g")},
		Help:    "the family holding one set: every edge of g",
		Example: "count(pow(edges(grid(2, 2))))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			vars := make([]uint32, g.M())
			for i := range vars {
				vars[i] = uint32(i)
			}
			return lang.FamilyOf(c.S.M, lang.EdgesOf(g), vars), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "edge", Topic: "graphs", Result: "family", Params: []lang.Param{graphParam("g"), {Name: "u", Kind: "vertex"}, {Name: "v", Kind: "vertex"}},
		Help:    "the family {{e}} of the one edge e between vertices u and v",
		Example: "edge(grid(2, 2), (0, 0), (0, 1))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			u := lang.EdgesOf(g)
			e, err := u.Elem(lang.Tuple{c.Arg(1), c.Arg(2)})
			if err != nil {
				return nil, c.Fail("%s", err.Error())
			}
			return lang.FamilyOf(c.S.M, u, []uint32{e}), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "vertices", Topic: "graphs", Result: "integer", Params: []lang.Param{graphParam("g")},
		Help:    "the number of vertices of g",
		Example: "vertices(grid(3, 4))",
		Fn:      func(c *lang.Call) (lang.Value, error) { return lang.NewInt(int64(c.Arg(0).(*lang.Graph).G.N())), nil },
	})
	lang.MustRegister(&lang.Builtin{
		Name: "width", Topic: "graphs", Result: "integer", Params: []lang.Param{graphParam("g")},
		Help:    "the frontier width of g in its edge order (what top-down construction cost grows with)",
		Example: "width(grid(4, 6))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			return lang.NewInt(int64(c.Arg(0).(*lang.Graph).G.FrontierWidth())), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "countdp", Topic: "graphs", Result: "integer",
		Params:  []lang.Param{{Name: "kind", Kind: "string"}, graphParam("g"), {Name: "args", Kind: "any", Optional: true, Variadic: true}},
		Help:    "count(kind(g, args...)) without building the ZDD, for any graph family kind (paths, cycles, trees, inducedgraphs, ...: see the topic graphs)",
		Example: `countdp("cycles", grid(5, 5)); countdp("paths", grid(3, 3), (0, 0), (2, 2))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			spec, _, err := Spec(c)
			if err != nil || spec == nil {
				return lang.NewInt(0), err
			}
			n, err := topdown.Count(c.Ctx, spec, topdown.Options{Progress: c.Progress()})
			if err != nil {
				return nil, err
			}
			return lang.Int{V: n}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "countmod", Topic: "graphs", Result: "integer",
		Params:  []lang.Param{{Name: "kind", Kind: "string"}, graphParam("g"), {Name: "args", Kind: "any", Optional: true, Variadic: true}},
		Help:    "countdp(kind, g, args...) found another way: a floating-point estimate first, then the count modulo as many of the largest primes below 2^63 as its size needs, one run each with one word a state, combined exactly by the Chinese remainder theorem (for counts whose exact numbers fill memory)",
		Example: `countmod("paths", grid(6, 6), (0, 0), (5, 5))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			spec, _, err := Spec(c)
			if err != nil || spec == nil {
				return lang.NewInt(0), err
			}
			opt := topdown.Options{Progress: c.Progress()}
			est, _, err := topdown.CountEstimate(c.Ctx, spec, opt)
			if err != nil {
				return nil, err
			}
			if math.IsInf(est, 0) {
				return nil, c.Fail("the count is past 2^1024, beyond the estimate that chooses the primes: countdp counts it exactly")
			}
			primes := topdown.Primes(topdown.PrimesForEstimate(est))
			res := make([]uint64, len(primes))
			note := c.Note()
			for i, p := range primes {
				r, _, err := topdown.CountMod(c.Ctx, spec, opt, []uint64{p})
				if err != nil {
					return nil, err
				}
				res[i] = r[0]
				if note != nil {
					note(fmt.Sprintf("count mod %d = %d (%d of %d primes)", p, r[0], i+1, len(primes)))
				}
			}
			n, _, err := topdown.CRT(res, primes)
			if err != nil {
				return nil, err
			}
			return lang.Int{V: n}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "loadgraph", Topic: "graphs", Result: "graph",
		Params:  []lang.Param{{Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}},
		Help:    "reads a graph file: an edge list (\"u v\" per line, or \"u v w\" with the edge's weight w on every line), an adjacency list as TdZdd writes them (line i lists vertex i's neighbours, from 1) or DIMACS (\"p edge N M\", \"e u v\"); format: \"edges\", \"adjacency\" or \"dimacs\" (detected when left out: a file of three vertex numbers a line that is a valid adjacency list is read as one, so give format: \"edges\" for such a weighted edge list); the file's edge order is the variable order",
		Example: `write("a b\nb c\nc a\nc d\nd a\n", "zq-g.txt"); g = loadgraph("zq-g.txt"); g; count(cycles(g))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			path := c.Str(0)
			data, err := c.ReadFile(0)
			if err != nil {
				return nil, err
			}
			format := strings.ToLower(c.OptStr(1))
			switch format {
			case "", graph.FormatEdges, graph.FormatAdjacency, graph.FormatDIMACS:
			default:
				return nil, c.Errorf(1, "no format %q (edges, adjacency or dimacs)", format)
			}
			g, err := graph.Read(string(data), format)
			if err != nil {
				return nil, c.Errorf(0, "%s: %s", path, strings.TrimPrefix(err.Error(), "graph: "))
			}
			return &lang.Graph{G: g}, nil
		},
	})
}

// intRange reads parameter i as an integer n (the range [n, n]) or a list
// [lo, hi] of integers within ±limit. An empty range (lo > hi) is no
// error: the caller gives the empty family, which composes in loops.
func intRange(c *lang.Call, i int, limit int64) (int64, int64, error) {
	var xs []lang.Value
	if n, ok := c.Arg(i).(lang.Int); ok {
		xs = []lang.Value{n, n}
	} else {
		xs = lang.Items(c.Arg(i))
	}
	if len(xs) != 2 {
		return 0, 0, c.Errorf(i, "expected an integer or [lo, hi], got %s", lang.Show(c.Arg(i)))
	}
	var out [2]int64
	for k, x := range xs {
		n, ok := x.(lang.Int)
		if !ok || !n.V.IsInt64() || n.V.Int64() < -limit || n.V.Int64() > limit {
			return 0, 0, c.Errorf(i, "expected integers within ±%d, got %s", limit, lang.Show(x))
		}
		out[k] = n.V.Int64()
	}
	return out[0], out[1], nil
}

// orderNames are the named variable orders of reorder and order:.
const orderNames = `"rowmajor", "colmajor" (grids), "bfs", "dfs", "greedy" (Graphillion's default: best-first from the first vertex by the edges still unused), or a list of every edge`

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "reorder", Topic: "graphs", Result: "graph",
		Params:  []lang.Param{graphParam("g"), {Name: "order", Kind: "string|list"}},
		Help:    "g with its edges in another order, which is the variable order of the families built on it: " + orderNames + "; families over g and over the reordered graph are over different universes",
		Example: `[size(cycles(reorder(grid(4, 4), o))) for o in ["rowmajor", "colmajor", "bfs", "dfs"]]`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			h, err := reordered(c, c.Arg(0).(*lang.Graph).G, 1)
			if err != nil {
				return nil, err
			}
			return &lang.Graph{G: h}, nil
		},
	})
}

// reordered applies the order given as argument i to g.
func reordered(c *lang.Call, g *graph.Graph, i int) (*graph.Graph, error) {
	var order []int
	var err error
	switch o := c.Arg(i).(type) {
	case lang.Str:
		var vorder []int
		switch string(o) {
		case "rowmajor":
			if !g.IsGrid() {
				vorder = make([]int, g.N())
				for v := range vorder {
					vorder[v] = v
				}
			} else {
				ref, _ := graph.Grid(g.Rows, g.Cols)
				if ref.M() == g.M() {
					if g.Weighted() {
						return g, nil // a grid is in row-major order
					}
					return ref, nil
				}
			}
		case "colmajor":
			if !g.IsGrid() {
				return nil, c.Errorf(i, "colmajor is an order of grid graphs")
			}
			for col := 0; col < g.Cols; col++ {
				for r := 0; r < g.Rows; r++ {
					vorder = append(vorder, r*g.Cols+col)
				}
			}
		case "bfs":
			vorder = g.BFSOrder(0)
		case "dfs":
			vorder = g.DFSOrder(0)
		case "greedy":
			order = g.GreedyOrder(0)
		default:
			return nil, c.Errorf(i, "no order %q: %s", string(o), orderNames)
		}
		if order == nil {
			if order, err = g.VertexOrder(vorder); err != nil {
				return nil, c.Errorf(i, "%s", err.Error())
			}
		}
	case lang.List:
		u := lang.EdgesOf(g)
		for _, x := range o {
			v, err := u.Elem(x)
			if err != nil {
				return nil, c.Errorf(i, "%s", err.Error())
			}
			order = append(order, int(v))
		}
		if len(order) != g.M() {
			return nil, c.Errorf(i, "the list has %d edges, the graph %d: list every edge once", len(order), g.M())
		}
	}
	h, err := g.Reorder(order)
	if err != nil {
		return nil, c.Errorf(i, "%s", strings.TrimPrefix(err.Error(), "graph: "))
	}
	return h, nil
}
