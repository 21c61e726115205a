package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"zq/solvers"
	"zq/solvers/dataset"
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
	good := solvers.Method{Name: "good", Slitherlink: func(ctx context.Context, p *solvers.Slitherlink) (solvers.Answer, error) {
		return solvers.Answer{Solution: recorded, Count: 1, First: time.Millisecond, Verdict: 2 * time.Millisecond}, nil
	}}
	bad := solvers.Method{Name: "bad", Slitherlink: func(ctx context.Context, p *solvers.Slitherlink) (solvers.Answer, error) {
		return solvers.Answer{}, nil
	}}
	e, err := dataset.ParseSlitherlink(line)
	if err != nil {
		t.Fatal(err)
	}
	recorded = e.Solution
	var buf bytes.Buffer
	if report(context.Background(), &buf, cases, []solvers.Method{good}, time.Minute) != true {
		t.Errorf("good method disagrees:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), "| 0.001 | 0.002 | 1/0 | yes |") {
		t.Errorf("table:\n%s", buf.String())
	}
	buf.Reset()
	if report(context.Background(), &buf, cases, []solvers.Method{bad, {Name: "none"}}, time.Minute) {
		t.Errorf("bad method agrees:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), "NO: bad: count 0, recorded 1") || !strings.Contains(buf.String(), "| - | - | - |") {
		t.Errorf("table:\n%s", buf.String())
	}
}
