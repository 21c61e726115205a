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
	"strings"
	"time"

	"github.com/zqlang/zq/internal/benchtab"
	"github.com/zqlang/zq/puzzles/hitori"
	"github.com/zqlang/zq/zdd"
)

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
	tab := benchtab.Table{Open: true}
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
		r := tab.Row(params)
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
		r.N++
		r.Open += st.Open
		r.States += st.States
		r.Peak = max(r.Peak, st.PeakStates)
		r.Nodes += m.NodeCount(root)
		r.ZDD += took
		var satTook time.Duration
		if *sat {
			start := time.Now()
			a, err := p.SolveSAT(ctx, "sat")
			satTook = time.Since(start)
			if err != nil || a.Count != 1 || !slices.Equal(a.Solution, benchtab.Ints(e.Solution)) {
				fmt.Printf("%s: SAT finds %d solutions (%v)\n", e.ID, a.Count, err)
				bad++
			}
			r.SAT += satTook
		}
		if *verbose {
			fmt.Printf("%-22s %5d open %8d states %7d peak %5d nodes  zdd %9.3f ms  sat %9.3f ms\n", e.ID, st.Open, st.States, st.PeakStates, m.NodeCount(root), benchtab.MS(took), benchtab.MS(satTook))
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hitori:", err)
		os.Exit(1)
	}
	tab.Print(os.Stdout)
	if bad > 0 {
		fmt.Printf("%d disagreements with the record\n", bad)
		os.Exit(1)
	}
}
