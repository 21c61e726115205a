package genres

import (
	"strings"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/exactcover"
)

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "exactcover", Topic: "puzzles", Result: "family",
		Params:  []lang.Param{{Name: "rows", Kind: "list"}, {Name: "primary", Kind: "integer", Optional: true}},
		Help:    "every exact cover of a 0/1 matrix, as sets of rows (row i = element i); each row is a list of the columns it covers or a string of 0s and 1s; primary: the number of primary columns (covered once; default all), the rest are secondary (covered at most once)",
		Example: `exactcover([[0, 1], [2], [0], [1, 2], "0011"]); exactcover([[0, 2], [1], [1, 2]], primary: 2)`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			var rows [][]int
			cols := 0
			for i, item := range c.Arg(0).(lang.List) {
				var row []int
				switch x := item.(type) {
				case lang.List:
					for _, e := range x {
						k, ok := e.(lang.Int)
						if !ok || !k.V.IsInt64() || k.V.Int64() < 0 || k.V.Int64() >= 1<<20 {
							return nil, c.Errorf(0, "row %d: a column must be a number 0..%d, got %s", i, 1<<20-1, lang.Show(e))
						}
						row = append(row, int(k.V.Int64()))
					}
				case lang.Str:
					for j, r := range string(x) {
						switch r {
						case '1':
							row = append(row, j)
						case '0':
						default:
							return nil, c.Errorf(0, "row %d: column %d: expected 0 or 1, got %q", i, j, r)
						}
					}
					cols = max(cols, len(string(x)))
				default:
					return nil, c.Errorf(0, "row %d must be a list of columns or a string of 0s and 1s, got %s", i, lang.KindOf(item))
				}
				for _, k := range row {
					cols = max(cols, k+1)
				}
				rows = append(rows, row)
			}
			primary := cols
			if c.Has(1) {
				var err error
				if primary, err = c.Int(1, 0, int64(cols)); err != nil {
					return nil, err
				}
			}
			p := exactcover.New(primary, cols-primary)
			for i, row := range rows {
				if _, err := p.AddRow(row...); err != nil {
					return nil, c.Errorf(0, "row %d: %s", i, strings.TrimPrefix(err.Error(), "exactcover: "))
				}
			}
			ctx, _, done := watch(c)
			root, err := p.ZDD(ctx, c.S.M)
			if err = done(err); err != nil {
				return nil, err
			}
			return &lang.Family{U: lang.Integers, Root: root}, nil
		},
	})
}
