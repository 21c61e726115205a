package shakashaka

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

func init() {
	puzzles.Register(genre{})
	puzzles.RegisterSpace("shakashaka", func(key string) (puzzles.ElementSpace, error) {
		var r, c int
		if _, err := fmt.Sscanf(key, "shakashaka %d %d", &r, &c); err != nil || r < 1 || c < 1 || r > MaxSide || c > MaxSide {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return &TriangleSpace{Rows: r, Cols: c}, nil
	})
}

type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "shakashaka" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Shakashaka from a puzz.link URL or its board (one row per line: '.' white, '#' black, 0..4 a black cell with its number); " +
			"the solutions are the sets of triangles (r, c, \"bl\"/\"br\"/\"tr\"/\"tl\", the corner the black half fills) that make every white area a rectangle, upright or turned by 45 degrees",
		Example:  `p = shakashaka("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"); show(p, solutions(p))`,
		URLTypes: []string{"shakashaka"},
	}
}

// Parse implements puzzles.Genre.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// TriangleSpace is the universe of the triangles of a board: triangle
// t (2..5, pzprjs's numbering) in cell (r, c) is 4(r*Cols+c) + t - 2.
// Its key is "shakashaka R C".
type TriangleSpace struct{ Rows, Cols int }

var cornerNames = [4]string{"bl", "br", "tr", "tl"}

// Describe implements puzzles.Space.
func (u *TriangleSpace) Describe() string {
	return fmt.Sprintf("triangles of a %dx%d shakashaka", u.Rows, u.Cols)
}

// Size implements puzzles.Space.
func (u *TriangleSpace) Size() int { return 4 * u.Rows * u.Cols }

// Name implements puzzles.ElementSpace: "(r,c)=bl".
func (u *TriangleSpace) Name(v uint32) string {
	i := int(v) / 4
	return fmt.Sprintf("(%d,%d)=%s", i/u.Cols, i%u.Cols, cornerNames[v%4])
}

// Key implements puzzles.ElementSpace.
func (u *TriangleSpace) Key() string { return fmt.Sprintf("shakashaka %d %d", u.Rows, u.Cols) }

// Elem implements puzzles.ElementSpace: a triangle is (r, c, corner),
// the corner "bl", "br", "tr" or "tl" (or pzprjs's 2..5), or its number.
func (u *TriangleSpace) Elem(x any, shown string) (uint32, error) {
	if v, ok := x.(int); ok {
		if v < 0 || v >= u.Size() {
			return 0, fmt.Errorf("triangle %d is out of range 0..%d", v, u.Size()-1)
		}
		return uint32(v), nil
	}
	if t, ok := x.([]any); ok && len(t) == 3 {
		r, ok1 := t[0].(int)
		c, ok2 := t[1].(int)
		k := -1
		switch z := t[2].(type) {
		case string:
			for j, n := range cornerNames {
				if n == strings.ToLower(z) {
					k = j
				}
			}
		case int:
			if z >= 2 && z <= 5 {
				k = z - 2
			}
		}
		if ok1 && ok2 && k >= 0 {
			if r < 0 || c < 0 || r >= u.Rows || c >= u.Cols {
				return 0, fmt.Errorf("cell (%d, %d) is outside the %dx%d board", r, c, u.Rows, u.Cols)
			}
			return uint32(4*(r*u.Cols+c) + k), nil
		}
	}
	return 0, fmt.Errorf("expected a triangle (r, c, \"bl\"|\"br\"|\"tr\"|\"tl\"), got %s", shown)
}

// Draw implements puzzles.ElementSpace.
func (u *TriangleSpace) Draw(set []uint32, ascii bool) string {
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Cells: make([]int, u.Rows*u.Cols)}
	for i := range p.Cells {
		p.Cells[i] = White
	}
	return p.Render(set, ascii)
}

// Game is a Shakashaka as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer and hasAnswer are the triangles of the pzprv3 file read
	// (see ReadPZPRV3), and whether it held an answer.
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "shakashaka" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("shakashaka %dx%d, %d black cells", g.P.Rows, g.P.Cols, len(g.Clues()))
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the triangles.
func (g *Game) Elements() puzzles.Space { return &TriangleSpace{Rows: g.P.Rows, Cols: g.P.Cols} }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the black cells.
func (g *Game) Clues() []int {
	var out []int
	for i := range g.P.Cells {
		if g.P.IsBlack(i) {
			out = append(out, i)
		}
	}
	return out
}

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string { return g.P.Render(set, o.ASCII) }

// URL implements puzzles.URLWriter.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Check(set) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m)
}

// Solutions returns the ZDD of every solution of p (sets of
// triangles). A board wider than tall is built on its transpose (the
// frontier is a row) and renamed.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	if p.Cols <= p.Rows {
		s := p.deducedSpec()
		if s == nil {
			return zdd.Empty, ctx.Err()
		}
		return topdown.Build(ctx, m, s, topdown.Options{})
	}
	q := p.Transpose()
	s := q.deducedSpec()
	if s == nil {
		return zdd.Empty, ctx.Err()
	}
	f, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return f, err
	}
	// a mirror in the main diagonal swaps the bottom-left and top-right
	// corners and keeps the other two
	corner := [4]int{2, 1, 0, 3}
	perm := make([]uint32, 4*q.N())
	for v := range perm {
		i, k := v/4, v%4
		j := (i%q.Cols)*p.Cols + i/q.Cols
		perm[v] = uint32(4*j + corner[k])
	}
	return m.Rename(f, perm)
}

// deducedSpec is the construction of p's solutions with the kinds
// the deductions leave each cell, or nil when they find no solution.
func (p *Puzzle) deducedSpec() *spec {
	dom, ok := deduce(p)
	if !ok {
		return nil
	}
	s := newSpec(p)
	s.dom = dom
	return s
}

// Transpose is the board mirrored in its main diagonal: cell (r, c)
// becomes (c, r).
func (p *Puzzle) Transpose() *Puzzle {
	q := &Puzzle{Rows: p.Cols, Cols: p.Rows, Cells: make([]int, p.N())}
	for i, v := range p.Cells {
		q.Cells[(i%p.Cols)*q.Cols+i/p.Cols] = v
	}
	return q
}

// Count counts the solutions over the frontier states (-1 past int64).
func (p *Puzzle) Count(ctx context.Context) (int64, error) {
	q := p
	if p.Cols > p.Rows {
		q = p.Transpose()
	}
	s := q.deducedSpec()
	if s == nil {
		return 0, ctx.Err()
	}
	c, err := topdown.Count(ctx, s, topdown.Options{})
	if err != nil {
		return 0, err
	}
	if !c.IsInt64() {
		return -1, nil
	}
	return c.Int64(), nil
}

// Render draws the board as text with the triangles set: '.' white,
// '#' black, digits, and each triangle as the character of its black
// corner (◣ ◢ ◥ ◤, ASCII L J 7 F).
func (p *Puzzle) Render(set []uint32, ascii bool) string {
	glyph := []string{"◣", "◢", "◥", "◤"}
	if ascii {
		glyph = []string{"L", "J", "7", "F"}
	}
	cells := strings.Split(strings.TrimSuffix(p.String(), "\n"), "\n")
	grid := make([][]string, len(cells))
	for r, l := range cells {
		for _, ch := range l {
			grid[r] = append(grid[r], string(ch))
		}
	}
	for _, x := range set {
		i := int(x) / 4
		if i < p.N() {
			grid[i/p.Cols][i%p.Cols] = glyph[x%4]
		}
	}
	var b strings.Builder
	for _, row := range grid {
		b.WriteString(strings.Join(row, " ") + "\n")
	}
	return b.String()
}
