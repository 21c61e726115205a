package kurodoko

import (
	"fmt"
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Kurodoko file as
// puzz.link saves it (type kurodoko): rows lines of numbers (a number
// 0..MaxNumber, '-' a number not given, '.' none), then rows lines of
// the answer: '#' shaded, '+' (a dot marking an unshaded cell) or '.'
// unshaded. The file holds an answer when some cell of it is '#' or
// '+'. What follows (auxiliary lines) is ignored.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	cells, _, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	nums := make([]int, rows*cols)
	for i := range nums {
		nums[i] = NoNumber
	}
	for r, row := range cells {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				nums[r*cols+c] = Unknown
			case err != nil || v < 0 || v > MaxNumber:
				return nil, f.Errorf(r, c, true, r, c, "%q is no number 0..%d, '-' or '.'", clipText(tok), MaxNumber)
			default:
				nums[r*cols+c] = v
			}
		}
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	ans, _, err := f.Grid(rows, rows, cols)
	if err != nil {
		return nil, err
	}
	var set []uint32
	marked := false
	for r, row := range ans {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*cols+c))
				marked = true
			case "+":
				marked = true
			case ".":
			default:
				return nil, f.Errorf(rows+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", clipText(tok))
			}
		}
	}
	if marked {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

func clipText(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads, the
// numbers ('-' for '?') and with a set the answer: its cells '#', the
// others '+' (nil: no answer lines). Elements off the board are an
// error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		switch v := p.Nums[r*p.Cols+c]; {
		case v == Unknown:
			return "-"
		case v >= 0:
			return strconv.Itoa(v)
		}
		return "."
	})
	if set != nil {
		shaded := make([]bool, p.Cells())
		for _, v := range set {
			if int(v) >= len(shaded) {
				return "", fmt.Errorf("kurodoko: element %d is not a cell of the %dx%d board", v, p.Rows, p.Cols)
			}
			shaded[v] = true
		}
		lines = append(lines, puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
			if shaded[r*p.Cols+c] {
				return "#"
			}
			return "+"
		})...)
	}
	return puzzles.WritePZPRV3("kurodoko", p.Rows, p.Cols, false, lines), nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Kurodoko checklist
// to the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoShade":   RuleNoShade,
		"csAdjacent":  RuleShadedAdjacent,
		"cuDivideRB":  RuleUnshadedDivided,
		"nmSumViewNe": RuleNumberView,
	}
}
