package format

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func TestWriteDOT(t *testing.T) {
	m := zdd.New()
	f := m.Union(m.Union(m.SetOf([]uint32{0, 2}), m.SetOf([]uint32{1, 2})), zdd.Base)
	names := []string{"a", "b", "c"}
	var buf bytes.Buffer
	if err := WriteDOT(m, &buf, f, func(v uint32) string { return names[v] }); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "family.dot")
	if *update {
		os.MkdirAll("testdata", 0o755)
		os.WriteFile(golden, buf.Bytes(), 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("DOT output differs from %s:\n%s", golden, buf.Bytes())
	}
	// The same family built in another order prints the same.
	m2 := zdd.New()
	m2.Pow([]uint32{0, 1, 2, 3, 4, 5, 6, 7, 8})
	g := m2.Union(zdd.Base, m2.Union(m2.SetOf([]uint32{1, 2}), m2.SetOf([]uint32{0, 2})))
	var buf2 bytes.Buffer
	WriteDOT(m2, &buf2, g, func(v uint32) string { return names[v] })
	if !bytes.Equal(buf2.Bytes(), want) {
		t.Fatal("DOT output depends on the manager's history")
	}
	// Through the registry, without names: the variables' numbers.
	d, ok := Lookup("dot")
	if !ok || d.Read != nil {
		t.Fatal("dot is not registered as written only")
	}
	buf.Reset()
	if err := d.Write(m, &buf, File{Root: f, Vars: -1}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte(`[label="2"]`)) {
		t.Fatalf("unnamed DOT labels:\n%s", buf.Bytes())
	}
}
