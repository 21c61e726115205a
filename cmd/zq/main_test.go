package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestCommandLine(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.zq")
	bad := filepath.Join(dir, "bad.zq")
	os.WriteFile(good, []byte("x = {{1}, {2, 3}}\ncount(x)\n"), 0o644)
	os.WriteFile(bad, []byte("y = 1\n\ncount(y)\nprint(\"never printed\")\n"), 0o644)
	typo := filepath.Join(dir, "typo.zq")
	os.WriteFile(typo, []byte("print(\"not printed\")\ncuont({{1}})\n"), 0o644)
	for _, tc := range []struct {
		name     string
		args     []string
		stdin    string
		code     int
		out, err string
	}{
		{"e", []string{"-e", "C = cycles(grid(3, 3)); count(C)"}, "", 0, "13\n", ""},
		{"e twice", []string{"-e", "x = 6", "-e", "x * 7"}, "", 0, "42\n", ""},
		{"e error", []string{"-e", "1 +"}, "", 1, "", "-e:1:4: syntax error: unexpected end of statement\n    1 +\n       ^\n"},
		{"verbose", []string{"-v", "-e", "x = pow([1])"}, "", 0, "x = family: 2 sets over 1 element, 1 node\n", ""},
		{"file", []string{good}, "", 0, "2\n", ""},
		{"files stop at first error", []string{bad, good}, "", 1, "", bad + ":3:7: count: argument 1 (F) must be a family, got an integer\n    count(y)\n          ^\n"},
		{"a name checked before running", []string{typo}, "", 1, "", typo + ":2:1: unknown function cuont; did you mean count?\n    cuont({{1}})\n    ^\n"},
		{"missing file", []string{filepath.Join(dir, "none.zq")}, "", 1, "", "no such file"},
		{"stdin", nil, "x = 3\nx * x\n", 0, "9\n", ""},
		{"stdin error", nil, "x = 3\nx * y\n", 1, "", "<stdin>:2:5: undefined name y"},
		{"version", []string{"--version"}, "", 0, "zq 0.1.0\n", ""},
		{"help", []string{"--help"}, "", 0, "zq -e 'STATEMENTS'", ""},
		{"bad flag", []string{"--nope"}, "", 2, "", "flag provided but not defined"},
		{"timeout", []string{"-timeout", "1ms", "-e", "paths(grid(16, 16), (0, 0), (15, 15))"}, "", 1, "", "stopped: the statement ran past the time limit of 1ms"},
		{"limit", []string{"-limit", "100", "-e", "paths(grid(6, 6), (0, 0), (5, 5))"}, "", 1, "", "node limit of 100 nodes"},
		{"negative limit", []string{"-limit", "-5", "-e", "1"}, "", 2, "", "zq: -limit: bad number of nodes -5"},
		{"negative timeout", []string{"-timeout", "-5s", "-e", "1"}, "", 2, "", "zq: -timeout: bad duration -5s"},
		{"quit", []string{"-e", "1\n:quit\n2"}, "", 0, "1\n", ""},
		{"functions", []string{"-e", "f(n) = count(cycles(grid(n, n))); [f(n) for n in range(2, 7)]"}, "", 0, "[1, 13, 213, 9349, 1222363]\n", ""},
		{"fact", []string{"-e", "fact(n) = 1 if n <= 1 else n * fact(n - 1); fact(30)"}, "", 0, "265,252,859,812,191,058,636,308,480,000,000\n", ""},
		{"walk a family", []string{"-e", "len([S for S in cycles(grid(3, 3))])"}, "", 0, "13\n", ""},
		{"filtered", []string{"-e", "[count(S) for S in sets(pow([1, 2, 3]), 8) if count(S & {{1, 2}, {3}}) == 1]"}, "", 0, "[1, 1]\n", ""},
		{"runaway recursion", []string{"-e", "f(n) = f(n + 1); f(0)"}, "", 1, "", "calls nested deeper than 10,000"},
		{"deep nesting", []string{"-e", strings.Repeat("(", 200000) + "1" + strings.Repeat(")", 200000)}, "", 1, "", "nests too deeply"},
		{"loop timeout", []string{"-timeout", "50ms", "-e", "f(n) = 0 if n == 0 else f(n - 1); x = 1; x = [f(500) for i in range(1000000)]"}, "", 1, "", "time limit of 50ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &out, &errb)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errb.String())
			}
			if tc.out != "" && !strings.Contains(out.String(), tc.out) || tc.out == "" && out.Len() > 0 && tc.code != 0 {
				t.Errorf("stdout %q, want %q", out.String(), tc.out)
			}
			if !strings.Contains(errb.String(), tc.err) {
				t.Errorf("stderr %q, want %q", errb.String(), tc.err)
			}
		})
	}
}

// TestExitStatus checks the exit status of the real program.
func TestExitStatus(t *testing.T) {
	err := exec.Command(binary, "-e", "assert 1 == 2").Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("failed assert: %v, want exit status 1", err)
	}
	if err := exec.Command(binary, "-e", "assert 1 == 1").Run(); err != nil {
		t.Fatalf("passing assert: %v", err)
	}
}

// TestDeepInput checks that input nested past the parser's limit gives
// exit status 1 and a short message, not a crash.
func TestDeepInput(t *testing.T) {
	src := strings.Repeat("(", 200000) + "1" + strings.Repeat(")", 200000)
	path := filepath.Join(t.TempDir(), "deep.zq")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var errb bytes.Buffer
	cmd := exec.Command(binary, path)
	cmd.Stderr = &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit: %v, want status 1", err)
	}
	if msg := errb.String(); len(msg) > 1000 || !strings.Contains(msg, "nests too deeply") || strings.Contains(msg, "goroutine") {
		t.Fatalf("stderr (%d bytes): %.300s", len(msg), msg)
	}
}

// TestMemoryFlag checks -memory: a construction past the budget stops
// with a message naming it and exit status 1; bad sizes are refused.
func TestMemoryFlag(t *testing.T) {
	var errb bytes.Buffer
	cmd := exec.Command(binary, "-memory", "200MiB", "-e", "x = 1", "-e", "y = cycles(grid(16, 16))")
	cmd.Stderr = &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || !strings.Contains(errb.String(), "memory budget of 200.0 MiB") {
		t.Fatalf("exit %v, stderr %q", err, errb.String())
	}
	errb.Reset()
	cmd = exec.Command(binary, "-memory", "lots", "-e", "1")
	cmd.Stderr = &errb
	if err := cmd.Run(); err == nil || !strings.Contains(errb.String(), "bad size") {
		t.Fatalf("-memory lots: %v %q", err, errb.String())
	}
	out, err := exec.Command(binary, "-memory", "off", "-e", ":memory 3GiB", "-e", ":stats").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "memory budget 3.0 GiB") || !strings.Contains(string(out), "resident") {
		t.Fatalf(":stats: %v %s", err, out)
	}
}
