package heyawake

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Heyawake's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "heyawake" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Heyawake from a puzz.link URL (heyawake/COLS/ROWS/...) or its board: one row per line, the cells separated by spaces, " +
			"each cell its room's name (letters; a room is a connected piece of cells with one name) followed, on one cell of a numbered room, " +
			"by the room's number or '?'; the solutions are the sets of shaded cells",
		Example:  `p = heyawake("https://puzz.link/p?heyawake/6/6/lll155007rs12222j"); show(p, solutions(p))`,
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

// Sniff claims, at a low rate, a board of two or more cells a row
// whose every cell is letters with perhaps a number or '?' after them.
func (genre) Sniff(lines []string) int {
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 2 {
			return 0
		}
		for _, x := range f {
			if !isLetter(x[0]) {
				return 0
			}
		}
	}
	if _, err := ParseGrid(strings.Join(lines, "\n")); err != nil {
		return 0
	}
	return 3
}

// Game is a Heyawake as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer and hasAnswer are the shaded cells of the file read (see
	// ReadPZPRV3), and whether it held an answer.
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "heyawake" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	k := len(g.Clues())
	return fmt.Sprintf("heyawake %dx%d, %d rooms, %d numbered", g.P.Rows, g.P.Cols, g.P.RoomCount(), k)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Heyawake has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when shaded.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the top cells of the rooms with a
// number (or '?').
func (g *Game) Clues() []int {
	var out []int
	for i, r := range g.P.Room {
		if g.P.top[r] == i && g.P.Nums[r] != NoNumber {
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
// board's rooms, whatever their numbers.
func (g *Game) CheckForm(set []uint32) error { return g.P.CheckForm(set) }

// Hints implements puzzles.Hinter: the sets of rooms (by their top
// cells) whose counts in the answer leave it the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Heyawake hint sets are taken among every answer on the board's rooms; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle on the board's rooms
// with the answer's counts in the rooms whose top cells are hints.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(sol, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: err.Error()}
	}
	return &Game{P: q}, nil
}
