package country

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Country Road's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "country" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Country Road from a puzz.link URL (country) or its grid: one row per line, a token per cell separated by spaces, the cell's room label (letters; touching cells with the same label are one room) " +
			"and optionally the room's number or '?' (\"a3 a b\"). A solution is one loop through the centres of cells that visits every room once (enters and leaves it once), " +
			"through as many cells of a numbered room as its number, and leaves no two cells off the loop side by side across a room's border. " +
			"Its elements are the edges of grid(R, C). empty: true (puzz.link's flag \"e\") lets rooms go unvisited",
		Example:  "p = country(\"https://puzz.link/p?country/5/5/amda0uf02h12h\"); show(p, solutions(p))",
		Params:   []puzzles.Param{{Name: "empty", Kind: "boolean", Optional: true}},
		URLTypes: urlTypes,
	}
}

// Parse implements puzzles.Genre.
func (genre) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	if props.Bool("empty") {
		p.Empty = true
	}
	return &Game{P: p}, nil
}

// Game is a Country Road as a puzzle of the language.
type Game struct {
	P *Puzzle
	// answer is the answer of the file read (see Answer).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "country" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	n := 0
	for _, x := range g.P.Num {
		if x != None {
			n++
		}
	}
	s := fmt.Sprintf("country %dx%d, %d rooms, %d numbers", g.P.Rows, g.P.Cols, g.P.Rooms, n)
	if g.P.Empty {
		s += ", rooms may go unvisited"
	}
	return s
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: empty, when set.
func (g *Game) Props() puzzles.Props {
	if g.P.Empty {
		return puzzles.Props{"empty": "true"}
	}
	return nil
}

// Elements implements puzzles.Puzzle: the edges of the grid of cell
// centres.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.Graph()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the top cells of the numbered rooms.
func (g *Game) Clues() []int {
	var out []int
	for k, n := range g.P.Num {
		if n != None {
			out = append(out, g.P.Top(k))
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

// CheckForm implements puzzles.Hinter: set must be a solution of the
// board without numbers.
func (g *Game) CheckForm(set []uint32) error {
	if err := g.P.Blank().Check(set); err != nil {
		return fmt.Errorf("not a solution of the board without numbers: %s", strings.TrimPrefix(err.Error(), "country: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the sets of rooms (their top cells)
// whose numbers, taken from loop, leave loop the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Country Road hint sets are taken among every solution of the board; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, loop, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle with loop's numbers in
// the rooms of hints.
func (g *Game) Instance(loop, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(loop, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "country: ")}
	}
	return &Game{P: q}, nil
}
