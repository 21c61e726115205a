// Command zqbench-genres solves the real puzzles of every registered
// genre: for each genre it reads puzzles/<genre>/testdata/puzzles.txt
// (one puzz.link URL a line, '#' comment lines), builds the ZDD of every
// solution of each puzzle, counts it and checks the solution with the
// genre's Check. It prints, per genre, the builder's states (total and
// peak per level) and the ZDD's nodes, which do not depend on the
// machine, then the puzzles, the median and worst time, the largest
// board, and every puzzle that was not unique, failed its check, failed
// to read or ran out of time (by its line). Times hold only when
// measured on a quiet machine. A genre without the file is listed as
// having none; genres added later are benchmarked as soon as the
// command is built with them (it imports puzzles/all).
//
// Usage:
//
//	zqbench-genres [-dir ROOT] [-genre NAME[,NAME...]] [-timeout D] [-v]
//
// It exits with status 1 when a puzzle is not unique or fails.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/zqlang/zq/internal/benchtab"
	"github.com/zqlang/zq/puzzles"
	_ "github.com/zqlang/zq/puzzles/all"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

func main() {
	dir := flag.String("dir", ".", "the module's root, where puzzles/<genre>/testdata/puzzles.txt are")
	genre := flag.String("genre", "", "only these genres (names separated by commas)")
	timeout := flag.Duration("timeout", time.Minute, "the time allowed each puzzle")
	verbose := flag.Bool("v", false, "one line per puzzle")
	flag.Parse()
	o := options{Dir: *dir, Timeout: *timeout}
	if *genre != "" {
		o.Genres = strings.Split(*genre, ",")
	}
	if *verbose {
		o.Log = os.Stdout
	}
	bad, err := run(os.Stdout, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zqbench-genres:", err)
		os.Exit(2)
	}
	if bad > 0 {
		os.Exit(1)
	}
}

// options are the command's settings.
type options struct {
	// Dir is the module's root.
	Dir string
	// Genres are the genres to run (nil: every registered one).
	Genres []string
	// Timeout bounds each puzzle's construction (0: none).
	Timeout time.Duration
	// Log, if not nil, gets one line per puzzle.
	Log io.Writer
}

// entry is one URL of a genre's file.
type entry struct {
	Line int // counted from 1
	URL  string
}

// readEntries reads the URLs of a puzzles.txt file.
func readEntries(r io.Reader) ([]entry, error) {
	var out []entry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		if l == "" || l[0] == '#' {
			continue
		}
		out = append(out, entry{Line: n, URL: l})
	}
	return out, sc.Err()
}

// result is what solving one puzzle gave.
type result struct {
	Took          time.Duration
	Rows, Cols    int
	States, Peak  int
	Nodes         int
	Count         string
	Problem       string // "" when unique and checked ok
	TimedOut, Bad bool
}

// solve reads e as a puzzle of genre g and solves it.
func solve(g string, e entry, timeout time.Duration) result {
	var res result
	p, err := puzzles.Parse(g, e.URL, nil)
	if err != nil {
		res.Problem, res.Bad = "does not read: "+err.Error(), true
		return res
	}
	res.Rows, res.Cols = p.Board()
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	ctx = topdown.WithProgress(ctx, func(pr topdown.Progress) {
		if !pr.Reducing {
			res.States += pr.States
			res.Peak = max(res.Peak, pr.States)
		}
	})
	m := zdd.New()
	start := time.Now()
	root, err := p.Solve(ctx, m, nil)
	res.Took = time.Since(start)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || (err != nil && ctx.Err() != nil):
		res.Problem, res.TimedOut, res.Bad = fmt.Sprintf("no answer within %v", timeout), true, true
		return res
	case err != nil:
		res.Problem, res.Bad = "fails: "+err.Error(), true
		return res
	}
	res.Nodes = m.NodeCount(root)
	n := m.Count(root)
	res.Count = n.String()
	if n.Cmp(bigOne) != 0 {
		res.Problem, res.Bad = res.Count+" solutions", true
		return res
	}
	if err := p.Check(m.Sets(root, 1)[0]); err != nil {
		res.Problem, res.Bad = "its solution fails the check: "+err.Error(), true
	}
	return res
}

// summary is one genre's line of the second table.
type summary struct {
	Genre         string
	N             int
	Median, Worst time.Duration
	Largest       string
	Problems      []string
	NoFile        bool
}

// run benchmarks the genres of o and prints the tables to w; bad counts
// the puzzles that were not unique or failed.
func run(w io.Writer, o options) (bad int, err error) {
	names := puzzles.Names()
	if o.Genres != nil {
		for _, g := range o.Genres {
			if !slices.Contains(names, g) {
				return 0, fmt.Errorf("no genre %q (%s)", g, puzzles.NameList())
			}
		}
		names = o.Genres
	}
	tab := benchtab.Table{}
	var sums []summary
	for _, g := range names {
		s := summary{Genre: g}
		f, err := os.Open(filepath.Join(o.Dir, "puzzles", g, "testdata", "puzzles.txt"))
		if errors.Is(err, os.ErrNotExist) {
			s.NoFile = true
			sums = append(sums, s)
			continue
		}
		if err != nil {
			return bad, err
		}
		entries, err := readEntries(f)
		f.Close()
		if err != nil {
			return bad, fmt.Errorf("%s: %v", g, err)
		}
		var times []time.Duration
		largest := 0
		for _, e := range entries {
			res := solve(g, e, o.Timeout)
			if o.Log != nil {
				fmt.Fprintf(o.Log, "%s:%d %dx%d %s solutions %d states %d peak %d nodes %.3f ms %s\n", g, e.Line, res.Rows, res.Cols, res.Count, res.States, res.Peak, res.Nodes, benchtab.MS(res.Took), res.Problem)
			}
			if res.Bad {
				bad++
				s.Problems = append(s.Problems, fmt.Sprintf("line %d: %s", e.Line, res.Problem))
			}
			if res.Rows == 0 {
				continue
			}
			r := tab.Row(g)
			r.N++
			r.States += res.States
			r.Peak = max(r.Peak, res.Peak)
			r.Nodes += res.Nodes
			r.ZDD += res.Took
			times = append(times, res.Took)
			if c := res.Rows * res.Cols; c > largest {
				largest, s.Largest = c, fmt.Sprintf("%dx%d", res.Cols, res.Rows)
			}
		}
		s.N = len(times)
		if len(times) > 0 {
			slices.Sort(times)
			s.Median, s.Worst = median(times), times[len(times)-1]
		}
		sums = append(sums, s)
	}
	tab.Print(w)
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-12s %4s %10s %10s %8s  %s\n", "genre", "n", "median ms", "worst ms", "largest", "not unique or failed")
	for _, s := range sums {
		if s.NoFile {
			fmt.Fprintf(w, "%-12s %4s %10s %10s %8s  %s\n", s.Genre, "-", "-", "-", "-", "no testdata/puzzles.txt")
			continue
		}
		probs := "none"
		if len(s.Problems) > 0 {
			probs = strings.Join(s.Problems, "; ")
		}
		fmt.Fprintf(w, "%-12s %4d %10.3f %10.3f %8s  %s\n", s.Genre, s.N, benchtab.MS(s.Median), benchtab.MS(s.Worst), s.Largest, probs)
	}
	return bad, nil
}

// median is the middle of sorted times (the mean of the two middle
// ones for an even count).
func median(sorted []time.Duration) time.Duration {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// bigOne is the count of a unique puzzle.
var bigOne = big.NewInt(1)
