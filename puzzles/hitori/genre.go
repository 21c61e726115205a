package hitori

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

// genre is Hitori's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "hitori" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Hitori (Simon Tatham's Singles) from its board (one row per line: digits, or numbers separated by spaces; '.' for a blank cell), a puzz.link URL, a Singles game ID or a data-set line; the solutions are the sets of shaded cells",
		Example:  `p = hitori("4x4:1114142333214213"); show(p, solutions(p))`,
		URLTypes: []string{"hitori"},
	}
}

// Parse reads the board, URL, game ID or data-set line.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// Sniff claims data-set lines whose cells and solution have a
// character per cell, and Singles game IDs, outright; and, above
// Sudoku's and Numberlink's rates, a board with a number in every cell
// that repeats a number in a row or column (which no Sudoku does) and
// holds some number more than twice (which no Numberlink does).
func (genre) Sniff(lines []string) int {
	f := strings.Fields(lines[0])
	if len(lines) == 1 && len(f) == 1 && strings.Contains(f[0], ":") {
		if _, err := ParseGameID(f[0]); err == nil {
			return 10
		}
		return 0
	}
	if isEntryLine(f) {
		rows, _ := strconv.Atoi(f[1])
		cols, _ := strconv.Atoi(f[2])
		if len(f[3]) == rows*cols && (len(f) < 6 || len(f[5]) == rows*cols || f[5] == "-") {
			if _, err := ParseLine(lines[0]); err == nil {
				return 11 // above Slitherlink's claim of any such line
			}
		}
		return 0
	}
	p, err := ParseGrid(strings.Join(lines, "\n"))
	if err != nil {
		return 0
	}
	for _, v := range p.Nums {
		if v == 0 {
			return 0
		}
	}
	times := map[int]int{}
	thrice := false
	for _, v := range p.Nums {
		times[v]++
		thrice = thrice || times[v] > 2
	}
	if err := p.Check(nil); thrice && puzzles.RuleOf(err) == RuleNumberRepeated {
		return 6
	}
	return 0
}

// Entries lists the puzzles of a data-set file, one per line.
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	return puzzles.LineEntries(text, isEntryLine)
}

// Game is a Hitori as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "hitori" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	return fmt.Sprintf("hitori %dx%d, numbers 1..%d", g.P.Rows, g.P.Cols, maxNum(g.P.Nums))
}

func maxNum(xs []int) int {
	m := 0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Hitori has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when shaded.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the cells holding a number.
func (g *Game) Clues() []int {
	var out []int
	for i, v := range g.P.Nums {
		if v != 0 {
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
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.WriteSVG(w, set) }

// URL implements puzzles.Puzzle.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Check(set) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m, Options{Note: note})
}

// Unique implements puzzles.Puzzle.
func (g *Game) Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error) {
	return g.P.Unique(ctx, Options{Note: note})
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
