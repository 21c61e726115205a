package sudoku

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() { puzzles.Register(genre{}) }

// genre is Sudoku's entry in the puzzles registry.
type genre struct{}

// Name implements puzzles.Genre.
func (genre) Name() string { return "sudoku" }

// Doc implements puzzles.Genre: the constructor's help and properties.
func (genre) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:     "a Sudoku from its N*N cells ('.' or 0 empty; box shape inferred from N, or box: \"2x3\"; \"X:\" or diagonal: true for the diagonal variant), a puzz.link URL or a data-set line",
		Example:  `p = sudoku("1... ..2. .3.. ...4"); p; count(solutions(p))`,
		Params:   []puzzles.Param{{Name: "box", Kind: "string", Optional: true}, {Name: "diagonal", Kind: "boolean", Optional: true}},
		URLTypes: []string{"sudoku"},
	}
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of Sudoku's
// checklist and the rules of Check they name. (given-changed,
// diagonal-duplicate, cell-two-digits and value-range have no code: a
// pzprjs file cannot break them.)
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"bkDupNum": "box-duplicate",
		"nmDupRow": "line-duplicate",
		"ceNoNum":  "cell-empty",
	}
}

// Parse reads the cells, a URL or a data-set line, under the box shape
// and diagonal flag of props.
func (genre) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	p, err := parseText(text, props)
	if err != nil {
		var ce *CellError
		if errors.As(err, &ce) {
			pe := &puzzles.ParseError{Genre: "sudoku", Cell: true, Row: ce.Row, Col: ce.Col, Msg: ce.Msg}
			pe.Line, pe.Column = gridCharPos(text, ce.Row, ce.Col)
			return nil, pe
		}
		return nil, err
	}
	return &Game{P: p}, nil
}

// gridCharPos returns where the character of cell (r, c) of a grid
// written as text stands: its line and column, counted from 1; 0, 0
// when text is not a grid of N*N cells (a URL, a data-set line). As
// Parse reads a grid, blank and comment lines, white space and a
// leading "X:" hold no cell.
func gridCharPos(text string, r, c int) (line, col int) {
	t := strings.TrimSpace(text)
	if puzzles.URLGenre(t) != "" {
		return 0, 0
	}
	n := 0
	for _, l := range puzzles.ContentLines(text) {
		n += len(compact(l))
	}
	if lines := puzzles.ContentLines(text); len(lines) > 0 && (strings.HasPrefix(lines[0], "X:") || strings.HasPrefix(lines[0], "x:")) {
		n -= 2
	}
	side := isqrt(n)
	if side*side != n || r >= side || c >= side {
		return 0, 0
	}
	k := r*side + c
	first := true
	for i, l := range strings.Split(text, "\n") {
		tl := strings.TrimSpace(l)
		if tl == "" || strings.HasPrefix(tl, "#") {
			continue
		}
		if first && isEntryLine(strings.Fields(tl)) {
			return 0, 0
		}
		skip := 0
		if first && (strings.HasPrefix(tl, "X:") || strings.HasPrefix(tl, "x:")) {
			skip = 2
		}
		first = false
		at := 0
		for _, ch := range strings.TrimRight(l, "\r") {
			at++
			if ch == ' ' || ch == '\t' {
				continue
			}
			if skip > 0 {
				skip--
				continue
			}
			if k == 0 {
				return i + 1, at
			}
			k--
		}
	}
	return 0, 0
}

func parseText(text string, props puzzles.Props) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	t := strings.TrimSpace(text)
	if len(lines) > 0 {
		if isEntryLine(strings.Fields(lines[0])) {
			rec, err := ParseRecord(lines[0])
			if err != nil {
				return nil, err
			}
			return rec.Puzzle, nil
		}
		t = strings.Join(lines, "\n")
	}
	var p *Puzzle
	var err error
	switch box := props["box"]; {
	case box != "" && puzzles.URLGenre(t) == "":
		br, bc, berr := parseBox(box)
		if berr != nil {
			return nil, &puzzles.ArgError{Arg: "box", Msg: berr.Error()}
		}
		x := props.Bool("diagonal")
		if rest, ok := strings.CutPrefix(t, "X:"); ok {
			t, x = rest, true
		} else if rest, ok := strings.CutPrefix(t, "x:"); ok {
			t, x = rest, true
		}
		p, err = ParseShape(t, br, bc, x)
	default:
		p, err = ParseAny(t)
		if err == nil && props.Bool("diagonal") {
			p.X = true
		}
	}
	if err != nil {
		return nil, err
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return p, nil
}

// parseBox reads a box shape "2x3".
func parseBox(s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || r < 1 || c < 1 || r*c > MaxSide {
		return 0, 0, fmt.Errorf("box must be ROWSxCOLS with a side of at most %d, like \"2x3\", got %q", MaxSide, s)
	}
	return r, c, nil
}

// isEntryLine reports whether the fields of a line are a data-set
// record: an id, "std" or "X", the box shape, ...
func isEntryLine(f []string) bool {
	return len(f) >= 5 && (f[1] == "std" || f[1] == "X" || f[1] == "x")
}

// Sniff claims data-set lines outright, and grids with "X:", on one
// line, with digits above 3 or letters, or square Latin-like grids of a
// Sudoku side.
func (genre) Sniff(lines []string) int {
	if isEntryLine(strings.Fields(lines[0])) {
		return 10
	}
	all := strings.Join(strings.Fields(strings.Join(lines, " ")), "")
	if strings.HasPrefix(all, "X:") || strings.HasPrefix(all, "x:") || len(lines) == 1 ||
		strings.ContainsAny(all, "456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return 3
	}
	var rows [][]string
	for _, l := range lines {
		rows = append(rows, strings.Split(strings.Join(strings.Fields(l), ""), ""))
	}
	if _, _, ok := DefaultBox(len(rows)); ok && len(rows) > 1 && !strings.Contains(all, "0") && latinLike(rows) {
		return 3
	}
	return 0
}

// latinLike reports whether rows form a square grid in which no
// character other than '.' repeats in a row or a column.
func latinLike(rows [][]string) bool {
	n := len(rows)
	for _, r := range rows {
		if len(r) != n {
			return false
		}
	}
	for i := 0; i < n; i++ {
		inRow, inCol := map[string]bool{}, map[string]bool{}
		for j := 0; j < n; j++ {
			a, b := rows[i][j], rows[j][i]
			if (a != "." && inRow[a]) || (b != "." && inCol[b]) {
				return false
			}
			inRow[a], inCol[b] = true, true
		}
	}
	return true
}

// Entries lists the puzzles of a data-set file, one per line.
func (genre) Entries(text string) ([]puzzles.Entry, bool) {
	return puzzles.LineEntries(text, func(f []string) bool { return len(f) >= 7 && (f[1] == "std" || f[1] == "X") })
}

// Functions implements puzzles.Functions: sudokugrids and latinsquares.
func (genre) Functions() []puzzles.Function {
	side := func(args []any, i int, name string) (int, error) {
		k := args[i].(int)
		if k < 1 || k > MaxSide {
			return 0, &puzzles.ArgError{Arg: name, Msg: fmt.Sprintf("expected a number 1..%d, got %d", MaxSide, k)}
		}
		return k, nil
	}
	return []puzzles.Function{{
		Name:    "sudokugrids",
		Params:  []puzzles.Param{{Name: "boxrows", Kind: "integer"}, {Name: "boxcols", Kind: "integer"}, {Name: "diagonal", Kind: "boolean", Optional: true}},
		Help:    "every complete sudoku grid with boxes boxrows x boxcols (side boxrows*boxcols), as sets of placements; diagonal: true for the X variant",
		Example: "count(sudokugrids(2, 2)); count(sudokugrids(2, 2, diagonal: true))",
		Fn: func(ctx context.Context, m *zdd.Manager, args []any) (puzzles.Family, error) {
			br, err := side(args, 0, "boxrows")
			if err != nil {
				return puzzles.Family{}, err
			}
			bc, err := side(args, 1, "boxcols")
			if err != nil {
				return puzzles.Family{}, err
			}
			if br*bc > MaxSide {
				return puzzles.Family{}, fmt.Errorf("the side %d is above %d", br*bc, MaxSide)
			}
			x, _ := args[2].(bool)
			root, err := Grids(ctx, m, br, bc, x)
			return puzzles.Family{Root: root, Space: Placements(br * bc)}, err
		},
	}, {
		Name:    "latinsquares",
		Params:  []puzzles.Param{{Name: "n", Kind: "integer"}},
		Help:    "every Latin square of order n (each value once per row and column), as sets of placements (r, c, value 1..n)",
		Example: "count(latinsquares(4))",
		Fn: func(ctx context.Context, m *zdd.Manager, args []any) (puzzles.Family, error) {
			n, err := side(args, 0, "n")
			if err != nil {
				return puzzles.Family{}, err
			}
			d := exactcover.NewDLX(exactcover.LatinSquare(n))
			d.SetBranching(exactcover.FirstColumn)
			root, err := d.ZDD(ctx, m)
			return puzzles.Family{Root: root, Space: Placements(n)}, err
		},
	}}
}

// Game is a Sudoku as the puzzles contract sees it.
type Game struct {
	P *Puzzle
	// answer is the answer of the pzprv3 file read (hasAnswer: it had one).
	answer    []uint32
	hasAnswer bool
}

// Genre implements puzzles.Puzzle.
func (*Game) Genre() string { return "sudoku" }

// Summary implements puzzles.Puzzle.
func (g *Game) Summary() string {
	v := ""
	if g.P.X {
		v = " diagonal"
	}
	n, k := g.P.N(), g.P.Givens()
	w := "givens"
	if k == 1 {
		w = "given"
	}
	return fmt.Sprintf("sudoku%s %dx%d (boxes %dx%d), %d %s", v, n, n, g.P.BoxRows, g.P.BoxCols, k, w)
}

// Text implements puzzles.Puzzle.
func (g *Game) Text() string { return g.P.String() }

// File implements puzzles.Puzzle: the cells, after "X:" for the
// diagonal variant.
func (g *Game) File() string {
	if g.P.X {
		return "X:" + g.P.String()
	}
	return g.P.String()
}

// Props implements puzzles.Puzzle: the box shape and the diagonal flag.
func (g *Game) Props() puzzles.Props {
	p := puzzles.Props{"box": fmt.Sprintf("%dx%d", g.P.BoxRows, g.P.BoxCols)}
	if g.P.X {
		p["diagonal"] = "true"
	}
	return p
}

// Elements implements puzzles.Puzzle: the placements.
func (g *Game) Elements() puzzles.Space { return Placements(g.P.N()) }

// Board implements puzzles.Puzzle.
func (g *Game) Board() (int, int) { return g.P.N(), g.P.N() }

// Clues implements puzzles.Puzzle: the givens.
func (g *Game) Clues() []int {
	var out []int
	for i, x := range g.P.Cells {
		if x != 0 {
			out = append(out, i)
		}
	}
	return out
}

// grid is the grid of a set of placements, nil for nil.
func (g *Game) grid(set []uint32) []uint8 {
	if set == nil {
		return nil
	}
	rows := make([]int, len(set))
	for i, v := range set {
		rows[i] = int(v)
	}
	return g.P.GridOf(rows)
}

// Draw implements puzzles.Puzzle.
func (g *Game) Draw(set []uint32, _ puzzles.DrawOptions) string {
	cells := g.P.Cells
	if set != nil {
		cells = g.grid(set)
	}
	return Render(g.P.BoxRows, g.P.BoxCols, cells)
}

// SVG implements puzzles.Puzzle.
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.SVG(w, g.grid(set)) }

// URL implements puzzles.Puzzle.
func (g *Game) URL() (string, error) { return g.P.URL() }

// Check implements puzzles.Puzzle: one digit per cell, the givens kept,
// no digit twice in a unit.
func (g *Game) Check(set []uint32) error {
	n := g.P.N()
	grid := make([]uint8, n*n)
	for _, v := range set {
		cell := int(v) / n
		if cell >= n*n {
			return fmt.Errorf("placement %d is outside the grid", v)
		}
		if grid[cell] != 0 {
			return &CellError{Row: cell / n, Col: cell % n, Msg: "the cell holds two digits", Rule: "cell-two-digits"}
		}
		grid[cell] = uint8(int(v)%n + 1)
	}
	return g.P.Explain(grid)
}

// Solve implements puzzles.Puzzle.
func (g *Game) Solve(ctx context.Context, m *zdd.Manager, _ func(string)) (zdd.Node, error) {
	return Solutions(ctx, m, g.P)
}

// Unique implements puzzles.Puzzle.
func (g *Game) Unique(ctx context.Context, _ *zdd.Manager, _ func(string)) (bool, error) {
	ok, _, err := UniqueContext(ctx, g.P)
	return ok, err
}

// Methods implements puzzles.Methods: Dancing Links and the external
// solvers list solutions; fast and ps12 decide uniqueness.
func (g *Game) Methods() []puzzles.Method {
	out := []puzzles.Method{{Name: "dlx"}}
	for _, n := range ExternalMethods {
		out = append(out, puzzles.Method{Name: n})
	}
	return append(out, puzzles.Method{Name: "fast", UniqueOnly: true}, puzzles.Method{Name: "ps12", UniqueOnly: true})
}

// Each implements puzzles.Methods.
func (g *Game) Each(ctx context.Context, method string, yield func([]uint32) bool) error {
	if method == "dlx" {
		d, err := g.P.DLX()
		if err != nil {
			return err
		}
		d.Each(func(rows []int) bool { return yield(puzzles.Set(rows)) && ctx.Err() == nil })
		return ctx.Err()
	}
	return g.P.EachExternal(ctx, method, func(s []int) bool { return yield(puzzles.Set(s)) })
}

// UniqueBy implements puzzles.Methods.
func (g *Game) UniqueBy(ctx context.Context, method string) (bool, error) {
	switch method {
	case "fast", "ps12", "dlx":
		m, err := ParseMethod(method)
		if err != nil {
			return false, err
		}
		res, err := Solve(g.P, m, 2)
		if err != nil {
			return false, err
		}
		return res.Count == 1, ctx.Err()
	}
	return puzzles.UniqueByEach(ctx, g, method)
}

// CheckForm implements puzzles.Hinter: set must be a complete grid of
// the puzzle's shape.
func (g *Game) CheckForm(set []uint32) error {
	n := g.P.N()
	empty, err := New(g.P.BoxRows, g.P.BoxCols, g.P.X)
	if err != nil {
		return err
	}
	if len(set) != n*n || !empty.IsSolutionOf(g.grid(set)) {
		return fmt.Errorf("not a complete sudoku grid of this shape")
	}
	return nil
}

// Hints implements puzzles.Hinter: the clue sets of the grid sol among
// every grid of the shape (side 6 at most) or among o.Among.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, set []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	var grids zdd.Node
	if o.HasAmong {
		if !m.Contains(o.Among, set) {
			return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "the family does not hold the grid S"}
		}
		grids = o.Among
	} else {
		if n := g.P.N(); n > 6 {
			return zdd.Empty, fmt.Errorf("clue sets among every %dx%d grid need the diagram of all of them, out of reach above side 6; give among: a family of grids holding S (such as the solutions of a puzzle)", n, n)
		}
		var err error
		if grids, err = Grids(ctx, m, g.P.BoxRows, g.P.BoxCols, g.P.X); err != nil {
			return zdd.Empty, err
		}
	}
	shape, err := New(g.P.BoxRows, g.P.BoxCols, g.P.X)
	if err != nil {
		return zdd.Empty, err
	}
	root, err := ClueSets(m, shape, grids, g.grid(set))
	if err != nil {
		return zdd.Empty, err
	}
	if o.Cells != nil {
		vars := make([]uint32, len(o.Cells))
		for i, c := range o.Cells {
			vars[i] = uint32(c)
		}
		root = m.Intersect(root, m.Pow(vars))
	}
	return root, nil
}

// Instance implements puzzles.Hinter: the puzzle giving sol's digits on
// the cells of hints.
func (g *Game) Instance(set, hints []uint32) (puzzles.Puzzle, error) {
	grid := g.grid(set)
	q := g.P.Clone()
	for i := range q.Cells {
		q.Cells[i] = 0
	}
	for _, h := range hints {
		q.Cells[h] = grid[h]
	}
	return &Game{P: q}, nil
}
