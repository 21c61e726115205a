package sudoku

import (
	"slices"
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Sudoku file as
// puzz.link saves it (type sudoku, one size N): the N rows of givens
// ('.' none), then the answer's N rows of digits ('.' none; a given's
// cell holds '.'). The answer is the givens' placements and the
// answer's; a file that ends after the givens has none. Boxes as for
// URLs (2x3 for side 6, otherwise square), or box: and diagonal: as for
// the constructor.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, props puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	n := f.Rows
	if f.Cols != n || n > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a sudoku is N x N with N at most %d, not %dx%d", MaxSide, f.Rows, f.Cols)
	}
	br, bc := 0, 0
	switch r := isqrt(n); {
	case props["box"] != "":
		var err error
		if br, bc, err = parseBox(props["box"]); err != nil {
			return nil, &puzzles.ArgError{Arg: "box", Msg: err.Error()}
		}
	case n == 6:
		br, bc = 2, 3
	case r*r == n:
		br, bc = r, r
	default:
		return nil, f.Errorf(0, 0, false, 0, 0, "side %d has no square boxes: give box:", n)
	}
	p, err := New(br, bc, props.Bool("diagonal"))
	if err != nil {
		return nil, err
	}
	if p.N() != n {
		return nil, &puzzles.ArgError{Arg: "box", Msg: "the boxes do not make a sudoku of the file's side"}
	}
	digit := func(k, r, c int, tok string) (int, error) {
		if tok == "." {
			return 0, nil
		}
		v, err := strconv.Atoi(tok)
		if err != nil || v < 1 || v > n {
			return 0, f.Errorf(k, c, true, r, c, "%q is no digit 1..%d", tok, n)
		}
		return v, nil
	}
	givens, empty, err := f.Grid(0, n, n)
	if err != nil {
		return nil, err
	}
	for r, row := range givens {
		for c, tok := range row {
			v, err := digit(r, r, c, tok)
			if err != nil {
				return nil, err
			}
			p.Cells[r*n+c] = uint8(v)
		}
	}
	if !empty {
		if err := p.Check(); err != nil {
			return nil, err
		}
	}
	g := &Game{P: p}
	ans, empty, err := f.Grid(n, n, n)
	if err != nil || empty {
		return g, err
	}
	var set []uint32
	for r, row := range ans {
		for c, tok := range row {
			v, err := digit(n+r, r, c, tok)
			if err != nil {
				return nil, err
			}
			if given := int(p.Cells[r*n+c]); given != 0 {
				v = given
			}
			if v != 0 {
				set = append(set, uint32(p.Var(r, c, v)))
			}
		}
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the placements of the file read,
// givens included.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the placements set (nil: none; the givens' cells are written
// '.', as puzz.link writes them). Only the shapes puzz.link has (square
// boxes, or 2x3 on 6x6, and no diagonals) have a file.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	n := p.N()
	if _, err := p.URL(); err != nil {
		return "", err
	}
	lines := puzzles.PZPRV3Grid(n, n, func(r, c int) string {
		if v := p.Cells[r*n+c]; v > 0 {
			return strconv.Itoa(int(v))
		}
		return "."
	})
	if set != nil {
		digits := make([]int, n*n)
		for _, v := range set {
			if cell := int(v) / n; cell < n*n {
				digits[cell] = int(v)%n + 1
			}
		}
		lines = append(lines, puzzles.PZPRV3Grid(n, n, func(r, c int) string {
			if d := digits[r*n+c]; d > 0 && p.Cells[r*n+c] == 0 {
				return strconv.Itoa(d)
			}
			return "."
		})...)
	}
	return puzzles.WritePZPRV3("sudoku", n, n, true, lines), nil
}
