package format

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// randomFamily returns a random family over nv variables.
func randomFamily(m *zdd.Manager, rng *rand.Rand, nv, sets int) zdd.Node {
	f := zdd.Empty
	for range sets {
		var set []uint32
		for v := uint32(0); v < uint32(nv); v++ {
			if rng.IntN(3) == 0 {
				set = append(set, v)
			}
		}
		f = m.Union(f, m.SetOf(set))
	}
	return f
}

// sameSets reports whether f of m and g of m2 hold the same sets.
func sameSets(m *zdd.Manager, f zdd.Node, m2 *zdd.Manager, g zdd.Node) bool {
	return slices.EqualFunc(m.Sets(f, -1), m2.Sets(g, -1), slices.Equal[[]uint32])
}

// TestRegistry checks the formats zq registers, and that every one that
// reads and writes gives back the family it wrote, through the registry,
// into a fresh manager; that Detect names the format of what each
// sniffable format writes; and that a format with Meta keeps it.
func TestRegistry(t *testing.T) {
	// The formats of the package (ExampleRegister adds one of its own).
	for _, name := range []string{"dot", "graphillion", "knuth", "knuth-decimal", "sapporo", "zq"} {
		f, ok := Lookup(name)
		if !ok || f.Name != name || f.Write == nil || (f.Read == nil) != (name == "dot") {
			t.Fatalf("format %s: %v %v", name, f, ok)
		}
	}
	if r := Names(true); !slices.Equal(r, []string{"graphillion", "knuth", "knuth-decimal", "sapporo", "zq"}) {
		t.Fatalf("readable: %v", r)
	}
	if f, ok := Lookup("Sapporo"); !ok || f.Name != "sapporo" {
		t.Fatal("Lookup is not case-blind")
	}
	if _, ok := Lookup("bdd"); ok {
		t.Fatal("found an unknown format")
	}
	for path, name := range map[string]string{"a/b.DOT": "dot", "x.gv": "dot", "f.zdd": "zq", "f.txt": "", "noext": ""} {
		f, ok := ForPath(path)
		if got := ""; ok {
			got = f.Name
			if got != name {
				t.Errorf("ForPath(%q) = %s, want %q", path, got, name)
			}
		} else if name != "" {
			t.Errorf("ForPath(%q) found nothing, want %s", path, name)
		}
	}
	rng := rand.New(rand.NewPCG(7, 7))
	decimal := 0 // knuth-decimal files told from knuth by their ids
	for trial := range 300 {
		m := zdd.New()
		nv := 1 + rng.IntN(14)
		// Some families large enough that the ids of the Knuth formats
		// pass 9, where decimal and hexadecimal part.
		f := randomFamily(m, rng, nv, rng.IntN(4+trial%40))
		for _, fm := range All() {
			if fm.Read == nil || fm.Write == nil {
				continue
			}
			var buf bytes.Buffer
			meta := []byte("meta " + fm.Name)
			if err := fm.Write(m, &buf, File{Root: f, Vars: nv, Meta: meta}); err != nil {
				t.Fatalf("%s: %v", fm.Name, err)
			}
			text := buf.Bytes()
			m2 := zdd.New()
			got, err := fm.Read(m2, bytes.NewReader(text))
			if err != nil {
				t.Fatalf("%s: %v\n%s", fm.Name, err, text)
			}
			if !sameSets(m, f, m2, got.Root) {
				t.Fatalf("%s: read back other sets\n%s", fm.Name, text)
			}
			if fm.Meta != bytes.Equal(got.Meta, meta) {
				t.Fatalf("%s: Meta %v but read %q", fm.Name, fm.Meta, got.Meta)
			}
			if fm.Name == "sapporo" && got.Vars != nv {
				t.Fatalf("sapporo: %d variables read, %d written", got.Vars, nv)
			}
			if fm.Sniff == nil {
				continue
			}
			d, ok := Detect(text)
			if !ok {
				t.Fatalf("%s: not detected:\n%s", fm.Name, text)
			}
			if d == fm && fm.Name == "knuth-decimal" && m.NodeCount(f) >= 9 {
				decimal++
			}
			if d != fm {
				// Only a diagram too small for the ids to tell may be
				// taken for the other Knuth format, which reads it alike.
				if !strings.HasPrefix(d.Name, "knuth") || m.NodeCount(f) >= 9 {
					t.Fatalf("%s detected as %s:\n%s", fm.Name, d.Name, text)
				}
				m3 := zdd.New()
				if g, err := d.Read(m3, bytes.NewReader(text)); err != nil || !sameSets(m, f, m3, g.Root) {
					t.Fatalf("%s read as %s: %v", fm.Name, d.Name, err)
				}
			}
		}
	}
	if decimal < 100 {
		t.Fatalf("only %d knuth-decimal files large enough to tell", decimal)
	}
}

// TestDetectRefuses: text that is no diagram is not taken for one.
func TestDetectRefuses(t *testing.T) {
	for _, s := range []string{"", "\n\n", "hello world", "digraph zdd {", "1 2 3", "#2\n", "_i x\n", "ZQD"} {
		if f, ok := Detect([]byte(s)); ok {
			t.Errorf("%q detected as %s", s, f.Name)
		}
	}
}

// TestRegisterRefuses: a bad or second registration panics.
func TestRegisterRefuses(t *testing.T) {
	w := func(*zdd.Manager, io.Writer, File) error { return nil }
	for _, f := range []*Format{
		{Name: "zq", Write: w},
		{Name: "Upper", Write: w},
		{Name: "", Write: w},
		{Name: "nothing"},
		{Name: "dup-ext", Write: w, Extensions: []string{".dot"}},
		{Name: "bad-ext", Write: w, Extensions: []string{"txt"}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("registering %q did not panic", f.Name)
				}
			}()
			Register(f)
		}()
	}
}

// FuzzDetect feeds arbitrary bytes to Detect and the format it names:
// no panic, malformed input is an ErrFormat, and a
// diagram read is written back and read again to the same root.
func FuzzDetect(f *testing.F) {
	for _, s := range []string{
		"_i 3\n_o 1\n_n 2\n2 1 F T\n4 3 2 T\n4\n",
		"2 2 B T\n3 1 2 2\n.\n",
		"#1\n2:3,3\n#2\n3:0,1\n",
		"#1\n2:3,4\n3:4,5\n4:5,6\n5:6,7\n6:7,8\n7:8,9\n8:9,10\n9:10,1\n10:0,1\n",
		"B\n.\n", "0\n", "1\n", "ZQDD\x01\x00\x00\x00\x00\x00\x01",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fm, ok := Detect(data)
		if !ok {
			return
		}
		m := zdd.New()
		got, err := fm.Read(m, bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, zdd.ErrFormat) {
				t.Fatalf("%s: %v is not a format error", fm.Name, err)
			}
			return
		}
		var buf bytes.Buffer
		if err := fm.Write(m, &buf, got); err != nil {
			t.Fatalf("%s: %v", fm.Name, err)
		}
		again, err := fm.Read(m, &buf)
		if err != nil || again.Root != got.Root {
			t.Fatalf("%s: rewritten file reads %v, %v", fm.Name, again.Root, err)
		}
	})
}
