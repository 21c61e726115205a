package nurimisaki

import (
	"context"
	"fmt"
	"io"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Nurimisaki's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "nurimisaki" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Nurimisaki from a puzz.link URL (nurimisaki/COLS/ROWS/...) or its board: one row per line, a character per cell " +
			"(a digit for a circle with a number, 'o' or '?' for a circle without one, '.' for a plain cell), or the cells separated by spaces when a number has two digits; " +
			"the solutions are the sets of shaded cells",
		Example:  `p = nurimisaki("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"); show(p, solutions(p))`,
		URLTypes: URLTypes,
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

// Game is a Nurimisaki as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer and hasAnswer are the shaded cells of the file read (see
	// ReadPZPRV3), and whether it held an answer.
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "nurimisaki" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("nurimisaki %dx%d, %d circles", g.P.Rows, g.P.Cols, len(g.Clues()))
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Nurimisaki has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when shaded.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the circled cells, with or without a number.
func (g *Game) Clues() []int {
	var out []int
	for i, v := range g.P.Nums {
		if v != NoNumber {
			out = append(out, i)
		}
	}
	return out
}

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

// Unique implements puzzles.Uniquer: the solutions are counted by the
// same spec without building their diagram.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, note func(string)) (bool, error) {
	return g.P.Unique(ctx, Options{Note: note})
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}

// CheckForm implements puzzles.Hinter: set must be an answer on the
// board with circles on its own dead ends, whatever the numbers.
func (g *Game) CheckForm(set []uint32) error { return g.P.CheckForm(set) }

// Hints implements puzzles.Hinter: the sets of circles whose numbers
// in the answer leave it the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Nurimisaki hint sets are taken among the answer's circles; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle with circles on the
// answer's dead ends and its counts on the circles of hints.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(sol, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: err.Error()}
	}
	return &Game{P: q}, nil
}
