package firefly

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Hotaru Beam's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "firefly" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Hotaru Beam (Firefly) from its grid (one row per line, cells separated by spaces: '.' empty, a firefly as its number or '?' followed by the side of its dot, '^', 'v', '<' or '>') or a puzz.link URL (firefly); " +
			"its solutions are the lines, sets of edges of grid(R, C) between cell centres",
		Example:  `p = firefly("https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11"); p; show(p, solutions(p)); check(p, solutions(p))`,
		URLTypes: urlTypes,
	}
}

// Parse reads a grid or a URL.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// Sniff claims grids of space-separated cells, '.' or fireflies with
// a dot ("2>", "?^"), with at least one firefly with a dot.
func (genre) Sniff(lines []string) int {
	dots := 0
	for _, l := range lines {
		for _, f := range strings.Fields(l) {
			c, ok := parseToken(f)
			if !ok {
				return 0
			}
			if c.Firefly() && c.Dir != None {
				dots++
			}
		}
	}
	if dots > 0 {
		return 6
	}
	return 0
}

// Game is a Hotaru Beam as a puzzle of the language.
type Game struct {
	P *Puzzle
	// answer is the answer of the file read (see Answer).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "firefly" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("firefly %dx%d, %d fireflies", g.P.Rows, g.P.Cols, g.P.Fireflies())
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Hotaru Beam has none.
func (g *Game) Props() puzzles.Props { return nil }

// Elements implements puzzles.Puzzle: the edges of the grid of cell
// centres.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.Graph()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the cells with a firefly.
func (g *Game) Clues() []int {
	var out []int
	for i, x := range g.P.Cells {
		if x.Firefly() {
			out = append(out, i)
		}
	}
	return out
}

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string {
	return g.P.Render(set, o.ASCII, o.Mark)
}

// SVG implements puzzles.SVGWriter.
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.WriteSVG(w, set) }

// URL implements puzzles.URLWriter.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Check(set) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m)
}

// Unique implements puzzles.Uniquer: the solutions are counted by the
// same spec without building their diagram.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, _ func(string)) (bool, error) {
	n, err := g.P.CountSolutions(ctx)
	return err == nil && n.IsInt64() && n.Int64() == 1, err
}

// SolverNames implements puzzles.Solvers.
func (g *Game) SolverNames() []string { return ExternalMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachExternal(ctx, method, yield)
}

// CheckForm implements puzzles.Hinter: set must be a solution of the
// board with every number hidden.
func (g *Game) CheckForm(set []uint32) error {
	if err := g.P.Blank().Check(set); err != nil {
		return fmt.Errorf("not an answer of the board with its numbers hidden: %s", strings.TrimPrefix(err.Error(), "firefly: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the sets of fireflies whose numbers
// (the turns sol makes there) leave sol the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Hotaru Beam hint sets are taken among every answer of the board; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the board with sol's numbers on
// the cells of hints, the other numbers hidden.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(sol, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "firefly: ")}
	}
	return &Game{P: q}, nil
}
