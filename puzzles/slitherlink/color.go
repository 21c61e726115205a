package slitherlink

// Inside/outside reasoning. Every cell is inside or outside the loop,
// the border of the board is outside, and an edge is on the loop exactly
// when the two cells it separates differ. Decided edges relate cells
// (same or different side); the relations are kept in a union-find with
// parities (cell R*C stands for the outside). Once two cells are related
// the edge between them, if any, is decided; a clue cell or a dot whose
// open edges lead to related cells allows only the assignments that
// respect those relations.

// scanLimit: after a merge, the open edges of the absorbed class are
// checked only when it has at most this many cells (a bound on the work,
// not on soundness).
const scanLimit = 6

// colorInit sets up the side relation structures.
func (d *deducer) colorInit() {
	p := d.p
	nc := p.Rows*p.Cols + 1
	out := int32(nc - 1)
	d.cpar = make([]int32, nc)
	d.crel = make([]uint8, nc)
	d.csize = make([]int32, nc)
	d.cnext = make([]int32, nc)
	for x := range d.cpar {
		d.cpar[x] = int32(x)
		d.csize[x] = 1
		d.cnext[x] = int32(x)
	}
	d.eside = make([][2]int32, d.M)
	for e := range d.eside {
		d.eside[e] = [2]int32{out, out}
	}
	// a cell's edges (4) are cut from one array; the outside's (the
	// border) have one of their own
	d.xedges = make([][]int32, nc)
	xslab := make([]int32, 4*(nc-1))
	for cell := 0; cell < nc-1; cell++ {
		d.xedges[cell] = xslab[4*cell : 4*cell : 4*cell+4]
	}
	d.xedges[nc-1] = make([]int32, 0, 2*(p.Rows+p.Cols))
	for cell := 0; cell < nc-1; cell++ {
		for k, e := range d.cedges[cell] {
			// top, left, right, bottom: the neighbour across each edge
			r, c := cell/p.Cols, cell%p.Cols
			nr, nc2 := r, c
			switch k {
			case 0:
				nr--
			case 1:
				nc2--
			case 2:
				nc2++
			case 3:
				nr++
			}
			other := out
			if nr >= 0 && nr < p.Rows && nc2 >= 0 && nc2 < p.Cols {
				other = int32(nr*p.Cols + nc2)
			}
			d.eside[e] = [2]int32{int32(cell), other}
			d.xedges[cell] = append(d.xedges[cell], e)
			if other == out {
				d.xedges[out] = append(d.xedges[out], e)
			}
		}
	}
	// the four cells around each dot, clockwise from the upper left,
	// and the edges between consecutive ones (up, right, down, left)
	d.dcells = make([][4]int32, d.N)
	d.dedges = make([][4]int32, d.N)
	W := p.Cols + 1
	cellAt := func(r, c int) int32 {
		if r < 0 || c < 0 || r >= p.Rows || c >= p.Cols {
			return out
		}
		return int32(r*p.Cols + c)
	}
	for v := 0; v < d.N; v++ {
		r, c := v/W, v%W
		d.dcells[v] = [4]int32{cellAt(r-1, c-1), cellAt(r-1, c), cellAt(r, c), cellAt(r, c-1)}
		up, right, down, left := int32(-1), int32(-1), int32(-1), int32(-1)
		if r > 0 {
			up = int32(p.VEdge(r-1, c))
		}
		if c < p.Cols {
			right = int32(p.HEdge(r, c))
		}
		if r < p.Rows {
			down = int32(p.VEdge(r, c))
		}
		if c > 0 {
			left = int32(p.HEdge(r, c-1))
		}
		d.dedges[v] = [4]int32{up, right, down, left}
	}
}

// cfind returns the class of cell x and x's parity relative to it.
func (d *deducer) cfind(x int32) (int32, uint8) {
	var par uint8
	for d.cpar[x] != x {
		par ^= d.crel[x]
		x = d.cpar[x]
	}
	return x, par
}

// relate records that cells a and b are on different sides (diff = 1)
// or the same side (diff = 0).
func (d *deducer) relate(a, b int32, diff uint8) {
	ra, pa := d.cfind(a)
	rb, pb := d.cfind(b)
	if ra == rb {
		if pa^pb != diff {
			d.contra = true
		}
		return
	}
	if d.csize[ra] < d.csize[rb] {
		ra, rb = rb, ra
		pa, pb = pb, pa
	}
	d.push(trailRec{kind: 3, e: rb, root: ra, osize: d.csize[ra]})
	d.cpar[rb] = ra
	d.crel[rb] = pa ^ pb ^ diff
	d.csize[ra] += d.csize[rb]
	d.cnext[ra], d.cnext[rb] = d.cnext[rb], d.cnext[ra]
	// decide the open edges between the two classes and recheck the
	// clue cells and dots around the absorbed class
	if d.csize[rb] > scanLimit {
		return
	}
	members := d.members[:0]
	for x := rb; ; {
		members = append(members, x)
		x = d.cnext[x]
		if x == rb {
			break
		}
	}
	d.members = members[:0]
	for _, x := range members {
		for _, f := range d.xedges[x] {
			if d.st[f] != unknown {
				continue
			}
			s := d.eside[f]
			r1, p1 := d.cfind(s[0])
			r2, p2 := d.cfind(s[1])
			if r1 == r2 {
				if p1 != p2 {
					d.assign(f, on)
				} else {
					d.assign(f, off)
				}
			} else {
				d.recheck = append(d.recheck, f)
			}
		}
	}
}

func (d *deducer) colorUndo(t trailRec) {
	ra, rb := t.root, t.e
	d.cnext[ra], d.cnext[rb] = d.cnext[rb], d.cnext[ra]
	d.csize[ra] = t.osize
	d.cpar[rb] = rb
	d.crel[rb] = 0
}

// checkCellColor enumerates the assignments of the open edges of a clue
// cell that meet the clue and the side relations of its neighbours.
func (d *deducer) checkCellColor(c int32) {
	k := d.clue[c]
	if k < 0 || d.cUnk[c] == 0 {
		return
	}
	var open [4]int32
	var rel [4]int32 // class of the neighbour across each open edge
	var par [4]uint8
	n := 0
	rc, pc := d.cfind(c)
	linked := false
	for _, e := range d.cedges[c] {
		if d.st[e] != unknown {
			continue
		}
		s := d.eside[e]
		o := s[0]
		if o == c {
			o = s[1]
		}
		r, p := d.cfind(o)
		if r == rc {
			// already decided by the relation
			if p != pc {
				d.assign(e, on)
			} else {
				d.assign(e, off)
			}
			return
		}
		for j := 0; j < n; j++ {
			if rel[j] == r {
				linked = true
			}
		}
		open[n], rel[n], par[n] = e, r, p
		n++
	}
	if !linked {
		return
	}
	need := int(k) - int(d.cOn[c])
	var and, or uint8 = 0xf, 0
	found := false
	for a := uint8(0); a < 1<<uint(n); a++ {
		cnt := 0
		for j := 0; j < n; j++ {
			cnt += int(a >> uint(j) & 1)
		}
		if cnt != need {
			continue
		}
		ok := true
		for i := 0; i < n && ok; i++ {
			for j := i + 1; j < n; j++ {
				// on_i = side(n_i) != side(c): on_i ^ on_j = par_i ^ par_j
				if rel[i] == rel[j] && (a>>uint(i)^a>>uint(j))&1 != par[i]^par[j] {
					ok = false
					break
				}
			}
		}
		if ok {
			found = true
			and &= a
			or |= a
		}
	}
	if !found {
		d.contra = true
		return
	}
	for j := 0; j < n; j++ {
		switch {
		case and>>uint(j)&1 == 1:
			d.assign(open[j], on)
		case or>>uint(j)&1 == 0:
			d.assign(open[j], off)
		}
	}
}

// checkDotColor enumerates the assignments of the open edges at a dot
// that give it degree 0 or 2 and respect the side relations of the four
// cells around it.
func (d *deducer) checkDotColor(v int32) {
	if d.vUnk[v] < 2 {
		return
	}
	cells := d.dcells[v]
	var rt [4]int32
	var pr [4]uint8
	linked := false
	for i, x := range cells {
		rt[i], pr[i] = d.cfind(x)
		for j := 0; j < i; j++ {
			if rt[j] == rt[i] {
				linked = true
			}
		}
	}
	if !linked {
		return
	}
	edges := d.dedges[v]
	var fixedOn, openMask uint8
	for i, e := range edges {
		switch {
		case e < 0:
		case d.st[e] == on:
			fixedOn |= 1 << uint(i)
		case d.st[e] == unknown:
			openMask |= 1 << uint(i)
		}
	}
	var and, or uint8 = 0xf, 0
	found := false
	for a := uint8(0); a < 16; a++ {
		if a&^openMask != 0 {
			continue
		}
		x := a | fixedOn
		deg := 0
		for i := 0; i < 4; i++ {
			deg += int(x >> uint(i) & 1)
		}
		if deg != 0 && deg != 2 {
			continue
		}
		// side of cell i relative to cell 0: xor of edges 0..i-1
		// (edge i lies between cells i and i+1)
		ok := true
		var side [4]uint8
		for i := 1; i < 4; i++ {
			side[i] = side[i-1] ^ (x >> uint(i-1) & 1)
		}
		for i := 0; i < 4 && ok; i++ {
			for j := i + 1; j < 4; j++ {
				if rt[i] == rt[j] && side[i]^side[j] != pr[i]^pr[j] {
					ok = false
					break
				}
			}
		}
		if ok {
			found = true
			and &= a
			or |= a
		}
	}
	if !found {
		d.contra = true
		return
	}
	for i, e := range edges {
		if openMask>>uint(i)&1 == 0 {
			continue
		}
		switch {
		case and>>uint(i)&1 == 1:
			d.assign(e, on)
		case or>>uint(i)&1 == 0:
			d.assign(e, off)
		}
	}
}
