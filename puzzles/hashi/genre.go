package hashi

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
	"github.com/zqlang/zq/zdd"
)

func init() {
	puzzles.Register(genre{})
	puzzles.RegisterSpace("hashi", decodeSpace)
}

// genre is Hashiwokakero's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "hashi" }

// Doc implements puzzles.Genre: the constructor's help and properties.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Hashiwokakero (Simon Tatham's Bridges) from its grid (one row per line: '.' for water, 1..9 or A..G for an island numbered 1..16, '?' for an island without a number), a puzz.link URL, a Bridges game ID or a data-set line; " +
			"the solutions are sets of bridges, (r1,c1)-(r2,c2)#k the k-th between two islands (a pair with n bridges holds #1..#n); " +
			"max: the most bridges between two islands (1..4, 2 by default; a game ID says it), noloops: true forbids cycles of bridges (Bridges' L)",
		Example: "p = hashi(`\n3.2.1\n.....\n..3.3\n2....\n`); show(p, solutions(p))",
		Params: []puzzles.Param{
			{Name: "max", Kind: "integer", Optional: true},
			{Name: "noloops", Kind: "boolean", Optional: true},
		},
		URLTypes: urlTypes,
	}
}

// Parse reads the grid, URL, game ID or data-set line; the properties
// max and noloops override what the text says.
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
	max, noLoops := p.Max, p.NoLoops
	if s, ok := props["max"]; ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 4 {
			return nil, &puzzles.ArgError{Arg: "max", Msg: fmt.Sprintf("max is the most bridges between two islands, 1..4, not %s", s)}
		}
		max = n
	}
	if s, ok := props["noloops"]; ok {
		noLoops = s == "true"
	}
	if max != p.Max || noLoops != p.NoLoops {
		if p, err = New(p.Rows, p.Cols, p.Grid, max, noLoops); err != nil {
			return nil, err
		}
	}
	return &Game{P: p}, nil
}

// Sniff claims data-set lines of the genre (with water, and with a
// solution of a digit per pair or a Bridges game ID) and Bridges game
// IDs (which always say "m") outright; a grid with an island without a number
// ('?') above the others; and a grid with a number from 4 to 8 whose
// islands never touch and that is no Sudoku's square above Sudoku.
func (genre) Sniff(lines []string) int {
	f := strings.Fields(lines[0])
	if len(lines) == 1 && len(f) == 1 && strings.Contains(f[0], ":") {
		params, _, _ := strings.Cut(f[0], ":")
		if _, err := ParseGameID(f[0]); err == nil && strings.Contains(params, "m") {
			return 10
		}
		return 0
	}
	if puzzles.GridEntryLine(f) {
		if e, err := ParseLine(lines[0]); err == nil && strings.Contains(f[3], ".") && (e.Solution != nil || strings.Contains(e.Meta["gameid"], "m")) {
			return 12 // above Slitherlink's and Hitori's claims of such lines
		}
		return 0
	}
	p, err := ParseGrid(strings.Join(lines, "\n"))
	if err != nil {
		return 0
	}
	if strings.Contains(p.String(), "?") {
		return 6
	}
	if !strings.ContainsAny(p.String(), "45678") {
		return 0 // a grid of 1..3 is Slitherlink's
	}
	for _, is := range p.islands {
		if p.IslandAt(is.R, is.C+1) >= 0 || p.IslandAt(is.R+1, is.C) >= 0 {
			return 0
		}
	}
	if p.Rows == p.Cols && (p.Rows == 4 || p.Rows == 6 || p.Rows == 9 || p.Rows == 16) {
		return 0 // a Sudoku's square
	}
	return 4 // above Sudoku's 3
}

// Entries lists the puzzles of a data-set file, one per line.
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	return puzzles.LineEntries(text, puzzles.GridEntryLine)
}

// Game is a Hashiwokakero as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "hashi" }

// Summary implements puzzles.Puzzle: "hashi 7x7, 11 islands, at most 2
// bridges between islands".
func (g *Game) Summary() string {
	n := len(g.P.islands)
	return fmt.Sprintf("hashi %dx%d, %d %s, %s", g.P.Rows, g.P.Cols, n, plural(n, "island", "islands"), g.P.rules())
}

// Text implements puzzles.Puzzle: the grid.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the grid (the header keeps max and
// noloops).
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: max when it is not 2, noloops when
// loops are forbidden.
func (g *Game) Props() puzzles.Props {
	props := puzzles.Props{}
	if g.P.Max != 2 {
		props["max"] = strconv.Itoa(g.P.Max)
	}
	if g.P.NoLoops {
		props["noloops"] = "true"
	}
	return props
}

// Elements implements puzzles.Puzzle: the bridges of the board.
func (g *Game) Elements() puzzles.Space { return SpaceOf(g.P) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the cells of the islands with a
// number.
func (g *Game) Clues() []int {
	var out []int
	for _, is := range g.P.islands {
		if is.N != Unknown {
			out = append(out, is.R*g.P.Cols+is.C)
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
	return g.P.Solutions(ctx, m, note)
}

// Unique implements puzzles.Uniquer: the solutions are counted over
// the frontier states, without a diagram.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, note func(string)) (bool, error) {
	if note != nil {
		note("counting the bridge sets over the frontier states")
	}
	n, err := g.P.Count(ctx)
	if err != nil {
		return false, err
	}
	return n.IsInt64() && n.Int64() == 1, nil
}

// SolverNames implements puzzles.Solvers.
func (*Game) SolverNames() []string { return []string{"sat", "sat-minisat"} }

// EachBy implements puzzles.Solvers: the SAT formula with cadical
// ("sat") or minisat ("sat-minisat").
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	var s cnf.SAT
	switch method {
	case "sat":
		s = cnf.Cadical
	case "sat-minisat":
		s = cnf.Minisat
	default:
		return fmt.Errorf("no method %q for a hashi (methods: sat, sat-minisat)", method)
	}
	return run.ForMethod(method, g.P.EachSAT(ctx, s, yield))
}

// CheckForm implements puzzles.Hinter: set must be a solution of the
// board with no island numbered.
func (g *Game) CheckForm(set []uint32) error {
	if err := g.P.Blank().Check(set); err != nil {
		return fmt.Errorf("not a solution of the board's islands without their numbers: %s", strings.TrimPrefix(err.Error(), "hashi: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the sets of islands (cells) whose
// numbers, taken from sol, leave sol the only solution when the other
// islands show no number.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Hashiwokakero hint sets are taken among every solution of the board's islands; among: is for Sudoku clue sets"}
	}
	if _, err := g.P.islandCells(o.Cells); err != nil {
		return zdd.Empty, &puzzles.ArgError{Arg: "cells", Msg: err.Error()}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle whose islands on the
// cells of hints have sol's numbers of bridges and the others none.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	counts, err := g.P.Counts(sol)
	if err != nil {
		return nil, err
	}
	p, err := g.P.WithNumbers(counts, hints)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}
