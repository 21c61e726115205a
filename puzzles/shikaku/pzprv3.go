package shikaku

import (
	"strconv"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprborder"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Shikaku file as
// puzz.link saves it (type shikaku): the rows of cells ('.' no number,
// '-' a number not given, a number 1..MaxNumber), then the answer: the
// borders between horizontal neighbours (R lines of C-1 items), then
// between vertical neighbours (R-1 lines of C), 1 or 2 a border, 0 none,
// -1 a mark of none (read as none). A file that ends after the cells has
// no answer; one that ends before them is a board without numbers.
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
		nums[i] = Empty
	}
	for r, row := range cells {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				nums[r*cols+c] = Unknown
			case err != nil || v < 1 || v > MaxNumber:
				return nil, f.Errorf(r, c, true, r, c, "%q is no number (an area 1..%d), '-' or '.'", clip(tok), MaxNumber)
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
	g.answer, g.hasAnswer, err = pzprborder.Read(f, rows, p.g)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Answer implements puzzles.Answerer: the borders of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the borders set (nil: none).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		switch v := p.Nums[r*p.Cols+c]; v {
		case Empty:
			return "."
		case Unknown:
			return "-"
		default:
			return strconv.Itoa(v)
		}
	})
	if set != nil {
		lines = append(lines, pzprborder.Write(p.g, set)...)
	}
	return puzzles.WritePZPRV3("shikaku", p.Rows, p.Cols, false, lines), nil
}

// clip is s, cut to 20 bytes for a message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
