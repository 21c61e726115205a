package slitherlink

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Slitherlink's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "slitherlink" }

// Doc implements puzzles.Genre: the constructor's help and properties.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Slitherlink from its grid (one row per line, '.' or a clue 0..3 per cell), a puzz.link URL, a Loopy game ID or a data-set line; multi: true admits unions of disjoint loops (message puzzles)",
		Example:  "p = slitherlink(`\n.23\n...\n.20\n`); p; show(p, solutions(p))",
		Params:   []puzzles.Param{{Name: "multi", Kind: "boolean", Optional: true}},
		URLTypes: []string{"slither", "slitherlink"},
	}
}

// Parse reads the grid, URL, game ID or data-set line; comment lines
// are blanked first, so that places keep their line.
func (genre) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	ls := strings.Split(text, "\n")
	for i, l := range ls {
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			ls[i] = ""
		}
	}
	p, err := Parse(strings.Join(ls, "\n"))
	if err != nil {
		return nil, err
	}
	return &Game{P: p, Multi: props.Bool("multi")}, nil
}

// Sniff claims data-set lines ("id rows cols clues") and Loopy game IDs
// outright, and any other grid weakly: a grid no other genre claims is
// a Slitherlink.
func (genre) Sniff(lines []string) int {
	f := strings.Fields(lines[0])
	if puzzles.GridEntryLine(f) || strings.Contains(f[0], "t0:") {
		return 10
	}
	return 1
}

// Entries lists the puzzles of a data-set file, one per line.
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	return puzzles.LineEntries(text, puzzles.GridEntryLine)
}

// BoardOf is the blank board whose dot grid is g: grid(R+1, C+1) for R
// x C cells.
func (genre) BoardOf(g *graph.Graph) (puzzles.Puzzle, error) {
	if !g.IsGrid() || g.Rows < 2 || g.Cols < 2 {
		return nil, fmt.Errorf("expected the dot grid grid(R+1, C+1) of a board of R x C cells")
	}
	p, err := New(g.Rows-1, g.Cols-1)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// Game is a Slitherlink as the puzzles contract sees it: the puzzle and
// its variant.
type Game struct {
	P *Puzzle
	// Multi admits unions of disjoint loops (message puzzles).
	Multi bool
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "slitherlink" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	n := 0
	for _, c := range g.P.Clues {
		if c != NoClue {
			n++
		}
	}
	v := ""
	if g.Multi {
		v = " (disjoint loops allowed)"
	}
	return fmt.Sprintf("slitherlink %dx%d%s, %d %s", g.P.Rows, g.P.Cols, v, n, plural(n, "hint", "hints"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the grid.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: multi when disjoint loops are
// admitted.
func (g *Game) Props() puzzles.Props {
	if g.Multi {
		return puzzles.Props{"multi": "true"}
	}
	return puzzles.Props{}
}

// Elements implements puzzles.Puzzle: the edges of the dot grid.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.Graph()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle.
func (g *Game) Clues() []int {
	var out []int
	for i, c := range g.P.Clues {
		if c != NoClue {
			out = append(out, i)
		}
	}
	return out
}

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string {
	return g.P.Render(set, RenderOptions{ASCII: o.ASCII, Mark: o.Mark})
}

// SVG implements puzzles.Puzzle.
func (g *Game) SVG(w io.Writer, set []uint32) error {
	return g.P.WriteSVG(w, set, RenderOptions{})
}

// URL implements puzzles.Puzzle.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle: the line must be one loop (or
// disjoint loops under Multi) meeting every clue.
func (g *Game) Check(set []uint32) error { return g.P.Check(set, g.Multi) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m, Options{Multi: g.Multi, Note: note})
}

// Unique implements puzzles.Puzzle.
func (g *Game) Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error) {
	ok, _, err := g.P.Unique(ctx, m, Options{Multi: g.Multi, Note: note})
	return ok, err
}

// SolverNames implements puzzles.Solvers.
func (g *Game) SolverNames() []string { return ExternalMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachExternal(ctx, method, g.Multi, yield)
}

// CheckForm implements puzzles.Hinter: set must be a single loop of the
// board (disjoint loops under Multi), whatever the clues.
func (g *Game) CheckForm(set []uint32) error {
	blank, err := New(g.P.Rows, g.P.Cols)
	if err != nil {
		return err
	}
	if err := blank.Check(set, g.Multi); err != nil {
		what := "a single loop"
		if g.Multi {
			what = "a set of disjoint loops"
		}
		return fmt.Errorf("not %s of the board: %s", what, strings.TrimPrefix(err.Error(), "slitherlink: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the hint sets for which loop is the
// only loop with those cells' edge counts.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Slitherlink hint sets are taken among every loop of the board; among: is for Sudoku clue sets"}
	}
	if g.Multi {
		return g.multiHints(ctx, m, loop, o.Cells)
	}
	return g.P.Hints(ctx, m, loop, o.Cells)
}

// multiHints are the hint sets of a message puzzle: those on which no
// other union of disjoint loops of the board has the edge counts of
// sol. They are the subsets of the candidate cells less the hint sets
// some other answer also fits (AgreeSubsets over every answer of the
// blank board).
func (g *Game) multiHints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	blank, err := New(g.P.Rows, g.P.Cols)
	if err != nil {
		return zdd.Empty, err
	}
	all, err := blank.Solutions(ctx, m, Options{Multi: true, NoDeduce: true})
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := g.P.AgreeSubsets(ctx, m, sol, all)
	if err != nil {
		return zdd.Empty, err
	}
	var vars []uint32
	if cands == nil {
		for i := 0; i < g.P.Rows*g.P.Cols; i++ {
			vars = append(vars, uint32(i))
		}
	} else {
		for _, c := range cands {
			if c < 0 || c >= g.P.Rows*g.P.Cols {
				return zdd.Empty, fmt.Errorf("cell %d out of range", c)
			}
			vars = append(vars, uint32(c))
		}
	}
	return m.Diff(m.Pow(vars), bad), nil
}

// Instance implements puzzles.Hinter: the puzzle whose clues are the
// loop's edge counts on the cells of hints.
func (g *Game) Instance(loop, hints []uint32) (puzzles.Puzzle, error) {
	return &Game{P: g.P.HintPuzzle(loop, hints), Multi: g.Multi}, nil
}

// DifficultyKey implements puzzles.Grader.
func (g *Game) DifficultyKey(loop, hints []uint32) []int {
	k := g.P.DifficultyKey(loop, hints)
	return k[:]
}

// Hardest implements puzzles.Grader.
func (g *Game) Hardest(m *zdd.Manager, h zdd.Node, loop []uint32) zdd.Node {
	return g.P.Hardest(m, h, loop)
}

// KeyHelp implements puzzles.KeyHelper.
func (genre) KeyHelp() string {
	return "the numbers of hints 4, 0, 3, 1 and 2 (smaller is harder)"
}

// Agree implements puzzles.Agreer.
func (g *Game) Agree(ctx context.Context, m *zdd.Manager, loop []uint32, f zdd.Node, subsets bool) (zdd.Node, error) {
	if subsets {
		return g.P.AgreeSubsets(ctx, m, loop, f)
	}
	return g.P.Agree(ctx, m, loop, f)
}
