package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"sort"
	"sync"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// backbone fixes the edges that take the same value in every solution
// under rule A, proving each fixed value with a SAT solver before the
// construction. The formula (see backboneFormula) is a relaxation of
// rule A: closed loops are excluded only once they turn up, by clauses
// no solution violates (see loops), so every solution under rule A
// satisfies it and an edge value whose opposite makes it unsatisfiable
// holds in every solution. It builds on the edges already fixed and the
// label domains of the deductions. Candidates are the values of one
// solution; each further solution drops the values it does not share,
// and once the formula plus "some candidate differs" is unsatisfiable,
// all remaining candidates are fixed (on a board with one solution that
// takes two solver runs). Once a second solution turns up, dropLocal
// drops at once the edges that vary within small windows around the
// first; and around each solution found after, for as long as that
// drops an edge: windows around a later solution can see regions vary
// that those around the first did not. It gives up
// (fixing nothing more) after maxRounds solver runs. It returns
// errUnsolvable when the formula has no model.
func (b *board) backbone(ctx context.Context, solver cnf.Decider, maxRounds int) error {
	if b.rule != RuleA {
		return fmt.Errorf("numberlink: the SAT backbone supports rule A only")
	}
	if b.k == 0 {
		return nil
	}
	m := len(b.force)
	base, err := b.backboneFormula()
	if err != nil {
		return err
	}
	var cuts [][]int
	formula := func(block []int) (*cnf.Formula, error) {
		f := base.Clone()
		for _, c := range cuts {
			f.Add(c...)
		}
		if block != nil {
			f.Add(block...)
		}
		return f, nil
	}
	// solve returns a model without closed loops, adding loop cuts as
	// they turn up, or nil when there is none.
	rounds := 0
	var cand []int8 // set once a first solution is found
	solve := func(block []int) ([]bool, error) {
		for {
			if rounds >= maxRounds {
				return nil, errGiveUp
			}
			rounds++
			if cand == nil {
				b.say("SAT backbone: solver run %d, looking for a solution", rounds)
			} else {
				b.say("SAT backbone: solver run %d, %d edges not yet seen to vary", rounds, undecided(cand))
			}
			f, err := formula(block)
			if err != nil {
				return nil, err
			}
			ok, model, err := solver.Solve(ctx, f)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, nil
			}
			loops := b.loops(model)
			if len(loops) == 0 {
				return model, nil
			}
			cuts = append(cuts, loops...)
		}
	}
	model, err := solve(nil)
	first := model
	if err == errGiveUp {
		return nil
	}
	if err != nil {
		return err
	}
	if model == nil {
		return errUnsolvable
	}
	// cand[e] = the value edge e takes in every solution found so far.
	cand = make([]int8, m)
	for e := 0; e < m; e++ {
		switch {
		case b.force[e] != free:
			cand[e] = 0
		case model[e+1]:
			cand[e] = 1
		default:
			cand[e] = -1
		}
	}
	window, step := localWindow, localStep
	if b.window > 0 {
		window, step = b.window, b.windowStep
	}
	// While no candidate has been dropped, they are the free edges of a
	// model, in which every cell has its full degree; a model holding
	// all its edges then has no other edge, so "some candidate edge is
	// out" says as much as "some candidate differs" in a shorter clause
	// (which the solver refutes sooner).
	whole := true
	// rewindow: build windows around the next solution found (the first
	// windows are always built; later ones while the last dropped an edge)
	rewindow := true
	for {
		var block []int
		for e, c := range cand {
			if c == 1 || c == -1 && !whole {
				block = append(block, -int(c)*(e+1))
			}
		}
		if len(block) == 0 {
			return nil
		}
		model, err := solve(block)
		if err == errGiveUp {
			return nil
		}
		if err != nil {
			return err
		}
		if model == nil {
			break
		}
		for e, c := range cand {
			if c == 1 && !model[e+1] || c == -1 && model[e+1] {
				cand[e] = 0
			}
		}
		if rewindow {
			// The board has two solutions or more. Those that differ
			// from one found only in a small window are quickly found by
			// construction: drop every edge they vary, rather than one
			// set of them per solver run. The windows around the first
			// solution are built once a second turns up; those around
			// each later one, while they drop an edge (they can see
			// regions vary that the first's did not).
			around := model
			if whole {
				around = first
				b.say("SAT backbone: two solutions; building windows of the board for the edges that vary")
			} else {
				b.say("SAT backbone: another solution; building the windows around it")
			}
			left := undecided(cand)
			if err := b.dropLocal(ctx, cand, around, window, step); err != nil {
				return err
			}
			rewindow = whole || undecided(cand) < left
		}
		whole = false
	}
	for e, c := range cand {
		switch c {
		case 1:
			b.force[e] = in
		case -1:
			b.force[e] = out
		}
	}
	return nil
}

// undecided returns the number of edges of cand not yet dropped.
func undecided(cand []int8) int {
	n := 0
	for _, c := range cand {
		if c != 0 {
			n++
		}
	}
	return n
}

var errGiveUp = fmt.Errorf("numberlink: backbone gave up")

// loops returns, for each closed loop among the edges set in model
// (variable e+1 = edge e), a clause that excludes it: its cells hold no
// number, so in a solution (which covers every cell with paths between
// numbers) some edge leaves them. Given the degrees, this implies "not
// every edge of the loop" and also excludes every other way of closing
// those cells off.
func (b *board) loops(model []bool) [][]int {
	n := len(b.lab)
	seen := make([]bool, n)
	var out [][]int
	for s := 0; s < n; s++ {
		if seen[s] {
			continue
		}
		// Walk the component of s.
		stack := []int{s}
		seen[s] = true
		var cells []int
		hasEnd := false
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.lab[v] != 0 {
				hasEnd = true
			}
			cells = append(cells, v)
			for _, e := range b.inc[v] {
				if !model[e+1] {
					continue
				}
				x := b.other(e, v)
				if !seen[x] {
					seen[x] = true
					stack = append(stack, x)
				}
			}
		}
		if hasEnd || len(cells) < 2 {
			continue
		}
		inC := make(map[int]bool, len(cells))
		for _, v := range cells {
			inC[v] = true
		}
		var c []int
		for _, v := range cells {
			for _, e := range b.inc[v] {
				if !inC[b.other(e, v)] {
					c = append(c, e+1)
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// lit is a literal of the backbone formula or a constant.
type lit struct {
	v int  // variable literal, 0 for a constant
	c bool // the constant's value
}

// backboneFormula returns the formula of the backbone before any loop
// cut: variable e+1 is edge e (the fixed edges are unit clauses); each
// cell holds one label of its domain, written in binary in labelBits
// variables of its own, and under rule A an edge is in exactly when its
// two cells hold the same label; every cell has the degree it needs. A
// model's paths then join cells of one label, so each ends at the two
// numbered cells of its label, and a model without closed loops is a
// solution (the loop cuts exclude the others). Rule A also gives a
// clause on edges alone that the labels only imply through search: no
// unit square holds three of its four edges (three edges form a path
// whose ends are adjacent cells of one path that are not consecutive on
// it), nor four (a loop). It returns errUnsolvable when a cell has no
// label left or fixed edges give a cell the wrong degree.
//
// The labels in binary, rather than a variable per cell and label,
// make formulas a half to a quarter the size, which minisat decides in
// about 0.6 of the time on the data set's large boards (0.3-1.1 s
// rather than 0.6-2.3 s a run).
func (b *board) backboneFormula() (*cnf.Formula, error) {
	f := &cnf.Formula{}
	m := len(b.force)
	n := len(b.lab)
	f.NewVars(m)
	edge := func(e int) lit {
		switch b.force[e] {
		case in:
			return lit{c: true}
		case out:
			return lit{c: false}
		}
		return lit{v: e + 1}
	}
	neg := func(l lit) lit {
		if l.v == 0 {
			return lit{c: !l.c}
		}
		return lit{v: -l.v}
	}
	var cl []int // add's clause, reused
	add := func(ls ...lit) {
		cl = cl[:0]
		for _, l := range ls {
			if l.v == 0 {
				if l.c {
					return
				}
				continue
			}
			cl = append(cl, l.v)
		}
		f.Add(cl...)
	}
	// Label k-1 of cell v (k = 1..b.k) is written in the bits
	// bit(v, 0..nb-1), least significant first.
	nb := labelBits(b.k)
	first := f.NewVars(n * nb)
	bit := func(v, i int) lit { return lit{v: first + v*nb + i} }
	// Room for the clauses below: per edge, two of three literals and
	// two of three for an extra variable per bit, and one of nb+1; per
	// cell, a degree clause and the domain's (a few of nb literals);
	// four of three literals per unit square.
	f.Grow(m*(12*nb+nb+2) + n*(32+4*nb*(nb+1)) + 16*n)
	// Each cell's domain: a clause excludes each largest aligned block
	// of values that are not labels of its domain.
	var vals []int
	// exclude covers the block of 1<<(nb-depth) values from lo, whose
	// labels are in (sorted).
	var exclude func(v int, in []int, lo, depth int)
	exclude = func(v int, in []int, lo, depth int) {
		size := 1 << (nb - depth)
		switch len(in) {
		case size:
			return
		case 0:
			ls := make([]lit, 0, depth)
			for i := nb - depth; i < nb; i++ {
				l := bit(v, i)
				if lo>>i&1 == 1 {
					l = neg(l)
				}
				ls = append(ls, l)
			}
			add(ls...)
			return
		}
		half := lo + size/2
		i := sort.SearchInts(in, half)
		exclude(v, in[:i], lo, depth+1)
		exclude(v, in[i:], half, depth+1)
	}
	for v := 0; v < n; v++ {
		vals = vals[:0]
		switch {
		case b.lab[v] != 0:
			vals = append(vals, int(b.lab[v])-1)
		case b.dom == nil:
			for k := 0; k < b.k; k++ {
				vals = append(vals, k)
			}
		default:
			for i, x := range b.domOf(v) {
				for ; x != 0; x &= x - 1 {
					vals = append(vals, i*64+bits.TrailingZeros64(x))
				}
			}
		}
		if len(vals) == 0 {
			return nil, errUnsolvable
		}
		exclude(v, vals, 0, 0)
	}
	// Edges and labels: an edge that may be in makes its cells' bits
	// equal; one that may be out is in when no bit differs.
	differ := make([]lit, nb+1)
	for e, ed := range b.g.Edges() {
		el := edge(e)
		for i := 0; i < nb; i++ {
			u, w := bit(ed.U, i), bit(ed.V, i)
			if el.v != 0 || el.c {
				add(neg(el), neg(u), w)
				add(neg(el), u, neg(w))
			}
			if el.v != 0 || !el.c {
				x := lit{v: f.NewVar()} // x: bit i differs
				add(neg(x), u, w)
				add(neg(x), neg(u), neg(w))
				differ[i] = x
			}
		}
		if el.v != 0 || !el.c {
			differ[nb] = el
			add(differ...)
		}
	}
	// Degrees.
	for v := 0; v < n; v++ {
		var ls []int
		cnt := 0
		for _, e := range b.inc[v] {
			l := edge(e)
			if l.v != 0 {
				ls = append(ls, l.v)
			} else if l.c {
				cnt++
			}
		}
		need := b.need(v)
		if len(ls) == 0 {
			if cnt != need {
				return nil, errUnsolvable
			}
			continue
		}
		f.CountIn(ls, func(x int) bool { return x+cnt == need })
	}
	// At most two edges of each unit square.
	x := solvers.NewGridIndex(b.g)
	for r := 0; r+1 < b.rows; r++ {
		for c := 0; c+1 < b.cols; c++ {
			sq := x.CellEdges(r, c)
			var ls [4]lit
			for skip := range sq {
				k := 0
				for i, e := range sq {
					if i != skip {
						ls[k], k = neg(edge(e)), k+1
					}
				}
				add(ls[:k]...)
			}
		}
	}
	// Fixed edges as units (the model must show them).
	for e, st := range b.force {
		switch st {
		case in:
			f.Add(e + 1)
		case out:
			f.Add(-(e + 1))
		}
	}
	return f, nil
}

// Windows of dropLocal: squares of localWindow cells, localStep apart,
// so that every region of up to localWindow-localStep+1 = 10 cells
// across lies inside one. On the 80x30 board ahle-inputs4-006, whose
// 65,536 solutions vary in 16 diamonds of 10 cells across, step 3
// rather than 6 took the whole solve from 83-93 s to 70-82 s (fewer
// solver runs, each of which finds one more varying region).
const (
	localWindow = 12
	localStep   = 3
)

// dropLocal sets cand[e] to 0 for every edge e whose value differs from
// model (a solution) in some solution that agrees with model outside a
// window of window x window cells (the windows are step apart): for
// each window it fixes every edge not inside it to its value in model
// and builds the solutions left. Such a solution is a solution of the
// board, so the edges it changes are not in the backbone. Windows whose
// construction overflows are skipped (which drops nothing). The windows
// are built on every core (at most b.workers, if set), each worker on a
// copy of the board; the edges dropped do not depend on their order, as
// a window drops only edges that vary and one holding no edge left to
// drop is skipped.
func (b *board) dropLocal(ctx context.Context, cand []int8, model []bool, window, step int) error {
	if !b.domInit {
		// Set the domains up now, so that the copies have them.
		b.domInit = true
		b.initDomains()
	}
	inside := func(v, r0, c0 int) bool {
		r, c := v/b.cols, v%b.cols
		return r >= r0 && r < r0+window && c >= c0 && c < c0+window
	}
	starts := func(n int) []int {
		var s []int
		for x := 0; ; x += step {
			if x+window >= n {
				return append(s, max(0, n-window))
			}
			s = append(s, x)
		}
	}
	var corners [][2]int
	for _, r0 := range starts(b.rows) {
		for _, c0 := range starts(b.cols) {
			corners = append(corners, [2]int{r0, c0})
		}
	}
	edges := b.g.Edges()
	var (
		mu     sync.Mutex // guards cand, next and failed
		next   int
		failed bool
	)
	// take fills j with the next window, its free edges not yet dropped
	// and their values in cand; it returns false when no window is left.
	take := func(j *windowJob) bool {
		mu.Lock()
		defer mu.Unlock()
		if next == len(corners) || failed {
			return false
		}
		j.r0, j.c0 = corners[next][0], corners[next][1]
		next++
		j.inner, j.sign = j.inner[:0], j.sign[:0]
		for e, ed := range edges {
			if b.force[e] == free && cand[e] != 0 && inside(ed.U, j.r0, j.c0) && inside(ed.V, j.r0, j.c0) {
				j.inner, j.sign = append(j.inner, e), append(j.sign, cand[e])
			}
		}
		return true
	}
	// run builds windows on wb, a copy of b, until none is left.
	run := func(wb *board) error {
		var j windowJob
		for {
			if err := ctx.Err(); err != nil {
				return err
			}
			if !take(&j) {
				return nil
			}
			r0, c0 := j.r0, j.c0
			if len(j.inner) == 0 {
				continue
			}
			copy(wb.force, b.force)
			copy(wb.dom, b.dom)
			copy(wb.dirty, b.dirty)
			for e, ed := range edges {
				if wb.force[e] != free || inside(ed.U, r0, c0) && inside(ed.V, r0, c0) {
					continue
				}
				wb.force[e] = out
				if model[e+1] {
					wb.force[e] = in
				}
			}
			if wb.dom != nil {
				wb.markAll()
			}
			if err := wb.deduce(); err != nil {
				if errors.Is(err, errUnsolvable) {
					return fmt.Errorf("numberlink: the solution found by the SAT solver fails the deductions")
				}
				return err
			}
			m := zdd.New()
			f, err := retry(newSpec(wb, 1), func(s *spec) (zdd.Node, error) {
				return topdown.Build(ctx, m, s, topdown.Options{Workers: 1})
			})
			if errors.Is(err, ErrStateOverflow) {
				continue
			}
			if err != nil {
				return err
			}
			// An edge varies when a set holds it and, if cand has it,
			// another set lacks it.
			held := make(map[uint32]bool)
			for _, v := range m.Support(f) {
				held[v] = true
			}
			var varies []int
			for i, e := range j.inner {
				if s := j.sign[i]; s == -1 && held[uint32(e)] || s == 1 && m.Offset(f, uint32(e)) != zdd.Empty {
					varies = append(varies, e)
				}
			}
			mu.Lock()
			for _, e := range varies {
				cand[e] = 0
			}
			mu.Unlock()
		}
	}
	workers := runtime.GOMAXPROCS(0)
	if b.workers > 0 {
		workers = min(workers, b.workers)
	}
	workers = max(1, min(workers, len(corners)))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wb := b.copyState()
		wg.Add(1)
		go func() {
			defer wg.Done()
			if errs[w] = run(wb); errs[w] != nil {
				mu.Lock()
				failed = true
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// windowJob is a window of dropLocal: its corner, and its free edges
// not yet dropped with their values in cand.
type windowJob struct {
	r0, c0 int
	inner  []int
	sign   []int8
}

// copyState returns a copy of b with edges, label domains and scratch
// of its own, for deductions and construction that leave b as it is.
func (b *board) copyState() *board {
	c := *b
	c.force = append([]uint8(nil), b.force...)
	c.dom = append([]uint64(nil), b.dom...)
	c.dirty = append([]bool(nil), b.dirty...)
	c.ls, c.ds = labelScratch{}, deduceScratch{}
	c.note = nil
	return &c
}

// labelBits is the number of bits that write labels 0..k-1 (at least
// one).
func labelBits(k int) int { return max(1, bits.Len(uint(k-1))) }
