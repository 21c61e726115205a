package sashigane

import (
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprborder"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Sashigane file as
// puzz.link saves it (type sashigane): the rows of cells ('.' or 0
// nothing, 'o' a circle, 'oN' a circle with the number N (0..MaxNumber;
// "o-2", pzprjs's circle with '?', as a circle without one), 1-4 the
// arrows up, down, left, right, 5 a circle, '-' the unknown mark; '#' and
// '_', shading marks no rule of the genre reads, as nothing), then the
// answer: the borders between horizontal neighbours (R lines of C-1
// items), then between vertical neighbours (R-1 lines of C), 1 or 2 a
// border, 0 none, -1 a mark of none (read as none). A file that ends
// after the cells has no answer; one that ends before them is a board
// without marks.
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
	marks, nums := make([]int, rows*cols), make([]int, rows*cols)
	for i := range nums {
		nums[i] = NoNumber
	}
	for r, row := range cells {
		for c, tok := range row {
			i := r*cols + c
			switch {
			case tok == "." || tok == "0" || tok == "#" || tok == "_":
			case tok == "-":
				marks[i] = Unknown
			case tok == "5" || tok == "o" || tok == "o-2":
				marks[i] = Circle
			case len(tok) == 1 && tok[0] >= '1' && tok[0] <= '4':
				marks[i] = int(tok[0] - '0')
			case strings.HasPrefix(tok, "o"):
				v, err := strconv.Atoi(tok[1:])
				if err != nil || v < 0 || v > MaxNumber || tok[1] == '+' || tok[1] == '-' {
					return nil, f.Errorf(r, c, true, r, c, "%q is no circled number (o0..o%d)", clip(tok), MaxNumber)
				}
				marks[i], nums[i] = Circle, v
			default:
				return nil, f.Errorf(r, c, true, r, c, "%q is no mark ('.', 'o', 'oN', 1-4 an arrow, 5 a circle, '-')", clip(tok))
			}
		}
	}
	p, err := New(rows, cols, marks, nums)
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
		i := r*p.Cols + c
		switch m := p.Marks[i]; m {
		case Empty:
			return "."
		case Unknown:
			return "-"
		case Circle:
			if p.Nums[i] == NoNumber {
				return "o"
			}
			return "o" + strconv.Itoa(p.Nums[i])
		default:
			return strconv.Itoa(m)
		}
	})
	if set != nil {
		lines = append(lines, pzprborder.Write(p.g, set)...)
	}
	return puzzles.WritePZPRV3("sashigane", p.Rows, p.Cols, false, lines), nil
}

// clip is s, cut to 20 bytes for a message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
