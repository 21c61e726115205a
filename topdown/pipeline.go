package topdown

import (
	"encoding/binary"
	"sync/atomic"
	"unsafe"
)

// A pipelined expansion splits the work on a level between workers:
// worker 0 inserts the children into their levels, in the order of
// their parents, exactly as one worker alone does, while the others
// compute them (the spec's calls and the hashes; a terminal child they
// write at once), a batch of chunk parents at a time, batch k by worker
// 1 + k%(workers-1). So the
// states are numbered the same for any number of workers, and so are
// the nodes made in the reduction.

// batchesPerWorker is how many batches each computing worker has: one
// being filled, the others queued for the inserting worker.
const batchesPerWorker = 3

// batch holds the children of a run of parents as records: the state,
// its hash (8 bytes), its slot 2*parent+take (4 bytes) and its level
// or terminal code (4 bytes, as an int32).
type batch struct {
	buf []byte
	err error
}

// expandPipelined computes the children of every state of level l with
// b.workers-1 computing workers and inserts them on the calling
// goroutine.
func (b *builder) expandPipelined(l *level) error {
	P := b.workers - 1
	if len(b.pipe) != P {
		b.pipe = make([][]*batch, P)
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
			for k := j; k < n; k += P {
				if stop.Load() {
					return
				}
				c := <-free[j]
				c.buf, c.err = b.produce(l, j+1, k*chunk, min(l.n, (k+1)*chunk), c.buf[:0])
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
				err = b.consume(l, c.buf)
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
// of level l, computed with the scratch space of worker t.
func (b *builder) produce(l *level, t, a, z int, buf []byte) ([]byte, error) {
	v := l.v
	size := b.size
	rec := size + 16
	probe := b.probe[t]
	states := l.set.states
	if need := 2 * (z - a) * rec; cap(buf) < need {
		buf = make([]byte, 0, need)
	}
	if !b.count {
		// The node arrays of these parents are written first here, so
		// that their pages are faulted in by this worker, not by the
		// inserting one.
		for p := a; p < z; p += 1024 {
			l.lo[p], l.hi[p], l.loD[p], l.hiD[p] = 0, 0, deltaTerm, deltaTerm
		}
	}
	for p := a; p < z; p++ {
		st := states[p*size : p*size+size]
		for take := 0; take < 2; take++ {
			k := len(buf)
			buf = buf[:k+rec]
			x := buf[k : k+rec]
			dst := x[:size]
			copyState(dst, st)
			r := b.spec.Child(dst, v, take == 1)
			if r >= 0 {
				if r <= v || r >= b.vars {
					return buf, b.checkNext(v, r)
				}
				var err error
				if r, err = b.forward(dst, r, probe); err != nil {
					return buf, err
				}
			} else if err := b.checkNext(v, r); err != nil {
				return buf, err
			}
			if r < 0 && !b.count {
				// a terminal child is written at once
				buf = buf[:k]
				b.terminal(l, nil, p, take, r)
				continue
			}
			if r >= 0 {
				binary.LittleEndian.PutUint64(x[size:], hashState(dst))
			}
			binary.LittleEndian.PutUint32(x[size+8:], uint32(2*p+take))
			binary.LittleEndian.PutUint32(x[size+12:], uint32(int32(r)))
		}
	}
	return buf, nil
}

// consume inserts the children recorded in buf into their levels, in
// order, prefetching the table slot of each a few records ahead.
func (b *builder) consume(l *level, buf []byte) error {
	size := b.size
	rec := size + 16
	const ahead = 8
	for k := 0; k+rec <= len(buf); k += rec {
		if ka := k + ahead*rec; ka+rec <= len(buf) {
			xa := buf[ka : ka+rec]
			if r := int32(binary.LittleEndian.Uint32(xa[size+12:])); r >= 0 {
				if cl := b.levels[r].Load(); cl != nil {
					if t := cl.set.table; len(t) > 0 {
						h := binary.LittleEndian.Uint64(xa[size:])
						prefetch(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
					}
				}
			}
		}
		x := buf[k : k+rec]
		slot := binary.LittleEndian.Uint32(x[size+8:])
		if r := int(int32(binary.LittleEndian.Uint32(x[size+12:]))); r < 0 {
			b.terminal(l, &l.set, int(slot/2), int(slot&1), r)
			continue
		}
		if err := b.insertRecord(l, x); err != nil {
			return err
		}
	}
	return nil
}
