package numberlink

import "math/bits"

// Label domains. Under rules A and B every cell lies on exactly one path,
// so it carries a label: the pair whose path covers it. dom keeps, per
// cell, the set of pairs whose path may still cover it (a bit set of
// b.dw words). The deductions on labels are:
//
//   - the cells joined by edges known to be in carry one label;
//   - a cell of label k needs need(v) neighbours of label k through
//     edges not known to be out (its path neighbours);
//   - the path of pair k runs from one end to the other through cells
//     that may carry k and edges not known to be out, so a cell that lies
//     on no simple such path cannot carry k, and a cell that lies on all
//     of them (a cut vertex between the ends) carries k;
//   - an edge between cells with no common label is out.
//
// Under rule A an edge is in exactly when its two cells carry the same
// label (two adjacent cells of one path are consecutive on it), which
// adds: an edge known to be out separates a cell of known label k from
// label k; an edge between two cells both of known label k is in; and a
// cell cannot carry k when more than need(v) neighbours are known to
// carry k.

// maxDomWords bounds the memory of the label domains (in 64-bit words).
const maxDomWords = 1 << 22

// initDomains sets up the label domains for rules A and B (rule C lets
// cells stay empty, so the label deductions do not apply).
func (b *board) initDomains() {
	n := len(b.lab)
	if b.rule == RuleC || b.k == 0 {
		return
	}
	w := (b.k + 63) / 64
	if n*w > maxDomWords {
		return
	}
	b.dw = w
	b.dom = make([]uint64, n*w)
	for v := 0; v < n; v++ {
		d := b.dom[v*w : (v+1)*w]
		if l := b.lab[v]; l != 0 {
			d[(l-1)/64] = 1 << ((l - 1) % 64)
			continue
		}
		for i := range d {
			d[i] = ^uint64(0)
		}
		if r := b.k % 64; r != 0 {
			d[w-1] = 1<<r - 1
		}
	}
	b.dirty = make([]bool, b.k)
	for k := range b.dirty {
		b.dirty[k] = true
	}
	b.ends = make([][2]int, b.k)
	for i := range b.ends {
		b.ends[i] = [2]int{-1, -1}
	}
	for v, l := range b.lab {
		if l == 0 {
			continue
		}
		if b.ends[l-1][0] < 0 {
			b.ends[l-1][0] = v
		} else {
			b.ends[l-1][1] = v
		}
	}
}

// markDirty notes that the labels of word i of a domain in m lost a cell
// or an edge, so that their paths are looked at again.
func (b *board) markDirty(i int, m uint64) {
	for m != 0 {
		b.dirty[i*64+bits.TrailingZeros64(m)] = true
		m &= m - 1
	}
}

// markAll notes that every pair's path must be looked at again. Edges
// fixed out do not mark the pairs they concern (that would send nearly
// every probe through every pair); instead each round of probing starts
// with a pass over all pairs.
func (b *board) markAll() {
	for k := range b.dirty {
		b.dirty[k] = true
	}
}

func (b *board) domOf(v int) []uint64 { return b.dom[v*b.dw : (v+1)*b.dw] }

func (b *board) hasLabel(v, k int) bool { return b.dom[v*b.dw+k/64]>>(k%64)&1 != 0 }

// single returns the only label of v's domain, or -1.
func (b *board) single(v int) int {
	d := b.domOf(v)
	k := -1
	for i, x := range d {
		switch bits.OnesCount64(x) {
		case 0:
		case 1:
			if k >= 0 {
				return -1
			}
			k = i*64 + bits.TrailingZeros64(x)
		default:
			return -1
		}
	}
	return k
}

// labelScratch holds the buffers of labelPass.
type labelScratch struct {
	acc, one, two, three, fx1, fx2, fx3 []uint64
	inK, onPath                         []bool
	disc, low, par                      []int32
	estack                              [][2]int32
	nbr, nbe                            []int32 // 4 neighbours and edges per cell (-1: none)
	frames                              []dfsFrame
}

// labelPass narrows the label domains to a fixed point (with the edges
// as they are) and then sets the edges the domains decide. root maps a
// cell to the root of its component of in edges. It reports whether it
// set an edge.
func (b *board) labelPass(set func(int, uint8) error, root []int32) (bool, error) {
	n, w := len(b.lab), b.dw
	sc := &b.ls
	if len(sc.acc) != n*w {
		sc.acc = make([]uint64, n*w)
		for _, p := range []*[]uint64{&sc.one, &sc.two, &sc.three, &sc.fx1, &sc.fx2, &sc.fx3} {
			*p = make([]uint64, w)
		}
		sc.inK = make([]bool, n)
		sc.onPath = make([]bool, n)
		sc.disc = make([]int32, n)
		sc.low = make([]int32, n)
		sc.par = make([]int32, n)
	}
	for {
		b.work += n
		changed := false
		// Cells joined by in edges share a label.
		acc := sc.acc
		for v := 0; v < n; v++ {
			r := int(root[v])
			ar := acc[r*w : (r+1)*w]
			if r == v {
				for i := range ar {
					ar[i] = ^uint64(0)
				}
			}
		}
		for v := 0; v < n; v++ {
			r := int(root[v])
			ar := acc[r*w : (r+1)*w]
			for i, x := range b.domOf(v) {
				ar[i] &= x
			}
		}
		for v := 0; v < n; v++ {
			r := int(root[v])
			ar := acc[r*w : (r+1)*w]
			d := b.domOf(v)
			empty := true
			for i := range d {
				if d[i] != ar[i] {
					b.markDirty(i, d[i]&^ar[i])
					d[i] = ar[i]
					changed = true
				}
				if d[i] != 0 {
					empty = false
				}
			}
			if empty {
				return false, errUnsolvable
			}
		}
		// Neighbour counts.
		for v := 0; v < n; v++ {
			one, two, three := sc.one, sc.two, sc.three
			fx1, fx2, fx3 := sc.fx1, sc.fx2, sc.fx3
			for i := 0; i < w; i++ {
				one[i], two[i], three[i], fx1[i], fx2[i], fx3[i] = 0, 0, 0, 0, 0, 0
			}
			d := b.domOf(v)
			for _, e := range b.inc[v] {
				x := b.other(e, v)
				dx := b.domOf(x)
				sx := b.single(x) >= 0
				if b.force[e] == out {
					if b.rule == RuleA && sx {
						for i := range d {
							if d[i]&dx[i] != 0 {
								b.markDirty(i, d[i]&dx[i])
								d[i] &^= dx[i]
								changed = true
							}
						}
					}
					continue
				}
				for i := 0; i < w; i++ {
					two[i] |= one[i] & dx[i]
					one[i] |= dx[i]
					if sx {
						fx3[i] |= fx2[i] & dx[i]
						fx2[i] |= fx1[i] & dx[i]
						fx1[i] |= dx[i]
					}
				}
			}
			empty := true
			for i := 0; i < w; i++ {
				keep := one[i]
				if b.need(v) == 2 {
					keep = two[i]
				}
				if b.rule == RuleA {
					if b.need(v) == 2 {
						keep &^= fx3[i]
					} else {
						keep &^= fx2[i]
					}
				}
				if d[i]&^keep != 0 {
					b.markDirty(i, d[i]&^keep)
					d[i] &= keep
					changed = true
				}
				if d[i] != 0 {
					empty = false
				}
			}
			if empty {
				return false, errUnsolvable
			}
		}
		// Each pair's path: simple paths between its ends (for the pairs
		// whose cells or edges changed since they were last looked at).
		for k := 0; k < b.k; k++ {
			if !b.dirty[k] {
				continue
			}
			b.dirty[k] = false
			b.work += n
			ch, err := b.pathCells(k)
			if err != nil {
				return false, err
			}
			changed = changed || ch
		}
		if !changed {
			break
		}
	}
	// Edges decided by the domains.
	setAny := false
	for e := range b.force {
		if b.force[e] != free {
			continue
		}
		ed := b.g.Edge(e)
		du, dv := b.domOf(ed.U), b.domOf(ed.V)
		common := false
		for i := range du {
			if du[i]&dv[i] != 0 {
				common = true
				break
			}
		}
		if !common {
			if err := set(e, out); err != nil {
				return false, err
			}
			setAny = true
			continue
		}
		if b.rule == RuleA {
			if k := b.single(ed.U); k >= 0 && k == b.single(ed.V) {
				if err := set(e, in); err != nil {
					return false, err
				}
				setAny = true
			}
		}
	}
	return setAny, nil
}

// pathCells narrows the domains by the paths pair k may take: the cells
// that may carry k and the edges not out form a graph; a cell on no
// simple path between the two ends loses k, a cell on every such path
// keeps only k. It reports whether a domain changed.
func (b *board) pathCells(k int) (bool, error) {
	sc := &b.ls
	n := len(b.lab)
	if len(sc.nbr) != 4*n {
		sc.nbr = make([]int32, 4*n)
		sc.nbe = make([]int32, 4*n)
		for v := 0; v < n; v++ {
			for i := 0; i < 4; i++ {
				sc.nbr[4*v+i], sc.nbe[4*v+i] = -1, -1
			}
			for i, e := range b.inc[v] {
				sc.nbr[4*v+i], sc.nbe[4*v+i] = int32(b.other(e, v)), int32(e)
			}
		}
	}
	a, z := int32(b.ends[k][0]), int32(b.ends[k][1])
	for v := 0; v < n; v++ {
		sc.inK[v] = b.hasLabel(v, k)
		sc.onPath[v] = false
		sc.disc[v] = 0
	}
	// neighbour returns the i-th neighbour of u in the graph of pair k
	// (i = 4 is the virtual edge between the ends when withVirt), or -1.
	const virt = -2
	neighbour := func(u int32, i int, withVirt bool, in []bool) (int32, int32) {
		if i == 4 {
			switch {
			case !withVirt:
			case u == a:
				return z, virt
			case u == z:
				return a, virt
			}
			return -1, -1
		}
		x, e := sc.nbr[4*u+int32(i)], sc.nbe[4*u+int32(i)]
		if x < 0 || b.force[e] == out || !in[x] {
			return -1, -1
		}
		return x, e
	}
	// Blocks of the graph plus a virtual edge a-z (Tarjan's algorithm
	// with an edge stack, iteratively): the cells on a simple a-z path
	// are those of the block holding the virtual edge.
	t := int32(1)
	sc.disc[a], sc.low[a] = t, t
	stack := append(sc.frames[:0], dfsFrame{u: a, pe: -1})
	sc.estack = sc.estack[:0]
	for len(stack) > 0 {
		fr := &stack[len(stack)-1]
		u := fr.u
		if fr.i < 5 {
			i := int(fr.i)
			fr.i++
			x, e := neighbour(u, i, true, sc.inK)
			if x < 0 || e == fr.pe {
				continue
			}
			if sc.disc[x] == 0 {
				sc.estack = append(sc.estack, [2]int32{u, e})
				t++
				sc.disc[x], sc.low[x] = t, t
				stack = append(stack, dfsFrame{u: x, pe: e})
			} else if sc.disc[x] < sc.disc[u] {
				sc.estack = append(sc.estack, [2]int32{u, e})
				sc.low[u] = min(sc.low[u], sc.disc[x])
			}
			continue
		}
		pe := fr.pe
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			break
		}
		p := stack[len(stack)-1].u
		sc.low[p] = min(sc.low[p], sc.low[u])
		if sc.low[u] < sc.disc[p] {
			continue
		}
		// The edges from the tree edge p-u on form a block.
		hasVirt := false
		j := len(sc.estack) - 1
		for ; j >= 0; j-- {
			if sc.estack[j][1] == virt {
				hasVirt = true
			}
			if sc.estack[j] == [2]int32{p, pe} {
				break
			}
		}
		if hasVirt {
			for _, se := range sc.estack[j:] {
				sc.onPath[se[0]] = true
				if se[1] >= 0 {
					ed := b.g.Edge(int(se[1]))
					sc.onPath[ed.U] = true
					sc.onPath[ed.V] = true
				}
			}
			sc.onPath[a], sc.onPath[z] = true, true
		}
		sc.estack = sc.estack[:j]
	}
	sc.frames = stack
	changed := false
	w := k / 64
	bit := uint64(1) << (k % 64)
	for v := 0; v < n; v++ {
		if sc.inK[v] && !sc.onPath[v] {
			b.dom[v*b.dw+w] &^= bit
			changed = true
			if allZero(b.domOf(v)) {
				return false, errUnsolvable
			}
		}
	}
	// Cut vertices between a and z: a depth-first search from a over the
	// cells on paths; a tree-path cell x whose child c toward z has
	// low(c) >= disc(x) lies on every a-z path.
	for v := 0; v < n; v++ {
		sc.disc[v] = 0
	}
	t = 1
	sc.disc[a], sc.low[a] = t, t
	sc.par[a] = -1
	stack = append(sc.frames[:0], dfsFrame{u: a, pe: -1})
	for len(stack) > 0 {
		fr := &stack[len(stack)-1]
		u := fr.u
		if fr.i < 4 {
			i := int(fr.i)
			fr.i++
			x, e := neighbour(u, i, false, sc.onPath)
			if x < 0 || e == fr.pe {
				continue
			}
			if sc.disc[x] == 0 {
				t++
				sc.disc[x], sc.low[x] = t, t
				sc.par[x] = u
				stack = append(stack, dfsFrame{u: x, pe: e})
			} else {
				sc.low[u] = min(sc.low[u], sc.disc[x])
			}
			continue
		}
		stack = stack[:len(stack)-1]
		if len(stack) > 0 {
			p := stack[len(stack)-1].u
			sc.low[p] = min(sc.low[p], sc.low[u])
		}
	}
	sc.frames = stack
	if sc.disc[z] == 0 {
		// No path joins the ends (the virtual edge alone did).
		return false, errUnsolvable
	}
	for c := z; c != a; {
		x := sc.par[c]
		if x != a && sc.low[c] >= sc.disc[x] {
			d := b.domOf(int(x))
			if b.single(int(x)) != k {
				for i := range d {
					m := d[i]
					if i == w {
						m &^= bit
					}
					b.markDirty(i, m)
					d[i] = 0
				}
				d[w] = bit
				changed = true
			}
		}
		c = x
	}
	return changed, nil
}

// dfsFrame is a frame of the iterative depth-first searches of
// pathCells: a cell, the edge it was entered by and the next neighbour
// to look at.
type dfsFrame struct {
	u, pe int32
	i     int8
}

func allZero(d []uint64) bool {
	for _, x := range d {
		if x != 0 {
			return false
		}
	}
	return true
}
