// Command zqbench-sudoku measures the Sudoku solvers on the data sets:
// for every data set and method it solves the puzzles one after the
// other on one goroutine, each with its uniqueness proved (solutions
// counted up to 2, or counted in full for sets whose recorded counts
// exceed 1), checks every count and solution against the record, and
// prints puzzles per second. Other solvers' rates are not printed: a
// speed comparison holds only when both sides run on this machine in
// one sitting.
//
// Usage:
//
//	zqbench-sudoku [-data DIR] [-methods fast,ps12,dlx,zdd] [-sets a,b] [-max N] [-zddmax N]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/zqlang/zq/puzzles/sudoku"
)

var order = []string{
	"royle17.txt", "magictour_top1465.txt", "forum_hardest_1106.txt",
	"forum_hardest_1905_11plus_sub.txt", "serg_benchmark_multi.txt",
	"sgt_solo.txt", "janko_16x16.txt", "pzprjs.txt",
}

func main() {
	data := flag.String("data", "", "folder of the Sudoku data sets (default: ../shared/data/sudoku found from the working directory upwards)")
	methods := flag.String("methods", "fast,ps12,dlx,zdd", "methods to run, comma-separated")
	sets := flag.String("sets", "", "data set files to run, comma-separated (default: all present)")
	max := flag.Int("max", 0, "puzzles per data set and method (0 = all)")
	zddMax := flag.Int("zddmax", 200, "puzzles per data set for the zdd method (0 = all)")
	flag.Parse()

	dir := *data
	if dir == "" {
		dir = findData()
	}
	if dir == "" {
		fmt.Fprintln(os.Stderr, "zqbench-sudoku: data folder not found; give -data DIR")
		os.Exit(2)
	}
	var ms []sudoku.Method
	for _, name := range strings.Split(*methods, ",") {
		m, err := sudoku.ParseMethod(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-sudoku:", err)
			os.Exit(2)
		}
		ms = append(ms, m)
	}
	files := order
	if *sets != "" {
		files = strings.Split(*sets, ",")
	}
	runtime.GOMAXPROCS(1)
	fmt.Printf("data: %s (one goroutine, GOMAXPROCS=1; uniqueness proved: count up to 2, full count for multi-solution sets)\n\n", dir)
	const row = "%-34s %-6s %8s %9s %10s %9s %13s %12s\n"
	fmt.Printf(row, "set", "method", "puzzles", "wall s", "puzzles/s", "CPU s", "puzzles/CPU-s", "nodes/puzzle")
	failed := false
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			fmt.Printf("%-34s (absent)\n", f)
			continue
		}
		recs, err := sudoku.ReadRecords(bytes.NewReader(b))
		if err != nil {
			fmt.Fprintf(os.Stderr, "zqbench-sudoku: %s: %v\n", f, err)
			failed = true
			continue
		}
		multi := false
		for _, r := range recs {
			if r.Count != 1 {
				multi = true
			}
		}
		for _, m := range ms {
			n := len(recs)
			if *max > 0 && n > *max {
				n = *max
			}
			if m == sudoku.ZDD && *zddMax > 0 && n > *zddMax {
				n = *zddMax
			}
			limit := uint64(2)
			if multi {
				limit = 0
			}
			s := sudoku.NewSolver(m)
			var nodes uint64
			bad := 0
			start, cpu0 := time.Now(), cpuTime()
			for _, r := range recs[:n] {
				res, err := s.Solve(r.Puzzle, limit)
				nodes += res.Nodes
				if err != nil || !agrees(r, res, limit) {
					bad++
				}
			}
			el, cpu := time.Since(start).Seconds(), cpuTime()-cpu0
			fmt.Printf(row, f, m, fmt.Sprint(n), fmt.Sprintf("%.3f", el), fmt.Sprintf("%.0f", float64(n)/el),
				fmt.Sprintf("%.3f", cpu), fmt.Sprintf("%.0f", float64(n)/cpu), fmt.Sprintf("%.1f", float64(nodes)/float64(n)))
			if bad > 0 {
				fmt.Fprintf(os.Stderr, "zqbench-sudoku: %s %v: %d answers differ from the record\n", f, m, bad)
				failed = true
			}
		}
	}
	if failed {
		os.Exit(1)
	}
}

// agrees checks a result against the record.
func agrees(r *sudoku.Record, res sudoku.Result, limit uint64) bool {
	if r.Count >= 0 {
		want := uint64(r.Count)
		if limit > 0 && want > limit {
			want = limit
		}
		if res.Count != want {
			return false
		}
	}
	if res.Count == 0 {
		return true
	}
	if !r.Puzzle.IsSolutionOf(res.Solution) {
		return false
	}
	return r.Count != 1 || bytes.Equal(res.Solution, r.Solution)
}

// cpuTime returns the user and system CPU seconds of the process (the
// machine may be shared, so wall time alone can mislead).
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

// findData looks for shared/data/sudoku in the working directory and its
// parents.
func findData() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		for _, c := range []string{"shared/data/sudoku", "../shared/data/sudoku"} {
			p := filepath.Join(dir, c)
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				return p
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
