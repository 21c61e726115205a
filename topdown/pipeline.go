package topdown

import (
	"encoding/binary"
	"sync/atomic"
	"unsafe"
)

// A pipelined expansion splits the work on a level between workers:
// worker 0 inserts the children into their levels, in the order of
// their parents, exactly as one worker alone does, while the others
// compute them (the spec's calls), a batch of chunk parents at a time,
// batch k by worker 1 + k%(workers-1). So the states are numbered the
// same for any number of workers, and so are the nodes made in the
// reduction. What passes from one worker to the other is kept small
// (the records of a batch, without their hashes), and each array is
// written by one side only: moving cache lines between cores costs
// more than the work they hold.

// batchesPerWorker is how many batches each computing worker has: one
// being filled, the others queued for the inserting worker.
const batchesPerWorker = 3

// batch holds the children of the parents first, first+1, ... as
// records, two a parent (the 0-child, then the 1-child): the state
// and its level or terminal code (4 bytes, as an int32).
type batch struct {
	buf   []byte
	first int
	err   error
}

// expandPipelined computes the children of every state of level l with
// b.workers-1 computing workers and inserts them on the calling
// goroutine.
func (b *builder) expandPipelined(l *level) error {
	P := b.workers - 1
	if len(b.pipe) != P {
		b.pipe = make([][]*batch, P)
		b.own = make([][]byte, P)
		for j := range b.pipe {
			for range batchesPerWorker {
				b.pipe[j] = append(b.pipe[j], &batch{})
			}
		}
	}
	n := (l.n + chunk - 1) / chunk
	out := make([]chan *batch, P)
	free := make([]chan *batch, P)
	var stop atomic.Bool
	for j := range P {
		out[j] = make(chan *batch, batchesPerWorker)
		free[j] = make(chan *batch, batchesPerWorker)
		for _, c := range b.pipe[j] {
			free[j] <- c
		}
		go func(j int) {
			defer close(out[j])
			own := b.own[j]
			defer func() { b.own[j] = own }()
			for k := j; k < n; k += P {
				if stop.Load() {
					return
				}
				c := <-free[j]
				c.first = k * chunk
				// The children are made in the worker's own buffer and
				// copied into the batch at once: the spec's many narrow
				// writes into memory the inserting worker read last
				// would each wait for its cache line to change cores.
				own, c.err = b.produce(l, j+1, k*chunk, min(l.n, (k+1)*chunk), own[:0])
				c.buf = append(c.buf[:0], own...)
				out[j] <- c
				if c.err != nil {
					return
				}
			}
		}(j)
	}
	var err error
	for k := 0; k < n && err == nil; k++ {
		j := k % P
		c, ok := <-out[j]
		if !ok {
			break
		}
		switch {
		case c.err != nil:
			err = c.err
		default:
			if err = b.ctx.Err(); err == nil {
				err = b.consume(l, c)
			}
		}
		free[j] <- c
	}
	// Stop the computing workers and wait for them.
	stop.Store(true)
	for j := range P {
		for c := range out[j] {
			free[j] <- c
		}
	}
	return err
}

// produce appends to buf the records of the children of parents a..z-1
// of level l, computed by worker t (with its probe space).
func (b *builder) produce(l *level, t, a, z int, buf []byte) ([]byte, error) {
	v := l.v
	size := b.size
	rec := size + 4
	probe := b.probe[t]
	rj := b.rejecter
	fw := b.forwarder
	states := l.set.states
	if need := 2 * (z - a) * rec; cap(buf) < need {
		buf = make([]byte, 0, need)
	}
	// (The making of a child is written out here and in expandSerial:
	// a helper shared by the two loops measured 3-5% slower.)
	for p := a; p < z; p++ {
		st := states[p*size : p*size+size]
		for take := 0; take < 2; take++ {
			k := len(buf)
			buf = buf[:k+rec]
			x := buf[k : k+rec]
			dst := x[:size]
			copyState(dst, st)
			var r int
			if fw != nil {
				r = fw.ChildForward(dst, v, take == 1)
				if badNext(v, r, b.vars) {
					return buf, b.checkNext(v, r)
				}
			} else {
				r = b.spec.Child(dst, v, take == 1)
				if r >= 0 {
					if r <= v || r >= b.vars {
						return buf, b.checkNext(v, r)
					}
					if rj != nil {
						// forward, written out
						for r >= 0 && rj.TakeRejects(dst, r) {
							w := b.spec.Child(dst, r, false)
							if badNext(r, w, b.vars) {
								return buf, b.checkNext(r, w)
							}
							r = w
						}
					} else {
						var err error
						if r, err = b.forward(dst, r, probe); err != nil {
							return buf, err
						}
					}
				} else if badNext(v, r, b.vars) {
					return buf, b.checkNext(v, r)
				}
			}
			binary.LittleEndian.PutUint32(x[size:], uint32(int32(r)))
		}
	}
	return buf, nil
}

// consume inserts the children recorded in the batch c into their
// levels, in order. It hashes each child a few records ahead and
// prefetches its table slot.
func (b *builder) consume(l *level, c *batch) error {
	size := b.size
	rec := size + 4
	buf := c.buf
	n := len(buf) / rec
	const ahead = 8
	var hs [16]uint64                // hashes of records i..i+ahead, at index mod 16
	short := size >= 8 && size <= 16 // hashState's case of two words
	hash := func(j int) {
		x := buf[j*rec : j*rec+rec]
		r := int32(binary.LittleEndian.Uint32(x[size:]))
		if r < 0 {
			return
		}
		var h uint64
		if short {
			h = hashWords(binary.LittleEndian.Uint64(x), binary.LittleEndian.Uint64(x[size-8:]))
		} else {
			h = hashState(x[:size])
		}
		hs[j&15] = h
		if cl := b.levels[r].Load(); cl != nil {
			if t := cl.set.table; len(t) > 0 {
				prefetch(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
			}
		}
	}
	for j := 0; j < min(ahead, n); j++ {
		hash(j)
	}
	for i := 0; i < n; i++ {
		if j := i + ahead; j < n {
			hash(j)
		}
		x := buf[i*rec : i*rec+rec]
		p, take := c.first+i/2, i&1
		r := int(int32(binary.LittleEndian.Uint32(x[size:])))
		if r < 0 {
			b.terminal(l, &l.set, p, take, r)
			continue
		}
		if err := b.insertChild(l, x[:size], hs[i&15], p, take, r); err != nil {
			return err
		}
	}
	return nil
}
