package slitherlink

import (
	"context"

	"github.com/zqlang/zq/topdown"
)

// Deductions fix edges that every solution has in or out, before the
// ZDD is built over the edges left. Every rule is sound: an edge is
// fixed only if no solution of the puzzle decides it otherwise, so the
// ZDD built with the fixed edges forced is still the family of all
// solutions.
//
// Rules: dot degrees (every dot 0 or 2), clue counts (a cell with k
// edges on is closed, a cell with all its open edges needed takes them),
// a dot with just two open edges that both border a 1 (both out) or a 3
// (both in), adjacent 3s, diagonal 3s, the loop rule (an edge closing a
// loop that is not the whole solution is out; a loop that closes must
// be the whole solution), the inside/outside relations of cells
// (color.go), the patterns of each cell and dot with the pairs of edges
// they share and the classes of equal or opposite edges (pairs.go), and
// probing: an edge whose either value leads to a contradiction under
// those rules takes the other value, an edge that gets the same value
// under both trials of another edge takes it, and one that gets opposite
// values is equal or opposite to it.

type trailRec struct {
	kind  uint8 // 0 edge assignment, 1 union, 2 edge-count increment, 3 cell relation, 4 patterns narrowed, 5 edge relation
	e     int32 // edge, or the absorbed root
	root  int32
	old1  int32 // previous compE of root
	e1    int32
	e2    int32 // previous ends of root
	osize int32
}

type deducer struct {
	p       *Puzzle
	multi   bool
	M, N    int
	eu, ev  []int32
	vedges  [][]int32 // edges at each dot
	ecells  [][]int32 // cells bordered by each edge
	cedges  [][4]int32
	clue    []int8
	st      []int8
	vOn     []int8
	vUnk    []int8
	cOn     []int8
	cUnk    []int8
	parent  []int32
	size    []int32
	compE   []int32
	end1    []int32
	end2    []int32
	totalOn int
	color   bool // the relation rules run (the relations are kept always)
	trail   []trailRec
	queue   []int32
	contra  bool

	// inside/outside relations (color.go)
	cpar    []int32
	crel    []uint8
	csize   []int32
	cnext   []int32
	eside   [][2]int32 // the two cells (or the outside) each edge separates
	xedges  [][]int32  // edges of each cell, border edges for the outside
	dcells  [][4]int32
	dedges  [][4]int32
	recheck []int32 // open edges whose cells and dots need the relation rules
	members []int32 // scratch

	// the open edge whose two trials in the last probing decided the
	// most edges (the smaller of the two counts), a good edge to split on
	bestEdge  int32
	bestScore int

	// rounds counts the probing rounds, for Stats
	rounds int

	// ctx stops the probing (Ctrl-C, a time limit, the memory budget
	// of the session, all of which cancel it); err is its error once
	// it has
	ctx   context.Context
	err   error
	polls int

	// check is the memory check the context carries (nil for none);
	// static is the bytes of the arrays made by newDeducer, reported
	// the most bytes check was given (memory.go)
	check    func(int64) error
	static   int64
	reported int64

	// probes counts the edges tried, for Stats
	probes int

	// la: the values of the first trial of a lookahead (split.go)
	la []int8

	// pair reasoning (pairs.go): the constraints (cells, then dots),
	// their edges, the patterns they still allow, the corners they share,
	// and the classes of edges known equal or opposite
	kedges   [][4]int32
	dom      []uint16
	kcorners [][]corner
	econs    [][][2]int32 // the constraints of each edge, with its index there
	kqueue   []int32
	kqueued  []bool
	epar     []int32
	erel     []uint8
	esize    []int32
	enext    []int32
	merges   int
}

func newDeducer(p *Puzzle, multi bool) *deducer {
	g := p.Graph()
	d := &deducer{p: p, multi: multi, M: g.M(), N: g.N(), clue: p.Clues}
	d.eu = make([]int32, d.M)
	d.ev = make([]int32, d.M)
	// the lists of edges at a dot (at most 4) and of cells at an edge
	// (at most 2) are cut from one array each
	d.vedges = make([][]int32, d.N)
	d.ecells = make([][]int32, d.M)
	vslab, eslab := make([]int32, 4*d.N), make([]int32, 2*d.M)
	for v := range d.vedges {
		d.vedges[v] = vslab[4*v : 4*v : 4*v+4]
	}
	for e := range d.ecells {
		d.ecells[e] = eslab[2*e : 2*e : 2*e+2]
	}
	d.cedges = make([][4]int32, len(p.Clues))
	for i, e := range g.Edges() {
		d.eu[i], d.ev[i] = int32(e.U), int32(e.V)
		d.vedges[e.U] = append(d.vedges[e.U], int32(i))
		d.vedges[e.V] = append(d.vedges[e.V], int32(i))
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cell := r*p.Cols + c
			for k, e := range p.CellEdges(r, c) {
				d.cedges[cell][k] = int32(e)
				d.ecells[e] = append(d.ecells[e], int32(cell))
			}
		}
	}
	d.st = make([]int8, d.M)
	d.vOn = make([]int8, d.N)
	d.vUnk = make([]int8, d.N)
	for v := range d.vUnk {
		d.vUnk[v] = int8(len(d.vedges[v]))
	}
	d.cOn = make([]int8, len(p.Clues))
	d.cUnk = make([]int8, len(p.Clues))
	for c := range d.cUnk {
		d.cUnk[c] = 4
	}
	d.parent = make([]int32, d.N)
	d.size = make([]int32, d.N)
	d.compE = make([]int32, d.N)
	d.end1 = make([]int32, d.N)
	d.end2 = make([]int32, d.N)
	for v := range d.parent {
		d.parent[v] = int32(v)
		d.size[v] = 1
		d.end1[v], d.end2[v] = int32(v), int32(v)
	}
	d.colorInit()
	d.color = true
	d.pairInit()
	return d
}

func (d *deducer) find(v int32) int32 {
	for d.parent[v] != v {
		v = d.parent[v]
	}
	return v
}

// edgeBetween returns the edge joining dots a and b, or -1.
func (d *deducer) edgeBetween(a, b int32) int32 {
	for _, e := range d.vedges[a] {
		if d.eu[e] == b || d.ev[e] == b {
			return e
		}
	}
	return -1
}

// assign fixes edge e and the edges known equal or opposite to it; a
// conflict sets contra.
func (d *deducer) assign(e int32, val int8) {
	if d.contra || d.st[e] != unknown {
		d.assign1(e, val)
		return
	}
	d.assign1(e, val)
	if d.enext[e] != e {
		d.classAssign(e)
	}
}

// assign1 fixes edge e alone.
func (d *deducer) assign1(e int32, val int8) {
	if d.contra {
		return
	}
	if s := d.st[e]; s != unknown {
		if s != val {
			d.contra = true
		}
		return
	}
	d.st[e] = val
	d.push(trailRec{kind: 0, e: e})
	for _, v := range [2]int32{d.eu[e], d.ev[e]} {
		d.vUnk[v]--
		if val == on {
			d.vOn[v]++
		}
	}
	for _, c := range d.ecells[e] {
		d.cUnk[c]--
		if val == on {
			d.cOn[c]++
		}
	}
	d.queue = append(d.queue, e)
	if val == on {
		d.totalOn++
		d.join(e)
	}
	s := d.eside[e]
	if val == on {
		d.relate(s[0], s[1], 1)
	} else {
		d.relate(s[0], s[1], 0)
	}
	d.pairAssign(e, val)
}

func (d *deducer) join(e int32) {
	a, b := d.eu[e], d.ev[e]
	ra, rb := d.find(a), d.find(b)
	if ra == rb {
		d.push(trailRec{kind: 2, root: ra})
		d.compE[ra]++
		if d.multi {
			return
		}
		// a loop closed: it must be the whole solution
		if int(d.compE[ra]) != d.totalOn {
			d.contra = true
			return
		}
		for f := int32(0); f < int32(d.M); f++ {
			if d.st[f] == unknown {
				d.assign(f, off)
			}
		}
		return
	}
	if d.size[ra] < d.size[rb] {
		ra, rb = rb, ra
		a, b = b, a
	}
	// other ends of the two paths
	x := d.end1[ra]
	if x == a {
		x = d.end2[ra]
	}
	y := d.end1[rb]
	if y == b {
		y = d.end2[rb]
	}
	d.push(trailRec{kind: 1, e: rb, root: ra, old1: d.compE[ra], e1: d.end1[ra], e2: d.end2[ra], osize: d.size[ra]})
	d.parent[rb] = ra
	d.size[ra] += d.size[rb]
	d.compE[ra] += d.compE[rb] + 1
	d.end1[ra], d.end2[ra] = x, y
	if !d.multi {
		if f := d.edgeBetween(x, y); f >= 0 && d.st[f] == unknown {
			d.loopRule(f, ra)
		}
	}
}

// loopRule decides edge f whose dots are the two ends of one path
// (component root): taking f closes that path into a loop, which is
// allowed only if the loop is the whole solution.
func (d *deducer) loopRule(f, root int32) {
	if int(d.compE[root]) != d.totalOn {
		d.assign(f, off)
		return
	}
	fc := d.ecells[f]
	for c, k := range d.clue {
		if k < 0 {
			continue
		}
		n := d.cOn[c]
		for _, x := range fc {
			if int(x) == c {
				n++
			}
		}
		if n != k {
			d.assign(f, off)
			return
		}
	}
}

func (d *deducer) undo(mark int) {
	for len(d.trail) > mark {
		t := d.trail[len(d.trail)-1]
		d.trail = d.trail[:len(d.trail)-1]
		switch t.kind {
		case 0:
			e := t.e
			val := d.st[e]
			d.st[e] = unknown
			for _, v := range [2]int32{d.eu[e], d.ev[e]} {
				d.vUnk[v]++
				if val == on {
					d.vOn[v]--
				}
			}
			for _, c := range d.ecells[e] {
				d.cUnk[c]++
				if val == on {
					d.cOn[c]--
				}
			}
			if val == on {
				d.totalOn--
			}
		case 1:
			d.parent[t.e] = t.e
			d.size[t.root] = t.osize
			d.compE[t.root] = t.old1
			d.end1[t.root], d.end2[t.root] = t.e1, t.e2
		case 2:
			d.compE[t.root]--
		case 3:
			d.colorUndo(t)
		case 4:
			d.dom[t.e] = uint16(t.old1)
		case 5:
			d.mergeUndo(t)
		}
	}
	d.clearQueues()
	d.contra = false
}

// clearQueues empties the work queues.
func (d *deducer) clearQueues() {
	d.queue = d.queue[:0]
	d.recheck = d.recheck[:0]
	for _, k := range d.kqueue {
		d.kqueued[k] = false
	}
	d.kqueue = d.kqueue[:0]
}

func (d *deducer) setUnknownAt(v int32, val int8) {
	for _, e := range d.vedges[v] {
		if d.st[e] == unknown {
			d.assign(e, val)
		}
	}
}

func (d *deducer) checkDot(v int32) {
	nOn, unk := d.vOn[v], d.vUnk[v]
	switch {
	case nOn > 2:
		d.contra = true
	case nOn == 2:
		if unk > 0 {
			d.setUnknownAt(v, off)
		}
	case nOn == 1:
		if unk == 0 {
			d.contra = true
		} else if unk == 1 {
			d.setUnknownAt(v, on)
		}
	case unk == 1:
		d.setUnknownAt(v, off)
	case unk == 2:
		// two open edges: both in or both out
		var e [2]int32
		n := 0
		for _, f := range d.vedges[v] {
			if d.st[f] == unknown {
				e[n] = f
				n++
			}
		}
		for _, c := range d.ecells[e[0]] {
			k := d.clue[c]
			if k != 1 && k != 3 {
				continue
			}
			for _, c2 := range d.ecells[e[1]] {
				if c2 == c {
					if k == 3 {
						d.assign(e[0], on)
						d.assign(e[1], on)
					} else {
						d.assign(e[0], off)
						d.assign(e[1], off)
					}
					return
				}
			}
		}
	}
}

func (d *deducer) checkCell(c int32) {
	k := d.clue[c]
	if k < 0 {
		return
	}
	nOn, unk := d.cOn[c], d.cUnk[c]
	switch {
	case nOn > k || nOn+unk < k:
		d.contra = true
	case unk == 0:
	case nOn == k:
		for _, e := range d.cedges[c] {
			if d.st[e] == unknown {
				d.assign(e, off)
			}
		}
	case nOn+unk == k:
		for _, e := range d.cedges[c] {
			if d.st[e] == unknown {
				d.assign(e, on)
			}
		}
	}
}

// propagate runs the local rules to a fixpoint; it reports false on a
// contradiction, and when the context stopped it (then d.err is set; a
// first propagation over a large board is long, and is polled too).
func (d *deducer) propagate() bool {
	for (len(d.queue) > 0 || len(d.kqueue) > 0 || len(d.recheck) > 0) && !d.contra {
		if d.stopped() {
			d.contra = true
			break
		}
		if len(d.queue) == 0 && len(d.kqueue) > 0 {
			k := d.kqueue[len(d.kqueue)-1]
			d.kqueue = d.kqueue[:len(d.kqueue)-1]
			d.kqueued[k] = false
			d.checkCons(k)
			continue
		}
		if len(d.queue) > 0 {
			e := d.queue[len(d.queue)-1]
			d.queue = d.queue[:len(d.queue)-1]
			d.checkDot(d.eu[e])
			d.checkDot(d.ev[e])
			for _, c := range d.ecells[e] {
				d.checkCell(c)
			}
			if d.color {
				d.recheck = append(d.recheck, e)
			}
			continue
		}
		e := d.recheck[len(d.recheck)-1]
		d.recheck = d.recheck[:len(d.recheck)-1]
		if !d.color {
			continue
		}
		d.checkDotColor(d.eu[e])
		d.checkDotColor(d.ev[e])
		for _, c := range d.ecells[e] {
			d.checkCellColor(c)
		}
	}
	if d.contra {
		d.clearQueues()
		return false
	}
	return true
}

// initial queues every dot and cell rule once and applies the pattern
// rules for 3s.
func (d *deducer) initial() bool {
	p := d.p
	R, C := p.Rows, p.Cols
	three := func(r, c int) bool { return r >= 0 && c >= 0 && r < R && c < C && p.Clue(r, c) == 3 }
	nonzero := 0
	for _, k := range p.Clues {
		if k > 0 {
			nonzero++
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if !three(r, c) {
				continue
			}
			// diagonal 3s: the far corners of both are in
			if three(r+1, c+1) {
				d.assign(int32(p.HEdge(r, c)), on)
				d.assign(int32(p.VEdge(r, c)), on)
				d.assign(int32(p.VEdge(r+1, c+2)), on)
				d.assign(int32(p.HEdge(r+2, c+1)), on)
			}
			if three(r+1, c-1) {
				d.assign(int32(p.HEdge(r, c)), on)
				d.assign(int32(p.VEdge(r, c+1)), on)
				d.assign(int32(p.VEdge(r+1, c-1)), on)
				d.assign(int32(p.HEdge(r+2, c-1)), on)
			}
			if d.multi {
				continue
			}
			// adjacent 3s: unless the rectangle around both is a
			// solution, the three parallel edges are in and the shared
			// edge's extensions are out.
			if three(r, c+1) && !d.rectSolves(r, c, r, c+1, nonzero) {
				for k := 0; k <= 2; k++ {
					d.assign(int32(p.VEdge(r, c+k)), on)
				}
				if r > 0 {
					d.assign(int32(p.VEdge(r-1, c+1)), off)
				}
				if r+1 < R {
					d.assign(int32(p.VEdge(r+1, c+1)), off)
				}
			}
			if three(r+1, c) && !d.rectSolves(r, c, r+1, c, nonzero) {
				for k := 0; k <= 2; k++ {
					d.assign(int32(p.HEdge(r+k, c)), on)
				}
				if c > 0 {
					d.assign(int32(p.HEdge(r+1, c-1)), off)
				}
				if c+1 < C {
					d.assign(int32(p.HEdge(r+1, c+1)), off)
				}
			}
		}
	}
	if !d.propagate() {
		return false
	}
	for v := int32(0); v < int32(d.N); v++ {
		d.checkDot(v)
	}
	for c := int32(0); c < int32(len(d.clue)); c++ {
		d.checkCell(c)
	}
	for k := range d.dom {
		if !d.kqueued[k] {
			d.kqueued[k] = true
			d.kqueue = append(d.kqueue, int32(k))
		}
	}
	return d.propagate()
}

// rectSolves reports whether the loop around the cells (r1,c1)..(r2,c2)
// (two adjacent cells) satisfies every clue: the clues of those cells
// and of the cells around them count the rectangle's edges they have,
// and every clue farther away, which has none, is 0. nonzero is the
// number of clues above 0 on the board. (Looking at every clue of the
// board for every pair of adjacent 3s took time that grew with the
// square of the board, before the first poll of the context.)
func (d *deducer) rectSolves(r1, c1, r2, c2, nonzero int) bool {
	p := d.p
	in := func(rr, cc int) bool { return rr >= r1 && rr <= r2 && cc >= c1 && cc <= c2 }
	near := 0
	for r := max(r1-1, 0); r <= min(r2+1, p.Rows-1); r++ {
		for c := max(c1-1, 0); c <= min(c2+1, p.Cols-1); c++ {
			k := p.Clue(r, c)
			if k < 0 {
				continue
			}
			n := 0
			for _, nb := range [4][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
				if in(nb[0], nb[1]) != in(r, c) {
					n++
				}
			}
			if n != k {
				return false
			}
			if k > 0 {
				near++
			}
		}
	}
	return near == nonzero
}

// loopScan applies the loop rule to every open edge whose dots are the
// two ends of one path.
func (d *deducer) loopScan() {
	if d.multi {
		return
	}
	for f := int32(0); f < int32(d.M) && !d.contra; f++ {
		if d.st[f] != unknown || d.vOn[d.eu[f]] != 1 || d.vOn[d.ev[f]] != 1 {
			continue
		}
		if r := d.find(d.eu[f]); r == d.find(d.ev[f]) {
			d.loopRule(f, r)
		}
	}
}

// probeColor: whether the relation rules run inside the trials.
var probeColor = true

// probe tries both values of every open edge (see the rules above) until
// nothing changes; it reports false when the puzzle has no solution.
func (d *deducer) probe() bool { return d.probeFrom(-1) }

// probeFrom probes like probe; with from >= 0 the first round tries only
// the open edges near the edges decided since trail position from, and
// every later round only those near the edges decided in the round
// before (trials far from any change rarely decide anything; skipping
// them never makes a deduction wrong).
//
// The trials first run without the relation rules, which is several
// times cheaper and often decides everything; only when edges are left
// open does probing go on with those rules inside the trials.
func (d *deducer) probeFrom(from int) bool {
	if probeColor {
		if !d.probeWith(from, false) {
			return false
		}
		if d.openCount() == 0 {
			return true
		}
	}
	return d.probeWith(from, probeColor)
}

// openCount is the number of edges not yet decided.
func (d *deducer) openCount() int {
	n := 0
	for _, s := range d.st {
		if s == unknown {
			n++
		}
	}
	return n
}

// probeWith is one probing pass of probeFrom, with (color) or without
// the relation rules inside the trials.
func (d *deducer) probeWith(from int, color bool) bool {
	stamp := make([]int8, d.M)
	near := make([]bool, d.N)
	var first, common, equal []int32
	var vals, vals2 []int8
	W := d.p.Cols + 1
	H := d.p.Rows + 1
	mark := func(start int) {
		clear(near)
		for _, t := range d.trail[start:] {
			e := t.e
			switch t.kind {
			case 0:
			case 5:
				// a new relation between two classes: near both roots
				for _, v := range [2]int32{d.eu[t.root], d.ev[t.root]} {
					r, c := int(v)/W, int(v)%W
					for rr := max(r-probeRadius, 0); rr <= min(r+probeRadius, H-1); rr++ {
						for cc := max(c-probeRadius, 0); cc <= min(c+probeRadius, W-1); cc++ {
							near[rr*W+cc] = true
						}
					}
				}
			default:
				continue
			}
			for _, v := range [2]int32{d.eu[e], d.ev[e]} {
				r, c := int(v)/W, int(v)%W
				for rr := max(r-probeRadius, 0); rr <= min(r+probeRadius, H-1); rr++ {
					for cc := max(c-probeRadius, 0); cc <= min(c+probeRadius, W-1); cc++ {
						near[rr*W+cc] = true
					}
				}
			}
		}
	}
	all := from < 0
	if !all {
		mark(from)
	}
	d.bestEdge, d.bestScore = -1, 0
	for changed := true; changed; {
		changed = false
		d.rounds++
		if d.stopped() {
			return false
		}
		round := len(d.trail)
		d.loopScan()
		if !d.propagate() {
			return false
		}
		for e := int32(0); e < int32(d.M); e++ {
			if d.st[e] != unknown || (!all && !near[d.eu[e]] && !near[d.ev[e]]) {
				continue
			}
			if d.stopped() {
				return false
			}
			d.probes++
			mark := len(d.trail)
			d.color = color
			d.assign(e, on)
			okOn := d.propagate()
			first = first[:0]
			if okOn {
				for _, t := range d.trail[mark:] {
					if t.kind == 0 {
						stamp[t.e] = d.st[t.e]
						first = append(first, t.e)
					}
				}
			}
			nOn := len(d.trail) - mark
			d.undo(mark)
			d.assign(e, off)
			okOff := d.propagate()
			if sc := min(nOn, len(d.trail)-mark); okOn && okOff && sc > d.bestScore {
				d.bestEdge, d.bestScore = e, sc
			}
			common, vals, equal := common[:0], vals[:0], equal[:0]
			if okOn && okOff {
				for _, t := range d.trail[mark:] {
					if t.kind != 0 || t.e == e || stamp[t.e] == 0 {
						continue
					}
					if stamp[t.e] == d.st[t.e] {
						common = append(common, t.e)
						vals = append(vals, d.st[t.e])
					} else {
						// in when e is in and out when it is out, or the
						// reverse: equal or opposite to e
						equal = append(equal, t.e)
						vals2 = append(vals2, stamp[t.e])
					}
				}
			}
			for _, f := range first {
				stamp[f] = 0
			}
			d.undo(mark)
			d.color = true
			switch {
			case !okOn && !okOff:
				return false
			case !okOn:
				d.assign(e, off)
				changed = true
			case !okOff:
				d.assign(e, on)
				changed = true
			default:
				for i, f := range common {
					d.assign(f, vals[i])
					changed = true
				}
				for i, f := range equal {
					if d.st[f] != unknown || d.st[e] != unknown {
						continue
					}
					if re, _ := d.efind(e); re == d.eroot(f) {
						continue
					}
					var diff uint8
					if vals2[i] != on {
						diff = 1
					}
					d.merge(e, f, diff)
					changed = true
				}
			}
			vals2 = vals2[:0]
			if !d.propagate() {
				return false
			}
		}
		all = false
		mark(round)
	}
	return true
}

// stopped reports whether the context is done, looking at it on the
// first call and once every 64 calls after; it keeps the context's
// error in d.err.
func (d *deducer) stopped() bool {
	if d.err != nil {
		return true
	}
	if d.polls++; d.polls&63 != 1 || d.ctx == nil {
		return false
	}
	if d.err = d.ctx.Err(); d.err == nil {
		d.checkMemory()
	}
	return d.err != nil
}

// probeRadius is the distance (in dots) around a change within which
// edges are tried again.
const probeRadius = 3

// Deduction is the outcome of the deductions on a puzzle.
type Deduction struct {
	// Fixed holds, per edge variable, 0 (open), 1 (in every solution)
	// or 2 (in none).
	Fixed []int8
	// Contradiction is true when the rules prove there is no solution.
	Contradiction bool
	// Open is the number of edges left open.
	Open int
}

// Deduce runs the deductions (probe: also the probing rule; multi: the
// rules that hold for unions of disjoint loops only).
func (p *Puzzle) Deduce(probe, multi bool) *Deduction {
	d, ok := p.deduceWith(context.Background(), nil, probe, multi)
	return d.result(ok)
}

func (d *deducer) result(ok bool) *Deduction {
	res := &Deduction{Fixed: append([]int8(nil), d.st...), Contradiction: !ok}
	for _, s := range d.st {
		if s == unknown {
			res.Open++
		}
	}
	return res
}

// deduceWith runs the deductions with the edges of fixed (if not nil)
// decided first; it reports false on a contradiction, or when ctx is
// done or its memory check fails (then d.err is the error).
func (p *Puzzle) deduceWith(ctx context.Context, fixed []int8, probe, multi bool) (*deducer, bool) {
	check := topdown.MemoryCheck(ctx)
	if check != nil {
		if err := check(deducerEstimate(p.Rows, p.Cols)); err != nil {
			return &deducer{p: p, err: err}, false
		}
	}
	d := newDeducer(p, multi)
	d.ctx, d.check = ctx, check
	d.static = d.staticBytes()
	if d.checkMemory(); d.err != nil {
		return d, false
	}
	for e, v := range fixed {
		if v != unknown {
			d.assign(int32(e), v)
		}
	}
	ok := d.propagate() && d.initial()
	if ok && !multi {
		d.loopScan()
		ok = d.propagate()
	}
	if ok && probe {
		ok = d.probe()
	}
	d.checkMemory()
	return d, ok && d.err == nil
}

// branchEdge picks an open edge to split on: the best-scored edge of the
// last probing, else one at the end of a path with the fewest open
// continuations, else the first open edge.
func (d *deducer) branchEdge() int32 {
	if d.bestEdge >= 0 && d.st[d.bestEdge] == unknown {
		return d.bestEdge
	}
	best, bestScore := int32(-1), 100
	for v := int32(0); v < int32(d.N); v++ {
		if d.vOn[v] != 1 || d.vUnk[v] == 0 {
			continue
		}
		if sc := int(d.vUnk[v]); sc < bestScore {
			for _, e := range d.vedges[v] {
				if d.st[e] == unknown {
					best, bestScore = e, sc
					break
				}
			}
		}
	}
	if best >= 0 {
		return best
	}
	for e := int32(0); e < int32(d.M); e++ {
		if d.st[e] == unknown {
			return e
		}
	}
	return -1
}

// width is the largest number of dots with open edges among W+1
// consecutive dots (the frontier of the construction): a rough measure
// of how large the construction over the open edges can grow.
func (d *deducer) width() int {
	W := d.p.Cols + 1
	best, cur := 0, 0
	for v := 0; v < d.N; v++ {
		if d.vUnk[v] > 0 {
			cur++
		}
		if v > W && d.vUnk[v-W-1] > 0 {
			cur--
		}
		if cur > best {
			best = cur
		}
	}
	return best
}
