package masyu

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Masyu's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "masyu" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Masyu (Simon Tatham's Pearl) from its grid (one row per line, '.' empty, 'W' white pearl, 'B' black pearl), a Pearl game ID (\"6x6:eBaWe...\"), a puzz.link URL or a data-set line; its solutions are loops of the grid of cell centres, edges of grid(R, C)",
		Example:  "p = masyu(`\nB.W.\n....\nW...\n...B\n`); p; show(p, solutions(p)); check(p, solutions(p))",
		URLTypes: urlTypes,
	}
}

// Parse reads a grid, a game ID, a URL or a data-set line.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) > 0 {
		if f := strings.Fields(lines[0]); isEntryLine(f) {
			p, err := parseEntry(f)
			if err != nil {
				return nil, err
			}
			return &Game{P: p}, nil
		}
	}
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// isEntryLine reports whether the fields of a line are a data-set
// entry: id, rows, cols, the pearls (at least one), ...
func isEntryLine(f []string) bool {
	if len(f) < 4 {
		return false
	}
	_, err1 := strconv.Atoi(f[1])
	_, err2 := strconv.Atoi(f[2])
	return err1 == nil && err2 == nil && strings.Trim(f[3], ".WB") == "" && strings.ContainsAny(f[3], "WB")
}

// parseEntry reads the board of a data-set entry.
func parseEntry(f []string) (*Puzzle, error) {
	rows, _ := strconv.Atoi(f[1])
	cols, _ := strconv.Atoi(f[2])
	p, err := New(rows, cols)
	if err != nil {
		return nil, err
	}
	if len(f[3]) != rows*cols {
		return nil, fmt.Errorf("masyu: entry %s: %d cells for a %dx%d board", f[0], len(f[3]), rows, cols)
	}
	for i, ch := range f[3] {
		p.Pearls[i], _ = pearlOf(ch)
	}
	return p, nil
}

// Sniff claims data-set lines and game IDs outright, and grids of '.',
// 'W' and 'B' with a pearl.
func (genre) Sniff(lines []string) int {
	f := strings.Fields(lines[0])
	switch {
	case isEntryLine(f):
		return 11
	case len(lines) == 1 && isID(lines[0]):
		return 10
	}
	all := strings.Join(lines, "")
	if strings.Trim(strings.ReplaceAll(all, " ", ""), ".WB") == "" && strings.ContainsAny(all, "WB") {
		return 5
	}
	return 0
}

// Entries lists the puzzles of a data-set file, one per line.
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	var out []puzzles.Entry
	for i, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if !isEntryLine(f) {
			return nil, false
		}
		out = append(out, puzzles.Entry{ID: f[0], Line: i, Text: l})
	}
	return out, len(out) > 0
}

// Game is a Masyu as a puzzle of the language.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "masyu" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	w, b := g.P.Count()
	return fmt.Sprintf("masyu %dx%d, %d white and %d black pearls", g.P.Rows, g.P.Cols, w, b)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Masyu has none.
func (g *Game) Props() puzzles.Props { return nil }

// Elements implements puzzles.Puzzle: the edges of the grid of cell
// centres.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.Graph()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the cells with a pearl.
func (g *Game) Clues() []int {
	var out []int
	for i, x := range g.P.Pearls {
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
	n, fits, err := g.P.CountSolutions(ctx)
	return fits && n == 1, err
}

// SolverNames implements puzzles.Solvers.
func (g *Game) SolverNames() []string { return ExternalMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachExternal(ctx, method, yield)
}

// CheckForm implements puzzles.Hinter: set must be one loop of the
// board, whatever the pearls.
func (g *Game) CheckForm(set []uint32) error {
	blank, err := New(g.P.Rows, g.P.Cols)
	if err != nil {
		return err
	}
	if err := blank.Check(set); err != nil {
		return fmt.Errorf("not a loop of the board: %s", strings.TrimPrefix(err.Error(), "masyu: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the pearl placements (cells, each
// with the pearl the loop shows there) for which loop is the only
// solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Masyu hint sets are taken among every loop of the board; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, loop, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle with the loop's pearls
// on the cells of hints.
func (g *Game) Instance(loop, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(loop, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "masyu: ")}
	}
	return &Game{P: q}, nil
}
