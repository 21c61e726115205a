// Package scripts holds the example scripts of zq; its test runs every
// scripts/*.zq and fails on the first error of any (a failed assert
// included).
package scripts

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"zq/lang"
)

func TestScripts(t *testing.T) {
	files, err := filepath.Glob("*.zq")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s := lang.NewSession(io.Discard)
			if err := s.Run(f, string(src)); err != nil {
				t.Fatal(lang.Detail(err))
			}
		})
	}
}
