package distcount

import "sync"

// Local returns n communicators joined in this process, one for each
// of n goroutines: the partitioned count without MPI, for tests and for
// checking a partition on one machine.
func Local(n int) []Comm {
	x := &exchange{n: n, slots: make([][][]byte, n)}
	x.cond = sync.NewCond(&x.mu)
	out := make([]Comm, n)
	for i := range out {
		out[i] = &local{x: x, rank: i}
	}
	return out
}

// exchange is the shared place of Local's communicators: each
// collective call puts a process's buffers in its slot, waits for all,
// copies what is meant for it, and waits again before the slots are
// used anew.
type exchange struct {
	n     int
	mu    sync.Mutex
	cond  *sync.Cond
	count int
	gen   int
	slots [][][]byte
}

// barrier waits until all n processes have reached it.
func (x *exchange) barrier() {
	x.mu.Lock()
	defer x.mu.Unlock()
	gen := x.gen
	x.count++
	if x.count == x.n {
		x.count = 0
		x.gen++
		x.cond.Broadcast()
		return
	}
	for gen == x.gen {
		x.cond.Wait()
	}
}

type local struct {
	x    *exchange
	rank int
}

func (l *local) Rank() int { return l.rank }
func (l *local) Size() int { return l.x.n }

func (l *local) Alltoall(send [][]byte) ([][]byte, error) {
	l.x.mu.Lock()
	l.x.slots[l.rank] = send
	l.x.mu.Unlock()
	l.x.barrier()
	recv := make([][]byte, l.x.n)
	l.x.mu.Lock()
	for j := range recv {
		recv[j] = append([]byte(nil), l.x.slots[j][l.rank]...)
	}
	l.x.mu.Unlock()
	l.x.barrier()
	return recv, nil
}

func (l *local) Allgather(b []byte) ([][]byte, error) {
	send := make([][]byte, l.x.n)
	for j := range send {
		send[j] = b
	}
	return l.Alltoall(send)
}
