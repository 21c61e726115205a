package shikaku

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Shikaku's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "shikaku" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Shikaku from its board (one row per line: a digit per cell, or numbers separated by spaces; '.' a cell without a number, '?' a number not given) or a puzz.link URL; " +
			"the solutions are the borders between the rectangles, edges of grid(R, C) (the grid of the cells)",
		Example:  `p = shikaku("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"); show(p, solutions(p))`,
		URLTypes: []string{"shikaku"},
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

// Game is a Shikaku as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer and hasAnswer are the borders of the pzprv3 file read (see
	// ReadPZPRV3), and whether it held an answer.
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "shikaku" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("shikaku %dx%d, %d numbers", g.P.Rows, g.P.Cols, len(g.Clues()))
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Shikaku has none.
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

// Sniff claims boards of numbers and '.' whose numbers could be areas:
// some number above 4 (Light Up's and Slitherlink's are 0..4), no 0,
// numbers adding up to the board's cells, and a division of the board
// that fits them (which a Sudoku's givens summing to 81 would not have).
func (genre) Sniff(lines []string) int {
	p, err := ParseGrid(strings.Join(lines, "\n"))
	if err != nil {
		return 0
	}
	sum, big := 0, false
	for _, v := range p.Nums {
		if v > 0 {
			sum += v
			big = big || v > 4
		}
	}
	if big && sum == p.N() && exactcover.NewDLX(p.problem(p.Rects())).Count(1) == 1 {
		return 5
	}
	return 0
}
