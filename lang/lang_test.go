package lang

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// runGolden runs src in a fresh session that reports errors and goes on,
// echoing bindings, and returns everything it printed.
func runGolden(t *testing.T, name, src string) string {
	t.Helper()
	var out bytes.Buffer
	s := NewSession(&out)
	s.KeepGoing = true
	s.Echo = true
	s.Trace = true
	s.Run(name, src)
	return out.String()
}

func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./lang -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (go test ./lang -run %s -update rewrites it):\n%s", path, t.Name(), diff(string(want), got))
	}
}

// diff shows the first lines where want and got differ.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + itoa(i+1) + ":\n  want: " + a + "\n  got:  " + b
		}
	}
	return ""
}

func itoa(i int) string { return NewInt(int64(i)).V.String() }

// TestGolden runs every testdata/*.zq and compares its output with the
// .golden file beside it.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.zq")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	t.Chdir(t.TempDir())
	for _, f := range files {
		abs, _ := filepath.Abs(filepath.Join(origDir, f))
		t.Run(strings.TrimSuffix(filepath.Base(f), ".zq"), func(t *testing.T) {
			src, err := os.ReadFile(abs)
			if err != nil {
				t.Fatal(err)
			}
			got := runGolden(t, f, string(src))
			compareGolden(t, strings.TrimSuffix(abs, ".zq")+".golden", got)
		})
	}
}

var origDir, _ = os.Getwd()

// TestExamples runs the example of every builtin in a fresh session: it
// must run without error, and its output is kept in
// testdata/examples.golden.
func TestExamples(t *testing.T) {
	t.Chdir(t.TempDir())
	var all strings.Builder
	for _, b := range Builtins() {
		if b.Topic == "test" {
			continue
		}
		var out bytes.Buffer
		s := NewSession(&out)
		err := s.Run("example", b.Example)
		if b.Name == "svg" {
			// The drawing needs the Graphviz program; without it the
			// builtin must say so.
			if _, lookErr := exec.LookPath("dot"); lookErr != nil {
				if err == nil || !strings.Contains(err.Error(), "Graphviz program dot is not installed") {
					t.Errorf("svg without dot: got %v", err)
				}
			} else if err != nil {
				t.Errorf("svg: %v", err)
			} else if data, rerr := os.ReadFile("zq-example.svg"); rerr != nil || !bytes.Contains(data, []byte("<svg")) {
				t.Errorf("svg wrote no SVG drawing: %v", rerr)
			}
			continue
		}
		if err != nil {
			t.Errorf("example of %s: %s", b.Name, Detail(err))
			continue
		}
		if !strings.Contains(b.Example, b.Name+"(") {
			t.Errorf("example of %s does not call it: %s", b.Name, b.Example)
		}
		all.WriteString("## " + b.Signature() + "\n> " + b.Example + "\n" + out.String() + "\n")
	}
	compareGolden(t, filepath.Join(origDir, "testdata", "examples.golden"), all.String())
}

// TestHelp checks that :help lists every builtin under its topic and
// describes each one.
func TestHelp(t *testing.T) {
	list := Help("")
	for _, b := range Builtins() {
		if !strings.Contains(list, " "+b.Name) {
			t.Errorf(":help does not list %s", b.Name)
		}
		one := Help(b.Name)
		if !strings.Contains(one, b.Help) || !strings.Contains(one, b.Example) {
			t.Errorf(":help %s = %q", b.Name, one)
		}
	}
	if h := Help("cuont"); !strings.Contains(h, "did you mean count?") {
		t.Errorf(":help cuont = %q", h)
	}
}

// TestBuiltinsDoc keeps doc/builtins.md in step with the registry
// (go test ./lang -update rewrites it).
func TestBuiltinsDoc(t *testing.T) {
	compareGolden(t, filepath.Join(origDir, "..", "doc", "builtins.md"), BuiltinsMarkdown())
}

// TestGrammarDoc checks that doc/language.md shows the grammar the
// parser uses.
func TestGrammarDoc(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(origDir, "..", "doc", "language.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), Grammar()) {
		t.Errorf("doc/language.md does not contain the grammar:\n%s", Grammar())
	}
}
