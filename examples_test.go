package zq_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestExampleModule builds, tests and runs the example host
// examples/zqeval as a program outside this repository would: a copy of
// the module in a fresh folder, requiring zq through a replace of this
// local copy.
func TestExampleModule(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not installed here, so the example module examples/zqeval is not built")
	}
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files, err := filepath.Glob("examples/zqeval/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in examples/zqeval: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(f) == "go.mod" {
			data = regexp.MustCompile(`(?m)^replace github.com/zqlang/zq => .*$`).ReplaceAll(data, []byte("replace github.com/zqlang/zq => "+root))
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// go.sum of the copy: the module's own, with this module's (the
	// dependencies it brings).
	sum, _ := os.ReadFile("go.sum")
	own, _ := os.ReadFile(filepath.Join(dir, "go.sum"))
	os.WriteFile(filepath.Join(dir, "go.sum"), append(own, sum...), 0o644)
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(gobin, args...)
		cmd.Dir = dir
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
