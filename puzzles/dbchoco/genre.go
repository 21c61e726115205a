package dbchoco

import (
	"context"
	"fmt"
	"io"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Double Choco's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "dbchoco" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Double Choco from its board (one row per line: a character per cell, '.' white, 'x' grey, a digit 1-9 or '?' a white cell with a number; " +
			"or tokens separated by spaces, 'x' before a grey cell's number: \"x3\", \"x?\") or a puzz.link URL; " +
			"the solutions are the borders between the regions, edges of grid(R, C) (the grid of the cells)",
		Example:  `p = dbchoco("https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j"); show(p, solutions(p))`,
		URLTypes: []string{"dbchoco"},
	}
}

// Parse reads the board or URL.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// Game is a Double Choco as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer and hasAnswer are the borders of the pzprv3 file read (see
	// ReadPZPRV3), and whether it held an answer.
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "dbchoco" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("shikaku %dx%d, %d numbers", g.P.Rows, g.P.Cols, len(g.Clues()))
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Double Choco has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the edges of the grid of the
// cells, taken when a border separates their cells.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.g) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the numbered cells.
func (g *Game) Clues() []int {
	var out []int
	for i, v := range g.P.Nums {
		if v != Empty {
			out = append(out, i)
		}
	}
	return out
}

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string {
	return g.P.Render(set, o.Mark)
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
	return g.P.Unique(ctx)
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
