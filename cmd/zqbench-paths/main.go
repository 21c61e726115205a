// Command zqbench-paths builds graph families on n x n grid graphs and
// prints, one line per n: family, n, count, wall time, CPU time, peak resident memory,
// peak states per level and final ZDD nodes.
//
// Usage:
//
//	zqbench-paths [-family paths] [-from 10] [-to 14] [-workers 1] [-count] [-fresh=true]
//	zqbench-paths -mod auto|P,P,... [-skip K] [-together] [-family paths] [-from 10] [-to 14]
//
// Families: paths (corner to corner), cycles, hamcycles, hampaths
// (corner to corner), pathmatchings, cyclesets, matchings. With -count
// the family is counted by the count-only dynamic program instead of
// being built. With -mod the count-only program runs modulo 64-bit
// primes, one run a prime (or all in one run with -together), and the
// count is found from the residues by the Chinese remainder theorem:
// -mod auto first estimates the count in floating point and takes as
// many of the largest primes below 2^63 as its size needs, from the
// K-th on with -skip K (two runs with disjoint primes check each other);
// -mod P,P,... takes the primes given and prints the residues too.
// Each prime's run is independent of the others, so they may run on
// other machines at once. With -fresh (the default) each n runs in a child process
// so that its peak memory is its own.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/zqlang/zq/internal/anchor"
	"github.com/zqlang/zq/internal/gridfam"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

func main() {
	family := flag.String("family", "paths", "family: paths, cycles, hamcycles, hampaths, pathmatchings, cyclesets, matchings")
	from := flag.Int("from", 10, "smallest n (vertices per side)")
	to := flag.Int("to", 14, "largest n")
	workers := flag.Int("workers", 1, "worker goroutines (0 = all cores)")
	countOnly := flag.Bool("count", false, "count by the count-only dynamic program, without building the ZDD")
	fresh := flag.Bool("fresh", true, "run each n in a child process for a clean peak memory figure")
	progress := flag.Bool("progress", false, "report progress on standard error")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the last n to this file")
	anchorBin := flag.String("anchor", "", "path of TdZdd's ddpaths: run it and zq in turn and print the ratios")
	pairs := flag.Int("pairs", 3, "with -anchor: runs of each side")
	mod := flag.String("mod", "", "count modulo primes and combine them: auto, or a comma-separated list of primes")
	skip := flag.Int("skip", 0, "with -mod auto: skip the first K of the largest primes")
	together := flag.Bool("together", false, "with -mod: all primes in one run (a word per prime and state)")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
			os.Exit(1)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	if *from < 1 || *to < *from {
		fmt.Fprintln(os.Stderr, "zqbench-paths: need 1 <= -from <= -to")
		os.Exit(2)
	}
	if _, err := spec(*family, 1); err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
		os.Exit(2)
	}
	if *anchorBin != "" {
		if err := compare(*anchorBin, *family, *from, *to, *workers, *pairs); err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
			os.Exit(1)
		}
		return
	}
	mode := "build"
	if *countOnly {
		mode = "count"
	}
	var primes []uint64
	if *mod != "" {
		mode = "count modulo primes"
		if *mod != "auto" {
			for _, f := range strings.Split(*mod, ",") {
				p, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
				if err != nil || p < 2 || !new(big.Int).SetUint64(p).ProbablyPrime(0) {
					fmt.Fprintf(os.Stderr, "zqbench-paths: -mod: %q is not a prime below 2^64\n", f)
					os.Exit(2)
				}
				primes = append(primes, p)
			}
		}
	}
	fmt.Printf("# family n count seconds cpuSeconds peakRSS(MiB) peakStates finalNodes (%s, %d workers, GOMAXPROCS %d)\n",
		mode, *workers, runtime.GOMAXPROCS(0))
	for n := *from; n <= *to; n++ {
		if *fresh && *from != *to {
			exe, err := os.Executable()
			if err != nil {
				fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
				os.Exit(1)
			}
			args := []string{"-family", *family, "-from", strconv.Itoa(n), "-to", strconv.Itoa(n),
				"-workers", strconv.Itoa(*workers), "-count=" + strconv.FormatBool(*countOnly),
				"-progress=" + strconv.FormatBool(*progress), "-mod", *mod, "-skip", strconv.Itoa(*skip),
				"-together=" + strconv.FormatBool(*together)}
			if *cpuprofile != "" && n == *to {
				args = append(args, "-cpuprofile", *cpuprofile)
			}
			cmd := exec.Command(exe, args...)
			cmd.Stderr = os.Stderr
			out, err := cmd.Output()
			if err != nil {
				fmt.Fprintln(os.Stderr, "zqbench-paths: n =", n, ":", err)
				os.Exit(1)
			}
			for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
				if !strings.HasPrefix(line, "#") {
					fmt.Println(line)
				}
			}
			continue
		}
		var err error
		if *mod != "" {
			err = runMod(*family, n, *workers, primes, *skip, *together, *progress)
		} else {
			err = run(*family, n, *workers, *countOnly, *progress)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-paths:", err)
			pprof.StopCPUProfile()
			os.Exit(1)
		}
	}
}

func spec(family string, n int) (topdown.Spec, error) { return gridfam.Spec(family, n) }

func run(family string, n, workers int, countOnly, progress bool) error {
	s, err := spec(family, n)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := topdown.Options{Workers: workers}
	var start time.Time
	var expanded time.Duration
	if progress {
		opt.Progress = func(p topdown.Progress) {
			if p.Reducing && expanded == 0 {
				expanded = time.Since(start)
				fmt.Fprintf(os.Stderr, "n=%d expansion done in %.3f s\n", n, expanded.Seconds())
			}
			if p.Var%16 == 0 {
				fmt.Fprintf(os.Stderr, "n=%d var %d/%d states %d nodes %d bytes %d reducing %v rss %d MiB\n",
					n, p.Var, p.Vars, p.States, p.Nodes, p.Bytes, p.Reducing, status("VmRSS:")>>20)
			}
		}
	}
	start = time.Now()
	cpu0 := cpuSeconds()
	var count *big.Int
	var st topdown.Stats
	nodes := 0
	var el time.Duration
	var cpu, rss float64
	if countOnly {
		count, st, err = topdown.CountStats(ctx, s, opt)
		if err != nil {
			return err
		}
		el, cpu, rss = time.Since(start), cpuSeconds()-cpu0, float64(peakRSS())/(1<<20)
		if progress {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			fmt.Fprintf(os.Stderr, "states %d; builder peak %d MiB; Go heap sys %d MiB, in use %d MiB, GC runs %d\n",
				st.States, st.PeakBytes>>20, ms.HeapSys>>20, ms.HeapInuse>>20, ms.NumGC)
		}
	} else {
		m := zdd.New()
		var f zdd.Node
		f, st, err = topdown.BuildStats(ctx, m, s, opt)
		if err != nil {
			return err
		}
		// time and memory of the build only, not of counting its sets
		el, cpu, rss = time.Since(start), cpuSeconds()-cpu0, float64(peakRSS())/(1<<20)
		if progress {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			fmt.Fprintf(os.Stderr, "states %d; manager %s; builder peak %d MiB; Go heap sys %d MiB, GC runs %d\n", st.States,
				m.Stats(), st.PeakBytes>>20, ms.HeapSys>>20, ms.NumGC)
		}
		c0 := time.Now()
		count = m.Count(f)
		if progress {
			fmt.Fprintf(os.Stderr, "n=%d counted in %.3f s\n", n, time.Since(c0).Seconds())
		}
		nodes = m.NodeCount(f)
	}
	fmt.Printf("%s %d %v %.2f %.2f %.0f %d %d\n", family, n, count, el.Seconds(), cpu, rss, st.PeakStates, nodes)
	return nil
}

// runMod counts family on the n x n grid modulo primes (nil: as many
// as a floating estimate asks for, after skipping skip of them) and
// prints the count found by the Chinese remainder theorem, with the
// runs' total time and the peak memory of the largest.
func runMod(family string, n, workers int, primes []uint64, skip int, together, progress bool) error {
	s, err := spec(family, n)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := topdown.Options{Workers: workers}
	if progress {
		opt.Progress = func(p topdown.Progress) {
			if p.Var%16 == 0 {
				fmt.Fprintf(os.Stderr, "n=%d var %d/%d states %d rss %d MiB\n", n, p.Var, p.Vars, p.States, status("VmRSS:")>>20)
			}
		}
	}
	start := time.Now()
	cpu0 := cpuSeconds()
	var st topdown.Stats
	given := primes != nil
	if !given {
		est, _, err := topdown.CountEstimate(ctx, s, opt)
		if err != nil {
			return err
		}
		if math.IsInf(est, 0) {
			return fmt.Errorf("n = %d: the count is past 2^1024, beyond the estimate", n)
		}
		k := topdown.PrimesForEstimate(est)
		primes = topdown.Primes(skip + k)[skip:]
		if progress {
			fmt.Fprintf(os.Stderr, "n=%d estimate %.6g: %d primes\n", n, est, k)
		}
	}
	res := make([]uint64, 0, len(primes))
	if together {
		r, stt, err := topdown.CountMod(ctx, s, opt, primes)
		if err != nil {
			return err
		}
		res, st = r, stt
	} else {
		for _, p := range primes {
			r, stt, err := topdown.CountMod(ctx, s, opt, []uint64{p})
			if err != nil {
				return err
			}
			res, st = append(res, r[0]), stt
			if progress {
				fmt.Fprintf(os.Stderr, "n=%d mod %d = %d (%.1f s so far)\n", n, p, r[0], time.Since(start).Seconds())
			}
		}
	}
	count, prod, err := topdown.CRT(res, primes)
	if err != nil {
		return err
	}
	el, cpu, rss := time.Since(start), cpuSeconds()-cpu0, float64(peakRSS())/(1<<20)
	if given {
		for i, p := range primes {
			fmt.Printf("# mod %d = %d\n", p, res[i])
		}
		fmt.Printf("# the count modulo their product (%d bits) is\n", prod.BitLen())
	} else {
		fmt.Printf("# %d primes from the %d-th largest below 2^63 (product %d bits)\n", len(primes), skip+1, prod.BitLen())
	}
	fmt.Printf("%s %d %v %.2f %.2f %.0f %d %d\n", family, n, count, el.Seconds(), cpu, rss, st.PeakStates, 0)
	return nil
}

// peakRSS returns the peak resident set size of the process in bytes
// (VmHWM), or 0 where /proc is not available.
func peakRSS() int64 { return status("VmHWM:") }

// status returns a memory figure of /proc/self/status in bytes.
func status(key string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, key) {
			f := strings.Fields(line)
			if len(f) >= 2 {
				kb, _ := strconv.ParseInt(f[1], 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}

// cpuSeconds returns the user and system CPU time of the process.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

// anchorArgs are ddpaths' options for a family.
var anchorArgs = map[string][]string{
	"paths":     nil,
	"cycles":    {"-t", "cycle"},
	"hampaths":  {"-hamilton"},
	"hamcycles": {"-t", "cycle", "-hamilton"},
}

// compare runs zq (this program, one n per process) and the anchor in
// turn on each grid and prints the ratios.
func compare(bin, family string, from, to, workers, pairs int) error {
	extra, ok := anchorArgs[family]
	if !ok {
		return fmt.Errorf("no anchor run for family %q (paths, cycles, hampaths, hamcycles)", family)
	}
	if pairs < 1 {
		return fmt.Errorf("-pairs must be at least 1")
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "zqbench-anchor")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Printf("# family n: zq/anchor wall and memory, median (spread) of %d alternating pairs; zq %d workers\n", pairs, workers)
	for n := from; n <= to; n++ {
		file := filepath.Join(dir, fmt.Sprintf("G%d.dat", n))
		if err := os.WriteFile(file, []byte(adjacency(n)), 0o644); err != nil {
			return err
		}
		zq := []string{"-family", family, "-from", strconv.Itoa(n), "-to", strconv.Itoa(n), "-workers", strconv.Itoa(workers), "-fresh=false"}
		an := append(append([]string{}, extra...), "-count")
		if workers > 1 {
			an = append(an, "-p")
		}
		an = append(an, file)
		p := anchor.Alternate(pairs, func() anchor.Run { return anchor.Measure(exe, zq...) },
			func() anchor.Run { return anchor.Measure(bin, an...) })
		if err := p.Err(); err != nil {
			return err
		}
		// Both count the same.
		var zc string
		for _, line := range strings.Split(p.A[0].Out, "\n") {
			if f := strings.Fields(line); len(f) > 2 && f[0] == family {
				zc = f[2]
			}
		}
		ac := ""
		for _, line := range strings.Split(p.B[0].Out+p.B[0].ErrOut, "\n") {
			if _, after, ok := strings.Cut(line, "#solution = "); ok {
				ac = strings.TrimSpace(after)
			}
		}
		if zc == "" || zc != ac {
			return fmt.Errorf("n = %d: zq counts %q, the anchor %q", n, zc, ac)
		}
		fmt.Printf("%s %d: %s\n", family, n, p.Summary())
	}
	return nil
}

// adjacency is the n x n grid as ddpaths reads it: line i lists the
// neighbours of vertex i, vertices numbered row-major from 1.
func adjacency(n int) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			var nb []string
			for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < n && cc >= 0 && cc < n {
					nb = append(nb, strconv.Itoa(rr*n+cc+1))
				}
			}
			b.WriteString(strings.Join(nb, " ") + "\n")
		}
	}
	return b.String()
}
