// Package run finds and runs the external solver programs (cbc, glpsol,
// cadical, minisat): a missing program is reported with the Debian
// package that provides it, and cancelling the context kills the
// running process. It imports no other package of zq, so the encoders
// (solvers/lp, solvers/cnf) and the puzzle packages can all use it.
package run

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"time"
)

// ErrSolverMissing is matched (errors.Is) by every MissingSolverError.
var ErrSolverMissing = errors.New("solver binary not found")

// MissingSolverError reports a solver binary absent from PATH and the
// Debian package that provides it.
type MissingSolverError struct {
	Binary  string
	Package string
}

// Error names the binary and the package to install.
func (e *MissingSolverError) Error() string {
	return fmt.Sprintf("solver %q not found in PATH; install the Debian package %s (apt-get install %s)", e.Binary, e.Package, e.Package)
}

// Is makes errors.Is(err, ErrSolverMissing) true.
func (e *MissingSolverError) Is(target error) bool { return target == ErrSolverMissing }

// Solver names an external solver binary and its Debian package.
type Solver struct {
	Binary  string
	Package string
}

// Path returns the absolute path of the binary or a *MissingSolverError.
func (s Solver) Path() (string, error) {
	p, err := exec.LookPath(s.Binary)
	if err != nil {
		return "", &MissingSolverError{Binary: s.Binary, Package: s.Package}
	}
	return p, nil
}

// Run starts the solver with args and waits for it. Cancelling ctx kills
// the process; Run then returns ctx's error. A non-zero exit status is
// not an error here (SAT solvers report their verdict by it): it is
// returned with the standard output and error.
func (s Solver) Run(ctx context.Context, args ...string) (stdout, stderr []byte, exit int, err error) {
	path, err := s.Path()
	if err != nil {
		return nil, nil, 0, err
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.WaitDelay = 2 * time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	if ctx.Err() != nil {
		return out.Bytes(), errb.Bytes(), -1, ctx.Err()
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return out.Bytes(), errb.Bytes(), ee.ExitCode(), nil
	}
	if err != nil {
		return out.Bytes(), errb.Bytes(), -1, fmt.Errorf("%s: %w", s.Binary, err)
	}
	return out.Bytes(), errb.Bytes(), 0, nil
}

// ForMethod rewrites a *MissingSolverError for the user of method:
// "method ip needs the program cbc, which is not installed (on Debian:
// apt-get install coinor-cbc)"; other errors are returned as they are.
func ForMethod(method string, err error) error {
	var miss *MissingSolverError
	if errors.As(err, &miss) {
		return fmt.Errorf("method %s needs the program %s, which is not installed (on Debian: apt-get install %s)", method, miss.Binary, miss.Package)
	}
	return err
}
