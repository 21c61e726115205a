package topdown

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/big"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"unsafe"

	"zq/zdd"
)

// Options control Build and Count.
type Options struct {
	// Workers is the number of goroutines expanding a level (0 = all
	// cores, runtime.GOMAXPROCS). The result does not depend on it.
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

// chunk is the number of parent states expanded per worker per round.
var chunk = 1 << 18

// delta codes of a child reference (per node and branch).
const (
	deltaTerm = 0   // the child is a terminal: ref 0 = Reject, 1 = Accept
	deltaFar  = 255 // the level is in the far map
)

type level struct {
	v         int
	minParent int
	shards    []shard

	// filled when the level is expanded
	n int
	// offsets holds the nShards+1 prefix sums of the shard sizes, or is
	// nil for a level of one state (in shard one)
	offsets []uint32
	one     int

	// build mode: child references of every node, in node order, in
	// the block mem; the results of the reduction in res, which takes
	// the place of lo
	lo, hi   []uint32
	loD, hiD []uint8
	res      []zdd.Node
	mem      block
}

type farKey struct {
	v, i int32
	hi   bool
}

type builder struct {
	spec     Spec
	rejecter TakeRejecter // spec's, or nil
	lay      layout
	size     int
	vars     int
	workers  int
	count    bool
	ctx      context.Context
	opt      Options

	levels []atomic.Pointer[level]
	mu     sync.Mutex
	fail   error // set (under mu) when a level outgrows the references
	far    map[farKey]int32
	// pools[s] holds arrays of shard s of expanded levels for reuse by
	// shard s of later levels (shard s is only ever filled by worker
	// s%workers, so no lock is needed).
	pools []arrayPool

	// round buffers: parent (its layout reference) of each parent of
	// the round, and per worker the staged children of each shard
	pr     []uint32
	stages [][]stage

	// per worker
	probe   [][]byte
	scratch [][]byte
	errs    []error
	acc     [][]uint64 // count mode: accepted count per worker

	rootLevel int
	rootRef   uint32

	stats     Stats
	nodeBytes int64
	made      int
}

func newBuilder(ctx context.Context, s Spec, opt Options, count bool) *builder {
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
	b.rejecter, _ = s.(TakeRejecter)
	b.lay = newLayout(w)
	if b.size < 0 {
		b.size = 0
	}
	b.levels = make([]atomic.Pointer[level], b.vars)
	b.pools = make([]arrayPool, b.lay.nShards)
	b.stages = make([][]stage, w)
	for i := range b.stages {
		b.stages[i] = make([]stage, b.lay.nShards)
	}
	b.errs = make([]error, w)
	b.probe = make([][]byte, w)
	b.scratch = make([][]byte, w)
	for i := range b.probe {
		b.probe[i] = make([]byte, b.size)
		b.scratch[i] = make([]byte, b.size)
	}
	b.acc = make([][]uint64, w)
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
	l := &level{v: w, minParent: parent, shards: make([]shard, b.lay.nShards)}
	// A level has about as many states as the level above it: its
	// tables start with room for a quarter more.
	want := 0
	if parent >= 0 {
		want = b.levels[parent].Load().n * 5 / 4 / b.lay.nShards
	}
	for i := range l.shards {
		l.shards[i].limbs = 1
		l.shards[i].pool = &b.pools[i]
		l.shards[i].want = want
	}
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
		if err := b.checkNext(r, w); err != nil {
			return 0, err
		}
		r = w
	}
	return r, nil
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
	s := b.lay.shardOf(h)
	sh := &l.shards[s]
	j, _ := sh.find(st, h, b.size)
	if b.count {
		sh.counts = append(sh.counts, 1)
	}
	b.rootLevel = r
	b.rootRef = b.lay.ref(s, j)
	return r, nil
}

// parallel runs f(t) for t = 0..n-1, on goroutines if n > 1.
func parallel(n int, f func(t int)) {
	if n == 1 {
		f(0)
		return
	}
	var wg sync.WaitGroup
	for t := 0; t < n; t++ {
		wg.Add(1)
		go func(t int) {
			defer wg.Done()
			f(t)
		}(t)
	}
	wg.Wait()
}

// stage holds the children computed by one worker in one round whose
// hash falls in one shard, in the order they were computed: inserting
// them shard by shard keeps each shard's table in cache. Each record
// is the state followed by its hash (8 bytes), its slot
// 2*(parent-start)+take (4 bytes) and its level (4 bytes).
type stage struct {
	buf []byte
}

func (g *stage) reset() { g.buf = g.buf[:0] }

// expand computes the children of every state of level v and inserts
// them into their levels.
func (b *builder) expand(v int) error {
	l := b.levels[v].Load()
	if l == nil {
		return nil
	}
	l.n = 0
	for s := range l.shards {
		if l.shards[s].n > 0 {
			l.one = s
		}
		l.n += l.shards[s].n
	}
	if uint64(l.n) > 1<<32-1 {
		return fmt.Errorf("topdown: level %d has %d states, more than 2^32-1", v, l.n)
	}
	if l.n > 1 {
		l.offsets = make([]uint32, len(l.shards)+1)
		for s := range l.shards {
			l.offsets[s+1] = l.offsets[s] + uint32(l.shards[s].n)
		}
	}
	if l.n > b.stats.PeakStates {
		b.stats.PeakStates, b.stats.PeakVar = l.n, v
	}
	b.stats.States += l.n
	var levelBytes int64
	for s := range l.shards {
		levelBytes += l.shards[s].bytes()
	}
	if !b.count {
		l.mem = newBlock(10 * l.n)
		l.lo = l.mem.uint32s(0, l.n)
		l.hi = l.mem.uint32s(4*l.n, l.n)
		l.loD = l.mem.buf[8*l.n : 9*l.n]
		l.hiD = l.mem.buf[9*l.n : 10*l.n]
		b.nodeBytes += 10 * int64(l.n)
	}
	T := b.workers
	if b.lay.nShards == 1 {
		if err := b.expandSerial(l); err != nil {
			return err
		}
		T = 0
	} else if need := min(l.n, chunk*T); len(b.pr) < need {
		b.pr = make([]uint32, min(chunk*T, max(need, 2*len(b.pr))))
	}
	for start := 0; T > 0 && start < l.n; start += chunk * T {
		if err := b.ctx.Err(); err != nil {
			return err
		}
		end := min(l.n, start+chunk*T)
		// split the round evenly between the workers
		per := (end - start + T - 1) / T
		// Phase 1: children of parents start..end-1, split in T ranges.
		parallel(T, func(t int) {
			a := start + t*per
			z := min(end, a+per)
			if a >= z {
				return
			}
			b.errs[t] = b.children(l, t, start, a, z)
		})
		for _, err := range b.errs {
			if err != nil {
				return err
			}
		}
		// Phase 2: insert the children; worker t owns shards s%T == t
		// and takes them in the order they were computed.
		parallel(T, func(t int) {
			for s := t; s < b.lay.nShards; s += T {
				for w := 0; w < T; w++ {
					g := &b.stages[w][s]
					b.insert(l, start, s, g)
					g.reset()
				}
			}
		})
		if b.fail != nil {
			return b.fail
		}
	}
	if p := b.opt.Progress; p != nil {
		p(Progress{Var: v, Vars: b.vars, States: l.n, Nodes: b.stats.States, Bytes: b.nodeBytes + levelBytes})
	}
	if bb := b.nodeBytes + levelBytes; bb > b.stats.PeakBytes {
		b.stats.PeakBytes = bb
	}
	if b.count {
		l.offsets = nil
	}
	// The level's states are no longer needed; their arrays are reused.
	for i := range l.shards {
		l.shards[i].release()
	}
	l.shards = nil
	return nil
}

// index returns the node number of state j of shard s.
func (l *level) index(s, j uint32) int {
	if l.offsets == nil {
		return int(j)
	}
	return int(l.offsets[s] + j)
}

// locate returns the shard and local index of node p of level l.
func locate(l *level, p int) (int, int) {
	if l.offsets == nil {
		return l.one, p
	}
	lo, hi := 0, len(l.shards)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if int(l.offsets[mid]) <= p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo, p - int(l.offsets[lo])
}

// children runs the spec on parents a..z-1 of level l (worker t),
// settling terminal children at once and staging the others.
func (b *builder) children(l *level, t, start, a, z int) error {
	v := l.v
	size := b.size
	dst := b.scratch[t]
	probe := b.probe[t]
	stages := b.stages[t]
	lay := b.lay
	s, j := locate(l, a)
	for p := a; p < z; p++ {
		for j >= l.shards[s].n {
			s++
			j = 0
		}
		sh := &l.shards[s]
		st := sh.states[j*size : j*size+size]
		b.pr[p-start] = lay.ref(s, j)
		for take := 0; take < 2; take++ {
			copyState(dst, st)
			r := b.spec.Child(dst, v, take == 1)
			if r >= 0 {
				if r <= v || r >= b.vars {
					return b.checkNext(v, r)
				}
				var err error
				if r, err = b.forward(dst, r, probe); err != nil {
					return err
				}
			} else if err := b.checkNext(v, r); err != nil {
				return err
			}
			if r >= 0 {
				h := hashState(dst)
				g := &stages[lay.shardOf(h)]
				k := len(g.buf)
				if k+size+16 > cap(g.buf) {
					g.buf = append(g.buf, make([]byte, size+16)...)[:k]
				}
				buf := g.buf[k : k+size+16]
				copyState(buf[:size], dst)
				binary.LittleEndian.PutUint64(buf[size:], h)
				binary.LittleEndian.PutUint32(buf[size+8:], uint32(2*(p-start)+take))
				binary.LittleEndian.PutUint32(buf[size+12:], uint32(r))
				g.buf = g.buf[:k+size+16]
				continue
			}
			if b.count {
				if r == Accept {
					b.acc[t] = addLimbs(b.acc[t], sh.counts[j*sh.limbs:(j+1)*sh.limbs])
				}
				continue
			}
			ref := uint32(0)
			if r == Accept {
				ref = 1
			}
			if take == 0 {
				l.lo[p], l.loD[p] = ref, deltaTerm
			} else {
				l.hi[p], l.hiD[p] = ref, deltaTerm
			}
		}
		j++
	}
	return nil
}

// insert adds the staged children g of shard s (parents from start on)
// to their levels and records the references.
func (b *builder) insert(l *level, start, s int, g *stage) {
	v := l.v
	size := b.size
	rec := size + 16
	// ahead is how many records ahead the table slot of a record is
	// prefetched, so that its cache line is on its way when needed.
	const ahead = 6
	for k := 0; k+rec <= len(g.buf); k += rec {
		if ka := k + ahead*rec; ka+rec <= len(g.buf) {
			xa := g.buf[ka : ka+rec]
			if al := b.levels[binary.LittleEndian.Uint32(xa[size+12:])].Load(); al != nil {
				if t := al.shards[s].table; len(t) > 0 {
					prefetch(unsafe.Pointer(&t[binary.LittleEndian.Uint64(xa[size:])&uint64(len(t)-1)]))
				}
			}
		}
		x := g.buf[k : k+rec]
		h := binary.LittleEndian.Uint64(x[size:])
		slot := binary.LittleEndian.Uint32(x[size+8:])
		r := int(binary.LittleEndian.Uint32(x[size+12:]))
		cl := b.levels[r].Load()
		if cl == nil {
			cl = b.getLevel(r, v)
		}
		sh := &cl.shards[s]
		j, isNew := sh.find(x[:size], h, size)
		if j >= b.lay.maxLocal {
			b.mu.Lock()
			if b.fail == nil {
				b.fail = fmt.Errorf("topdown: more than %d states in one shard of level %d", b.lay.maxLocal, r)
			}
			b.mu.Unlock()
			return
		}
		b.place(l, start+int(slot/2), int(slot&1), b.pr[slot/2], r, sh, s, j, isNew)
	}
}

// place records that the take-child of parent p of level l (pr is the
// parent's shard and local index) is state j of shard sh (number s)
// of level r.
func (b *builder) place(l *level, p, take int, pr uint32, r int, sh *shard, s, j int, isNew bool) {
	v := l.v
	if b.count {
		if isNew {
			sh.appendCounts(sh.limbs)
		}
		ps, pj32 := b.lay.split(pr)
		psh := &l.shards[ps]
		pj := int(pj32)
		sh.addCount(j, psh.counts[pj*psh.limbs:(pj+1)*psh.limbs])
		return
	}
	ref := b.lay.ref(s, j)
	d := r - v
	dc := uint8(d)
	if d >= deltaFar {
		dc = deltaFar
		b.mu.Lock()
		b.far[farKey{int32(v), int32(p), take == 1}] = int32(r)
		b.mu.Unlock()
	}
	if take == 0 {
		l.lo[p], l.loD[p] = ref, dc
	} else {
		l.hi[p], l.hiD[p] = ref, dc
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
func (s *shard) addCount(j int, x []uint64) {
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

func (s *shard) widen(limbs int) {
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
// opt.Workers goroutines. The diagram is the same for any number of
// workers; with two or more, even the nodes are made in the same order.
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
	// back to the system, so that the manager's new arrays take fresh
	// pages that only become resident as they are filled.
	b.pools = nil
	if b.stats.States >= 1<<20 {
		debug.FreeOSMemory()
	}
	bulk := m.NewBulk(b.stats.States)
	err = m.Guard(func() {
		defer bulk.Finish()
		root, err = b.reduce(bulk)
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
		parallel(T, func(t int) {
			b.resolveRange(l, t*per, min(l.n, (t+1)*per))
		})
		l.res = nodes(l.lo)
		bulk.Level(uint32(v), l.res, nodes(l.hi), l.res)
		made += l.n
		b.nodeBytes -= 6 * int64(l.n)
		l.lo, l.hi, l.loD, l.hiD = nil, nil, nil, nil
		l.mem.shrink(4 * l.n)
		for _, w := range freeAt[v] {
			lw := b.levels[w].Load()
			lw.res, lw.offsets = nil, nil
			lw.mem.free()
			b.nodeBytes -= 4 * int64(lw.n)
		}
		if p := b.opt.Progress; p != nil {
			p(Progress{Var: v, Vars: b.vars, States: l.n, Nodes: made, Bytes: b.nodeBytes, Reducing: true})
		}
	}
	rl := b.levels[b.rootLevel].Load()
	s, j := b.lay.split(b.rootRef)
	return rl.res[rl.index(s, j)], nil
}

// release frees the node arrays of every level.
func (b *builder) release() {
	for w := range b.levels {
		if l := b.levels[w].Load(); l != nil {
			l.lo, l.hi, l.loD, l.hiD, l.res = nil, nil, nil, nil, nil
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

// resolveRange replaces the child references of nodes a..z-1 of level
// l by the nodes they resolve to.
func (b *builder) resolveRange(l *level, a, z int) {
	v := l.v
	// the level below, when its references are its indexes
	var next []zdd.Node
	if v+1 < b.vars && b.lay.nShards == 1 {
		if nl := b.levels[v+1].Load(); nl != nil {
			next = nl.res
		}
	}
	lo, hi, loD, hiD := l.lo[:z], l.hi[:z], l.loD[:z], l.hiD[:z]
	for p := a; p < z; p++ {
		switch d := loD[p]; {
		case d == deltaTerm:
		case d == 1 && next != nil:
			lo[p] = uint32(next[lo[p]])
		default:
			lo[p] = uint32(b.resolve(v, p, false, lo[p], d))
		}
		switch d := hiD[p]; {
		case d == deltaTerm:
		case d == 1 && next != nil:
			hi[p] = uint32(next[hi[p]])
		default:
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
	return l.res[l.index(b.lay.split(ref))]
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
