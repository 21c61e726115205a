package lang

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/zqlang/zq/zdd"
)

// The memory budget: a statement whose process grows past it is
// stopped like an interrupted one, its bindings left as they were.

// memorySample is how often a running statement's memory is looked at.
const memorySample = 10 * time.Millisecond

// DefaultMemoryBudget is three quarters of the memory the process may
// use: the machine's physical memory, or the limit of its control group
// (cgroup v2 memory.max, or v1 memory.limit_in_bytes) when that is
// lower; 0 (no budget) when neither can be read.
func DefaultMemoryBudget() int64 {
	total := physicalMemory()
	if lim := cgroupLimit(); lim > 0 && (total == 0 || lim < total) {
		total = lim
	}
	return total / 4 * 3
}

// physicalMemory reads MemTotal from /proc/meminfo (0 when unknown).
func physicalMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) >= 2 && fs[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fs[1], 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}

// cgroupLimit reads the memory limit of the process's control group (0
// when there is none or it cannot be read).
func cgroupLimit() int64 {
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		return parseCgroupLimit(string(data))
	}
	return 0
}

// parseCgroupLimit reads a cgroup memory limit: a number of bytes, or
// "max" (none); v1 writes a huge number for none.
func parseCgroupLimit(text string) int64 {
	t := strings.TrimSpace(text)
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n >= 1<<60 {
		return 0
	}
	return n
}

// ResidentBytes returns the memory the process holds now (its resident
// set: the Go heap and the mapped node stores alike), or 0 if unknown.
func ResidentBytes() int64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	fs := strings.Fields(string(data))
	if len(fs) < 2 {
		return 0
	}
	pages, err := strconv.ParseInt(fs[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * int64(os.Getpagesize())
}

// ParseSize reads a memory size such as 1GiB, 512MiB, 2G, 300MB, 4096
// (bytes); the binary and decimal suffixes both count in powers of 1024.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(strings.ReplaceAll(s, "_", ""))
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	num, unit := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	x, err := strconv.ParseFloat(num, 64)
	if num == "" || err != nil || x <= 0 {
		return 0, fmt.Errorf("bad size %q (write e.g. 1GiB, 512MiB, 2G)", s)
	}
	mult := map[string]float64{"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10,
		"m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20, "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30,
		"t": 1 << 40, "tb": 1 << 40, "tib": 1 << 40}
	m, ok := mult[unit]
	if !ok {
		return 0, fmt.Errorf("bad size unit %q in %q (B, KiB, MiB, GiB, TiB)", t[i:], s)
	}
	if x*m < 1<<20 {
		return 0, fmt.Errorf("size %q is below 1 MiB", s)
	}
	return int64(x * m), nil
}

// SetMemoryBudget sets the budget in bytes (0: none) and passes it to
// OnMemoryBudget, if set.
func (s *Session) SetMemoryBudget(n int64) {
	s.MemoryBudget = max(n, 0)
	if s.OnMemoryBudget != nil {
		s.OnMemoryBudget(s.MemoryBudget)
	}
}

// GoMemoryLimit sets the Go runtime's soft memory limit to budget
// bytes, so that the collector works harder as the heap nears it, or
// removes the limit when budget is 0. It is a setting of the whole
// process: the command line passes it as OnMemoryBudget.
func GoMemoryLimit(budget int64) {
	if budget > 0 {
		debug.SetMemoryLimit(budget)
	} else {
		debug.SetMemoryLimit(math.MaxInt64)
	}
}

// StoreBytes is the memory of the session's own store (its nodes, unique
// table and cache), of the builder running now (or of a puzzle's
// deductions, which report to the same check) and of the plain values
// (lists, strings, integers) the running statement made: a MemoryUsed
// for sessions that share a process with others.
func (s *Session) StoreBytes() int64 {
	return s.M.Footprint() + s.building.Load() + s.values.Load()
}

// memoryUsed is the memory the budget is held against.
func (s *Session) memoryUsed() int64 {
	if s.MemoryUsed != nil {
		return s.MemoryUsed()
	}
	return ResidentBytes()
}

// watchMemory starts sampling the process's memory while a statement
// runs; past the budget it marks the statement and stops it through
// stop. The returned function ends the watch.
func (s *Session) watchMemory(stop func()) (end func(), exceeded *atomic.Bool) {
	exceeded = new(atomic.Bool)
	budget := s.MemoryBudget
	if budget <= 0 {
		return func() {}, exceeded
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(memorySample)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if s.memoryUsed() > budget {
					exceeded.Store(true)
					s.M.Interrupt()
					stop()
					return
				}
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); wg.Wait() }) }, exceeded
}

// giveBack returns freed memory to the system after a statement stopped
// for memory.
func giveBack() {
	runtime.GC()
	debug.FreeOSMemory()
}

// builderCheck is called by a top-down builder before it allocates a
// level's arrays, with the bytes they and its other arrays will hold:
// past the budget it stops the builder before the memory is taken. The
// Slitherlink deductions call it the same way (topdown.MemoryCheck)
// with the bytes of their arrays and trail.
func (s *Session) builderCheck(bytes int64) error {
	s.building.Store(bytes)
	used := bytes
	if s.MemoryUsed != nil {
		used = s.MemoryUsed()
	} else {
		used += s.M.Footprint()
	}
	if s.MemoryBudget > 0 && used > s.MemoryBudget {
		return zdd.ErrMemoryBudget
	}
	return nil
}
