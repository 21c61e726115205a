package yajilin

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() {
	puzzles.Register(genre{})
	puzzles.RegisterSpace("yajilin", decodeSpace)
}

// genre is Yajilin's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "yajilin" }

// Doc implements puzzles.Genre.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help: "a Yajilin from a puzz.link URL (yajilin, yajirin) or its grid: one row per line, each cell '.' (no clue), 'X' (a clue cell without a number), " +
			"'?' or a number with its arrow '^', 'v', '<' or '>' (\"2<\": two shaded cells to the left); cells may be separated by spaces. " +
			"A solution shades cells (no two side by side) and draws one loop through every other cell that is no clue; each arrow counts the shaded cells its way. " +
			"Its elements are the shaded cells (r, c) and the loop's edges (r1, c1, r2, c2). outside: true (puzz.link's flag \"o\") keeps the shaded cells outside the loop",
		Example:  "p = yajilin(\"https://puzz.link/p?yajilin/5/5/m32j10\"); show(p, solutions(p))",
		Params:   []puzzles.Param{{Name: "outside", Kind: "boolean", Optional: true}},
		URLTypes: urlTypes,
	}
}

// Parse implements puzzles.Genre: a URL or a grid, under the property
// outside.
func (genre) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	if props.Bool("outside") {
		p.Outside = true
	}
	return &Game{P: p}, nil
}

// Sniff claims grids of the text form that hold an arrow.
func (genre) Sniff(lines []string) int {
	arrow := false
	for _, l := range lines {
		if _, err := parseRow(l, 1, 0); err != nil {
			return 0
		}
		for i := 1; i < len(l); i++ {
			if strings.ContainsRune("^v<>", rune(l[i])) && (l[i-1] == '?' || l[i-1] >= '0' && l[i-1] <= '9') {
				arrow = true
			}
		}
	}
	if arrow {
		return 6
	}
	return 0
}

// Game is a Yajilin as a puzzle of the language.
type Game struct {
	P *Puzzle
	// answer is the answer of the file read (see Answer).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "yajilin" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	clues, arrows := 0, 0
	for _, cl := range g.P.Clues {
		if cl.IsClue() {
			clues++
		}
		if cl.Counts() {
			arrows++
		}
	}
	s := fmt.Sprintf("yajilin %dx%d, %d clue cells, %d arrows", g.P.Rows, g.P.Cols, clues, arrows)
	if g.P.Outside {
		s += ", shaded cells outside the loop"
	}
	return s
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle.
func (g *Game) File() string { return g.P.String() }

// Props implements puzzles.Puzzle: outside, when set.
func (g *Game) Props() puzzles.Props {
	if g.P.Outside {
		return puzzles.Props{"outside": "true"}
	}
	return nil
}

// Elements implements puzzles.Puzzle.
func (g *Game) Elements() puzzles.Space { return SpaceOf(g.P) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the clue cells.
func (g *Game) Clues() []int {
	var out []int
	for i, cl := range g.P.Clues {
		if cl.IsClue() {
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
