// Package puzzles is the contract every puzzle genre of zq meets, and the
// registry the genres join.
//
// A genre is one package under puzzles/ (slitherlink, numberlink, sudoku)
// that calls [Register] from its init function with a [Genre]. The front
// end (package lang) knows genres only through this package: it parses
// text with [Genre.Parse], and works on the [Puzzle] it gets back. What
// only some genres can do is asked for with optional interfaces, as
// database/sql asks its drivers: [SVGWriter], [URLWriter] and [Uniquer]
// (with defaults: [SVG], [URL], [Unique]), [Methods] or its short form
// [Solvers] (solvers other than the ZDD), [Hinter] (hint sets and
// instances), [Grader] (difficulty, named by a genre's [KeyHelper]),
// [Agreer], [DataSet] (files of many puzzles with ids, read by
// [ReadFile]), [Sniffer] (recognising a genre's text), [BoardMaker] (a
// blank board from a graph) and [Functions] (functions of the genre's
// own). A genre's elements are a [Space]: edges, cells or vertex pairs,
// or an [ElementSpace] of its own that names and draws them.
//
// The command wires genres in with imports (package puzzles/all imports
// each genre once), so adding a genre touches no other package.
package puzzles

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles/internal/place"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/zdd"
)

// Genre is one kind of puzzle.
type Genre interface {
	// Name is the genre's name in lower case ("slitherlink"); it names
	// its constructor in the language and its files' header.
	Name() string
	// Doc describes the constructor: its help, an example and the
	// properties (Params) it takes beside the text.
	Doc() Doc
	// Parse reads one puzzle from inline text, a data-set entry or a
	// puzz.link URL, under props (the values of Doc().Params by name;
	// booleans are "true"). Errors with a place are *ParseError.
	Parse(text string, props Props) (Puzzle, error)
}

// Doc describes a genre's constructor.
type Doc struct {
	// Help says what text the constructor reads and what its
	// properties mean.
	Help string
	// Example is a line of the language using it.
	Example string
	// Params are the properties the constructor takes by name.
	Params []Param
	// URLTypes are the type names of the genre's puzz.link URLs
	// ("slither" in https://puzz.link/p?slither/...), lower case.
	URLTypes []string
}

// Param is a named property of a constructor or a parameter of a
// [Function].
type Param struct {
	Name string
	// Kind is "string", "boolean" or "integer" (and, for functions,
	// "graph").
	Kind string
	// Optional parameters may be left out.
	Optional bool
}

// Props are a puzzle's properties by name, as a constructor takes them
// and as save writes them in a file's header: "rule" = "C", "box" =
// "3x2", "multi" = "true".
type Props map[string]string

// Bool reports whether the property name is "true".
func (p Props) Bool(name string) bool { return p[name] == "true" }

// Puzzle is one puzzle of a genre.
type Puzzle interface {
	// Genre is the genre's name.
	Genre() string
	// Summary is a one-line description: "slitherlink 3x3, 4 hints".
	Summary() string
	// Text is the puzzle as text, the way its genre's Parse reads it.
	Text() string
	// Props are the properties that change the puzzle's answers beside
	// its text (Parse takes them back): the Numberlink rule, the Sudoku
	// box shape.
	Props() Props
	// File is the text save writes (Text, or a form that keeps more).
	File() string
	// Elements is the universe of the solutions' elements.
	Elements() Space
	// Board is the size of the grid of cells that clues and hints are
	// sets of.
	Board() (rows, cols int)
	// Clues are the cells (row-major) holding a clue, a number or a
	// given.
	Clues() []int
	// Draw draws the puzzle as text with the solution set (nil for
	// none); Mark highlights elements.
	Draw(set []uint32, o DrawOptions) string
	// Check returns nil when set is a solution, and otherwise an error
	// naming the first rule it breaks and its place.
	Check(set []uint32) error
	// Solve builds the family of every solution. Constructions run
	// under ctx: a progress hook in it (topdown.WithProgress) reports
	// them and can stop them; note, if not nil, is told of each phase.
	Solve(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error)
}

// DrawOptions tune [Puzzle.Draw].
type DrawOptions struct {
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Mark are elements to highlight.
	Mark []uint32
}

// Method is a way of solving other than the ZDD (which every genre has).
type Method struct {
	// Name is what the language's method: option takes ("ip", "sat").
	Name string
	// UniqueOnly methods decide uniqueness but list no solutions.
	UniqueOnly bool
}

// Methods is implemented by puzzles that other solvers can solve.
type Methods interface {
	// Methods lists them.
	Methods() []Method
	// Each yields the solutions found by method one by one until yield
	// returns false or none is left.
	Each(ctx context.Context, method string, yield func(set []uint32) bool) error
	// UniqueBy decides uniqueness by method.
	UniqueBy(ctx context.Context, method string) (bool, error)
}

// Set converts a solution as external solvers give it (element
// numbers) to a set.
func Set(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	return out
}

// UniqueByEach decides uniqueness by listing at most two solutions with
// m.Each: the UniqueBy of methods that list solutions.
func UniqueByEach(ctx context.Context, m Methods, method string) (bool, error) {
	n := 0
	err := m.Each(ctx, method, func([]uint32) bool { n++; return n < 2 })
	return n == 1, err
}

// HintOptions tune [Hinter.Hints].
type HintOptions struct {
	// Cells are the candidate cells (nil: every cell).
	Cells []int
	// Among, when HasAmong, is the family of solutions the hints must
	// tell the solution from (default: every solution of the board).
	Among    zdd.Node
	HasAmong bool
}

// Hinter is implemented by puzzles whose instances are a solution's
// hints on a set of cells (Slitherlink: the loop's edge counts; Sudoku:
// the digits).
type Hinter interface {
	// CheckForm returns nil when set is a solution of the blank board
	// (clues aside), and otherwise why not.
	CheckForm(set []uint32) error
	// Hints is the family of the hint sets (sets of cells) for which sol
	// is the only solution.
	Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o HintOptions) (zdd.Node, error)
	// Instance is the puzzle whose clues are sol's on the cells hints.
	Instance(sol []uint32, hints []uint32) (Puzzle, error)
}

// Grader is implemented by puzzles with a difficulty order on hint
// sets.
type Grader interface {
	// DifficultyKey is the key of hint set hints on solution sol;
	// smaller keys are harder.
	DifficultyKey(sol, hints []uint32) []int
	// Hardest keeps the hint sets of h with the smallest key.
	Hardest(m *zdd.Manager, h zdd.Node, sol []uint32) zdd.Node
}

// KeyHelper is implemented by genres whose puzzles are Graders: the
// help of the language's difficulty and hardest names the key's
// entries with it.
type KeyHelper interface {
	// KeyHelp names the key's entries: "the numbers of hints 4, 0, 3,
	// 1 and 2 (smaller is harder)".
	KeyHelp() string
}

// Agreer is implemented by puzzles whose hint sets can be computed
// against any family of candidate solutions.
type Agreer interface {
	// Agree is the family of cell sets on which sol and some other set
	// of f give the same hints; subsets: every subset of them.
	Agree(ctx context.Context, m *zdd.Manager, sol []uint32, f zdd.Node, subsets bool) (zdd.Node, error)
}

// Entry is one puzzle of a data-set file.
type Entry struct {
	// ID is the puzzle's id in the file.
	ID string
	// Line is the 0-based line the entry starts on.
	Line int
	// Text is the entry's lines.
	Text string
}

// DataSet is implemented by genres with files of many puzzles with ids.
type DataSet interface {
	// Entries returns the entries of text and true when text is such a
	// file (its first line that is not blank or a comment starts one).
	Entries(text string) ([]Entry, bool)
}

// Sniffer is implemented by genres whose text can be recognised.
type Sniffer interface {
	// Sniff rates how much lines (the text's lines that are not blank
	// or comments, trimmed) look like the genre: 0 not at all; the
	// genre with the highest rate wins.
	Sniff(lines []string) int
}

// BoardMaker is implemented by genres whose blank board can stand for
// a graph (Slitherlink: the dot grid grid(R+1, C+1)).
type BoardMaker interface {
	// BoardOf returns the blank puzzle of g, or an error when g is not
	// such a graph.
	BoardOf(g *graph.Graph) (Puzzle, error)
}

// Functions is implemented by genres with functions of their own.
type Functions interface {
	Functions() []Function
}

// Function is a function a genre adds to the language.
type Function struct {
	Name, Help, Example string
	Params              []Param
	// Fn computes the result from the arguments: *graph.Graph, int,
	// bool or string by the parameters' kinds, nil for an optional one
	// left out. Work runs under ctx as for [Puzzle.Solve].
	Fn func(ctx context.Context, m *zdd.Manager, args []any) (Family, error)
}

// Family is a family of sets with the universe of its elements.
type Family struct {
	Root  zdd.Node
	Space Space
}

// PairVar returns the variable of the vertex pair {u, v} (u != v) of a
// graph with n vertices: pairs are numbered in lexicographic order of
// (min, max), so {0,1} is 0, {0,2} is 1, ..., {n-2,n-1} is n(n-1)/2-1.
func PairVar(n, u, v int) uint32 {
	if u > v {
		u, v = v, u
	}
	return uint32(u*(2*n-u-1)/2 + (v - u - 1))
}

// PairOf inverts PairVar: the pair numbered x, (-1, -1) past the last.
func PairOf(n int, x uint32) (u, v int) {
	k := int(x)
	for u = 0; u < n-1; u++ {
		row := n - u - 1
		if k < row {
			return u, u + 1 + k
		}
		k -= row
	}
	return -1, -1
}

// ParseError is an error in puzzle text with its place: where in the
// text, and which cell of the board when it is about one. Messages name
// places as the language does: a cell is (r, c), counted from 0; only a
// place in the text is counted from 1, as editors count lines and
// columns, and the message says it is one ("line 3, column 5 of the
// text").
type ParseError struct {
	// Genre names the genre ("" for none).
	Genre string
	// Line and Column place the error in the text, counted from 1 (the
	// column in characters of the line); 0 where they do not apply.
	Line, Column int
	// Cell reports that the error is about the cell (Row, Col) of the
	// board, counted from 0.
	Cell     bool
	Row, Col int
	Msg      string
}

// CellName names the cell (r, c) of a board, counted from 0, as the
// language writes it: "(2, 4)".
func CellName(r, c int) string { return place.Cell(r, c) }

// Place is the error's place: "line 3, column 5 of the text, cell (2,
// 4)", "line 3 of the text", "cell (2, 4)", or "" when it has none.
func (e *ParseError) Place() string {
	return place.Format(e.Line, e.Column, e.Cell, e.Row, e.Col)
}

// Error is the genre, the place and the message: "sudoku: line 2,
// column 3 of the text, cell (1, 2): ...".
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.Genre != "" {
		b.WriteString(e.Genre + ": ")
	}
	if pl := e.Place(); pl != "" {
		b.WriteString(pl + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ArgError is an error about one argument of an operation, named as in
// the language ("p", "S", "cells", "among"), so that the front end can
// point at it.
type ArgError struct {
	Arg string
	Msg string
}

// Error is the message alone (the front end names the argument).
func (e *ArgError) Error() string { return e.Msg }

var (
	mu         sync.RWMutex
	genres     = map[string]Genre{}
	registered atomic.Int64
)

// Linked names the genres package puzzles/all links in, for a front end
// to tell a program without them how to add them when it meets one of
// these names (puzzles/all's tests hold the list to what it registers).
var Linked = []string{"country", "dbchoco", "firefly", "hashi", "heyawake", "hitori", "kurodoko", "lightup", "lits", "masyu", "norinori", "numberlink", "nurikabe", "nurimaze", "nurimisaki", "sashigane", "shakashaka", "shikaku", "slitherlink", "sudoku", "tapa", "yajilin"}

// Registered is the number of genres registered so far; a front end
// that builds something from the registry compares it with the number
// it saw last, at the cost of one atomic load.
func Registered() int { return int(registered.Load()) }

// Register adds a genre; it panics when the name is taken, as a genre
// registers once, from its package's init.
func Register(g Genre) {
	mu.Lock()
	defer mu.Unlock()
	name := g.Name()
	if name == "" || strings.ToLower(name) != name {
		panic(fmt.Sprintf("puzzles: bad genre name %q", name))
	}
	if _, dup := genres[name]; dup {
		panic("puzzles: genre " + name + " registered twice")
	}
	genres[name] = g
	registered.Add(1)
}

// Lookup returns the genre called name.
func Lookup(name string) (Genre, bool) {
	mu.RLock()
	defer mu.RUnlock()
	g, ok := genres[name]
	return g, ok
}

// All returns the registered genres by name.
func All() []Genre {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]Genre, 0, len(genres))
	for _, g := range genres {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Names returns the registered genres' names, sorted.
func Names() []string {
	var out []string
	for _, g := range All() {
		out = append(out, g.Name())
	}
	return out
}

// ContentLines returns the lines of text that are not blank or comments
// ('#'), trimmed.
func ContentLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// URLType returns the puzzle type a puzz.link URL names (lower case,
// without an _edit or _play suffix), when text is one (comment lines
// aside, and nothing else): https://puzz.link/p?TYPE/..., the pzv.jp
// form http://pzv.jp/p.html?TYPE/..., with query parameters before the
// type (?type=player&TYPE/...) or a variant (?v:VARIANT/TYPE/...), or
// the query alone (TYPE/COLS/ROWS/...). It is "" for other text. The
// type may be one no genre registers.
func URLType(text string) string {
	lines := ContentLines(text)
	if len(lines) != 1 || strings.ContainsAny(lines[0], " \t") || !strings.Contains(lines[0], "/") || IsPZPRV3(text) {
		return ""
	}
	return pzpr.TypeOf(lines[0])
}

// IsURL reports whether text is a puzz.link URL with its '?' (comment
// lines aside, and nothing else), whether or not a genre reads its type.
func IsURL(text string) bool {
	lines := ContentLines(text)
	return len(lines) == 1 && pzpr.IsURL(lines[0])
}

// GenreOfType returns the genre a puzz.link type name stands for: the
// genre whose Doc().URLTypes hold it, or the genre of that name
// ("mashu", "masyu" and "pearl" are all Masyu); ok is false when none
// does.
func GenreOfType(typ string) (Genre, bool) {
	typ = strings.ToLower(typ)
	all := All()
	for _, g := range all {
		for _, t := range g.Doc().URLTypes {
			if t == typ {
				return g, true
			}
		}
	}
	for _, g := range all {
		if g.Name() == typ {
			return g, true
		}
	}
	return nil, false
}

// URLGenre returns the genre whose puzz.link URL text is (comment lines
// aside, and nothing else), or "": see [URLType] for the forms read and
// [GenreOfType] for the names.
func URLGenre(text string) string {
	typ := URLType(text)
	if typ == "" {
		return ""
	}
	if g, ok := GenreOfType(typ); ok {
		return g.Name()
	}
	return ""
}

// Detect guesses the genre of text: by a URL or a pzprv3 file's type,
// then by the genres' Sniff rates; "" when none claims it.
func Detect(text string) string {
	if k := URLGenre(text); k != "" {
		return k
	}
	if IsPZPRV3(text) {
		if f, err := ReadPZPRV3(text); err == nil {
			if g, ok := GenreOfType(f.Type); ok {
				return g.Name()
			}
		}
		return ""
	}
	lines := ContentLines(text)
	if len(lines) == 0 {
		return ""
	}
	best, rate := "", 0
	for _, g := range All() {
		if s, ok := g.(Sniffer); ok {
			if r := s.Sniff(lines); r > rate {
				best, rate = g.Name(), r
			}
		}
	}
	return best
}
