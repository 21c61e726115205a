// Command zqbench-masyu measures the Masyu solvers on the data set made
// by sgt-pearl (puzzles/masyu/testdata/sgt_pearl.txt): for every puzzle
// it builds the ZDD of every solution and, with -sat, solves it by SAT
// with the uniqueness check; it checks each count and solution against
// the record and prints, per size and difficulty, the puzzles, the
// builder's states (total and peak per level, which do not depend on
// the machine), the ZDD's nodes and the time. Times hold only when
// measured on a quiet machine.
//
// Usage:
//
//	zqbench-masyu [-data FILE] [-sat] [-v]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/zqlang/zq/internal/benchtab"
	"github.com/zqlang/zq/puzzles/masyu"
	"github.com/zqlang/zq/zdd"
)

func main() {
	data := flag.String("data", "puzzles/masyu/testdata/sgt_pearl.txt", "the data set")
	sat := flag.Bool("sat", false, "also solve by SAT (cadical)")
	verbose := flag.Bool("v", false, "one line per puzzle")
	flag.Parse()
	text, err := os.ReadFile(*data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-masyu:", err)
		os.Exit(2)
	}
	var tab benchtab.Table
	bad := 0
	for _, l := range strings.Split(string(text), "\n") {
		f := strings.Fields(l)
		if len(f) < 8 || strings.HasPrefix(f[0], "#") {
			continue
		}
		id, game, seed := f[0], strings.TrimPrefix(f[6], "gameid="), strings.TrimPrefix(f[7], "seed=")
		p, err := masyu.ParseID(game)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-masyu:", id, err)
			os.Exit(1)
		}
		want, _ := strconv.Atoi(f[4])
		params, _, _ := strings.Cut(seed, "#")
		r := tab.Row(params)
		m := zdd.New()
		start := time.Now()
		root, st, err := p.SolutionsStats(context.Background(), m)
		took := time.Since(start)
		if err != nil {
			fmt.Fprintln(os.Stderr, "zqbench-masyu:", id, err)
			os.Exit(1)
		}
		n := m.Count(root).Int64()
		var sol []uint32
		if sets := m.Sets(root, 1); len(sets) > 0 {
			sol = sets[0]
		}
		if int(n) != want || p.Check(sol) != nil || solution(sol, len(f[5])) != f[5] {
			fmt.Printf("%s: %d solutions, the record says %d (or the solution differs)\n", id, n, want)
			bad++
		}
		r.N++
		r.States += st.States
		r.Peak = max(r.Peak, st.PeakStates)
		r.Nodes += m.NodeCount(root)
		r.ZDD += took
		var satTook time.Duration
		if *sat {
			start := time.Now()
			a, err := p.SolveSAT(context.Background(), nil)
			satTook = time.Since(start)
			if err != nil || a.Count != min(want, 2) || !slices.Equal(a.Solution, benchtab.Ints(sol)) {
				fmt.Printf("%s: SAT finds %d solutions (%v)\n", id, a.Count, err)
				bad++
			}
			r.SAT += satTook
		}
		if *verbose {
			fmt.Printf("%-22s %7d states %6d peak %5d nodes  zdd %8.3f ms  sat %8.3f ms\n", id, st.States, st.PeakStates, m.NodeCount(root), benchtab.MS(took), benchtab.MS(satTook))
		}
	}
	tab.Print(os.Stdout)
	if bad > 0 {
		fmt.Printf("%d disagreements with the record\n", bad)
		os.Exit(1)
	}
}

func solution(set []uint32, m int) string {
	b := []byte(strings.Repeat("0", m))
	for _, e := range set {
		if int(e) < m {
			b[e] = '1'
		}
	}
	return string(b)
}
