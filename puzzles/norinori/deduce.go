package norinori

// Cell states the deductions fix.
const (
	unknown  int8 = 0
	unshaded int8 = 1
	shaded   int8 = 2
)

// pair is a candidate of a region: its two shaded cells.
type pair [2]int

// deduce narrows each region's candidate pairs of shaded cells until
// nothing changes, and returns the cells every candidate of their
// region shades (shaded) or none does (unshaded), or false when some
// region is left with none. A pair goes when, with the cells its region
// leaves unshaded and the cells other regions surely shade, a cell of
// it would have two shaded neighbours or a cell surely shaded nearby
// would, or when a cell of it has no neighbour left that can be its
// partner: the other cell of the pair beside it, or a cell of another
// region that some candidate of that region, able to stand with the
// pair, shades.
//
// Then each pair of a region with several is tried alone (probing), and
// goes when the rules above then empty some region.
func (p *Puzzle) deduce() ([]int8, bool) {
	cells := p.roomCells()
	cand := make([][]pair, p.Rooms)
	for k, cs := range cells {
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				cand[k] = append(cand[k], pair{cs[a], cs[b]})
			}
		}
	}
	state, ok := p.narrow(cand, cells)
	if !ok {
		return nil, false
	}
	trial := make([][]pair, len(cand))
	for changed := true; changed; {
		changed = false
		for k := range cand {
			if len(cand[k]) < 2 {
				continue
			}
			keep := make([]pair, 0, len(cand[k]))
			for _, q := range cand[k] {
				for o := range cand {
					trial[o] = append(trial[o][:0], cand[o]...)
				}
				trial[k] = append(trial[k][:0], q)
				if _, ok := p.narrow(trial, cells); ok {
					keep = append(keep, q)
				}
			}
			if len(keep) < len(cand[k]) {
				changed = true
				cand[k] = keep
				if state, ok = p.narrow(cand, cells); !ok {
					return nil, false
				}
			}
		}
	}
	return state, true
}

// narrow applies the rules of deduce to cand (changed in place) until
// nothing changes, and returns the cells' states.
func (p *Puzzle) narrow(cand [][]pair, cells [][]int) ([]int8, bool) {
	state := make([]int8, p.Cells())
	setStates := func(k int) {
		in := map[int]int{}
		for _, q := range cand[k] {
			in[q[0]]++
			in[q[1]]++
		}
		for _, i := range cells[k] {
			switch in[i] {
			case 0:
				state[i] = unshaded
			case len(cand[k]):
				state[i] = shaded
			default:
				state[i] = unknown
			}
		}
	}
	for k := range cand {
		if len(cand[k]) == 0 {
			return nil, false
		}
		setStates(k)
	}
	// on reports whether cell x is shaded under pair q of region k (and
	// pair r of region o, if o >= 0), or surely shaded otherwise.
	on := func(x, k int, q pair, o int, r pair) bool {
		switch p.Room[x] {
		case k:
			return x == q[0] || x == q[1]
		case o:
			return x == r[0] || x == r[1]
		}
		return state[x] == shaded
	}
	// clash reports whether a cell near q (or r) ends with two shaded
	// neighbours.
	clash := func(k int, q pair, o int, r pair) bool {
		check := []int{q[0], q[1]}
		if o >= 0 {
			check = append(check, r[0], r[1])
		}
		for _, c := range check {
			for _, x := range append(p.neighbours(c), c) {
				if !on(x, k, q, o, r) {
					continue
				}
				m := 0
				for _, y := range p.neighbours(x) {
					if on(y, k, q, o, r) {
						m++
					}
				}
				if m > 1 {
					return true
				}
			}
		}
		return false
	}
	fits := func(k int, q pair) bool {
		if clash(k, q, -1, pair{}) {
			return false
		}
		if p.adjacent(q[0], q[1]) {
			return true
		}
		for _, x := range q {
			partner := false
			for _, y := range p.neighbours(x) {
				o := p.Room[y]
				if o == k || state[y] == unshaded {
					continue
				}
				if len(cand[o]) > 200 {
					partner = true
					break
				}
				for _, r := range cand[o] {
					if (r[0] == y || r[1] == y) && !clash(k, q, o, r) {
						partner = true
						break
					}
				}
				if partner {
					break
				}
			}
			if !partner {
				return false
			}
		}
		return true
	}
	for changed := true; changed; {
		changed = false
		for k := range cand {
			keep := cand[k][:0]
			for _, q := range cand[k] {
				if fits(k, q) {
					keep = append(keep, q)
				}
			}
			if len(keep) == 0 {
				return nil, false
			}
			if len(keep) < len(cand[k]) {
				changed = true
				cand[k] = keep
				setStates(k)
			}
		}
	}
	return state, true
}

// adjacent reports whether cells x and y are side by side.
func (p *Puzzle) adjacent(x, y int) bool {
	d := x - y
	if d == p.Cols || d == -p.Cols {
		return true
	}
	return (d == 1 || d == -1) && x/p.Cols == y/p.Cols
}
