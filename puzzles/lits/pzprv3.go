package lits

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a LITS file as puzz.link
// saves it (type lits). Its regions come first, in one of pzprjs's two
// forms: a pzprv3.1 file gives the borders, R lines of C-1 items (the
// border right of each cell) then R-1 lines of C items (the border
// below), 1 a border and 0 none; a pzprv3 file gives the number of
// regions on a line, then R lines of C region numbers ('.' no region),
// a border between cells whose numbers differ. Then the answer's rows:
// '#' shaded, '+' (a dot marking an unshaded cell) or '.'; then, when
// the file has them, the auxiliary lines pzprjs lets a solver draw (as
// the borders, each 0, a positive number or -1 a cross), read and
// ignored. A file that ends before the answer has none (one that ends
// before the regions, a board of one region).
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	var p *Puzzle
	var k int
	var err error
	switch f.Version {
	case "pzprv3":
		p, err = fileRooms(f)
		k = 1 + rows
	case "pzprv3.1":
		p, err = fileBorders(f)
		k = 2*rows - 1
	default:
		return nil, f.ErrVariant()
	}
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	ans, empty, err := f.Grid(k, rows, cols)
	if err != nil || empty {
		return g, err
	}
	set := []uint32{}
	for r, row := range ans {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*cols+c))
			case "+", ".":
			default:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", clip(tok))
			}
		}
	}
	if err := skipLines(f, k+rows); err != nil {
		return nil, err
	}
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// fileRooms reads the regions of a pzprv3 file: their count (not
// checked, as pzprjs does not), then a region number per cell.
func fileRooms(f *puzzles.PZPRV3) (*Puzzle, error) {
	rows, cols := f.Rows, f.Cols
	if len(f.Lines) > 0 {
		if n := strings.Fields(f.Lines[0]); len(n) != 1 || !isNumber(n[0]) {
			return nil, f.Errorf(0, 0, false, 0, 0, "the line before the region numbers is their count, not %q", clip(f.Lines[0]))
		}
	}
	cells, empty, err := f.Grid(1, rows, cols)
	if err != nil {
		return nil, err
	}
	labels := make([]int, rows*cols)
	if !empty {
		ids := map[string]int{}
		for r, row := range cells {
			for c, tok := range row {
				if tok != "." && !isNumber(tok) {
					return nil, f.Errorf(1+r, c, true, r, c, "%q is no region number ('.' or a number from 0)", clip(tok))
				}
				id, ok := ids[tok]
				if !ok {
					id = len(ids)
					ids[tok] = id
				}
				labels[r*cols+c] = id
			}
		}
	}
	return FromRooms(rows, cols, labels)
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// isNumber reports whether s is a number of decimal digits.
func isNumber(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// fileBorders reads the regions of a pzprv3.1 file: its borders.
func fileBorders(f *puzzles.PZPRV3) (*Puzzle, error) {
	rows, cols := f.Rows, f.Cols
	v := make([]bool, rows*(cols-1))
	h := make([]bool, (rows-1)*cols)
	k := 0
	for _, blk := range []struct {
		n, w int
		b    []bool
	}{{rows, cols - 1, v}, {rows - 1, cols, h}} {
		items, empty, err := f.Grid(k, blk.n, blk.w)
		if err != nil {
			return nil, err
		}
		if empty {
			break
		}
		for r, row := range items {
			for c, tok := range row {
				switch tok {
				case "1":
					blk.b[r*blk.w+c] = true
				case "0":
				default:
					return nil, f.Errorf(k+r, c, false, 0, 0, "%q is no border (1 a border, 0 none)", clip(tok))
				}
			}
		}
		k += blk.n
	}
	return New(rows, cols, v, h)
}

// skipLines reads the auxiliary lines of a file from line k of its
// fields, when the file has them: R lines of C-1 items, then R-1 lines
// of C items, each an integer of -1 or more. They are no part of the
// answer.
func skipLines(f *puzzles.PZPRV3, k int) error {
	for _, blk := range [2][2]int{{f.Rows, f.Cols - 1}, {f.Rows - 1, f.Cols}} {
		items, empty, err := f.Grid(k, blk[0], blk[1])
		if err != nil || empty {
			return err
		}
		for r, row := range items {
			for c, tok := range row {
				if v, err := strconv.Atoi(tok); err != nil || v < -1 {
					return f.Errorf(k+r, c, false, 0, 0, "%q is no line mark (0 none, 1 a line, -1 a cross)", clip(tok))
				}
			}
		}
		k += blk[0]
	}
	return nil
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads in
// the form puzz.link's editor saves (pzprv3.1: the borders), with set's
// cells shaded ('#') and the others dotted ('+'); nil: the regions
// alone.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	bit := func(b bool) string {
		if b {
			return "1"
		}
		return "0"
	}
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols-1, func(r, c int) string { return bit(p.V[r*(p.Cols-1)+c]) })
	lines = append(lines, puzzles.PZPRV3Grid(p.Rows-1, p.Cols, func(r, c int) string { return bit(p.H[r*p.Cols+c]) })...)
	if set != nil {
		sh := make([]bool, p.Cells())
		for _, x := range set {
			if int(x) >= p.Cells() {
				return "", fmt.Errorf("lits: element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
			}
			sh[x] = true
		}
		lines = append(lines, puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
			if sh[r*p.Cols+c] {
				return "#"
			}
			return "+"
		})...)
	}
	return "pzprv3.1" + strings.TrimPrefix(puzzles.WritePZPRV3("lits", p.Rows, p.Cols, false, lines), "pzprv3"), nil
}
