package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFmt(t *testing.T) {
	dir := t.TempDir()
	messy := filepath.Join(dir, "messy.zq")
	tidy := filepath.Join(dir, "tidy.zq")
	bad := filepath.Join(dir, "bad.zq")
	ro := filepath.Join(dir, "ro.zq")
	os.WriteFile(messy, []byte("x=count( {{1}} )  # one\n\n\n\ny=x+1\n"), 0o640)
	os.WriteFile(tidy, []byte("x = 1\n"), 0o644)
	os.WriteFile(bad, []byte("x = (1 +\n"), 0o644)
	os.WriteFile(ro, []byte("x=1\n"), 0o444)
	const want = "x = count({{1}}) # one\n\ny = x + 1\n"
	run := func(args ...string) (int, string, string) {
		var out, errb strings.Builder
		code := run(append([]string{"fmt"}, args...), nil, &out, &errb)
		return code, out.String(), errb.String()
	}
	if code, out, _ := run(messy); code != 0 || out != want {
		t.Errorf("fmt: %d %q", code, out)
	}
	if code, out, _ := run("-l", messy, tidy); code != 0 || out != messy+"\n" {
		t.Errorf("fmt -l: %d %q", code, out)
	}
	if code, out, _ := run("-d", messy); code != 0 || !strings.Contains(out, "-x=count( {{1}} )  # one") || !strings.Contains(out, "+x = count({{1}}) # one") {
		t.Errorf("fmt -d: %d %q", code, out)
	}
	if code, _, errs := run(bad); code != 1 || !strings.Contains(errs, bad+":1:5: ( is never closed") || !strings.Contains(errs, "^") {
		t.Errorf("fmt of a bad file: %d %q", code, errs)
	}
	if code, _, errs := run("-w", messy, bad, ro); code != 1 || !strings.Contains(errs, "read-only") {
		t.Errorf("fmt -w: %d %q", code, errs)
	}
	if data, _ := os.ReadFile(messy); string(data) != want {
		t.Errorf("rewritten: %q", data)
	}
	if fi, _ := os.Stat(messy); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640 kept", fi.Mode().Perm())
	}
	if data, _ := os.ReadFile(bad); string(data) != "x = (1 +\n" {
		t.Errorf("a bad file was changed: %q", data)
	}
	if data, _ := os.ReadFile(ro); string(data) != "x=1\n" {
		t.Errorf("a read-only file was changed: %q", data)
	}
	if code, _, errs := run(); code != 2 || !strings.Contains(errs, "not standard input") {
		t.Errorf("fmt with no file: %d %q", code, errs)
	}
}
