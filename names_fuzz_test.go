package zq_test

import (
	"testing"

	_ "github.com/zqlang/zq"
	"github.com/zqlang/zq/lang"
)

// FuzzNamesKey reads the universe key a family over named elements is
// saved with (open reads it from a file): no input panics, and a key
// read back is written the same way again.
func FuzzNamesKey(f *testing.F) {
	for _, s := range []string{`names ["a","b"]`, `names ["a","a"]`, `names []`, `names [""]`, `names ["\u00e9","x\"y"]`, `names`, `names {"a":1}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, key string) {
		u, err := lang.DecodeUniverse(key)
		if err != nil {
			return
		}
		again, err := lang.DecodeUniverse(u.Key())
		if err != nil || again.Key() != u.Key() || again.Size() != u.Size() {
			t.Fatalf("%q read as %q, which reads back as %v, %v", key, u.Key(), again, err)
		}
		for v := range min(u.Size(), 50) {
			if u.Name(uint32(v)) == "" {
				t.Fatalf("%q: element %d has no name", key, v)
			}
		}
	})
}
