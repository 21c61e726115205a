// Command zqbench-numlin solves the Numberlink boards of a data set file
// and prints, per board and rule, the number of solutions, the time and
// the peak heap memory, then a summary by board size.
//
// With -deduce it runs only the deductions made before construction and
// prints how many edges they fix. Under rule A, boards of at least
// numberlink.AutoBackboneCells cells first have the edges that take one
// value in every solution proved with the SAT solver (see
// numberlink.Options.Backbone); -backbone does so on every board,
// -nobackbone on none. -noprobe skips the probing half of the deductions
// (numberlink.Options.NoProbe).
//
// With -anchor PATH (TdZdd's ddnumlin, built outside the project) each
// rule-A board instead runs as a whole zq process (this program on that
// board alone) and as "ddnumlin -k 0 -m 0" in turn, -pairs times; the
// counts are checked equal and the median ratios zq/anchor of wall time
// and peak memory are printed per board and per size class. A board the
// anchor does not settle within -timeout is reported as such.
//
// With -random it takes, instead of the data set, boards made by
// numberlink.Random (-n per size, from -seed), each with its planted
// solution recorded as the answer: a run fails on a board whose planted
// solution is not among those found. Every mode but -gen and -board
// takes them, -anchor included.
//
// With -gen it instead enumerates the good instances of grid graphs
// (every pair placement with exactly one solution, covering all cells)
// and prints their number, the least number of pairs and the ZDD size.
//
// Usage:
//
//	go run ./cmd/zqbench-numlin [-data dir] [-rules A,B,C] [-timeout 60s] [-unknown] [-id regexp] [-backbone | -nobackbone] [-noprobe] [-deduce]
//	go run ./cmd/zqbench-numlin -random 20x20,40x30 [-n 5] [-seed 1] [-maxlen 0] [-moves 20] [other flags]
//	go run ./cmd/zqbench-numlin -gen 3x3,4x4 [-maxpairs l]
package main

import (
	"context"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/internal/anchor"
	"github.com/zqlang/zq/puzzles/numberlink"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

func main() {
	data := flag.String("data", "../shared/data/numberlink", "directory of the data set files (*.txt)")
	rules := flag.String("rules", "A", "comma-separated rules to run (A, B, C)")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit per board and rule")
	unknown := flag.Bool("unknown", false, "also run the boards without a recorded solution")
	idRE := flag.String("id", "", "only boards whose id matches this regular expression")
	workers := flag.Int("workers", 0, "builder goroutines (0 = all cores)")
	onlyRecorded := flag.Bool("recorded", false, "for rules B and C, only boards whose count is recorded")
	gen := flag.String("gen", "", "instead of solving, enumerate the good instances of these grids (e.g. 3x3,4x4)")
	maxPairs := flag.Int("maxpairs", 0, "with -gen: only instances with at most this many pairs")
	backbone := flag.Bool("backbone", false, "rule A: fix the edges common to all solutions with the SAT solver before construction, on every board")
	noBackbone := flag.Bool("nobackbone", false, "rule A: never run the SAT backbone (by default it runs on large boards)")
	deduceOnly := flag.Bool("deduce", false, "only run the deductions and print how many edges they fix")
	noProbe := flag.Bool("noprobe", false, "skip the probing half of the deductions")
	anchorBin := flag.String("anchor", "", "path of TdZdd's ddnumlin: run it and zq in turn on each rule-A board and print the ratios")
	pairs := flag.Int("pairs", 3, "with -anchor: runs of each side")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the run to this file")
	boardFile := flag.String("board", "", "solve the one board of this file under rule A and print its count (the zq side of -anchor)")
	random := flag.String("random", "", "instead of the data set, boards made by numberlink.Random with a planted rule-A solution, of these sizes (e.g. 20x20,40x30: columns x rows)")
	randomN := flag.Int("n", 5, "with -random: boards per size")
	seed := flag.Uint64("seed", 1, "with -random: the random seed")
	maxLen := flag.Int("maxlen", 0, "with -random: the most cells a path may have (0 = columns + rows)")
	moves := flag.Float64("moves", 0, "with -random: backbite moves per cell (0 = 20); fewer make longer paths and fewer pairs (0.3-0.5: about 25-30 cells per pair on 50x50)")
	flag.Parse()
	source = boardSource{dir: *data, random: *random, n: *randomN, seed: *seed, opt: numberlink.RandomOptions{MaxLen: *maxLen, Moves: *moves}}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-numlin:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	if *boardFile != "" {
		cfg := numberlink.Options{Workers: *workers, Backbone: *backbone, NoBackbone: *noBackbone, NoProbe: *noProbe}
		if err := solveBoard(*boardFile, cfg); err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-numlin:", err)
			os.Exit(1)
		}
		return
	}
	if *anchorBin != "" {
		var pass []string
		for _, f := range []struct {
			on   bool
			name string
		}{{*backbone, "-backbone"}, {*noBackbone, "-nobackbone"}, {*noProbe, "-noprobe"}} {
			if f.on {
				pass = append(pass, f.name)
			}
		}
		if *workers != 0 {
			pass = append(pass, "-workers", strconv.Itoa(*workers))
		}
		if err := compare(*anchorBin, *idRE, *unknown, *pairs, *timeout, pass); err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-numlin:", err)
			os.Exit(1)
		}
		return
	}
	if *gen != "" {
		if err := runGen(*gen, *maxPairs, *timeout); err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-numlin:", err)
			os.Exit(1)
		}
		return
	}
	cfg := config{backbone: *backbone, noBackbone: *noBackbone, deduceOnly: *deduceOnly, noProbe: *noProbe}
	if err := run(*rules, *timeout, *unknown, *idRE, *workers, *onlyRecorded, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-numlin:", err)
		os.Exit(1)
	}
}

type result struct {
	size    int
	secs    float64
	peakMiB float64
	failed  bool
}

// config holds the solving switches of a run.
type config struct {
	backbone, noBackbone, deduceOnly, noProbe bool
}

func run(ruleList string, timeout time.Duration, unknown bool, idRE string, workers int, onlyRecorded bool, cfg config) error {
	var rs []numberlink.Rule
	for _, s := range strings.Split(ruleList, ",") {
		r, err := numberlink.ParseRule(s)
		if err != nil {
			return err
		}
		rs = append(rs, r)
	}
	insts, err := boards(idRE, unknown)
	if err != nil {
		return err
	}
	fmt.Printf("%-22s %7s %4s %5s %12s %5s %9s %9s %10s %s\n", "id", "WxH", "rule", "pairs", "count", "rec", "time(s)", "peak(MiB)", "zdd-nodes", "note")
	byClass := map[string][]result{}
	var classes []string
	for _, in := range insts {
		p := in.Puzzle
		for _, rule := range rs {
			rec := in.Counts[rule]
			if rule != numberlink.RuleA && onlyRecorded && !rec.Known {
				continue
			}
			var res result
			var line string
			if cfg.deduceOnly {
				res, line = deduce(in, rule, timeout, workers, cfg)
			} else {
				res, line = solve(in, rule, timeout, workers, cfg)
			}
			fmt.Println(line)
			class := sizeClass(p.Rows * p.Cols)
			if _, ok := byClass[class]; !ok {
				classes = append(classes, class)
			}
			byClass[class] = append(byClass[class], res)
		}
	}
	fmt.Println()
	fmt.Printf("%-12s %6s %7s %10s %10s %10s\n", "cells", "runs", "failed", "median(s)", "max(s)", "peak(MiB)")
	sort.Slice(classes, func(i, j int) bool { return classOrder(classes[i]) < classOrder(classes[j]) })
	for _, c := range classes {
		rs := byClass[c]
		var ts []float64
		failed := 0
		peak := 0.0
		for _, r := range rs {
			ts = append(ts, r.secs)
			if r.failed {
				failed++
			}
			peak = max(peak, r.peakMiB)
		}
		sort.Float64s(ts)
		fmt.Printf("%-12s %6d %7d %10.3f %10.3f %10.1f\n", c, len(rs), failed, ts[len(ts)/2], ts[len(ts)-1], peak)
	}
	return nil
}

var classBounds = []int{50, 100, 200, 400, 800, 1600, 3200}

func sizeClass(n int) string {
	lo := 0
	for _, b := range classBounds {
		if n <= b {
			return fmt.Sprintf("%d-%d", lo+1, b)
		}
		lo = b
	}
	return fmt.Sprintf(">%d", lo)
}

func classOrder(c string) int {
	for i, b := range classBounds {
		if strings.HasSuffix(c, fmt.Sprintf("-%d", b)) {
			return i
		}
	}
	return len(classBounds)
}

func runGen(list string, maxPairs int, timeout time.Duration) error {
	fmt.Printf("%-7s %5s %20s %9s %10s %10s %9s %9s\n", "grid", "l", "good-instances", "min-pairs", "zdd-nodes", "max-states", "time(s)", "peak(MiB)")
	for _, sz := range strings.Split(list, ",") {
		var r, c int
		if _, err := fmt.Sscanf(sz, "%dx%d", &r, &c); err != nil {
			return fmt.Errorf("bad grid size %q", sz)
		}
		g, err := graph.Grid(r, c)
		if err != nil {
			return err
		}
		runtime.GC()
		stop, peak := watchMemory()
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		m := zdd.New()
		t0 := time.Now()
		res, err := numberlink.GoodInstances(ctx, m, g, numberlink.GenOptions{MaxPairs: maxPairs})
		cancel()
		secs := time.Since(t0).Seconds()
		mib := stop()
		_ = peak
		if err != nil {
			fmt.Printf("%-7s %5d %20s %9s %10s %10s %9.3f %9.1f %v\n", sz, maxPairs, "-", "-", "-", "-", secs, mib, err)
			continue
		}
		fmt.Printf("%-7s %5d %20v %9d %10d %10d %9.3f %9.1f\n", sz, maxPairs, res.Count, res.MinPairs, m.NodeCount(res.Good), res.MaxStates, secs, mib)
	}
	return nil
}

// watchMemory samples the heap until the returned stop function is
// called, which returns the peak in MiB.
func watchMemory() (func() float64, *atomic.Uint64) {
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var ms runtime.MemStats
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peak.Load() {
				peak.Store(ms.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	return func() float64 {
		close(stop)
		<-done
		return float64(peak.Load()) / (1 << 20)
	}, &peak
}

// deduce runs only the deductions of a board and reports the edges they
// fix.
func deduce(in *numberlink.Instance, rule numberlink.Rule, timeout time.Duration, workers int, cfg config) (result, string) {
	p := in.Puzzle
	runtime.GC()
	stop, _ := watchMemory()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	t0 := time.Now()
	opt := numberlink.Options{Workers: workers, Backbone: cfg.backbone, NoBackbone: cfg.noBackbone, NoProbe: cfg.noProbe}
	fin, fout, ok, err := p.Forced(ctx, rule, opt)
	secs := time.Since(t0).Seconds()
	res := result{size: p.Rows * p.Cols, secs: secs, peakMiB: stop()}
	head := fmt.Sprintf("%-22s %7s %4v %5d", p.ID, fmt.Sprintf("%dx%d", p.Cols, p.Rows), rule, p.Pairs())
	m := p.Graph().M()
	switch {
	case err != nil:
		res.failed = true
		return res, fmt.Sprintf("%s %12s %5v %9.3f %9.1f %10s %v", head, "-", in.Counts[rule], secs, res.peakMiB, "-", err)
	case !ok:
		return res, fmt.Sprintf("%s %12s %5v %9.3f %9.1f %10s no solution", head, "0", in.Counts[rule], secs, res.peakMiB, "-")
	}
	return res, fmt.Sprintf("%s %12s %5v %9.3f %9.1f %10s fixed %d/%d (in %d, out %d)", head, "-", in.Counts[rule], secs, res.peakMiB, "-",
		len(fin)+len(fout), m, len(fin), len(fout))
}

func solve(in *numberlink.Instance, rule numberlink.Rule, timeout time.Duration, workers int, cfg config) (result, string) {
	p := in.Puzzle
	runtime.GC()
	debug.FreeOSMemory()
	stop, _ := watchMemory()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	m := zdd.New()
	maxStates := 0
	t0 := time.Now()
	f, err := p.Solutions(ctx, m, rule, numberlink.Options{Workers: workers, Backbone: cfg.backbone, NoBackbone: cfg.noBackbone, NoProbe: cfg.noProbe, Progress: func(pr topdown.Progress) {
		if !pr.Reducing {
			maxStates = max(maxStates, pr.States)
		}
	}})
	secs := time.Since(t0).Seconds()
	res := result{size: p.Rows * p.Cols, secs: secs, peakMiB: stop()}
	head := fmt.Sprintf("%-22s %7s %4v %5d", p.ID, fmt.Sprintf("%dx%d", p.Cols, p.Rows), rule, p.Pairs())
	if err != nil {
		res.failed = true
		return res, fmt.Sprintf("%s %12s %5v %9.3f %9.1f %10s %v", head, "-", in.Counts[rule], secs, res.peakMiB, "-", err)
	}
	n := m.Count(f)
	note := fmt.Sprintf("states<=%d", maxStates)
	if in.Counts[rule].Known && (!n.IsInt64() || !in.Counts[rule].Matches(n.Int64())) {
		note += " MISMATCH"
		res.failed = true
	}
	if rule == numberlink.RuleA && in.Status == "A" && in.Answer != nil {
		// the recorded rule-A answer must be one of the solutions
		if set, err := p.Check(in.Answer, rule); err != nil || !m.Contains(f, set) {
			note += " ANSWER-MISSING"
			res.failed = true
		}
	}
	if n.Sign() > 0 {
		// Check one solution against the rules (Labels checks the paths;
		// Check the cover and, as its label grid form requires, that no
		// path touches itself, which holds under rule A) and the
		// recorded answer.
		lab, err := p.Labels(m.Sets(f, 1)[0])
		if err == nil && rule == numberlink.RuleA {
			_, err = p.Check(lab, rule)
		}
		switch {
		case err != nil:
			note += " CHECK-FAILED: " + err.Error()
			res.failed = true
		case n.Cmp(big.NewInt(1)) == 0 && in.Answer != nil && in.Status == rule.String() && !slices.Equal(lab, in.Answer):
			note += " ANSWER-DIFFERS"
			res.failed = true
		default:
			note += " checked"
		}
	}
	return res, fmt.Sprintf("%s %12v %5v %9.3f %9.1f %10d %s", head, n, in.Counts[rule], secs, res.peakMiB, m.NodeCount(f), note)
}

// compare runs zq and the anchor in turn on every rule-A board of the
// data set (matching idRE) and prints the ratios.
func compare(bin, idRE string, unknown bool, pairs int, timeout time.Duration, pass []string) error {
	if pairs < 1 {
		return fmt.Errorf("-pairs must be at least 1")
	}
	insts, err := boards(idRE, unknown)
	if err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "zqbench-anchor")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	fmt.Printf("# rule A, whole processes, %d alternating pairs per board: zq/anchor median (spread)\n", pairs)
	type ratio struct{ wall, mem float64 }
	byClass := map[string][]ratio{}
	var classes []string
	unsettled, differ := 0, 0
	for _, in := range insts {
		p := in.Puzzle
		input := filepath.Join(tmp, "board.dat")
		if err := os.WriteFile(input, []byte(anchorInput(p)), 0o644); err != nil {
			return err
		}
		own := filepath.Join(tmp, "board.txt")
		if err := os.WriteFile(own, []byte(p.String()), 0o644); err != nil {
			return err
		}
		zq := append([]string{"-board", own}, pass...)
		an := []string{"-k", "0", "-m", "0", input}
		pr := anchor.Alternate(pairs, func() anchor.Run { return anchor.Within(timeout+5*time.Second, exe, zq...) },
			func() anchor.Run { return anchor.Within(timeout, bin, an...) })
		head := fmt.Sprintf("%-22s %7s %5d cells:", p.ID, fmt.Sprintf("%dx%d", p.Cols, p.Rows), p.Rows*p.Cols)
		if err := pr.Err(); err != nil {
			unsettled++
			fmt.Printf("%s %v\n", head, err)
			continue
		}
		zc := strings.TrimSpace(pr.A[0].Out)
		ac := ""
		for _, line := range strings.Split(pr.B[0].Out+pr.B[0].ErrOut, "\n") {
			if _, after, ok := strings.Cut(line, "#solution = "); ok {
				ac = strings.TrimSpace(after)
			}
		}
		note := ""
		if zc == "" || ac == "" {
			return fmt.Errorf("%s: zq counts %q, the anchor %q", p.ID, zc, ac)
		}
		if zc != ac {
			// ddnumlin's no-touch rule is not exactly rule A: say so.
			note = fmt.Sprintf(" [counts differ: zq rule A %s, anchor %s]", zc, ac)
			differ++
		}
		fmt.Printf("%s %s%s\n", head, pr.Summary(), note)
		wall, mem := pr.Ratios()
		class := sizeClass(p.Rows * p.Cols)
		if _, ok := byClass[class]; !ok {
			classes = append(classes, class)
		}
		byClass[class] = append(byClass[class], ratio{anchor.Median(wall), anchor.Median(mem)})
	}
	fmt.Println()
	fmt.Printf("%-12s %6s %14s %14s %14s\n", "cells", "boards", "time median", "time max", "memory median")
	sort.Slice(classes, func(i, j int) bool { return classOrder(classes[i]) < classOrder(classes[j]) })
	for _, c := range classes {
		var ws, ms []float64
		for _, r := range byClass[c] {
			ws, ms = append(ws, r.wall), append(ms, r.mem)
		}
		fmt.Printf("%-12s %6d %14.2f %14.2f %14.2f\n", c, len(ws), anchor.Median(ws), slices.Max(ws), anchor.Median(ms))
	}
	if unsettled > 0 {
		fmt.Printf("%d boards without an answer from one side within the time limit\n", unsettled)
	}
	if differ > 0 {
		fmt.Printf("%d boards counted differently (the anchor's rule is not exactly rule A)\n", differ)
	}
	return nil
}

// anchorInput is a board as ddnumlin reads it: "W H", then the rows
// with '-' for an empty cell.
func anchorInput(p *numberlink.Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.Cols, p.Rows)
	for r := 0; r < p.Rows; r++ {
		row := make([]string, p.Cols)
		for c := range row {
			if x := p.Cells[r*p.Cols+c]; x != 0 {
				row[c] = strconv.Itoa(x)
			} else {
				row[c] = "-"
			}
		}
		b.WriteString(strings.Join(row, " ") + "\n")
	}
	return b.String()
}

// boardSource says where the boards come from: the data set files of
// dir, or, if random is set, boards of those sizes made by
// numberlink.Random.
type boardSource struct {
	dir    string
	random string
	n      int
	seed   uint64
	opt    numberlink.RandomOptions
}

// source is the run's (set from the flags).
var source boardSource

// boards returns the boards of the run's source whose id matches idRE,
// leaving out data-set boards of unknown status unless asked.
func boards(idRE string, unknown bool) ([]*numberlink.Instance, error) {
	var re *regexp.Regexp
	if idRE != "" {
		var err error
		if re, err = regexp.Compile(idRE); err != nil {
			return nil, err
		}
	}
	if source.random != "" {
		return randomBoards(re)
	}
	dir := source.dir
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		return nil, fmt.Errorf("no data set files in %s", dir)
	}
	sort.Strings(files)
	var out []*numberlink.Instance
	for _, file := range files {
		fh, err := os.Open(file)
		if err != nil {
			return nil, err
		}
		insts, err := numberlink.ReadSet(fh)
		fh.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		for _, in := range insts {
			if re != nil && !re.MatchString(in.Puzzle.ID) || in.Status == "unknown" && !unknown {
				continue
			}
			out = append(out, in)
		}
	}
	return out, nil
}

// randomBoards makes the boards of source.random, each with its planted
// solution as the recorded rule-A answer.
func randomBoards(re *regexp.Regexp) ([]*numberlink.Instance, error) {
	rng := rand.New(rand.NewPCG(source.seed, 0))
	var out []*numberlink.Instance
	for _, size := range strings.Split(source.random, ",") {
		var cols, rows int
		if _, err := fmt.Sscanf(strings.TrimSpace(size), "%dx%d", &cols, &rows); err != nil {
			return nil, fmt.Errorf("-random: size %q: want columns x rows, as 20x20", size)
		}
		for k := 0; k < source.n; k++ {
			p, lab, err := numberlink.Random(rng, rows, cols, source.opt)
			if err != nil {
				return nil, err
			}
			p.ID = fmt.Sprintf("random-%dx%d-%d-%02d", cols, rows, source.seed, k)
			if re != nil && !re.MatchString(p.ID) {
				continue
			}
			out = append(out, &numberlink.Instance{Puzzle: p, Status: "A", Answer: lab})
		}
	}
	return out, nil
}

// solveBoard solves the board of file under rule A, as a user of zq
// would (parse, solve, count), and prints the count.
func solveBoard(file string, opt numberlink.Options) error {
	text, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	p, err := numberlink.Parse(string(text))
	if err != nil {
		return err
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, numberlink.RuleA, opt)
	if err != nil {
		return err
	}
	fmt.Println(m.Count(f))
	return nil
}
