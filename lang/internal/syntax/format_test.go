package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	plexer "github.com/alecthomas/participle/v2/lexer"
)

func TestFormatLayout(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x=1", "x = 1\n"},
		{"x  =  count( F|G )*2", "x = count(F | G) * 2\n"},
		{"-17 / 5\n- 3", "-17 / 5\n-3\n"},
		{"a - -b", "a - -b\n"},
		{"f(n,k)=n if k else f(n-1,not k)", "f(n, k) = n if k else f(n - 1, not k)\n"},
		{"sample(F,5,seed:1)", "sample(F, 5, seed: 1)\n"},
		{"[x*y for x in range(3) if x>0]", "[x * y for x in range(3) if x > 0]\n"},
		{"{ {1,2},{3} }", "{{1, 2}, {3}}\n"},
		{"l[ 0 ][1]", "l[0][1]\n"},
		{"a=1;b=2", "a = 1\nb = 2\n"},
		{"\n\n# head\n\n\n\nx = 1   # one\nyy = 22 # two\n\n\n", "# head\n\nx = 1   # one\nyy = 22 # two\n"},
		{"x = [1,\n2,   # two\n  3]", "x = [1,\n    2, # two\n    3]\n"},
		{"f(\n  a,\n  b\n)", "f(\n    a,\n    b\n)\n"},
		{"  :help   count  \nx", ":help   count\nx\n"},
		{"s = `raw\n   kept  `  # c", "s = `raw\n   kept  ` # c\n"},
		{"assert count(F)==3 , \"msg\"", "assert count(F) == 3, \"msg\"\n"},
		{"not(x) and (y)", "not (x) and (y)\n"},
		{"let y=-1", "let y = -1\n"},
	} {
		got, err := Format("f.zq", tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Format(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := Format("f.zq", "x = (1 +"); err == nil || !strings.Contains(err.Error(), "f.zq:1:5") {
		t.Errorf("an open bracket: %v", err)
	}
	if _, err := Format("f.zq", "x = 1 +\ny = 2"); err == nil || !strings.Contains(err.Error(), "f.zq:1:8") {
		t.Errorf("a syntax error: %v", err)
	}
}

// tree is the parsed program of src, positions aside, as text.
func tree(src string) (string, error) {
	units, _ := Split("t", src)
	var b strings.Builder
	for _, u := range units {
		switch {
		case u.LexErr != nil:
			return "", u.LexErr
		case u.Meta != "":
			fmt.Fprintf(&b, "meta %q\n", u.Meta)
		default:
			st, err := Parse(u, func(Pos) string { return "" })
			if err != nil {
				return "", err
			}
			dump(&b, reflect.ValueOf(st))
			b.WriteByte('\n')
		}
	}
	return b.String(), nil
}

var posType = reflect.TypeOf(plexer.Position{})

func dump(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		dump(b, v.Elem())
	case reflect.Struct:
		b.WriteString(v.Type().Name() + "{")
		for i := 0; i < v.NumField(); i++ {
			if v.Field(i).Type() == posType {
				continue
			}
			b.WriteString(v.Type().Field(i).Name + ":")
			dump(b, v.Field(i))
			b.WriteString(" ")
		}
		b.WriteString("}")
	case reflect.Slice:
		b.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			dump(b, v.Index(i))
			b.WriteString(",")
		}
		b.WriteString("]")
	default:
		fmt.Fprintf(b, "%q", fmt.Sprint(v.Interface()))
	}
}

// checkFormat holds Format to its promises on src: the same program,
// and a fixed point.
func checkFormat(t *testing.T, name, src string) {
	before, err := tree(src)
	if err != nil {
		if _, ferr := Format(name, src); ferr == nil {
			t.Errorf("%s: does not parse (%v) but Format took it", name, err)
		}
		return
	}
	out, err := Format(name, src)
	if err != nil {
		t.Fatalf("%s: Format: %v", name, err)
	}
	after, err := tree(out)
	if err != nil {
		t.Fatalf("%s: the formatted text does not parse: %v\n%s", name, err, out)
	}
	if before != after {
		t.Fatalf("%s: the formatted program differs:\n%s\nformatted:\n%s", name, src, out)
	}
	again, err := Format(name, out)
	if err != nil || again != out {
		t.Fatalf("%s: Format is not a fixed point:\n%s\nthen:\n%s", name, out, again)
	}
	for _, c := range comments(src) {
		if !strings.Contains(out, c) {
			t.Fatalf("%s: the comment %q is lost", name, c)
		}
	}
}

// comments lists the comments of src (trailing spaces cut).
func comments(src string) []string {
	lx := newLexer("c", src)
	lx.comments = true
	var out []string
	for {
		t, err, _ := lx.next()
		if err != nil || t.kind == tokEOF {
			return out
		}
		if t.kind == tokComment {
			out = append(out, strings.TrimRight(t.val, " \t\r"))
		}
	}
}

// repoScripts are the .zq files of the repository.
func repoScripts(t testing.TB) map[string]string {
	root := filepath.Join("..", "..", "..")
	out := map[string]string{}
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".zq") {
			if data, err := os.ReadFile(path); err == nil {
				out[path] = string(data)
			}
		}
		return nil
	})
	if len(out) < 10 {
		t.Fatalf("only %d .zq files found", len(out))
	}
	return out
}

// TestFormatRepository: every script of the repository formats to the
// same program, and formatting is a fixed point.
func TestFormatRepository(t *testing.T) {
	for name, src := range repoScripts(t) {
		checkFormat(t, name, src)
	}
}

func FuzzFormat(f *testing.F) {
	for _, src := range repoScripts(f) {
		f.Add(src)
	}
	f.Add("x = [1,\n2,   # two\n  3]\n-1 - -2; a=`r\n`")
	f.Fuzz(func(t *testing.T, src string) {
		checkFormat(t, "fuzz", src)
	})
}
