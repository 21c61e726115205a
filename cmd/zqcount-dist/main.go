// Command zqcount-dist counts a graph family on the n x n grid with the
// frontier search's states partitioned across processes (package
// distcount): under MPI when built with the tag mpi and started by
// mpirun or srun, or as goroutines in one process with -local N.
//
// Usage:
//
//	go build -tags mpi -o zqcount-dist ./cmd/zqcount-dist
//	mpirun -np 4 ./zqcount-dist -family paths -n 15
//	go run ./cmd/zqcount-dist -local 4 -family cycles -n 10
//	mpirun -np 4 ./zqcount-dist -numlin ../shared/data/numberlink/ahle.txt -rule B
//
// The count is exact: a floating estimate, made by the processes
// together, tells how many of the largest primes below 2^63 it needs;
// the count modulo them (-primes K to choose K, -skip S to start at the
// S-th) is found in one run (a word a prime and state) and recombined
// by the Chinese remainder theorem. Process 0 prints one line: family,
// n, count, processes, seconds, the largest peak resident memory of a
// process (MiB), the states the processes owned (least and most), and
// the bytes sent; -v prints each process's figures on standard error.
//
// With -numlin FILE it counts instead the solutions of each Numberlink
// puzzle of a data-set file (puzzles/numberlink.ReadSet's format) under
// -rule (A, B or C) whose count under that rule the file records (or
// those whose id matches -id), after the solver's deductions, and
// prints each count beside the recorded one.
package main

import (
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/zqlang/zq/distcount"
	"github.com/zqlang/zq/internal/gridfam"
	"github.com/zqlang/zq/topdown"
)

func main() {
	family := flag.String("family", "paths", "family: "+gridfam.Names)
	n := flag.Int("n", 10, "points per side of the grid")
	local := flag.Int("local", 0, "run N processes as goroutines in this process instead of under MPI")
	primes := flag.Int("primes", 0, "primes to count modulo (0: as many as the estimate asks for)")
	skip := flag.Int("skip", 0, "skip the first S of the largest primes below 2^63")
	round := flag.Int("round", 0, "states a process expands between exchanges (0: 65536)")
	verbose := flag.Bool("v", false, "print each process's figures on standard error")
	numlin := flag.String("numlin", "", "count the Numberlink puzzles of this data-set file instead")
	id := flag.String("id", "", "with -numlin: only the puzzles whose id matches this regular expression")
	rule := flag.String("rule", "A", "with -numlin: the rule (A, B or C)")
	flag.Parse()
	var run func(c distcount.Comm) error
	if *numlin != "" {
		jobs, err := numlinJobs(*numlin, *id, *rule)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqcount-dist:", err)
			os.Exit(2)
		}
		run = func(c distcount.Comm) error { return countNumlin(c, jobs, *round) }
	} else {
		s, err := gridfam.Spec(*family, *n)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqcount-dist:", err)
			os.Exit(2)
		}
		run = func(c distcount.Comm) error {
			return count(c, s, *family, *n, *primes, *skip, *round, *verbose)
		}
	}
	var err error
	if *local > 0 {
		err = runLocal(*local, run)
	} else {
		err = runWorld(run)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqcount-dist:", err)
		os.Exit(1)
	}
}

// runLocal runs n processes as goroutines.
func runLocal(n int, run func(distcount.Comm) error) error {
	errs := make(chan error, n)
	for _, c := range distcount.Local(n) {
		go func() { errs <- run(c) }()
	}
	var first error
	for range n {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}

func count(c distcount.Comm, s topdown.Spec, family string, n, k, skip, round int, verbose bool) error {
	ctx := context.Background()
	opt := distcount.Options{Round: round}
	start := time.Now()
	if k <= 0 {
		est, _, err := distcount.Estimate(ctx, s, c, opt)
		if err != nil {
			return err
		}
		if math.IsInf(est, 0) {
			return fmt.Errorf("the count is past 2^1024: give -primes")
		}
		k = topdown.PrimesForEstimate(est)
	}
	ps := topdown.Primes(skip + k)[skip:]
	res, st, err := distcount.Count(ctx, s, c, ps, opt)
	if err != nil {
		return err
	}
	total, _, err := topdown.CRT(res, ps)
	if err != nil {
		return err
	}
	el := time.Since(start)
	rss := peakRSS()
	if verbose {
		fmt.Fprintf(os.Stderr, "process %d of %d: %d states, at most %d at once, %d MiB of tables, %d MiB sent, peak RSS %d MiB\n",
			c.Rank(), c.Size(), st.States, st.PeakStates, st.PeakBytes>>20, st.Sent>>20, rss>>20)
	}
	// Gather each process's figures for process 0's line.
	var b []byte
	for _, x := range []int64{rss, int64(st.States), st.Sent} {
		b = binary.LittleEndian.AppendUint64(b, uint64(x))
	}
	all, err := c.Allgather(b)
	if err != nil {
		return err
	}
	if c.Rank() != 0 {
		return nil
	}
	var maxRSS, sent int64
	least, most := int64(math.MaxInt64), int64(0)
	for _, a := range all {
		maxRSS = max(maxRSS, int64(binary.LittleEndian.Uint64(a)))
		states := int64(binary.LittleEndian.Uint64(a[8:]))
		least, most = min(least, states), max(most, states)
		sent += int64(binary.LittleEndian.Uint64(a[16:]))
	}
	fmt.Printf("# family n count processes seconds maxPeakRSS(MiB) leastStates mostStates sentMiB (%d primes from the %d-th largest below 2^63)\n", len(ps), skip+1)
	fmt.Printf("%s %d %v %d %.2f %d %d %d %d\n", family, n, total, c.Size(), el.Seconds(), maxRSS>>20, least, most, sent>>20)
	return nil
}

// peakRSS is the process's peak resident memory in bytes (VmHWM), 0
// where /proc is not there. Goroutine processes (-local) share it.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
