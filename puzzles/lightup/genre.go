package lightup

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Light Up's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "lightup" }

// Doc implements puzzles.Genre: the constructor's help.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Light Up (Akari) from its board (one row per line, a character per cell: '.' white, '#' or 'B' black, 0..4 a black cell with that number; " +
			"lines starting with \"# \" are comments), a puzz.link URL (lightup, akari) or a game ID of Simon Tatham's Light Up (\"7x7:0eBa2c2wBc3a1eB\"); " +
			"the solutions are the sets of cells holding lamps",
		Example:  `p = lightup("https://puzz.link/p?lightup/6/6/nekcakbl"); show(p, solutions(p))`,
		URLTypes: URLTypes,
	}
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of Light
// Up's checklist and the rules of Check they name. (A lamp on a black
// cell, "lamp-on-black", has no code: a pzprjs file cannot put one
// there.)
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"akariDup":  "lamp-sees-lamp",
		"nmAkariNe": "number-count",
		"ceDark":    "cell-dark",
	}
}

// Parse reads the board, URL or game ID.
func (genre) Parse(text string, _ puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p}, nil
}

// Sniff claims Light Up game IDs with a number (Pearl's have none), and
// boards of '.', '#' and digits 0..4 with a '#' and a '.'.
func (genre) Sniff(lines []string) int {
	if len(lines) == 1 && isGameID(lines[0]) {
		if _, err := ParseGameID(lines[0]); err == nil {
			_, desc, _ := strings.Cut(lines[0], ":")
			if strings.ContainsAny(desc, "01234") {
				return 10
			}
			return 4
		}
		return 0
	}
	all := strings.Join(lines, "")
	if strings.Trim(all, ".#01234") == "" && strings.Contains(all, "#") && strings.Contains(all, ".") {
		if _, err := ParseGrid(strings.Join(lines, "\n")); err == nil {
			return 5
		}
	}
	return 0
}

// Game is a Light Up as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "lightup" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	black, nums := 0, 0
	for _, v := range g.P.Cells {
		if v != White {
			black++
		}
		if v >= 0 {
			nums++
		}
	}
	return fmt.Sprintf("lightup %dx%d, %d black cells, %d numbers", g.P.Rows, g.P.Cols, black, nums)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the board.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: Light Up has none.
func (g *Game) Props() puzzles.Props { return puzzles.Props{} }

// Elements implements puzzles.Puzzle: the cells of the board, taken
// when they hold a lamp.
func (g *Game) Elements() puzzles.Space { return puzzles.Cells(g.P.Rows, g.P.Cols) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the numbered cells.
func (g *Game) Clues() []int {
	var out []int
	for i, v := range g.P.Cells {
		if v >= 0 {
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

// Unique implements puzzles.Uniquer.
func (g *Game) Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error) {
	return g.P.Unique(ctx, Options{Note: note})
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
