package run

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestSolverRun(t *testing.T) {
	missing := Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}
	_, _, _, err := missing.Run(context.Background())
	if !errors.Is(err, ErrSolverMissing) || !strings.Contains(err.Error(), "zq-no-such-package") {
		t.Errorf("missing solver: %v", err)
	}
	sh := Solver{Binary: "sh", Package: "dash"}
	out, _, code, err := sh.Run(context.Background(), "-c", "echo hi; exit 10")
	if err != nil || code != 10 || string(out) != "hi\n" {
		t.Errorf("sh: %q %d %v", out, code, err)
	}
	// Cancelling kills the child: Run returns although it would sleep.
	ctx, cancel := context.WithCancel(context.Background())
	go cancel()
	if _, _, _, err := sh.Run(ctx, "-c", "sleep 600"); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// ForMethod names the method, the program and the package of a missing
// solver, also when the error is wrapped, and leaves other errors alone.
func TestForMethod(t *testing.T) {
	_, err := Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}.Path()
	got := ForMethod("ip", fmt.Errorf("solving: %w", err))
	want := "method ip needs the program zq-no-such-solver, which is not installed (on Debian: apt-get install zq-no-such-package)"
	if got == nil || got.Error() != want {
		t.Errorf("ForMethod = %v, want %q", got, want)
	}
	other := errors.New("other")
	if ForMethod("ip", other) != other || ForMethod("ip", nil) != nil {
		t.Error("ForMethod changed an error that is not about a missing solver")
	}
}
