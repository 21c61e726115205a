package zdd

import (
	"os"
	"testing"
)

func TestZZProfMinimal(t *testing.T) {
	name := os.Getenv("ZZ_HINTS")
	if name == "" {
		t.Skip("no ZZ_HINTS")
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	m := New()
	h, err := m.Load(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	mn := m.Minimal(h)
	t.Logf("minimal %v nodes %d; %v", m.Count(mn), m.NodeCount(mn), m.Stats())
	if os.Getenv("ZZ_MAX") != "" {
		mx := m.Maximal(h)
		t.Logf("maximal %v nodes %d; %v", m.Count(mx), m.NodeCount(mx), m.Stats())
	}
}

func init() {
	if v := os.Getenv("ZZ_MUL"); v != "" {
		cacheDiv = 1
		cacheMul = int(v[0] - '0')
	}
}
