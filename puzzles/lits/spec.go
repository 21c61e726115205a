package lits

import (
	"fmt"
	"sort"

	"github.com/zqlang/zq/topdown"
)

// Ids of a region's slot in a state: idNone (the region needs nothing
// more), idDone (its tetromino is complete and no longer touches an
// undecided cell, but cells of the region remain, all to be left
// unshaded), idShape+s (complete, of shape s, and touching an undecided
// cell), and from idPrefix on the region's automaton nodes: the cells
// it has shaded so far, a prefix of some candidate tetromino.
const (
	idNone   = 0
	idDone   = 1
	idShape  = 2
	idPrefix = 6
)

// anode is a node of a region's automaton: the cells shaded so far (a
// prefix, in row-major order, of some candidate), the largest next cell
// of the candidates with that prefix (leaving a cell unshaded before it
// keeps one of them possible), and the children by the next cell.
type anode struct {
	cells []int
	limit int
	next  []edge
}

type edge struct {
	cell int
	id   uint32
}

// auto is a region's automaton over its candidate tetrominoes.
type auto struct {
	first, last int
	nodes       []anode // node id idPrefix+k is nodes[k]; nodes[0] is the empty prefix
}

func newAuto(cells []int, cand []placement) auto {
	a := auto{first: cells[0], last: cells[len(cells)-1]}
	a.nodes = []anode{{limit: -1}}
	index := map[[4]int]uint32{{-1, -1, -1, -1}: idPrefix}
	for _, pl := range cand {
		cur := uint32(idPrefix)
		key := [4]int{-1, -1, -1, -1}
		for k, x := range pl.cells {
			nd := &a.nodes[cur-idPrefix]
			nd.limit = max(nd.limit, x)
			var child uint32
			if k == 3 {
				child = idShape + uint32(pl.shape)
			} else {
				key[k] = x
				id, ok := index[key]
				if !ok {
					id = uint32(idPrefix + len(a.nodes))
					index[key] = id
					a.nodes = append(a.nodes, anode{cells: append([]int(nil), pl.cells[:k+1]...), limit: -1})
					nd = &a.nodes[cur-idPrefix]
				}
				child = id
			}
			found := false
			for _, e := range nd.next {
				if e.cell == x {
					found = true
				}
			}
			if !found {
				nd.next = append(nd.next, edge{x, child})
			}
			cur = child
		}
	}
	for k := range a.nodes {
		nx := a.nodes[k].next
		sort.Slice(nx, func(i, j int) bool { return nx[i].cell < nx[j].cell })
	}
	return a
}

// take returns the node after shading cell x at node id, or 0 when no
// candidate allows it.
func (a *auto) take(id uint32, x int) uint32 {
	if id < idPrefix {
		return 0
	}
	nx := a.nodes[id-idPrefix].next
	k := sort.Search(len(nx), func(i int) bool { return nx[i].cell >= x })
	if k < len(nx) && nx[k].cell == x {
		return nx[k].id
	}
	return 0
}

// spec is the frontier-based construction of every solution: variable
// i is cell i (row-major), taken when shaded.
//
// Deciding cell v = (r, c), the state holds
//
//   - the frontier, the last Cols cells decided, one byte a column: 0
//     for an unshaded cell (or none yet, in row 0), otherwise the label
//     of its connected component among the shaded cells decided so far
//     (1, 2, ... by first position, so that equal situations are equal
//     bytes);
//   - a byte telling whether (r-1, c-1), gone from the frontier, is
//     shaded, for the 2x2 rule;
//   - a slot for each region that is active at v: its first cell is
//     before v and its last cell or a cell beside one is v or later.
//     The regions active at each v are fixed by the board, so each has
//     its place. A slot holds the region's id (above) and, while its
//     tetromino is incomplete, a mask of the shapes it may not take
//     because a complete tetromino of that shape touches it.
//
// Shading a cell moves its region's automaton (a region's cells must
// be one candidate tetromino), is refused next to three shaded cells
// of a 2x2 block, adds the shapes of complete tetrominoes beside it to
// its region's mask, and when it completes the tetromino, refuses a
// shape in the mask and adds the shape to the masks of the incomplete
// tetrominoes it touches. Leaving a cell unshaded is refused when no
// candidate of the region's prefix has its next cell after it. When the
// shaded cell above leaves the frontier as the last cell of its
// component, the rest must be unshaded: a solution if every region is
// complete, and none if another component is on the frontier. After
// the last cell the frontier must hold one component.
type spec struct {
	p       *Puzzle
	w, n    int
	room    []int
	autos   []auto
	levels  [][]int32 // regions active at each v (0..n), sorted
	k       int       // most active regions at one v
	idBytes int
	slot    int // bytes of a slot: the id and the mask
	maxFst  int // the last first cell of a region
	dead    bool
}

func newSpec(p *Puzzle, cand [][]placement) *spec {
	s := &spec{p: p, w: p.Cols, n: p.Cells(), room: p.Room}
	cells := p.roomCells()
	most := 0
	for k := range cells {
		if len(cand[k]) == 0 {
			s.dead = true
		}
		s.autos = append(s.autos, newAuto(cells[k], cand[k]))
		most = max(most, len(s.autos[k].nodes))
		s.maxFst = max(s.maxFst, cells[k][0])
	}
	s.idBytes = 2
	if most+idPrefix > 1<<16 {
		s.idBytes = 4
	}
	s.slot = s.idBytes + 1
	s.levels = make([][]int32, s.n+1)
	for k, a := range s.autos {
		for v := a.first + 1; v <= min(a.last+s.w, s.n); v++ {
			s.levels[v] = append(s.levels[v], int32(k))
		}
	}
	for _, l := range s.levels {
		s.k = max(s.k, len(l))
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.w + 1 + s.k*s.slot }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec.
func (s *spec) Root(state []byte) int {
	clear(state)
	if s.dead {
		return topdown.Reject
	}
	return 0
}

func (s *spec) getID(b []byte) uint32 {
	if s.idBytes == 2 {
		return uint32(b[0]) | uint32(b[1])<<8
	}
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

func (s *spec) putID(b []byte, id uint32) {
	for i := 0; i < s.idBytes; i++ {
		b[i] = byte(id >> (8 * i))
	}
}

// find returns the place of region k among the regions of level l, -1
// when it is not there.
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
	lab := state[:w]
	slots := state[w+1:]
	lv := s.levels[v]
	var ids [MaxSide + 1]uint32
	var forb [MaxSide + 1]byte
	for i := range lv {
		b := slots[i*s.slot:]
		ids[i], forb[i] = s.getID(b), b[s.idBytes]
	}
	x := s.room[v]
	a := &s.autos[x]
	xi := find(lv, x) // -1 when v is the region's first cell
	xid, xforb := uint32(idPrefix), byte(0)
	if xi >= 0 {
		xid, xforb = ids[xi], forb[xi]
	}
	up := byte(0)
	if r > 0 {
		up = lab[c]
	}
	left := byte(0)
	if c > 0 {
		left = lab[c-1]
	}
	if take {
		nid := a.take(xid, v)
		if nid == 0 {
			return topdown.Reject
		}
		if up != 0 && left != 0 && state[w] != 0 {
			return topdown.Reject
		}
		for _, u := range [2]int{v - 1, v - w} {
			if (u == v-1 && c == 0) || u < 0 || lab[u%w] == 0 || s.room[u] == x {
				continue
			}
			id := ids[find(lv, s.room[u])]
			if id >= idShape && id < idPrefix {
				xforb |= 1 << (id - idShape)
			}
		}
		if nid >= idShape && nid < idPrefix {
			sh := nid - idShape
			if xforb>>sh&1 != 0 {
				return topdown.Reject
			}
			mine := append(append([]int(nil), a.nodes[xid-idPrefix].cells...), v)
			for i, k := range lv {
				if int(k) == x || ids[i] < idPrefix {
					continue
				}
				if s.touches(mine, s.autos[k].nodes[ids[i]-idPrefix].cells) {
					forb[i] |= 1 << sh
				}
			}
			xforb = 0
		}
		xid = nid
		// the new cell joins the components of its neighbours
		switch {
		case up != 0 && left != 0 && up != left:
			for k, l := range lab {
				if l == left {
					lab[k] = up
				}
			}
			lab[c] = up
		case up != 0:
			lab[c] = up
		case left != 0:
			lab[c] = left
		default:
			lab[c] = 0xff
		}
	} else {
		if xid >= idPrefix && a.nodes[xid-idPrefix].limit <= v {
			return topdown.Reject
		}
		if up != 0 {
			alone, others := true, false
			for k, l := range lab {
				if k != c && l != 0 {
					if l == up {
						alone = false
						break
					}
					others = true
				}
			}
			if alone {
				if others || s.maxFst > v || xid >= idPrefix {
					return topdown.Reject
				}
				for i := range lv {
					if ids[i] >= idPrefix {
						return topdown.Reject
					}
				}
				return topdown.Accept
			}
		}
		lab[c] = 0
	}
	if c+1 < w && up != 0 {
		state[w] = 1
	} else {
		state[w] = 0
	}
	relabel(lab)
	if xi >= 0 {
		ids[xi], forb[xi] = xid, xforb
	}
	if v+1 == s.n {
		var one byte
		for _, l := range lab {
			if l != 0 {
				if one != 0 && l != one {
					return topdown.Reject
				}
				one = l
			}
		}
		return topdown.Accept
	}
	// the slots of level v+1, complete regions reduced to what is needed
	var shadedFront [MaxSide + 1]bool
	nl := s.levels[v+1]
	for u := max(0, v+1-w); u <= v; u++ {
		if lab[u%w] != 0 {
			if j := find(nl, s.room[u]); j >= 0 {
				shadedFront[j] = true
			}
		}
	}
	var nids [MaxSide + 1]uint32
	var nforb [MaxSide + 1]byte
	for j, k := range nl {
		var id uint32
		var f byte
		if int(k) == x {
			id, f = xid, xforb
		} else {
			i := find(lv, int(k))
			id, f = ids[i], forb[i]
		}
		if id < idPrefix {
			f = 0
			switch {
			case shadedFront[j]:
				// keeps its shape
			case v+1 <= s.autos[k].last:
				id = idDone
			default:
				id = idNone
			}
		}
		nids[j], nforb[j] = id, f
	}
	clear(slots)
	for j := range nl {
		b := slots[j*s.slot:]
		s.putID(b, nids[j])
		b[s.idBytes] = nforb[j]
	}
	return v + 1
}

// touches reports whether a cell of a is beside a cell of b.
func (s *spec) touches(a, b []int) bool {
	for _, x := range a {
		for _, y := range b {
			if s.p.adjacent(x, y) {
				return true
			}
		}
	}
	return false
}

// relabel renumbers the labels 1, 2, ... by first position.
func relabel(lab []byte) {
	var m [256]byte
	var next byte
	for k, x := range lab {
		if x == 0 {
			continue
		}
		if m[x] == 0 {
			next++
			m[x] = next
		}
		lab[k] = m[x]
	}
}

// String describes the spec's size, for messages.
func (s *spec) String() string {
	return fmt.Sprintf("%d cells, %d regions, at most %d active, %d-byte states", s.n, len(s.autos), s.k, s.StateSize())
}
