package puzzles_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// dots is a toy genre with the contract's core alone: a row of n cells,
// of which k are to be shaded.
type dots struct{}

func (dots) Name() string { return "dotstest" }
func (dots) Doc() puzzles.Doc {
	return puzzles.Doc{Help: "k of n", Params: []puzzles.Param{{Name: "wide", Kind: "boolean", Optional: true}}}
}
func (dots) Parse(text string, props puzzles.Props) (puzzles.Puzzle, error) {
	var n, k int
	lines := puzzles.ContentLines(text)
	if len(lines) != 1 {
		return nil, &puzzles.ParseError{Genre: "dotstest", Line: 1, Msg: "one line"}
	}
	if _, err := fmt.Sscanf(lines[0], "%d of %d", &k, &n); err != nil || k > n {
		return nil, &puzzles.ParseError{Genre: "dotstest", Line: 1, Msg: "want K of N"}
	}
	return &row{n: n, k: k, wide: props.Bool("wide")}, nil
}
func (dots) Entries(text string) ([]puzzles.Entry, bool) {
	var out []puzzles.Entry
	for i, l := range strings.Split(text, "\n") {
		if id, rest, ok := strings.Cut(l, ": "); ok {
			out = append(out, puzzles.Entry{ID: id, Line: i, Text: rest})
		}
	}
	return out, len(out) > 0
}

type row struct {
	n, k int
	wide bool
}

func (*row) Genre() string          { return "dotstest" }
func (r *row) Summary() string      { return r.Text() }
func (r *row) Text() string         { return fmt.Sprintf("%d of %d", r.k, r.n) }
func (r *row) File() string         { return r.Text() }
func (r *row) Props() puzzles.Props { return puzzles.Props{"wide": fmt.Sprint(r.wide)} }
func (r *row) Elements() puzzles.Space {
	return puzzles.Cells(1, r.n)
}
func (r *row) Board() (int, int) { return 1, r.n }
func (r *row) Clues() []int      { return nil }
func (r *row) Draw(set []uint32, _ puzzles.DrawOptions) string {
	b := []byte(strings.Repeat(".", r.n))
	for _, v := range set {
		b[v] = '#'
	}
	return string(b) + "\n"
}
func (r *row) Check(set []uint32) error {
	if len(set) != r.k {
		return fmt.Errorf("%d shaded, not %d", len(set), r.k)
	}
	return nil
}
func (r *row) Solve(ctx context.Context, m *zdd.Manager, _ func(string)) (zdd.Node, error) {
	vars := make([]uint32, r.n)
	for i := range vars {
		vars[i] = uint32(i)
	}
	f := zdd.Empty
	for _, s := range m.Sets(m.Pow(vars), -1) {
		if len(s) == r.k {
			f = m.Union(f, m.SetOf(s))
		}
	}
	return f, nil
}

func init() { puzzles.Register(dots{}) }

// TestDefaults: a genre with the core alone gets uniqueness by counting,
// a text picture and an error for its URL.
func TestDefaults(t *testing.T) {
	m := zdd.New()
	for text, want := range map[string]bool{"1 of 1": true, "0 of 3": true, "3 of 3": true, "1 of 2": false, "2 of 4": false} {
		p, err := puzzles.Parse("dotstest", text, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := puzzles.Unique(context.Background(), m, p, nil)
		if err != nil || got != want {
			t.Errorf("Unique(%s) = %v, %v; want %v", text, got, err, want)
		}
	}
	p, _ := puzzles.Parse("dotstest", "2 of 3", nil)
	var b strings.Builder
	if err := puzzles.SVG(&b, p, []uint32{0, 2}); err != nil || !strings.Contains(b.String(), ">#.#</tspan>") {
		t.Errorf("SVG: %v\n%s", err, b.String())
	}
	if _, err := puzzles.URL(p); err == nil || !strings.Contains(err.Error(), "Dotstest has no puzz.link URL") {
		t.Errorf("URL error %v", err)
	}
	if _, ok := puzzles.MethodsOf(p); ok {
		t.Error("a puzzle without methods has Methods")
	}
}

// TestReadFile: the header round trip, data-set entries by id, and the
// errors naming what they are about.
func TestReadFile(t *testing.T) {
	p := &row{n: 4, k: 2, wide: true}
	text := puzzles.FileText(p)
	if !strings.HasPrefix(text, "# zq puzzle: dotstest wide\n") {
		t.Fatalf("file text %q", text)
	}
	src, err := puzzles.ReadFile("f", text, puzzles.FileOptions{})
	if err != nil || src.Genre != "dotstest" || src.Props["wide"] != "true" {
		t.Fatalf("ReadFile = %+v, %v", src, err)
	}
	q, err := puzzles.Parse(src.Genre, src.Text, src.Props)
	if err != nil || q.Text() != p.Text() || !q.(*row).wide {
		t.Fatalf("read back %v, %v", q, err)
	}
	set := "# zq puzzle: dotstest\na: 1 of 2\nb: 2 of 5\n"
	src, err = puzzles.ReadFile("f", set, puzzles.FileOptions{ID: "b", HasID: true})
	if err != nil || src.Text != "\n\n2 of 5" {
		t.Fatalf("entry b: %+v, %v", src, err)
	}
	for _, tc := range []struct {
		text string
		o    puzzles.FileOptions
		arg  string
		msg  string
	}{
		{"# zq puzzle: nosuch\n", puzzles.FileOptions{}, "path", "f: line 1 of the file: unknown puzzle type \"nosuch\""},
		{"# zq puzzle: dotstest size=3\n", puzzles.FileOptions{}, "path", "unknown property \"size=3\""},
		{"# zq puzzle: dotstest\n1 of 2", puzzles.FileOptions{Genre: "sudoku"}, "kind", "f holds a dotstest (its header says so), not a sudoku"},
		{"1 of 2", puzzles.FileOptions{Genre: "nosuch"}, "kind", "unknown puzzle type \"nosuch\""},
		{set, puzzles.FileOptions{ID: "c", HasID: true}, "id", "f: no dotstest called \"c\" among its 2"},
	} {
		_, err := puzzles.ReadFile("f", tc.text, tc.o)
		var ae *puzzles.ArgError
		if !errors.As(err, &ae) || ae.Arg != tc.arg || !strings.Contains(ae.Msg, tc.msg) {
			t.Errorf("ReadFile(%q) error %v, want %s: %q", tc.text, err, tc.arg, tc.msg)
		}
	}
	if _, err := puzzles.Parse("", "", nil); err != puzzles.ErrNoPuzzle {
		t.Errorf("empty text: %v", err)
	}
}

// FuzzReadFile: any text reads without a panic, and a file that reads
// names a registered genre or none.
func FuzzReadFile(f *testing.F) {
	for _, s := range []string{"# zq puzzle: dotstest wide\n1 of 2", "a: 1 of 2\n", "# zq puzzle:", "# zq puzzle: dotstest x=1=2"} {
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, text, id string) {
		src, err := puzzles.ReadFile("f", text, puzzles.FileOptions{ID: id, HasID: id != ""})
		if err != nil {
			return
		}
		if _, ok := puzzles.Lookup(src.Genre); src.Genre != "" && !ok {
			t.Fatalf("genre %q is not registered", src.Genre)
		}
	})
}

// TestFields checks puzzles.Fields against strings.Fields on random
// lines (tabs, spaces, several-byte characters), and that each column
// given is where its field starts, counted in characters from 1.
func TestFields(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	pieces := []string{" ", "  ", "\t", "a", "12", "é", "変", ".", "\r"}
	for trial := 0; trial < 2000; trial++ {
		var b strings.Builder
		for k := rng.IntN(8); k > 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		line := b.String()
		f, cols := puzzles.Fields(line)
		if want := strings.Fields(line); !slices.Equal(f, want) {
			t.Fatalf("Fields(%q) = %q, want %q", line, f, want)
		}
		r := []rune(line)
		for i, c := range cols {
			if c < 1 || !strings.HasPrefix(string(r[c-1:]), f[i]) || c > 1 && !unicode.IsSpace(r[c-2]) {
				t.Fatalf("Fields(%q): field %q at column %d", line, f[i], c)
			}
		}
	}
}

// TestReadLines: blank and '#' lines are passed over, each other line is
// parsed, and a parse error gets the line's number in the file.
func TestReadLines(t *testing.T) {
	parse := func(l string) (string, error) {
		if strings.HasPrefix(l, "bad") {
			return "", &puzzles.ParseError{Column: 2, Msg: "bad line"}
		}
		return l, nil
	}
	got, err := puzzles.ReadLines(strings.NewReader("# head\n\na 1\n  b 2  \n"), parse)
	if err != nil || strings.Join(got, "|") != "a 1|b 2" {
		t.Fatalf("ReadLines = %q, %v", got, err)
	}
	_, err = puzzles.ReadLines(strings.NewReader("a\n# c\n\nbad\n"), parse)
	var pe *puzzles.ParseError
	if !errors.As(err, &pe) || pe.Line != 4 || pe.Column != 2 {
		t.Fatalf("error %v, want one at line 4, column 2", err)
	}
}
