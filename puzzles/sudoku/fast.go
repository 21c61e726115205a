package sudoku

import (
	"math/bits"
	"sync"
)

// geometry is the cell/unit structure of one grid shape, shared by all
// solvers of that shape.
type geometry struct {
	n, cells  int
	full      uint32
	units     []int16 // nunits*n cells
	nunits    int
	peers     []int16 // peerStart[c]..peerStart[c+1]
	peerStart []int32
	cellUnits []int16 // unitStart[c]..unitStart[c+1]
	unitStart []int32
	unitMask  [][2]uint64 // per cell: bit u set for each unit u holding it
}

type geoKey struct {
	br, bc int
	x      bool
}

var geoCache sync.Map

func geometryOf(p *Puzzle) *geometry {
	k := geoKey{p.BoxRows, p.BoxCols, p.X}
	if g, ok := geoCache.Load(k); ok {
		return g.(*geometry)
	}
	n := p.N()
	g := &geometry{n: n, cells: n * n, full: uint32((uint64(1) << n) - 1)}
	units := p.Units()
	g.nunits = len(units)
	of := make([][]int, n*n)
	for ui, u := range units {
		for _, c := range u {
			g.units = append(g.units, int16(c))
			of[c] = append(of[c], ui)
		}
	}
	for c := 0; c < n*n; c++ {
		g.peerStart = append(g.peerStart, int32(len(g.peers)))
		g.unitStart = append(g.unitStart, int32(len(g.cellUnits)))
		seen := map[int]bool{c: true}
		var um [2]uint64
		for _, ui := range of[c] {
			um[ui>>6] |= 1 << uint(ui&63)
			g.cellUnits = append(g.cellUnits, int16(ui))
			for _, q := range units[ui] {
				if !seen[q] {
					seen[q] = true
					g.peers = append(g.peers, int16(q))
				}
			}
		}
		g.unitMask = append(g.unitMask, um)
	}
	g.peerStart = append(g.peerStart, int32(len(g.peers)))
	g.unitStart = append(g.unitStart, int32(len(g.cellUnits)))
	geoCache.Store(k, g)
	return g
}

// fastSolver is the bitmask propagate-and-search solver. Each search
// level has its own copy of the candidate masks.
type fastSolver struct {
	g     *geometry
	ps12  bool
	cand  []uint32 // levels of g.cells masks
	queue []int16
	limit uint64
	count uint64
	nodes uint64
	first []uint8
	done  []bool    // levels of g.cells placed flags
	dirty [2]uint64 // units changed since their last hidden-single scan
	// stop, if not nil, is asked every 4,096 nodes whether to give up
	// (the search then ends as if the limit were reached).
	stop func() bool
}

func newFastSolver(p *Puzzle, ps12 bool) *fastSolver {
	g := geometryOf(p)
	levels := g.cells + 1
	return &fastSolver{
		g:     g,
		ps12:  ps12,
		queue: make([]int16, 0, 4*g.cells),
		cand:  make([]uint32, levels*g.cells),
		done:  make([]bool, levels*g.cells),
	}
}

// level returns the candidate masks of search level d.
func (s *fastSolver) level(d int) []uint32 {
	return s.cand[d*s.g.cells : (d+1)*s.g.cells]
}

// place puts the single candidate of cell in cand and removes it
// from every peer, queueing peers left with one candidate. It returns
// false on a contradiction.
func (s *fastSolver) place(cand []uint32, cell int) bool {
	g := s.g
	bit := cand[cell]
	ps := g.peers[g.peerStart[cell]:g.peerStart[cell+1]]
	for _, q := range ps {
		c := cand[q]
		if c&bit != 0 {
			c &^= bit
			if c == 0 {
				return false
			}
			cand[q] = c
			um := &g.unitMask[q]
			s.dirty[0] |= um[0]
			s.dirty[1] |= um[1]
			if c&(c-1) == 0 {
				s.queue = append(s.queue, q)
			}
		}
	}
	return true
}

// propagate runs naked and hidden singles to a fixpoint. done marks
// cells already placed; it returns the number of placed cells, or -1
// on a contradiction.
func (s *fastSolver) propagate(cand []uint32, done []bool, placed int) int {
	g := s.g
	n := g.n
	for {
		for len(s.queue) > 0 {
			c := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			if done[c] {
				continue
			}
			done[c] = true
			placed++
			if !s.place(cand, int(c)) {
				s.queue = s.queue[:0]
				return -1
			}
		}
		if placed == g.cells {
			return placed
		}
		if s.dirty[0]|s.dirty[1] == 0 {
			return placed
		}
		dirty := s.dirty
		s.dirty = [2]uint64{}
		for w := 0; w < 2; w++ {
			for dirty[w] != 0 {
				u := w<<6 | bits.TrailingZeros64(dirty[w])
				dirty[w] &= dirty[w] - 1
				cells := g.units[u*n : u*n+n]
				var once, twice, fixed uint32
				for _, c := range cells {
					m := cand[c]
					twice |= once & m
					once |= m
					if done[c] {
						fixed |= m
					}
				}
				if once != g.full {
					s.queue = s.queue[:0]
					return -1
				}
				h := once &^ twice &^ fixed
				for h != 0 {
					b := h & -h
					h &^= b
					for _, c := range cells {
						if cand[c]&b != 0 {
							if cand[c] != b {
								cand[c] = b
								s.markCell(int(c))
							}
							s.queue = append(s.queue, c)
							break
						}
					}
				}
			}
		}
	}
}

// markCell marks the units of cell dirty.
func (s *fastSolver) markCell(c int) {
	um := &s.g.unitMask[c]
	s.dirty[0] |= um[0]
	s.dirty[1] |= um[1]
}

// solve counts the solutions of p up to limit (0 = all) and returns the
// first one found.
func (s *fastSolver) solve(p *Puzzle, limit uint64) (count uint64, first []uint8) {
	g := s.g
	s.limit, s.count, s.first = limit, 0, nil
	cand := s.level(0)
	for i := range cand {
		cand[i] = g.full
	}
	done := s.done
	clear(done[:g.cells])
	s.queue = s.queue[:0]
	for i, v := range p.Cells {
		if v == 0 {
			continue
		}
		b := uint32(1) << (v - 1)
		if cand[i]&b == 0 {
			return 0, nil
		}
		cand[i] = b
		s.queue = append(s.queue, int16(i))
	}
	s.nodes++
	s.dirty = [2]uint64{}
	for u := 0; u < g.nunits; u++ {
		s.dirty[u>>6] |= 1 << uint(u&63)
	}
	placed := s.propagate(cand, done[:g.cells], 0)
	if placed < 0 {
		return 0, nil
	}
	s.search(0, done, placed)
	return s.count, s.first
}

// search explores level d whose state is propagated; it returns false to
// stop (limit reached).
func (s *fastSolver) search(d int, done []bool, placed int) bool {
	g := s.g
	cand := s.level(d)
	dn := done[d*g.cells : (d+1)*g.cells]
	if placed == g.cells {
		s.count++
		if s.first == nil {
			s.first = make([]uint8, g.cells)
			for i, m := range cand {
				s.first[i] = uint8(bits.TrailingZeros32(m) + 1)
			}
		}
		return s.limit == 0 || s.count < s.limit
	}
	cell, bc := -1, 99
	if s.ps12 {
		for i, m := range cand {
			if !dn[i] && bits.OnesCount32(m) == 2 {
				cell = i
				break
			}
		}
	}
	if cell < 0 {
		for i, m := range cand {
			if dn[i] {
				continue
			}
			if k := bits.OnesCount32(m); k < bc {
				cell, bc = i, k
				if k <= 2 {
					break
				}
			}
		}
	}
	if s.stop != nil && s.nodes&4095 == 0 && s.stop() {
		return false
	}
	m := cand[cell]
	for m != 0 {
		var b uint32
		if s.ps12 {
			b = uint32(1) << (31 - bits.LeadingZeros32(m)) // highest value first
		} else {
			b = m & -m
		}
		m &^= b
		next := s.level(d + 1)
		copy(next, cand)
		nd := done[(d+1)*g.cells : (d+2)*g.cells]
		copy(nd, dn)
		next[cell] = b
		s.dirty = [2]uint64{}
		s.markCell(cell)
		s.queue = append(s.queue[:0], int16(cell))
		s.nodes++
		if pl := s.propagate(next, nd, placed); pl >= 0 {
			if !s.search(d+1, done, pl) {
				return false
			}
		}
	}
	return true
}
