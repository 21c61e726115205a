package cnf

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zqlang/zq/solvers/run"
)

var update = flag.Bool("update", false, "rewrite golden files")

// satisfiable reports by brute force whether f has a model in which the
// first k variables take the values of mask (bit i = variable i+1).
func satisfiable(f *Formula, k int, mask int) bool {
	n := f.vars
	for rest := 0; rest < 1<<(n-k); rest++ {
		val := func(l int) bool {
			v := max(l, -l)
			var b bool
			if v <= k {
				b = mask>>(v-1)&1 == 1
			} else {
				b = rest>>(v-k-1)&1 == 1
			}
			return b == (l > 0)
		}
		ok, sat := true, false
		for _, part := range f.parts() {
			for _, l := range part {
				if l == 0 {
					ok = ok && sat
					sat = false
					continue
				}
				sat = sat || val(int(l))
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func TestCardinality(t *testing.T) {
	for n := 1; n <= 9; n++ {
		var f Formula
		first := f.NewVars(n)
		lits := make([]int, n)
		for i := range lits {
			lits[i] = first + i
		}
		f.AtMostOne(lits)
		var g Formula
		g.NewVars(n)
		g.ExactlyOne(lits)
		var h Formula
		h.NewVars(n)
		h.CountIn(lits, func(c int) bool { return c%2 == 1 })
		for mask := 0; mask < 1<<n; mask++ {
			ones := 0
			for i := range n {
				ones += mask >> i & 1
			}
			if got := satisfiable(&f, n, mask); got != (ones <= 1) {
				t.Errorf("AtMostOne n=%d mask=%b: %v", n, mask, got)
			}
			if got := satisfiable(&g, n, mask); got != (ones == 1) {
				t.Errorf("ExactlyOne n=%d mask=%b: %v", n, mask, got)
			}
			if got := satisfiable(&h, n, mask); got != (ones%2 == 1) {
				t.Errorf("CountIn odd n=%d mask=%b: %v", n, mask, got)
			}
		}
	}
}

func TestWriteDIMACSGolden(t *testing.T) {
	var f Formula
	a, b, c := f.NewVar(), f.NewVar(), f.NewVar()
	f.Add(a, -b)
	f.Add(b, c)
	f.Add(-a)
	var buf bytes.Buffer
	if err := f.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	golden := "testdata/small.cnf"
	if *update {
		os.WriteFile(golden, buf.Bytes(), 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("DIMACS:\n%s\nwant:\n%s", buf.Bytes(), want)
	}
}

func TestParseResult(t *testing.T) {
	for _, tc := range []struct {
		text  string
		sat   bool
		model string // letters t/f for variables 1..
		err   string
	}{
		{"c hello\ns SATISFIABLE\nv 1 -2 3\nv -4 0\n", true, "tftf", ""},
		{"s UNSATISFIABLE\n", false, "", ""},
		{"SAT\n-1 2 -3 4 0\n", true, "ftft", ""},
		{"UNSAT\n", false, "", ""},
		{"s UNKNOWN\n", false, "", "status"},
		{"v 1 0\n", false, "", "no status"},
		{"s SATISFIABLE\nv 1 x 0\n", false, "", "literal"},
		{"s SATISFIABLE\nv 9 0\n", false, "", "beyond"},
		{"garbage\n", false, "", "unexpected"},
	} {
		sat, model, err := ParseResult([]byte(tc.text), 4)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || sat != tc.sat {
			t.Errorf("%q: %v %v", tc.text, sat, err)
			continue
		}
		for i, ch := range tc.model {
			if model[i+1] != (ch == 't') {
				t.Errorf("%q: variable %d = %v", tc.text, i+1, model[i+1])
			}
		}
	}
}

func FuzzParseResult(f *testing.F) {
	f.Add([]byte("s SATISFIABLE\nv 1 -2 3 0\n"))
	f.Add([]byte("SAT\n1 -2 0\n"))
	f.Add([]byte("s UNSATISFIABLE\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		sat, model, err := ParseResult(text, 8)
		if err == nil && sat && len(model) != 9 {
			t.Fatalf("model of %d values", len(model))
		}
	})
}

func requireSolver(t *testing.T, s run.Solver) {
	t.Helper()
	if _, err := s.Path(); err != nil {
		t.Fatalf("%v (the solver tests need it)", err)
	}
}

// missing is a solver whose program does not exist.
var missing = SAT{Solver: run.Solver{Binary: "zq-no-such-solver", Package: "none"}}

// Both solvers and races of them: a satisfiable formula gives a model
// satisfying every clause, an unsatisfiable one is reported so.
func TestSolvers(t *testing.T) {
	requireSolver(t, Cadical.Solver)
	requireSolver(t, Minisat.Solver)
	for _, s := range []Decider{Cadical, Minisat, Race{Minisat, Cadical}, Race{missing, Cadical}, Race{Minisat}} {
		if err := s.Installed(); err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		var f Formula
		x := f.NewVars(6)
		lits := []int{x, x + 1, x + 2, x + 3, x + 4, x + 5}
		f.ExactlyOne(lits)
		f.Add(-x, -(x + 1))
		f.Add(-(x + 2))
		f.Add(x+3, x+4)
		f.Add(-(x + 4))
		ok, model, err := s.Solve(context.Background(), &f)
		if err != nil || !ok || !model[x+3] || model[x] || model[x+5] {
			t.Errorf("%v: %v %v %v", s, ok, model, err)
		}
		f.Add(-(x + 3))
		if ok, _, err := s.Solve(context.Background(), &f); err != nil || ok {
			t.Errorf("%v: unsatisfiable formula: %v %v", s, ok, err)
		}
	}
}

// pigeons returns the formula of n+1 pigeons in n holes (unsatisfiable,
// and hard for resolution: the solvers take a while on it).
func pigeons(n int) *Formula {
	f := &Formula{}
	x := f.NewVars((n + 1) * n)
	in := func(p, h int) int { return x + p*n + h }
	for p := 0; p <= n; p++ {
		var ls []int
		for h := 0; h < n; h++ {
			ls = append(ls, in(p, h))
		}
		f.Add(ls...)
	}
	for h := 0; h < n; h++ {
		for p := 0; p <= n; p++ {
			for q := p + 1; q <= n; q++ {
				f.Add(-in(p, h), -in(q, h))
			}
		}
	}
	return f
}

// A race needs one installed solver, says which is missing otherwise,
// decides a formula the solvers agree on and stops when cancelled.
func TestRace(t *testing.T) {
	requireSolver(t, Cadical.Solver)
	requireSolver(t, Minisat.Solver)
	var miss *run.MissingSolverError
	if err := (Race{missing}).Installed(); !errors.As(err, &miss) || miss.Binary != missing.Binary {
		t.Errorf("race of a missing solver: Installed = %v", err)
	}
	if _, _, err := (Race{missing}).Solve(context.Background(), pigeons(3)); !errors.As(err, &miss) {
		t.Errorf("race of a missing solver: Solve error %v", err)
	}
	if err := (Race{}).Installed(); err == nil {
		t.Error("empty race is installed")
	}
	r := Race{Minisat, Cadical}
	for n := 2; n <= 7; n++ {
		ok, _, err := r.Solve(context.Background(), pigeons(n))
		if err != nil || ok {
			t.Errorf("%d pigeons in %d holes: %v %v", n+1, n, ok, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := r.Solve(ctx, pigeons(12)); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled race: error %v", err)
	}
	// Cancelled while both run: 13 pigeons take either solver minutes.
	ctx, cancel = context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, _, err := r.Solve(ctx, pigeons(12)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("race past its deadline: error %v", err)
	}
}

// A clone starts equal to its formula and grows apart from it.
func TestClone(t *testing.T) {
	f := &Formula{}
	a, b := f.NewVar(), f.NewVar()
	f.Add(a, b)
	g := f.Clone()
	c := g.NewVar()
	g.Add(-a, c)
	f.Add(-b)
	var fw, gw bytes.Buffer
	if err := f.WriteDIMACS(&fw); err != nil {
		t.Fatal(err)
	}
	if err := g.WriteDIMACS(&gw); err != nil {
		t.Fatal(err)
	}
	if want := "p cnf 2 2\n1 2 0\n-2 0\n"; fw.String() != want {
		t.Errorf("formula:\n%s\nwant\n%s", fw.String(), want)
	}
	if want := "p cnf 3 2\n1 2 0\n-1 3 0\n"; gw.String() != want {
		t.Errorf("clone:\n%s\nwant\n%s", gw.String(), want)
	}
}

// Clones of clones share their clauses with the formulas they come from:
// each, written out, holds exactly its own clauses, whichever grows
// after which.
func TestCloneChains(t *testing.T) {
	dimacs := func(f *Formula) string {
		var w bytes.Buffer
		if err := f.WriteDIMACS(&w); err != nil {
			t.Fatal(err)
		}
		return w.String()
	}
	base := &Formula{}
	base.NewVars(9)
	want := map[*Formula][]string{base: nil}
	add := func(f *Formula, lits ...int) {
		f.Add(lits...)
		var b strings.Builder
		for _, l := range lits {
			b.WriteString(strconv.Itoa(l) + " ")
		}
		want[f] = append(want[f], b.String()+"0")
	}
	clone := func(f *Formula) *Formula {
		g := f.Clone()
		want[g] = append([]string(nil), want[f]...)
		return g
	}
	add(base, 1, -2)
	a := clone(base)
	add(base, 3) // after a clone: in base only
	add(a, -4, 5)
	b := clone(a)
	c := clone(base)
	add(a, 6)
	add(b, 7, 8)
	add(c, -9)
	add(base, 2)
	d := clone(b)
	add(b, 1)
	add(d, -1, -3)
	for f, cls := range want {
		w := fmt.Sprintf("p cnf 9 %d\n", len(cls))
		for _, cl := range cls {
			w += cl + "\n"
		}
		if got := dimacs(f); got != w {
			t.Errorf("formula:\n%s\nwant\n%s", got, w)
		}
	}
}
