package lang

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"zq/puzzles/numberlink"
	"zq/puzzles/slitherlink"
	"zq/puzzles/sudoku"
	"zq/topdown"
	"zq/zdd"
)

// Puzzle is a puzzle value: a Slitherlink, a Numberlink or a Sudoku.
// Exactly one of SL, NL and SU is set.
type Puzzle struct {
	// SL is a Slitherlink; Multi admits unions of disjoint loops (the
	// message-puzzle variant).
	SL    *slitherlink.Puzzle
	Multi bool
	// NL is a Numberlink, solved under Rule.
	NL   *numberlink.Puzzle
	Rule numberlink.Rule
	// SU is a Sudoku.
	SU *sudoku.Puzzle
}

// Kind implements Value.
func (*Puzzle) Kind() string { return "puzzle" }

// Type is "slitherlink", "numberlink" or "sudoku".
func (p *Puzzle) Type() string {
	switch {
	case p.SL != nil:
		return "slitherlink"
	case p.NL != nil:
		return "numberlink"
	}
	return "sudoku"
}

// Summary is the one-line description of the puzzle.
func (p *Puzzle) Summary() string {
	switch {
	case p.SL != nil:
		n := 0
		for _, c := range p.SL.Clues {
			if c != slitherlink.NoClue {
				n++
			}
		}
		v := ""
		if p.Multi {
			v = " (disjoint loops allowed)"
		}
		return fmt.Sprintf("puzzle: slitherlink %dx%d%s, %d %s", p.SL.Rows, p.SL.Cols, v, n, plural(n, "hint", "hints"))
	case p.NL != nil:
		k := p.NL.Pairs()
		return fmt.Sprintf("puzzle: numberlink %dx%d, %d %s, rule %s", p.NL.Rows, p.NL.Cols, k, plural(k, "pair", "pairs"), p.Rule)
	}
	v := ""
	if p.SU.X {
		v = " diagonal"
	}
	g := p.SU.Givens()
	return fmt.Sprintf("puzzle: sudoku%s %dx%d (boxes %dx%d), %d %s", v, p.SU.N(), p.SU.N(), p.SU.BoxRows, p.SU.BoxCols, g, plural(g, "given", "givens"))
}

// String is the one-line summary (shown inside lists and messages).
func (p *Puzzle) String() string { return p.Summary() }

// Text is the puzzle's grid as text.
func (p *Puzzle) Text() string {
	switch {
	case p.SL != nil:
		return p.SL.String()
	case p.NL != nil:
		return p.NL.String()
	}
	return p.SU.String()
}

// Equal implements ==: same type, variant and grid.
func (p *Puzzle) Equal(v Value) bool {
	q, ok := v.(*Puzzle)
	if !ok || p.Type() != q.Type() || p.Multi != q.Multi || p.Rule != q.Rule {
		return false
	}
	if p.SU != nil && (p.SU.BoxRows != q.SU.BoxRows || p.SU.X != q.SU.X) {
		return false
	}
	return p.Text() == q.Text()
}

// Universe is the universe of the puzzle's solutions.
func (p *Puzzle) Universe() Universe {
	switch {
	case p.SL != nil:
		return EdgesOf(p.SL.Graph())
	case p.NL != nil:
		return EdgesOf(p.NL.Graph())
	}
	return Placements(p.SU.N())
}

// CellUniverse is the universe of the puzzle's cells (hint and clue sets).
func (p *Puzzle) CellUniverse() *CellUniverse {
	switch {
	case p.SL != nil:
		return Cells(p.SL.Rows, p.SL.Cols)
	case p.NL != nil:
		return Cells(p.NL.Rows, p.NL.Cols)
	}
	return Cells(p.SU.N(), p.SU.N())
}

// draw draws the puzzle with the solution set (nil for none).
func (p *Puzzle) draw(set []uint32, ascii bool, mark []uint32) string {
	switch {
	case p.SL != nil:
		return p.SL.Render(set, slitherlink.RenderOptions{ASCII: ascii, Mark: mark})
	case p.NL != nil:
		var b bytes.Buffer
		if err := p.NL.Draw(&b, set, numberlink.DrawOptions{Symbols: ascii}); err != nil {
			return err.Error() + "\n"
		}
		out := b.String()
		if ascii {
			out = strings.ReplaceAll(out, "·", ".")
		}
		return out
	}
	cells := p.SU.Cells
	if set != nil {
		rows := make([]int, len(set))
		for i, v := range set {
			rows[i] = int(v)
		}
		cells = p.SU.GridOf(rows)
	}
	return sudoku.Render(p.SU.BoxRows, p.SU.BoxCols, cells)
}

// puzzleError rewrites an error of a puzzle parser as "where:line:col:
// message" (where is a file name) or "line L, col C: message".
func puzzleError(where string, err error) string {
	line, col, msg := 0, 0, ""
	var se *slitherlink.ParseError
	var ne *numberlink.ParseError
	var ce *sudoku.CellError
	switch {
	case errors.As(err, &se):
		line, col, msg = se.Line, se.Col, se.Msg
		if line == 0 {
			line = se.Row
		}
	case errors.As(err, &ne):
		line, col, msg = ne.Line, ne.Col, ne.Msg
		if line == 0 {
			line = ne.Row
		}
	case errors.As(err, &ce):
		line, col, msg = ce.Row+1, ce.Col+1, ce.Msg
	default:
		msg = err.Error()
		for _, k := range []string{"slitherlink: ", "numberlink: ", "sudoku: "} {
			msg = strings.TrimPrefix(msg, k)
		}
	}
	var pos string
	switch {
	case line > 0 && col > 0:
		pos = fmt.Sprintf("%d:%d", line, col)
	case line > 0:
		pos = strconv.Itoa(line)
	}
	if where == "" {
		switch {
		case line > 0 && col > 0:
			return fmt.Sprintf("row %d, col %d: %s", line, col, msg)
		case line > 0:
			return fmt.Sprintf("row %d: %s", line, msg)
		}
		return msg
	}
	if pos != "" {
		return where + ":" + pos + ": " + msg
	}
	return where + ": " + msg
}

// parseBox reads a box shape "2x3".
func parseBox(s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || r < 1 || c < 1 || r*c > sudoku.MaxSide {
		return 0, 0, fmt.Errorf("box must be ROWSxCOLS with a side of at most %d, like \"2x3\", got %q", sudoku.MaxSide, s)
	}
	return r, c, nil
}

// puzzURL matches a puzz.link or pzv.jp URL of one of the genres.
var puzzURL = regexp.MustCompile(`(?i)^(?:\S*\?)?(slither|slitherlink|numlin|numberlink|sudoku)/\S*$`)

// urlGenre returns the genre of text when it is a puzzle URL and
// nothing else (comment lines aside), and "" otherwise.
func urlGenre(text string) string {
	var content []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			content = append(content, l)
		}
	}
	if len(content) != 1 {
		return ""
	}
	m := puzzURL.FindStringSubmatch(content[0])
	if m == nil {
		return ""
	}
	switch strings.ToLower(m[1]) {
	case "slither", "slitherlink":
		return "slitherlink"
	case "numlin", "numberlink":
		return "numberlink"
	}
	return "sudoku"
}

// detectKind guesses the puzzle type of a text: by a URL, a data-set
// header or line, or the look of a plain grid.
func detectKind(text string) string {
	if k := urlGenre(text); k != "" {
		return k
	}
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	f := strings.Fields(lines[0])
	switch {
	case f[0] == "puzzle":
		return "numberlink"
	case len(f) >= 5 && (f[1] == "std" || f[1] == "X" || f[1] == "x"):
		return "sudoku"
	case len(f) >= 4 && isNumber(f[1]) && isNumber(f[2]):
		return "slitherlink"
	case strings.Contains(f[0], "t0:"):
		return "slitherlink"
	}
	// A plain grid. Numbers separated by spaces, none more than twice,
	// or numbers of several digits are Numberlink; digits above 3,
	// letters or a single line are Sudoku; so is a square grid of a
	// sudoku side without 0 and without a digit twice in a row or
	// column; the rest is Slitherlink.
	spaced, long := false, false
	seen := map[string]int{}
	var rows [][]string
	for _, l := range lines {
		fs := strings.Fields(l)
		if len(fs) > 1 {
			spaced = true
		}
		for _, x := range fs {
			if len(x) > 1 && isNumber(x) {
				long = true
			}
			if x != "." && x != "0" {
				seen[x]++
			}
		}
		rows = append(rows, strings.Split(strings.Join(fs, ""), ""))
	}
	if long {
		return "numberlink"
	}
	if spaced && len(seen) > 0 {
		pairs := true
		for _, k := range seen {
			pairs = pairs && k <= 2
		}
		if pairs {
			return "numberlink"
		}
	}
	all := strings.Join(strings.Fields(strings.Join(lines, " ")), "")
	if strings.HasPrefix(all, "X:") || strings.HasPrefix(all, "x:") || len(lines) == 1 ||
		strings.ContainsAny(all, "456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return "sudoku"
	}
	if _, _, ok := sudoku.DefaultBox(len(rows)); ok && len(rows) > 1 && !strings.Contains(all, "0") && latinLike(rows) {
		return "sudoku"
	}
	return "slitherlink"
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

// title gives a genre's name as written in prose: "Slitherlink".
func title(kind string) string {
	if kind == "" {
		return kind
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// puzzleOpts are the options of the constructors.
type puzzleOpts struct {
	rule     string
	box      string
	diagonal bool
	multi    bool
}

// parsePuzzle reads text as a puzzle of the given kind ("" = detect);
// where names the file for messages ("" for inline text).
func parsePuzzle(kind, text, where string, o puzzleOpts) (*Puzzle, error) {
	if kind == "" {
		kind = detectKind(text)
		if kind == "" {
			return nil, fmt.Errorf("%s: no puzzle in it", where)
		}
	}
	// Comment lines become blank lines, so that places keep their line.
	if kind != "numberlink" {
		ls := strings.Split(text, "\n")
		for i, l := range ls {
			if strings.HasPrefix(strings.TrimSpace(l), "#") {
				ls[i] = ""
			}
		}
		if kind == "slitherlink" {
			text = strings.Join(ls, "\n")
		}
	}
	if k := urlGenre(text); k != "" && k != kind {
		return nil, fmt.Errorf("this is a %s URL, not a %s one: read it with %s(...) or load(path, kind: %q)", title(k), title(kind), k, k)
	}
	fail := func(err error) (*Puzzle, error) { return nil, errors.New(puzzleError(where, err)) }
	switch kind {
	case "slitherlink":
		sp, err := slitherlink.Parse(text)
		if err != nil {
			return fail(err)
		}
		return &Puzzle{SL: sp, Multi: o.multi}, nil
	case "numberlink":
		rule := numberlink.RuleA
		if o.rule != "" {
			r, err := numberlink.ParseRule(o.rule)
			if err != nil {
				return nil, fmt.Errorf("rule must be \"A\", \"B\" or \"C\", got %q", o.rule)
			}
			rule = r
		}
		np, err := numberlink.Parse(text)
		if err != nil {
			return fail(err)
		}
		return &Puzzle{NL: np, Rule: rule}, nil
	case "sudoku":
		sp, err := parseSudoku(text, o)
		if err != nil {
			return fail(err)
		}
		return &Puzzle{SU: sp}, nil
	}
	return nil, fmt.Errorf("unknown puzzle type %q (slitherlink, numberlink or sudoku)", kind)
}

func parseSudoku(text string, o puzzleOpts) (*sudoku.Puzzle, error) {
	t := strings.TrimSpace(text)
	var lines []string
	for _, l := range strings.Split(t, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) > 0 {
		if f := strings.Fields(lines[0]); len(f) >= 5 && (f[1] == "std" || f[1] == "X" || f[1] == "x") {
			rec, err := sudoku.ParseRecord(lines[0])
			if err != nil {
				return nil, err
			}
			return rec.Puzzle, nil
		}
		t = strings.Join(lines, "\n")
	}
	var p *sudoku.Puzzle
	var err error
	switch {
	case o.box != "" && urlGenre(t) == "":
		br, bc, berr := parseBox(o.box)
		if berr != nil {
			return nil, berr
		}
		x := o.diagonal
		if rest, ok := strings.CutPrefix(t, "X:"); ok {
			t, x = rest, true
		} else if rest, ok := strings.CutPrefix(t, "x:"); ok {
			t, x = rest, true
		}
		p, err = sudoku.ParseShape(t, br, bc, x)
	default:
		p, err = sudoku.ParseAny(t)
		if err == nil && o.diagonal {
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

// puzzle returns parameter i as a puzzle.
func (c *Call) puzzle(i int) *Puzzle { p, _ := c.Arg(i).(*Puzzle); return p }

// optStr returns the string parameter i, or "".
func (c *Call) optStr(i int) string {
	if !c.Has(i) {
		return ""
	}
	return c.Str(i)
}

// watch runs a construction of a puzzle package with the session's
// progress line and node limit: it returns a context cancelled when the
// statement is stopped or the builder passes the limit, the builder's
// progress hook, and a function mapping the construction's error.
//
// The context carries the hook (topdown.WithProgress), so every
// top-down construction a solver makes under it shows its progress and
// is held to the node limit, whatever the solver's own options.
func (c *Call) watch() (context.Context, func(topdown.Progress), func(error) error) {
	ctx, cancel := context.WithCancel(c.Ctx)
	var mu sync.Mutex
	over := false
	show := c.progress()
	hook := func(p topdown.Progress) {
		mu.Lock()
		if lim := c.S.NodeLimit; lim > 0 && p.Nodes > lim && !over {
			over = true
			cancel()
		}
		mu.Unlock()
		if show != nil {
			show(p)
		}
	}
	done := func(err error) error {
		mu.Lock()
		defer mu.Unlock()
		cancel()
		if over && c.Ctx.Err() == nil {
			return zdd.ErrNodeLimit
		}
		if err != nil && c.Ctx.Err() != nil {
			return c.Ctx.Err()
		}
		return err
	}
	return topdown.WithProgress(ctx, hook), hook, done
}

// methodNames lists the methods of solutions, by puzzle type.
var methodNames = map[string][]string{
	"slitherlink": {"zdd", "ip", "ip-glpk", "sat", "sat-minisat"},
	"numberlink":  {"zdd", "ip", "ip-glpk", "sat", "sat-minisat"},
	"sudoku":      {"zdd", "dlx", "ip", "ip-glpk", "sat", "sat-minisat"},
}

// eachExternal enumerates the solutions of p with an external solver
// method ("ip", "sat" and their variants), adding solver cuts until no
// solution is left.
func eachExternal(ctx context.Context, p *Puzzle, method string, yield func([]int) bool) error {
	switch {
	case p.SL != nil:
		return p.SL.EachExternal(ctx, method, p.Multi, yield)
	case p.NL != nil:
		return p.NL.EachExternal(ctx, method, p.Rule, yield)
	}
	return p.SU.EachExternal(ctx, method, yield)
}

// maxEnumerated bounds the solutions collected one by one by the
// methods other than zdd.
const maxEnumerated = 1 << 20

// solveFamily returns the family of every solution of p by method.
func (c *Call) solveFamily(p *Puzzle, method string) (*Family, error) {
	m := c.S.M
	u := p.Universe()
	if method == "" {
		method = "zdd"
	}
	method = strings.ToLower(method)
	known := false
	for _, n := range methodNames[p.Type()] {
		known = known || n == method
	}
	if !known {
		return nil, fmt.Errorf("no method %q for %s (methods: %s)", method, p.Type(), strings.Join(methodNames[p.Type()], ", "))
	}
	if method == "zdd" {
		ctx, _, done := c.watch()
		var root zdd.Node
		var err error
		switch {
		case p.SL != nil:
			root, err = p.SL.Solutions(ctx, m, slitherlink.Options{Multi: p.Multi, Note: c.note()})
		case p.NL != nil:
			root, err = p.NL.Solutions(ctx, m, p.Rule, numberlink.Options{Note: c.note()})
		default:
			root, err = sudoku.Solutions(ctx, m, p.SU)
		}
		if err = done(err); err != nil {
			return nil, err
		}
		return &Family{U: u, Root: root}, nil
	}
	var sets [][]uint32
	collect := func(sol []int) bool {
		set := make([]uint32, len(sol))
		for i, x := range sol {
			set[i] = uint32(x)
		}
		sets = append(sets, set)
		return len(sets) < maxEnumerated
	}
	var err error
	if method == "dlx" {
		d, derr := p.SU.DLX()
		if derr != nil {
			return nil, derr
		}
		d.Each(func(rows []int) bool { return collect(rows) && c.Ctx.Err() == nil })
		err = c.Ctx.Err()
	} else {
		err = eachExternal(c.Ctx, p, method, collect)
	}
	if err != nil {
		return nil, err
	}
	if len(sets) >= maxEnumerated {
		return nil, fmt.Errorf("method %s found %d solutions and stopped; method zdd holds any number", method, len(sets))
	}
	return setsFamily(m, u, sets), nil
}

// solutionSet reads parameter i as one solution of p: a list of
// elements, or a family over p's solutions whose first set is taken
// (a family with no set is an error).
func (c *Call) solutionSet(i int, p *Puzzle) ([]uint32, error) {
	u := p.Universe()
	if f, ok := c.Arg(i).(*Family); ok {
		if !fits(f, u) {
			return nil, c.solutionError(i, "the family is over %s, but the %s's solutions are over %s", f.U.Describe(), p.Type(), u.Describe())
		}
		sets := c.S.M.Sets(f.Root, 1)
		if len(sets) == 0 {
			return nil, c.solutionError(i, "the family has no set (no solution)")
		}
		return sets[0], nil
	}
	return c.Elements(i, u)
}

// solutionError is Errorf for a solution argument; show's second
// parameter (n, a number for families) is the solution S for puzzles.
func (c *Call) solutionError(i int, format string, args ...any) error {
	if c.B.Name != "show" {
		return c.Errorf(i, format, args...)
	}
	p := c.pos
	if i < len(c.at) && c.at[i].Line > 0 {
		p = c.at[i]
	}
	return c.errAt(p, "show: argument S: %s", fmt.Sprintf(format, args...))
}

// slitherOf returns the Slitherlink board of parameter i: a slitherlink
// puzzle or the dot grid graph grid(R+1, C+1) of an R x C board.
func (c *Call) slitherOf(i int) (*slitherlink.Puzzle, error) {
	switch x := c.Arg(i).(type) {
	case *Puzzle:
		if x.SL == nil {
			return nil, c.Errorf(i, "expected a slitherlink puzzle or a dot grid, got a %s", x.Type())
		}
		return x.SL, nil
	case *Graph:
		if !x.G.IsGrid() || x.G.Rows < 2 || x.G.Cols < 2 {
			return nil, c.Errorf(i, "expected the dot grid grid(R+1, C+1) of a board of R x C cells")
		}
		sp, err := slitherlink.New(x.G.Rows-1, x.G.Cols-1)
		if err != nil {
			return nil, c.Errorf(i, "%s", strings.TrimPrefix(err.Error(), "slitherlink: "))
		}
		return sp, nil
	}
	return nil, c.Errorf(i, "expected a puzzle or a graph, got %s", kindOf(c.Arg(i)))
}

// slitherLoop returns the Slitherlink board of parameter i (as
// slitherOf) and parameter i+1 read as an edge set of its dot grid.
//
// The set must be one set (a family of several is refused, never cut to
// its first) and a single loop of the board: its clues are not asked
// for. instance of a multi puzzle takes disjoint loops.
func (c *Call) slitherLoop(i int) (*slitherlink.Puzzle, []uint32, error) {
	sp, err := c.slitherOf(i)
	if err != nil {
		return nil, nil, err
	}
	multi := false
	if p, ok := c.Arg(i).(*Puzzle); ok && c.B.Name == "instance" {
		multi = p.Multi
	}
	loop, err := c.oneSet(i+1, &Puzzle{SL: sp}, "loop")
	if err != nil {
		return nil, nil, err
	}
	blank, err := slitherlink.New(sp.Rows, sp.Cols)
	if err != nil {
		return nil, nil, c.Errorf(i, "%s", strings.TrimPrefix(err.Error(), "slitherlink: "))
	}
	if err := blank.Check(loop, multi); err != nil {
		what := "a single loop"
		if multi {
			what = "a set of disjoint loops"
		}
		return nil, nil, c.Errorf(i+1, "not %s of the board: %s", what, strings.TrimPrefix(err.Error(), "slitherlink: "))
	}
	return sp, loop, nil
}

// oneSet reads parameter i as exactly one set over p's elements: a list
// of elements, or a family holding exactly one set. what names the set
// in messages ("loop", "solution").
func (c *Call) oneSet(i int, p *Puzzle, what string) ([]uint32, error) {
	if f, ok := c.Arg(i).(*Family); ok && fits(f, p.Universe()) {
		if n := c.S.M.Count(f.Root); n.Cmp(bigOne) != 0 {
			return nil, c.Errorf(i, "expected one %s, but the family has %s sets; pick one with first(F), unrank(F, k) or [S for S in F]", what, Group(n))
		}
	}
	return c.solutionSet(i, p)
}

func init() {
	textParam := Param{Name: "text", Kind: "string"}
	Register(&Builtin{
		Name: "slitherlink", Topic: "puzzles", Result: "puzzle",
		Params:  []Param{textParam, {Name: "multi", Kind: "boolean", Optional: true}},
		Help:    "a Slitherlink from its grid (one row per line, '.' or a clue 0..3 per cell), a puzz.link URL, a Loopy game ID or a data-set line; multi: true admits unions of disjoint loops (message puzzles)",
		Example: "p = slitherlink(`\n.23\n...\n.20\n`); p; show(p, solutions(p))",
		Fn: func(c *Call) (Value, error) {
			p, err := parsePuzzle("slitherlink", c.Str(0), "", puzzleOpts{multi: c.Bool(1, false)})
			if err != nil {
				return nil, c.Errorf(0, "%s", err.Error())
			}
			return p, nil
		},
	})
	Register(&Builtin{
		Name: "numberlink", Topic: "puzzles", Result: "puzzle",
		Params:  []Param{textParam, {Name: "rule", Kind: "string", Optional: true}},
		Help:    "a Numberlink from its grid (one row per line, numbers separated by spaces, 0 or '.' empty), a puzz.link numlin URL or a data-set block; rule: \"A\" (default: cover every cell, no path touches itself), \"B\" (cover every cell) or \"C\" (cells may stay empty)",
		Example: `p = numberlink("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"); p; show(p, solutions(p)); count(solutions(numberlink("1 . 2\n. . .\n1 . 2", rule: "C")))`,
		Fn: func(c *Call) (Value, error) {
			if r := c.optStr(1); r != "" {
				if _, err := numberlink.ParseRule(r); err != nil {
					return nil, c.Errorf(1, "expected \"A\", \"B\" or \"C\", got %q", r)
				}
			}
			p, err := parsePuzzle("numberlink", c.Str(0), "", puzzleOpts{rule: c.optStr(1)})
			if err != nil {
				return nil, c.Errorf(0, "%s", err.Error())
			}
			return p, nil
		},
	})
	Register(&Builtin{
		Name: "sudoku", Topic: "puzzles", Result: "puzzle",
		Params:  []Param{textParam, {Name: "box", Kind: "string", Optional: true}, {Name: "diagonal", Kind: "boolean", Optional: true}},
		Help:    "a Sudoku from its N*N cells ('.' or 0 empty; box shape inferred from N, or box: \"2x3\"; \"X:\" or diagonal: true for the diagonal variant), a puzz.link URL or a data-set line",
		Example: `p = sudoku("1... ..2. .3.. ...4"); p; count(solutions(p))`,
		Fn: func(c *Call) (Value, error) {
			p, err := parsePuzzle("sudoku", c.Str(0), "", puzzleOpts{box: c.optStr(1), diagonal: c.Bool(2, false)})
			if err != nil {
				return nil, c.Errorf(0, "%s", err.Error())
			}
			return p, nil
		},
	})
	Register(&Builtin{
		Name: "load", Topic: "puzzles", Result: "puzzle",
		Params:  []Param{{Name: "path", Kind: "string"}, {Name: "kind", Kind: "string", Optional: true}, {Name: "rule", Kind: "string", Optional: true}, {Name: "id", Kind: "string", Optional: true}},
		Help:    "reads a puzzle file (a data-set file: its first puzzle, or the one named by id; a plain grid; a puzz.link URL), its type detected or given by kind: \"slitherlink\", \"numberlink\" or \"sudoku\"",
		Example: `save(numberlink("1 . 1\n2 . 2"), "nl.txt"); p = load("nl.txt"); p; unique(p)`,
		Fn: func(c *Call) (Value, error) {
			path := c.Str(0)
			data, err := c.readFile(0)
			if err != nil {
				return nil, err
			}
			kind := strings.ToLower(c.optStr(1))
			hk, opts, text, hasHeader, err := readHeader(string(data))
			if err != nil {
				return nil, c.Errorf(0, "%s: %s", path, err.Error())
			}
			if hasHeader {
				if kind != "" && kind != hk {
					return nil, c.Errorf(1, "%s holds a %s (its header says so), not a %s", path, hk, kind)
				}
				kind = hk
				data = []byte(text)
			}
			if c.Has(2) {
				opts.rule = c.optStr(2)
			}
			if c.Has(3) || isDataSet(kind, string(data)) {
				if kind == "" {
					kind = detectKind(string(data))
				}
				id := ""
				if c.Has(3) {
					id = c.Str(3)
				}
				text, err := entryText(kind, string(data), id)
				if err != nil {
					return nil, c.Errorf(3, "%s: %s", path, err.Error())
				}
				data = []byte(text)
			}
			p, err := parsePuzzle(kind, string(data), path, opts)
			if err != nil {
				return nil, c.Errorf(0, "%s", err.Error())
			}
			return p, nil
		},
	})
	Register(&Builtin{
		Name: "solutions", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "p", Kind: "puzzle"}, {Name: "method", Kind: "string", Optional: true}},
		Help:    "the family of every solution of p (Slitherlink and Numberlink: edge sets; Sudoku: placements); method: \"zdd\" (default), \"ip\", \"sat\" (and \"ip-glpk\", \"sat-minisat\", sudoku \"dlx\") enumerate the same family; the Numberlink integer program can run for minutes on boards from about 100 cells (a weak relaxation), where sat and zdd take milliseconds",
		Example: "S = solutions(sudoku(\"1... ..2. .3.. ...4\")); count(S); S <= solutions(sudoku(\"1... .... .... ....\")); count(solutions(sudoku(\"1... .... .... ....\"), method: \"dlx\"))",
		Fn: func(c *Call) (Value, error) {
			p := c.puzzle(0)
			f, err := c.solveFamily(p, c.optStr(1))
			if err != nil {
				return nil, c.failure(err)
			}
			return f, nil
		},
	})
	Register(&Builtin{
		Name: "unique", Topic: "puzzles", Result: "boolean",
		Params:  []Param{{Name: "p", Kind: "puzzle"}, {Name: "method", Kind: "string", Optional: true}},
		Help:    "whether p has exactly one solution (method as for solutions; sudoku also \"fast\", \"ps12\", \"dlx\")",
		Example: "unique(slitherlink(`\n.23\n...\n.20\n`)); unique(slitherlink(\".3.\\n0..\")); unique(sudoku(\"1... ..2. .3.. ...4\"), method: \"ps12\")",
		Fn: func(c *Call) (Value, error) {
			p := c.puzzle(0)
			method := strings.ToLower(c.optStr(1))
			if p.SU != nil && method != "" && method != "zdd" && !strings.HasPrefix(method, "ip") && !strings.HasPrefix(method, "sat") {
				sm, err := sudoku.ParseMethod(method)
				if err != nil {
					return nil, c.Errorf(1, "no method %q for sudoku (fast, ps12, dlx, zdd, ip, ip-glpk, sat, sat-minisat)", method)
				}
				res, err := sudoku.Solve(p.SU, sm, 2)
				if err != nil {
					return nil, c.Fail("%s", strings.TrimPrefix(err.Error(), "sudoku: "))
				}
				return Bool(res.Count == 1), nil
			}
			if method == "" || method == "zdd" {
				ctx, _, done := c.watch()
				var ok bool
				var err error
				switch {
				case p.SL != nil:
					ok, _, err = p.SL.Unique(ctx, c.S.M, slitherlink.Options{Multi: p.Multi, Note: c.note()})
				case p.NL != nil:
					ok, _, err = p.NL.Unique(ctx, p.Rule, numberlink.Options{Note: c.note()})
				default:
					ok, _, err = sudoku.Unique(p.SU)
				}
				if err = done(err); err != nil {
					return nil, c.failure(err)
				}
				return Bool(ok), nil
			}
			n := 0
			known := false
			for _, name := range methodNames[p.Type()] {
				known = known || name == method
			}
			if !known {
				return nil, c.Errorf(1, "no method %q for %s (methods: %s)", method, p.Type(), strings.Join(methodNames[p.Type()], ", "))
			}
			err := eachExternal(c.Ctx, p, method, func([]int) bool { n++; return n < 2 })
			if err != nil {
				return nil, c.failure(err)
			}
			return Bool(n == 1), nil
		},
	})
	Register(&Builtin{
		Name: "cells", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "p", Kind: "puzzle|graph"}},
		Help:    "the family holding one set: every cell of the puzzle's board (for a graph grid(R+1, C+1): of the R x C board inside it); pow(cells(p)) are all hint sets",
		Example: "cells(grid(3, 4))",
		Fn: func(c *Call) (Value, error) {
			var u *CellUniverse
			switch x := c.Arg(0).(type) {
			case *Puzzle:
				u = x.CellUniverse()
			case *Graph:
				if !x.G.IsGrid() || x.G.Rows < 2 || x.G.Cols < 2 {
					return nil, c.Errorf(0, "expected the dot grid grid(R+1, C+1) of a board of R x C cells")
				}
				u = Cells(x.G.Rows-1, x.G.Cols-1)
			}
			all := make([]uint32, u.Size())
			for i := range all {
				all[i] = uint32(i)
			}
			return oneSet(c.S.M, u, all), nil
		},
	})
	Register(&Builtin{
		Name: "clues", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "p", Kind: "puzzle"}},
		Help:    "the one set of the cells of p holding a clue, a number or a given",
		Example: `clues(sudoku("1... ..2. .3.. ...4"))`,
		Fn: func(c *Call) (Value, error) {
			p := c.puzzle(0)
			var set []uint32
			switch {
			case p.SL != nil:
				for i, x := range p.SL.Clues {
					if x != slitherlink.NoClue {
						set = append(set, uint32(i))
					}
				}
			case p.NL != nil:
				for i, x := range p.NL.Cells {
					if x != 0 {
						set = append(set, uint32(i))
					}
				}
			default:
				for i, x := range p.SU.Cells {
					if x != 0 {
						set = append(set, uint32(i))
					}
				}
			}
			return oneSet(c.S.M, p.CellUniverse(), set), nil
		},
	})
}

// showPuzzle implements show(p) and show(p, S).
func showPuzzle(c *Call, p *Puzzle) (Value, error) {
	ascii := c.Bool(2, false)
	if !c.Has(1) {
		return Str(strings.TrimRight(p.draw(nil, ascii, nil), "\n")), nil
	}
	if _, ok := c.Arg(1).(Int); ok {
		return nil, c.solutionError(1, "to draw a puzzle with a solution give the solution (a family or a list of elements), not a number")
	}
	if f, ok := c.Arg(1).(*Family); ok && f.Root == zdd.Empty && fits(f, p.Universe()) {
		return Str(strings.TrimRight(p.draw(nil, ascii, nil), "\n") + "\n(no sets)"), nil
	}
	set, err := c.solutionSet(1, p)
	if err != nil {
		return nil, err
	}
	out := strings.TrimRight(p.draw(set, ascii, nil), "\n")
	if f, ok := c.Arg(1).(*Family); ok {
		if n := c.S.M.Count(f.Root); n.Cmp(bigOne) > 0 {
			out += fmt.Sprintf("\n(1 of %s sets shown)", Group(n))
		}
	}
	return Str(out), nil
}

// svgPuzzle implements svg(p, path) and svg(p, S, path).
func svgPuzzle(c *Call, p *Puzzle) (Value, error) {
	var set []uint32
	pathAt := 1
	if c.Has(2) {
		s, err := c.solutionSet(1, p)
		if err != nil {
			return nil, err
		}
		set, pathAt = s, 2
	}
	path, ok := c.Arg(pathAt).(Str)
	if !ok {
		return nil, c.Errorf(pathAt, "expected the path of the SVG file, got %s", kindOf(c.Arg(pathAt)))
	}
	var buf bytes.Buffer
	var err error
	switch {
	case p.SL != nil:
		err = p.SL.WriteSVG(&buf, set, slitherlink.RenderOptions{})
	case p.NL != nil:
		err = p.NL.SVG(&buf, set)
	default:
		var grid []uint8
		if set != nil {
			rows := make([]int, len(set))
			for i, v := range set {
				rows[i] = int(v)
			}
			grid = p.SU.GridOf(rows)
		}
		err = p.SU.SVG(&buf, grid)
	}
	if err != nil {
		return nil, c.Fail("%s", err.Error())
	}
	if err := writeFile(string(path), buf.Bytes()); err != nil {
		return nil, c.Errorf(pathAt, "%s", err.Error())
	}
	return Str("wrote " + string(path)), nil
}

// bigOne is the integer 1.
var bigOne = NewInt(1).V

func init() {
	Register(&Builtin{
		Name: "hints", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "S", Kind: "family|list"}, {Name: "cells", Kind: "family|list", Optional: true}, {Name: "among", Kind: "family", Optional: true}},
		Help:    "the hint sets (sets of cells) for which solution S is the only one: Slitherlink (p or its dot grid) with S a loop, Sudoku with S a solution grid (clue sets, among every grid of the shape or the grids of among:); cells: the candidate cells (default all)",
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); H = hints(p, L); count(H); count(minimal(H))",
		Fn: func(c *Call) (Value, error) {
			if p, ok := c.Arg(0).(*Puzzle); ok && p.SU != nil {
				return sudokuClues(c, p)
			}
			if c.Has(3) {
				return nil, c.Errorf(3, "only sudoku clue sets are taken among a family of grids")
			}
			if p, ok := c.Arg(0).(*Puzzle); ok && p.Multi {
				return nil, c.Errorf(0, "hint sets are computed against single loops; a message puzzle (multi: true) admits other answers, so they would be wrong for it")
			}
			sp, loop, err := c.slitherLoop(0)
			if err != nil {
				return nil, err
			}
			if err := sp.Check(loop, false); err != nil {
				if _, clueless := c.Arg(0).(*Graph); clueless || !strings.Contains(err.Error(), "clue") {
					return nil, c.Errorf(1, "not a single loop: %s", strings.TrimPrefix(err.Error(), "slitherlink: "))
				}
			}
			var cands []int
			if c.Has(2) {
				vars, err := c.Elements(2, Cells(sp.Rows, sp.Cols))
				if err != nil {
					return nil, err
				}
				cands = make([]int, len(vars))
				for i, v := range vars {
					cands[i] = int(v)
				}
				if cands == nil {
					cands = []int{}
				}
			}
			ctx, _, done := c.watch()
			root, err := sp.Hints(ctx, c.S.M, loop, cands)
			if err = done(err); err != nil {
				return nil, c.failure(err)
			}
			return &Family{U: Cells(sp.Rows, sp.Cols), Root: root}, nil
		},
	})
	Register(&Builtin{
		Name: "agree", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}, {Name: "F", Kind: "family"}, {Name: "subsets", Kind: "boolean", Optional: true}},
		Help:    "for a Slitherlink loop L and a family F of edge sets: the sets of cells around which L and a set C of F (C != L) have as many edges, built on F's diagram without listing its sets; subsets: true gives every subset of them instead (the hint sets some other set of F also fits, often a far smaller diagram), so pow(cells(p)) - agree(p, L, cycles(g), subsets: true) are the good hint sets",
		Example: "g = grid(3, 3); L = first(minimum(cycles(g))); agree(g, L, cycles(g))",
		Fn: func(c *Call) (Value, error) {
			sp, loop, err := c.slitherLoop(0)
			if err != nil {
				return nil, err
			}
			f := c.Family(2)
			if u := EdgesOf(sp.Graph()); !fits(f, u) {
				return nil, c.Errorf(2, "the family is over %s, expected %s", f.U.Describe(), u.Describe())
			}
			agree := sp.Agree
			if c.Bool(3, false) {
				agree = sp.AgreeSubsets
			}
			root, err := agree(c.Ctx, c.S.M, loop, f.Root)
			if err != nil {
				return nil, err
			}
			return &Family{U: Cells(sp.Rows, sp.Cols), Root: root}, nil
		},
	})
	Register(&Builtin{
		Name: "hardest", Topic: "puzzles", Result: "family",
		Params:  []Param{fam("H"), {Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}},
		Help:    "the Slitherlink hint sets of H that are hardest for loop L by the difficulty order: fewest 4s, then fewest 0s, 3s, 1s, 2s",
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); hardest(minimal(hints(p, L)), p, L)",
		Fn: func(c *Call) (Value, error) {
			sp, loop, err := c.slitherLoop(1)
			if err != nil {
				return nil, err
			}
			h := c.Family(0)
			if u := Cells(sp.Rows, sp.Cols); !fits(h, u) {
				return nil, c.Errorf(0, "the family is over %s, expected %s", h.U.Describe(), u.Describe())
			}
			return &Family{U: Cells(sp.Rows, sp.Cols), Root: sp.Hardest(c.S.M, h.Root, loop)}, nil
		},
	})
	Register(&Builtin{
		Name: "difficulty", Topic: "puzzles", Result: "list",
		Params:  []Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}, {Name: "H", Kind: "family|list"}},
		Help:    "the difficulty key of Slitherlink hint set H on loop L: the numbers of hints 4, 0, 3, 1 and 2 (smaller is harder)",
		Example: "g = grid(3, 3); L = first(minimum(cycles(g))); difficulty(g, L, [(0, 0), (1, 1)])",
		Fn: func(c *Call) (Value, error) {
			sp, loop, err := c.slitherLoop(0)
			if err != nil {
				return nil, err
			}
			hs, err := c.setArg(2, Cells(sp.Rows, sp.Cols))
			if err != nil {
				return nil, err
			}
			k := sp.DifficultyKey(loop, hs)
			out := make(List, len(k))
			for i, x := range k {
				out[i] = NewInt(int64(x))
			}
			return out, nil
		},
	})
	Register(&Builtin{
		Name: "instance", Topic: "puzzles", Result: "puzzle",
		Params:  []Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "S", Kind: "family|list"}, {Name: "H", Kind: "family|list"}},
		Help:    "the puzzle whose clues are solution S's on the cells of H (Slitherlink: the loop's edge counts; Sudoku: the digits)",
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); q = instance(p, L, first(minimum(hints(p, L)))); show(q)",
		Fn: func(c *Call) (Value, error) {
			if p, ok := c.Arg(0).(*Puzzle); ok && p.SU != nil {
				set, err := c.oneSet(1, p, "solution grid")
				if err != nil {
					return nil, err
				}
				hs, err := c.setArg(2, p.CellUniverse())
				if err != nil {
					return nil, err
				}
				rows := make([]int, len(set))
				for i, v := range set {
					rows[i] = int(v)
				}
				grid := p.SU.GridOf(rows)
				empty, _ := sudoku.New(p.SU.BoxRows, p.SU.BoxCols, p.SU.X)
				if len(set) != p.SU.N()*p.SU.N() || !empty.IsSolutionOf(grid) {
					return nil, c.Errorf(1, "not a complete sudoku grid of this shape")
				}
				q := p.SU.Clone()
				for i := range q.Cells {
					q.Cells[i] = 0
				}
				for _, h := range hs {
					q.Cells[h] = grid[h]
				}
				return &Puzzle{SU: q}, nil
			}
			sp, loop, err := c.slitherLoop(0)
			if err != nil {
				return nil, err
			}
			hs, err := c.setArg(2, Cells(sp.Rows, sp.Cols))
			if err != nil {
				return nil, err
			}
			multi := false
			if p, ok := c.Arg(0).(*Puzzle); ok {
				multi = p.Multi
			}
			return &Puzzle{SL: sp.HintPuzzle(loop, hs), Multi: multi}, nil
		},
	})
	Register(&Builtin{
		Name: "url", Topic: "puzzles", Result: "string",
		Params:  []Param{{Name: "p", Kind: "puzzle"}},
		Help:    "the puzz.link URL of p (slither, numlin or sudoku); the constructors read it back. A Sudoku puzz.link cannot show (diagonals, 6x6 with 3-row boxes, other non-square boxes) has none",
		Example: "url(slitherlink(`\n.23\n...\n.20\n`)); url(sudoku(\"1... ..2. .3.. ...4\"))",
		Fn: func(c *Call) (Value, error) {
			u, err := puzzleURL(c.puzzle(0))
			if err != nil {
				return nil, c.Errorf(0, "%s", strings.TrimPrefix(err.Error(), "sudoku: "))
			}
			return Str(u), nil
		},
	})
	Register(&Builtin{
		Name: "check", Topic: "puzzles", Result: "string",
		Params:  []Param{{Name: "p", Kind: "puzzle"}, {Name: "S", Kind: "family|list"}},
		Help:    "\"ok\" when S (one set) is a solution of p, and otherwise the first rule it breaks, with its place: a line that branches or ends (Slitherlink), a clue not met, a path that does not reach its pair or touches itself (Numberlink), a digit twice in a unit (Sudoku)",
		Example: "p = slitherlink(`\n.23\n...\n.20\n`); S = solutions(p); check(p, S); check(p, change(S, 0)); check(p, change(S, 5))",
		Fn: func(c *Call) (Value, error) {
			p := c.puzzle(0)
			set, err := c.oneSet(1, p, "solution")
			if err != nil {
				return nil, err
			}
			for _, v := range set {
				if sz := p.Universe().Size(); sz >= 0 && int(v) >= sz {
					return nil, c.Errorf(1, "element %d is outside the puzzle", v)
				}
			}
			return Str(checkAnswer(p, set)), nil
		},
	})
	Register(&Builtin{
		Name: "usage", Topic: "puzzles", Result: "list",
		Params:  []Param{fam("F")},
		Help:    "for each element of F's universe, the number of sets of F that contain it (for solutions: how often each edge is used)",
		Example: "usage(cycles(grid(2, 3)))",
		Fn: func(c *Call) (Value, error) {
			f := c.Family(0)
			n := f.U.Size()
			if n < 0 {
				vs := c.S.M.Support(f.Root)
				n = 0
				if len(vs) > 0 {
					n = int(vs[len(vs)-1]) + 1
				}
			}
			if n > 1<<20 {
				return nil, c.Errorf(0, "the universe has %d elements, too many to list", n)
			}
			use, _ := slitherlink.Usage(c.S.M, f.Root, n)
			out := make(List, len(use))
			for i, x := range use {
				out[i] = Int{x}
			}
			return out, nil
		},
	})
	Register(&Builtin{
		Name: "never", Topic: "puzzles", Result: "family",
		Params:  []Param{fam("F")},
		Help:    "the one set of the elements of F's universe in no set of F (for solutions: the edges no solution uses; common(F) gives those every one uses)",
		Example: "never(solutions(slitherlink(\".3.\\n0..\")))",
		Fn: func(c *Call) (Value, error) {
			f := c.Family(0)
			n := f.U.Size()
			if n < 0 {
				return nil, c.Errorf(0, "the family is over %s, which has no fixed size", f.U.Describe())
			}
			used := map[uint32]bool{}
			for _, v := range c.S.M.Support(f.Root) {
				used[v] = true
			}
			var out []uint32
			for v := 0; v < n; v++ {
				if !used[uint32(v)] {
					out = append(out, uint32(v))
				}
			}
			return oneSet(c.S.M, f.U, out), nil
		},
	})
	Register(&Builtin{
		Name: "compare", Topic: "puzzles", Result: "string",
		Params:  []Param{{Name: "p", Kind: "puzzle"}, {Name: "S", Kind: "family"}, {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "draws two solutions of S side by side with the edges where they differ highlighted (or says that S has fewer than two)",
		Example: "p = slitherlink(`\n.3.\n...\n`); compare(p, solutions(p))",
		Fn: func(c *Call) (Value, error) {
			p := c.puzzle(0)
			f := c.Family(1)
			if !fits(f, p.Universe()) {
				return nil, c.Errorf(1, "the family is over %s, but the %s's solutions are over %s", f.U.Describe(), p.Type(), p.Universe().Describe())
			}
			ascii := c.Bool(2, false)
			sets := c.S.M.Sets(f.Root, 2)
			if len(sets) < 2 {
				return Str(fmt.Sprintf("%d %s: nothing to compare", len(sets), plural(len(sets), "solution", "solutions"))), nil
			}
			a, b := sets[0], sets[1]
			in := map[uint32]int{}
			for _, v := range a {
				in[v]++
			}
			for _, v := range b {
				in[v]--
			}
			var d []uint32
			for v, k := range in {
				if k != 0 {
					d = append(d, v)
				}
			}
			sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
			only := func(set []uint32) []uint32 {
				var out []uint32
				for _, v := range set {
					if in[v] != 0 {
						out = append(out, v)
					}
				}
				return out
			}
			blocks := []string{p.draw(a, ascii, only(a)), p.draw(b, ascii, only(b))}
			out := drawBlocks(blocks, 78)
			names := make([]string, len(d))
			for i, v := range d {
				names[i] = p.Universe().Name(v)
			}
			out += fmt.Sprintf("(2 of %s solutions; they differ in %d %s: %s)", Group(c.S.M.Count(f.Root)), len(d), plural(len(d), "element", "elements"), strings.Join(names, " "))
			return Str(out), nil
		},
	})
}

// sudokuClues implements hints for a sudoku: the clue sets of the
// solution grid among all grids of the shape.
func sudokuClues(c *Call, p *Puzzle) (Value, error) {
	set, err := c.oneSet(1, p, "solution grid")
	if err != nil {
		return nil, err
	}
	rows := make([]int, len(set))
	for i, v := range set {
		rows[i] = int(v)
	}
	sol := p.SU.GridOf(rows)
	if len(set) != p.SU.N()*p.SU.N() || !p.SU.IsSolutionOf(sol) {
		empty, _ := sudoku.New(p.SU.BoxRows, p.SU.BoxCols, p.SU.X)
		if len(set) != p.SU.N()*p.SU.N() || !empty.IsSolutionOf(sol) {
			return nil, c.Errorf(1, "not a complete sudoku grid of this shape")
		}
	}
	var grids zdd.Node
	if c.Has(3) {
		f := c.Family(3)
		if !fits(f, p.Universe()) {
			return nil, c.Errorf(3, "the family is over %s, expected %s", f.U.Describe(), p.Universe().Describe())
		}
		if !c.S.M.Contains(f.Root, set) {
			return nil, c.Errorf(3, "the family does not hold the grid S")
		}
		grids = f.Root
	} else {
		if p.SU.N() > 6 {
			return nil, c.Fail("clue sets among every %dx%d grid need the diagram of all of them, out of reach above side 6; give among: a family of grids holding S (such as the solutions of a puzzle)", p.SU.N(), p.SU.N())
		}
		ctx, _, done := c.watch()
		var err error
		grids, err = sudoku.Grids(ctx, c.S.M, p.SU.BoxRows, p.SU.BoxCols, p.SU.X)
		if err = done(err); err != nil {
			return nil, c.failure(err)
		}
	}
	shape, _ := sudoku.New(p.SU.BoxRows, p.SU.BoxCols, p.SU.X)
	root, err := sudoku.ClueSets(c.S.M, shape, grids, sol)
	if err != nil {
		return nil, c.failure(err)
	}
	u := p.CellUniverse()
	if c.Has(2) {
		vars, err := c.Elements(2, u)
		if err != nil {
			return nil, err
		}
		root = c.S.M.Intersect(root, c.S.M.Pow(vars))
	}
	return &Family{U: u, Root: root}, nil
}

// puzzleURL is the puzz.link URL of p.
func puzzleURL(p *Puzzle) (string, error) {
	switch {
	case p.SL != nil:
		return p.SL.URL(), nil
	case p.NL != nil:
		return p.NL.URL(), nil
	}
	return p.SU.URL()
}

// checkAnswer returns "ok" when set is a solution of p, and otherwise
// the first rule it breaks, with its place.
func checkAnswer(p *Puzzle, set []uint32) string {
	var why error
	switch {
	case p.SL != nil:
		why = p.SL.Check(set, p.Multi)
	case p.NL != nil:
		why = p.NL.Explain(set, p.Rule)
	default:
		n := p.SU.N()
		grid := make([]uint8, n*n)
		for _, v := range set {
			cell := int(v) / n
			if grid[cell] != 0 {
				why = &sudoku.CellError{Row: cell / n, Col: cell % n, Msg: "the cell holds two digits"}
				break
			}
			grid[cell] = uint8(int(v)%n + 1)
		}
		if why == nil {
			why = p.SU.Explain(grid)
		}
	}
	if why == nil {
		return "ok"
	}
	msg := why.Error()
	for _, pre := range []string{"slitherlink: ", "numberlink: ", "sudoku: "} {
		msg = strings.TrimPrefix(msg, pre)
	}
	return msg
}

// savePuzzle implements save(p, path): a header line naming the genre
// and every property that changes the answer (load reads it back), then
// the puzzle's text (a numlin URL for Numberlink, the grid otherwise).
func savePuzzle(c *Call, p *Puzzle) (Value, error) {
	if err := writeFile(c.Str(1), []byte(puzzleFileText(p))); err != nil {
		return nil, c.Errorf(1, "%s", err.Error())
	}
	return Str("saved the " + p.Type() + " to " + c.Str(1)), nil
}

// puzzleFileText is the text save writes for p.
func puzzleFileText(p *Puzzle) string {
	var text string
	switch {
	case p.SL != nil:
		text = p.SL.String()
	case p.NL != nil:
		text = p.NL.URL()
	default:
		text = p.SU.String()
		if p.SU.X {
			text = "X:" + text
		}
	}
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return puzzleHeader(p) + "\n" + text
}

// headerPrefix starts the first line of a puzzle file written by save.
const headerPrefix = "# zq puzzle:"

// puzzleHeader is the header line save writes: the genre and the
// properties that change the answer, e.g.
// "# zq puzzle: sudoku box=3x2 diagonal", "# zq puzzle: numberlink
// rule=C", "# zq puzzle: slitherlink multi".
func puzzleHeader(p *Puzzle) string {
	h := headerPrefix + " " + p.Type()
	switch {
	case p.SL != nil:
		if p.Multi {
			h += " multi"
		}
	case p.NL != nil:
		h += " rule=" + p.Rule.String()
	default:
		h += fmt.Sprintf(" box=%dx%d", p.SU.BoxRows, p.SU.BoxCols)
		if p.SU.X {
			h += " diagonal"
		}
	}
	return h
}

// readHeader reads the header line of a file written by save, if its
// first non-blank line is one; the header is blanked in the text
// returned, so that places keep their line numbers.
func readHeader(text string) (kind string, o puzzleOpts, rest string, ok bool, err error) {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		body, found := strings.CutPrefix(t, headerPrefix)
		if !found {
			return "", o, text, false, nil
		}
		f := strings.Fields(body)
		if len(f) == 0 {
			return "", o, text, false, fmt.Errorf("line %d: the header names no puzzle type", i+1)
		}
		kind = f[0]
		for _, w := range f[1:] {
			key, val, _ := strings.Cut(w, "=")
			switch {
			case kind == "slitherlink" && key == "multi":
				o.multi = true
			case kind == "numberlink" && key == "rule":
				o.rule = val
			case kind == "sudoku" && key == "box":
				o.box = val
			case kind == "sudoku" && key == "diagonal":
				o.diagonal = true
			default:
				return "", o, text, false, fmt.Errorf("line %d: unknown property %q for a %s in the header", i+1, w, kind)
			}
		}
		lines[i] = ""
		return kind, o, strings.Join(lines, "\n"), true, nil
	}
	return "", o, text, false, nil
}

// isDataSet reports whether text is a data-set file (lines or blocks of
// puzzles with ids, as in ../shared/data) rather than one puzzle.
func isDataSet(kind, text string) bool {
	if kind == "" {
		kind = detectKind(text)
	}
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch kind {
		case "numberlink":
			return f[0] == "puzzle" && len(f) >= 2
		case "slitherlink":
			return len(f) >= 4 && isNumber(f[1]) && isNumber(f[2])
		case "sudoku":
			return len(f) >= 7 && (f[1] == "std" || f[1] == "X")
		}
		return false
	}
	return false
}

// entryText returns the text of the data-set entry called id (the first
// entry when id is ""): its line (Slitherlink, Sudoku) or its block
// (Numberlink), with the lines before it blanked so that places keep
// their line numbers.
func entryText(kind, text, id string) (string, error) {
	lines := strings.Split(text, "\n")
	n := 0
	for i, l := range lines {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch kind {
		case "numberlink":
			if f[0] != "puzzle" || len(f) < 2 {
				continue
			}
			n++
			if f[1] == id || id == "" {
				end := len(lines)
				for j := i + 1; j < len(lines); j++ {
					if strings.TrimSpace(lines[j]) == "end" {
						end = j + 1
						break
					}
				}
				return strings.Repeat("\n", i) + strings.Join(lines[i:end], "\n"), nil
			}
		case "slitherlink", "sudoku":
			if len(f) < 4 {
				continue
			}
			n++
			if f[0] == id || id == "" {
				return strings.Repeat("\n", i) + l, nil
			}
		default:
			return "", fmt.Errorf("not a data-set file")
		}
	}
	if n == 0 {
		return "", fmt.Errorf("not a data-set file (no puzzle in it has an id)")
	}
	return "", fmt.Errorf("no %s called %q among its %d", kind, id, n)
}
