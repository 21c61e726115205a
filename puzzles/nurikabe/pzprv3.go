package nurikabe

import (
	"fmt"
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Nurikabe file as
// puzz.link saves it (type nurikabe): one grid of rows, a cell an item,
// holding clues and answer alike: a number 0..MaxNumber, '-' a number
// not given, '#' shaded, '+' (a dot marking an unshaded cell) or '.'
// unshaded. The file holds an answer when a cell is marked '#' or '+';
// a grid of numbers and '.' alone is the clues.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	cells, empty, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	nums := make([]int, rows*cols)
	for i := range nums {
		nums[i] = NoNumber
	}
	var set []uint32
	marked := false
	for r, row := range cells {
		for c, tok := range row {
			i := r*cols + c
			switch v, err := strconv.Atoi(tok); {
			case tok == "#":
				set = append(set, uint32(i))
				marked = true
			case tok == "+":
				marked = true
			case tok == ".":
			case tok == "-":
				nums[i] = Unknown
			case err != nil || v < 0 || v > MaxNumber:
				return nil, f.Errorf(r, c, true, r, c, "%q is no number 0..%d, '-', '#', '+' or '.'", clip(tok), MaxNumber)
			default:
				nums[i] = v
			}
		}
	}
	if empty {
		// A file that ends after its size is a board of empty cells.
		marked = false
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	if marked {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the cells of set shaded and the other cells without a number
// marked unshaded ('+'); nil: the numbers alone. Elements off the board
// are an error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	shaded := make([]bool, p.Cells())
	for _, v := range set {
		if int(v) >= len(shaded) {
			return "", fmt.Errorf("nurikabe: element %d is not a cell of the %dx%d board", v, p.Rows, p.Cols)
		}
		shaded[v] = true
	}
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		i := r*p.Cols + c
		switch v := p.Nums[i]; {
		case v == Unknown:
			return "-"
		case v != NoNumber:
			return strconv.Itoa(v)
		case set == nil:
			return "."
		case shaded[i]:
			return "#"
		}
		return "+"
	})
	return puzzles.WritePZPRV3("nurikabe", p.Rows, p.Cols, false, lines), nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Nurikabe checklist
// to the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"cs2x2":    RuleShaded2x2,
		"bkNoNum":  RuleIslandNoNumber,
		"csDivide": RuleShadedDivided,
		"bkNumGe2": RuleIslandNumbers,
		"bkSizeNe": RuleIslandSize,
	}
}
