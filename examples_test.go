package zq_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestExampleModule builds and tests the example host under
// examples/zqeval, a module of its own that requires zq through a
// replace of its local copy, and runs it on an expression: what a
// program outside this repository does.
func TestExampleModule(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not installed here, so the example module examples/zqeval is not built")
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(gobin, args...)
		cmd.Dir = "examples/zqeval"
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run("vet", "./...")
	run("test", "./...")
	if out := run("run", ".", "count(cycles(grid(8, 8)))"); strings.TrimSpace(out) != `{"kind":"integer","value":603841648931}` {
		t.Errorf("zqeval printed %q", out)
	}
}
