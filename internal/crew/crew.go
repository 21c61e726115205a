// Package crew runs jobs split in parts on a fixed set of goroutines
// that stay awake between jobs.
package crew

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// spins is the number of times an idle helper of a crew yields before
// it sleeps until the next job.
const spins = 1 << 12

// A Crew runs jobs split in parts on several goroutines: the caller
// takes part 0 and helpers the others. Between jobs the helpers spin a
// while before they sleep, since waking a sleeping thread can cost tens
// of microseconds, as much as a short job; a crew whose jobs come one
// after another keeps its helpers awake. A Crew must be closed.
type Crew struct {
	size int
	// job is the latest job, published whole, so that a helper sees its
	// parts and function together
	job     atomic.Pointer[job]
	pending atomic.Int64 // helpers' parts not yet done
	stop    atomic.Bool
	mu      sync.Mutex
	cond    *sync.Cond
}

// job is a job of a crew: f(t) for t = 0..parts-1.
type job struct {
	parts int
	f     func(t int)
}

// New starts a crew of n goroutines, the caller included.
func New(n int) *Crew {
	c := &Crew{size: n}
	c.cond = sync.NewCond(&c.mu)
	for t := 1; t < n; t++ {
		go c.help(t)
	}
	return c
}

// help is helper t's loop.
func (c *Crew) help(t int) {
	var last *job
	for {
		n := 0
		for c.job.Load() == last {
			if c.stop.Load() {
				return
			}
			if n < spins {
				n++
				runtime.Gosched()
				continue
			}
			c.mu.Lock()
			for c.job.Load() == last && !c.stop.Load() {
				c.cond.Wait()
			}
			c.mu.Unlock()
		}
		// A helper with a part of a job always takes it before the next
		// is published (run waits for it); one without may miss jobs.
		last = c.job.Load()
		if t < last.parts {
			last.f(t)
			c.pending.Add(-1)
		}
	}
}

// Size is the number of goroutines of the crew, the caller included.
func (c *Crew) Size() int { return c.size }

// Run runs f(t) for t = 0..parts-1 (at most the crew's size) and
// returns when all are done. f must not panic.
func (c *Crew) Run(parts int, f func(t int)) {
	if parts <= 1 {
		f(0)
		return
	}
	c.pending.Store(int64(parts - 1))
	c.job.Store(&job{parts: parts, f: f})
	c.mu.Lock()
	c.cond.Broadcast()
	c.mu.Unlock()
	f(0)
	for c.pending.Load() != 0 {
		runtime.Gosched()
	}
}

// Close stops the helpers.
func (c *Crew) Close() {
	c.stop.Store(true)
	c.mu.Lock()
	c.cond.Broadcast()
	c.mu.Unlock()
}
