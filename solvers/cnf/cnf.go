// Package cnf builds propositional formulas in conjunctive normal form,
// writes them in the DIMACS format and solves them with an external SAT
// solver (cadical or minisat).
package cnf

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/solvers/run"
)

// Formula is a CNF formula over variables 1..Vars(); a literal is a
// variable or its negation.
type Formula struct {
	vars int
	// The clauses, each ended by 0: those of shared (read-only parts
	// of the formulas f was cloned from, each capped at its length so
	// that nothing is ever appended to it), then those of lits.
	shared  [][]int32
	lits    []int32
	clauses int
}

// MaxVars is the most variables a formula may have.
const MaxVars = 1<<31 - 1

// NewVar returns a fresh variable.
func (f *Formula) NewVar() int { return f.NewVars(1) }

// NewVars returns the first of n fresh consecutive variables.
func (f *Formula) NewVars(n int) int {
	if n < 0 || f.vars+n > MaxVars {
		panic(fmt.Sprintf("cnf: %d more variables pass %d", n, MaxVars))
	}
	first := f.vars + 1
	f.vars += n
	return first
}

// Clone returns a copy of f that can be extended independently. It
// shares f's clauses rather than copying them (neither formula changes
// the clauses the other holds), so that cloning a large formula to add
// a few clauses costs little.
func (f *Formula) Clone() *Formula {
	c := &Formula{vars: f.vars, clauses: f.clauses}
	c.shared = append(c.shared, f.shared...)
	if n := len(f.lits); n > 0 {
		c.shared = append(c.shared, f.lits[:n:n])
	}
	return c
}

// parts returns the clauses' literals in order, in parts.
func (f *Formula) parts() [][]int32 {
	if len(f.lits) == 0 {
		return f.shared
	}
	return append(f.shared[:len(f.shared):len(f.shared)], f.lits)
}

// Grow makes room for n more literals (a clause of k literals takes
// k+1), so that adding them does not move the formula.
func (f *Formula) Grow(n int) {
	if n > 0 {
		f.lits = slices.Grow(f.lits, n)
	}
}

// Vars returns the number of variables.
func (f *Formula) Vars() int { return f.vars }

// Add appends the clause of the given literals (empty: unsatisfiable).
func (f *Formula) Add(lits ...int) {
	for _, l := range lits {
		if l == 0 || l > f.vars || -l > f.vars {
			panic(fmt.Sprintf("cnf: literal %d out of range 1..%d", l, f.vars))
		}
	}
	for _, l := range lits {
		f.lits = append(f.lits, int32(l))
	}
	f.lits = append(f.lits, 0)
	f.clauses++
}

// AtMostOne adds clauses allowing at most one true literal: pairwise for
// up to six literals, otherwise with a sequential counter.
func (f *Formula) AtMostOne(lits []int) {
	if len(lits) <= 6 {
		for i := range lits {
			for j := i + 1; j < len(lits); j++ {
				f.Add(-lits[i], -lits[j])
			}
		}
		return
	}
	// s[i] is true when one of lits[0..i] is true.
	prev := 0
	for i, l := range lits {
		if i == len(lits)-1 {
			f.Add(-l, -prev)
			break
		}
		s := f.NewVar()
		f.Add(-l, s)
		if prev != 0 {
			f.Add(-prev, s)
			f.Add(-l, -prev)
		}
		prev = s
	}
}

// ExactlyOne adds clauses making exactly one literal true.
func (f *Formula) ExactlyOne(lits []int) {
	f.Add(lits...)
	f.AtMostOne(lits)
}

// CountIn adds clauses allowing exactly the assignments of lits whose
// number of true literals satisfies ok. It enumerates the assignments,
// so lits must have at most 12 elements.
func (f *Formula) CountIn(lits []int, ok func(n int) bool) {
	if len(lits) > 12 {
		panic("cnf: CountIn over more than 12 literals")
	}
	for mask := 0; mask < 1<<len(lits); mask++ {
		n := 0
		for i := range lits {
			if mask>>i&1 == 1 {
				n++
			}
		}
		if ok(n) {
			continue
		}
		cl := make([]int, len(lits))
		for i, l := range lits {
			if mask>>i&1 == 1 {
				cl[i] = -l
			} else {
				cl[i] = l
			}
		}
		f.Add(cl...)
	}
}

// WriteDIMACS writes f in the DIMACS CNF format.
func (f *Formula) WriteDIMACS(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	fmt.Fprintf(bw, "p cnf %d %d\n", f.vars, f.clauses)
	var buf []byte
	for _, part := range f.parts() {
		for _, l := range part {
			buf = strconv.AppendInt(buf[:0], int64(l), 10)
			if l == 0 {
				buf = append(buf, '\n')
			} else {
				buf = append(buf, ' ')
			}
			bw.Write(buf)
		}
	}
	return bw.Flush()
}

// SAT is an external SAT solver reading DIMACS.
type SAT struct {
	run.Solver
	// ResultFile: the model is written to a file named by the last
	// argument (minisat) instead of "v" lines on standard output.
	ResultFile bool
	// Args come before the file names.
	Args []string
}

// Cadical and Minisat are the solvers of the Debian packages of the same
// names.
var (
	Cadical = SAT{Solver: run.Solver{Binary: "cadical", Package: "cadical"}, Args: []string{"-q"}}
	Minisat = SAT{Solver: run.Solver{Binary: "minisat", Package: "minisat"}, ResultFile: true, Args: []string{"-verb=0"}}
)

// Decider decides formulas: SAT (one program) and Race (several at once)
// implement it.
type Decider interface {
	// Solve reports whether f is satisfiable and, if so, a model:
	// model[v] is the value of variable v (model[0] is unused).
	Solve(ctx context.Context, f *Formula) (bool, []bool, error)
	// Installed reports whether the decider can run on this machine,
	// and if not, why.
	Installed() error
}

// Installed reports whether the program of s can be found.
func (s SAT) Installed() error {
	_, err := s.Path()
	return err
}

// Solve runs s on f. It returns whether f is satisfiable and, if so, the
// model: model[v] is the value of variable v (model[0] is unused).
func (s SAT) Solve(ctx context.Context, f *Formula) (bool, []bool, error) {
	if _, err := s.Path(); err != nil {
		return false, nil, err
	}
	dir, in, err := writeTemp(f)
	if err != nil {
		return false, nil, err
	}
	defer os.RemoveAll(dir)
	return s.solveFile(ctx, in, "out", f.Vars())
}

// writeTemp writes f in DIMACS to a file in a new temporary directory;
// the caller removes the directory.
func writeTemp(f *Formula) (dir, in string, err error) {
	dir, err = os.MkdirTemp("", "zq-cnf-")
	if err != nil {
		return "", "", err
	}
	in = filepath.Join(dir, "in.cnf")
	fh, err := os.Create(in)
	if err == nil {
		err = f.WriteDIMACS(fh)
		if cerr := fh.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", "", err
	}
	return dir, in, nil
}

// solveFile runs s on the DIMACS file in (of vars variables); a result
// file, when s writes one, is named name in the same directory.
func (s SAT) solveFile(ctx context.Context, in, name string, vars int) (bool, []bool, error) {
	args := append(append([]string(nil), s.Args...), in)
	out := filepath.Join(filepath.Dir(in), name)
	if s.ResultFile {
		args = append(args, out)
	}
	stdout, stderr, code, err := s.Run(ctx, args...)
	if err != nil {
		return false, nil, err
	}
	if code != 10 && code != 20 {
		return false, nil, fmt.Errorf("%s exited with status %d: %s", s.Binary, code, firstLine(stderr, stdout))
	}
	text := stdout
	if s.ResultFile {
		if text, err = os.ReadFile(out); err != nil {
			return false, nil, err
		}
	}
	sat, model, err := ParseResult(text, vars)
	if err != nil {
		return false, nil, fmt.Errorf("%s: %w", s.Binary, err)
	}
	if sat != (code == 10) {
		return false, nil, fmt.Errorf("%s: exit status %d disagrees with its output", s.Binary, code)
	}
	return sat, model, nil
}

// Race runs every installed solver of its list on the same formula at
// once and takes the first answer, stopping the others: on two cores
// the wall time is that of the fastest solver for the formula, and SAT
// solvers differ widely from one formula to the next.
type Race []SAT

// Installed reports whether at least one solver of r is installed (if
// none is, the error names the first).
func (r Race) Installed() error {
	var first error
	for _, s := range r {
		err := s.Installed()
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = fmt.Errorf("cnf: no solver in the race")
	}
	return first
}

// Solve writes f once and runs the installed solvers of r on it; the
// first to answer wins. It fails only when every solver fails (with the
// first solver's error).
func (r Race) Solve(ctx context.Context, f *Formula) (bool, []bool, error) {
	var run []SAT
	for _, s := range r {
		if s.Installed() == nil {
			run = append(run, s)
		}
	}
	if len(run) == 0 {
		return false, nil, r.Installed()
	}
	if len(run) == 1 {
		return run[0].Solve(ctx, f)
	}
	dir, in, err := writeTemp(f)
	if err != nil {
		return false, nil, err
	}
	defer os.RemoveAll(dir)
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type answer struct {
		i     int
		sat   bool
		model []bool
		err   error
	}
	ch := make(chan answer, len(run))
	for i, s := range run {
		go func() {
			sat, model, err := s.solveFile(rctx, in, fmt.Sprintf("out%d", i), f.Vars())
			ch <- answer{i, sat, model, err}
		}()
	}
	errs := make([]error, len(run))
	var win *answer
	for range run {
		a := <-ch
		if a.err != nil {
			errs[a.i] = a.err
			continue
		}
		if win == nil {
			win = &a
			cancel()
		}
	}
	if win != nil {
		return win.sat, win.model, nil
	}
	if err := ctx.Err(); err != nil {
		return false, nil, err
	}
	return false, nil, errs[0]
}

func firstLine(bs ...[]byte) string {
	for _, b := range bs {
		s := strings.TrimSpace(string(b))
		if s != "" {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[:i]
			}
			return s
		}
	}
	return "no output"
}

// ParseResult reads a SAT solver's answer: either the competition format
// ("s SATISFIABLE" and "v" lines) or minisat's result file ("SAT" then
// the literals). Variables not mentioned are false.
func ParseResult(text []byte, vars int) (bool, []bool, error) {
	var status string
	model := make([]bool, vars+1)
	for n, line := range strings.Split(string(text), "\n") {
		line = strings.TrimSpace(line)
		var fields []string
		switch {
		case line == "" || strings.HasPrefix(line, "c"):
			continue
		case line == "s SATISFIABLE" || line == "SAT":
			status = "sat"
			continue
		case line == "s UNSATISFIABLE" || line == "UNSAT":
			status = "unsat"
			continue
		case strings.HasPrefix(line, "s "):
			return false, nil, fmt.Errorf("line %d: status %q", n+1, line)
		case strings.HasPrefix(line, "v"):
			fields = strings.Fields(line[1:])
		case status == "sat":
			fields = strings.Fields(line)
		default:
			return false, nil, fmt.Errorf("line %d: unexpected %q", n+1, line)
		}
		for _, w := range fields {
			l, err := strconv.Atoi(w)
			if err != nil {
				return false, nil, fmt.Errorf("line %d: literal %q", n+1, w)
			}
			v := max(l, -l)
			if v > vars {
				return false, nil, fmt.Errorf("line %d: variable %d beyond %d", n+1, v, vars)
			}
			if l > 0 {
				model[v] = true
			}
		}
	}
	switch status {
	case "sat":
		return true, model, nil
	case "unsat":
		return false, nil, nil
	}
	return false, nil, fmt.Errorf("no status line")
}
