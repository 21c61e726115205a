package playground

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/all"
)

// TestPageTiming measures the page against the command line's engine
// in one sitting: the time from opening the page to its first result,
// and count(cycles(grid(8, 8))) and the solutions of a 10x10 Slitherlink
// in the page (zq.wasm in chromium) and natively (package zq in this
// process). It only prints the times; run it on a quiet machine:
//
//	ZQ_PLAYGROUND_TIMING=1 go test ./playground -run TestPageTiming -v
//
// The Slitherlink is the first 10x10 board of the public data set
// (../shared/data/slitherlink/loopy.txt, or $ZQ_SHARED_DATA/slitherlink/
// loopy.txt); the test skips when the data set or the flag is absent.
func TestPageTiming(t *testing.T) {
	if os.Getenv("ZQ_PLAYGROUND_TIMING") == "" {
		t.Skip("skipped: set ZQ_PLAYGROUND_TIMING=1 to time the page against the native engine (on a quiet machine)")
	}
	board, count := loopy10(t)
	browserPath(t)
	served(t) // the build is not timed
	// The page's own clock: milliseconds since it was opened.
	ctx := page(t, "")
	i := submit(t, ctx, "count(cycles(grid(3, 3)))")
	if first := output(t, ctx, i); first != "13" {
		t.Fatalf("the first result is %q", first)
	}
	ready := eval[float64](t, ctx, "self.zqReadyAt")
	firstResult := eval[float64](t, ctx, "Number("+q(i, "")+".dataset.doneAt)")
	run(t, ctx, "p = slitherlink(`"+board+"`)")
	cases := []struct{ name, stmt, want string }{
		{"count(cycles(grid(8, 8)))", "count(cycles(grid(8, 8)))", "603,841,648,931"},
		{"10x10 Slitherlink: count(solutions(p))", "count(solutions(p))", count},
	}
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bg := context.Background()
	if err := s.Exec(bg, "p = slitherlink(`"+board+"`)"); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("page: zq ready %.0f ms after opening, the first result (count(cycles(grid(3, 3))), typed once ready) %.0f ms after opening\n", ready, firstResult)
	for _, c := range cases {
		j := submit(t, ctx, c.stmt)
		got := output(t, ctx, j)
		page := time.Duration(eval[float64](t, ctx, "Number("+q(j, "")+".dataset.ms)") * float64(time.Millisecond))
		t1 := time.Now()
		v, err := s.Eval(bg, c.stmt)
		native := time.Since(t1)
		if err != nil || got != c.want || fmt.Sprint(v) != strings.ReplaceAll(c.want, ",", "") {
			t.Fatalf("%s: page %q, native %v (%v), want %s", c.name, got, v, err, c.want)
		}
		fmt.Printf("%-40s page %10v  native %10v  page/native %.1f\n", c.name, page.Round(time.Millisecond), native.Round(time.Millisecond), page.Seconds()/native.Seconds())
	}
}

// loopy10 returns the first 10x10 board of the data set as rows of
// text, and its recorded number of solutions.
func loopy10(t *testing.T) (string, string) {
	t.Helper()
	dir := os.Getenv("ZQ_SHARED_DATA") // the data set's folder, when not beside the repository
	if dir == "" {
		dir = "../../shared/data"
	}
	f, err := os.Open(dir + "/slitherlink/loopy.txt")
	if err != nil {
		t.Skipf("skipped: the public data set is absent (../shared/data beside the repository): %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 5 || fs[1] != "10" || fs[2] != "10" {
			continue
		}
		var rows []string
		for r := 0; r < 10; r++ {
			rows = append(rows, fs[3][r*10:(r+1)*10])
		}
		return strings.Join(rows, "\n"), fs[4]
	}
	t.Skip("skipped: no 10x10 board in the data set")
	return "", ""
}
