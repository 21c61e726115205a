package solvertest

import "slices"

// EdgeSearch enumerates the subsets of the edges Ends (pairs of
// vertices 0..N-1) in which every vertex v has at most MaxDeg(v) edges
// and a degree allowed by OkDeg, and every constraint Cons[i] (a set of
// edges) holds exactly Want[i] of them. Leaf is called with each such
// set (sorted); it returns false to stop the search.
type EdgeSearch struct {
	Ends   [][2]int
	N      int
	Cons   [][]int
	Want   []int
	MaxDeg func(v int) int
	OkDeg  func(v, d int) bool
	Leaf   func(set []int) bool

	consOf [][]int // constraints of each edge
	last   [][]int // per edge: vertices whose last edge it is
	deg    []int   // current degrees
	cnt    []int   // current constraint counts
	left   []int   // undecided edges per constraint
	chosen []int
}

// Run performs the search.
func (s *EdgeSearch) Run() {
	m := len(s.Ends)
	s.consOf, s.last = make([][]int, m), make([][]int, m)
	s.deg, s.cnt, s.left = make([]int, s.N), make([]int, len(s.Cons)), make([]int, len(s.Cons))
	s.chosen = nil
	inc := make([][]int, s.N)
	for i, e := range s.Ends {
		inc[e[0]] = append(inc[e[0]], i)
		inc[e[1]] = append(inc[e[1]], i)
	}
	for v, es := range inc {
		if len(es) > 0 {
			l := slices.Max(es)
			s.last[l] = append(s.last[l], v)
		}
	}
	for c, es := range s.Cons {
		s.left[c] = len(es)
		for _, e := range es {
			s.consOf[e] = append(s.consOf[e], c)
		}
	}
	s.run(0)
}

func (s *EdgeSearch) run(i int) bool {
	if i == len(s.Ends) {
		return s.Leaf(s.chosen)
	}
	e := s.Ends[i]
	for _, take := range []bool{false, true} {
		if take {
			if s.deg[e[0]] >= s.MaxDeg(e[0]) || s.deg[e[1]] >= s.MaxDeg(e[1]) {
				continue
			}
			s.deg[e[0]]++
			s.deg[e[1]]++
			s.chosen = append(s.chosen, i)
		}
		ok := true
		for _, c := range s.consOf[i] {
			s.left[c]--
			if take {
				s.cnt[c]++
			}
			if s.cnt[c] > s.Want[c] || s.cnt[c]+s.left[c] < s.Want[c] {
				ok = false
			}
		}
		for _, v := range s.last[i] {
			ok = ok && s.OkDeg(v, s.deg[v])
		}
		if ok && !s.run(i+1) {
			return false
		}
		for _, c := range s.consOf[i] {
			s.left[c]++
			if take {
				s.cnt[c]--
			}
		}
		if take {
			s.deg[e[0]]--
			s.deg[e[1]]--
			s.chosen = s.chosen[:len(s.chosen)-1]
		}
	}
	return true
}
