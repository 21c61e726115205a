// Command zqbench-methods compares solving methods on samples of the
// puzzle data set: per puzzle, the time to a first solution and to a
// uniqueness verdict of every method, and whether each agrees with the
// recorded answer. It prints a Markdown table.
//
// Usage:
//
//	zqbench-methods [-data DIR] [-n N] [-mincells C] [-maxcells C] [-match REGEXP] [-timeout D] [-methods ip,sat] [-kinds slitherlink,numberlink,sudoku]
//
// The count column gives the solutions established (0, 1, or 2+ for at
// least two) and the number of solver runs, which includes the re-solves
// after subtour cuts. Agreement means: every solution reported passes the
// puzzle's own checker, the count equals the recorded one (capped at 2),
// and a unique puzzle's solution equals the recorded solution.
//
// A method is a Method (methods.go); more are plugged in by adding them
// to the table there.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/zqlang/zq/puzzles/numberlink"
	"github.com/zqlang/zq/puzzles/slitherlink"
	"github.com/zqlang/zq/puzzles/sudoku"
	"github.com/zqlang/zq/solvers"
)

func main() {
	data := flag.String("data", "../shared/data", "data set directory")
	n := flag.Int("n", 4, "instances per data file (spread over the file)")
	maxCells := flag.Int("maxcells", 256, "largest puzzle taken, in cells")
	minCells := flag.Int("mincells", 0, "smallest puzzle taken, in cells")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit per puzzle and method")
	names := flag.String("methods", "zdd,ip,sat", "comma-separated methods: "+strings.Join(methodNames(), ","))
	kinds := flag.String("kinds", "slitherlink,numberlink,sudoku", "puzzle types")
	match := flag.String("match", "", "only puzzles whose id matches this regular expression")
	flag.Parse()
	var ms []Method
	for _, name := range strings.Split(*names, ",") {
		m, ok := lookup(name)
		if !ok {
			fmt.Fprintf(os.Stderr, "zqbench-methods: unknown method %q (have %s)\n", name, strings.Join(methodNames(), ", "))
			os.Exit(2)
		}
		ms = append(ms, m)
	}
	re, err := regexp.Compile(*match)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-methods: -match:", err)
		os.Exit(2)
	}
	cases, err := load(*data, strings.Split(*kinds, ","), *n, *minCells, *maxCells, re)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-methods:", err)
		os.Exit(1)
	}
	// Interrupting stops the solver running now (its process is killed).
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if !report(ctx, os.Stdout, cases, ms, *timeout) {
		os.Exit(1)
	}
}

// Case is one puzzle with its recorded answer and a way to check a
// method's answer against it.
type Case struct {
	Kind, ID, Size string
	Cells          int
	Recorded       count
	run            func(context.Context, Method) (solvers.Answer, bool, error)
	// check returns "" when the answer agrees with the record.
	check func(solvers.Answer) string
}

// count is a recorded number of solutions as the data set writes it:
// "N", "N+" (at least N) or "?".
type count string

// capped returns the count as a method reports it (0, 1 or 2 meaning at
// least two) and whether the record determines it.
func (c count) capped() (int, bool) {
	s, atLeast := strings.CutSuffix(string(c), "+")
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || (atLeast && n < 2) {
		return 0, false
	}
	return min(n, 2), true
}

// some reports whether the record says that there is a solution.
func (c count) some() bool {
	s, _ := strings.CutSuffix(string(c), "+")
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1
}

func ints(s []uint32) []int {
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = int(x)
	}
	return out
}

func u32s(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	return out
}

// spread picks up to n items evenly over a slice.
func spread[T any](all []T, n int) []T {
	if len(all) <= n {
		return all
	}
	out := make([]T, 0, n)
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

func files(dir, kind string) ([]string, error) {
	return filepath.Glob(filepath.Join(dir, kind, "*.txt"))
}

func load(dir string, kinds []string, n, minCells, maxCells int, re *regexp.Regexp) ([]*Case, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("data set: %w", err)
	}
	var cases []*Case
	for _, kind := range kinds {
		paths, err := files(dir, kind)
		if err != nil {
			return nil, err
		}
		for _, path := range paths {
			fh, err := os.Open(path)
			if err != nil {
				return nil, err
			}
			cs, err := loadFile(kind, fh, maxCells)
			fh.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			var keep []*Case
			for _, c := range cs {
				if re.MatchString(c.ID) && c.Cells >= minCells {
					keep = append(keep, c)
				}
			}
			cases = append(cases, spread(keep, n)...)
		}
	}
	return cases, nil
}

func loadFile(kind string, r io.Reader, maxCells int) ([]*Case, error) {
	var out []*Case
	switch kind {
	case "slitherlink":
		all, err := slitherlink.ReadEntries(r)
		if err != nil {
			return nil, err
		}
		for _, e := range all {
			p := e.Puzzle
			if p.Rows*p.Cols > maxCells {
				continue
			}
			rec := count(e.CountText)
			if rec == "" {
				rec = "?"
			}
			want := ints(e.Solution)
			out = append(out, &Case{
				Kind: kind, ID: p.ID, Size: fmt.Sprintf("%dx%d", p.Rows, p.Cols), Cells: p.Rows * p.Cols, Recorded: rec,
				run: func(ctx context.Context, m Method) (solvers.Answer, bool, error) {
					if m.Slitherlink == nil {
						return solvers.Answer{}, false, nil
					}
					a, err := m.Slitherlink(ctx, p)
					return a, true, err
				},
				check: func(a solvers.Answer) string {
					return agree(a, rec, want, func(s []int) error { return p.Check(u32s(s), false) })
				},
			})
		}
	case "numberlink":
		all, err := numberlink.ReadSet(r)
		if err != nil {
			return nil, err
		}
		for _, in := range all {
			p := in.Puzzle
			if p.Rows*p.Cols > maxCells || !in.Counts[numberlink.RuleA].Known {
				continue
			}
			var want []int
			if in.Status == "A" {
				set, err := p.Check(in.Answer, numberlink.RuleA)
				if err != nil {
					return nil, fmt.Errorf("%s: recorded solution: %w", p.ID, err)
				}
				want = ints(set)
			}
			rec := count(in.Counts[numberlink.RuleA].String())
			out = append(out, &Case{
				Kind: kind, ID: p.ID, Size: fmt.Sprintf("%dx%d", p.Cols, p.Rows), Cells: p.Rows * p.Cols, Recorded: rec,
				run: func(ctx context.Context, m Method) (solvers.Answer, bool, error) {
					if m.Numberlink == nil {
						return solvers.Answer{}, false, nil
					}
					a, err := m.Numberlink(ctx, p)
					return a, true, err
				},
				check: func(a solvers.Answer) string {
					return agree(a, rec, want, func(s []int) error { return p.Explain(u32s(s), numberlink.RuleA) })
				},
			})
		}
	case "sudoku":
		all, err := sudoku.ReadRecords(r)
		if err != nil {
			return nil, err
		}
		for _, e := range all {
			p := e.Puzzle
			n := p.N()
			if n*n > maxCells {
				continue
			}
			var want []int
			if e.Solution != nil {
				want = ints(p.RowsOf(e.Solution))
			}
			rec := count(e.CountText)
			out = append(out, &Case{
				Kind: kind, ID: e.ID, Size: fmt.Sprintf("%dx%d", n, n), Cells: n * n, Recorded: rec,
				run: func(ctx context.Context, m Method) (solvers.Answer, bool, error) {
					if m.Sudoku == nil {
						return solvers.Answer{}, false, nil
					}
					a, err := m.Sudoku(ctx, p)
					return a, true, err
				},
				check: func(a solvers.Answer) string {
					return agree(a, rec, want, p.ExplainPlacements)
				},
			})
		}
	default:
		return nil, fmt.Errorf("unknown puzzle type %q", kind)
	}
	return out, nil
}

// agree compares an answer with the record: the capped count, every
// reported solution valid, and for a unique puzzle the recorded one.
func agree(a solvers.Answer, rec count, want []int, check func([]int) error) string {
	for _, s := range [][]int{a.Solution, a.Second} {
		if s != nil {
			if err := check(s); err != nil {
				return "invalid solution: " + err.Error()
			}
		}
	}
	if a.Count == 2 && slices.Equal(a.Solution, a.Second) {
		return "second solution repeats the first"
	}
	if c, ok := rec.capped(); ok {
		if c != a.Count {
			return fmt.Sprintf("count %d, recorded %s", a.Count, rec)
		}
		if c == 1 && want != nil && !slices.Equal(a.Solution, want) {
			return "solution differs from the recorded one"
		}
	} else if rec.some() && a.Count == 0 {
		return fmt.Sprintf("no solution, recorded %s", rec)
	}
	return ""
}

func secs(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }

func report(ctx context.Context, w io.Writer, cases []*Case, ms []Method, timeout time.Duration) bool {
	head := []string{"type", "puzzle", "size", "recorded"}
	for _, m := range ms {
		head = append(head, m.Name+" first (s)", m.Name+" verdict (s)", m.Name+" count/runs")
	}
	head = append(head, "agree")
	fmt.Fprintf(w, "| %s |\n|%s\n", strings.Join(head, " | "), strings.Repeat("---|", len(head)))
	allOK := true
	type total struct {
		first, verdict time.Duration
		n              int
	}
	totals := make([]map[string]*total, len(ms))
	for i := range totals {
		totals[i] = map[string]*total{}
	}
	for _, c := range cases {
		if ctx.Err() != nil {
			fmt.Fprintln(w, "(interrupted)")
			return false
		}
		row := []string{c.Kind, c.ID, c.Size, string(c.Recorded)}
		var problems, unfinished []string
		for i, m := range ms {
			ctx, cancel := context.WithTimeout(ctx, timeout)
			a, ran, err := c.run(ctx, m)
			cancel()
			switch {
			case !ran:
				row = append(row, "-", "-", "-")
			case errors.Is(err, context.DeadlineExceeded):
				first := "timeout"
				if a.Solution != nil {
					first = secs(a.First)
				}
				row = append(row, first, "timeout", "-")
				unfinished = append(unfinished, m.Name)
				if a.Solution != nil {
					if msg := c.check(solvers.Answer{Solution: a.Solution, Count: 1}); msg != "" && !strings.HasPrefix(msg, "count") {
						problems = append(problems, m.Name+": "+msg)
					}
				}
			case err != nil:
				row = append(row, "error", "error", "-")
				problems = append(problems, m.Name+": "+err.Error())
			default:
				cnt := fmt.Sprint(a.Count)
				if a.Count == 2 {
					cnt = "2+"
				}
				cnt += fmt.Sprintf("/%d", a.Solves)
				row = append(row, secs(a.First), secs(a.Verdict), cnt)
				if msg := c.check(a); msg != "" {
					problems = append(problems, m.Name+": "+msg)
				} else {
					t := totals[i][c.Kind]
					if t == nil {
						t = &total{}
						totals[i][c.Kind] = t
					}
					t.first += a.First
					t.verdict += a.Verdict
					t.n++
				}
			}
		}
		switch {
		case len(problems) == 0 && len(unfinished) == 0:
			row = append(row, "yes")
		case len(problems) == 0:
			row = append(row, "yes (unfinished: "+strings.Join(unfinished, ", ")+")")
		default:
			row = append(row, "NO: "+strings.Join(problems, "; "))
			allOK = false
		}
		fmt.Fprintf(w, "| %s |\n", strings.Join(row, " | "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| method | type | agreed | first total (s) | verdict total (s) |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for i, m := range ms {
		for _, kind := range []string{"slitherlink", "numberlink", "sudoku"} {
			if t := totals[i][kind]; t != nil {
				fmt.Fprintf(w, "| %s | %s | %d | %s | %s |\n", m.Name, kind, t.n, secs(t.first), secs(t.verdict))
			}
		}
	}
	for _, m := range ms {
		if strings.HasPrefix(m.Name, "ip") {
			fmt.Fprintln(w)
			fmt.Fprintln(w, ipNumberlinkNote)
			break
		}
	}
	return allOK
}

// ipNumberlinkNote says plainly what a timeout of the integer program on
// a Numberlink means.
const ipNumberlinkNote = `Note: the Numberlink integer program (cell labels with neighbour counts,
subtours cut as they appear) has a weak relaxation: on some boards from
about 100 cells (12x12 Janko boards among them) the MIP solver finds no
first solution in minutes, where the SAT method and the ZDD answer in
milliseconds. A timeout there is the formulation's limit, not a wrong
answer.`
