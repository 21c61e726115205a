package genres

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/puzzles"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// puzzleError rewrites an error of a genre's parser with its place. In
// a file (where names it) the place in the text leads as in every
// FILE:LINE:COL, then the cell: "where:3:5: cell (2, 4): message"; in
// inline text the message says which its place is: "line 3, column 5
// of the text, cell (2, 4): message". Lines and columns count from 1,
// as editors count; cells from 0, as the language writes them.
func puzzleError(where string, err error) string {
	var pe *puzzles.ParseError
	if !errors.As(err, &pe) {
		msg := trimGenre(err.Error())
		if where == "" {
			return msg
		}
		return where + ": " + msg
	}
	if where == "" {
		if pl := pe.Place(); pl != "" {
			return pl + ": " + pe.Msg
		}
		return pe.Msg
	}
	var b strings.Builder
	b.WriteString(where)
	if pe.Line > 0 {
		fmt.Fprintf(&b, ":%d", pe.Line)
		if pe.Column > 0 {
			fmt.Fprintf(&b, ":%d", pe.Column)
		}
	}
	b.WriteString(": ")
	if pe.Cell {
		b.WriteString("cell " + puzzles.CellName(pe.Row, pe.Col) + ": ")
	}
	b.WriteString(pe.Msg)
	return b.String()
}

// title gives a genre's name as written in prose: "Slitherlink".
func title(kind string) string {
	if kind == "" {
		return kind
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}

// parsePuzzle reads text as a puzzle of the given genre ("" = detect);
// where names the file for messages ("" for inline text).
func parsePuzzle(kind, text, where string, props puzzles.Props) (*lang.Puzzle, error) {
	p, err := puzzles.Parse(kind, text, props)
	if err != nil {
		var ae *puzzles.ArgError
		var ke *puzzles.KindError
		switch {
		case errors.As(err, &ae):
			return nil, err
		case err == puzzles.ErrNoPuzzle:
			return nil, fmt.Errorf("%s: no puzzle in it", where)
		case errors.As(err, &ke):
			return nil, err
		}
		return nil, errors.New(puzzleError(where, err))
	}
	return &lang.Puzzle{P: p}, nil
}

// argError places an error of a genre: a *puzzles.ArgError at the
// parameter it names (at the call when there is none), another error at
// the call.
func argError(c *lang.Call, err error) error {
	var ae *puzzles.ArgError
	if errors.As(err, &ae) {
		for i, p := range c.B.Params {
			if p.Name == ae.Arg {
				return c.Errorf(i, "%s", ae.Msg)
			}
		}
		return c.Fail("%s", ae.Msg)
	}
	if lang.IsStop(err) {
		return err
	}
	return c.Fail("%s", trimGenre(err.Error()))
}

// trimGenre drops the "genre: " that starts a genre's messages (the
// call already names what it works on).
func trimGenre(msg string) string {
	for _, k := range puzzles.Names() {
		if rest, ok := strings.CutPrefix(msg, k+": "); ok {
			return rest
		}
	}
	return msg
}

// parsed places an error of parsePuzzle: one about a property at that
// parameter, others at the text (parameter 0).
func parsed(c *lang.Call, p *lang.Puzzle, err error) (lang.Value, error) {
	if err != nil {
		var ae *puzzles.ArgError
		if errors.As(err, &ae) {
			return nil, argError(c, err)
		}
		return nil, c.Errorf(0, "%s", err.Error())
	}
	return p, nil
}

// puzzleHelp is the help of puzzle(text); typesHelp adds the type
// names of the genres registered.
const puzzleHelp = "the puzzle of the genre text names or shows: a puzz.link URL (https://puzz.link/p?TYPE/..., http://pzv.jp/p.html?TYPE/..., with ?type=player& or v:VARIANT/, or the part after '?' alone) of any genre zq has, by pzprjs's type name or zq's; a pzprv3 file as puzz.link saves it (one field a line, or one line with '/' between the fields; answer(p) is its answer) of a genre that reads them; a file's text with its header line; or a form one genre claims (a Loopy or Pearl game ID, a data-set line); an unknown type is an error listing the genres"

// typesHelp completes puzzle's help with the type names each genre
// reads.
func typesHelp(all []puzzles.Genre) {
	var names []string
	for _, g := range all {
		seen := map[string]bool{g.Name(): true}
		ts := []string{g.Name()}
		for _, t := range g.Doc().URLTypes {
			if !seen[t] {
				seen[t] = true
				ts = append(ts, t)
			}
		}
		names = append(names, strings.Join(ts, "/"))
	}
	puzzleBuiltin.Help = puzzleHelp + "; type names: " + strings.Join(names, ", ")
}

// puzzleBuiltin is the builtin puzzle, whose help typesHelp completes.
var puzzleBuiltin *lang.Builtin

// anyPuzzle reads text as puzzle(text) does: a URL of the genre its type
// names (kind, when not "", must be that genre), else a file's text (its
// header's genre, or the genre that claims it) under props.
func anyPuzzle(c *lang.Call, text, kind string, props puzzles.Props) (lang.Value, error) {
	if typ := puzzles.URLType(text); typ != "" && kind == "" {
		g, ok := puzzles.GenreOfType(typ)
		if !ok {
			return nil, c.Errorf(0, "%s", puzzles.TypeError(typ).Msg)
		}
		kind = g.Name()
	}
	src, err := puzzles.ReadFile("the text", text, puzzles.FileOptions{Genre: kind, Props: props})
	if err != nil {
		return nil, argError(c, err)
	}
	if src.Genre == "" && puzzles.IsPZPRV3(text) {
		// A file of a type no genre reads: say so at its type's line.
		f, err := puzzles.ReadPZPRV3(text)
		if err == nil {
			err = f.TypeError()
		}
		return nil, c.Errorf(0, "%s", err.Error())
	}
	if src.Genre == "" {
		return nil, c.Errorf(0, "no genre reads this text (the genres are %s): give a puzz.link URL, or call the genre's constructor", puzzles.NameList())
	}
	p, err := parsePuzzle(src.Genre, src.Text, "", src.Props)
	return parsed(c, p, err)
}

// puzzle returns parameter i as a puzzle.
func puzzle(c *lang.Call, i int) *lang.Puzzle { p, _ := c.Arg(i).(*lang.Puzzle); return p }

// watch runs a construction of a puzzle package with the session's
// progress line and node limit: it returns a context cancelled when the
// statement is stopped or the builder passes the limit, the builder's
// progress hook, and a function mapping the construction's error.
//
// The context carries the hook (topdown.WithProgress), so every
// top-down construction a solver makes under it shows its progress and
// is held to the node limit, whatever the solver's own options.
func watch(c *lang.Call) (context.Context, func(topdown.Progress), func(error) error) {
	ctx, cancel := context.WithCancel(c.Ctx)
	var mu sync.Mutex
	over := false
	show := c.Progress()
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

// methodNames lists the methods of p: "zdd", then the genre's (those
// that list solutions only, unless all).
func methodNames(p *lang.Puzzle, all bool) []string {
	out := []string{"zdd"}
	if ms, ok := puzzles.MethodsOf(p.P); ok {
		for _, m := range ms.Methods() {
			if all || !m.UniqueOnly {
				out = append(out, m.Name)
			}
		}
	}
	return out
}

// maxEnumerated bounds the solutions collected one by one by the
// methods other than zdd.
const maxEnumerated = 1 << 20

// solveFamily returns the family of every solution of p by method.
func solveFamily(c *lang.Call, p *lang.Puzzle, method string) (*lang.Family, error) {
	m := c.S.M
	u := p.Universe()
	if method == "" {
		method = "zdd"
	}
	method = strings.ToLower(method)
	names := methodNames(p, false)
	if !contains(names, method) {
		return nil, fmt.Errorf("no method %q for %s (methods: %s)", method, p.Type(), strings.Join(names, ", "))
	}
	if method == "zdd" {
		ctx, _, done := watch(c)
		root, err := p.P.Solve(ctx, m, c.Note())
		if err = done(err); err != nil {
			return nil, err
		}
		return &lang.Family{U: u, Root: root}, nil
	}
	var sets [][]uint32
	ms, _ := puzzles.MethodsOf(p.P)
	err := ms.Each(c.Ctx, method, func(set []uint32) bool {
		sets = append(sets, set)
		return len(sets) < maxEnumerated
	})
	if err != nil {
		return nil, err
	}
	if len(sets) >= maxEnumerated {
		return nil, fmt.Errorf("method %s found %d solutions and stopped; method zdd holds any number", method, len(sets))
	}
	return lang.FamilyOf(m, u, sets...), nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// solutionSet reads parameter i as one solution of p: a list of
// elements, or a family over p's solutions whose first set is taken
// (a family with no set is an error).
func solutionSet(c *lang.Call, i int, p *lang.Puzzle) ([]uint32, error) {
	u := p.Universe()
	if f, ok := c.Arg(i).(*lang.Family); ok {
		if !lang.Fits(f, u) {
			return nil, solutionError(c, i, "the family is over %s, but the %s's solutions are over %s", f.U.Describe(), p.Type(), u.Describe())
		}
		sets := c.S.M.Sets(f.Root, 1)
		if len(sets) == 0 {
			return nil, solutionError(c, i, "the family has no set (no solution)")
		}
		return sets[0], nil
	}
	return c.Elements(i, u)
}

// solutionError is Errorf for a solution argument; show's second
// parameter (n, a number for families) is the solution S for puzzles.
func solutionError(c *lang.Call, i int, format string, args ...any) error {
	if c.B.Name != "show" {
		return c.Errorf(i, format, args...)
	}
	return c.ErrorAt(c.ArgPos(i), "show: argument S: %s", fmt.Sprintf(format, args...))
}

// boardOf returns the puzzle of parameter i: a puzzle, or a graph that a
// genre's blank board stands for (a Slitherlink's dot grid).
func boardOf(c *lang.Call, i int) (*lang.Puzzle, error) {
	switch x := c.Arg(i).(type) {
	case *lang.Puzzle:
		return x, nil
	case *lang.Graph:
		var first error
		for _, g := range puzzles.All() {
			if bm, ok := g.(puzzles.BoardMaker); ok {
				p, err := bm.BoardOf(x.G)
				if err == nil {
					return &lang.Puzzle{P: p}, nil
				}
				if first == nil {
					first = err
				}
			}
		}
		if first == nil {
			first = fmt.Errorf("no puzzle genre has a board for a graph")
		}
		return nil, argError(c, &puzzles.ArgError{Arg: c.B.Params[i].Name, Msg: trimGenre(first.Error())})
	}
	return nil, c.Errorf(i, "expected a puzzle or a graph, got %s", lang.KindOf(c.Arg(i)))
}

// hinter returns the board of parameter i as a puzzles.Hinter, and the
// solution of parameter i+1 (one set, of the blank board's form).
func hinter(c *lang.Call, i int) (*lang.Puzzle, puzzles.Hinter, []uint32, error) {
	p, err := boardOf(c, i)
	if err != nil {
		return nil, nil, nil, err
	}
	h, ok := p.P.(puzzles.Hinter)
	if !ok {
		return nil, nil, nil, c.Errorf(i, "%s has no hint sets", title(p.Type()))
	}
	what := "solution"
	if c.B.Params[i+1].Name == "L" {
		what = "loop"
	}
	set, err := oneSet(c, i+1, p, what)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := h.CheckForm(set); err != nil {
		return nil, nil, nil, c.Errorf(i+1, "%s", trimGenre(err.Error()))
	}
	return p, h, set, nil
}

// oneSet reads parameter i as exactly one set over p's elements: a list
// of elements, or a family holding exactly one set. what names the set
// in messages ("loop", "solution").
func oneSet(c *lang.Call, i int, p *lang.Puzzle, what string) ([]uint32, error) {
	if f, ok := c.Arg(i).(*lang.Family); ok && lang.Fits(f, p.Universe()) {
		if n := c.S.M.Count(f.Root); n.Cmp(bigOne) != 0 {
			return nil, c.Errorf(i, "expected one %s, but the family has %s sets; pick one with first(F), unrank(F, k) or [S for S in F]", what, lang.Group(n))
		}
	}
	return solutionSet(c, i, p)
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "load", Topic: "puzzles", Result: "puzzle",
		Params:  []lang.Param{{Name: "path", Kind: "string"}, {Name: "kind", Kind: "string", Optional: true}, {Name: "rule", Kind: "string", Optional: true}, {Name: "id", Kind: "string", Optional: true}},
		Help:    "reads a puzzle file (a data-set file: its first puzzle, or the one named by id; a plain grid; a puzz.link URL), or a puzz.link URL given as the path (read as puzzle(URL) reads it), its type detected or given by kind: the genre's name (\"slitherlink\", \"numberlink\", \"sudoku\"); rule: a Numberlink's rule",
		Example: `save(numberlink("1 . 1\n2 . 2"), "nl.txt"); p = load("nl.txt"); p; unique(p)`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			path := c.Str(0)
			if puzzles.IsURL(path) {
				// a puzz.link URL, read as puzzle(URL) reads it
				props := puzzles.Props{}
				if c.Has(2) {
					props["rule"] = c.OptStr(2)
				}
				return anyPuzzle(c, path, strings.ToLower(c.OptStr(1)), props)
			}
			data, err := c.ReadFile(0)
			if err != nil {
				return nil, err
			}
			o := puzzles.FileOptions{Genre: c.OptStr(1), Props: puzzles.Props{}}
			if c.Has(2) {
				o.Props["rule"] = c.OptStr(2)
			}
			if c.Has(3) {
				o.ID, o.HasID = c.Str(3), true
			}
			src, err := puzzles.ReadFile(path, string(data), o)
			if err != nil {
				return nil, argError(c, err)
			}
			p, err := parsePuzzle(src.Genre, src.Text, path, src.Props)
			return parsed(c, p, err)
		},
	})
	puzzleBuiltin = &lang.Builtin{
		Name: "puzzle", Topic: "puzzles", Result: "puzzle",
		Params:  []lang.Param{{Name: "text", Kind: "string"}},
		Help:    puzzleHelp,
		Example: `p = puzzle("https://puzz.link/p?mashu/6/6/1063000i3000"); p; count(solutions(p)); puzzle("http://pzv.jp/p.html?type=player&slither/5/5/cbcbcddad")`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			return anyPuzzle(c, c.Str(0), "", nil)
		},
	}
	lang.MustRegister(puzzleBuiltin)
	lang.MustRegister(&lang.Builtin{
		Name: "answer", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}},
		Help:    "the answer a puzzle was read with (a pzprv3 file's, as puzz.link saves it): the family of that one set, over the universe of solutions(p); the empty family when the file holds no answer or p was read without a file; check(p, answer(p)) says whether it is right",
		Example: `p = puzzle("pzprv3/mashu/2/3/. 1 . /. . . /1 1 /1 1 /1 0 1 /"); answer(p); check(p, answer(p)); show(p, answer(p))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			if a, ok := p.P.(puzzles.Answerer); ok {
				if set, has := a.Answer(); has {
					return lang.FamilyOf(c.S.M, p.Universe(), set), nil
				}
			}
			return &lang.Family{U: p.Universe(), Root: zdd.Empty}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "pzprv3", Topic: "puzzles", Result: "string",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}, {Name: "S", Kind: "family|list", Optional: true}},
		Help:    "the pzprv3 file of p, the form puzz.link's editor saves and opens, with the one solution S as its answer when given; puzzle(text) and load read it back, answer(p) giving S",
		Example: `p = puzzle("https://puzz.link/p?mashu/6/6/1063000i3000"); pzprv3(p, solutions(p)); answer(puzzle(pzprv3(p, solutions(p)))) == solutions(p)`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			w, ok := p.P.(puzzles.PZPRV3Writer)
			if !ok {
				return nil, c.Errorf(0, "%s has no pzprv3 file", title(p.Type()))
			}
			var set []uint32
			if c.Has(1) {
				s, err := oneSet(c, 1, p, "solution")
				if err != nil {
					return nil, err
				}
				set = s
				if set == nil {
					set = []uint32{}
				}
			}
			text, err := w.PZPRV3(set)
			if err != nil {
				return nil, c.Errorf(0, "%s", trimGenre(err.Error()))
			}
			return lang.Str(text), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "solutions", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}, {Name: "method", Kind: "string", Optional: true}},
		Help:    "the family of every solution of p (Slitherlink and Numberlink: edge sets; Sudoku: placements); method: \"zdd\" (default), \"ip\", \"sat\" (and \"ip-glpk\", \"sat-minisat\", sudoku \"dlx\") enumerate the same family; the Numberlink integer program can run for minutes on boards from about 100 cells (a weak relaxation), where sat and zdd take milliseconds",
		Example: "S = solutions(sudoku(\"1... ..2. .3.. ...4\")); count(S); S <= solutions(sudoku(\"1... .... .... ....\")); count(solutions(sudoku(\"1... .... .... ....\"), method: \"dlx\"))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f, err := solveFamily(c, puzzle(c, 0), c.OptStr(1))
			if err != nil {
				return nil, c.Failure(err)
			}
			return f, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "unique", Topic: "puzzles", Result: "boolean",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}, {Name: "method", Kind: "string", Optional: true}},
		Help:    "whether p has exactly one solution (method as for solutions; sudoku also \"fast\", \"ps12\", \"dlx\")",
		Example: "unique(slitherlink(`\n.23\n...\n.20\n`)); unique(slitherlink(\".3.\\n0..\")); unique(sudoku(\"1... ..2. .3.. ...4\"), method: \"ps12\")",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			method := strings.ToLower(c.OptStr(1))
			if method == "" || method == "zdd" {
				ctx, _, done := watch(c)
				ok, err := puzzles.Unique(ctx, c.S.M, p.P, c.Note())
				if err = done(err); err != nil {
					return nil, c.Failure(err)
				}
				return lang.Bool(ok), nil
			}
			names := methodNames(p, true)
			if !contains(names, method) {
				return nil, c.Errorf(1, "no method %q for %s (methods: %s)", method, p.Type(), strings.Join(names, ", "))
			}
			ms, _ := puzzles.MethodsOf(p.P)
			ok, err := ms.UniqueBy(c.Ctx, method)
			if err != nil {
				return nil, argError(c, err)
			}
			return lang.Bool(ok), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "cells", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle|graph"}},
		Help:    "the family holding one set: every cell of the puzzle's board (for a graph grid(R+1, C+1): of the R x C board inside it); pow(cells(p)) are all hint sets",
		Example: "cells(grid(3, 4))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, err := boardOf(c, 0)
			if err != nil {
				return nil, err
			}
			u := p.CellUniverse()
			all := make([]uint32, u.Size())
			for i := range all {
				all[i] = uint32(i)
			}
			return lang.FamilyOf(c.S.M, u, all), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "clues", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}},
		Help:    "the one set of the cells of p holding a clue, a number or a given",
		Example: `clues(sudoku("1... ..2. .3.. ...4"))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			var set []uint32
			for _, i := range p.P.Clues() {
				set = append(set, uint32(i))
			}
			return lang.FamilyOf(c.S.M, p.CellUniverse(), set), nil
		},
	})
}

// Show implements show(p) and show(p, S).
func Show(c *lang.Call, p *lang.Puzzle) (lang.Value, error) {
	ascii := c.Bool(2, false)
	if !c.Has(1) {
		return lang.Str(strings.TrimRight(draw(p, nil, ascii, nil), "\n")), nil
	}
	if _, ok := c.Arg(1).(lang.Int); ok {
		return nil, solutionError(c, 1, "to draw a puzzle with a solution give the solution (a family or a list of elements), not a number")
	}
	if f, ok := c.Arg(1).(*lang.Family); ok && f.Root == zdd.Empty && lang.Fits(f, p.Universe()) {
		return lang.Str(strings.TrimRight(draw(p, nil, ascii, nil), "\n") + "\n(no sets)"), nil
	}
	set, err := solutionSet(c, 1, p)
	if err != nil {
		return nil, err
	}
	out := strings.TrimRight(draw(p, set, ascii, nil), "\n")
	if f, ok := c.Arg(1).(*lang.Family); ok {
		if n := c.S.M.Count(f.Root); n.Cmp(bigOne) > 0 {
			out += fmt.Sprintf("\n(1 of %s sets shown)", lang.Group(n))
		}
	}
	return lang.Str(out), nil
}

// SVG implements svg(p, path) and svg(p, S, path).
func SVG(c *lang.Call, p *lang.Puzzle) (lang.Value, error) {
	var set []uint32
	pathAt := 1
	if c.Has(2) {
		s, err := solutionSet(c, 1, p)
		if err != nil {
			return nil, err
		}
		set, pathAt = s, 2
	}
	path, ok := c.Arg(pathAt).(lang.Str)
	if !ok {
		return nil, c.Errorf(pathAt, "expected the path of the SVG file, got %s", lang.KindOf(c.Arg(pathAt)))
	}
	var buf strings.Builder
	if err := puzzles.SVG(&buf, p.P, set); err != nil {
		return nil, c.Fail("%s", err.Error())
	}
	if err := c.WriteFile(string(path), []byte(buf.String()), false); err != nil {
		return nil, c.Errorf(pathAt, "%s", err.Error())
	}
	return lang.Str("wrote " + string(path)), nil
}

// bigOne is the integer 1.
var bigOne = lang.NewInt(1).V

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "hints", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "S", Kind: "family|list"}, {Name: "cells", Kind: "family|list", Optional: true}, {Name: "among", Kind: "family", Optional: true}},
		Help:    "the hint sets (sets of cells) for which solution S is the only one: Slitherlink (p or its dot grid) with S a loop, Sudoku with S a solution grid (clue sets, among every grid of the shape or the grids of among:); cells: the candidate cells (default all)",
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); H = hints(p, L); count(H); count(minimal(H))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, h, sol, err := hinter(c, 0)
			if err != nil {
				return nil, err
			}
			var o puzzles.HintOptions
			if c.Has(2) {
				vars, err := c.Elements(2, p.CellUniverse())
				if err != nil {
					return nil, err
				}
				o.Cells = make([]int, len(vars))
				for i, v := range vars {
					o.Cells[i] = int(v)
				}
			}
			if c.Has(3) {
				f := c.Family(3)
				if !lang.Fits(f, p.Universe()) {
					return nil, c.Errorf(3, "the family is over %s, expected %s", f.U.Describe(), p.Universe().Describe())
				}
				o.Among, o.HasAmong = f.Root, true
			}
			ctx, _, done := watch(c)
			root, err := h.Hints(ctx, c.S.M, sol, o)
			if err = done(err); err != nil {
				return nil, argError(c, err)
			}
			return &lang.Family{U: p.CellUniverse(), Root: root}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "agree", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}, {Name: "F", Kind: "family"}, {Name: "subsets", Kind: "boolean", Optional: true}},
		Help:    "for a Slitherlink loop L and a family F of edge sets: the sets of cells around which L and a set C of F (C != L) have as many edges, built on F's diagram without listing its sets; subsets: true gives every subset of them instead (the hint sets some other set of F also fits, often a far smaller diagram), so pow(cells(p)) - agree(p, L, cycles(g), subsets: true) are the good hint sets",
		Example: "g = grid(3, 3); L = first(minimum(cycles(g))); agree(g, L, cycles(g))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, _, loop, err := hinter(c, 0)
			if err != nil {
				return nil, err
			}
			a, ok := p.P.(puzzles.Agreer)
			if !ok {
				return nil, c.Errorf(0, "agree is not defined for %s", title(p.Type()))
			}
			f := c.Family(2)
			if u := p.Universe(); !lang.Fits(f, u) {
				return nil, c.Errorf(2, "the family is over %s, expected %s", f.U.Describe(), u.Describe())
			}
			root, err := a.Agree(c.Ctx, c.S.M, loop, f.Root, c.Bool(3, false))
			if err != nil {
				return nil, argError(c, err)
			}
			return &lang.Family{U: p.CellUniverse(), Root: root}, nil
		},
	})
	hardestBuiltin = &lang.Builtin{
		Name: "hardest", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{fam("H"), {Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}},
		Help:    hardestHelp,
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); hardest(minimal(hints(p, L)), p, L)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, gr, loop, err := grader(c, 1)
			if err != nil {
				return nil, err
			}
			h := c.Family(0)
			if u := p.CellUniverse(); !lang.Fits(h, u) {
				return nil, c.Errorf(0, "the family is over %s, expected %s", h.U.Describe(), u.Describe())
			}
			return &lang.Family{U: p.CellUniverse(), Root: gr.Hardest(c.S.M, h.Root, loop)}, nil
		},
	}
	lang.MustRegister(hardestBuiltin)
	difficultyBuiltin = &lang.Builtin{
		Name: "difficulty", Topic: "puzzles", Result: "list",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "L", Kind: "family|list"}, {Name: "H", Kind: "family|list"}},
		Help:    difficultyHelp,
		Example: "g = grid(3, 3); L = first(minimum(cycles(g))); difficulty(g, L, [(0, 0), (1, 1)])",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, gr, loop, err := grader(c, 0)
			if err != nil {
				return nil, err
			}
			hs, err := c.OneSet(2, p.CellUniverse())
			if err != nil {
				return nil, err
			}
			k := gr.DifficultyKey(loop, hs)
			out := make(lang.List, len(k))
			for i, x := range k {
				out[i] = lang.NewInt(int64(x))
			}
			return out, nil
		},
	}
	lang.MustRegister(difficultyBuiltin)
	lang.MustRegister(&lang.Builtin{
		Name: "instance", Topic: "puzzles", Result: "puzzle",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle|graph"}, {Name: "S", Kind: "family|list"}, {Name: "H", Kind: "family|list"}},
		Help:    "the puzzle whose clues are solution S's on the cells of H (Slitherlink: the loop's edge counts; Sudoku: the digits)",
		Example: "p = slitherlink(`\n...\n...\n`); L = first(minimum(solutions(p))); q = instance(p, L, first(minimum(hints(p, L)))); show(q)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p, h, sol, err := hinter(c, 0)
			if err != nil {
				return nil, err
			}
			hs, err := c.OneSet(2, p.CellUniverse())
			if err != nil {
				return nil, err
			}
			q, err := h.Instance(sol, hs)
			if err != nil {
				return nil, argError(c, err)
			}
			return &lang.Puzzle{P: q}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "url", Topic: "puzzles", Result: "string",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}},
		Help:    "the puzz.link URL of p (slither, numlin or sudoku); the constructors read it back. A Sudoku puzz.link cannot show (diagonals, 6x6 with 3-row boxes, other non-square boxes) has none",
		Example: "url(slitherlink(`\n.23\n...\n.20\n`)); url(sudoku(\"1... ..2. .3.. ...4\"))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			u, err := puzzles.URL(p.P)
			if err != nil {
				return nil, c.Errorf(0, "%s", trimGenre(err.Error()))
			}
			return lang.Str(u), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "check", Topic: "puzzles", Result: "string",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}, {Name: "S", Kind: "family|list"}},
		Help:    "\"ok\" when S (one set) is a solution of p, and otherwise the first rule it breaks, with its place: a line that branches or ends (Slitherlink), a clue not met, a path that does not reach its pair or touches itself (Numberlink), a digit twice in a unit (Sudoku)",
		Example: "p = slitherlink(`\n.23\n...\n.20\n`); S = solutions(p); check(p, S); check(p, change(S, 0)); check(p, change(S, 5))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			set, err := oneSet(c, 1, p, "solution")
			if err != nil {
				return nil, err
			}
			for _, v := range set {
				if sz := p.Universe().Size(); sz >= 0 && int(v) >= sz {
					return nil, c.Errorf(1, "element %d is outside the puzzle", v)
				}
			}
			return lang.Str(checkAnswer(p, set)), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "usage", Topic: "puzzles", Result: "list",
		Params:  []lang.Param{fam("F")},
		Help:    "for each element of F's universe, the number of sets of F that contain it (for solutions: how often each edge is used)",
		Example: "usage(cycles(grid(2, 3)))",
		Fn: func(c *lang.Call) (lang.Value, error) {
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
			use, _ := c.S.M.Usage(f.Root, n)
			out := make(lang.List, len(use))
			for i, x := range use {
				out[i] = lang.Int{V: x}
			}
			return out, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "never", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{fam("F")},
		Help:    "the one set of the elements of F's universe in no set of F (for solutions: the edges no solution uses; common(F) gives those every one uses)",
		Example: "never(solutions(slitherlink(\".3.\\n0..\")))",
		Fn: func(c *lang.Call) (lang.Value, error) {
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
			return lang.FamilyOf(c.S.M, f.U, out), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "compare", Topic: "puzzles", Result: "string",
		Params:  []lang.Param{{Name: "p", Kind: "puzzle"}, {Name: "S", Kind: "family"}, {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "draws two solutions of S side by side with the edges where they differ highlighted (or says that S has fewer than two)",
		Example: "p = slitherlink(`\n.3.\n...\n`); compare(p, solutions(p))",
		Fn: func(c *lang.Call) (lang.Value, error) {
			p := puzzle(c, 0)
			f := c.Family(1)
			if !lang.Fits(f, p.Universe()) {
				return nil, c.Errorf(1, "the family is over %s, but the %s's solutions are over %s", f.U.Describe(), p.Type(), p.Universe().Describe())
			}
			ascii := c.Bool(2, false)
			sets := c.S.M.Sets(f.Root, 2)
			if len(sets) < 2 {
				return lang.Str(fmt.Sprintf("%d %s: nothing to compare", len(sets), wording.Plural(len(sets), "solution", "solutions"))), nil
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
			blocks := []string{draw(p, a, ascii, only(a)), draw(p, b, ascii, only(b))}
			out := wording.Blocks(blocks, 78)
			names := make([]string, len(d))
			for i, v := range d {
				names[i] = p.Universe().Name(v)
			}
			out += fmt.Sprintf("(2 of %s solutions; they differ in %d %s: %s)", lang.Group(c.S.M.Count(f.Root)), len(d), wording.Plural(len(d), "element", "elements"), strings.Join(names, " "))
			return lang.Str(out), nil
		},
	})
}

// The help of hardest and difficulty, to which graderHelp adds each
// genre's key.
// hardestBuiltin and difficultyBuiltin end their help with the
// difficulty keys of the genres registered (graderHelp).
var hardestBuiltin, difficultyBuiltin *lang.Builtin

const (
	hardestHelp    = "the hint sets of H that are hardest for solution L by the difficulty key of p's genre (smallest first; see difficulty)"
	difficultyHelp = "the difficulty key of hint set H on solution L by p's genre"
)

// graderHelp completes the help of hardest and difficulty with the key
// of every genre that names one (puzzles.KeyHelper).
func graderHelp(all []puzzles.Genre) {
	var keys []string
	for _, g := range all {
		if k, ok := g.(puzzles.KeyHelper); ok {
			keys = append(keys, title(g.Name())+": "+k.KeyHelp())
		}
	}
	suffix := ""
	if len(keys) > 0 {
		suffix = "; " + strings.Join(keys, "; ")
	}
	hardestBuiltin.Help = hardestHelp + suffix
	difficultyBuiltin.Help = difficultyHelp + suffix
}

// grader returns the board of parameter i as a puzzles.Grader with its
// loop (parameter i+1).
func grader(c *lang.Call, i int) (*lang.Puzzle, puzzles.Grader, []uint32, error) {
	p, _, loop, err := hinter(c, i)
	if err != nil {
		return nil, nil, nil, err
	}
	gr, ok := p.P.(puzzles.Grader)
	if !ok {
		return nil, nil, nil, c.Errorf(i, "%s has no difficulty order", title(p.Type()))
	}
	return p, gr, loop, nil
}

// checkAnswer returns "ok" when set is a solution of p, and otherwise
// the first rule it breaks, with its place.
func checkAnswer(p *lang.Puzzle, set []uint32) string {
	why := p.P.Check(set)
	if why == nil {
		return "ok"
	}
	return trimGenre(why.Error())
}

// Save implements save(p, path): a header line naming the genre
// and every property that changes the answer (load reads it back), then
// the puzzle's text (File of the genre).
//
// With format: "pzprv3" it writes the puzzle's pzprv3 file instead (the
// clues, and the one solution answer: S as its answer), which
// puzz.link's editor opens and load reads back. Argument answer is the
// call's parameter 4.
func Save(c *lang.Call, p *lang.Puzzle) (lang.Value, error) {
	text := puzzles.FileText(p.P)
	f := strings.ToLower(c.OptStr(2))
	if c.Has(4) && f != "pzprv3" {
		return nil, c.Errorf(4, "an answer is saved in a pzprv3 file: give format: \"pzprv3\"")
	}
	switch f {
	case "":
	case "pzprv3":
		w, ok := p.P.(puzzles.PZPRV3Writer)
		if !ok {
			return nil, c.Errorf(0, "%s has no pzprv3 file", title(p.Type()))
		}
		var set []uint32
		if c.Has(4) {
			s, err := oneSet(c, 4, p, "answer")
			if err != nil {
				return nil, err
			}
			set = s
			if set == nil {
				set = []uint32{}
			}
		}
		t, err := w.PZPRV3(set)
		if err != nil {
			return nil, c.Errorf(0, "%s", trimGenre(err.Error()))
		}
		text = t
	default:
		return nil, c.Errorf(2, "a puzzle is saved as zq's puzzle file (no format:) or format: \"pzprv3\", not %q", f)
	}
	if err := c.WriteFile(c.Str(1), []byte(text), c.Bool(3, false)); err != nil {
		return nil, c.Errorf(1, "%s", err.Error())
	}
	return lang.Str("saved the " + p.Type() + " to " + c.Str(1)), nil
}

// genresSeen are the genres whose builtins are registered.
var genresSeen = map[string]bool{}

// Each puzzle genre registered with package puzzles (from a package of
// its own, which this one does not import) becomes builtins when
// builtins are first looked up after it registered.
func init() {
	lang.AddSource(puzzles.Registered, func() {
		all := puzzles.All()
		for _, g := range all {
			if genresSeen[g.Name()] {
				continue
			}
			genresSeen[g.Name()] = true
			for _, b := range genreBuiltins(g) {
				lang.MustRegister(b)
			}
		}
		graderHelp(all)
		typesHelp(all)
	})
}

// genreBuiltins are the builtins of a genre: its constructor and its
// functions.
func genreBuiltins(g puzzles.Genre) []*lang.Builtin {
	d := g.Doc()
	params := []lang.Param{{Name: "text", Kind: "string"}}
	for _, p := range d.Params {
		params = append(params, lang.Param{Name: p.Name, Kind: p.Kind, Optional: true})
	}
	out := []*lang.Builtin{{
		Name: g.Name(), Topic: "puzzles", Result: "puzzle",
		Params: params, Help: d.Help, Example: d.Example,
		Fn: func(c *lang.Call) (lang.Value, error) {
			props := puzzles.Props{}
			for i, p := range d.Params {
				if !c.Has(i + 1) {
					continue
				}
				switch x := c.Arg(i + 1).(type) {
				case lang.Bool:
					props[p.Name] = strconv.FormatBool(bool(x))
				case lang.Str:
					props[p.Name] = string(x)
				default:
					props[p.Name] = lang.Show(x)
				}
			}
			p, err := parsePuzzle(g.Name(), c.Str(0), "", props)
			return parsed(c, p, err)
		},
	}}
	if fs, ok := g.(puzzles.Functions); ok {
		for _, f := range fs.Functions() {
			out = append(out, functionBuiltin(f))
		}
	}
	return out
}

// functionBuiltin makes a builtin of a genre's function.
func functionBuiltin(f puzzles.Function) *lang.Builtin {
	var params []lang.Param
	for _, p := range f.Params {
		params = append(params, lang.Param{Name: p.Name, Kind: p.Kind, Optional: p.Optional})
	}
	return &lang.Builtin{
		Name: f.Name, Topic: "puzzles", Result: "family",
		Params: params, Help: f.Help, Example: f.Example,
		Fn: func(c *lang.Call) (lang.Value, error) {
			args := make([]any, len(f.Params))
			for i, p := range f.Params {
				if !c.Has(i) {
					continue
				}
				switch p.Kind {
				case "graph":
					args[i] = c.Arg(i).(*lang.Graph).G
				case "integer":
					k, err := c.Int(i, -1<<31, 1<<31-1)
					if err != nil {
						return nil, err
					}
					args[i] = k
				case "boolean":
					args[i] = c.Bool(i, false)
				case "string":
					args[i] = c.Str(i)
				}
			}
			ctx, _, done := watch(c)
			res, err := f.Fn(ctx, c.S.M, args)
			if err = done(err); err != nil {
				return nil, argError(c, err)
			}
			return &lang.Family{U: lang.SpaceUniverse(res.Space), Root: res.Root}, nil
		},
	}
}

// draw draws the puzzle with the solution set (nil for none).
func draw(p *lang.Puzzle, set []uint32, ascii bool, mark []uint32) string {
	return p.P.Draw(set, puzzles.DrawOptions{ASCII: ascii, Mark: mark})
}
