package heyawake

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank returns p without its numbers: the same rooms and borders.
func (p *Puzzle) Blank() *Puzzle {
	nums := make([]int, p.RoomCount())
	for i := range nums {
		nums[i] = NoNumber
	}
	q, _ := New(p.Rows, p.Cols, p.Borders, nums)
	return q
}

// CheckForm returns nil when set is a solution of the board without
// its numbers, and otherwise why not.
func (p *Puzzle) CheckForm(set []uint32) error {
	if err := p.Blank().Check(set); err != nil {
		return fmt.Errorf("not an answer on the board's rooms: %s", ruleMsg(err))
	}
	return nil
}

// Counts returns the number of cells set shades in each room.
func (p *Puzzle) Counts(set []uint32) []int {
	out := make([]int, p.RoomCount())
	for _, x := range set {
		if int(x) < len(p.Room) {
			out[p.Room[x]]++
		}
	}
	return out
}

// hintSpec is the spec of the pairs (x, H) of a shading x of the blank
// board other than sol and a set H of rooms whose numbers, sol's counts,
// x meets: the cells in row-major order, each candidate room's hint
// variable just before its top cell (taken: the room shows sol's
// count), and a byte more of state, set when x has left sol.
type hintSpec struct {
	s      *spec
	steps  []int // a cell, or -(r+1) for the hint variable of room r
	stepOf []int // each cell's step
	sol    []bool
	count  []int
	base   int
}

// StateSize implements topdown.Spec.
func (h *hintSpec) StateSize() int { return h.base + 1 }

// Vars implements topdown.Spec.
func (h *hintSpec) Vars() int { return len(h.steps) }

// Root implements topdown.Spec.
func (h *hintSpec) Root(state []byte) int {
	state[h.base] = 0
	if r := h.s.Root(state[:h.base]); r < 0 {
		return r
	}
	return 0
}

// Child implements topdown.Spec.
func (h *hintSpec) Child(state []byte, v int, take bool) int {
	st := h.steps[v]
	if st < 0 {
		room := -(st + 1)
		if take {
			h.s.putSlot(state, h.s.slot[room], h.count[room]+1)
		}
		return v + 1
	}
	if take != h.sol[st] {
		state[h.base] = 1
	}
	switch r := h.s.Child(state[:h.base], st, take); r {
	case topdown.Reject:
		return r
	case topdown.Accept:
		if state[h.base] == 0 {
			return topdown.Reject
		}
		return r
	default:
		return h.stepOf[r]
	}
}

// Hints is the family of the hint sets for which sol is the only
// solution: sets of rooms, each given by its top cell (where its number
// stands), numbered with sol's count of shaded cells there, among the
// top cells of cells (nil: every room; other cells are left out). A set
// fails exactly when another shading x of the blank board meets sol's
// counts on it, so
//
//	hints(sol) = Pow(tops) \ { H : ∃ x ≠ sol meeting sol's counts on H }
//
// and the subtracted family is built as one ZDD over the cells and a
// variable per candidate room (pairs (x, H)) by the solving spec, then
// its cell variables are quantified away. p's own numbers are ignored.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	if err := p.CheckForm(sol); err != nil {
		return zdd.Empty, err
	}
	blank := p.Blank()
	count := p.Counts(sol)
	hinted := make([]bool, p.RoomCount())
	if cells == nil {
		for r := range hinted {
			hinted[r] = true
		}
	} else {
		for _, c := range cells {
			if c < 0 || c >= p.Cells() {
				return zdd.Empty, fmt.Errorf("cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			if r := p.Room[c]; p.top[r] == c {
				hinted[r] = true
			}
		}
	}
	h := &hintSpec{s: newSpecOf(blank, nil, hinted, count), stepOf: make([]int, p.Cells()+1), sol: p.Shading(sol), count: count}
	h.base = h.s.StateSize()
	var hintVars, cand []uint32
	var perm []uint32
	for i := 0; i < p.Cells(); i++ {
		h.stepOf[i] = len(h.steps) // the hint variable's step, if any
		if r := p.Room[i]; p.top[r] == i && hinted[r] {
			hintVars = append(hintVars, uint32(len(h.steps)))
			cand = append(cand, uint32(i))
			perm = append(perm, uint32(i))
			h.steps = append(h.steps, -(r + 1))
		}
		perm = append(perm, uint32(p.Cells()+len(h.steps)))
		h.steps = append(h.steps, i)
	}
	pairs, err := topdown.Build(ctx, m, h, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cand), bad), nil
}

// HintPuzzle is the puzzle on p's rooms with sol's counts in the rooms
// whose top cells are hints, or an error naming a cell that is not a
// room's top cell.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	if err := p.CheckForm(sol); err != nil {
		return nil, err
	}
	count := p.Counts(sol)
	nums := make([]int, p.RoomCount())
	for i := range nums {
		nums[i] = NoNumber
	}
	for _, h := range hints {
		if int(h) >= p.Cells() {
			return nil, fmt.Errorf("cell %d is outside the %dx%d board", h, p.Rows, p.Cols)
		}
		r := p.Room[h]
		if p.top[r] != int(h) {
			return nil, fmt.Errorf("%s is not a room's top cell: its room's number stands at %s", p.at(int(h)), p.at(p.top[r]))
		}
		nums[r] = count[r]
	}
	return New(p.Rows, p.Cols, p.Borders, nums)
}
