package zdd

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// TestLoadRejectsTrailingData checks that bytes after a saved family
// are an error, not silently ignored.
func TestLoadRejectsTrailingData(t *testing.T) {
	m := New()
	f := m.Union(m.SetOf([]uint32{1, 2}), m.SetOf([]uint32{3}))
	var buf bytes.Buffer
	if err := m.Save(&buf, f); err != nil {
		t.Fatal(err)
	}
	good := append([]byte(nil), buf.Bytes()...)
	if g, err := load(m, bytes.NewReader(good)); err != nil || g != f {
		t.Fatalf("clean file: %v", err)
	}
	for _, junk := range []string{"x", "\n", strings.Repeat("junk", 30000)} {
		_, err := load(m, bytes.NewReader(append(append([]byte(nil), good...), junk...)))
		if !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "data after the end") {
			t.Errorf("%d bytes of junk: %v", len(junk), err)
		}
	}
}

// load reads a family file without its metadata.
func load(m *Manager, r io.Reader) (Node, error) {
	n, _, err := m.LoadWithMeta(r)
	return n, err
}
