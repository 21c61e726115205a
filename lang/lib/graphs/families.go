package graphs

import (
	"context"
	"errors"
	"strings"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/lang/internal/wording"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The graph families are registered with package families (which knows
// nothing of this one); each becomes a builtin name(g, params...,
// order:) when builtins are first looked up after it registered, as
// puzzle genres do.
var familiesSeen = map[string]bool{}

func init() {
	lang.AddSource(families.Registered, func() {
		for _, f := range families.All() {
			if familiesSeen[f.Name] {
				continue
			}
			familiesSeen[f.Name] = true
			lang.MustRegister(familyBuiltin(f))
		}
	})
}

// paramKind is the language's kind of a family parameter.
func paramKind(k families.Kind) string {
	switch k {
	case families.KindVertex:
		return "vertex"
	case families.KindInteger:
		return "integer"
	case families.KindRange:
		return "integer|list"
	case families.KindBoolean:
		return "boolean"
	case families.KindRational:
		return "any"
	case families.KindFamily:
		return "family"
	}
	return "list"
}

// familyBuiltin makes the builtin of a registered graph family.
func familyBuiltin(f *families.Family) *lang.Builtin {
	params := []lang.Param{graphParam("g")}
	for _, p := range f.Params {
		params = append(params, lang.Param{Name: p.Name, Kind: paramKind(p.Kind), Optional: p.Optional})
	}
	help := f.Help
	if !f.Vertices {
		// The order of a vertex-set family's variables is the
		// vertices', which reorder does not change.
		params = append(params, orderParam)
		help += orderHelp
	}
	return &lang.Builtin{
		Name: f.Name, Topic: "graphs", Result: "family", Params: params,
		Help: help, Example: f.Example,
		Fn: func(c *lang.Call) (lang.Value, error) {
			g := c.Arg(0).(*lang.Graph).G
			if err := directedFits(c, f, g); err != nil {
				return nil, err
			}
			args, err := familyArgs(c, f, g, 1)
			if err != nil {
				return nil, err
			}
			if at := len(f.Params) + 1; !f.Vertices && c.Has(at) {
				rg, err := reordered(c, g, at)
				if err != nil {
					return nil, err
				}
				if err := reorderArgs(c, f, args, g, rg); err != nil {
					return nil, err
				}
				g = rg
			}
			if f.Build != nil {
				if f.MaxWidth > 0 {
					if err := frontierAtMost(c, g, f.Name, f.MaxWidth); err != nil {
						return nil, err
					}
				}
				v, err := c.BuildWith(universeOf(f, g), func(ctx context.Context, opt topdown.Options) (zdd.Node, error) {
					return f.Build(ctx, c.S.M, g, args, opt)
				})
				return v, familyArgError(c, f, err, 1)
			}
			spec, err := familySpec(c, f, g, args, 1)
			if err != nil {
				return nil, err
			}
			if spec == nil {
				return &lang.Family{U: universeOf(f, g), Root: zdd.Empty}, nil
			}
			return c.Build(spec, universeOf(f, g))
		},
	}
}

// directedFits refuses a directed graph to a family of an undirected
// graph's edge sets, and the other way round (families of vertex sets
// take both, reading arcs as edges).
func directedFits(c *lang.Call, f *families.Family, g *graph.Graph) error {
	switch {
	case f.Vertices:
		return nil // a family of vertex sets reads the arcs as edges
	case f.Directed && !g.Directed:
		return c.Errorf(0, "%s is a family of a directed graph's arcs: give a digraph (digraph(\"1>2 2>3\"))", f.Name)
	case !f.Directed && g.Directed:
		return c.Errorf(0, "%s is a family of an undirected graph: give a graph (graph(\"1-2 2-3\")), not a digraph", f.Name)
	}
	return nil
}

// familyArgs reads the arguments of family f on g, parameter k of f
// being the call's parameter from+k.
func familyArgs(c *lang.Call, f *families.Family, g *graph.Graph, from int) (families.Args, error) {
	args := make(families.Args, len(f.Params))
	for k, p := range f.Params {
		i := from + k
		if !c.Has(i) {
			if !p.Optional {
				return nil, c.Fail("%s needs %s (%s)", f.Name, p.Name, p.Kind)
			}
			continue
		}
		x := c.Arg(i)
		switch p.Kind {
		case families.KindVertex:
			v, err := c.Vertex(i, g)
			if err != nil {
				return nil, err
			}
			args[k] = v
		case families.KindVertices:
			xs := lang.Items(x)
			if xs == nil {
				return nil, c.Errorf(i, "expected a list of vertices, got %s", lang.Show(x))
			}
			vs := make([]int, 0, len(xs))
			for _, y := range xs {
				v, err := lang.VertexOf(g, y)
				if err != nil {
					return nil, c.Errorf(i, "%s", err.Error())
				}
				vs = append(vs, v)
			}
			args[k] = vs
		case families.KindInteger:
			n, err := c.Int(i, -1<<62, 1<<62)
			if err != nil {
				return nil, err
			}
			args[k] = int64(n)
		case families.KindRange:
			lo, hi, err := intRange(c, i, 1<<50)
			if err != nil {
				return nil, err
			}
			args[k] = [2]int64{lo, hi}
		case families.KindBoolean:
			args[k] = c.Bool(i, false)
		case families.KindVertexWeights:
			w, err := vertexWeights(c, i, g, p.Default)
			if err != nil {
				return nil, err
			}
			args[k] = w
		case families.KindRational:
			r, ok := lang.RationalOf(x)
			if !ok || !r.Num().IsInt64() || !r.Denom().IsInt64() {
				return nil, c.Errorf(i, "expected a number (an integer, or a decimal or fraction in a string such as \"1.5\"), got %s", lang.Show(x))
			}
			args[k] = [2]int64{r.Num().Int64(), r.Denom().Int64()}
		case families.KindPairs:
			var ps [][2]int64
			for _, y := range lang.Items(x) {
				pair := lang.Items(y)
				var p [2]int64
				ok := len(pair) == 2
				for j := 0; ok && j < 2; j++ {
					n, isInt := pair[j].(lang.Int)
					ok = isInt && n.V.IsInt64()
					if ok {
						p[j] = n.V.Int64()
					}
				}
				if !ok {
					return nil, c.Errorf(i, "each entry is a pair of integers (a, b), got %s", lang.Show(y))
				}
				ps = append(ps, p)
			}
			args[k] = ps
		case families.KindDegrees:
			mask, err := degreeMask(c, i, x)
			if err != nil {
				return nil, err
			}
			args[k] = mask
		case families.KindVertexDegrees:
			per := map[int]uint64{}
			for _, p := range lang.Items(x) {
				pair := lang.Items(p)
				if len(pair) != 2 || lang.Items(pair[1]) == nil {
					return nil, c.Errorf(i, "each entry is (vertex, [degrees...]), got %s", lang.Show(p))
				}
				v, err := lang.VertexOf(g, pair[0])
				if err != nil {
					return nil, c.Errorf(i, "%s", err.Error())
				}
				if per[v], err = degreeMask(c, i, pair[1]); err != nil {
					return nil, err
				}
			}
			args[k] = per
		case families.KindGroups:
			var groups [][]int
			for _, grp := range lang.Items(x) {
				var vs []int
				for _, y := range lang.Items(grp) {
					v, err := lang.VertexOf(g, y)
					if err != nil {
						return nil, c.Errorf(i, "%s", err.Error())
					}
					vs = append(vs, v)
				}
				if len(vs) == 0 {
					return nil, c.Errorf(i, "each group is a nonempty list of vertices, got %s", lang.Show(grp))
				}
				groups = append(groups, vs)
			}
			args[k] = groups
		case families.KindFamily:
			fam := x.(*lang.Family)
			u := lang.EdgesOf(g)
			if !lang.Fits(fam, u) {
				return nil, c.Errorf(i, "the family is over %s, expected %s", fam.U.Describe(), u.Describe())
			}
			args[k] = fam.Root
		case families.KindEdgeWeights:
			w, err := c.Weights(i)
			if err != nil {
				return nil, err
			}
			if len(w) != g.M() {
				return nil, c.Errorf(i, "give one weight per edge: the graph has %d edges, the list %d", g.M(), len(w))
			}
			args[k] = w
		}
	}
	return args, nil
}

// degreeMask reads x, argument i, as a list of degrees 0..62: the mask
// with bit d set for each degree d.
func degreeMask(c *lang.Call, i int, x lang.Value) (uint64, error) {
	var m uint64
	for _, d := range lang.Items(x) {
		n, ok := d.(lang.Int)
		if !ok || !n.V.IsInt64() || n.V.Int64() < 0 || n.V.Int64() > 62 {
			return 0, c.Errorf(i, "a degree is an integer 0..62, got %s", lang.Show(d))
		}
		m |= 1 << n.V.Int64()
	}
	return m, nil
}

// familyArgError turns an *families.ArgError of family f into an error
// at the argument it names (parameter k of f being the call's from+k).
func familyArgError(c *lang.Call, f *families.Family, err error, from int) error {
	var ae *families.ArgError
	if errors.As(err, &ae) {
		for k, p := range f.Params {
			if p.Name == ae.Arg {
				return c.Errorf(from+k, "%s", ae.Msg)
			}
		}
		return c.Fail("%s", ae.Msg)
	}
	return err
}

// familySpec checks g's frontier against f's limit and makes f's spec,
// an argument error pointing at the argument.
func familySpec(c *lang.Call, f *families.Family, g *graph.Graph, args families.Args, from int) (topdown.Spec, error) {
	if f.MaxWidth > 0 {
		if err := frontierAtMost(c, g, f.Name, f.MaxWidth); err != nil {
			return nil, err
		}
	}
	spec, err := f.Spec(g, args)
	return spec, familyArgError(c, f, err, from)
}

// vertexWeights reads parameter i as an integer per vertex of g: a list
// of g.N() integers in vertex order, or a list of (vertex, weight)
// pairs, the vertices left out weighing def.
func vertexWeights(c *lang.Call, i int, g *graph.Graph, def int64) ([]int64, error) {
	xs := lang.Items(c.Arg(i))
	w := make([]int64, g.N())
	if len(xs) > 0 {
		if _, ok := xs[0].(lang.Int); ok {
			if len(xs) != g.N() {
				return nil, c.Errorf(i, "give one weight per vertex: the graph has %d vertices, the list %d (or give (vertex, weight) pairs)", g.N(), len(xs))
			}
			for v, x := range xs {
				n, ok := x.(lang.Int)
				if !ok || !n.V.IsInt64() {
					return nil, c.Errorf(i, "a weight is an integer, got %s", lang.Show(x))
				}
				w[v] = n.V.Int64()
			}
			return w, nil
		}
	}
	for v := range w {
		w[v] = def
	}
	for _, x := range xs {
		pair := lang.Items(x)
		if len(pair) != 2 {
			return nil, c.Errorf(i, "each entry is (vertex, weight), got %s", lang.Show(x))
		}
		v, err := lang.VertexOf(g, pair[0])
		if err != nil {
			return nil, c.Errorf(i, "%s", err.Error())
		}
		n, ok := pair[1].(lang.Int)
		if !ok || !n.V.IsInt64() {
			return nil, c.Errorf(i, "a weight is an integer, got %s", lang.Show(pair[1]))
		}
		w[v] = n.V.Int64()
	}
	return w, nil
}

// reorderArgs puts the arguments of args that follow g's edge order
// (edge weights, families) into the edge order of rg (the same graph
// reordered).
func reorderArgs(c *lang.Call, f *families.Family, args families.Args, g, rg *graph.Graph) error {
	index := map[[2]int]int{}
	for i, e := range g.Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	// to[i]: the number in rg of g's edge i
	to := make([]uint32, g.M())
	for i, e := range rg.Edges() {
		to[index[[2]int{min(e.U, e.V), max(e.U, e.V)}]] = uint32(i)
	}
	for k, p := range f.Params {
		if args[k] == nil {
			continue
		}
		switch p.Kind {
		case families.KindEdgeWeights:
			old := args.Weights(k)
			w := make([]int64, rg.M())
			for i, x := range old {
				w[to[i]] = x
			}
			args[k] = w
		case families.KindFamily:
			r, err := c.S.M.Rename(args.Family(k), to)
			if err != nil {
				return err
			}
			args[k] = r
		}
	}
	return nil
}

// familyByName reads parameter i as the name of a registered family.
func familyByName(c *lang.Call, i int) (*families.Family, error) {
	name := c.Str(i)
	f, ok := families.Lookup(name)
	if !ok {
		msg := "no graph family %q"
		if s := wording.Nearest(name, families.Names()); s != "" {
			msg += "; did you mean " + s + "?"
		}
		msg += " (" + strings.Join(families.Names(), ", ") + ")"
		return nil, c.Errorf(i, msg, name)
	}
	return f, nil
}

// Spec reads the arguments kind, g, args... of countdp and
// frontier: the spec of the registered graph family kind on g (nil for
// an empty family).
func Spec(c *lang.Call) (topdown.Spec, *graph.Graph, error) {
	f, err := familyByName(c, 0)
	if err != nil {
		return nil, nil, err
	}
	if f.Vertices && c.B.Name == "frontier" {
		return nil, nil, c.Errorf(0, "%s is a family of vertex sets, and frontier draws searches over edges: count it with countdp or count(%s(g))", f.Name, f.Name)
	}
	if f.Build != nil {
		return nil, nil, c.Errorf(0, "%s is made by more than one construction (top-down ones and operations on their diagrams), so it has no one search to count or watch: count(%s(g, ...)) counts it", f.Name, f.Name)
	}
	g := c.Arg(1).(*lang.Graph).G
	if err := directedFits(c, f, g); err != nil {
		return nil, nil, err
	}
	if len(c.Rest()) > len(f.Params) {
		return nil, nil, c.Fail("%s takes %d arguments after g, got %d", f.Name, len(f.Params), len(c.Rest()))
	}
	// The family's arguments as those of a call of its own builtin.
	fb := &lang.Builtin{Name: c.B.Name, Params: c.B.Params[:2:2]}
	for _, p := range f.Params {
		fb.Params = append(fb.Params, lang.Param{Name: p.Name, Kind: paramKind(p.Kind), Optional: p.Optional})
	}
	fc := c.Spread(fb)
	args, err := familyArgs(fc, f, g, 2)
	if err != nil {
		return nil, nil, err
	}
	spec, err := familySpec(fc, f, g, args, 2)
	return spec, g, err
}
