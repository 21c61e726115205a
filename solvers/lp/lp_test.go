package lp

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// small: maximise 3a + 2b + c (as minimise the negation) subject to
// a + b <= 1, b + c >= 1, a - 2w = 0 with w in [0, 0.5].
func small() (*Model, []Var) {
	m := &Model{Name: "small"}
	a, b, c := m.Binary("a"), m.Binary("b"), m.Binary("c")
	w := m.Continuous("w", 0, 0.5)
	m.SetObjective(a, -3)
	m.SetObjective(b, -2)
	m.SetObjective(c, -1)
	m.Add("ab", []Term{{a, 1}, {b, 1}}, LE, 1)
	m.Add("bc", []Term{{b, 1}, {c, 1}}, GE, 1)
	m.Add("aw", []Term{{a, 1}, {w, -2}}, EQ, 0)
	return m, []Var{a, b, c, w}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s:\n%s\nwant:\n%s", name, got, want)
	}
}

func TestWriteGolden(t *testing.T) {
	m, _ := small()
	var lp, mps bytes.Buffer
	if err := m.WriteLP(&lp); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteMPS(&mps); err != nil {
		t.Fatal(err)
	}
	golden(t, "small.lp", lp.Bytes())
	golden(t, "small.mps", mps.Bytes())
}

func TestParseCBC(t *testing.T) {
	m, v := small()
	res, err := ParseCBC([]byte("Optimal - objective value -4.00000000\n      0 a  1  0\n      2 c  1  0\n      3 w  0.5 0\n"), m)
	if err != nil || res.Status != Optimal || res.Objective != -4 || res.Value(v[0]) != 1 || res.Value(v[1]) != 0 || res.Values[v[3]] != 0.5 {
		t.Errorf("optimal: %+v %v", res, err)
	}
	res, err = ParseCBC([]byte("Infeasible - objective value 2.00000000\n**       0 a    2   0\n"), m)
	if err != nil || res.Status != Infeasible {
		t.Errorf("infeasible: %+v %v", res, err)
	}
	for _, text := range []string{"Stopped on time\n", "Optimal - objective value 0\n 0 zz 1 0\n", "Optimal - objective value 0\n 0 a x 0\n", "Optimal\n 0 a\n"} {
		if _, err := ParseCBC([]byte(text), m); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}

func TestParseGLPK(t *testing.T) {
	res, err := ParseGLPK([]byte("c x\ns mip 3 4 o -4\ni 1 1\nj 1 1\nj 2 0\nj 3 1\nj 4 0.5\ne o f\n"), 4)
	if err != nil || res.Status != Optimal || res.Objective != -4 || res.Values[3] != 0.5 || res.Values[0] != 1 {
		t.Errorf("optimal: %+v %v", res, err)
	}
	res, err = ParseGLPK([]byte("s mip 1 2 n 0\nj 1 0\n"), 2)
	if err != nil || res.Status != Infeasible {
		t.Errorf("infeasible: %+v %v", res, err)
	}
	for _, text := range []string{"", "s lp 3 4 o 0\n", "s mip 3 5 o 0\n", "s mip 3 4 u 0\n", "s mip 3 4 o 0\nj 9 1\n", "s mip 3 4 o 0\nq\n"} {
		if _, err := ParseGLPK([]byte(text), 4); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}

func FuzzParseCBC(f *testing.F) {
	f.Add([]byte("Optimal - objective value -4.00000000\n      0 a  1  0\n"))
	f.Add([]byte("Infeasible - objective value 2\n**  0 a 2 0\n"))
	m, _ := small()
	f.Fuzz(func(t *testing.T, text []byte) {
		if res, err := ParseCBC(text, m); err == nil && res.Status == Optimal && len(res.Values) != 4 {
			t.Fatal("wrong number of values")
		}
	})
}

func FuzzParseGLPK(f *testing.F) {
	f.Add([]byte("s mip 3 4 o -4\nj 1 1\nj 4 0.5\ne o f\n"))
	f.Add([]byte("s mip 1 4 n 0\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		if res, err := ParseGLPK(text, 4); err == nil && res.Status == Optimal && len(res.Values) != 4 {
			t.Fatal("wrong number of values")
		}
	})
}

func requireSolver(t *testing.T, s MIP) {
	t.Helper()
	if _, err := s.Path(); err != nil {
		t.Fatalf("%v (the solver tests need it)", err)
	}
}

// Both solvers find the optimum a = 1, b = 0, c = 1, w = 0.5, and an
// infeasible model is reported so.
func TestSolve(t *testing.T) {
	for _, s := range []MIP{CBC, GLPK} {
		requireSolver(t, s)
		m, v := small()
		res, err := s.Solve(context.Background(), m)
		if err != nil || res.Status != Optimal || res.Value(v[0]) != 1 || res.Value(v[1]) != 0 || res.Value(v[2]) != 1 || res.Values[v[3]] != 0.5 || res.Objective != -4 {
			t.Errorf("%s: %+v %v", s.Binary, res, err)
		}
		m.Add("no", []Term{{v[0], 1}, {v[2], 1}}, GE, 3)
		if res, err := s.Solve(context.Background(), m); err != nil || res.Status != Infeasible {
			t.Errorf("%s infeasible: %+v %v", s.Binary, res, err)
		}
	}
}

// cbc reads the MPS file to the same optimum.
func TestMPSWithCBC(t *testing.T) {
	requireSolver(t, CBC)
	m, v := small()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "m.mps"), filepath.Join(dir, "sol.txt")
	var buf bytes.Buffer
	if err := m.WriteMPS(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, _, code, err := CBC.Run(context.Background(), in, "solve", "solu", out)
	if err != nil || code != 0 {
		t.Fatalf("cbc: %d %v %s", code, err, stdout)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ParseCBC(text, m)
	if err != nil || res.Status != Optimal || res.Value(v[0]) != 1 || res.Value(v[2]) != 1 || res.Objective != -4 {
		t.Errorf("MPS: %+v %v\n%s", res, err, strings.TrimSpace(string(text)))
	}
}
