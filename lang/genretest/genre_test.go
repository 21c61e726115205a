// Package genretest shows what adding a puzzle genre takes: the genre
// below (about a hundred lines, in a test so that it stays out of the
// command) registers itself with package puzzles and is then a
// constructor of the language with solutions, unique, check, show,
// save and load, hints excepted (it implements none of the optional
// interfaces), without a line changed in package lang.
package genretest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
	"github.com/zqlang/zq/puzzles"
	_ "github.com/zqlang/zq/puzzles/all"
	"github.com/zqlang/zq/zdd"
)

// rows is a toy genre: shade cells of a board so that row r holds
// exactly count[r] shaded cells. Its text is the counts, one per row;
// its property "cols" is the width of the board.
type rows struct{}

func (rows) Name() string { return "rowcount" }

func (rows) Doc() puzzles.Doc {
	return puzzles.Doc{
		Help:    "a board whose row r must hold exactly the r-th count of shaded cells",
		Example: `count(solutions(rowcount("1 2", cols: 3)))`,
		Params:  []puzzles.Param{{Name: "cols", Kind: "integer", Optional: true}},
	}
}

func (rows) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	cols := 2
	if c, ok := props["cols"]; ok {
		n, err := strconv.Atoi(c)
		if err != nil || n < 1 || n > 8 {
			return nil, &puzzles.ArgError{Arg: "cols", Msg: "expected a width 1..8, got " + c}
		}
		cols = n
	}
	var counts []int
	fields, at := puzzles.Fields(text)
	for i, f := range fields {
		k, err := strconv.Atoi(f)
		if err != nil || k < 0 || k > cols {
			return nil, &puzzles.ParseError{Genre: "rowcount", Column: at[i], Msg: fmt.Sprintf("the count of row %d must be 0..%d, got %q", i, cols, f)}
		}
		counts = append(counts, k)
	}
	if len(counts) == 0 {
		return nil, &puzzles.ParseError{Genre: "rowcount", Msg: "no rows"}
	}
	return &board{counts, cols}, nil
}

type board struct {
	counts []int
	cols   int
}

func (*board) Genre() string { return "rowcount" }
func (b *board) Summary() string {
	return fmt.Sprintf("rowcount %dx%d", len(b.counts), b.cols)
}
func (b *board) Text() string {
	return strings.Trim(fmt.Sprint(b.counts), "[]")
}
func (b *board) File() string            { return b.Text() }
func (b *board) Props() puzzles.Props    { return puzzles.Props{"cols": strconv.Itoa(b.cols)} }
func (b *board) Elements() puzzles.Space { return puzzles.Cells(len(b.counts), b.cols) }
func (b *board) Board() (int, int)       { return len(b.counts), b.cols }
func (b *board) Clues() []int            { return nil }

func (b *board) Draw(set []uint32, _ puzzles.DrawOptions) string {
	in := map[uint32]bool{}
	for _, v := range set {
		in[v] = true
	}
	var s strings.Builder
	for r, k := range b.counts {
		for c := 0; c < b.cols; c++ {
			if in[uint32(r*b.cols+c)] {
				s.WriteByte('#')
			} else {
				s.WriteByte('.')
			}
		}
		fmt.Fprintf(&s, " %d\n", k)
	}
	return s.String()
}

func (b *board) Check(set []uint32) error {
	n := make([]int, len(b.counts))
	for _, v := range set {
		n[int(v)/b.cols]++
	}
	for r, k := range b.counts {
		if n[r] != k {
			return fmt.Errorf("row %d has %d shaded cells, not %d", r+1, n[r], k)
		}
	}
	return nil
}

// Solve lists every board and keeps the solutions (boards are tiny).
func (b *board) Solve(ctx context.Context, m *zdd.Manager, _ func(string)) (zdd.Node, error) {
	cells := len(b.counts) * b.cols
	f := zdd.Empty
	for mask := 0; mask < 1<<cells; mask++ {
		var set []uint32
		for v := 0; v < cells; v++ {
			if mask&(1<<v) != 0 {
				set = append(set, uint32(v))
			}
		}
		if b.Check(set) == nil {
			f = m.Union(f, m.SetOf(set))
		}
	}
	return f, ctx.Err()
}

func init() { puzzles.Register(rows{}) }

// TestNewGenre drives the toy genre through the language.
func TestNewGenre(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	pic := filepath.Join(t.TempDir(), "p.svg")
	var out strings.Builder
	s := lang.NewSession(&out)
	src := `p = rowcount("1 2", cols: 3)
assert count(solutions(p)) == 9
assert not unique(p)
assert unique(rowcount("3 0", cols: 3))
S = first(solutions(p))
assert check(p, S) == "ok"
check(p, [(0, 0)])
show(p, S)
save(p, "` + path + `")
svg(p, S, "` + pic + `")
q = load("` + path + `")
assert q == p
assert solutions(q) == solutions(p)
`
	if err := s.Run("t.zq", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
	got := out.String()
	for _, want := range []string{"row 2 has 0 shaded cells, not 2", "#.. 1", "##. 2"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(data), "# zq puzzle: rowcount cols=3\n") {
		t.Errorf("saved file %q (%v)", data, err)
	}
	// A genre without a picture of its own is drawn as its text.
	if data, err := os.ReadFile(pic); err != nil || !strings.Contains(string(data), "<svg") || !strings.Contains(string(data), "#.. 1") {
		t.Errorf("svg file %q (%v)", data, err)
	}
	// Errors point at the place: the text's row, the property.
	for src, want := range map[string]string{
		`rowcount("1 9")`:          "rowcount: argument text: column 3 of the text: the count of row 1 must be 0..2",
		`rowcount("1", cols: 99)`:  "rowcount: argument cols: expected a width 1..8, got 99",
		`hints(rowcount("1"), [])`: "hints: argument p: Rowcount has no hint sets",
		`url(rowcount("1"))`:       "url: argument p: Rowcount has no puzz.link URL",
	} {
		err := s.Run("e.zq", src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
