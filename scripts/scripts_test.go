// Package scripts holds the example scripts of zq; its test runs every
// scripts/*.zq and fails on the first error of any (a failed assert
// included). The scripts of long/ run only with ZQ_LONG=1.
package scripts

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
)

func TestScripts(t *testing.T) {
	files, err := filepath.Glob("*.zq")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	runScripts(t, files)
}

// TestLessons runs the course of scripts/lessons in order: each checks
// itself with assert.
func TestLessons(t *testing.T) {
	files, err := filepath.Glob("lessons/*.zq")
	if err != nil || len(files) < 6 {
		t.Fatalf("lessons: %v (%d files)", err, len(files))
	}
	runScripts(t, files)
}

// TestFormatted: the scripts are kept in zq's one layout (zq fmt -w
// FILE rewrites one that is not).
func TestFormatted(t *testing.T) {
	files, _ := filepath.Glob("*.zq")
	more, _ := filepath.Glob("*/*.zq")
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, err := lang.Format(f, string(src))
		if err != nil {
			t.Errorf("%s", lang.Detail(err))
		} else if out != string(src) {
			t.Errorf("%s is not formatted: zq fmt -d %s shows how, zq fmt -w %s rewrites it", f, f, f)
		}
	}
}

// TestLongScripts runs the scripts of long/, which take minutes, when
// ZQ_LONG is set.
func TestLongScripts(t *testing.T) {
	files, err := filepath.Glob("long/*.zq")
	if err != nil || len(files) == 0 {
		t.Fatalf("no long scripts: %v", err)
	}
	if os.Getenv("ZQ_LONG") == "" {
		t.Skipf("skipping %d long scripts (set ZQ_LONG=1 to run them)", len(files))
	}
	runScripts(t, files)
}

func runScripts(t *testing.T, files []string) {
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s := lang.NewSession(io.Discard)
			// The check before running finds nothing in a script
			// that runs.
			if err := s.Check(f, string(src)); err != nil {
				t.Fatalf("Check: %s", lang.Detail(err))
			}
			if err := s.Run(f, string(src)); err != nil {
				t.Fatal(lang.Detail(err))
			}
		})
	}
}
