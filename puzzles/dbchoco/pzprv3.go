package dbchoco

import (
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprborder"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Double Choco file as
// puzz.link saves it (type dbchoco): the rows of cells, each '-' before
// a grey cell's content, then '.' (or nothing, for a grey cell) no
// number, 0 a number not given, a number 1..MaxNumber; then the answer:
// the borders between horizontal neighbours (R lines of C-1 items),
// then between vertical neighbours (R-1 lines of C), 1 or 2 a border, 0
// none, -1 a mark of none (read as none). A file that ends after the
// cells has no answer; one that ends before them is a white board
// without numbers.
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
	grey, nums := make([]bool, rows*cols), make([]int, rows*cols)
	for i := range nums {
		nums[i] = Empty
	}
	for r, row := range cells {
		for c, tok := range row {
			i := r*cols + c
			grey[i] = strings.HasPrefix(tok, "-")
			switch n := strings.TrimPrefix(tok, "-"); {
			case n == "." || n == "" && grey[i]:
			case n == "0":
				nums[i] = Unknown
			default:
				v, err := strconv.Atoi(n)
				if err != nil || v < 1 || v > MaxNumber || n[0] == '+' || n[0] == '-' {
					return nil, f.Errorf(r, c, true, r, c, "%q is no cell ('-' before a grey cell's; '.', 0 a number not given, or a number 1..%d)", clip(tok), MaxNumber)
				}
				nums[i] = v
			}
		}
	}
	p, err := New(rows, cols, grey, nums)
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
// with the borders set (nil: none). A grey cell without a number is
// "-", as pzprjs writes it.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		i := r*p.Cols + c
		s := ""
		if p.Grey[i] {
			s = "-"
		}
		switch v := p.Nums[i]; v {
		case Empty:
		case Unknown:
			s += "0"
		default:
			s += strconv.Itoa(v)
		}
		if s == "" {
			s = "."
		}
		return s
	})
	if set != nil {
		lines = append(lines, pzprborder.Write(p.g, set)...)
	}
	return puzzles.WritePZPRV3("dbchoco", p.Rows, p.Cols, false, lines), nil
}

// clip is s, cut to 20 bytes for a message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
