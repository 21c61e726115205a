// Command zqbench-hitori measures the Hitori solvers on the data set
// made by sgt-singles (puzzles/hitori/testdata/singles.txt): for every
// puzzle it builds the ZDD of every solution (after the deductions, or
// with -nodeduce by the frontier search alone on boards up to -max
// cells) and, with -sat, solves it by SAT with the uniqueness check;
// it checks each solution against the record and prints, per size and
// difficulty, the puzzles, the cells the deductions left open, the
// builder's states (total and peak per level) and the ZDD's nodes,
// which do not depend on the machine, and the time, which holds only
// when measured on a quiet machine.
//
// Usage:
//
//	zqbench-hitori [-data FILE] [-nodeduce [-max CELLS]] [-sat] [-v]
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/zqlang/zq/puzzles/hitori"
	"github.com/zqlang/zq/zdd"
)

type row struct {
	n, open, states, peak, nodes int
	zdd, sat                     time.Duration
}

func main() {
	data := flag.String("data", "puzzles/hitori/testdata/singles.txt", "the data set")
	noDeduce := flag.Bool("nodeduce", false, "build by the frontier search alone, without the deductions")
	maxCells := flag.Int("max", 225, "with -nodeduce, skip boards of more cells")
	sat := flag.Bool("sat", false, "also solve by SAT (cadical)")
	verbose := flag.Bool("v", false, "one line per puzzle")
	flag.Parse()
	f, err := os.Open(*data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hitori:", err)
		os.Exit(2)
	}
	defer f.Close()
	rows := map[string]*row{}
	var keys []string
	bad := 0
	ctx := context.Background()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || l[0] == '#' {
			continue
		}
		e, err := hitori.ParseLine(l)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-hitori:", err)
			os.Exit(1)
		}
		p := e.Puzzle
		if *noDeduce && p.Cells() > *maxCells {
			continue
		}
		params := e.Meta["params"]
		r := rows[params]
		if r == nil {
			r = &row{}
			rows[params] = r
			keys = append(keys, params)
		}
		m := zdd.New()
		var st hitori.Stats
		start := time.Now()
		root, err := p.Solutions(ctx, m, hitori.Options{NoDeduce: *noDeduce, Stats: &st})
		took := time.Since(start)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-hitori:", e.ID, err)
			os.Exit(1)
		}
		if root != m.SetOf(e.Solution) {
			fmt.Printf("%s: %v solutions, not the one recorded\n", e.ID, m.Count(root))
			bad++
		}
		r.n++
		r.open += st.Open
		r.states += st.States
		r.peak = max(r.peak, st.PeakStates)
		r.nodes += m.NodeCount(root)
		r.zdd += took
		var satTook time.Duration
		if *sat {
			start := time.Now()
			a, err := p.SolveSAT(ctx, "sat")
			satTook = time.Since(start)
			if err != nil || a.Count != 1 || !slices.Equal(a.Solution, ints(e.Solution)) {
				fmt.Printf("%s: SAT finds %d solutions (%v)\n", e.ID, a.Count, err)
				bad++
			}
			r.sat += satTook
		}
		if *verbose {
			fmt.Printf("%-22s %5d open %8d states %7d peak %5d nodes  zdd %9.3f ms  sat %9.3f ms\n", e.ID, st.Open, st.States, st.PeakStates, m.NodeCount(root), ms(took), ms(satTook))
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hitori:", err)
		os.Exit(1)
	}
	sort.SliceStable(keys, func(i, j int) bool { return cells(keys[i]) < cells(keys[j]) })
	fmt.Printf("%-10s %4s %6s %10s %8s %8s %12s %12s\n", "params", "n", "open", "states", "peak", "nodes", "zdd ms/puz", "sat ms/puz")
	for _, k := range keys {
		r := rows[k]
		fmt.Printf("%-10s %4d %6d %10d %8d %8d %12.3f %12.3f\n", k, r.n, r.open, r.states, r.peak, r.nodes, ms(r.zdd)/float64(r.n), ms(r.sat)/float64(r.n))
	}
	if bad > 0 {
		fmt.Printf("%d disagreements with the record\n", bad)
		os.Exit(1)
	}
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

// cells is the board size of parameters "WxHdX".
func cells(params string) int {
	var w, h int
	fmt.Sscanf(params, "%dx%d", &w, &h)
	return w * h
}

func ints(set []uint32) []int {
	out := make([]int, len(set))
	for i, e := range set {
		out[i] = int(e)
	}
	return out
}
