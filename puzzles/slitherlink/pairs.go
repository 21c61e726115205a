package slitherlink

// Pair reasoning: what is known of two edges together, not only of each
// edge alone.
//
// Every clue cell and every dot is a constraint on its four edges, kept
// as the set of the patterns (the 16 ways to take its edges) still
// possible: a cell with clue k allows the patterns with k edges, a dot
// those with 0 or 2 (edges off the board are out), a cell without a clue
// all 16. Two consecutive edges of a cell meet at a dot, where they are
// also two edges of the dot's constraint; whatever one constraint allows
// of the pair (at least one in, at most one in, both or neither, exactly
// one) narrows the other. So facts travel along diagonal chains of cells
// through their corners, as in 3-2-2-3 chains.
//
// Edges known equal or opposite are joined in a union-find with
// parities. A constraint whose remaining patterns keep two of its open
// edges always equal (or always different) joins them; a constraint
// with two edges of one class keeps only the patterns that respect
// their relation; and an edge decided decides its whole class. Probing
// adds to the classes: an edge that takes one value when a tried edge
// is in and the other when it is out is equal or opposite to it.
//
// These rules contain, for square grids, the reasoning about pairs of
// edges at a dot and the equal/opposite classes of edges of the hard
// level of Simon Tatham's Loopy solver (its "dlines" are the projections
// of these patterns onto consecutive edges), and every rule is sound for
// any number of solutions.

// patBit[i][v] is the set of patterns whose edge i is v (0 or 1).
var patBit [4][2]uint16

// patPair[i][j][x] is the set of patterns whose edges i and j take the
// values of the pair x (bit 0: edge i, bit 1: edge j).
var patPair [4][4][4]uint16

// pairAllow[i][j][m] is the set of patterns whose pair on edges i and j
// is among the pairs of the 4-bit mask m.
var pairAllow [4][4][16]uint16

func init() {
	for p := 0; p < 16; p++ {
		for i := 0; i < 4; i++ {
			patBit[i][p>>i&1] |= 1 << p
			for j := 0; j < 4; j++ {
				x := p>>i&1 | (p>>j&1)<<1
				patPair[i][j][x] |= 1 << p
			}
		}
	}
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			for m := 0; m < 16; m++ {
				for x := 0; x < 4; x++ {
					if m>>x&1 == 1 {
						pairAllow[i][j][m] |= patPair[i][j][x]
					}
				}
			}
		}
	}
}

// project returns the pairs (a 4-bit mask) that the patterns of dom
// allow on edges i and j.
func project(dom uint16, i, j int) uint8 {
	var m uint8
	for x := 0; x < 4; x++ {
		if dom&patPair[i][j][x] != 0 {
			m |= 1 << x
		}
	}
	return m
}

// The pair masks meaning "equal" and "opposite".
const (
	pairEqual = 1<<0 | 1<<3
	pairOpp   = 1<<1 | 1<<2
)

// corner links two edges of one constraint (its local indices i, j) to
// the same two edges of another (o, with local indices a, b).
type corner struct {
	i, j int8
	a, b int8
	o    int32
}

// pairInit sets up the constraints: cells 0..C-1, then dots.
func (d *deducer) pairInit() {
	C := len(d.clue)
	K := C + d.N
	d.kedges = make([][4]int32, K)
	d.dom = make([]uint16, K)
	// a constraint has at most 4 corners and an edge is in at most 4
	// constraints: their lists are cut from one array each
	d.kcorners = make([][]corner, K)
	d.econs = make([][][2]int32, d.M)
	kslab, eslab := make([]corner, 4*K), make([][2]int32, 4*d.M)
	for k := range d.kcorners {
		d.kcorners[k] = kslab[4*k : 4*k : 4*k+4]
	}
	for e := range d.econs {
		d.econs[e] = eslab[4*e : 4*e : 4*e+4]
	}
	d.kqueued = make([]bool, K)
	for c := 0; c < C; c++ {
		d.kedges[c] = d.cedges[c]
		var dom uint16
		for p := 0; p < 16; p++ {
			if k := d.clue[c]; k < 0 || popcount4(p) == int(k) {
				dom |= 1 << p
			}
		}
		d.dom[c] = dom
	}
	for v := 0; v < d.N; v++ {
		k := C + v
		d.kedges[k] = d.dedges[v]
		var dom uint16
		for p := 0; p < 16; p++ {
			if n := popcount4(p); n != 0 && n != 2 {
				continue
			}
			ok := true
			for i, e := range d.dedges[v] {
				if e < 0 && p>>i&1 == 1 {
					ok = false
				}
			}
			if ok {
				dom |= 1 << p
			}
		}
		d.dom[k] = dom
	}
	for k, es := range d.kedges {
		for i, e := range es {
			if e >= 0 {
				d.econs[e] = append(d.econs[e], [2]int32{int32(k), int32(i)})
			}
		}
	}
	// corners: two edges of a cell that meet at a dot
	local := func(k int, e int32) int8 {
		for i, f := range d.kedges[k] {
			if f == e {
				return int8(i)
			}
		}
		return -1
	}
	for c := 0; c < C; c++ {
		es := d.kedges[c]
		for i := 0; i < 4; i++ {
			for j := i + 1; j < 4; j++ {
				v := commonDot(d, es[i], es[j])
				if v < 0 {
					continue
				}
				k := C + int(v)
				a, b := local(k, es[i]), local(k, es[j])
				d.kcorners[c] = append(d.kcorners[c], corner{i: int8(i), j: int8(j), a: a, b: b, o: int32(k)})
				d.kcorners[k] = append(d.kcorners[k], corner{i: a, j: b, a: int8(i), b: int8(j), o: int32(c)})
			}
		}
	}
	M := d.M
	d.epar = make([]int32, M)
	d.erel = make([]uint8, M)
	d.esize = make([]int32, M)
	d.enext = make([]int32, M)
	for e := range d.epar {
		d.epar[e] = int32(e)
		d.esize[e] = 1
		d.enext[e] = int32(e)
	}
}

func popcount4(p int) int { return p&1 + p>>1&1 + p>>2&1 + p>>3&1 }

// commonDot returns the dot shared by edges e and f, or -1.
func commonDot(d *deducer, e, f int32) int32 {
	for _, x := range [2]int32{d.eu[e], d.ev[e]} {
		if x == d.eu[f] || x == d.ev[f] {
			return x
		}
	}
	return -1
}

// efind returns the class of edge e and e's parity relative to it.
func (d *deducer) efind(e int32) (int32, uint8) {
	var par uint8
	for d.epar[e] != e {
		par ^= d.erel[e]
		e = d.epar[e]
	}
	return e, par
}

// eroot returns the class of edge e.
func (d *deducer) eroot(e int32) int32 {
	for d.epar[e] != e {
		e = d.epar[e]
	}
	return e
}

// setDom narrows the patterns of constraint k to dom.
func (d *deducer) setDom(k int32, dom uint16) {
	old := d.dom[k]
	if dom == old {
		return
	}
	d.push(trailRec{kind: 4, e: k, old1: int32(old)})
	d.dom[k] = dom
	if dom == 0 {
		d.contra = true
		return
	}
	if !d.kqueued[k] {
		d.kqueued[k] = true
		d.kqueue = append(d.kqueue, k)
	}
}

// pairAssign narrows the constraints of edge e, just decided.
func (d *deducer) pairAssign(e int32, val int8) {
	b := 0
	if val == on {
		b = 1
	}
	for _, ki := range d.econs[e] {
		d.setDom(ki[0], d.dom[ki[0]]&patBit[ki[1]][b])
	}
}

// classAssign decides the other edges of e's class from e's value.
func (d *deducer) classAssign(e int32) {
	_, pe := d.efind(e)
	for f := d.enext[e]; f != e && !d.contra; f = d.enext[f] {
		_, pf := d.efind(f)
		v := d.st[e]
		if pe != pf {
			v = 3 - v
		}
		d.assign1(f, v)
	}
}

// merge records that edges e and f are equal (diff 0) or opposite
// (diff 1); both are open.
func (d *deducer) merge(e, f int32, diff uint8) {
	re, pe := d.efind(e)
	rf, pf := d.efind(f)
	if re == rf {
		if pe^pf != diff {
			d.contra = true
		}
		return
	}
	if d.esize[re] < d.esize[rf] {
		re, rf = rf, re
		pe, pf = pf, pe
	}
	d.push(trailRec{kind: 5, e: rf, root: re, osize: d.esize[re]})
	d.epar[rf] = re
	d.erel[rf] = pe ^ pf ^ diff
	d.esize[re] += d.esize[rf]
	d.enext[re], d.enext[rf] = d.enext[rf], d.enext[re]
	d.merges++
	// the constraints of the absorbed class learn the new relations
	for x := rf; ; {
		for _, ki := range d.econs[x] {
			if k := ki[0]; !d.kqueued[k] {
				d.kqueued[k] = true
				d.kqueue = append(d.kqueue, k)
			}
		}
		x = d.enext[x]
		if x == rf {
			break
		}
	}
}

func (d *deducer) mergeUndo(t trailRec) {
	re, rf := t.root, t.e
	d.enext[re], d.enext[rf] = d.enext[rf], d.enext[re]
	d.esize[re] = t.osize
	d.epar[rf] = rf
	d.erel[rf] = 0
}

// checkCons applies the pair rules to constraint k: the relations of
// its edges' classes, the edges it decides, the pairs it passes to the
// constraints sharing two of its edges, and the relations it proves.
func (d *deducer) checkCons(k int32) {
	es := d.kedges[k]
	dom := d.dom[k]
	// the open edges and their classes
	var open [4]int8
	var root [4]int32
	var par [4]uint8
	n := 0
	for i, e := range es {
		if e >= 0 && d.st[e] == unknown {
			open[n] = int8(i)
			root[n], par[n] = d.efind(e)
			n++
		}
	}
	for x := 0; x < n; x++ {
		for y := x + 1; y < n; y++ {
			if root[x] == root[y] {
				m := uint8(pairEqual)
				if par[x] != par[y] {
					m = pairOpp
				}
				dom &= pairAllow[open[x]][open[y]][m]
			}
		}
	}
	if dom != d.dom[k] {
		d.setDom(k, dom)
		if d.contra {
			return
		}
	}
	// decided edges
	for x := 0; x < n; x++ {
		i := open[x]
		switch e := es[i]; {
		case dom&patBit[i][1] == 0:
			d.assign(e, off)
		case dom&patBit[i][0] == 0:
			d.assign(e, on)
		}
		if d.contra {
			return
		}
	}
	if d.dom[k] != dom {
		// deciding an edge narrowed the patterns; k is queued again
		return
	}
	// pairs passed on
	for _, cr := range d.kcorners[k] {
		m := project(dom, int(cr.i), int(cr.j))
		o := cr.o
		if nd := d.dom[o] & pairAllow[cr.a][cr.b][m]; nd != d.dom[o] {
			d.setDom(o, nd)
			if d.contra {
				return
			}
		}
	}
	// relations proved
	for x := 0; x < n; x++ {
		for y := x + 1; y < n; y++ {
			if root[x] == root[y] {
				continue
			}
			switch project(dom, int(open[x]), int(open[y])) {
			case pairEqual:
				d.merge(es[open[x]], es[open[y]], 0)
			case pairOpp:
				d.merge(es[open[x]], es[open[y]], 1)
			default:
				continue
			}
			if d.contra {
				return
			}
			// later pairs of this constraint may share the new class
			if !d.kqueued[k] {
				d.kqueued[k] = true
				d.kqueue = append(d.kqueue, k)
			}
			return
		}
	}
}
