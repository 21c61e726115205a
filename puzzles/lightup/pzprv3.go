package lightup

import (
	"fmt"
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Light Up file as
// puzz.link saves it (type lightup, or akari): the rows of cells, each
// a black cell's number 0..4, '-' a black cell without one, '#' a lamp,
// '+' (a dot marking a white cell without a lamp) or '.' a white cell;
// then, when the file has it, a second grid of the numbers marked done
// ('-', else '.'), read and ignored. The clues and the answer share the
// rows: the file has an answer when a cell is marked '#' or '+'. A file
// that ends before the rows is a board of white cells.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	grid, _, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	cells := make([]int, rows*cols)
	for i := range cells {
		cells[i] = White
	}
	var set []uint32
	marked := false
	for r, row := range grid {
		for c, tok := range row {
			i := r*cols + c
			switch tok {
			case "#":
				set = append(set, uint32(i))
				marked = true
			case "+":
				marked = true
			case ".":
			case "-":
				cells[i] = Black
			default:
				v, err := strconv.Atoi(tok)
				if err != nil || v < 0 || v > 4 || len(tok) > 1 {
					return nil, f.Errorf(r, c, true, r, c, "%q is no cell (0..4 or '-' a black cell, '#' a lamp, '+' or '.' a white cell)", clip(tok))
				}
				cells[i] = v
			}
		}
	}
	done, _, err := f.Grid(rows, rows, cols)
	if err != nil {
		return nil, err
	}
	for r, row := range done {
		for c, tok := range row {
			if tok != "-" && tok != "." {
				return nil, f.Errorf(rows+r, c, true, r, c, "%q is no mark of a number done ('-', or '.' none)", clip(tok))
			}
		}
	}
	p, err := New(rows, cols, cells)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	if marked {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

// Answer implements puzzles.Answerer: the lamps of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// the black cells (numbers, '-' without one) and, with set, its lamps
// ('#') and the other white cells dotted ('+'); nil: the board alone.
// A file has no lamp on a black cell: set with one is an error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	var lamp []bool
	if set != nil {
		lamp = make([]bool, p.N())
		for _, x := range set {
			if int(x) >= p.N() {
				return "", fmt.Errorf("lightup: element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
			}
			if !p.IsWhite(int(x)) {
				return "", fmt.Errorf("lightup: a file cannot put a lamp on the black cell at %s", p.at(int(x)))
			}
			lamp[x] = true
		}
	}
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		i := r*p.Cols + c
		switch v := p.Cells[i]; {
		case v >= 0:
			return strconv.Itoa(v)
		case v == Black:
			return "-"
		case lamp == nil:
			return "."
		case lamp[i]:
			return "#"
		}
		return "+"
	})
	return puzzles.WritePZPRV3("lightup", p.Rows, p.Cols, false, lines), nil
}
