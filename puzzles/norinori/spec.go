package norinori

import (
	"sort"

	"github.com/zqlang/zq/topdown"
)

// Frontier values of a cell.
const (
	off    = 0 // unshaded, or none yet (row 0)
	paired = 1 // shaded, with its one shaded neighbour
	single = 2 // shaded, its neighbour still to come (right or below)
)

// spec is the frontier-based construction of every solution: variable
// i is cell i (row-major), taken when shaded.
//
// Deciding cell v = (r, c), the state holds the frontier, the last
// Cols cells decided, a byte a column (off, paired or single), and a
// byte for each region active at v (its first cell before v, its last
// v or later): the number of its cells shaded so far, 0..2. Shading v
// is refused beside a paired cell, or between two shaded cells (it
// would have two shaded neighbours); beside one single cell it pairs
// with it, and otherwise it is single. Leaving v unshaded is refused
// when the cell above is single: its last neighbour is gone. A region
// is refused a third shaded cell, and a cell that leaves it too few
// cells to reach two. After the last cell no cell may be single.
type spec struct {
	p      *Puzzle
	w, n   int
	last   []int     // each region's last cell
	after  []int     // the cells of each cell's region after it
	levels [][]int32 // regions active at each v (0..n), sorted
	k      int
	// fixed, if not nil, are cells the deductions fixed (unknown,
	// unshaded or shaded): the other way is refused.
	fixed []int8
}

func newSpec(p *Puzzle, fixed []int8) *spec {
	s := &spec{p: p, w: p.Cols, n: p.Cells(), fixed: fixed}
	cells := p.roomCells()
	s.levels = make([][]int32, s.n+1)
	s.after = make([]int, s.n)
	for k, cs := range cells {
		for j, i := range cs {
			s.after[i] = len(cs) - 1 - j
		}
		s.last = append(s.last, cs[len(cs)-1])
		for v := cs[0] + 1; v <= cs[len(cs)-1]; v++ {
			s.levels[v] = append(s.levels[v], int32(k))
		}
	}
	for _, l := range s.levels {
		s.k = max(s.k, len(l))
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.w + s.k }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec.
func (s *spec) Root(state []byte) int {
	clear(state)
	return 0
}

func find(l []int32, k int) int {
	i := sort.Search(len(l), func(i int) bool { return int(l[i]) >= k })
	if i < len(l) && int(l[i]) == k {
		return i
	}
	return -1
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	w := s.w
	r, c := v/w, v%w
	fr := state[:w]
	cnt := state[w:]
	lv := s.levels[v]
	x := s.p.Room[v]
	xi := find(lv, x)
	n := byte(0)
	if xi >= 0 {
		n = cnt[xi]
	}
	up, left := byte(off), byte(off)
	if r > 0 {
		up = fr[c]
	}
	if c > 0 {
		left = fr[c-1]
	}
	if s.fixed != nil && s.fixed[v] == map[bool]int8{true: unshaded, false: shaded}[take] {
		return topdown.Reject
	}
	if take {
		if up == paired || left == paired || (up == single && left == single) || n == 2 {
			return topdown.Reject
		}
		n++
		switch {
		case up == single:
			fr[c] = paired
		case left == single:
			fr[c-1] = paired
			fr[c] = paired
		default:
			fr[c] = single
		}
	} else {
		if up == single {
			return topdown.Reject
		}
		fr[c] = off
	}
	if int(n)+s.after[v] < 2 {
		return topdown.Reject
	}
	var counts [256]byte
	for i, k := range lv {
		counts[i] = cnt[i]
		if int(k) == x {
			counts[i] = n
		}
	}
	nl := s.levels[v+1]
	clear(cnt)
	for j, k := range nl {
		if int(k) == x {
			cnt[j] = n
		} else {
			cnt[j] = counts[find(lv, int(k))]
		}
	}
	if v+1 == s.n {
		for _, f := range fr {
			if f == single {
				return topdown.Reject
			}
		}
		return topdown.Accept
	}
	return v + 1
}
