package masyu

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Clues returns the pearl loop (edges of p.Graph()) shows at each cell:
// Black where it turns and goes straight on through the next cell of
// both legs, White where it goes straight and turns just before or
// after, None elsewhere. A pearl placement consistent with the loop is
// a set of cells with a pearl, each the loop's.
func (p *Puzzle) Clues(loop []uint32) ([]Pearl, error) {
	sh, err := p.shapes(loop)
	if err != nil {
		return nil, err
	}
	out := make([]Pearl, len(sh))
	for cell := range sh {
		out[cell] = p.clue(sh, cell)
	}
	return out, nil
}

// Hints is the family of the hint sets (sets of cells, each with the
// pearl loop shows there) for which loop is the only solution, among
// the candidate cells cells (nil: every cell where loop shows a pearl;
// cells where it shows none are left out). As for Slitherlink's hint
// sets, a set fails exactly when some other loop x meets the same
// pearls on it, so
//
//	hints(L) = Pow(D) \ { H : ∃ loop x ≠ L meeting L's pearls on H }
//
// and the subtracted family is built as one ZDD over the edges and one
// variable per candidate cell (pairs (x, H)), by the solving spec with
// a pearl on a cell when its variable is taken, then its edge variables
// are quantified away. p's own pearls are ignored: hint sets are over
// the blank board.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, cells []int) (zdd.Node, error) {
	blank, err := New(p.Rows, p.Cols)
	if err != nil {
		return zdd.Empty, err
	}
	if err := blank.Check(loop); err != nil {
		return zdd.Empty, err
	}
	clues, _ := blank.Clues(loop)
	optional := make([]Pearl, len(clues))
	if cells == nil {
		copy(optional, clues)
	} else {
		for _, c := range cells {
			if c < 0 || c >= len(clues) {
				return zdd.Empty, fmt.Errorf("masyu: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			optional[c] = clues[c]
		}
	}
	differ := make([]bool, blank.Graph().M())
	for _, e := range loop {
		differ[e] = true
	}
	s := newSpec(blank, optional, differ)
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	var hintVars, cand []uint32
	perm := make([]uint32, len(s.steps))
	for k, st := range s.steps {
		perm[k] = uint32(len(clues) + k)
		if st.hint {
			hintVars = append(hintVars, uint32(k))
			cand = append(cand, uint32(st.cell))
			perm[k] = uint32(st.cell)
		}
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cand), bad), nil
}

// HintPuzzle is the puzzle with loop's pearls on the cells of hints,
// or an error naming a cell where loop shows no pearl.
func (p *Puzzle) HintPuzzle(loop []uint32, hints []uint32) (*Puzzle, error) {
	q, err := New(p.Rows, p.Cols)
	if err != nil {
		return nil, err
	}
	clues, err := q.Clues(loop)
	if err != nil {
		return nil, err
	}
	for _, h := range hints {
		if int(h) >= len(clues) {
			return nil, fmt.Errorf("masyu: cell %d is outside the %dx%d board", h, p.Rows, p.Cols)
		}
		if clues[h] == None {
			return nil, fmt.Errorf("masyu: the loop shows no pearl at (%d, %d): it %s there", int(h)/p.Cols, int(h)%p.Cols, why(q, loop, int(h)))
		}
		q.Pearls[h] = clues[h]
	}
	return q, nil
}

// why says why loop shows no pearl at cell.
func why(p *Puzzle, loop []uint32, cell int) string {
	sh, _ := p.shapes(loop)
	switch {
	case deg(sh[cell]) == 0:
		return "does not pass"
	case straight(sh[cell]):
		return "goes straight through the cells beside as well"
	}
	return "turns, but not between two straight cells"
}
