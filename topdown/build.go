package topdown

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/zqlang/zq/internal/crew"
	"github.com/zqlang/zq/internal/yield"
	"github.com/zqlang/zq/zdd"
)

// Options control Build and Count.
type Options struct {
	// Workers is the number of goroutines expanding a level (0 = all
	// cores, runtime.GOMAXPROCS): each makes batches of children, and
	// two of them also insert them, one the children of the next level
	// and one those of later levels. The result, down to the order of
	// the nodes made, does not depend on it.
	Workers int
	// Progress, if not nil, is called from the calling goroutine after
	// each level is expanded and after each level is reduced.
	Progress func(Progress)
}

// Progress reports how far Build or Count has come.
type Progress struct {
	// Var is the level just finished; Vars is the number of variables.
	Var, Vars int
	// States is the number of distinct states of level Var (expansion).
	States int
	// Nodes is the number of states made so far during expansion, or the
	// number of levels' nodes handed to the manager so far when Reducing.
	Nodes int
	// Bytes is the memory held by the builder's node arrays and the
	// states of the level just expanded.
	Bytes int64
	// Reducing is true during the bottom-up pass of Build.
	Reducing bool
}

// Stats describes a finished Build or Count.
type Stats struct {
	// States is the number of distinct states over all levels (the nodes
	// of the diagram before reduction).
	States int
	// PeakStates is the largest number of states of one level, at
	// PeakVar.
	PeakStates, PeakVar int
	// PeakBytes is the largest memory held by the builder's own arrays.
	PeakBytes int64
}

// chunk is the number of parents whose children form one batch of an
// expansion by several workers; levels of fewer than two batches are
// expanded by one worker.
var chunk = 1 << 11

// delta codes of a child reference (per node and branch).
const (
	deltaTerm = 0   // the child is a terminal: ref 0 = Reject, 1 = Accept
	deltaFar  = 255 // the level is in the far map
)

type level struct {
	v         int
	minParent int
	set       stateSet

	// filled when the level is expanded
	n int

	// build mode: child references of every node, in node order, in
	// the block mem; the results of the reduction in res, which takes
	// the place of lo
	lo, hi   []uint32
	loD, hiD []uint8
	// refs and deltas are lo, hi and loD, hiD indexed by the branch
	// (0 or 1), so that storing a child's reference needs no branch on it
	refs   [2][]uint32
	deltas [2][]uint8
	res    []zdd.Node
	mem    block
}

type farKey struct {
	v, i int32
	hi   bool
}

type builder struct {
	spec     Spec
	rejecter TakeRejecter // spec's, or nil
	// forwarder is the spec's, or nil; it is used only when the spec is
	// also a TakeRejecter
	forwarder Forwarder
	// batchForwarder is the spec's, or nil (used with forwarder)
	batchForwarder BatchForwarder
	size           int
	vars           int
	workers        int
	count          bool
	// count mode: each state's count is kept modulo each of mods (one
	// word each) instead of exactly, or as a float64 (float)
	mods  []uint64
	float bool
	ctx   context.Context
	opt   Options

	// expandShort's buffers: two batches of children, the table slots
	// to prefetch, the children's states and results
	batch []shortEnt
	addrs []uintptr
	dsts  []byte
	res   []int32

	levels []atomic.Pointer[level]
	mu     sync.Mutex
	far    map[farKey]int32
	// pool holds arrays of expanded levels for reuse by later levels
	// (the inserting workers take from it and give to it).
	pool arrayPool

	// per worker
	probe [][]byte
	ring  []byte     // the one-worker loop's children in flight
	acc   [][]uint64 // count mode: the count of accepted sets found

	batches []batch // several workers: the batch buffers
	// several workers and a BatchForwarder: each worker's children
	// states and results, as the spec makes them
	wdsts [][]byte
	wres  [][]int32
	// the table slots each lane's inserter prefetches (insertLaneShort)
	laddrs [lanes][]uintptr

	rootLevel int
	rootRef   uint32

	stats     Stats
	nodeBytes int64
	made      int

	// crew runs the workers' parts (parallel), or nil
	crew *crew.Crew
}

func newBuilder(ctx context.Context, s Spec, opt Options, count bool) *builder {
	if outer := progressOf(ctx); outer != nil {
		if own := opt.Progress; own != nil {
			opt.Progress = func(p Progress) { own(p); outer(p) }
		} else {
			opt.Progress = outer
		}
	}
	w := opt.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	b := &builder{
		spec:    s,
		size:    s.StateSize(),
		vars:    s.Vars(),
		workers: w,
		count:   count,
		ctx:     ctx,
		opt:     opt,
		far:     make(map[farKey]int32),
	}
	b.pool.touch = !count
	b.rejecter, _ = s.(TakeRejecter)
	if b.rejecter != nil {
		b.forwarder, _ = s.(Forwarder)
		b.batchForwarder, _ = s.(BatchForwarder)
	}
	if b.size < 0 {
		b.size = 0
	}
	b.levels = make([]atomic.Pointer[level], b.vars)
	b.acc = make([][]uint64, w)
	b.probe = make([][]byte, w)
	b.wdsts = make([][]byte, w)
	b.wres = make([][]int32, w)
	for i := range b.probe {
		b.probe[i] = make([]byte, b.size)
	}
	return b
}

func (b *builder) getLevel(w, parent int) *level {
	if l := b.levels[w].Load(); l != nil {
		return l
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if l := b.levels[w].Load(); l != nil {
		return l
	}
	l := &level{v: w, minParent: parent}
	// A level has about as many states as the level above it: its
	// table starts with room for as many (counting, where memory is
	// what limits the size of the problem) or a quarter more (building:
	// a table that grows while it is filled costs more than the
	// memory saved).
	want := 0
	if parent >= 0 {
		want = b.levels[parent].Load().n
		if !b.count {
			want += want / 4
		}
	}
	l.set.limbs = max(1, len(b.mods))
	l.set.pool = &b.pool
	l.set.want = want
	b.levels[w].Store(l)
	return l
}

func (b *builder) checkNext(from, r int) error {
	if r == Accept || r == Reject {
		return nil
	}
	if r <= from || r >= b.vars {
		if from < 0 {
			return fmt.Errorf("topdown: Root returned %d, not a variable in 0..%d or a terminal", r, b.vars-1)
		}
		return fmt.Errorf("topdown: Child at variable %d returned %d, not a variable in %d..%d or a terminal", from, r, from+1, b.vars-1)
	}
	return nil
}

// badNext reports whether r, returned by Child at variable from, is
// neither a terminal code nor a variable in from+1..vars-1 (checkNext
// says how, but costs a call).
func badNext(from, r, vars int) bool {
	if r < 0 {
		return r != Accept && r != Reject
	}
	return r <= from || r >= vars
}

// forward replaces the state st at variable r by its 0-child for as
// long as its 1-child is Reject: such a node would be removed by zero
// suppression, so it is never stored. probe is scratch space.
func (b *builder) forward(st []byte, r int, probe []byte) (int, error) {
	for r >= 0 {
		if b.rejecter != nil {
			if !b.rejecter.TakeRejects(st, r) {
				return r, nil
			}
		} else {
			copyState(probe, st)
			if b.spec.Child(probe, r, true) != Reject {
				return r, nil
			}
		}
		w := b.spec.Child(st, r, false)
		if badNext(r, w, b.vars) {
			return 0, b.checkNext(r, w)
		}
		r = w
	}
	return r, nil
}

// childOf makes in place the take-child of the state dst at variable v
// and forwards it: the way of a spec that is not a Forwarder (whose own
// calls cost far more than this one). probe is scratch space.
func (b *builder) childOf(dst []byte, v int, take bool, probe []byte) (int, error) {
	r := b.spec.Child(dst, v, take)
	if badNext(v, r, b.vars) {
		return 0, b.checkNext(v, r)
	}
	return b.forward(dst, r, probe)
}

// root sets up the root state; it returns a terminal code or the root
// variable.
func (b *builder) root() (int, error) {
	st := make([]byte, b.size)
	r := b.spec.Root(st)
	if err := b.checkNext(-1, r); err != nil {
		return 0, err
	}
	r, err := b.forward(st, r, b.probe[0])
	if err != nil {
		return 0, err
	}
	if r < 0 {
		return r, nil
	}
	l := b.getLevel(r, -1)
	h := hashState(st)
	sh := &l.set
	j, _ := sh.find(st, h, b.size)
	if b.count {
		switch {
		case b.float:
			sh.counts = append(sh.counts, math.Float64bits(1))
		case b.mods != nil:
			for _, m := range b.mods {
				sh.counts = append(sh.counts, 1%m)
			}
		default:
			sh.counts = append(sh.counts, 1)
		}
	}
	b.rootLevel = r
	b.rootRef = uint32(j)
	return r, nil
}

// parallel runs f(t) for t = 0..n-1 (n at most b.workers), on the
// builder's crew if n > 1: its goroutines spin between calls, since
// waking a sleeping thread costs about as much as a short level.
func (b *builder) parallel(n int, f func(t int)) {
	if n <= 1 {
		f(0)
		return
	}
	b.workCrew().Run(n, f)
}

// workCrew returns the builder's crew, started at the first call.
func (b *builder) workCrew() *crew.Crew {
	if b.crew == nil {
		b.crew = crew.New(b.workers)
	}
	return b.crew
}

// closeCrew stops the crew's goroutines.
func (b *builder) closeCrew() {
	if b.crew != nil {
		b.crew.Close()
		b.crew = nil
	}
}

// expand computes the children of every state of level v and inserts
// them into their levels.
func (b *builder) expand(v int) error {
	l := b.levels[v].Load()
	if l == nil {
		return nil
	}
	l.n = l.set.n
	if uint64(l.n) > 1<<32-1 {
		return fmt.Errorf("topdown: level %d has %d states, more than 2^32-1", v, l.n)
	}
	if l.n > b.stats.PeakStates {
		b.stats.PeakStates, b.stats.PeakVar = l.n, v
	}
	b.stats.States += l.n
	levelBytes := l.set.bytes()
	par := b.workers > 1 && l.n >= 2*chunk
	if check := memoryCheckOf(b.ctx); check != nil {
		// The levels below, being filled, and the arrays kept for
		// reuse hold memory too.
		need := b.nodeBytes + levelBytes + b.pool.held()
		for w := v + 1; w < len(b.levels); w++ {
			if o := b.levels[w].Load(); o != nil {
				need += o.set.bytes()
			}
		}
		if !b.count {
			need += 10 * int64(l.n)
		}
		if err := check(need); err != nil {
			return err
		}
	}
	if !b.count {
		// With several workers, they populate the block together.
		l.mem = newBlock(10*l.n, !par)
		if par {
			l.mem.populate(b.workers, b.parallel)
		}
		l.lo = l.mem.uint32s(0, l.n)
		l.hi = l.mem.uint32s(4*l.n, l.n)
		l.loD = l.mem.buf[8*l.n : 9*l.n]
		l.hiD = l.mem.buf[9*l.n : 10*l.n]
		l.refs = [2][]uint32{l.lo, l.hi}
		l.deltas = [2][]uint8{l.loD, l.hiD}
		b.nodeBytes += 10 * int64(l.n)
	}
	yield.Point()
	err := b.ctx.Err()
	if err != nil {
		return err
	}
	if par {
		err = b.expandParallel(l)
	} else if b.forwarder != nil && shortState(b.size) {
		err = b.expandShort(l)
	} else {
		err = b.expandSerial(l)
	}
	if err != nil {
		return err
	}
	if p := b.opt.Progress; p != nil {
		p(Progress{Var: v, Vars: b.vars, States: l.n, Nodes: b.stats.States, Bytes: b.nodeBytes + levelBytes})
	}
	if bb := b.nodeBytes + levelBytes; bb > b.stats.PeakBytes {
		b.stats.PeakBytes = bb
	}
	// The level's states are no longer needed; their arrays are reused.
	l.set.release()
	return nil
}

// place records that the take-child of parent p of level l is state j
// of the set sh of level r.
func (b *builder) place(l *level, p, take, r int, sh *stateSet, j int, isNew bool) {
	if b.count {
		if isNew {
			sh.appendCounts(sh.limbs)
		}
		psh := &l.set
		x := psh.counts[p*psh.limbs : (p+1)*psh.limbs]
		switch {
		case b.float:
			sh.counts[j] = math.Float64bits(math.Float64frombits(sh.counts[j]) + math.Float64frombits(x[0]))
		case b.mods != nil:
			addMod(sh.counts[j*sh.limbs:(j+1)*sh.limbs], x, b.mods)
		default:
			sh.addCount(j, x)
		}
		return
	}
	b.placeRef(l, p, take, r, uint32(j))
}

// placeRef records that the take-child of parent p of level l is state
// ref of level r (build mode).
func (b *builder) placeRef(l *level, p, take, r int, ref uint32) {
	v := l.v
	d := r - v
	dc := uint8(d)
	if d >= deltaFar {
		dc = deltaFar
		b.mu.Lock()
		b.far[farKey{int32(v), int32(p), take == 1}] = int32(r)
		b.mu.Unlock()
	}
	l.refs[take&1][p], l.deltas[take&1][p] = ref, dc
}

// addMod adds x to c, each word modulo the moduli's word (both below
// it).
func addMod(c, x, moduli []uint64) {
	for i, m := range moduli {
		s := c[i] + x[i]
		if s < c[i] || s >= m {
			s -= m
		}
		c[i] = s
	}
}

// addLimbs adds the little-endian multi-word number x to acc.
func addLimbs(acc []uint64, x []uint64) []uint64 {
	n := len(x)
	for n > 0 && x[n-1] == 0 {
		n--
	}
	for len(acc) < n {
		acc = append(acc, 0)
	}
	var c uint64
	i := 0
	for ; i < n; i++ {
		s := acc[i] + x[i]
		c1 := uint64(0)
		if s < acc[i] {
			c1 = 1
		}
		s2 := s + c
		if s2 < s {
			c1 = 1
		}
		acc[i], c = s2, c1
	}
	for c != 0 {
		if i == len(acc) {
			acc = append(acc, 0)
		}
		acc[i]++
		if acc[i] != 0 {
			c = 0
		}
		i++
	}
	return acc
}

// addCount adds x to the count of state j, widening the shard's counts
// when needed.
func (s *stateSet) addCount(j int, x []uint64) {
	n := len(x)
	for n > 0 && x[n-1] == 0 {
		n--
	}
	if n > s.limbs {
		s.widen(n)
	}
	c := s.counts[j*s.limbs : (j+1)*s.limbs]
	var carry uint64
	for i := 0; i < n; i++ {
		sum := c[i] + x[i]
		c1 := uint64(0)
		if sum < c[i] {
			c1 = 1
		}
		sum2 := sum + carry
		if sum2 < sum {
			c1 = 1
		}
		c[i], carry = sum2, c1
	}
	for i := n; carry != 0 && i < len(c); i++ {
		c[i]++
		if c[i] != 0 {
			carry = 0
		}
	}
	if carry != 0 {
		s.widen(s.limbs + 1)
		s.counts[j*s.limbs+s.limbs-1] = 1
	}
}

func (s *stateSet) widen(limbs int) {
	nc := s.pool.takeWords((s.n + s.n/4 + 16) * limbs)[:s.n*limbs]
	clear(nc)
	for j := 0; j < s.n; j++ {
		copy(nc[j*limbs:], s.counts[j*s.limbs:(j+1)*s.limbs])
	}
	s.pool.keep(nil, nil, s.counts)
	s.counts = nc
	s.limbs = limbs
}

// run expands every level.
func (b *builder) run() (int, error) {
	r, err := b.root()
	if err != nil || r < 0 {
		return r, err
	}
	for v := r; v < b.vars; v++ {
		if err := b.expand(v); err != nil {
			return 0, err
		}
	}
	return r, nil
}

// Build constructs the canonical ZDD of the family of s in m, using
// opt.Workers goroutines. The nodes are made in the same order for any
// number of workers.
func Build(ctx context.Context, m *zdd.Manager, s Spec, opt Options) (zdd.Node, error) {
	n, _, err := BuildStats(ctx, m, s, opt)
	return n, err
}

// BuildStats is Build that also reports figures of the construction.
func BuildStats(ctx context.Context, m *zdd.Manager, s Spec, opt Options) (zdd.Node, Stats, error) {
	b := newBuilder(ctx, s, opt, false)
	defer b.release()
	r, err := b.run()
	if err != nil {
		return zdd.Empty, b.stats, err
	}
	switch r {
	case Accept:
		return zdd.Base, b.stats, nil
	case Reject:
		return zdd.Empty, b.stats, nil
	}
	var root zdd.Node
	// The diagram is close to reduced: make room in the store for its
	// nodes at once (the unique table is sized when they are all made).
	// For a large diagram, first hand the memory the expansion freed
	// (the level tables) back to the system.
	b.pool = arrayPool{}
	if b.stats.States >= 1<<20 {
		debug.FreeOSMemory()
	}
	bulk := m.NewBulk(b.stats.States)
	if b.workers > 1 && b.stats.PeakStates >= 1<<15 {
		// (the Bulk splits only levels of twice its large level)
		bulk.SetCrew(b.workCrew())
	}
	err = m.Guard(func() {
		defer bulk.Finish()
		root, err = b.reduce(bulk)
		if err == nil {
			// every state reduced is reachable from the root, and so is
			// every node made
			bulk.Reaches(root)
		}
		if err == nil && b.stats.States >= 1<<20 {
			// the unique table is made next: first give back what the
			// reduction freed
			debug.FreeOSMemory()
		}
	})
	return root, b.stats, err
}

// reduce makes the nodes of every level, bottom-up, through bulk.
func (b *builder) reduce(bulk *zdd.Bulk) (zdd.Node, error) {
	// freeAt[v] lists the levels whose results are needed by no level
	// above v.
	freeAt := make(map[int][]int)
	for w := range b.levels {
		if l := b.levels[w].Load(); l != nil && l.minParent >= 0 {
			freeAt[l.minParent] = append(freeAt[l.minParent], w)
		}
	}
	made := 0
	for v := b.vars - 1; v >= b.rootLevel; v-- {
		l := b.levels[v].Load()
		if l == nil {
			continue
		}
		yield.Point()
		if err := b.ctx.Err(); err != nil {
			return zdd.Empty, err
		}
		// The references are replaced in place by the nodes they resolve
		// to, and the level is handed to the manager at once; its nodes
		// are written over the 0-children, and the rest of the level's
		// arrays is freed.
		T := b.workers
		if l.n < 1<<15 {
			T = 1
		}
		per := (l.n + T - 1) / T
		b.parallel(T, func(t int) {
			b.resolveRange(l, t*per, min(l.n, (t+1)*per))
		})
		l.res = nodes(l.lo)
		bulk.Level(uint32(v), l.res, nodes(l.hi), l.res)
		made += l.n
		b.nodeBytes -= 6 * int64(l.n)
		l.lo, l.hi, l.loD, l.hiD = nil, nil, nil, nil
		l.refs, l.deltas = [2][]uint32{}, [2][]uint8{}
		// the memory freed goes to the store, for the nodes to come
		l.mem.give(4*l.n, bulk.Give)
		for _, w := range freeAt[v] {
			lw := b.levels[w].Load()
			lw.res = nil
			lw.mem.give(0, bulk.Give)
			b.nodeBytes -= 4 * int64(lw.n)
		}
		if p := b.opt.Progress; p != nil {
			p(Progress{Var: v, Vars: b.vars, States: l.n, Nodes: made, Bytes: b.nodeBytes, Reducing: true})
		}
	}
	rl := b.levels[b.rootLevel].Load()
	return rl.res[b.rootRef], nil
}

// release frees the node arrays of every level.
func (b *builder) release() {
	b.closeCrew()
	for w := range b.levels {
		if l := b.levels[w].Load(); l != nil {
			l.lo, l.hi, l.loD, l.hiD, l.res = nil, nil, nil, nil, nil
			l.refs, l.deltas = [2][]uint32{}, [2][]uint8{}
			l.mem.free()
		}
	}
}

// nodes views a []uint32 as a []zdd.Node.
func nodes(x []uint32) []zdd.Node {
	if len(x) == 0 {
		return nil
	}
	return unsafe.Slice((*zdd.Node)(unsafe.Pointer(unsafe.SliceData(x))), len(x))
}

// terminals maps a terminal's reference (0 or 1) to its node.
var terminals = [2]uint32{uint32(zdd.Empty), uint32(zdd.Base)}

// resolveRange replaces the child references of nodes a..z-1 of level
// l by the nodes they resolve to. A reference of delta d < deltaFar is
// an index into the results of level l.v+d (the terminals for d = 0),
// looked up through a table of those arrays rather than by branching
// on d.
func (b *builder) resolveRange(l *level, a, z int) {
	v := l.v
	var res [deltaFar]unsafe.Pointer
	res[deltaTerm] = unsafe.Pointer(&terminals[0])
	for d := 1; d < deltaFar && v+d < b.vars; d++ {
		if nl := b.levels[v+d].Load(); nl != nil && len(nl.res) > 0 {
			res[d] = unsafe.Pointer(unsafe.SliceData(nl.res))
		}
	}
	lo, hi, loD, hiD := l.lo[:z], l.hi[:z], l.loD[:z], l.hiD[:z]
	for p := a; p < z; p++ {
		if d := loD[p]; d != deltaFar {
			lo[p] = *(*uint32)(unsafe.Add(res[d], 4*uintptr(lo[p])))
		} else {
			lo[p] = uint32(b.resolve(v, p, false, lo[p], d))
		}
		if d := hiD[p]; d != deltaFar {
			hi[p] = *(*uint32)(unsafe.Add(res[d], 4*uintptr(hi[p])))
		} else {
			hi[p] = uint32(b.resolve(v, p, true, hi[p], d))
		}
	}
}

func (b *builder) resolve(v, p int, hi bool, ref uint32, d uint8) zdd.Node {
	if d == deltaTerm {
		return zdd.Node(ref)
	}
	w := v + int(d)
	if d == deltaFar {
		w = int(b.far[farKey{int32(v), int32(p), hi}])
	}
	l := b.levels[w].Load()
	return l.res[ref]
}

// Count returns the number of sets in the family of s without building
// its ZDD: a dynamic program over the states of each level, with exact
// multi-word counts.
func Count(ctx context.Context, s Spec, opt Options) (*big.Int, error) {
	c, _, err := CountStats(ctx, s, opt)
	return c, err
}

// CountStats is Count that also reports figures of the run.
func CountStats(ctx context.Context, s Spec, opt Options) (*big.Int, Stats, error) {
	b := newBuilder(ctx, s, opt, true)
	defer b.closeCrew()
	r, err := b.run()
	if err != nil {
		return nil, b.stats, err
	}
	switch r {
	case Accept:
		return big.NewInt(1), b.stats, nil
	case Reject:
		return new(big.Int), b.stats, nil
	}
	var acc []uint64
	for _, a := range b.acc {
		acc = addLimbs(acc, a)
	}
	words := make([]big.Word, 0, 2*len(acc))
	for _, x := range acc {
		if bitsPerWord == 64 {
			words = append(words, big.Word(x))
		} else {
			words = append(words, big.Word(uint32(x)), big.Word(x>>32))
		}
	}
	return new(big.Int).SetBits(words), b.stats, nil
}

const bitsPerWord = 32 << (^uint(0) >> 63)

// progressKey keys the progress hook a context carries.
type progressKey struct{}

// WithProgress returns a context carrying fn: every Build and Count run
// under it reports its progress to fn as well as to its own
// Options.Progress. It lets a caller watch (and stop, through the
// context) the constructions a library makes on its behalf, such as a
// puzzle solver's, without reaching their options.
func WithProgress(ctx context.Context, fn func(Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, fn)
}

// memoryKey keys the memory check a context carries.
type memoryKey struct{}

// WithMemoryCheck returns a context carrying check: every Build and
// Count run under it calls check with the bytes its arrays will hold
// before it allocates the arrays of a level, and stops with check's
// error when it returns one. It lets a caller hold the constructions
// made on its behalf to a memory budget.
func WithMemoryCheck(ctx context.Context, check func(bytes int64) error) context.Context {
	return context.WithValue(ctx, memoryKey{}, check)
}

// memoryCheckOf returns the memory check of ctx, if any.
func memoryCheckOf(ctx context.Context) func(int64) error {
	fn, _ := ctx.Value(memoryKey{}).(func(int64) error)
	return fn
}

// MemoryCheck returns the check ctx carries (see WithMemoryCheck), nil
// when it carries none, so that other work done on the caller's behalf
// (a puzzle's deductions, say) can be held to the same budget: call it
// with the bytes that work's arrays will hold before allocating them.
func MemoryCheck(ctx context.Context) func(bytes int64) error { return memoryCheckOf(ctx) }

// progressOf returns the hook of ctx, if any.
func progressOf(ctx context.Context) func(Progress) {
	fn, _ := ctx.Value(progressKey{}).(func(Progress))
	return fn
}
