package lang

import (
	"errors"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The graph families are registered with package families (which knows
// nothing of this one); each becomes a builtin name(g, params...,
// order:) here when it is first looked up, as puzzle genres do.
var (
	familiesMu   sync.Mutex
	familiesSeen = map[string]bool{}
	familiesAt   atomic.Int64
)

// addFamilies registers a builtin for every graph family registered
// since the last call.
func addFamilies() {
	if int(familiesAt.Load()) == families.Registered() {
		return
	}
	familiesMu.Lock()
	defer familiesMu.Unlock()
	all := families.All()
	for _, f := range all {
		if familiesSeen[f.Name] {
			continue
		}
		familiesSeen[f.Name] = true
		Register(familyBuiltin(f))
	}
	familiesAt.Store(int64(len(all)))
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
	}
	return "list"
}

// familyBuiltin makes the builtin of a registered graph family.
func familyBuiltin(f *families.Family) *Builtin {
	params := []Param{graphParam("g")}
	for _, p := range f.Params {
		params = append(params, Param{Name: p.Name, Kind: paramKind(p.Kind), Optional: p.Optional})
	}
	params = append(params, orderParam)
	return &Builtin{
		Name: f.Name, Topic: "graphs", Result: "family", Params: params,
		Help: f.Help + orderHelp, Example: f.Example,
		Fn: func(c *Call) (Value, error) {
			g := c.Arg(0).(*Graph).G
			args, err := c.familyArgs(f, g, 1)
			if err != nil {
				return nil, err
			}
			if at := len(f.Params) + 1; c.Has(at) {
				rg, err := c.reordered(g, at)
				if err != nil {
					return nil, err
				}
				reorderEdgeWeights(f, args, g, rg)
				g = rg
			}
			spec, err := c.familySpec(f, g, args, 1)
			if err != nil {
				return nil, err
			}
			if spec == nil {
				return &Family{U: EdgesOf(g), Root: zdd.Empty}, nil
			}
			return c.build(spec, EdgesOf(g))
		},
	}
}

// familyArgs reads the arguments of family f on g, parameter k of f
// being the call's parameter from+k.
func (c *Call) familyArgs(f *families.Family, g *graph.Graph, from int) (families.Args, error) {
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
			v, err := c.vertexArg(i, g)
			if err != nil {
				return nil, err
			}
			args[k] = v
		case families.KindVertices:
			xs := items(x)
			if xs == nil {
				return nil, c.Errorf(i, "expected a list of vertices, got %s", Show(x))
			}
			vs := make([]int, 0, len(xs))
			for _, y := range xs {
				v, err := vertexOf(g, y)
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
			lo, hi, err := c.intRange(i, 1<<50)
			if err != nil {
				return nil, err
			}
			args[k] = [2]int64{lo, hi}
		case families.KindBoolean:
			args[k] = c.Bool(i, false)
		case families.KindVertexWeights:
			w, err := c.vertexWeights(i, g, p.Default)
			if err != nil {
				return nil, err
			}
			args[k] = w
		case families.KindRational:
			r, ok := rationalOf(x)
			if !ok || !r.Num().IsInt64() || !r.Denom().IsInt64() {
				return nil, c.Errorf(i, "expected a number (an integer, or a decimal or fraction in a string such as \"1.5\"), got %s", Show(x))
			}
			args[k] = [2]int64{r.Num().Int64(), r.Denom().Int64()}
		case families.KindPairs:
			var ps [][2]int64
			for _, y := range items(x) {
				pair := items(y)
				var p [2]int64
				ok := len(pair) == 2
				for j := 0; ok && j < 2; j++ {
					n, isInt := pair[j].(Int)
					ok = isInt && n.V.IsInt64()
					if ok {
						p[j] = n.V.Int64()
					}
				}
				if !ok {
					return nil, c.Errorf(i, "each entry is a pair of integers (a, b), got %s", Show(y))
				}
				ps = append(ps, p)
			}
			args[k] = ps
		case families.KindEdgeWeights:
			w, err := c.weightsArg(i)
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

// familySpec checks g's frontier against f's limit and makes f's spec,
// an argument error pointing at the argument.
func (c *Call) familySpec(f *families.Family, g *graph.Graph, args families.Args, from int) (topdown.Spec, error) {
	if f.MaxWidth > 0 {
		if err := c.frontierAtMost(g, f.Name, f.MaxWidth); err != nil {
			return nil, err
		}
	}
	spec, err := f.Spec(g, args)
	var ae *families.ArgError
	if errors.As(err, &ae) {
		for k, p := range f.Params {
			if p.Name == ae.Arg {
				return nil, c.Errorf(from+k, "%s", ae.Msg)
			}
		}
		return nil, c.Fail("%s", ae.Msg)
	}
	return spec, err
}

// vertexWeights reads parameter i as an integer per vertex of g: a list
// of g.N() integers in vertex order, or a list of (vertex, weight)
// pairs, the vertices left out weighing def.
func (c *Call) vertexWeights(i int, g *graph.Graph, def int64) ([]int64, error) {
	xs := items(c.Arg(i))
	w := make([]int64, g.N())
	if len(xs) > 0 {
		if _, ok := xs[0].(Int); ok {
			if len(xs) != g.N() {
				return nil, c.Errorf(i, "give one weight per vertex: the graph has %d vertices, the list %d (or give (vertex, weight) pairs)", g.N(), len(xs))
			}
			for v, x := range xs {
				n, ok := x.(Int)
				if !ok || !n.V.IsInt64() {
					return nil, c.Errorf(i, "a weight is an integer, got %s", Show(x))
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
		pair := items(x)
		if len(pair) != 2 {
			return nil, c.Errorf(i, "each entry is (vertex, weight), got %s", Show(x))
		}
		v, err := vertexOf(g, pair[0])
		if err != nil {
			return nil, c.Errorf(i, "%s", err.Error())
		}
		n, ok := pair[1].(Int)
		if !ok || !n.V.IsInt64() {
			return nil, c.Errorf(i, "a weight is an integer, got %s", Show(pair[1]))
		}
		w[v] = n.V.Int64()
	}
	return w, nil
}

// reorderEdgeWeights puts the edge weights of args, given in g's edge
// order, into the edge order of rg (the same graph reordered).
func reorderEdgeWeights(f *families.Family, args families.Args, g, rg *graph.Graph) {
	index := map[[2]int]int{}
	for i, e := range g.Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	for k, p := range f.Params {
		if p.Kind != families.KindEdgeWeights || args[k] == nil {
			continue
		}
		old := args.Weights(k)
		w := make([]int64, rg.M())
		for i, e := range rg.Edges() {
			w[i] = old[index[[2]int{min(e.U, e.V), max(e.U, e.V)}]]
		}
		args[k] = w
	}
}

// familyByName reads parameter i as the name of a registered family.
func (c *Call) familyByName(i int) (*families.Family, error) {
	name := c.Str(i)
	f, ok := families.Lookup(name)
	if !ok {
		msg := "no graph family %q (" + strings.Join(families.Names(), ", ") + ")"
		if s := nearest(name, families.Names()); s != "" {
			msg += "; did you mean " + s + "?"
		}
		return nil, c.Errorf(i, msg, name)
	}
	return f, nil
}
