package hitori

import (
	"slices"
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Hitori file as
// puzz.link saves it (type hitori): the rows of numbers ('.' a blank
// cell; '-', a number not given, is refused as in URLs), then the
// answer's rows: '#' shaded, '+' (a dot marking an unshaded cell) and
// '.' unshaded. A file that ends after the numbers has no answer (one
// that ends before them, a board of blank cells).
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	cells, empty, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	nums := make([]int, rows*cols)
	for r, row := range cells {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				return nil, f.Errorf(r, c, true, r, c, "a cell whose number is not given has no place in zq's Hitori")
			case err != nil || v < 1 || v > MaxNumber:
				return nil, f.Errorf(r, c, true, r, c, "%q is no number 1..%d", tok, MaxNumber)
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
	ans, empty, err := f.Grid(rows, rows, cols)
	if err != nil || empty {
		return g, err
	}
	var set []uint32
	for r, row := range ans {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*cols+c))
			case "+", ".":
			default:
				return nil, f.Errorf(rows+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", tok)
			}
		}
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the shaded cells set (nil: none).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		if v := p.Nums[r*p.Cols+c]; v > 0 {
			return strconv.Itoa(v)
		}
		return "."
	})
	if set != nil {
		shaded := map[uint32]bool{}
		for _, v := range set {
			shaded[v] = true
		}
		lines = append(lines, puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
			if shaded[uint32(r*p.Cols+c)] {
				return "#"
			}
			return "+"
		})...)
	}
	return puzzles.WritePZPRV3("hitori", p.Rows, p.Cols, false, lines), nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Hitori checklist to
// the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoShade":  RuleNoShade,
		"csAdjacent": RuleShadedAdjacent,
		"cuDivideRB": RuleUnshadedDivided,
		"nmDupRow":   RuleNumberRepeated,
	}
}
