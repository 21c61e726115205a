package norinori

import (
	"context"
	"fmt"
	"io"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Norinori's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "norinori" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Norinori from its puzz.link URL or its board: one row per line, a letter or digit per cell, the connected areas of one character being the regions (or whitespace-separated words per cell, as pzprjs's files number the regions); the solutions are the sets of shaded cells: two in each region, each shaded cell beside exactly one other",
		Example:  `p = norinori("https://puzz.link/p?norinori/5/5/cag4ocjo"); show(p, solutions(p))`,
		URLTypes: []string{"norinori"},
	}
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of
// Norinori's checklist and the rules of Check they name.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"csGt2":      "shaded-over-2",
		"bkShadeGt2": "region-over-2",
		"csLt2":      "shaded-alone",
		"bkShadeLt2": "region-under-2",
		"bkNoShade":  "region-empty",
	}
}

// Parse reads the URL or the board.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// The optional interfaces a Game implements.
var (
	_ puzzles.SVGWriter = (*Game)(nil)
	_ puzzles.URLWriter = (*Game)(nil)
	_ puzzles.Uniquer   = (*Game)(nil)
	_ puzzles.Solvers   = (*Game)(nil)
)

// Game is a Norinori as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "norinori" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("norinori %dx%d, %d regions", g.P.Rows, g.P.Cols, g.P.Rooms)
}

// Text implements puzzles.Puzzle: the URL when a border lies inside a
// region (the board's text cannot show it), else the board.
func (g *Game) Text() string {
	if q, err := ParseGrid(g.P.String()); err != nil || !q.same(g.P) {
		return g.P.URL() + "\n"
	}
	return g.P.String()
}

// same reports whether q and p have the same borders.
func (p *Puzzle) same(q *Puzzle) bool {
	if p.Rows != q.Rows || p.Cols != q.Cols {
		return false
	}
	for i := range p.V {
		if p.V[i] != q.V[i] {
			return false
		}
	}
	for i := range p.H {
		if p.H[i] != q.H[i] {
			return false
		}
	}
	return true
}

// File implements puzzles.Puzzle: the text.
func (g *Game) File() string { return g.Text() }

// Props implements puzzles.Puzzle: Norinori has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when shaded.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: Norinori has no clue cells (its regions
// are the puzzle).
func (g *Game) Clues() []int { return nil }

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string {
	return g.P.Render(set, RenderOptions{ASCII: o.ASCII, Mark: o.Mark})
}

// SVG implements puzzles.SVGWriter.
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.WriteSVG(w, set) }

// URL implements puzzles.URLWriter.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Check(set) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m, Options{Note: note})
}

// Unique implements puzzles.Uniquer.
func (g *Game) Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error) {
	n, err := g.P.Count(ctx, Options{Note: note})
	return n == 1, err
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
