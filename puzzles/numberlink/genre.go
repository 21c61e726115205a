package numberlink

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Numberlink's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "numberlink" }

// Doc implements puzzles.Genre: the constructor's help and properties.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Numberlink from its grid (one row per line, numbers separated by spaces, 0 or '.' empty), a puzz.link numlin URL or a data-set block; rule: \"A\" (default: cover every cell, no path touches itself), \"B\" (cover every cell) or \"C\" (cells may stay empty)",
		Example:  `p = numberlink("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"); p; show(p, solutions(p)); count(solutions(numberlink("1 . 2\n. . .\n1 . 2", rule: "C")))`,
		Params:   []puzzles.Param{{Name: "rule", Kind: "string", Optional: true}},
		URLTypes: []string{"numlin", "numberlink"},
	}
}

// Parse reads the grid, URL or data-set block under the rule of props
// (A when not given).
func (genre) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	rule := RuleA
	if r, ok := props["rule"]; ok && r != "" {
		var err error
		if rule, err = ParseRule(r); err != nil {
			return nil, &puzzles.ArgError{Arg: "rule", Msg: fmt.Sprintf("expected \"A\", \"B\" or \"C\", got %q", r)}
		}
	}
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return &Game{P: p, Rule: rule}, nil
}

// Sniff claims data-set blocks ("puzzle ID ...") outright, and grids of
// numbers of several digits, or of spaced numbers none more than twice.
func (genre) Sniff(lines []string) int {
	if f := strings.Fields(lines[0]); f[0] == "puzzle" {
		return 10
	}
	spaced := false
	seen := map[string]int{}
	for _, l := range lines {
		fs := strings.Fields(l)
		if len(fs) > 1 {
			spaced = true
		}
		for _, x := range fs {
			if _, err := strconv.Atoi(x); err == nil && len(x) > 1 {
				return 5
			}
			if x != "." && x != "0" {
				seen[x]++
			}
		}
	}
	if !spaced || len(seen) == 0 {
		return 0
	}
	for _, k := range seen {
		if k > 2 {
			return 0
		}
	}
	return 5
}

// Entries lists the puzzles of a data-set file: blocks from "puzzle ID"
// to "end".
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	lines := strings.Split(text, "\n")
	var out []puzzles.Entry
	first := true
	for i, l := range lines {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		isHead := f[0] == "puzzle" && len(f) >= 2
		if first && !isHead {
			return nil, false
		}
		first = false
		if !isHead {
			continue
		}
		end := len(lines)
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) == "end" {
				end = j + 1
				break
			}
		}
		out = append(out, puzzles.Entry{ID: f[1], Line: i, Text: strings.Join(lines[i:end], "\n")})
	}
	return out, !first
}

// Functions implements puzzles.Functions: goodinstances.
func (genre) Functions() []puzzles.Function {
	return []puzzles.Function{{
		Name:    "goodinstances",
		Params:  []puzzles.Param{{Name: "g", Kind: "graph"}, {Name: "maxpairs", Kind: "integer", Optional: true}},
		Help:    "every good Numberlink instance of g: the sets of vertex pairs with exactly one solution, covering every vertex (maxpairs: at most that many pairs)",
		Example: "G = goodinstances(grid(2, 3)); count(G); minimum(G)",
		Fn: func(ctx context.Context, m *zdd.Manager, args []any) (puzzles.Family, error) {
			g := args[0].(*graph.Graph)
			var opt GenOptions
			if k, ok := args[1].(int); ok {
				if k < 1 || k > 1<<20 {
					return puzzles.Family{}, &puzzles.ArgError{Arg: "maxpairs", Msg: fmt.Sprintf("expected a number of pairs 1..%d, got %d", 1<<20, k)}
				}
				opt.MaxPairs = k
			}
			res, err := GoodInstances(ctx, m, g, opt)
			if err != nil {
				return puzzles.Family{}, err
			}
			return puzzles.Family{Root: res.Good, Space: puzzles.Pairs(g)}, nil
		},
	}}
}

// Game is a Numberlink as the puzzles contract sees it: the board and
// the rule it is solved under.
type Game struct {
	P    *Puzzle
	Rule Rule
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "numberlink" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	k := g.P.Pairs()
	w := "pairs"
	if k == 1 {
		w = "pair"
	}
	return fmt.Sprintf("numberlink %dx%d, %d %s, rule %s", g.P.Rows, g.P.Cols, k, w, g.Rule)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the numlin URL, which keeps numbers
// of any size on one line.
func (g *Game) File() string { return g.P.URL() }

// Props implements puzzles.Puzzle: the rule.
func (g *Game) Props() puzzles.Props { return puzzles.Props{"rule": g.Rule.String()} }

// Elements implements puzzles.Puzzle: the edges between adjacent cells.
func (g *Game) Elements() puzzles.Space { return puzzles.Edges(g.P.Graph()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.Rows, g.P.Cols }

// Clues implements puzzles.Puzzle: the numbered cells.
func (g *Game) Clues() []int {
	var out []int
	for i, x := range g.P.Cells {
		if x != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Draw implements puzzles.Puzzle (ASCII writes each path cell as its
// pair's number; marks are not shown).
func (g *Game) Draw(set []uint32, o puzzles.DrawOptions) string {
	var b bytes.Buffer
	if err := g.P.Draw(&b, set, DrawOptions{Symbols: o.ASCII}); err != nil {
		return err.Error() + "\n"
	}
	out := b.String()
	if o.ASCII {
		out = strings.ReplaceAll(out, "·", ".")
	}
	return out
}

// SVG implements puzzles.Puzzle.
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.SVG(w, set) }

// URL implements puzzles.Puzzle.
func (g *Game) URL() (string, error) { return g.P.URL(), nil }

// Check implements puzzles.Puzzle.
func (g *Game) Check(set []uint32) error { return g.P.Explain(set, g.Rule) }

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	return g.P.Solutions(ctx, m, g.Rule, Options{Note: note})
}

// Unique implements puzzles.Puzzle.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, note func(string)) (bool, error) {
	ok, _, err := g.P.Unique(ctx, g.Rule, Options{Note: note})
	return ok, err
}

// SolverNames implements puzzles.Solvers.
func (g *Game) SolverNames() []string { return ExternalMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachExternal(ctx, method, g.Rule, yield)
}
