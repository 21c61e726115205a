package numberlink

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Numberlink file as
// puzz.link saves it (type numlin): the rows of numbers ('.' empty; '-',
// a number not given, is refused as in URLs), then the answer: the
// paths' edges between horizontal neighbours (R lines of C-1 items,
// blank lines for one column), then between vertical neighbours (R-1
// lines of C), 1 an edge, 0 none,
// -1 a cross (a mark, read as no edge). A file that ends after the
// numbers has no answer. props: rule as for the constructor.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, props puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rule := RuleA
	if r, ok := props["rule"]; ok && r != "" {
		var err error
		if rule, err = ParseRule(r); err != nil {
			return nil, &puzzles.ArgError{Arg: "rule", Msg: fmt.Sprintf("expected \"A\", \"B\" or \"C\", got %q", r)}
		}
	}
	rows, cols := f.Rows, f.Cols
	if rows*cols > maxCells {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has at most %d cells, not %dx%d", maxCells, rows, cols)
	}
	cellRows, empty, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	nums := make([]int, rows*cols)
	for r, row := range cellRows {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				return nil, f.Errorf(r, c, true, r, c, "unknown-number cell (\"-\") is not supported")
			case err != nil || v < 1:
				return nil, f.Errorf(r, c, true, r, c, "%q is no number", tok)
			default:
				nums[r*cols+c] = v
			}
		}
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p, Rule: rule}
	if empty {
		return g, nil
	}
	if rows >= len(f.Lines) {
		return g, nil
	}
	index := map[[2]int]int{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	right := func(r, c int) int { return index[[2]int{r*cols + c, r*cols + c + 1}] }
	down := func(r, c int) int { return index[[2]int{r*cols + c, (r+1)*cols + c}] }
	set := []uint32{} // an answer, even an empty one, is not nil
	if _, err := pzprfile.Lines(f, rows, rows, cols, right, down, &set); err != nil {
		return nil, err
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the paths of the file read, by
// edges of the grid of cells.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the paths set (nil: none).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		if v := p.Cells[r*p.Cols+c]; v > 0 {
			return strconv.Itoa(v)
		}
		return "."
	})
	if set != nil {
		in := map[[2]int]bool{}
		edges := p.Graph().Edges()
		for _, v := range set {
			if int(v) < len(edges) {
				e := edges[v]
				in[[2]int{min(e.U, e.V), max(e.U, e.V)}] = true
			}
		}
		rows, cols := p.Rows, p.Cols
		lines = append(lines, pzprfile.LineRows(rows, cols, func(r, c int, down bool) bool {
			if down {
				return in[[2]int{r*cols + c, (r+1)*cols + c}]
			}
			return in[[2]int{r*cols + c, r*cols + c + 1}]
		})...)
	}
	return puzzles.WritePZPRV3("numlin", p.Rows, p.Cols, false, lines), nil
}
