package format

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestSapporoRoundTrip writes random families and reads them back.
func TestSapporoRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := 0; trial < 200; trial++ {
		m := zdd.New()
		f := zdd.Empty
		nv := 1 + rng.IntN(12)
		for i := 0; i < rng.IntN(20); i++ {
			var set []uint32
			for v := uint32(0); v < uint32(nv); v++ {
				if rng.IntN(3) == 0 {
					set = append(set, v)
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		var buf bytes.Buffer
		if err := writeSapporo(m, &buf, f, nv); err != nil {
			t.Fatal(err)
		}
		m2 := zdd.New()
		g, n, err := readSapporo(m2, strings.NewReader(buf.String()))
		if err != nil {
			t.Fatalf("%v\n%s", err, buf.String())
		}
		if n != nv || m2.Count(g).Cmp(m.Count(f)) != 0 {
			t.Fatalf("read back %d vars, %v sets; wrote %d, %v", n, m2.Count(g), nv, m.Count(f))
		}
		var a, b [][]uint32
		m.Each(f, func(s []uint32) bool { a = append(a, append([]uint32(nil), s...)); return true })
		m2.Each(g, func(s []uint32) bool { b = append(b, append([]uint32(nil), s...)); return true })
		if len(a) != len(b) {
			t.Fatal("different sets")
		}
		for i := range a {
			if len(a[i]) != len(b[i]) {
				t.Fatalf("set %d differs", i)
			}
			for j := range a[i] {
				if a[i][j] != b[i][j] {
					t.Fatalf("set %d differs", i)
				}
			}
		}
	}
}

// TestSapporoFixture reads a small file laid out as TdZdd's ddpaths
// -export writes (node ids even, children first, levels from the
// bottom) and checks the faults a reader must name.
func TestSapporoFixture(t *testing.T) {
	m := zdd.New()
	// {{0, 3, 6}, {6}}: level 7 is variable 0, level 1 variable 6.
	src := "_i 7\n_o 1\n_n 3\n2 1 F T\n4 4 F 2\n6 7 2 4\n6\n"
	f, n, err := readSapporo(m, strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := m.Union(m.SetOf([]uint32{0, 3, 6}), m.SetOf([]uint32{6}))
	if n != 7 || f != want {
		t.Fatalf("read %d sets over %d variables", m.Count(f), n)
	}
	for _, tc := range []struct{ src, want string }{
		{"_i 2\n_o 1\n2 1 F T\n4\n", "used before"},
		{"_i 2\n_o 2\n", "only files of one ZDD"},
		{"2 1 F T\n2\n", "before the \"_i N\" line"},
		{"_i 2\n_o 1\n2 3 F T\n2\n", "level 1..2"},
		{"_i 2\n_o 1\n2 1 F F\n2\n", "1-child is F"},
		{"_i 2\n_o 1\n2 1 F T\n4 1 F 2\n4\n", "does not lie below"},
		{"_i 2\n_o 1\n2 1 F T\n2\n2\n", "after the root"},
		{"_i 2\n_o 1\n_n 5\n2 1 F T\n2\n", "but 1 nodes"},
		{"_i 2\n_o 1\n2 1 F T\n", "no root line"},
	} {
		_, _, err := readSapporo(m, strings.NewReader(tc.src))
		if !errors.Is(err, zdd.ErrFormat) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestGraphillionRoundTrip writes random families in Graphillion's dump
// format and reads them back; it also reads a hand-written file and
// checks the faults.
func TestGraphillionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	for trial := 0; trial < 200; trial++ {
		m := zdd.New()
		f := zdd.Empty
		if trial%7 == 1 {
			f = zdd.Base
		}
		for i := 0; i < rng.IntN(20); i++ {
			var set []uint32
			for v := uint32(0); v < 10; v++ {
				if rng.IntN(3) == 0 {
					set = append(set, v)
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		var buf bytes.Buffer
		if err := writeGraphillion(m, &buf, f); err != nil {
			t.Fatal(err)
		}
		g, err := readGraphillion(m, strings.NewReader(buf.String()))
		if err != nil || g != f {
			t.Fatalf("read back %v (%v)\n%s", g, err, buf.String())
		}
	}
	m := zdd.New()
	// {{1, 2}, {2}} in Graphillion's elements: elements 1 and 2 are
	// variables 0 and 1.
	g, err := readGraphillion(m, strings.NewReader("2 2 B T\n3 1 2 2\n.\n"))
	if err != nil || g != m.Union(m.SetOf([]uint32{0, 1}), m.SetOf([]uint32{1})) {
		t.Fatalf("fixture: %v", err)
	}
	for _, tc := range []struct{ src, want string }{
		{"2 1 B T\n", "no closing"},
		{"2 1 B 5\n.\n", "used before"},
		{"2 1 B B\n.\n", "1-child is B"},
		{"2 1 B T\n3 2 2 T\n.\n", "does not lie below"},
		{"2 0 B T\n.\n", "element is a number from 1"},
		{".\n", "no diagram"},
		{"B\n.\nT\n", "after the closing"},
	} {
		_, err := readGraphillion(m, strings.NewReader(tc.src))
		if !errors.Is(err, zdd.ErrFormat) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestKnuthRoundTrip writes random families in Knuth's format (hex and
// decimal) and reads them back; it reads a hand-written file and checks
// the faults.
func TestKnuthRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 2))
	for trial := 0; trial < 200; trial++ {
		m := zdd.New()
		f := zdd.Empty
		if trial%5 == 1 {
			f = zdd.Base
		}
		for i := 0; i < rng.IntN(25); i++ {
			var set []uint32
			for v := uint32(0); v < 12; v++ {
				if rng.IntN(3) == 0 {
					set = append(set, v+uint32(trial%3))
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		for _, hex := range []bool{true, false} {
			var buf bytes.Buffer
			if err := writeKnuth(m, &buf, f, hex); err != nil {
				t.Fatal(err)
			}
			g, err := readKnuth(m, strings.NewReader(buf.String()), hex)
			if err != nil || g != f {
				t.Fatalf("hex %v: read back %v (%v)\n%s", hex, g, err, buf.String())
			}
		}
	}
	m := zdd.New()
	// {{0, 1}, {1}}: level #1 is variable 0.
	g, err := readKnuth(m, strings.NewReader("#1\n2:3,3\n#2\n3:0,1\n"), true)
	if err != nil || g != m.Union(m.SetOf([]uint32{0, 1}), m.SetOf([]uint32{1})) {
		t.Fatalf("fixture: %v", err)
	}
	for _, tc := range []struct{ src, want string }{
		{"#2\n2:0,1\n", "where #1 comes next"},
		{"2:0,1\n", "before the first level"},
		{"#1\n3:0,1\n", "ids run 2, 3"},
		{"#1\n2:0,0\n", "1-child is 0"},
		{"#1\n2:0,2\n", "not a later node"},
		{"#1\n2:3,1\n#1\n", "where #2 comes next"},
		{"#1\n2:x,1\n", "not a number"},
		{"#1\n", "no node"},
		{"0\n1\n", "after a terminal"},
	} {
		_, err := readKnuth(m, strings.NewReader(tc.src), true)
		if !errors.Is(err, zdd.ErrFormat) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.src, err, tc.want)
		}
	}
}

// FuzzReadText feeds arbitrary text to the three text readers: none may
// panic, and a diagram read must be written back and read again to the
// same root.
func FuzzReadText(f *testing.F) {
	for _, s := range []string{
		"_i 3\n_o 1\n_n 2\n2 1 F T\n4 3 2 T\n4\n",
		"2 2 B T\n3 1 2 2\n.\n",
		"#1\n2:3,3\n#2\n3:0,1\n",
		"B\n.\n", "0\n", "1\n", "_i 0\n_o 1\nT\n", "#1\n2:0,1\n3:0,1\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := zdd.New()
		if g, n, err := readSapporo(m, strings.NewReader(s)); err == nil {
			var buf bytes.Buffer
			if err := writeSapporo(m, &buf, g, n); err != nil {
				t.Fatal(err)
			}
			if h, _, err := readSapporo(m, &buf); err != nil || h != g {
				t.Fatalf("sapporo: rewritten file reads %v, %v", h, err)
			}
		}
		if g, err := readGraphillion(m, strings.NewReader(s)); err == nil {
			var buf bytes.Buffer
			writeGraphillion(m, &buf, g)
			if h, err := readGraphillion(m, &buf); err != nil || h != g {
				t.Fatalf("graphillion: rewritten file reads %v, %v", h, err)
			}
		}
		for _, hex := range []bool{true, false} {
			if g, err := readKnuth(m, strings.NewReader(s), hex); err == nil {
				var buf bytes.Buffer
				writeKnuth(m, &buf, g, hex)
				if h, err := readKnuth(m, &buf, hex); err != nil || h != g {
					t.Fatalf("knuth: rewritten file reads %v, %v", h, err)
				}
			}
		}
	})
}

// TestSapporoLongLine checks that a line too long for the reader is a
// format error naming the line, not the scanner's own message.
func TestSapporoLongLine(t *testing.T) {
	m := zdd.New()
	text := "_i 3\n_o 1\n_n 1\n" + strings.Repeat("9", 2<<20) + "\n"
	_, _, err := readSapporo(m, strings.NewReader(text))
	if !errors.Is(err, zdd.ErrFormat) || !strings.Contains(err.Error(), "line 4: longer than 1048576 bytes") {
		t.Fatalf("error %v", err)
	}
}
