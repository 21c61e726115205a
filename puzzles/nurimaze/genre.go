package nurimaze

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Nurimaze's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "nurimaze" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Nurimaze from its grid (the rooms, a character per cell, the connected cells of one character making a room; a blank line; the marks, '.' none, 'S' start, 'G' goal, 'o' circle, 't' triangle) or a puzz.link URL (nurimaze); " +
			"its solutions are the sets of shaded cells",
		Example:  "p = nurimaze(`\naab\nacb\nccb\n\nS..\n...\n..G\n`); p; show(p, solutions(p)); check(p, solutions(p))",
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

// Sniff claims two blocks of lines of one width whose second holds
// only marks, with one S and one G.
func (genre) Sniff(lines []string) int {
	if len(lines)%2 != 0 || len(lines) == 0 {
		return 0
	}
	marks := strings.Join(lines[len(lines)/2:], "")
	if strings.Trim(marks, markChars) != "" || strings.Count(marks, "S") != 1 || strings.Count(marks, "G") != 1 {
		return 0
	}
	for _, l := range lines {
		if len(l) != len(lines[0]) {
			return 0
		}
	}
	return 6
}

// Game is a Nurimaze as a puzzle of the language.
type Game struct {
	P *Puzzle
	// answer is the answer of the file read (see Answer).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "nurimaze" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("nurimaze %dx%d, %d rooms", g.P.Rows, g.P.Cols, g.P.Rooms)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Nurimaze has none.
func (g *Game) Props() puzzles.Props { return nil }

// Elements implements puzzles.Puzzle: the cells (shaded).
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the marked cells.
func (g *Game) Clues() []int {
	var out []int
	for i, x := range g.P.Marks {
		if x != None {
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
