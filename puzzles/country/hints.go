package country

import (
	"context"
	"fmt"
	"slices"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank returns the board without numbers.
func (p *Puzzle) Blank() *Puzzle {
	q := *p
	q.Room = slices.Clone(p.Room)
	q.Num = make([]int, p.Rooms)
	for i := range q.Num {
		q.Num[i] = None
	}
	return &q
}

// Counts returns the cells of each room on the loop.
func (p *Puzzle) Counts(loop []uint32) ([]int, error) {
	e, err := p.decode(loop)
	if err != nil {
		return nil, err
	}
	cnt := make([]int, p.Rooms)
	for i := range e {
		if degree(e[i]) > 0 {
			cnt[p.Room[i]]++
		}
	}
	return cnt, nil
}

// Hints is the family of hint sets (sets of rooms' top cells among
// cells, nil for every room the loop visits: a 0 counts nothing) for which loop is the only solution of
// the board whose rooms in the set show loop's counts and the others no
// number. As for Masyu's hint sets,
//
//	hints(L) = Pow(tops) \ { H : some loop x != L has L's counts on H }
//
// and the subtracted family is the solving spec with a variable per
// candidate room (its number counts when taken), projected on those.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, cells []int) (zdd.Node, error) {
	blank := p.Blank()
	if err := blank.Check(loop); err != nil {
		return zdd.Empty, err
	}
	cnt, _ := p.Counts(loop)
	optional := make([]int, p.Rooms)
	for i := range optional {
		optional[i] = None
	}
	if cells == nil {
		for k := range optional {
			if cnt[k] > 0 {
				optional[k] = cnt[k]
			}
		}
	}
	for _, c := range cells {
		if c < 0 || c >= len(p.Room) {
			return zdd.Empty, fmt.Errorf("country: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
		}
		if p.Top(p.Room[c]) != c {
			return zdd.Empty, fmt.Errorf("country: the cell (%d, %d) is not the top cell of its room, where its number goes", c/p.Cols, c%p.Cols)
		}
		if cnt[p.Room[c]] == 0 {
			return zdd.Empty, fmt.Errorf("country: the loop misses the room of (%d, %d): a 0 there would count nothing", c/p.Cols, c%p.Cols)
		}
		optional[p.Room[c]] = cnt[p.Room[c]]
	}
	if p.Vars() == 0 {
		// one cell: the empty loop, no other
		return m.Pow(nil), nil
	}
	differ := make([]bool, p.Vars())
	for _, v := range loop {
		differ[v] = true
	}
	s := newSpec(blank, optional, differ)
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	n := len(p.Room)
	var hintVars, cand []uint32
	perm := make([]uint32, len(s.steps))
	for k, st := range s.steps {
		perm[k] = uint32(n + k)
		if st.hint {
			hintVars = append(hintVars, uint32(k))
			top := uint32(p.Top(st.a))
			cand = append(cand, top)
			perm[k] = top
		}
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cand), bad), nil
}

// HintPuzzle is the board whose rooms with their top cell in hints show
// loop's counts, the other rooms no number.
func (p *Puzzle) HintPuzzle(loop []uint32, hints []uint32) (*Puzzle, error) {
	q := p.Blank()
	if err := q.Check(loop); err != nil {
		return nil, err
	}
	cnt, _ := p.Counts(loop)
	for _, h := range hints {
		c := int(h)
		if c >= len(p.Room) {
			return nil, fmt.Errorf("country: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
		}
		if p.Top(p.Room[c]) != c {
			return nil, fmt.Errorf("country: the cell (%d, %d) is not the top cell of its room, where its number goes", c/p.Cols, c%p.Cols)
		}
		q.Num[p.Room[c]] = cnt[p.Room[c]]
	}
	return q, nil
}
