package files_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
)

// TestFormats saves families in every format that reads and writes and
// opens them back by name and by sniffing (the files are named .txt, an
// extension no format owns): the same family, with its universe when
// the format keeps it or over: gives it.
func TestFormats(t *testing.T) {
	dir := t.TempDir()
	var out strings.Builder
	s := lang.NewSession(&out)
	n := 0
	for _, fam := range []string{"cycles(grid(3, 3))", "pow([0, 1, 2, 3, 4])", "{}", "{{}}", "{{1, 2}, {3}, {}}", "paths(grid(4, 4), (0, 0), (3, 3))"} {
		over := ""
		if strings.Contains(fam, "grid") {
			over = ", over: " + fam[strings.Index(fam, "(")+1:strings.Index(fam, ")")+1]
		}
		for _, f := range []string{"sapporo", "graphillion", "knuth", "knuth-decimal", "zq"} {
			n++
			path := strconv.Quote(filepath.Join(dir, strconv.Itoa(n)+".txt"))
			src := "F = " + fam + "\nsave(F, " + path + ", format: \"" + f + "\")\n" +
				"assert open(" + path + ", format: \"" + f + "\"" + over + ") == F\n" +
				"assert open(" + path + over + ") == F\n"
			if f == "zq" {
				src += "assert show(open(" + path + ")) == show(F)\n"
			}
			if err := s.Run("t.zq", src); err != nil {
				t.Fatalf("%s in %s: %s", fam, f, lang.Detail(err))
			}
		}
	}
}

// TestFormatChoice: save picks DOT for a .dot path, zq's format for one
// without a format's extension; open refuses what it cannot read, and a
// malformed file is an error naming the file, the format and the line.
func TestFormatChoice(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return strconv.Quote(filepath.Join(dir, name)) }
	var out strings.Builder
	s := lang.NewSession(&out)
	if err := s.Run("t.zq", "save({{1, 2}}, "+at("f.dot")+")\nsave({{1, 2}}, "+at("f.bin")+")\nsave({{1, 2}}, "+at("f.gv")+", format: \"zq\")"); err != nil {
		t.Fatal(lang.Detail(err))
	}
	for name, prefix := range map[string]string{"f.dot": "digraph zdd {", "f.bin": "ZQDD", "f.gv": "ZQDD"} {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !strings.HasPrefix(string(data), prefix) {
			t.Errorf("%s starts %.12q, want %q (%v)", name, data, prefix, err)
		}
	}
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte("_i 2\n_o 1\n2 1 F T\n4\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "prose.txt"), []byte("a family of sets\n"), 0o644)
	for _, tc := range []struct{ src, want string }{
		{"open(" + at("f.dot") + ")", "the format dot is written only"},
		{"open(" + at("f.bin") + `, format: "dot")`, "the format dot cannot be read (the formats read: graphillion, knuth, knuth-decimal, sapporo, zq)"},
		{"open(" + at("f.bin") + `, format: "bdd")`, `no format "bdd" (the formats read: graphillion, knuth, knuth-decimal, sapporo, zq)`},
		{"save({{1}}, " + at("g.txt") + `, format: "bdd")`, `no format "bdd" (the formats written: dot, graphillion, knuth, knuth-decimal, sapporo, zq)`},
		{"open(" + at("bad.txt") + ")", "bad.txt is not a sapporo file (malformed family file: line 4: node 4 is used before its line)"},
		{"open(" + at("prose.txt") + ")", "prose.txt is in none of the formats zq reads"},
		{"open(" + at("missing.txt") + ")", "cannot open"},
		{"save(cycles(grid(3, 3)), " + at("c.txt") + `, format: "sapporo"); open(` + at("c.txt") + ", over: grid(2, 2))", "has 12 variables, but edges of grid(2, 2) has 4 elements"},
		{"save({{7}}, " + at("s.txt") + `, format: "graphillion"); open(` + at("s.txt") + ", over: grid(2, 2))", "uses variable 7, outside edges of grid(2, 2) (4 elements)"},
	} {
		err := s.Run("t.zq", tc.src)
		if err == nil || !strings.Contains(lang.Detail(err), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.src, err, tc.want)
		}
	}
}
