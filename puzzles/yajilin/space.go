package yajilin

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Space is the universe of a board's elements (a puzzles.ElementSpace):
// per cell in row-major order, the cell shaded, its edge right and its
// edge down (see [Puzzle.ShadeVar], [Puzzle.RightVar], [Puzzle.DownVar]).
// It depends on the board's size only; its key is "yajilin R C".
type Space struct{ p *Puzzle }

// SpaceOf returns the universe of p's elements.
func SpaceOf(p *Puzzle) *Space {
	b, _ := New(p.Rows, p.Cols)
	return &Space{p: b}
}

func decodeSpace(key string) (puzzles.ElementSpace, error) {
	var rows, cols int
	if n, err := fmt.Sscanf(key, "yajilin %d %d", &rows, &cols); err != nil || n != 2 {
		return nil, fmt.Errorf("bad universe %q", key)
	}
	p, err := New(rows, cols)
	if err != nil {
		return nil, fmt.Errorf("bad universe %q: %v", key, err)
	}
	return &Space{p: p}, nil
}

// Describe implements puzzles.Space.
func (s *Space) Describe() string {
	return fmt.Sprintf("shaded cells and loop edges of a %dx%d yajilin", s.p.Rows, s.p.Cols)
}

// Size implements puzzles.Space.
func (s *Space) Size() int { return s.p.Vars() }

// Key implements puzzles.ElementSpace.
func (s *Space) Key() string { return fmt.Sprintf("yajilin %d %d", s.p.Rows, s.p.Cols) }

// Name implements puzzles.ElementSpace: "(1,2)" is cell (1, 2) shaded,
// "(1,2)-(1,3)" the loop's edge between two cells.
func (s *Space) Name(v uint32) string {
	e := s.p.elementOf(int(v))
	switch {
	case !e.valid:
		return fmt.Sprint(v)
	case e.kind == kShade:
		return fmt.Sprintf("(%d,%d)", e.r, e.c)
	case e.kind == kRight:
		return fmt.Sprintf("(%d,%d)-(%d,%d)", e.r, e.c, e.r, e.c+1)
	}
	return fmt.Sprintf("(%d,%d)-(%d,%d)", e.r, e.c, e.r+1, e.c)
}

// Elem implements puzzles.ElementSpace: an element is its number, a
// cell (r, c) (shaded) or two cells side by side (r1, c1, r2, c2) (the
// loop's edge between them).
func (s *Space) Elem(x any, shown string) (uint32, error) {
	p := s.p
	if v, ok := x.(int); ok {
		if v < 0 || v >= p.Vars() {
			return 0, fmt.Errorf("element %d is out of range 0..%d", v, p.Vars()-1)
		}
		return uint32(v), nil
	}
	in := func(r, c int) bool { return r >= 0 && c >= 0 && r < p.Rows && c < p.Cols }
	if a, ok := puzzles.Ints(x, 2); ok {
		if !in(a[0], a[1]) {
			return 0, fmt.Errorf("cell (%d, %d) is outside the %dx%d board", a[0], a[1], p.Rows, p.Cols)
		}
		return uint32(p.ShadeVar(a[0], a[1])), nil
	}
	if a, ok := puzzles.Ints(x, 4); ok {
		r1, c1, r2, c2 := a[0], a[1], a[2], a[3]
		if r2 < r1 || r2 == r1 && c2 < c1 {
			r1, c1, r2, c2 = r2, c2, r1, c1
		}
		if !in(r1, c1) || !in(r2, c2) {
			return 0, fmt.Errorf("the edge %s has a cell outside the %dx%d board", shown, p.Rows, p.Cols)
		}
		switch {
		case r1 == r2 && c2 == c1+1:
			return uint32(p.RightVar(r1, c1)), nil
		case c1 == c2 && r2 == r1+1:
			return uint32(p.DownVar(r1, c1)), nil
		}
		return 0, fmt.Errorf("the cells of %s are not side by side", shown)
	}
	return 0, fmt.Errorf("expected a shaded cell (r, c), an edge (r1, c1, r2, c2) between two cells side by side, or an element's number; got %s", shown)
}

// Draw implements puzzles.ElementSpace.
func (s *Space) Draw(set []uint32, ascii bool) string {
	return strings.TrimRight(s.p.Render(set, ascii, nil), "\n") + "\n"
}
