package shakashaka

import (
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Shakashaka file as
// puzz.link saves it (type shakashaka): the rows of cells ('.' white,
// 0-4 a black cell with its number, 5 a black cell without one), then
// the answer's rows: 2-5 a triangle (pzprjs's numbering: the black half
// in the bottom-left, bottom-right, top-right, top-left corner), '.'
// none, '+' (a dot marking a white cell) and '-' (a cell marked done)
// none too. A file that ends after the cells has no answer; one that
// ends before them is a board of white cells.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	grid, _, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	cells := make([]int, rows*cols)
	for i := range cells {
		cells[i] = White
	}
	for r, row := range grid {
		for c, tok := range row {
			switch {
			case tok == ".":
			case tok == "5":
				cells[r*cols+c] = Black
			case len(tok) == 1 && tok[0] >= '0' && tok[0] <= '4':
				cells[r*cols+c] = int(tok[0] - '0')
			default:
				return nil, f.Errorf(r, c, true, r, c, "%q is no cell ('.' white, 0-4 a black cell's number, 5 a black cell)", clip(tok))
			}
		}
	}
	p, err := New(rows, cols, cells)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	ans, empty, err := f.Grid(rows, rows, cols)
	if err != nil || empty {
		return g, err
	}
	set := []uint32{}
	for r, row := range ans {
		for c, tok := range row {
			switch {
			case tok == "." || tok == "+" || tok == "-":
			case len(tok) == 1 && tok[0] >= '2' && tok[0] <= '5':
				set = append(set, uint32(4*(r*cols+c)+int(tok[0]-'2')))
			default:
				return nil, f.Errorf(rows+r, c, true, r, c, "%q is no answer mark (2-5 a triangle; '.', '+' or '-' none)", clip(tok))
			}
		}
	}
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the triangles of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the triangles set (nil: none). Elements off the board are left
// out; of two triangles in a cell, the later is written.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		switch v := p.Cells[r*p.Cols+c]; v {
		case White:
			return "."
		case Black:
			return "5"
		default:
			return strconv.Itoa(v)
		}
	})
	if set != nil {
		kind := make([]int, p.N())
		for _, x := range set {
			if i := int(x) / 4; i < p.N() {
				kind[i] = int(x%4) + 2
			}
		}
		lines = append(lines, puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
			if k := kind[r*p.Cols+c]; k > 0 {
				return strconv.Itoa(k)
			}
			return "."
		})...)
	}
	return puzzles.WritePZPRV3("shakashaka", p.Rows, p.Cols, false, lines), nil
}

// clip is s, cut to 20 bytes for a message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
