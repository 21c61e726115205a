package sashigane

import (
	"sort"

	"github.com/zqlang/zq/topdown"
)

// coverSpec builds the covers top-down: its variables are the pieces
// ordered by their first cell (row-major), and its state the cells
// covered among the span cells from the current piece's first cell on
// (span is the longest reach of a piece, its last cell less its first,
// plus one). Passing on to a piece that starts later requires every cell
// before it covered. It is the frontier-based alternative to the
// Dancing Links build of Solutions (Options.TopDown).
type coverSpec struct {
	n     int
	first []int   // per piece, its first cell
	offs  [][]int // per piece, its cells less its first cell
	span  int
}

// byFirst returns pieces ordered by first cell (stable otherwise).
func (p *Puzzle) byFirst(pieces []L) []L {
	out := append([]L(nil), pieces...)
	sort.SliceStable(out, func(a, b int) bool {
		return out[a].First(p.Cols) < out[b].First(p.Cols)
	})
	return out
}

func newCoverSpec(p *Puzzle, pieces []L) *coverSpec {
	s := &coverSpec{n: p.N(), span: 1}
	for _, x := range pieces {
		f := x.First(p.Cols)
		var o []int
		for _, c := range x.Cells(p.Cols) {
			o = append(o, c-f)
		}
		s.first = append(s.first, f)
		s.offs = append(s.offs, o)
		s.span = max(s.span, x.Last(p.Cols)-f+1)
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *coverSpec) StateSize() int { return (s.span + 7) / 8 }

// Vars implements topdown.Spec.
func (s *coverSpec) Vars() int { return len(s.first) }

func get(st []byte, i int) bool { return st[i>>3]&(1<<(i&7)) != 0 }

// shift moves the window d cells on, refusing when a cell it leaves is
// not covered.
func (s *coverSpec) shift(st []byte, d int) bool {
	if d == 0 {
		return true
	}
	if d > s.span {
		return false // cells no piece reaches
	}
	for i := 0; i < d; i++ {
		if !get(st, i) {
			return false
		}
	}
	out := make([]byte, len(st))
	for i := d; i < s.span; i++ {
		if get(st, i) {
			out[(i-d)>>3] |= 1 << ((i - d) & 7)
		}
	}
	copy(st, out)
	return true
}

// Root implements topdown.Spec.
func (s *coverSpec) Root(st []byte) int {
	clear(st)
	if len(s.first) == 0 || s.first[0] != 0 {
		return topdown.Reject
	}
	return 0
}

// Child implements topdown.Spec.
func (s *coverSpec) Child(st []byte, v int, take bool) int {
	if take {
		for _, o := range s.offs[v] {
			if get(st, o) {
				return topdown.Reject
			}
			st[o>>3] |= 1 << (o & 7)
		}
	}
	if v+1 < len(s.first) {
		if !s.shift(st, s.first[v+1]-s.first[v]) {
			return topdown.Reject
		}
		return v + 1
	}
	rest := s.n - s.first[v]
	if rest > s.span {
		return topdown.Reject
	}
	for i := 0; i < rest; i++ {
		if !get(st, i) {
			return topdown.Reject
		}
	}
	return topdown.Accept
}
