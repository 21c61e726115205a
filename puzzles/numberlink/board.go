package numberlink

import (
	"context"
	"errors"
	"fmt"

	"github.com/zqlang/zq/graph"
)

// errUnsolvable reports that the deductions found a contradiction: the
// puzzle has no solution under the rule.
var errUnsolvable = errors.New("numberlink: no solution")

// Edge states of the deductions.
const (
	free = 0
	in   = 1
	out  = 2
)

// board is a puzzle in the orientation used for construction (possibly
// transposed so that the frontier is the shorter side), with the edge
// states deduced before construction.
type board struct {
	rows, cols int
	lab        []uint16 // cell label 1..K, 0 = empty
	k          int
	rule       Rule
	g          *graph.Graph
	force      []uint8 // per edge: free, in, out
	inc        [][]int // cell -> incident edges
	transposed bool
	work       int // cells visited by deduce so far
	budget     int // bound on work of a probe phase (0: probeBudget)

	// Label domains (see labels.go); dom is nil when they are not used.
	dom     []uint64
	dw      int
	domInit bool
	noLabel bool   // deduce skips the label pass
	dirty   []bool // per pair: its path must be looked at again

	probes, probeStop int      // statistics of probe: probes made, round stopped by the budget
	ends              [][2]int // per pair, its two cells
	ls                labelScratch
	ds                deduceScratch
	note              func(string) // Options.Note, for the backbone
	// window, windowStep: the backbone's windows, if window > 0 (tests),
	// instead of localWindow and localStep
	window, windowStep int
	workers            int // Options.Workers, for the backbone's windows
}

// deduceScratch holds deduce's buffers, kept from one call to the next
// (probing calls it once per probe).
type deduceScratch struct {
	parent, root []int32  // union-find over the in edges, each cell's root
	clab         []uint16 // a component's label, by its root
	queued       []bool
	queue        []int
}

// say passes a line to the board's note hook, if any.
func (b *board) say(format string, args ...any) {
	if b.note != nil {
		b.note(fmt.Sprintf(format, args...))
	}
}

func (p *Puzzle) board(rule Rule, transpose bool) (*board, error) {
	b := &board{rows: p.Rows, cols: p.Cols, k: len(p.pairs), rule: rule, transposed: transpose}
	if transpose {
		b.rows, b.cols = p.Cols, p.Rows
	}
	n := p.Rows * p.Cols
	b.lab = make([]uint16, n)
	for i, x := range p.Cells {
		if x == 0 {
			continue
		}
		r, c := i/p.Cols, i%p.Cols
		j := i
		if transpose {
			j = c*p.Rows + r
		}
		b.lab[j] = uint16(p.index[x] + 1)
	}
	g, err := graph.Grid(b.rows, b.cols)
	if err != nil {
		return nil, err
	}
	b.g = g
	b.force = make([]uint8, g.M())
	b.inc = make([][]int, n)
	for i, e := range g.Edges() {
		b.inc[e.U] = append(b.inc[e.U], i)
		b.inc[e.V] = append(b.inc[e.V], i)
	}
	return b, nil
}

// need returns the degree a covered cell must have: 1 for numbers, 2
// otherwise.
func (b *board) need(v int) int {
	if b.lab[v] != 0 {
		return 1
	}
	return 2
}

func (b *board) other(e, v int) int {
	ed := b.g.Edge(e)
	if ed.U == v {
		return ed.V
	}
	return ed.U
}

// deduce fixes edges that are in or out of every solution, by degree
// counting, label propagation along forced paths, under rule A the
// no-touch condition, and under rules A and B the label domains of
// labels.go. It returns errUnsolvable on a contradiction.
func (b *board) deduce() error {
	n := len(b.lab)
	if b.k > 65000 {
		return errors.New("numberlink: too many pairs")
	}
	if !b.domInit {
		b.domInit = true
		b.initDomains()
	}
	ds := &b.ds
	if len(ds.parent) != n {
		ds.parent = make([]int32, n)
		ds.root = make([]int32, n)
		ds.clab = make([]uint16, n)
		ds.queued = make([]bool, n)
		ds.queue = make([]int, 0, n)
	}
	parent, root, clab, queued := ds.parent, ds.root, ds.clab, ds.queued
	queue := ds.queue[:0]
	defer func() { ds.queue = queue[:0] }()
	for v := 0; v < n; v++ {
		queue = append(queue, v)
		queued[v] = true
	}
	for changed := true; changed; {
		changed = false
		b.work += n
		set := func(e int, st uint8) error {
			if b.force[e] == st {
				return nil
			}
			if b.force[e] != free {
				return errUnsolvable
			}
			b.force[e] = st
			changed = true
			ed := b.g.Edge(e)
			for _, x := range []int{ed.U, ed.V} {
				if !queued[x] {
					queued[x] = true
					queue = append(queue, x)
				}
			}
			return nil
		}
		// Degree rules, until no cell changes.
		for len(queue) > 0 {
			v := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			queued[v] = false
			b.work++
			cin, unk := 0, 0
			for _, e := range b.inc[v] {
				switch b.force[e] {
				case in:
					cin++
				case free:
					unk++
				}
			}
			fill := func(st uint8) error {
				for _, e := range b.inc[v] {
					if b.force[e] == free {
						if err := set(e, st); err != nil {
							return err
						}
					}
				}
				return nil
			}
			var err error
			if b.lab[v] != 0 || b.rule != RuleC {
				d := b.need(v)
				switch {
				case cin > d || cin+unk < d:
					return errUnsolvable
				case cin == d:
					err = fill(out)
				case cin+unk == d:
					err = fill(in)
				}
			} else {
				switch {
				case cin > 2 || cin == 1 && unk == 0:
					return errUnsolvable
				case cin == 2:
					err = fill(out)
				case cin == 1 && unk == 1:
					err = fill(in)
				case cin == 0 && unk == 1:
					err = fill(out)
				}
			}
			if err != nil {
				return err
			}
		}
		changed = false
		// Components of forced edges and their labels.
		for v := range parent {
			parent[v] = int32(v)
		}
		find := func(v int32) int32 {
			for parent[v] != v {
				parent[v] = parent[parent[v]]
				v = parent[v]
			}
			return v
		}
		for e, st := range b.force {
			if st != in {
				continue
			}
			ed := b.g.Edge(e)
			a, c := find(int32(ed.U)), find(int32(ed.V))
			if a == c {
				return errUnsolvable
			}
			parent[a] = c
		}
		// Each cell's component, looked up from here on.
		for v := range root {
			root[v] = find(int32(v))
		}
		clear(clab)
		for v := 0; v < n; v++ {
			if l := b.lab[v]; l != 0 {
				r := root[v]
				if clab[r] != 0 && clab[r] != l {
					return errUnsolvable
				}
				clab[r] = l
			}
		}
		for e := range b.force {
			ed := b.g.Edge(e)
			ru, rv := root[ed.U], root[ed.V]
			lu, lv := clab[ru], clab[rv]
			switch b.force[e] {
			case free:
				switch {
				case ru == rv:
					if b.rule == RuleA {
						return errUnsolvable
					}
					if err := set(e, out); err != nil {
						return err
					}
				case lu != 0 && lv != 0 && lu != lv:
					if err := set(e, out); err != nil {
						return err
					}
				case b.rule == RuleA && lu != 0 && lu == lv:
					if err := set(e, in); err != nil {
						return err
					}
				case b.rule == RuleA && (b.touches(e, ed.U, ed.V, ru, root) || b.touches(e, ed.V, ed.U, rv, root)):
					if err := set(e, out); err != nil {
						return err
					}
				}
			case out:
				if b.rule == RuleA && (ru == rv || lu != 0 && lu == lv) {
					return errUnsolvable
				}
			}
		}
		if !changed && b.dom != nil && !b.noLabel {
			ch, err := b.labelPass(set, root)
			if err != nil {
				return err
			}
			changed = ch
		}
	}
	return nil
}

// touches reports whether taking edge e from x (component rx, as root
// gives them) to y would put y next to another cell of rx, which rule A
// forbids: that neighbour would have to be joined to y, closing a cycle.
func (b *board) touches(e, x, y int, rx int32, root []int32) bool {
	for _, f := range b.inc[y] {
		if f == e {
			continue
		}
		z := b.other(f, y)
		if root[z] == rx {
			return true
		}
	}
	return false
}

// probeBudget bounds the work of each phase of probe, in cells visited
// by deduce.
const probeBudget = 25_000_000

// probe fixes every free edge whose other value makes deduce find a
// contradiction (failed-literal probing), repeating while it helps, at
// most rounds times and within probeBudget. A first phase probes with
// the cheap deductions only (no label domains), a second with all of
// them.
func (b *board) probe(ctx context.Context, rounds int) error {
	if b.dom != nil {
		b.noLabel = true
		err := b.probePhase(ctx, rounds)
		b.noLabel = false
		if err != nil {
			return err
		}
	}
	return b.probePhase(ctx, rounds)
}

// freeEdges counts the edges not yet fixed.
func (b *board) freeEdges() int {
	n := 0
	for _, f := range b.force {
		if f == free {
			n++
		}
	}
	return n
}

// near reports whether edge e touches a numbered cell or a cell with a
// fixed edge: probing elsewhere, far from anything decided, seldom finds
// a contradiction.
func (b *board) near(e int) bool {
	ed := b.g.Edge(e)
	for _, v := range []int{ed.U, ed.V} {
		if b.lab[v] != 0 {
			return true
		}
		for _, f := range b.inc[v] {
			if b.force[f] != free {
				return true
			}
		}
	}
	return false
}

func (b *board) probePhase(ctx context.Context, rounds int) error {
	save := make([]uint8, len(b.force))
	saveDom := make([]uint64, len(b.dom))
	saveDirty := make([]bool, len(b.dirty))
	b.work = 0
	all := false // this round probes every edge, not only the near ones
	for r := 0; r < rounds; r++ {
		if b.dom != nil && !b.noLabel {
			// Bring the paths of all pairs up to date.
			b.markAll()
			if err := b.deduce(); err != nil {
				return err
			}
		}
		changed := false
		for e := range b.force {
			if b.force[e] != free || !all && !b.near(e) {
				continue
			}
			for _, try := range []uint8{in, out} {
				if b.work > probeBudget || b.budget > 0 && b.work > b.budget {
					b.probeStop = r + 1
					return nil
				}
				b.probes++
				if err := ctx.Err(); err != nil {
					return err
				}
				copy(save, b.force)
				copy(saveDom, b.dom)
				copy(saveDirty, b.dirty)
				b.force[e] = try
				err := b.deduce()
				copy(b.force, save)
				copy(b.dom, saveDom)
				copy(b.dirty, saveDirty)
				if err == nil {
					continue
				}
				if !errors.Is(err, errUnsolvable) {
					return err
				}
				b.force[e] = in + out - try
				if err := b.deduce(); err != nil {
					return err
				}
				changed = true
				break
			}
		}
		if !changed {
			if all {
				break
			}
			all = true
		} else {
			all = false
		}
	}
	return nil
}
