package norinori

import (
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Norinori file as puzz.link
// saves it (type norinori). Its regions come first, in one of pzprjs's two
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
	if f.Rows > MaxSide || f.Cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, f.Rows, f.Cols)
	}
	v, h, k, err := pzprfile.Regions(f)
	if err != nil {
		return nil, err
	}
	p, err := New(f.Rows, f.Cols, v, h)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	set, has, err := pzprfile.Shaded(f, k, false)
	if err != nil || !has {
		return g, err
	}
	if err := pzprfile.SkipAux(f, k+f.Rows); err != nil {
		return nil, err
	}
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads in
// the form puzz.link's editor saves (pzprv3.1: the borders), with set's
// cells shaded ('#') and the others dotted ('+'); nil: the regions
// alone.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := pzprfile.BorderRows(p.Rows, p.Cols, p.V, p.H)
	if set != nil {
		ans, err := pzprfile.ShadedRows("norinori", p.Rows, p.Cols, set)
		if err != nil {
			return "", err
		}
		lines = append(lines, ans...)
	}
	return "pzprv3.1" + strings.TrimPrefix(puzzles.WritePZPRV3("norinori", p.Rows, p.Cols, false, lines), "pzprv3"), nil
}
