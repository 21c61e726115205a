package graphs

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/lang"
)

// VertexUniverse is the universe of the vertices of a graph: vertex v
// is variable v (for a grid, (r, c) is r*cols+c), the universe of the
// vertex-set families (independentsets(g), ...).
type VertexUniverse struct {
	G   *graph.Graph
	key string
}

// VerticesOf is the universe of g's vertices.
func VerticesOf(g *graph.Graph) *VertexUniverse {
	return &VertexUniverse{G: g, key: "vertices " + lang.EdgesOf(g).Key()}
}

// Describe implements lang.Universe.
func (u *VertexUniverse) Describe() string {
	return "vertices of " + strings.TrimPrefix(lang.EdgesOf(u.G).Describe(), "edges of ")
}

// Size implements lang.Universe.
func (u *VertexUniverse) Size() int { return u.G.N() }

// Name implements lang.Universe: the vertex's name, "(1,2)" on a grid.
func (u *VertexUniverse) Name(v uint32) string {
	if int(v) < u.G.N() {
		return u.G.Name(int(v))
	}
	return fmt.Sprintf("#%d", v)
}

// Key implements lang.Universe.
func (u *VertexUniverse) Key() string { return u.key }

// Elem implements lang.Universe: a vertex as the graph families take
// one ((r, c) on a grid, else its name).
func (u *VertexUniverse) Elem(x lang.Value) (uint32, error) {
	v, err := lang.VertexOf(u.G, x)
	return uint32(v), err
}

// Draw implements lang.Drawer on grids: the set's vertices marked on
// the board.
func (u *VertexUniverse) Draw(set []uint32, ascii bool) string {
	if !u.G.IsGrid() {
		names := make([]string, len(set))
		for i, v := range set {
			names[i] = u.Name(v)
		}
		return "{" + strings.Join(names, ", ") + "}\n"
	}
	return lang.Cells(u.G.Rows, u.G.Cols).Draw(set, ascii)
}

func init() {
	lang.RegisterUniverse("vertices", func(key string) (lang.Universe, error) {
		inner, err := lang.DecodeUniverse(strings.TrimPrefix(key, "vertices "))
		if err != nil {
			return nil, err
		}
		eu, ok := inner.(*lang.EdgeUniverse)
		if !ok {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return VerticesOf(eu.G), nil
	})
}

// universeOf is the universe of family f's sets on g.
func universeOf(f *families.Family, g *graph.Graph) lang.Universe {
	if f.Vertices {
		return VerticesOf(g)
	}
	return lang.EdgesOf(g)
}
