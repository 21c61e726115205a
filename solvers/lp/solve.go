package lp

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/zqlang/zq/solvers/run"
)

// Status is the outcome of a solve.
type Status int

// Outcomes of a solve.
const (
	Optimal    Status = iota // an optimal integer solution was found
	Infeasible               // proved to have no integer solution
)

// String names the status.
func (s Status) String() string {
	if s == Optimal {
		return "optimal"
	}
	return "infeasible"
}

// Result is a solver's answer: for Optimal, the value of every variable.
type Result struct {
	Status    Status
	Objective float64
	Values    []float64
}

// Value returns the value of v rounded to the nearest integer.
func (r *Result) Value(v Var) int {
	x := r.Values[v]
	if x < 0 {
		return -int(-x + 0.5)
	}
	return int(x + 0.5)
}

// MIP is an external solver of mixed integer programs.
type MIP struct {
	run.Solver
	glpk bool
}

// CBC is cbc of the Debian package coinor-cbc; GLPK is glpsol of
// glpk-utils.
var (
	CBC  = MIP{Solver: run.Solver{Binary: "cbc", Package: "coinor-cbc"}}
	GLPK = MIP{Solver: run.Solver{Binary: "glpsol", Package: "glpk-utils"}, glpk: true}
)

// Solve writes m to a temporary LP file, runs the solver and reads its
// solution.
func (s MIP) Solve(ctx context.Context, m *Model) (*Result, error) {
	if _, err := s.Path(); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "zq-lp-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "model.lp"), filepath.Join(dir, "sol.txt")
	fh, err := os.Create(in)
	if err != nil {
		return nil, err
	}
	if err := m.WriteLP(fh); err != nil {
		fh.Close()
		return nil, err
	}
	if err := fh.Close(); err != nil {
		return nil, err
	}
	var args []string
	if s.glpk {
		args = []string{"--lp", in, "-w", out}
	} else {
		args = []string{in, "solve", "solu", out}
	}
	stdout, stderr, code, err := s.Run(ctx, args...)
	if err != nil {
		return nil, err
	}
	text, rerr := os.ReadFile(out)
	if code != 0 || rerr != nil {
		return nil, fmt.Errorf("%s exited with status %d and no solution file: %s", s.Binary, code, tail(stdout, stderr))
	}
	var res *Result
	if s.glpk {
		res, err = ParseGLPK(text, m.Vars())
	} else {
		res, err = ParseCBC(text, m)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Binary, err)
	}
	return res, nil
}

func tail(bs ...[]byte) string {
	var s string
	for _, b := range bs {
		s += string(b)
	}
	s = strings.TrimSpace(s)
	if len(s) > 300 {
		s = "..." + s[len(s)-300:]
	}
	return s
}

// ParseCBC reads cbc's solution file ("solu"): a status line, then one
// line per column: index, name, value, reduced cost (an infeasible
// column is marked "**"). Columns not listed are zero.
func ParseCBC(text []byte, m *Model) (*Result, error) {
	lines := strings.Split(string(text), "\n")
	head := strings.TrimSpace(lines[0])
	res := &Result{}
	switch {
	case strings.HasPrefix(head, "Optimal"):
		res.Status = Optimal
	case strings.Contains(head, "nfeasible"):
		return &Result{Status: Infeasible}, nil
	default:
		return nil, fmt.Errorf("solution status %q", head)
	}
	if i := strings.LastIndex(head, "objective value"); i >= 0 {
		if x, err := strconv.ParseFloat(strings.TrimSpace(head[i+len("objective value"):]), 64); err == nil {
			res.Objective = x
		}
	}
	byName := make(map[string]int, len(m.cols))
	for i, c := range m.cols {
		byName[c.name] = i
	}
	res.Values = make([]float64, len(m.cols))
	for n, line := range lines[1:] {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if f[0] == "**" {
			f = f[1:]
		}
		if len(f) < 3 {
			return nil, fmt.Errorf("line %d: %q", n+2, line)
		}
		j, ok := byName[f[1]]
		if !ok {
			return nil, fmt.Errorf("line %d: unknown column %q", n+2, f[1])
		}
		x, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: value %q", n+2, f[2])
		}
		res.Values[j] = x
	}
	return res, nil
}

// ParseGLPK reads glpsol's raw MIP solution ("-w"): "s mip ROWS COLS
// STATUS OBJ", then "j COL VALUE" lines, columns numbered from 1 in the
// order they first appear in the LP file.
func ParseGLPK(text []byte, cols int) (*Result, error) {
	res := &Result{Values: make([]float64, cols)}
	seen := false
	for n, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] == "c" || f[0] == "i" || f[0] == "e" {
			continue
		}
		switch f[0] {
		case "s":
			if len(f) < 6 || f[1] != "mip" {
				return nil, fmt.Errorf("line %d: %q is not a MIP solution line", n+1, line)
			}
			if c, err := strconv.Atoi(f[3]); err != nil || c != cols {
				return nil, fmt.Errorf("line %d: %s columns, want %d", n+1, f[3], cols)
			}
			switch f[4] {
			case "o":
				res.Status = Optimal
			case "n":
				return &Result{Status: Infeasible}, nil
			default:
				return nil, fmt.Errorf("line %d: MIP status %q", n+1, f[4])
			}
			res.Objective, _ = strconv.ParseFloat(f[5], 64)
			seen = true
		case "j":
			if len(f) < 3 {
				return nil, fmt.Errorf("line %d: %q", n+1, line)
			}
			j, err := strconv.Atoi(f[1])
			if err != nil || j < 1 || j > cols {
				return nil, fmt.Errorf("line %d: column %q", n+1, f[1])
			}
			x, err := strconv.ParseFloat(f[2], 64)
			if err != nil {
				return nil, fmt.Errorf("line %d: value %q", n+1, f[2])
			}
			res.Values[j-1] = x
		default:
			return nil, fmt.Errorf("line %d: unexpected %q", n+1, line)
		}
	}
	if !seen {
		return nil, fmt.Errorf("no status line")
	}
	return res, nil
}
