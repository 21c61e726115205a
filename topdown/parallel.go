package topdown

import (
	"encoding/binary"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/zqlang/zq/internal/yield"
)

// A level is expanded by several workers a batch of chunk parents at a
// time. Making a batch (the spec's calls and the hashes) may be done by
// any worker; inserting the children is split in two lanes, the
// children that go to the next level and those that go further, each
// lane kept by one worker, which inserts its children batch after batch
// in the order of their parents. So every level receives its states in
// the order one worker alone gives them, and the states, and the nodes
// made, are numbered the same for any number of workers. A worker
// inserts when its lane's next batch is made and makes a batch
// otherwise, so both kinds of work keep every worker busy. The
// references found are written back into the batch, and from there to
// the parents' node arrays by the worker that next takes the batch's
// buffer, so that the two lanes' workers do not write the same parts of
// those arrays at once; for short states (produceShort), lane 0, which
// takes most children, writes its references at once, and lane 1's
// go through the batch. The reduction splits each large level among the
// workers too (zdd.Bulk.SetCrew).

// lanes is the number of lanes of insertion: children going to the
// next level, and children going further.
const lanes = 2

// batchesPerWorker is the number of batch buffers a worker has.
const batchesPerWorker = 4

// batch holds the children of the parents first..end-1 by lane. A
// record is the state, its hash (8 bytes; replaced by the child's
// reference once it is inserted), 2p+take for parent p (4 bytes) and
// the child's level (4 bytes).
type batch struct {
	lane [lanes][]byte
	// ents replaces lane for short states (produceShort)
	ents       [lanes][]shortEnt
	first, end int
	err        error
	// made is k+1 once batch k is made in this buffer
	made atomic.Int64
}

// expandParallel computes the children of every state of level l and
// inserts them, with b.workers workers.
func (b *builder) expandParallel(l *level) error {
	W := b.workers
	NB := batchesPerWorker * W
	if len(b.batches) != NB {
		b.batches = make([]batch, NB)
	}
	for i := range b.batches {
		b.batches[i].made.Store(0)
	}
	n := int64((l.n + chunk - 1) / chunk)
	short := b.forwarder != nil && shortState(b.size)
	var next atomic.Int64        // the next batch to make
	var done [lanes]atomic.Int64 // batches whose lane is inserted
	var stop atomic.Bool         // an error was found
	var errMu sync.Mutex
	var firstErr error
	fail := func(err error) {
		errMu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		errMu.Unlock()
		stop.Store(true)
	}
	b.parallel(W, func(g int) {
		for !stop.Load() {
			if g < lanes {
				if k := done[g].Load(); k < n {
					if bt := &b.batches[k%int64(NB)]; bt.made.Load() == k+1 {
						if bt.err != nil {
							fail(bt.err)
							return
						}
						insert := b.insertLane
						if short {
							insert = b.insertLaneShort
						}
						if err := insert(l, bt, g); err != nil {
							fail(err)
							return
						}
						done[g].Store(k + 1)
						continue
					}
				}
			}
			c := next.Load()
			if c < n && c < min(done[0].Load(), done[1].Load())+int64(NB) {
				if next.CompareAndSwap(c, c+1) {
					bt := &b.batches[c%int64(NB)]
					if c >= int64(NB) && !b.count {
						b.placeBatch(l, bt)
					}
					yield.Point()
					if err := b.ctx.Err(); err != nil {
						fail(err)
						return
					}
					bt.first, bt.end = int(c)*chunk, min(l.n, int(c+1)*chunk)
					if short {
						bt.err = b.produceShort(l, g, bt)
					} else {
						bt.err = b.produce(l, g, bt)
					}
					bt.made.Store(c + 1)
				}
				continue
			}
			if c >= n && (g >= lanes || done[g].Load() == n) {
				return
			}
			// wait for a batch being made by another worker
			runtime.Gosched()
		}
	})
	if firstErr != nil {
		return firstErr
	}
	if !b.count {
		for c := max(0, n-int64(NB)); c < n; c++ {
			b.placeBatch(l, &b.batches[c%int64(NB)])
		}
	}
	return nil
}

// produce files in bt, by lane, the children of its parents (of level
// l), made by worker t; terminal children are recorded at once.
func (b *builder) produce(l *level, t int, bt *batch) error {
	v := l.v
	size := b.size
	rec := size + 16
	probe := b.probe[t]
	fw := b.forwarder
	states := l.set.states
	for k := range bt.lane {
		bt.lane[k] = bt.lane[k][:0]
		if need := 2 * (bt.end - bt.first) * rec; cap(bt.lane[k]) < need {
			bt.lane[k] = make([]byte, 0, need)
		}
	}
	if bf := b.batchForwarder; bf != nil {
		return b.produceBatch(l, t, bt, bf)
	}
	var tmp [64]byte
	dst := tmp[:]
	if size > len(dst) {
		dst = make([]byte, size)
	}
	dst = dst[:size]
	// (A Forwarder's child is made written out here and in
	// expandSerial: a helper shared by the two loops measured 3-5%
	// slower.)
	for p := bt.first; p < bt.end; p++ {
		st := states[p*size : p*size+size]
		for take := 0; take < 2; take++ {
			copyState(dst, st)
			var r int
			if fw != nil {
				r = fw.ChildForward(dst, v, take == 1)
				if badNext(v, r, b.vars) {
					return b.checkNext(v, r)
				}
			} else {
				var err error
				if r, err = b.childOf(dst, v, take == 1, probe); err != nil {
					return err
				}
			}
			if r < 0 {
				b.terminal(l, t, p, take, r)
				continue
			}
			b.toLane(bt, dst, v, p, take, r)
		}
	}
	return nil
}

// toLane files the child dst of parent p (take), of level r, in its
// lane of bt: its state, hash, 2p+take and level.
func (b *builder) toLane(bt *batch, dst []byte, v, p, take, r int) {
	size := b.size
	rec := size + 16
	var h uint64
	if shortState(size) {
		h = hashWords(binary.LittleEndian.Uint64(dst), binary.LittleEndian.Uint64(dst[size-8:]))
	} else {
		h = hashState(dst)
	}
	k := 0
	if r > v+1 {
		k = 1
	}
	buf := bt.lane[k]
	i := len(buf)
	buf = buf[:i+rec]
	x := buf[i : i+rec]
	copyState(x[:size], dst)
	binary.LittleEndian.PutUint64(x[size:], h)
	binary.LittleEndian.PutUint32(x[size+8:], uint32(2*p+take))
	binary.LittleEndian.PutUint32(x[size+12:], uint32(r))
	bt.lane[k] = buf
}

// produceBatch is produce for a BatchForwarder: the spec makes the
// children of the batch's parents in one call.
func (b *builder) produceBatch(l *level, t int, bt *batch, bf BatchForwarder) error {
	v := l.v
	size := b.size
	np := bt.end - bt.first
	dsts, res := b.childBufs(t, np)
	bf.ChildrenForward(l.set.states[bt.first*size:bt.end*size], dsts, res, v)
	for c := 0; c < 2*np; c++ {
		r := int(res[c])
		p, take := bt.first+c>>1, c&1
		if badNext(v, r, b.vars) {
			return b.checkNext(v, r)
		}
		if r < 0 {
			b.terminal(l, t, p, take, r)
			continue
		}
		b.toLane(bt, dsts[c*size:(c+1)*size], v, p, take, r)
	}
	return nil
}

// insertLane inserts the children of lane k of the batch bt into their
// levels, in order, prefetching the table slot of each a few records
// ahead.
func (b *builder) insertLane(l *level, bt *batch, k int) error {
	size := b.size
	rec := size + 16
	buf := bt.lane[k]
	n := len(buf) / rec
	const ahead = 8
	fetch := func(i int) {
		x := buf[i*rec : i*rec+rec]
		r := int(binary.LittleEndian.Uint32(x[size+12:]))
		if cl := b.levels[r].Load(); cl != nil {
			if t := cl.set.table; len(t) > 0 {
				h := binary.LittleEndian.Uint64(x[size:])
				prefetch(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
			}
		}
	}
	for i := 0; i < min(ahead, n); i++ {
		fetch(i)
	}
	for i := 0; i < n; i++ {
		if i+ahead < n {
			fetch(i + ahead)
		}
		x := buf[i*rec : i*rec+rec]
		h := binary.LittleEndian.Uint64(x[size:])
		slot := binary.LittleEndian.Uint32(x[size+8:])
		r := int(binary.LittleEndian.Uint32(x[size+12:]))
		cl := b.levels[r].Load()
		if cl == nil {
			cl = b.getLevel(r, l.v)
		}
		sh := &cl.set
		j, isNew := sh.find(x[:size], h, size)
		if j >= maxStates {
			return tooMany(r)
		}
		if b.count {
			b.place(l, int(slot/2), int(slot&1), r, sh, j, isNew)
			continue
		}
		binary.LittleEndian.PutUint64(x[size:], uint64(j))
	}
	return nil
}

// placeBatch writes the references found for the children in bt to
// their parents' node arrays.
func (b *builder) placeBatch(l *level, bt *batch) {
	for _, e := range bt.ents[1] {
		b.placeRef(l, int(e.slot/2), int(e.slot&1), int(e.r), uint32(e.w0))
	}
	bt.ents[1] = bt.ents[1][:0]
	size := b.size
	rec := size + 16
	for k := range bt.lane {
		buf := bt.lane[k]
		for i := 0; i+rec <= len(buf); i += rec {
			x := buf[i : i+rec]
			ref := uint32(binary.LittleEndian.Uint64(x[size:]))
			slot := binary.LittleEndian.Uint32(x[size+8:])
			r := int(binary.LittleEndian.Uint32(x[size+12:]))
			b.placeRef(l, int(slot/2), int(slot&1), r, ref)
		}
		bt.lane[k] = buf[:0]
	}
}
