package numberlink

import (
	"encoding/binary"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/zqlang/zq/topdown"
)

// Slot values of the frontier state.
const (
	compNone     = 0    // no cell (beyond the board)
	compComplete = 0xFF // cell of a finished path
	flagFree     = 0x8000
	maxWidth     = 250 // largest frontier (shorter board side + 1)
)

// spec is the frontier-based construction of Algorithm 2 over the edges
// of b.g, for rules A, B and C.
//
// The frontier of the edges of cell u is the window of cells u..u+cols.
// Each slot holds the cell's degree so far and its component (the path
// fragment through it, numbered canonically in slot order). Each
// component has a label: the pair it belongs to, or 0 while it touches no
// number. Under rule A the state also keeps the pairs of classes (a label,
// or an unlabelled component) that must never end up on one path, because
// two of their cells are adjacent with the edge between them left out.
type spec struct {
	b        *board
	n, f     int
	pcap     int
	eu, ew   []int32
	last     []bool
	inc      [][]int32
	size     int
	overflow atomic.Bool
	pool     sync.Pool
}

type work struct {
	deg   []uint8
	comp  []uint8
	lbl   []uint16 // by component id
	done  int
	pairs [][2]uint16
	keys  []uint32
	remap []uint8
}

// newSpec makes the construction; under rule A each state has room for
// slack*f+8 pairs.
func newSpec(b *board, slack int) *spec {
	s := &spec{b: b, n: b.rows * b.cols, f: b.cols + 1}
	if b.rule == RuleA {
		s.pcap = slack*s.f + 8
	}
	m := b.g.M()
	s.eu = make([]int32, m)
	s.ew = make([]int32, m)
	s.last = make([]bool, m)
	for i, e := range b.g.Edges() {
		s.eu[i], s.ew[i] = int32(e.U), int32(e.V)
		if i+1 == m || b.g.Edge(i+1).U != e.U {
			s.last[i] = true
		}
	}
	s.inc = make([][]int32, s.n)
	for i, e := range b.g.Edges() {
		s.inc[e.U] = append(s.inc[e.U], int32(i))
		s.inc[e.V] = append(s.inc[e.V], int32(i))
	}
	s.size = 4*s.f + 2
	if b.rule == RuleA {
		s.size += 2 + 4*s.pcap
	}
	f := s.f
	s.pool.New = func() any {
		return &work{
			deg:   make([]uint8, f),
			comp:  make([]uint8, f),
			lbl:   make([]uint16, f+2),
			pairs: make([][2]uint16, 0, s.pcap+1),
			keys:  make([]uint32, 0, s.pcap+1),
			remap: make([]uint8, 256),
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.size }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.b.g.M() }

func (s *spec) decode(st []byte, w *work) {
	f := s.f
	copy(w.deg, st[:f])
	copy(w.comp, st[f:2*f])
	src, dst := st[2*f:4*f], w.lbl[1:f+1]
	_ = src[2*len(dst)-1]
	for i := range dst {
		dst[i] = uint16(src[2*i]) | uint16(src[2*i+1])<<8
	}
	w.done = int(binary.LittleEndian.Uint16(st[4*f:]))
	w.pairs = w.pairs[:0]
	if s.pcap > 0 {
		np := int(binary.LittleEndian.Uint16(st[4*f+2:]))
		o := 4*f + 4
		if cap(w.pairs) < np {
			w.pairs = make([][2]uint16, np, 2*np)
		}
		w.pairs = w.pairs[:np]
		src := st[o : o+4*np]
		if littleEndian && np > 0 {
			// The encoding is the in-memory layout of the pairs.
			copy(unsafe.Slice((*byte)(unsafe.Pointer(&w.pairs[0])), 4*np), src)
			return
		}
		for i := range w.pairs {
			w.pairs[i] = [2]uint16{binary.LittleEndian.Uint16(src[4*i:]), binary.LittleEndian.Uint16(src[4*i+2:])}
		}
	}
}

// littleEndian reports whether the machine stores a uint16's low byte
// first, as the state encoding does.
var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// encode canonicalises w (components renumbered in slot order, pairs
// sorted) and writes it into st. It returns false if the state is
// contradictory.
func (s *spec) encode(w *work, st []byte) bool {
	f := s.f
	clear(w.remap[:f+1])
	w.remap[compComplete] = compComplete
	next := uint8(1)
	o := 2 * f
	for i := 0; i < f; i++ {
		c := w.comp[i]
		if c == compNone || c == compComplete {
			continue
		}
		r := w.remap[c]
		if r == 0 {
			r = next
			w.remap[c] = r
			binary.LittleEndian.PutUint16(st[o:], w.lbl[c])
			o += 2
			next++
		}
		w.comp[i] = r
	}
	copy(st, w.deg)
	copy(st[f:], w.comp)
	clear(st[o : 4*f])
	binary.LittleEndian.PutUint16(st[4*f:], uint16(w.done))
	if s.pcap == 0 {
		return true
	}
	// Renumber, order and sort the pairs (insertion sort on packed keys:
	// they are few and mostly in order already).
	keys := w.keys[:0]
	for _, p := range w.pairs {
		a, b := p[0], p[1]
		if a&flagFree != 0 {
			a = flagFree | uint16(w.remap[a&^flagFree])
		}
		if b&flagFree != 0 {
			b = flagFree | uint16(w.remap[b&^flagFree])
		}
		if a > b {
			a, b = b, a
		}
		key := uint32(a)<<16 | uint32(b)
		j := len(keys)
		keys = append(keys, key)
		for j > 0 && key < keys[j-1] {
			keys[j] = keys[j-1]
			j--
		}
		keys[j] = key
	}
	w.keys = keys
	o = 4*f + 4
	np := 0
	for i, key := range keys {
		if i > 0 && key == keys[i-1] {
			continue
		}
		binary.LittleEndian.PutUint32(st[o:], key>>16|key<<16)
		o += 4
		np++
	}
	clear(st[o:])
	binary.LittleEndian.PutUint16(st[4*f+2:], uint16(np))
	return true
}

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	b := s.b
	if s.Vars() == 0 {
		// A single cell.
		if b.rule == RuleC && b.k == 0 {
			return topdown.Accept
		}
		return topdown.Reject
	}
	if b.k == 0 {
		if b.rule == RuleC {
			return topdown.Accept
		}
		return topdown.Reject
	}
	w := s.pool.Get().(*work)
	defer s.pool.Put(w)
	for i := 0; i < s.f; i++ {
		w.deg[i] = 0
		w.comp[i] = compNone
		if i < s.n {
			w.comp[i] = uint8(i + 1)
			w.lbl[i+1] = b.lab[i]
		}
	}
	w.done = 0
	w.pairs = w.pairs[:0]
	s.encode(w, st)
	return 0
}

func (s *spec) cls(w *work, c uint8) uint16 {
	if l := w.lbl[c]; l != 0 {
		return l
	}
	return flagFree | uint16(c)
}

// relabel replaces class from by class to in the pairs and drops pairs
// that became satisfied; it returns false if a pair became violated.
func relabel(w *work, from, to uint16) bool {
	k := 0
	for _, p := range w.pairs {
		if p[0] == from {
			p[0] = to
		}
		if p[1] == from {
			p[1] = to
		}
		if p[0] == p[1] {
			return false
		}
		if p[0]&flagFree == 0 && p[1]&flagFree == 0 {
			continue // two labels: distinct forever
		}
		w.pairs[k] = p
		k++
	}
	w.pairs = w.pairs[:k]
	return true
}

func dropLabel(w *work, l uint16) {
	k := 0
	for _, p := range w.pairs {
		if p[0] == l || p[1] == l {
			continue
		}
		w.pairs[k] = p
		k++
	}
	w.pairs = w.pairs[:k]
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	switch s.b.force[v] {
	case in:
		if !take {
			return topdown.Reject
		}
	case out:
		if take {
			return topdown.Reject
		}
	}
	// Put without defer: child has too many returns for an inlined
	// deferred call, and this is the construction's innermost call.
	w := s.pool.Get().(*work)
	r := s.child(w, st, v, take, true)
	s.pool.Put(w)
	return r
}

// TakeRejects implements topdown.TakeRejecter: it is Child for taking
// edge v without writing the child's state (the canonical encoding, the
// larger part of a Child, is spared).
func (s *spec) TakeRejects(st []byte, v int) bool {
	if s.b.force[v] == out {
		return true
	}
	w := s.pool.Get().(*work)
	r := s.child(w, st, v, true, false)
	s.pool.Put(w)
	return r == topdown.Reject
}

// child is Child on the state st decoded into w; the child's state is
// written to st only if enc is set (st is not changed otherwise).
func (s *spec) child(w *work, st []byte, v int, take, enc bool) int {
	b := s.b
	s.decode(st, w)
	u, x := int(s.eu[v]), int(s.ew[v])
	su, sx := 0, x-u
	cu, cx := w.comp[su], w.comp[sx]
	if take {
		if int(w.deg[su]) >= b.need(u) || int(w.deg[sx]) >= b.need(x) {
			return topdown.Reject
		}
		if cu == cx || cu == compComplete || cx == compComplete {
			return topdown.Reject
		}
		lu, lx := w.lbl[cu], w.lbl[cx]
		if lu != 0 && lx != 0 && lu != lx {
			return topdown.Reject
		}
		if s.pcap > 0 {
			a, c := s.cls(w, cu), s.cls(w, cx)
			if a > c {
				a, c = c, a
			}
			for _, p := range w.pairs {
				if p[0] == a && p[1] == c {
					return topdown.Reject
				}
			}
		}
		w.deg[su]++
		w.deg[sx]++
		switch {
		case lu != 0 && lu == lx:
			// The two fragments of one pair meet: the path is complete.
			if s.pcap > 0 && s.closeTouches(w, u, x, cu, cx) {
				return topdown.Reject
			}
			for i := range w.comp {
				if w.comp[i] == cu || w.comp[i] == cx {
					w.comp[i] = compComplete
				}
			}
			w.done++
			if s.pcap > 0 {
				dropLabel(w, lu)
			}
		default:
			for i := range w.comp {
				if w.comp[i] == cx {
					w.comp[i] = cu
				}
			}
			if s.pcap > 0 {
				switch {
				case lu == 0 && lx != 0:
					if !relabel(w, flagFree|uint16(cu), lx) || !relabel(w, flagFree|uint16(cx), lx) {
						return topdown.Reject
					}
				case lu != 0 && lx == 0:
					if !relabel(w, flagFree|uint16(cx), lu) {
						return topdown.Reject
					}
				case lu == 0 && lx == 0:
					if !relabel(w, flagFree|uint16(cx), flagFree|uint16(cu)) {
						return topdown.Reject
					}
				}
			}
			w.lbl[cu] = lu | lx
		}
	} else if s.pcap > 0 && cu != compComplete && cx != compComplete {
		if cu == cx {
			return topdown.Reject
		}
		{
			lu, lx := w.lbl[cu], w.lbl[cx]
			switch {
			case lu != 0 && lx != 0:
				if lu == lx {
					return topdown.Reject
				}
			default:
				a, c := s.cls(w, cu), s.cls(w, cx)
				if a > c {
					a, c = c, a
				}
				dup := false
				for _, p := range w.pairs {
					if p[0] == a && p[1] == c {
						dup = true
						break
					}
				}
				if !dup {
					if len(w.pairs) >= s.pcap {
						s.overflow.Store(true)
						return topdown.Reject
					}
					w.pairs = append(w.pairs, [2]uint16{a, c})
				}
			}
		}
	}
	if b.rule != RuleC || b.lab[u] != 0 || b.lab[x] != 0 {
		// A cell that can no longer reach its degree.
		if !s.canFinish(w.deg[su], u, v) || !s.canFinish(w.deg[sx], x, v) {
			return topdown.Reject
		}
	}
	nextVar := v + 1
	if s.last[v] {
		// Cell u has all its edges decided: it leaves the frontier.
		if !s.leave(w, u) {
			return topdown.Reject
		}
		if u+1 == s.n-1 {
			if !s.leave(w, u+1) {
				return topdown.Reject
			}
			if w.done != b.k {
				return topdown.Reject
			}
			return topdown.Accept
		}
		u++
	}
	if w.done == b.k {
		// Every pair is joined (Remark 6).
		for i := 0; i < s.f; i++ {
			c := w.comp[i]
			if c == compNone || c == compComplete {
				continue
			}
			if w.deg[i] == 1 || b.rule != RuleC {
				return topdown.Reject
			}
		}
		if b.rule == RuleC {
			return topdown.Accept
		}
		if u+s.f < s.n {
			return topdown.Reject
		}
	}
	if enc {
		s.encode(w, st)
	}
	return nextVar
}

// closeTouches reports, as edge (u, x) completes the path of components
// cu and cx, whether two of the path's cells in the window are side by
// side with the edge between them still undecided: that edge can only be
// left out, and the path would touch itself (rule A). The cells' classes
// are forgotten once the path is complete, so the check is made now.
func (s *spec) closeTouches(w *work, u, x int, cu, cx uint8) bool {
	on := func(i int) bool { c := w.comp[i]; return c == cu || c == cx }
	cols := s.b.cols
	if x == u+1 && u%cols != cols-1 && u+cols < s.n && on(0) && on(s.f-1) {
		return true // (u, u+cols), decided after (u, u+1)
	}
	for i := 1; i+1 < s.f; i++ {
		if c := u + i; c+1 < s.n && c%cols != cols-1 && on(i) && on(i+1) {
			return true
		}
	}
	return false
}

// canFinish reports whether cell c, of degree d after edge v was
// decided, can still reach the degree it needs with its later edges (not
// forced out).
func (s *spec) canFinish(d uint8, c, v int) bool {
	need := s.b.need(c)
	if s.b.rule == RuleC && s.b.lab[c] == 0 && d == 0 {
		return true
	}
	have := int(d)
	if have >= need {
		return true
	}
	for _, e := range s.inc[c] {
		if int(e) > v && s.b.force[e] != out {
			have++
		}
	}
	return have >= need
}

// leave checks the final degree of cell u (in slot 0), shifts the window
// by one cell and brings in cell u+f.
func (s *spec) leave(w *work, u int) bool {
	b := s.b
	d := int(w.deg[0])
	switch {
	case b.lab[u] != 0:
		if d != 1 {
			return false
		}
	case b.rule == RuleC:
		if d == 1 {
			return false
		}
	default:
		if d != 2 {
			return false
		}
	}
	c := w.comp[0]
	f := s.f
	copy(w.deg, w.deg[1:])
	copy(w.comp, w.comp[1:])
	if c != compComplete && c != compNone {
		still := false
		for i := 0; i < f-1; i++ {
			if w.comp[i] == c {
				still = true
				break
			}
		}
		if !still && (w.lbl[c] != 0 || d != 0) {
			// A fragment left the frontier unfinished.
			return false
		}
	}
	nc := u + f
	w.deg[f-1] = 0
	w.comp[f-1] = compNone
	if nc < s.n {
		// A fresh component id: one not used by any slot.
		var used [257]bool
		for i := 0; i < f-1; i++ {
			used[w.comp[i]] = true
		}
		id := uint8(1)
		for used[id] {
			id++
		}
		w.comp[f-1] = id
		w.lbl[id] = b.lab[nc]
		if s.pcap > 0 {
			// id may have been a component that vanished; no pair can
			// mention it (unlabelled components never vanish under A).
		}
	}
	return true
}

// Overflowed reports whether a rule-A state ran out of room for its
// pairs (the construction is then incomplete).
func (s *spec) Overflowed() bool { return s.overflow.Load() }
