package topdown

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"github.com/zqlang/zq/internal/yield"
)

// ringLen is the number of children a one-worker expansion keeps
// between making a child and inserting it: the table slot of each is
// prefetched when it is made, so it is in cache when it is inserted.
const ringLen = 16

// expandSerial computes the children of every state of level l and
// inserts each into its level as soon as a
// few more have been made. It is expand's loop for one worker: no
// rounds and no staging, so a child's state is written once before it
// is stored.
func (b *builder) expandSerial(l *level) error {
	v := l.v
	size := b.size
	rec := size + 16
	if len(b.ring) != ringLen*rec {
		b.ring = make([]byte, ringLen*rec)
	}
	ring := b.ring
	probe := b.probe[0]
	sh := &l.set
	states := sh.states
	fw := b.forwarder
	short := size >= 8 && size <= 16 // hashState's case of two words
	var head, tail int
	for p := 0; p < l.n; p++ {
		if p&0xFFFF == 0xFFFF {
			yield.Point()
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		st := states[p*size : p*size+size]
		for take := 0; take < 2; take++ {
			k := (tail & (ringLen - 1)) * rec
			x := ring[k : k+rec]
			dst := x[:size]
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
				b.terminal(l, 0, p, take, r)
				continue
			}
			var h uint64
			if short {
				h = hashWords(binary.LittleEndian.Uint64(dst), binary.LittleEndian.Uint64(dst[size-8:]))
			} else {
				h = hashState(dst)
			}
			if cl := b.levels[r].Load(); cl != nil {
				if t := cl.set.table; len(t) > 0 {
					prefetch(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
				}
			}
			binary.LittleEndian.PutUint64(x[size:], h)
			binary.LittleEndian.PutUint32(x[size+8:], uint32(2*p+take))
			binary.LittleEndian.PutUint32(x[size+12:], uint32(r))
			tail++
			if tail-head == ringLen {
				if err := b.insertOne(l, ring, head); err != nil {
					return err
				}
				head++
			}
		}
	}
	for ; head < tail; head++ {
		if err := b.insertOne(l, ring, head); err != nil {
			return err
		}
	}
	return nil
}

// terminal records that the take-child of parent p of level l is the
// terminal r (worker t found it).
func (b *builder) terminal(l *level, t, p, take, r int) {
	if b.count {
		if r == Accept {
			sh := &l.set
			x := sh.counts[p*sh.limbs : (p+1)*sh.limbs]
			switch {
			case b.float:
				if b.acc[t] == nil {
					b.acc[t] = []uint64{0}
				}
				b.acc[t][0] = math.Float64bits(math.Float64frombits(b.acc[t][0]) + math.Float64frombits(x[0]))
			case b.mods != nil:
				if b.acc[t] == nil {
					b.acc[t] = make([]uint64, len(b.mods))
				}
				addMod(b.acc[t], x, b.mods)
			default:
				b.acc[t] = addLimbs(b.acc[t], x)
			}
		}
		return
	}
	ref := uint32(0)
	if r == Accept {
		ref = 1
	}
	l.refs[take&1][p], l.deltas[take&1][p] = ref, deltaTerm
}

// insertOne inserts the child held at position i of the ring into its
// level and records the reference.
func (b *builder) insertOne(l *level, ring []byte, i int) error {
	size := b.size
	rec := size + 16
	k := (i & (ringLen - 1)) * rec
	x := ring[k : k+rec]
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
	b.place(l, int(slot/2), int(slot&1), r, sh, j, isNew)
	return nil
}

// tooMany is the error of a level r that is full.
func tooMany(r int) error {
	return fmt.Errorf("topdown: more than %d states in level %d", maxStates, r)
}
