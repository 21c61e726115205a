package lang

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/mattn/go-runewidth"
)

// The builtins of the language itself, beside source and explain: sums
// and extremes of integers, printing and tables. The rest of the builtin
// library is in the packages of lang/lib.

func init() {
	MustRegister(&Builtin{
		Name: "sum", Topic: "language", Result: "integer",
		Params:  []Param{{Name: "xs", Kind: "list|tuple"}},
		Help:    "the sum of a list of integers, exact at any size (0 for an empty list)",
		Example: "sum([count(cycles(grid(n, n))) for n in range(2, 5)])",
		Fn: func(c *Call) (Value, error) {
			total := new(big.Int)
			for i, x := range Items(c.Arg(0)) {
				n, ok := x.(Int)
				if !ok {
					return nil, c.Errorf(0, "item %d is %s, not an integer", i, KindOf(x))
				}
				if i%pollEvery == 0 || n.V.BitLen() > slowBits {
					if err := c.Poll(); err != nil {
						return nil, err
					}
					if err := c.ev.meter().integer(max(total.BitLen(), n.V.BitLen()) + 1); err != nil {
						return nil, err
					}
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
		MustRegister(&Builtin{
			Name: mm.name, Topic: "language", Result: "integer",
			Params: []Param{{Name: "xs", Kind: "integer|list|tuple", Variadic: true}},
			Help: "the " + mm.word + " of integers, given as arguments or as one list (for the " + mm.word +
				" sets of a family use " + map[int]string{-1: "minimum", 1: "maximum"}[mm.sign] + ")",
			Example: mm.name + "(3, 1, 2); " + mm.name + "([count(F) for F in [pow([1]), pow([1, 2])]])",
			Fn: func(c *Call) (Value, error) {
				xs := c.Rest()
				if len(xs) == 1 {
					if l := Items(xs[0]); l != nil {
						xs = l
					}
				}
				var best *big.Int
				for i, x := range xs {
					if i%pollEvery == 0 {
						if err := c.Poll(); err != nil {
							return nil, err
						}
					}
					n, ok := x.(Int)
					if !ok {
						if f, isF := x.(*Family); isF && f != nil {
							return nil, c.Fail("works on integers; for the %s sets of a family use %s(F)", mm.word, map[int]string{-1: "minimum", 1: "maximum"}[mm.sign])
						}
						return nil, c.Fail("item %d is %s, not an integer", i, KindOf(x))
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
	MustRegister(&Builtin{
		Name: "str", Topic: "language", Result: "string",
		Params:  []Param{{Name: "x", Kind: "any"}},
		Help:    "the text of a value: a string as it is, an integer without grouping, a family as its summary",
		Example: `"n = " + str(12345)`,
		Fn: func(c *Call) (Value, error) {
			t, err := c.Text(c.Arg(0))
			return Str(t), err
		},
	})
	MustRegister(&Builtin{
		Name: "print", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "values", Kind: "any", Optional: true, Variadic: true}},
		Help:    "print values on one line, separated by spaces (strings without quotes, families as their summary)",
		Example: `print("cycles of a 3x3 grid:", count(cycles(grid(3, 3))))`,
		Fn: func(c *Call) (Value, error) {
			parts := make([]string, len(c.Rest()))
			for i, v := range c.Rest() {
				t, err := c.Text(v)
				if err != nil {
					return nil, err
				}
				parts[i] = t
			}
			fmt.Fprintln(c.S.Out, strings.Join(parts, " "))
			return nil, nil
		},
	})
	MustRegister(&Builtin{
		Name: "table", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "rows", Kind: "list"}, {Name: "header", Kind: "list", Optional: true}},
		Help:    "print rows (lists or tuples) as aligned columns, integers right-aligned and grouped like count",
		Example: "table([(n, count(cycles(grid(n, n)))) for n in range(2, 6)], header: [\"n\", \"cycles\"])",
		Fn: func(c *Call) (Value, error) {
			rows := c.Arg(0).(List)
			var header []string
			if c.Has(1) {
				for _, h := range c.Arg(1).(List) {
					t, err := c.Text(h)
					if err != nil {
						return nil, err
					}
					header = append(header, t)
				}
			}
			cells := make([][]string, len(rows))
			numeric := map[int]bool{}
			other := map[int]bool{}
			width := 0
			for i, r := range rows {
				row := Items(r)
				if row == nil {
					row = []Value{r}
				}
				width = max(width, len(row))
				for j, v := range row {
					t, err := c.ev.tableText(v)
					if err != nil {
						return nil, err
					}
					if _, ok := v.(Int); ok {
						numeric[j] = true
					} else {
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
}
