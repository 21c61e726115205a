// Package distcount counts the sets of a topdown.Spec's family with the
// states of each level partitioned across processes: the count-only
// frontier search of topdown.CountMod, spread over the processes of a
// communicator (MPI's, or goroutines in one process for tests).
//
// Each state is owned by one process, chosen by a hash of its bytes
// that every process computes alike. A process expands the states it
// owns, level by level; the children go to their owners in one
// all-to-all exchange per round (a level is cut into rounds of at most
// Options.Round states per process, so that the buffers stay small
// beside the states), and the owner merges equal children, adding their
// counts. Counts are kept modulo primes (a word per prime and state), so
// a state's record has a fixed size; the exact count is found from the
// residues by topdown.CRT. At the end the processes' counts of accepted
// sets are gathered and summed, and every process returns the total.
//
// Memory per process is about its share of the states (1/size of
// them, if the hash spreads them evenly) plus the round's buffers.
package distcount

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/zqlang/zq/topdown"
)

// Comm is what the count needs of a communicator: the processes'
// number, this one's rank, and two collective operations that every
// process calls in the same order.
type Comm interface {
	// Rank is this process's number, 0..Size()-1.
	Rank() int
	// Size is the number of processes.
	Size() int
	// Alltoall sends send[j] to process j and returns what each process
	// sent to this one (recv[j] from process j).
	Alltoall(send [][]byte) (recv [][]byte, err error)
	// Allgather sends b to every process and returns what each sent.
	Allgather(b []byte) ([][]byte, error)
}

// Options tune a count.
type Options struct {
	// Round is the most states a process expands between two
	// exchanges (0: 1<<16).
	Round int
	// Progress, if not nil, is called by each process after each level
	// with the level and the states it owned there.
	Progress func(v, states int)
}

// Stats are figures of one process's part of a count.
type Stats struct {
	// States is the number of states this process owned over all levels;
	// PeakStates the most it held at once (the level being expanded and
	// the later levels being filled).
	States, PeakStates int
	// PeakBytes is the most memory its tables held at once.
	PeakBytes int64
	// Sent is the bytes it sent to other processes.
	Sent int64
}

// Count returns the number of sets in the family of s modulo each of
// moduli (each at least 2 and below 2^63), counted by the processes of
// comm together. Every process must call it with the same s, moduli and
// options; each returns the same residues.
func Count(ctx context.Context, s topdown.Spec, comm Comm, moduli []uint64, opt Options) ([]uint64, Stats, error) {
	return count(ctx, s, comm, moduli, false, opt)
}

// Estimate is the number of sets in the family of s in floating point,
// as topdown.CountEstimate finds it, counted by the processes of comm
// together: how many primes Count needs (topdown.PrimesFor).
func Estimate(ctx context.Context, s topdown.Spec, comm Comm, opt Options) (float64, Stats, error) {
	res, st, err := count(ctx, s, comm, []uint64{2}, true, opt)
	if err != nil {
		return 0, st, err
	}
	return math.Float64frombits(res[0]), st, nil
}

func count(ctx context.Context, s topdown.Spec, comm Comm, moduli []uint64, float bool, opt Options) ([]uint64, Stats, error) {
	var st Stats
	if len(moduli) == 0 {
		return nil, st, errors.New("distcount: no modulus")
	}
	for _, m := range moduli {
		if m < 2 || m >= 1<<63 {
			return nil, st, fmt.Errorf("distcount: modulus %d is not in 2..2^63-1", m)
		}
	}
	round := opt.Round
	if round <= 0 {
		round = 1 << 16
	}
	c := &counter{
		spec: s, comm: comm, mods: moduli, float: float, k: len(moduli), size: s.StateSize(),
		procs: comm.Size(), rank: comm.Rank(), levels: map[int]*table{},
	}
	c.fwd, _ = s.(topdown.Forwarder)
	c.acc = make([]uint64, c.k)
	c.rec = 4 + c.size + 8*c.k
	if err := c.root(); err != nil {
		return nil, st, err
	}
	vars := s.Vars()
	for v := 0; v < vars; v++ {
		if err := ctx.Err(); err != nil {
			return nil, c.stats, err
		}
		if err := c.level(v, round); err != nil {
			return nil, c.stats, err
		}
		if opt.Progress != nil {
			opt.Progress(v, c.lastStates)
		}
	}
	// Gather every process's accepted counts and sum them.
	all, err := comm.Allgather(words(c.acc))
	if err != nil {
		return nil, c.stats, err
	}
	out := make([]uint64, c.k)
	for _, b := range all {
		if len(b) != 8*c.k {
			return nil, c.stats, fmt.Errorf("distcount: a process sent %d bytes of counts, want %d", len(b), 8*c.k)
		}
		for i := range out {
			out[i] = c.add(out[i], binary.LittleEndian.Uint64(b[8*i:]), moduli[i])
		}
	}
	return out, c.stats, nil
}

type counter struct {
	spec        topdown.Spec
	comm        Comm
	mods        []uint64
	float       bool // counts are float64 bits, not residues
	k, size     int
	rec         int // bytes of a child's record: level, state, counts
	procs, rank int
	levels      map[int]*table
	fwd         topdown.Forwarder // the spec's, if it forwards children
	acc         []uint64
	stats       Stats
	lastStates  int
	held        int // states held now
	heldBytes   int64
}

// add is a + b modulo m, or as float64 bits.
func (c *counter) add(a, b, m uint64) uint64 {
	if c.float {
		return math.Float64bits(math.Float64frombits(a) + math.Float64frombits(b))
	}
	s := a + b
	if s >= m {
		s -= m
	}
	return s
}

func words(x []uint64) []byte {
	b := make([]byte, 8*len(x))
	for i, w := range x {
		binary.LittleEndian.PutUint64(b[8*i:], w)
	}
	return b
}

// owner is the process that owns a state.
func (c *counter) owner(h uint64) int {
	hi, _ := bits.Mul64(h, uint64(c.procs))
	return int(hi)
}

func (c *counter) root() error {
	st := make([]byte, c.size)
	r := c.spec.Root(st)
	switch {
	case r == topdown.Accept:
		if c.rank == 0 {
			copy(c.acc, c.one())
		}
		return nil
	case r == topdown.Reject:
		return nil
	case r < 0 || r >= c.spec.Vars():
		return fmt.Errorf("distcount: the root's variable %d is out of range", r)
	}
	h := hash(st)
	if c.owner(h) != c.rank {
		return nil
	}
	c.insert(r, st, h, c.one(), nil)
	return nil
}

// one is the count 1.
func (c *counter) one() []uint64 {
	one := make([]uint64, c.k)
	for i, m := range c.mods {
		one[i] = 1 % m
		if c.float {
			one[i] = math.Float64bits(1)
		}
	}
	return one
}

// insert adds counts (k words, or the k little-endian words of raw) to
// the state st of level r, adding the state if new.
func (c *counter) insert(r int, st []byte, h uint64, counts []uint64, raw []byte) {
	t := c.levels[r]
	if t == nil {
		t = newTable(c.size, c.k)
		c.levels[r] = t
	}
	before := t.bytes()
	j, isNew := t.find(st, h)
	if isNew {
		c.held++
		c.stats.States++
		if c.held > c.stats.PeakStates {
			c.stats.PeakStates = c.held
		}
	}
	cs := t.counts[j*c.k : (j+1)*c.k]
	for i, m := range c.mods {
		var x uint64
		if raw != nil {
			x = binary.LittleEndian.Uint64(raw[8*i:])
		} else {
			x = counts[i]
		}
		cs[i] = c.add(cs[i], x, m)
	}
	c.heldBytes += t.bytes() - before
	if c.heldBytes > c.stats.PeakBytes {
		c.stats.PeakBytes = c.heldBytes
	}
}

// level expands the states of level v this process owns, in rounds;
// every process takes part in as many rounds as the one with the most
// states needs.
func (c *counter) level(v, round int) error {
	t := c.levels[v]
	n := 0
	if t != nil {
		n = t.n
	}
	c.lastStates = n
	counts, err := c.comm.Allgather(words([]uint64{uint64(n)}))
	if err != nil {
		return err
	}
	most := 0
	for _, b := range counts {
		most = max(most, int(binary.LittleEndian.Uint64(b)))
	}
	rounds := (most + round - 1) / round
	send := make([][]byte, c.procs)
	child := make([]byte, c.size)
	hdr := make([]byte, 4)
	for k := 0; k < rounds; k++ {
		for j := range send {
			send[j] = send[j][:0]
		}
		for p := k * round; p < min(n, (k+1)*round); p++ {
			st := t.state(p)
			cs := t.counts[p*c.k : (p+1)*c.k]
			for _, take := range []bool{false, true} {
				copy(child, st)
				var r int
				if c.fwd != nil {
					r = c.fwd.ChildForward(child, v, take)
				} else {
					r = c.spec.Child(child, v, take)
				}
				switch {
				case r == topdown.Reject:
					continue
				case r == topdown.Accept:
					for i, m := range c.mods {
						c.acc[i] = c.add(c.acc[i], cs[i], m)
					}
					continue
				case r <= v || r >= c.spec.Vars():
					return fmt.Errorf("distcount: the spec went from variable %d to %d", v, r)
				}
				h := hash(child)
				if o := c.owner(h); o == c.rank {
					c.insert(r, child, h, cs, nil)
				} else {
					binary.LittleEndian.PutUint32(hdr, uint32(r))
					send[o] = append(send[o], hdr...)
					send[o] = append(send[o], child...)
					for _, x := range cs {
						send[o] = binary.LittleEndian.AppendUint64(send[o], x)
					}
					c.stats.Sent += int64(c.rec)
				}
			}
		}
		recv, err := c.comm.Alltoall(send)
		if err != nil {
			return err
		}
		for from, b := range recv {
			if len(b)%c.rec != 0 {
				return fmt.Errorf("distcount: process %d sent %d bytes, not whole records of %d", from, len(b), c.rec)
			}
			for off := 0; off < len(b); off += c.rec {
				r := int(binary.LittleEndian.Uint32(b[off:]))
				if r <= v || r >= c.spec.Vars() {
					return fmt.Errorf("distcount: process %d sent a state of level %d at level %d", from, r, v)
				}
				st := b[off+4 : off+4+c.size]
				c.insert(r, st, hash(st), nil, b[off+4+c.size:off+c.rec])
			}
		}
	}
	if t != nil {
		c.held -= t.n
		c.heldBytes -= t.bytes()
		delete(c.levels, v)
	}
	return nil
}
