package tapa

// deducer fixes cells that every solution shades or leaves unshaded,
// by the local rules run to a fixed point and probing: a clue keeps
// only the shadings of its neighbours that meet it and agree with the
// cells known, and fixes the cells those agree on; three shaded cells
// of a 2x2 block leave the fourth unshaded; cells that no path of cells
// not unshaded joins to a shaded cell are unshaded, and shaded cells
// that no such path joins are a contradiction. Probing tries each open
// cell both ways and keeps the other way when one leads to a
// contradiction.
type deducer struct {
	p     *Puzzle
	st    []int8
	clues []int   // the clue cells
	nbrs  [][]int // each clue's neighbours on the board, by ring position
	pos   [][]int // their ring positions
	seen  []int
	round int
	stack []int
}

func newDeducer(p *Puzzle) *deducer {
	d := &deducer{p: p, st: make([]int8, p.Cells()), seen: make([]int, p.Cells())}
	for i := range d.st {
		d.st[i] = stUnknown
		if p.Clues[i] == nil {
			continue
		}
		d.st[i] = stUnshaded
		d.clues = append(d.clues, i)
		var ns, ps []int
		r, c := i/p.Cols, i%p.Cols
		for k, dd := range ring {
			rr, cc := r+dd[0], c+dd[1]
			if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols {
				ns = append(ns, rr*p.Cols+cc)
				ps = append(ps, k)
			}
		}
		d.nbrs = append(d.nbrs, ns)
		d.pos = append(d.pos, ps)
	}
	return d
}

// propagate runs the local rules to a fixed point; false on a
// contradiction.
func (d *deducer) propagate() bool {
	p := d.p
	R, C := p.Rows, p.Cols
	for changed := true; changed; {
		changed = false
		set := func(i int, v int8) bool {
			if d.st[i] == stUnknown {
				d.st[i] = v
				changed = true
				return true
			}
			return d.st[i] == v
		}
		for k, i := range d.clues {
			ns, ps := d.nbrs[k], d.pos[k]
			and, or := uint8(0xff), uint8(0)
			any := false
			for w := 0; w < 1<<len(ns); w++ {
				ok := true
				var rg uint8
				for j, x := range ns {
					b := w>>j&1 != 0
					if (d.st[x] == stShaded && !b) || (d.st[x] == stUnshaded && b) {
						ok = false
						break
					}
					if b {
						rg |= 1 << ps[j]
					}
				}
				if !ok || !Matches(p.Clues[i], rg) {
					continue
				}
				any = true
				and &= uint8(w)
				or |= uint8(w)
			}
			if !any {
				return false
			}
			for j, x := range ns {
				if and>>j&1 != 0 && !set(x, stShaded) {
					return false
				}
				if or>>j&1 == 0 && !set(x, stUnshaded) {
					return false
				}
			}
		}
		for r := 0; r+1 < R; r++ {
			for c := 0; c+1 < C; c++ {
				b := [4]int{r*C + c, r*C + c + 1, (r+1)*C + c, (r+1)*C + c + 1}
				n, open := 0, -1
				for _, x := range b {
					switch d.st[x] {
					case stShaded:
						n++
					case stUnknown:
						open = x
					}
				}
				if n == 4 {
					return false
				}
				if n == 3 && open >= 0 && !set(open, stUnshaded) {
					return false
				}
			}
		}
		ok, ch := d.reach()
		if !ok {
			return false
		}
		changed = changed || ch
	}
	return true
}

// reach unshades the cells no path of cells not unshaded joins to a
// shaded cell; false when two shaded cells are so cut apart.
func (d *deducer) reach() (ok, changed bool) {
	p := d.p
	start := -1
	for i, s := range d.st {
		if s == stShaded {
			start = i
			break
		}
	}
	if start < 0 {
		return true, false
	}
	d.round++
	d.seen[start] = d.round
	d.stack = append(d.stack[:0], start)
	for len(d.stack) > 0 {
		i := d.stack[len(d.stack)-1]
		d.stack = d.stack[:len(d.stack)-1]
		r, c := i/p.Cols, i%p.Cols
		for _, dd := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+dd[0], c+dd[1]
			if rr < 0 || rr >= p.Rows || cc < 0 || cc >= p.Cols {
				continue
			}
			j := rr*p.Cols + cc
			if d.st[j] != stUnshaded && d.seen[j] != d.round {
				d.seen[j] = d.round
				d.stack = append(d.stack, j)
			}
		}
	}
	for i, s := range d.st {
		if d.seen[i] == d.round {
			continue
		}
		switch s {
		case stShaded:
			return false, changed
		case stUnknown:
			d.st[i] = stUnshaded
			changed = true
		}
	}
	return true, changed
}

// deduce fixes what the rules and probing force; it returns the cell
// states and false when there is no solution.
func deduce(p *Puzzle) ([]int8, bool) {
	d := newDeducer(p)
	if !d.propagate() {
		return d.st, false
	}
	save := make([]int8, len(d.st))
	for changed := true; changed; {
		changed = false
		for i := range d.st {
			if d.st[i] != stUnknown {
				continue
			}
			for _, v := range [2]int8{stShaded, stUnshaded} {
				copy(save, d.st)
				d.st[i] = v
				ok := d.propagate()
				copy(d.st, save)
				if !ok {
					d.st[i] = 1 - v
					if !d.propagate() {
						return d.st, false
					}
					changed = true
					break
				}
			}
		}
	}
	return d.st, true
}
