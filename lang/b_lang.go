package lang

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/zqlang/zq/lang/internal/syntax"

	"github.com/mattn/go-runewidth"

	"github.com/zqlang/zq/puzzles"
)

// The small helpers of the language itself: sums and extremes of
// integers, printing, tables and pulling in other scripts.

func init() {
	Register(&Builtin{
		Name: "sum", Topic: "language", Result: "integer",
		Params:  []Param{{Name: "xs", Kind: "list|tuple"}},
		Help:    "the sum of a list of integers, exact at any size (0 for an empty list)",
		Example: "sum([count(cycles(grid(n, n))) for n in range(2, 5)])",
		Fn: func(c *Call) (Value, error) {
			total := new(big.Int)
			for i, x := range items(c.Arg(0)) {
				n, ok := x.(Int)
				if !ok {
					return nil, c.Errorf(0, "item %d is %s, not an integer", i, kindOf(x))
				}
				total.Add(total, n.V)
			}
			return Int{total}, nil
		},
	})
	for _, mm := range []struct {
		name, word string
		sign       int
	}{{"min", "smallest", -1}, {"max", "largest", 1}} {
		Register(&Builtin{
			Name: mm.name, Topic: "language", Result: "integer",
			Params: []Param{{Name: "xs", Kind: "integer|list|tuple", Variadic: true}},
			Help: "the " + mm.word + " of integers, given as arguments or as one list (for the " + mm.word +
				" sets of a family use " + map[int]string{-1: "minimum", 1: "maximum"}[mm.sign] + ")",
			Example: mm.name + "(3, 1, 2); " + mm.name + "([count(F) for F in [pow([1]), pow([1, 2])]])",
			Fn: func(c *Call) (Value, error) {
				xs := c.Rest()
				if len(xs) == 1 {
					if l := items(xs[0]); l != nil {
						xs = l
					}
				}
				var best *big.Int
				for i, x := range xs {
					n, ok := x.(Int)
					if !ok {
						if f, isF := x.(*Family); isF && f != nil {
							return nil, c.Fail("works on integers; for the %s sets of a family use %s(F)", mm.word, map[int]string{-1: "minimum", 1: "maximum"}[mm.sign])
						}
						return nil, c.Fail("item %d is %s, not an integer", i, kindOf(x))
					}
					if best == nil || n.V.Cmp(best)*mm.sign > 0 {
						best = n.V
					}
				}
				if best == nil {
					return nil, c.Fail("no integers given")
				}
				return Int{best}, nil
			},
		})
	}
	Register(&Builtin{
		Name: "str", Topic: "language", Result: "string",
		Params:  []Param{{Name: "x", Kind: "any"}},
		Help:    "the text of a value: a string as it is, an integer without grouping, a family as its summary",
		Example: `"n = " + str(12345)`,
		Fn: func(c *Call) (Value, error) {
			return Str(c.S.text(c.Arg(0))), nil
		},
	})
	Register(&Builtin{
		Name: "print", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "values", Kind: "any", Optional: true, Variadic: true}},
		Help:    "print values on one line, separated by spaces (strings without quotes, families as their summary)",
		Example: `print("cycles of a 3x3 grid:", count(cycles(grid(3, 3))))`,
		Fn: func(c *Call) (Value, error) {
			parts := make([]string, len(c.Rest()))
			for i, v := range c.Rest() {
				parts[i] = c.S.text(v)
			}
			fmt.Fprintln(c.S.Out, strings.Join(parts, " "))
			return nil, nil
		},
	})
	Register(&Builtin{
		Name: "table", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "rows", Kind: "list"}, {Name: "header", Kind: "list", Optional: true}},
		Help:    "print rows (lists or tuples) as aligned columns, integers right-aligned and grouped like count",
		Example: "table([(n, count(cycles(grid(n, n)))) for n in range(2, 6)], header: [\"n\", \"cycles\"])",
		Fn: func(c *Call) (Value, error) {
			rows := c.Arg(0).(List)
			var header []string
			if c.Has(1) {
				for _, h := range c.Arg(1).(List) {
					header = append(header, c.S.text(h))
				}
			}
			cells := make([][]string, len(rows))
			numeric := map[int]bool{}
			other := map[int]bool{}
			width := 0
			for i, r := range rows {
				row := items(r)
				if row == nil {
					row = []Value{r}
				}
				width = max(width, len(row))
				for j, v := range row {
					var t string
					if n, ok := v.(Int); ok {
						t = Group(n.V)
						numeric[j] = true
					} else {
						t = c.S.text(v)
						other[j] = true
					}
					cells[i] = append(cells[i], t)
				}
			}
			width = max(width, len(header))
			colw := make([]int, width)
			for j, h := range header {
				colw[j] = runewidth.StringWidth(h)
			}
			for _, row := range cells {
				for j, t := range row {
					colw[j] = max(colw[j], runewidth.StringWidth(t))
				}
			}
			right := func(j int) bool { return numeric[j] && !other[j] }
			line := func(row []string) string {
				parts := make([]string, len(row))
				for j, t := range row {
					pad := strings.Repeat(" ", colw[j]-runewidth.StringWidth(t))
					if right(j) {
						parts[j] = pad + t
					} else {
						parts[j] = t + pad
					}
				}
				return strings.TrimRight(strings.Join(parts, "  "), " ")
			}
			var b strings.Builder
			if header != nil {
				b.WriteString(line(header) + "\n")
				rule := make([]string, len(header))
				for j := range header {
					rule[j] = strings.Repeat("-", colw[j])
				}
				b.WriteString(line(rule) + "\n")
			}
			for _, row := range cells {
				b.WriteString(line(row) + "\n")
			}
			fmt.Fprint(c.S.Out, b.String())
			return nil, nil
		},
	})
	Register(&Builtin{
		Name: "write", Topic: "files", Result: "nothing",
		Params:  []Param{{Name: "text", Kind: "string"}, {Name: "path", Kind: "string"}, {Name: "replace", Kind: "boolean", Optional: true}},
		Help:    "write a string to a file (replacing it whole: a new file is written, then renamed; its permissions are kept, a symbolic link is written through, a read-only file is refused unless replace: true)",
		Example: `write("sq(n) = n * n\n", "zq-defs.zq")`,
		Fn: func(c *Call) (Value, error) {
			if err := c.replaceFile(c.Str(1), []byte(c.Str(0)), c.Bool(2, false)); err != nil {
				return nil, c.Fail("%s", err.Error())
			}
			return nil, nil
		},
	})
	Register(&Builtin{
		Name: "source", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "path", Kind: "string"}},
		Help:    "run a script in this session, so its definitions and bindings can be used; a relative path is read from the calling script's folder",
		Example: "write(\"sq(n) = n * n\\n\", \"zq-defs.zq\"); source(\"zq-defs.zq\"); sq(7)",
		Fn: func(c *Call) (Value, error) {
			return nil, c.ev.source(c, c.Str(0))
		},
	})
}

// items returns the items of a list or tuple (nil for other values).
func items(v Value) []Value {
	switch x := v.(type) {
	case List:
		return x
	case Tuple:
		return x
	}
	return nil
}

// text is how print and str show a value: strings bare, integers
// plain, families and other values as their one-line summary.
func (s *Session) text(v Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case Str:
		return string(x)
	case Int:
		return x.V.String()
	case *Family, *Graph:
		return s.summary(v)
	}
	return Show(v)
}

// source runs the statements of a file with this evaluator's session
// and context; its errors carry the call of source in their trace.
func (ev *evaluator) source(c *Call, path string) error {
	if !filepath.IsAbs(path) {
		if dir := filepath.Dir(ev.src.file); ev.src.file != "" && !strings.HasPrefix(ev.src.file, "<") && ev.src.file != "-e" {
			path = filepath.Join(dir, path)
		}
	}
	// The scripts being read: the one Run was given, then each source in
	// progress. A script met again is a loop, refused before any of its
	// statements runs a second time.
	chain := []string{}
	if f := ev.s.file; f != "" && !strings.HasPrefix(f, "<") && f != "-e" {
		chain = append(chain, f)
	}
	for _, f := range ev.stack {
		if f.file != "" {
			chain = append(chain, f.file)
		}
	}
	for i, f := range chain {
		if sameFile(f, path) {
			loop := append(append([]string(nil), chain[i:]...), path)
			return c.Fail("%s is already being read: %s (scripts that source each other never end)", path, strings.Join(loop, " sources "))
		}
	}
	if len(ev.stack) >= MaxDepth {
		return c.Fail("calls nested deeper than %s", Group(big.NewInt(MaxDepth)))
	}
	data, err := ev.s.readAll(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return c.Fail("cannot read %s: %v", path, pe.Err)
		}
		return c.Fail("cannot read %s: %v", path, err)
	}
	if why := notScript(data); why != "" {
		return c.Fail("%s is not a zq script: %s", path, why)
	}
	src := string(data)
	lines := strings.Split(src, "\n")
	savedSrc, savedScope := ev.src, ev.scope
	ev.stack = append(ev.stack, frame{what: fmt.Sprintf("source(%q)", c.Str(0)), at: c.pos, line: ev.src.line(c.pos), file: path})
	ev.src, ev.scope = source{path, lines}, nil
	defer func() {
		ev.src, ev.scope = savedSrc, savedScope
		ev.stack = ev.stack[:len(ev.stack)-1]
	}()
	rd := syntax.NewReader(path, src)
	rd.Resume, rd.Ctx = false, ev.ctx
	for {
		u, ok := rd.Next()
		if !ok {
			if err := rd.Err(); err != nil {
				return err
			}
			return nil
		}
		if err := ev.interrupted(); err != nil {
			return err
		}
		if u.LexErr != nil {
			e := *u.LexErr
			e.Calls = ev.callSites()
			return &e
		}
		if u.Meta != "" {
			if err := ev.s.Meta(u.Meta); err != nil {
				return ev.errAt(u.Pos, "%s", err.Error())
			}
			continue
		}
		st, perr := syntax.Parse(u, ev.src.line)
		if perr != nil {
			perr.Calls = ev.callSites()
			return perr
		}
		out, err := ev.stmt(st, u.Text)
		if err != nil {
			return err
		}
		if out != "" {
			fmt.Fprintln(ev.s.Out, out)
		}
	}
}

// notScript tells by the first bytes of a file that it is plainly not a
// zq script, and says what it seems to be instead ("" when it may be a
// script): binary data, or a puzzle file that does not read as
// statements.
func notScript(data []byte) string {
	const binaryFile = "it holds binary data (open reads families written by save, load reads puzzles)"
	head := data[:min(len(data), 4096)]
	if bytes.IndexByte(head, 0) >= 0 {
		return binaryFile
	}
	if len(head) < len(data) {
		// Whole lines only, and no character cut at the end.
		i := bytes.LastIndexByte(head, '\n')
		if i < 0 {
			// One long line: its statements will tell, unless it is not
			// text (a character cut at the end takes at most 3 bytes).
			if !utf8.Valid(head[:len(head)-3]) {
				return binaryFile
			}
			return ""
		}
		head = head[:i+1]
	}
	if !utf8.Valid(head) {
		return binaryFile
	}
	text := string(head)
	if strings.HasPrefix(strings.TrimSpace(text), puzzles.HeaderPrefix) {
		return "it is a puzzle file (load reads puzzles)"
	}
	// A puzzle file whose head does not read as statements.
	rd := syntax.NewReader("", text)
	rd.Resume = false
	for {
		u, ok := rd.Next()
		if !ok {
			return ""
		}
		if u.LexErr != nil {
			if rd.Open() {
				return "" // cut inside brackets or a raw string
			}
			break
		}
		if u.Meta == "" {
			if _, err := syntax.Parse(u, func(Pos) string { return "" }); err != nil {
				break
			}
		}
	}
	if kind := puzzles.Detect(text); kind != "" {
		return fmt.Sprintf("it looks like a %s puzzle file (load reads puzzles)", kind)
	}
	return ""
}

// sameFile reports whether paths a and b name the same file.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}
