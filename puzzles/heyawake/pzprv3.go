package heyawake

import (
	"fmt"
	"strconv"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Heyawake file as
// puzz.link saves it (type heyawake or heyawacky). The rooms come first:
// in a pzprv3.1 file (the version pzprjs writes) the borders, rows lines
// of the cols-1 vertical ones then rows-1 lines of the cols horizontal
// ones, 1 a border and 0 none; in a pzprv3 file (the older version) a
// line with the count of rooms and rows lines of each cell's room name,
// a border standing between cells of different names. Then rows lines
// of numbers (a number, '-' for '?', '.' none; a number stands on its
// room's top cell, the first in row-major order, the only cell pzprjs
// counts it on), then rows lines of the answer: '#' shaded, '+' (a dot
// marking an unshaded cell) or '.' unshaded. The file holds an answer
// when some cell of it is '#' or '+'. What follows (auxiliary lines) is
// ignored.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	var b *pzpr.Borders
	k := 0 // the line of the numbers
	switch f.Version {
	case "pzprv3.1":
		v, empty, err := f.Grid(0, rows, cols-1)
		if err != nil {
			return nil, err
		}
		h, err := need(f, rows, rows-1, cols, empty)
		if err != nil {
			return nil, err
		}
		b = &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, (cols-1)*rows), H: make([]bool, cols*(rows-1))}
		if !empty {
			for r, row := range v {
				for c, tok := range row {
					if b.V[r*(cols-1)+c], err = border(f, r, c, r, c, tok); err != nil {
						return nil, err
					}
				}
			}
			for r, row := range h {
				for c, tok := range row {
					if b.H[r*cols+c], err = border(f, rows+r, c, r, c, tok); err != nil {
						return nil, err
					}
				}
			}
		}
		k = 2*rows - 1
	case "pzprv3":
		label := make([]int, rows*cols)
		if len(f.Lines) > 0 {
			names, err := need(f, 1, rows, cols, false)
			if err != nil {
				return nil, err
			}
			ids := map[string]int{}
			for r, row := range names {
				for c, name := range row {
					if _, ok := ids[name]; !ok {
						ids[name] = len(ids)
					}
					label[r*cols+c] = ids[name]
				}
			}
		}
		b = pzpr.BordersOf(rows, cols, label)
		k = 1 + rows
	default:
		return nil, f.ErrVariant()
	}
	room, n := b.Rooms()
	nums := make([]int, n)
	for i := range nums {
		nums[i] = NoNumber
	}
	top := make([]int, n)
	for i := range top {
		top[i] = -1
	}
	for i, r := range room {
		if top[r] < 0 {
			top[r] = i
		}
	}
	cells, err := need(f, k, rows, cols, len(f.Lines) == 0)
	if err != nil {
		return nil, err
	}
	for r, row := range cells {
		for c, tok := range row {
			if tok == "." {
				continue
			}
			i := r*cols + c
			v, err := strconv.Atoi(tok)
			switch {
			case tok == "-":
				v = Unknown
			case err != nil || v < 0 || v > MaxNumber:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no number 0..%d, '-' or '.'", clipText(tok), MaxNumber)
			}
			if t := top[room[i]]; t != i {
				return nil, f.Errorf(k+r, c, true, r, c, "a number stands off its room's top cell %s (the first in row-major order), where pzprjs counts it", cellAt(t, cols))
			}
			nums[room[i]] = v
		}
	}
	q, err := New(rows, cols, b, nums)
	if err != nil {
		return nil, err
	}
	g := &Game{P: q}
	ans, _, err := f.Grid(k+rows, rows, cols)
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
				return nil, f.Errorf(k+rows+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", clipText(tok))
			}
		}
	}
	if marked {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

// need reads n lines of width items from line k (see PZPRV3.Grid),
// which must be there unless the file may end (none when it does).
func need(f *puzzles.PZPRV3, k, n, width int, mayEnd bool) ([][]string, error) {
	rows, empty, err := f.Grid(k, n, width)
	if err == nil && empty && !mayEnd && n > 0 {
		err = f.Errorf(k, 0, false, 0, 0, "the file ends; %d lines of %d items were expected", n, width)
	}
	return rows, err
}

// border reads a border item (line k, item col) of the border after
// cell (r, c): "1" a border, "0" none.
func border(f *puzzles.PZPRV3, k, col, r, c int, tok string) (bool, error) {
	switch tok {
	case "1":
		return true, nil
	case "0":
		return false, nil
	}
	return false, f.Errorf(k, col, true, r, c, "%q is no border (1) or none (0)", clipText(tok))
}

// cellAt names cell i of a board of cols columns.
func cellAt(i, cols int) string { return puzzles.CellName(i/cols, i%cols) }

func clipText(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the pzprv3.1 file pzprjs
// writes, the borders as given (walls inside rooms too), each room's
// number on its top cell ('-' for '?'), and with a set the answer: its
// cells '#', the others '+' (nil: no answer lines). Elements off the
// board are an error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	q := g.P
	R, C := q.Rows, q.Cols
	bit := func(x bool) string {
		if x {
			return "1"
		}
		return "0"
	}
	lines := puzzles.PZPRV3Grid(R, C-1, func(r, c int) string { return bit(q.Borders.V[r*(C-1)+c]) })
	lines = append(lines, puzzles.PZPRV3Grid(R-1, C, func(r, c int) string { return bit(q.Borders.H[r*C+c]) })...)
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
		i := r*C + c
		if rm := q.Room[i]; q.top[rm] == i {
			switch v := q.Nums[rm]; {
			case v == Unknown:
				return "-"
			case v >= 0:
				return strconv.Itoa(v)
			}
		}
		return "."
	})...)
	if set != nil {
		shaded := make([]bool, q.Cells())
		for _, v := range set {
			if int(v) >= len(shaded) {
				return "", fmt.Errorf("heyawake: element %d is not a cell of the %dx%d board", v, R, C)
			}
			shaded[v] = true
		}
		lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
			if shaded[r*C+c] {
				return "#"
			}
			return "+"
		})...)
	}
	text := puzzles.WritePZPRV3("heyawake", R, C, false, lines)
	return "pzprv3.1" + text[len("pzprv3"):], nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Heyawake checklist
// to the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoShade":          RuleNoShade,
		"csAdjacent":         RuleShadedAdjacent,
		"cuDivideRB":         RuleUnshadedDivided,
		"bkShadeNe":          RuleRoomCount,
		"bkUnshadeConsecGt3": RuleRunAcrossRooms,
	}
}
