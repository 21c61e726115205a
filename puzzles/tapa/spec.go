package tapa

import "github.com/zqlang/zq/topdown"

// A clue's rule as an automaton over its free neighbours (the cells
// around it that may be shaded), in the order the search decides them:
// after s of them, the state is the class of the decided prefix among
// the prefixes with the same completions (minimised level by level), so
// two branches that left a clue the same choices meet in one state.
// Class 0 is dead: no completion meets the clue.
type clueAuto struct {
	cell  int
	slot  int
	nbrs  []int       // free neighbours, ascending
	root  byte        // the class of the empty prefix (0: unsatisfiable)
	next  [][][2]byte // next[s][class][bit]: the class after s+1 neighbours
	final []bool      // final[class] at stage len(nbrs): met
}

// newClueAuto builds the automaton of clue at cell (r, c), whose free
// neighbours are those for which free says so.
func newClueAuto(p *Puzzle, clue []int, r, c int, free func(i int) bool) *clueAuto {
	a := &clueAuto{cell: r*p.Cols + c, slot: c*3 + r%3}
	type nb struct{ cell, pos int }
	var ns []nb
	for k, d := range ring {
		rr, cc := r+d[0], c+d[1]
		if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && free(rr*p.Cols+cc) {
			ns = append(ns, nb{rr*p.Cols + cc, k})
		}
	}
	// ascending cell order (ring order is not row-major)
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && ns[j].cell < ns[j-1].cell; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
	m := len(ns)
	for _, x := range ns {
		a.nbrs = append(a.nbrs, x.cell)
	}
	// cls[s][u]: the class of prefix u of s bits
	cls := make([][]byte, m+1)
	cls[m] = make([]byte, 1<<m)
	for u := range cls[m] {
		var rg uint8
		for j, x := range ns {
			if u>>j&1 != 0 {
				rg |= 1 << x.pos
			}
		}
		if Matches(clue, rg) {
			cls[m][u] = 1
		}
	}
	a.next = make([][][2]byte, m)
	for s := m - 1; s >= 0; s-- {
		cls[s] = make([]byte, 1<<s)
		ids := map[[2]byte]byte{}
		a.next[s] = [][2]byte{{0, 0}}
		for u := range cls[s] {
			key := [2]byte{cls[s+1][u], cls[s+1][u|1<<s]}
			if key == [2]byte{} {
				continue
			}
			id, ok := ids[key]
			if !ok {
				id = byte(len(a.next[s]))
				ids[key] = id
				a.next[s] = append(a.next[s], key)
			}
			cls[s][u] = id
		}
	}
	a.root = cls[0][0]
	a.final = []bool{false, true}
	return a
}

// spec is the frontier-based construction of every solution: variable
// i is cell i (row-major), taken when shaded. In hint mode (hints.go)
// variable 2i is "cell i shows its clue" and 2i+1 is cell i.
//
// State, deciding cell (r, c):
//   - bytes 0..C-1: the frontier, cell (r, k) for k < c and (r-1, k) for
//     k >= c: 0 unshaded, otherwise the label of its component among
//     the shaded cells decided so far (1, 2, ... by first position);
//   - byte C: 1 when (r-1, c-1) and (r, c-1) are both shaded (a shaded
//     (r, c) would then need (r-1, c) unshaded, the 2x2 rule);
//   - byte C+1: 1 once a component of shaded cells has left the
//     frontier: it was the only one, and no cell may be shaded after it;
//   - bytes C+2..C+2+3C-1: the clues between their first and last free
//     neighbour, the clue at (r, c) in slot 3c + r mod 3 (two clues of one
//     column three rows apart are never open together), each the class
//     of its automaton (0 when not open);
//   - in hint mode two more bytes: whether the shading differs from the
//     given one so far, and whether the current cell shows its clue.
type spec struct {
	p     *Puzzle
	R, C  int
	n     int
	clue  []*clueAuto   // by cell, nil for none
	at    [][]clueEvent // by cell: the clues it is a free neighbour of
	fixed []int8        // deductions: -1 open, 0 unshaded, 1 shaded; nil for none

	// hint mode: sol is the given shading, cand the cells that may show
	// their clue (nil when not in hint mode)
	sol  []bool
	cand []bool
}

type clueEvent struct {
	a     *clueAuto
	stage int
}

const (
	stUnknown  int8 = -1
	stUnshaded int8 = 0
	stShaded   int8 = 1
)

func newSpec(p *Puzzle, fixed []int8) *spec {
	s := &spec{p: p, R: p.Rows, C: p.Cols, n: p.Cells(), fixed: fixed}
	s.clue = make([]*clueAuto, s.n)
	s.at = make([][]clueEvent, s.n)
	free := func(i int) bool { return p.Clues[i] == nil }
	for i, cl := range p.Clues {
		if cl != nil {
			s.addClue(newClueAuto(p, cl, i/s.C, i%s.C, free))
		}
	}
	return s
}

func (s *spec) addClue(a *clueAuto) {
	s.clue[a.cell] = a
	for j, x := range a.nbrs {
		s.at[x] = append(s.at[x], clueEvent{a, j})
	}
}

func (s *spec) hintMode() bool { return s.cand != nil }

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int {
	if s.hintMode() {
		return s.C + 2 + 3*s.C + 2
	}
	return s.C + 2 + 3*s.C
}

// Vars implements topdown.Spec.
func (s *spec) Vars() int {
	if s.hintMode() {
		return 2 * s.n
	}
	return s.n
}

// Root implements topdown.Spec.
func (s *spec) Root(state []byte) int {
	clear(state)
	if !s.hintMode() {
		for _, a := range s.clue {
			if a != nil && a.root == 0 {
				return topdown.Reject
			}
		}
	}
	return s.firstVar(0)
}

// firstVar is the variable of cell i (its hint variable first where
// the cell is a candidate), or the verdict past the last cell.
func (s *spec) firstVar(i int) int {
	if !s.hintMode() {
		return i
	}
	if s.cand[i] {
		return 2 * i
	}
	return 2*i + 1
}

const deadSlot = 0xff // hint mode: a tentative clue no completion meets

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	if s.hintMode() && v%2 == 0 {
		return s.hint(state, v/2, take)
	}
	i := v
	if s.hintMode() {
		i = v / 2
	}
	return s.cell(state, i, take)
}

// hint decides whether cell i shows its clue (hint mode).
func (s *spec) hint(state []byte, i int, take bool) int {
	a := s.clue[i]
	slots := state[s.C+2:]
	flag := len(state) - 1
	if !take {
		slots[a.slot] = 0
		state[flag] = 0
		return 2*i + 1
	}
	state[flag] = 1
	switch {
	case slots[a.slot] == deadSlot:
		return topdown.Reject
	case len(a.nbrs) == 0 || a.nbrs[0] > i:
		// no neighbour decided yet: the clue opens now
		if a.root == 0 {
			return topdown.Reject
		}
		slots[a.slot] = a.root
	case a.nbrs[len(a.nbrs)-1] < i:
		// every neighbour decided (the last cell of the board)
		slots[a.slot] = 0
	}
	return 2*i + 1
}

// cell decides cell i, shaded when take.
func (s *spec) cell(state []byte, i int, take bool) int {
	C := s.C
	r, c := i/C, i%C
	if take {
		if s.p.Clues[i] != nil || (s.fixed != nil && s.fixed[i] == stUnshaded) {
			return topdown.Reject
		}
		if s.hintMode() && state[len(state)-1] != 0 {
			return topdown.Reject
		}
	} else if s.fixed != nil && s.fixed[i] == stShaded {
		return topdown.Reject
	}
	lab := state[:C]
	up, left := byte(0), byte(0)
	if r > 0 {
		up = lab[c]
	}
	if c > 0 {
		left = lab[c-1]
	}
	if take {
		if state[C+1] != 0 {
			return topdown.Reject
		}
		if c > 0 && up != 0 && state[C] != 0 {
			return topdown.Reject
		}
		state[C] = 0
		if up != 0 && c+1 < C {
			state[C] = 1
		}
		switch {
		case up != 0 && left != 0 && up != left:
			for k, x := range lab {
				if x == left {
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
		state[C] = 0
		lab[c] = 0
		if up != 0 {
			alone, others := true, false
			for k, x := range lab {
				if k != c && x != 0 {
					if x == up {
						alone = false
						break
					}
					others = true
				}
			}
			if alone {
				if others {
					return topdown.Reject
				}
				state[C+1] = 1
			}
		}
	}
	normalize(lab)
	// the clues around the cell
	slots := state[C+2 : C+2+3*C]
	for _, e := range s.at[i] {
		a := e.a
		sl := &slots[a.slot]
		pending := s.hintMode() && a.cell > i // its hint is still to come
		if e.stage == 0 {
			switch {
			case pending:
				*sl = a.root
				if *sl == 0 {
					*sl = deadSlot
				}
			case !s.hintMode():
				*sl = a.root
			}
		}
		if *sl == 0 {
			continue // hint mode: the cell does not show its clue
		}
		if *sl == deadSlot {
			continue
		}
		b := 0
		if take {
			b = 1
		}
		nx := a.next[e.stage][*sl][b]
		if e.stage+1 == len(a.nbrs) {
			if nx != 0 && !pending {
				nx = 0 // met: the clue closes
			} else if nx == 0 {
				if !pending {
					return topdown.Reject
				}
				nx = deadSlot
			}
			*sl = nx
			continue
		}
		if nx == 0 {
			if !pending {
				return topdown.Reject
			}
			nx = deadSlot
		}
		*sl = nx
	}
	if s.hintMode() {
		if take != s.sol[i] {
			state[len(state)-2] = 1
		}
		state[len(state)-1] = 0
	}
	if i+1 < s.n {
		return s.firstVar(i + 1)
	}
	// the end: one component, or one closed before
	var one byte
	for _, l := range lab {
		if l != 0 {
			if one != 0 && l != one {
				return topdown.Reject
			}
			one = l
		}
	}
	if one == 0 && state[C+1] == 0 {
		return topdown.Reject
	}
	if s.hintMode() && state[len(state)-2] == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

// normalize renumbers the labels 1, 2, ... by first position.
func normalize(lab []byte) {
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
