package tapa

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Tapa's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "tapa" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Tapa from a puzz.link URL or its board: one row per line, the cells separated by spaces, '.' for a cell without a clue, " +
			"a clue as its numbers joined by commas with '?' for a run of unknown length (3, 1,1,2, ?, 2,?); " +
			"the solutions are the sets of shaded cells (connected, no 2x2 block, clue cells unshaded, each clue the lengths of the runs of shaded cells around it)",
		Example:  `p = tapa("https://puzz.link/p?tapa/5/5/3n5hchhajn2"); show(p, solutions(p))`,
		URLTypes: []string{"tapa"},
	}
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of Tapa's
// checklist and the rules of Check they name. (Check's first rule, a
// clue cell shaded, "clue-shaded", has no code: a pzprjs file cannot
// shade a clue cell.)
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoShade": "shaded-none",
		"cs2x2":     "shaded-2x2",
		"ceTapaNe":  "clue-runs",
		"csDivide":  "shaded-divided",
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

// Game is a Tapa as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "tapa" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("tapa %dx%d, %d clues", g.P.Rows, g.P.Cols, len(g.Clues()))
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Tapa has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when shaded.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the cells holding a clue.
func (g *Game) Clues() []int {
	var out []int
	for i, cl := range g.P.Clues {
		if cl != nil {
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
func (g *Game) URL() (string, error) { return g.P.URL() }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Check(set) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m, Options{Note: note})
}

// Unique implements puzzles.Uniquer: a count over the frontier states.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, note func(string)) (bool, error) {
	return g.P.Unique(ctx, Options{Note: note})
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}

// CheckForm implements puzzles.Hinter: set must be a solution of the
// blank board (shaded cells connected, some shaded, no 2x2 block).
func (g *Game) CheckForm(set []uint32) error {
	blank := &Puzzle{Rows: g.P.Rows, Cols: g.P.Cols, Clues: make([][]int, g.P.Cells())}
	if err := blank.Check(set); err != nil {
		return fmt.Errorf("not a shading of the blank board: %v", err)
	}
	return nil
}

// Hints implements puzzles.Hinter: the sets of unshaded cells whose
// clues, read off set, leave set the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, set []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Tapa hint sets are taken among every shading of the board; among: is for Sudoku clue sets"}
	}
	h, err := g.P.Hints(ctx, m, set, o.Cells)
	if err != nil {
		return zdd.Empty, &puzzles.ArgError{Arg: "S", Msg: strings.TrimPrefix(err.Error(), "tapa: ")}
	}
	return h, nil
}

// Instance implements puzzles.Hinter: the puzzle with set's clues on
// the cells of hints.
func (g *Game) Instance(set, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(set, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "tapa: ")}
	}
	return &Game{P: q}, nil
}
