package lang_test

import (
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
)

// TestDiagnose: every error found without running, at its place, with
// the message running the script gives (the oracle: Run of the same
// text, for the errors running meets first).
func TestDiagnose(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
		run  bool // Run gives want[0] too
	}{
		{"P = cycles(grid(3, 3))\ncount(P)", nil, true},
		{"count(P)\nx = cuont({{1}})", []string{"f.zq:1:7: undefined name P", "f.zq:2:5: unknown function cuont; did you mean count?"}, true},
		// The script's names are suggested.
		{"graph1 = grid(2, 2)\ncount(cycles(grahp1))", []string{"f.zq:2:14: undefined name grahp1; did you mean graph1?"}, false},
		{"x = (1 +\ny = 2\ny + z", []string{"f.zq:1:5: ( is never closed"}, true},
		{"x = 1 +\ny = 2\ny + z", []string{"f.zq:1:8: syntax error: unexpected end of statement", "f.zq:3:5: undefined name z"}, true},
		// A statement that does not parse still binds its name.
		{"x = 1 +\nx", []string{"f.zq:1:8: syntax error: unexpected end of statement"}, true},
		{"count({{1}}, 2)", []string{"f.zq:1:14: count takes 1 argument, got 2 (signature: count(F family) -> integer)"}, true},
		{"sample({{1}}, 1, sed: 1)", []string{"f.zq:1:18: sample has no parameter named sed (signature: sample(F family, k integer, [seed: integer]) -> family)"}, true},
		{"sample({{1}})", []string{"f.zq:1:1: sample: missing argument k (signature: sample(F family, k integer, [seed: integer]) -> family)"}, true},
		{"sample({{1}}, seed: 1, 2)", []string{"f.zq:1:24: sample: a positional argument cannot follow a named one"}, true},
		{"sample({{1}}, 1, seed: 1, seed: 2)", []string{"f.zq:1:27: sample: argument seed given twice"}, true},
		{"f(a, b) = a + b\nf(1)", []string{"f.zq:2:1: f: missing argument b (f(a, b))"}, true},
		{"f(a) = a\nf(1, 2)", []string{"f.zq:2:6: f takes 1 argument, got 2 (f(a))"}, true},
		{"f(a) = a\nf(b: 1)", []string{"f.zq:2:3: f has no parameter named b (f(a))"}, true},
		{"count = 1", []string{"f.zq:1:1: cannot bind count: it is the name of a builtin"}, true},
		{"count(x) = 1", []string{"f.zq:1:1: cannot define count: it is the name of a builtin"}, true},
		{"f(a, a) = a", []string{"f.zq:1:6: f: parameter a is named twice"}, false},
		{"max(1, 2, 3)\nprint()\nk(f) = f(1, 2)", nil, true},
		{"[x for x in range(3)]\nx", []string{"f.zq:2:1: undefined name x"}, true},
	} {
		s := lang.NewSession(io.Discard)
		o := lang.ReadOutline("f.zq", tc.src)
		var got []string
		for _, e := range s.Diagnose(o, tc.src, nil) {
			got = append(got, e.Error())
		}
		want := tc.want
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Diagnose(%q):\n got %q\nwant %q", tc.src, got, want)
		}
		if tc.run {
			err := lang.NewSession(io.Discard).Run("f.zq", tc.src)
			switch {
			case len(want) == 0 && err != nil:
				t.Errorf("Run(%q): %v, Diagnose found nothing", tc.src, err)
			case len(want) > 0 && (err == nil || err.Error() != want[0]):
				t.Errorf("Run(%q) = %v, Diagnose's first %q", tc.src, err, want[0])
			}
		}
	}
}

// TestDiagnoseSource: what a sourced file binds is asked of the
// caller; a file that cannot be read is reported at the path.
func TestDiagnoseSource(t *testing.T) {
	src := "source(\"defs.zq\")\nsq(3) + y\nsource(\"gone.zq\")\nundefined_after"
	s := lang.NewSession(io.Discard)
	var asked []string
	sourced := func(c lang.CallRef) ([]string, bool, error) {
		asked = append(asked, *c.Args[0].Str)
		if *c.Args[0].Str == "gone.zq" {
			return nil, false, errors.New("cannot read gone.zq: no such file or directory")
		}
		return []string{"sq"}, true, nil
	}
	var got []string
	for _, e := range s.Diagnose(lang.ReadOutline("f.zq", src), src, sourced) {
		got = append(got, e.Error())
	}
	want := []string{"f.zq:2:9: undefined name y", "f.zq:3:1: cannot read gone.zq: no such file or directory"}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(asked, []string{"defs.zq", "gone.zq"}) {
		t.Errorf("got %q (asked %q), want %q", got, asked, want)
	}
}

// TestOutline: what a statement binds and uses, with places, and the
// local names uses refer to.
func TestOutline(t *testing.T) {
	src := "# sq\nsq(n) = n * n\nlet S = [sq(k) for k in range(3) if k > 0]\nx = S +\n:timeout 1s"
	o := lang.ReadOutline("f.zq", src)
	if len(o.Stmts) != 4 {
		t.Fatalf("%d statements", len(o.Stmts))
	}
	def, let, bad, meta := o.Stmts[0], o.Stmts[1], o.Stmts[2], o.Stmts[3]
	if !def.Def || def.Name != "sq" || def.NamePos.Line != 2 || def.NamePos.Col != 1 || len(def.Params) != 1 || def.Params[0].Pos.Col != 4 {
		t.Errorf("definition %+v", def)
	}
	if len(def.Refs) != 2 || def.Refs[0].Local != def.Params[0] || def.Refs[1].Pos.Col != 13 {
		t.Errorf("definition's uses %+v", def.Refs)
	}
	if let.Name != "S" || let.NamePos.Col != 5 || len(let.Locals) != 1 || let.Locals[0].Pos.Col != 20 {
		t.Errorf("binding %+v", let)
	}
	var free []string
	for _, r := range let.Refs {
		if r.Local == nil {
			free = append(free, r.Name)
		} else if r.Local != let.Locals[0] {
			t.Errorf("use %+v refers to another local", r)
		}
	}
	if !reflect.DeepEqual(free, []string{"range", "sq"}) {
		t.Errorf("free names %q", free)
	}
	if len(let.Calls) != 2 || let.Calls[0].Name != "range" || let.Calls[1].Name != "sq" {
		t.Errorf("calls %+v", let.Calls)
	}
	if bad.Err == nil || bad.Name != "x" {
		t.Errorf("a statement that does not parse: %+v", bad)
	}
	if meta.Meta != ":timeout 1s" {
		t.Errorf("meta %+v", meta)
	}
	c := lang.ReadOutline("f.zq", "source(`a.zq`)\nload(\"p.txt\", kind: \"sudoku\")").Stmts
	if s := c[0].Calls[0].Args[0].Str; s == nil || *s != "a.zq" {
		t.Errorf("raw string argument %v", s)
	}
	if a := c[1].Calls[0].Args[1]; a.Name != "kind" || a.Str == nil || *a.Str != "sudoku" || a.Pos.Col != 15 {
		t.Errorf("named argument %+v", a)
	}
}

// TestCursorAt: the calls open around a place of a half-typed source,
// the names bound there, strings and comments.
func TestCursorAt(t *testing.T) {
	type call struct {
		name  string
		arg   int
		named string
		key   string
	}
	for _, tc := range []struct {
		src      string // | marks the place
		calls    []call
		locals   string
		def      string
		str, com bool
	}{
		{"count(cycles(g|", []call{{"count", 0, "", ""}, {"cycles", 0, "", ""}}, "", "", false, false},
		{"sample(F, 5, se|", []call{{"sample", 2, "", ""}}, "", "", false, false},
		{"sample(F, seed: |", []call{{"sample", 1, "seed", "seed"}}, "", "", false, false},
		{"load(\"p.txt\", kind: \"sl|", []call{{"load", 1, "kind", "kind"}}, "", "", true, false},
		{"f(a, b) = count(a) + |", nil, "a b", "f", false, false},
		{"f(a, b) = [x for x, y in a if |", nil, "a b x y", "f", false, false},
		{"x = 1 # a comment |", nil, "", "", false, true},
		{"f(n) = n\ncount(cycles(grid(2, 2)))\ng(|", []call{{"g", 0, "", ""}}, "", "", false, false},
		{"s = `raw\nover lines |", nil, "", "", true, false},
		{"x = \"unterminated\ny = count(|", []call{{"count", 0, "", ""}}, "", "", false, false},
		{"x = (1, [2, 3], {{4}}) + count(|", []call{{"count", 0, "", ""}}, "", "", false, false},
		{":trace on(\ncount(|", []call{{"count", 0, "", ""}}, "", "", false, false},
		{"  :help count(|", nil, "", "", false, false},
		{"x = (1,\n:2, count(|", []call{{"count", 0, "", ""}}, "", "", false, false},
	} {
		off := strings.Index(tc.src, "|")
		src := tc.src[:off] + tc.src[off+1:]
		c := lang.CursorAt(src, off)
		var calls []call
		for _, oc := range c.Calls {
			calls = append(calls, call{oc.Name, oc.Arg, strings.Join(oc.Named, " "), oc.Key})
		}
		if !reflect.DeepEqual(calls, tc.calls) || strings.Join(c.Locals, " ") != tc.locals || c.Def != tc.def || c.InString != tc.str || c.InComment != tc.com {
			t.Errorf("CursorAt(%q) = %+v", tc.src, c)
		}
	}
}

// TestReread: an outline read again after random edits of the
// repository's scripts (lines deleted, copied, broken, joined) is the
// outline read from scratch.
func TestReread(t *testing.T) {
	paths, _ := filepath.Glob("../scripts/*.zq")
	lessons, _ := filepath.Glob("../scripts/lessons/*.zq")
	paths = append(paths, lessons...)
	if len(paths) < 10 {
		t.Fatalf("%d scripts", len(paths))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	edits := []func(lines []string, i int) []string{
		func(l []string, i int) []string { return slices.Delete(l, i, i+1) },
		func(l []string, i int) []string { return slices.Insert(l, i, l[rng.IntN(len(l))]) },
		func(l []string, i int) []string { return slices.Insert(l, i, "x = (1 +") },
		func(l []string, i int) []string { return slices.Insert(l, i, "") },
		func(l []string, i int) []string { l[i] += " + 1"; return l },
		func(l []string, i int) []string { l[i] = "  " + l[i]; return l },
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		src := string(data)
		o := lang.ReadOutline(p, src)
		for step := 0; step < 20; step++ {
			lines := strings.Split(src, "\n")
			lines = edits[rng.IntN(len(edits))](lines, rng.IntN(len(lines)))
			src = strings.Join(lines, "\n")
			o = o.Reread(src)
			if want := lang.ReadOutline(p, src); !reflect.DeepEqual(o, want) {
				for i := range want.Stmts {
					if i >= len(o.Stmts) || !reflect.DeepEqual(o.Stmts[i], want.Stmts[i]) {
						t.Fatalf("%s, edit %d: statement %d reread as %+v, read as %+v", p, step, i, o.Stmts[i], want.Stmts[i])
					}
				}
				t.Fatalf("%s, edit %d: the outlines differ", p, step)
			}
		}
		// A line added at the end leaves every statement before it
		// where it was: each is taken as it is, not read again.
		again := o.Reread(src + "\nadded = 1\n")
		for i, st := range o.Stmts {
			if st.Meta == "" && st.Err == nil && again.Stmts[i] != st {
				t.Fatalf("%s: statement %d (%q) read again", p, i, st.Text)
			}
		}
	}
}
