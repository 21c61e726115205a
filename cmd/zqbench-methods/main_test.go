package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/zqlang/zq/puzzles/slitherlink"
	"github.com/zqlang/zq/solvers"
)

const line = "pzprjs-slither-1 5 5 2..1..2..1..2..3..3..0..3 1 111110110000100000101010000001100001110101111001111111000011"

// A method plugged in as functions: one returning the recorded loop,
// one returning a wrong count.
func TestReportWithPluggedMethods(t *testing.T) {
	cases, err := loadFile("slitherlink", strings.NewReader(line+"\n"), 100)
	if err != nil || len(cases) != 1 {
		t.Fatalf("%d cases, %v", len(cases), err)
	}
	var recorded []int
	good := Method{Name: "good", Slitherlink: func(ctx context.Context, p *slitherlink.Puzzle) (solvers.Answer, error) {
		return solvers.Answer{Solution: recorded, Count: 1, First: time.Millisecond, Verdict: 2 * time.Millisecond}, nil
	}}
	bad := Method{Name: "bad", Slitherlink: func(ctx context.Context, p *slitherlink.Puzzle) (solvers.Answer, error) {
		return solvers.Answer{}, nil
	}}
	e, err := slitherlink.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	recorded = ints(e.Solution)
	var buf bytes.Buffer
	if report(context.Background(), &buf, cases, []Method{good}, time.Minute) != true {
		t.Errorf("good method disagrees:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), "| 0.001 | 0.002 | 1/0 | yes |") {
		t.Errorf("table:\n%s", buf.String())
	}
	buf.Reset()
	if report(context.Background(), &buf, cases, []Method{bad, {Name: "none"}}, time.Minute) {
		t.Errorf("bad method agrees:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), "NO: bad: count 0, recorded 1") || !strings.Contains(buf.String(), "| - | - | - |") {
		t.Errorf("table:\n%s", buf.String())
	}
}

// Every file of the data set loads (the recorded Numberlink solutions
// are checked as they are read), giving puzzles of every type.
func TestLoadDataSet(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "data")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("data set folder %s is absent; skipping the data set test", dir)
	}
	cases, err := load(dir, []string{"slitherlink", "numberlink", "sudoku"}, 1, 0, 100, regexp.MustCompile(""))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, c := range cases {
		kinds[c.Kind]++
	}
	if kinds["slitherlink"] == 0 || kinds["numberlink"] == 0 || kinds["sudoku"] == 0 {
		t.Errorf("cases per type: %v", kinds)
	}
}
