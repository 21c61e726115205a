// Command zqbench-hashi solves every Hashiwokakero of a data set (by
// default puzzles/hashi/testdata/bridges.txt, made by Tatham's
// generator) with each method, checks each count and solution against
// the record, and prints per generator setting the puzzles, the
// frontier states and ZDD nodes (figures that do not depend on the
// machine's load) and the wall and CPU time. Other solvers' times are
// not printed: a speed comparison holds only when both sides run on
// this machine in one sitting.
//
// Usage:
//
//	zqbench-hashi [-data FILE] [-methods zdd,sat] [-id REGEXP]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/zqlang/zq/puzzles/hashi"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

func main() {
	data := flag.String("data", "", "data-set file (default: puzzles/hashi/testdata/bridges.txt found from the working directory upwards)")
	methods := flag.String("methods", "zdd,sat", "methods to run, comma-separated: zdd, sat (cadical), sat-minisat")
	idRe := flag.String("id", "", "only the puzzles whose id matches this regular expression")
	flag.Parse()
	path := *data
	if path == "" {
		path = find(filepath.Join("puzzles", "hashi", "testdata", "bridges.txt"))
	}
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hashi:", err)
		os.Exit(2)
	}
	es, err := hashi.ReadEntries(f)
	f.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hashi:", err)
		os.Exit(2)
	}
	re, err := regexp.Compile(*idRe)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-hashi:", err)
		os.Exit(2)
	}
	// group by generator setting, in file order
	var keys []string
	groups := map[string][]*hashi.Entry{}
	for _, e := range es {
		if !re.MatchString(e.ID) {
			continue
		}
		k := e.Meta["params"]
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], e)
	}
	fmt.Printf("data: %s (one puzzle at a time)\n\n", path)
	const row = "%-18s %-11s %7s %8s %10s %11s %10s %8s %8s\n"
	fmt.Printf(row, "params", "method", "puzzles", "islands", "states", "peak states", "nodes", "wall s", "CPU s")
	failed := false
	ctx := context.Background()
	for _, method := range strings.Split(*methods, ",") {
		for _, k := range keys {
			var islands, states, peak, nodes int
			t0, c0 := time.Now(), cpu()
			for _, e := range groups[k] {
				p := e.Puzzle
				islands += len(p.Islands())
				var sol []uint32
				switch method {
				case "zdd":
					m := zdd.New()
					n, st, err := p.SolutionsStats(ctx, m, nil)
					if err != nil {
						fmt.Fprintf(os.Stderr, "%s: %v\n", e.ID, err)
						failed = true
						continue
					}
					states += st.States
					peak = max(peak, st.PeakStates)
					nodes += m.NodeCount(n)
					if c, _ := m.Count64(n); c != 1 {
						fmt.Fprintf(os.Stderr, "%s: %d solutions, recorded 1\n", e.ID, c)
						failed = true
						continue
					}
					sol = m.Sets(n, 1)[0]
				case "sat", "sat-minisat":
					s := cnf.Cadical
					if method == "sat-minisat" {
						s = cnf.Minisat
					}
					a, err := p.SolveSAT(ctx, s)
					if err != nil {
						fmt.Fprintf(os.Stderr, "%s: %v\n", e.ID, err)
						failed = true
						continue
					}
					if a.Count != 1 {
						fmt.Fprintf(os.Stderr, "%s: %d solutions by %s, recorded 1\n", e.ID, a.Count, method)
						failed = true
						continue
					}
					for _, x := range a.Solution {
						sol = append(sol, uint32(x))
					}
				default:
					fmt.Fprintf(os.Stderr, "zqbench-hashi: no method %q (zdd, sat, sat-minisat)\n", method)
					os.Exit(2)
				}
				if !slices.Equal(sol, p.Set(e.Solution)) {
					fmt.Fprintf(os.Stderr, "%s: the solution differs from the record\n", e.ID)
					failed = true
				}
			}
			st, nd := "-", "-"
			ps := "-"
			if method == "zdd" {
				st, ps, nd = fmt.Sprint(states), fmt.Sprint(peak), fmt.Sprint(nodes)
			}
			fmt.Printf(row, k, method, fmt.Sprint(len(groups[k])), fmt.Sprint(islands), st, ps, nd,
				fmt.Sprintf("%.3f", time.Since(t0).Seconds()), fmt.Sprintf("%.3f", (cpu()-c0).Seconds()))
		}
	}
	if failed {
		os.Exit(1)
	}
}

// find looks for rel from the working directory upwards.
func find(rel string) string {
	dir, _ := os.Getwd()
	for {
		p := filepath.Join(dir, rel)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		up := filepath.Dir(dir)
		if up == dir {
			return rel
		}
		dir = up
	}
}

// cpu is the process's user and system time so far.
func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
