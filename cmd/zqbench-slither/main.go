// Command zqbench-slither measures the Slitherlink solver over the data
// set (time, peak memory and the share solved by deductions alone, by
// size) and the hint-set generator on random loops.
package main

import (
	"context"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/zqlang/zq/puzzles/slitherlink"
	"github.com/zqlang/zq/zdd"
)

var (
	maxStates int
	saveHints string
	genCells  int
	cellMask  string
	unique    bool
)

func main() {
	dir := flag.String("data", "../shared/data/slitherlink", "data-set folder")
	files := flag.String("files", "pzprjs.txt,loopy.txt,janko.txt", "data-set files, comma separated")
	only := flag.String("only", "", "only puzzles whose id contains this")
	verbose := flag.Bool("v", false, "one line per puzzle")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit per puzzle")
	gen := flag.String("gen", "5,6", "generator: board sides (cells) for random loops, comma separated; empty to skip (7 and more need several GiB)")
	genSeed := flag.Int64("seed", 1, "generator: random seed for the loops")
	skipSolve := flag.Bool("nosolve", false, "skip the data set")
	ids := flag.String("ids", "", "solve the game IDs of this file instead (one a line, optionally after a label and a tab) and print the splits and probing rounds of each")
	flag.IntVar(&maxStates, "maxstates", 0, "state budget of one construction before splitting (0: default)")
	flag.IntVar(&genCells, "cells", 0, "generator: number of candidate hint cells, spread evenly in row-major order (0: every cell)")
	flag.StringVar(&cellMask, "cellmask", "", "generator: candidate hint cells as rows separated by '/', '1' or 'x' a candidate, '0' or '.' not (overrides -cells)")
	flag.BoolVar(&unique, "unique", false, "generator: with -cells, pick the candidates by dropping cells (in an order drawn from -seed) while the clues of the remaining cells still fix the loop")
	flag.StringVar(&saveHints, "save", "", "generator: write each hint family to this file (the board side is appended)")
	flag.Parse()
	if *ids != "" {
		if err := solveIDs(*ids, *only, *timeout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if !*skipSolve {
		solveAll(*dir, strings.Split(*files, ","), *only, *verbose, *timeout)
	}
	if *gen != "" {
		for _, f := range strings.Split(*gen, ",") {
			var n int
			fmt.Sscan(f, &n)
			if n > 0 {
				genBench(n, *genSeed)
			}
		}
	}
}

type sizeStats struct {
	n, deduced, wrong int
	total, worst      time.Duration
	cpu, worstCPU     time.Duration
	worstID           string
	peak              uint64
}

func solveAll(dir string, files []string, only string, verbose bool, timeout time.Duration) {
	bySize := map[string]*sizeStats{}
	var keys []string
	all := &sizeStats{}
	for _, name := range files {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		es, err := slitherlink.ReadEntries(f)
		f.Close()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, e := range es {
			p := e.Puzzle
			if only != "" && !strings.Contains(p.ID, only) {
				continue
			}
			key := fmt.Sprintf("%dx%d", p.Rows, p.Cols)
			s := bySize[key]
			if s == nil {
				s = &sizeStats{}
				bySize[key] = s
				keys = append(keys, key)
			}
			runtime.GC()
			debug.FreeOSMemory()
			var ms0 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			stop := make(chan struct{})
			peakc := make(chan uint64)
			go func() {
				var peak uint64
				var ms runtime.MemStats
				for {
					select {
					case <-stop:
						peakc <- peak
						return
					case <-time.After(5 * time.Millisecond):
						runtime.ReadMemStats(&ms)
						if ms.HeapAlloc > peak {
							peak = ms.HeapAlloc
						}
					}
				}
			}()
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			m := zdd.New()
			var st slitherlink.Stats
			t0 := time.Now()
			c0 := cpuTime()
			sol, err := p.Solutions(ctx, m, slitherlink.Options{Stats: &st, MaxStates: maxStates})
			el := time.Since(t0)
			cpu := cpuTime() - c0
			cancel()
			var ms1 runtime.MemStats
			runtime.ReadMemStats(&ms1)
			close(stop)
			peak := <-peakc
			if ms1.HeapAlloc > peak {
				peak = ms1.HeapAlloc
			}
			if peak > ms0.HeapAlloc {
				peak -= ms0.HeapAlloc
			} else {
				peak = 0
			}
			status := "ok"
			if err != nil {
				status = "ERROR " + err.Error()
				s.wrong++
			} else {
				n := m.Count(sol)
				if e.Count >= 0 && n.Cmp(big.NewInt(e.Count)) != 0 {
					status = fmt.Sprintf("WRONG count %v, recorded %d", n, e.Count)
					s.wrong++
				} else if e.Count == 1 {
					got := slitherlink.FirstSets(m, sol, 1)[0]
					if p.EncodeSolution(got) != p.EncodeSolution(e.Solution) {
						status = "WRONG solution"
						s.wrong++
					}
				}
			}
			s.n++
			if st.Deduced {
				s.deduced++
			}
			s.total += el
			s.cpu += cpu
			if cpu > s.worstCPU {
				s.worstCPU = cpu
			}
			if el > s.worst {
				s.worst, s.worstID = el, p.ID
			}
			if peak > s.peak {
				s.peak = peak
			}
			if verbose || status != "ok" {
				fmt.Printf("%-28s %6s %10v cpu=%-10v open=%-5d splits=%-4d states=%-8d nodes=%-6d peak=%s ded=%v bld=%v %s\n",
					p.ID, key, el.Round(time.Microsecond), cpu.Round(time.Microsecond), st.Open, st.Splits, st.States, st.Nodes, mib(peak), st.DeduceTime.Round(time.Millisecond), st.BuildTime.Round(time.Millisecond), status)
			}
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		var a1, a2, b1, b2 int
		fmt.Sscanf(keys[i], "%dx%d", &a1, &a2)
		fmt.Sscanf(keys[j], "%dx%d", &b1, &b2)
		if a1*a2 != b1*b2 {
			return a1*a2 < b1*b2
		}
		return keys[i] < keys[j]
	})
	fmt.Printf("%-7s %5s %8s %10s %10s %-24s %10s %10s %9s %5s\n", "size", "n", "deduced", "mean", "max", "slowest", "cpu mean", "cpu max", "peak", "wrong")
	for _, k := range keys {
		s := bySize[k]
		fmt.Printf("%-7s %5d %7.0f%% %10v %10v %-24s %10v %10v %9s %5d\n", k, s.n, 100*float64(s.deduced)/float64(s.n),
			(s.total / time.Duration(s.n)).Round(time.Microsecond), s.worst.Round(time.Microsecond), s.worstID,
			(s.cpu / time.Duration(s.n)).Round(time.Microsecond), s.worstCPU.Round(time.Microsecond), mib(s.peak), s.wrong)
		all.cpu += s.cpu
		if s.worstCPU > all.worstCPU {
			all.worstCPU = s.worstCPU
		}
		all.n += s.n
		all.deduced += s.deduced
		all.wrong += s.wrong
		all.total += s.total
		if s.worst > all.worst {
			all.worst, all.worstID = s.worst, s.worstID
		}
		if s.peak > all.peak {
			all.peak = s.peak
		}
	}
	if all.n > 0 {
		fmt.Printf("%-7s %5d %7.0f%% %10v %10v %-24s %10v %10v %9s %5d\n", "all", all.n, 100*float64(all.deduced)/float64(all.n),
			(all.total / time.Duration(all.n)).Round(time.Microsecond), all.worst.Round(time.Microsecond), all.worstID,
			(all.cpu / time.Duration(all.n)).Round(time.Microsecond), all.worstCPU.Round(time.Microsecond), mib(all.peak), all.wrong)
	}
}

// solveIDs solves each game ID of the file (lines "label<TAB>gameid" or
// just the game ID; # starts a comment) and prints per puzzle the edges
// the deductions leave open, the splits, the probing rounds and the
// edges tried (these do not depend on the machine's load), the number of solutions, whether
// the solution passes Check, and the times; then the splits' worst,
// median and total.
func solveIDs(name, only string, timeout time.Duration) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var splits []int
	rounds, probes, bad := 0, 0, 0
	worst := ""
	for ln, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' {
			continue
		}
		label, id, ok := strings.Cut(l, "\t")
		if !ok {
			id = label
		}
		if only != "" && !strings.Contains(label, only) {
			continue
		}
		p, err := slitherlink.ParseGameID(id)
		if err != nil {
			return fmt.Errorf("%s:%d: %v", name, ln+1, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		m := zdd.New()
		var st slitherlink.Stats
		t0, c0 := time.Now(), cpuTime()
		sol, err := p.Solutions(ctx, m, slitherlink.Options{Stats: &st, MaxStates: maxStates})
		el, cpu := time.Since(t0), cpuTime()-c0
		cancel()
		status := "ok"
		count := "-"
		switch {
		case err != nil:
			status = "ERROR " + err.Error()
		default:
			n := m.Count(sol)
			count = n.String()
			if n.Cmp(big.NewInt(1)) != 0 {
				status = "NOT UNIQUE"
			} else if cerr := p.Check(slitherlink.FirstSets(m, sol, 1)[0], false); cerr != nil {
				status = "CHECK " + cerr.Error()
			}
		}
		if status != "ok" {
			bad++
		}
		if len(splits) == 0 || st.Splits > slices.Max(splits) {
			worst = label
		}
		splits = append(splits, st.Splits)
		rounds += st.Rounds
		probes += st.Probes
		fmt.Printf("%-28s %dx%d open=%-5d splits=%-5d rounds=%-6d probes=%-7d solutions=%s time=%v cpu=%v %s\n", label, p.Rows, p.Cols,
			st.Open, st.Splits, st.Rounds, st.Probes, count, el.Round(time.Millisecond), cpu.Round(time.Millisecond), status)
	}
	if len(splits) == 0 {
		return nil
	}
	total := 0
	for _, s := range splits {
		total += s
	}
	sorted := slices.Sorted(slices.Values(splits))
	fmt.Printf("%d puzzles: splits worst %d (%s), median %d, total %d; probing rounds total %d, edges tried %d; %d not solved uniquely\n",
		len(splits), sorted[len(sorted)-1], worst, sorted[len(sorted)/2], total, rounds, probes, bad)
	return nil
}

// cpuTime is the processor time used by this process so far (user and
// system), which the load of other processes does not inflate.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func mib(b uint64) string { return fmt.Sprintf("%.1fMiB", float64(b)/(1<<20)) }

// candidates returns the candidate hint cells of an n x n board chosen
// by -cellmask or -cells, or nil (every cell) when neither is given.
func candidates(n int) ([]int, error) {
	if cellMask != "" {
		rows := strings.Split(cellMask, "/")
		if len(rows) != n {
			return nil, fmt.Errorf("cellmask: %d rows, board has %d", len(rows), n)
		}
		var cands []int
		for r, row := range rows {
			if len(row) != n {
				return nil, fmt.Errorf("cellmask: row %d (counting from 0) has %d cells, board has %d", r, len(row), n)
			}
			for c, ch := range row {
				switch ch {
				case '1', 'x', 'X':
					cands = append(cands, r*n+c)
				case '0', '.':
				default:
					return nil, fmt.Errorf("cellmask: cell (%d, %d): bad character %q", r, c, ch)
				}
			}
		}
		return cands, nil
	}
	if genCells <= 0 || genCells >= n*n {
		return nil, nil
	}
	cands := make([]int, genCells)
	for i := range cands {
		// i*n*n/k rounded to nearest keeps the cells evenly spaced and distinct
		cands[i] = (2*i*n*n + n*n) / (2 * genCells)
	}
	return cands, nil
}

// genBench runs the hint-set generator on a random loop of an n x n
// board (drawn uniformly among its loops of at least 3n edges), with
// the candidate cells chosen by -cells or -cellmask (default every cell).
func genBench(n int, seed int64) {
	cands, err := candidates(n)
	if err != nil {
		fmt.Println(err)
		return
	}
	ncand := n * n
	if cands != nil {
		ncand = len(cands)
	}
	rng := rand.New(rand.NewPCG(uint64(seed), uint64(n)))
	p, _ := slitherlink.New(n, n)
	m := zdd.New()
	ctx := context.Background()
	cyc, err := p.Solutions(ctx, m, slitherlink.Options{NoDeduce: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	var loop []uint32
	for len(loop) < 3*n {
		loop = m.Sample(cyc, rng, 1)[0]
	}
	fmt.Printf("\ngenerator %dx%d, %d candidate cells, random loop of %d edges:\n%s", n, n, ncand, len(loop), p.Render(loop, slitherlink.RenderOptions{ASCII: true}))
	if unique && cellMask == "" && genCells > 0 && genCells < n*n {
		cands = uniqueCands(ctx, p, loop, genCells, rng)
		ncand = len(cands)
	}
	if cands != nil {
		fmt.Printf("  candidates (x):\n%s", maskString(n, cands))
		all := make([]uint32, len(cands))
		for i, c := range cands {
			all[i] = uint32(c)
		}
		m2 := zdd.New()
		if sol, err := p.HintPuzzle(loop, all).Solutions(ctx, m2, slitherlink.Options{}); err == nil {
			fmt.Printf("  solutions with every candidate clued: %v (0 hint sets unless 1)\n", m2.Count(sol))
		}
	}
	runtime.GC()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	t0, c0 := time.Now(), cpuTime()
	h, err := p.Hints(ctx, m, loop, cands)
	el, cpu := time.Since(t0), cpuTime()-c0
	runtime.ReadMemStats(&ms1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("  hint sets: %v (ZDD %d nodes) in %v (cpu %v), heap %s, total allocated %s\n", m.Count(h), m.NodeCount(h),
		el.Round(time.Millisecond), cpu.Round(time.Millisecond), mib(ms1.HeapAlloc), mib(ms1.TotalAlloc-ms0.TotalAlloc))
	if saveHints != "" {
		name := fmt.Sprintf("%s.%d", saveHints, n)
		f, err := os.Create(name)
		if err == nil {
			err = m.Save(f, h)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Println(err)
		} else {
			fmt.Printf("  saved to %s\n", name)
		}
	}
	if checkHints(ctx, m, p, loop, h, rng) {
		fmt.Println("  check: 10 sampled hint sets fix the loop")
	}
	t1, c1 := time.Now(), cpuTime()
	mn := m.Minimal(h)
	fmt.Printf("  minimal: %v (ZDD %d nodes) in %v (cpu %v)\n", m.Count(mn), m.NodeCount(mn), time.Since(t1).Round(time.Millisecond), (cpuTime() - c1).Round(time.Millisecond))
	t2, c2 := time.Now(), cpuTime()
	mm := m.Minimum(h)
	var size int
	if s := slitherlink.FirstSets(m, mm, 1); len(s) > 0 {
		size = len(s[0])
	}
	fmt.Printf("  minimum: %v sets of %d hints in %v (cpu %v)\n", m.Count(mm), size, time.Since(t2).Round(time.Millisecond), (cpuTime() - c2).Round(time.Millisecond))
	hard := p.Hardest(m, mn, loop)
	if s := slitherlink.FirstSets(m, hard, 1); len(s) > 0 {
		fmt.Printf("  hardest minimal (key 4s,0s,3s,1s,2s = %v), %v such:\n%s", p.DifficultyKey(loop, s[0]), m.Count(hard),
			p.HintPuzzle(loop, s[0]).Render(nil, slitherlink.RenderOptions{ASCII: true}))
	}
}

// maskString draws the candidate cells of an n x n board, one text row
// per board row.
func maskString(n int, cands []int) string {
	b := []byte(strings.Repeat(strings.Repeat(".", n)+"\n", n))
	for _, c := range cands {
		b[c/n*(n+1)+c%n] = 'x'
	}
	return string(b)
}

// fixes reports whether the clues of loop on the given cells make loop
// the unique solution.
func fixes(ctx context.Context, p *slitherlink.Puzzle, loop []uint32, cells []int) bool {
	hs := make([]uint32, len(cells))
	for i, c := range cells {
		hs[i] = uint32(c)
	}
	m := zdd.New()
	sol, err := p.HintPuzzle(loop, hs).Solutions(ctx, m, slitherlink.Options{})
	if err != nil {
		return false
	}
	n, ok := m.Count64(sol)
	return ok && n == 1
}

// uniqueCands drops cells of the board one by one, in an order drawn
// from rng, keeping a cell only when dropping it would let another loop
// fit the remaining clues, until k cells remain or no cell can go. The
// result (sorted) is a candidate set whose full clue set fixes loop.
func uniqueCands(ctx context.Context, p *slitherlink.Puzzle, loop []uint32, k int, rng *rand.Rand) []int {
	in := make([]bool, p.Rows*p.Cols)
	for i := range in {
		in[i] = true
	}
	left := len(in)
	list := func() []int {
		var cs []int
		for i, b := range in {
			if b {
				cs = append(cs, i)
			}
		}
		return cs
	}
	for _, c := range rng.Perm(len(in)) {
		if left <= k {
			break
		}
		in[c] = false
		if fixes(ctx, p, loop, list()) {
			left--
		} else {
			in[c] = true
		}
	}
	return list()
}

// checkHints solves the puzzles of up to 10 hint sets sampled from h
// and reports whether each has loop as its unique solution, printing
// the first that does not.
func checkHints(ctx context.Context, m *zdd.Manager, p *slitherlink.Puzzle, loop []uint32, h zdd.Node, rng *rand.Rand) bool {
	if h == zdd.Empty {
		return false
	}
	for _, set := range m.Sample(h, rng, 10) {
		cells := make([]int, len(set))
		for i, v := range set {
			cells[i] = int(v)
		}
		if !fixes(ctx, p, loop, cells) {
			fmt.Printf("  CHECK FAILED: hint set %v does not fix the loop\n", set)
			return false
		}
	}
	return true
}
