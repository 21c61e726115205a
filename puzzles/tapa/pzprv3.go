package tapa

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Tapa file as puzz.link
// saves it (type tapa): the rows of cells, each a clue (its numbers
// joined by commas, '-' a run of unknown length), '#' shaded, '+' (a
// dot marking an unshaded cell) or '.'; then, when the file has them,
// the auxiliary lines pzprjs lets a solver draw (R lines of C-1 items,
// then R-1 lines of C items: 0 none, a positive number a line, -1 a
// cross), read and ignored. The clues and the answer share the rows:
// the file has an answer when a cell is marked '#' or '+'. A file that
// ends before the rows is a board without clues.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	cells, _, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	clues := make([][]int, rows*cols)
	var set []uint32
	marked := false
	for r, row := range cells {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*cols+c))
				marked = true
			case "+":
				marked = true
			case ".":
			default:
				cl, err := fileClue(tok)
				if err != nil {
					return nil, f.Errorf(r, c, true, r, c, "%v", err)
				}
				clues[r*cols+c] = cl
			}
		}
	}
	if err := skipLines(f, rows); err != nil {
		return nil, err
	}
	p, err := New(rows, cols, clues)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	if marked {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

// fileClue reads a clue of a file: numbers 0..8 and '-' (a run of
// unknown length) joined by commas.
func fileClue(tok string) ([]int, error) {
	var cl []int
	for _, part := range strings.Split(tok, ",") {
		if part == "-" {
			cl = append(cl, Unknown)
			continue
		}
		v, err := strconv.Atoi(part)
		if err != nil || v < 0 || v > 8 || len(part) > 1 {
			return nil, errNotCell(tok)
		}
		cl = append(cl, v)
	}
	if err := ValidClue(cl); err != nil {
		return nil, err
	}
	return cl, nil
}

type errNotCell string

func (e errNotCell) Error() string {
	return strconv.Quote(clip(string(e))) + " is no cell ('#' shaded, '+' or '.' unshaded, or a clue such as 3 or 1,- or 2,1,1)"
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

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// the clues ('?' written '-') and, with set, its cells shaded ('#') and
// the other cells without a clue dotted ('+'); nil: the clues alone. A
// file has no shaded clue cell: set with one is an error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	var shaded []bool
	if set != nil {
		shaded = make([]bool, p.Cells())
		for _, x := range set {
			if int(x) >= p.Cells() {
				return "", fmt.Errorf("tapa: element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
			}
			if p.Clues[x] != nil {
				return "", fmt.Errorf("tapa: a file cannot shade the clue cell %s", at(int(x), p.Cols))
			}
			shaded[x] = true
		}
	}
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		i := r*p.Cols + c
		switch {
		case p.Clues[i] != nil:
			return fileClueString(p.Clues[i])
		case shaded == nil:
			return "."
		case shaded[i]:
			return "#"
		}
		return "+"
	})
	return puzzles.WritePZPRV3("tapa", p.Rows, p.Cols, false, lines), nil
}

// fileClueString writes a clue as a file does: '-' for a run of unknown
// length.
func fileClueString(cl []int) string {
	parts := make([]string, len(cl))
	for k, v := range cl {
		if v == Unknown {
			parts[k] = "-"
		} else {
			parts[k] = strconv.Itoa(v)
		}
	}
	return strings.Join(parts, ",")
}
