package editors

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all" // the builtin library
	_ "github.com/zqlang/zq/puzzles/all"  // the genres' constructors, as the zq command has them
)

var update = flag.Bool("update", false, "rewrite the grammar's builtins, the plist grammar and the golden token files")

const (
	grammarPath = "vscode/syntaxes/zq.tmLanguage.json"
	plistPath   = "sublime/zq.tmLanguage"
	goldenDir   = "testdata/tokens"
	// playgroundEngine is the playground's reader of the grammar, held to
	// vscode-textmate on every script.
	playgroundEngine = "../playground/site/highlight.js"
	root             = ".." // the repository
)

// builtinNames are the names of every registered builtin, sorted.
func builtinNames() []string {
	var names []string
	for _, b := range lang.Builtins() {
		names = append(names, b.Name)
	}
	sort.Strings(names)
	return names
}

// builtinsLine matches the line of the grammar that lists the builtins.
var builtinsLine = regexp.MustCompile(`(?m)^(\s*"match": "\(\?:)([^)]*)(\)\(\?!\[\\\\p\{L\}\\\\p\{Nd\}_\]\)",)$`)

// TestGrammarBuiltins: the grammar's builtins are the language's, no
// more and no fewer (-update writes them).
func TestGrammarBuiltins(t *testing.T) {
	src, err := os.ReadFile(grammarPath)
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Repository map[string]struct {
			Match string `json:"match"`
		} `json:"repository"`
	}
	if err := json.Unmarshal(src, &g); err != nil {
		t.Fatalf("%s: %v", grammarPath, err)
	}
	want := builtinNames()
	if len(want) < 100 {
		t.Fatalf("only %d builtins registered", len(want))
	}
	m := builtinsLine.FindSubmatch(src)
	if m == nil || !strings.Contains(g.Repository["builtins"].Match, string(m[2])) {
		t.Fatalf("%s: no line of the builtins' match found", grammarPath)
	}
	got := strings.Split(string(m[2]), "|")
	if strings.Join(got, "|") == strings.Join(want, "|") {
		t.Logf("%d builtins", len(want))
		return
	}
	if *update {
		out := builtinsLine.ReplaceAll(src, []byte("${1}"+strings.Join(want, "|")+"${3}"))
		if err := os.WriteFile(grammarPath, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s lists other builtins than the language (go test ./editors -update rewrites them):\n only in the grammar: %v\n missing from it: %v",
		grammarPath, minus(got, want), minus(want, got))
}

// minus is the items of a not in b.
func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, s := range b {
		in[s] = true
	}
	var out []string
	for _, s := range a {
		if !in[s] {
			out = append(out, s)
		}
	}
	return out
}

// TestGrammarKeywords: the words the grammar colours as keywords are the
// reserved words of the language, which no name may be.
func TestGrammarKeywords(t *testing.T) {
	want := []string{"and", "assert", "else", "false", "for", "if", "in", "let", "not", "or", "true"}
	for _, w := range want {
		if lang.IsName(w) {
			t.Errorf("%s is a name in the language, not a keyword", w)
		}
		toks, err := lang.Tokens("", w)
		if err != nil || len(toks) != 1 || toks[0].Kind != "keyword" {
			t.Errorf("the lexer reads %q as %+v (%v), not as a keyword", w, toks, err)
		}
	}
	src, err := os.ReadFile(grammarPath)
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Repository map[string]struct {
			Patterns []struct {
				Match string `json:"match"`
			} `json:"patterns"`
		} `json:"repository"`
	}
	if err := json.Unmarshal(src, &g); err != nil {
		t.Fatal(err)
	}
	var got []string
	word := regexp.MustCompile(`^\(\?:([a-z|]+)\)|^([a-z]+)\(`)
	for _, p := range g.Repository["keywords"].Patterns {
		m := word.FindStringSubmatch(p.Match)
		if m == nil {
			t.Fatalf("keyword pattern %q: no words", p.Match)
		}
		got = append(got, strings.Split(m[1]+m[2], "|")...)
	}
	sort.Strings(got)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the grammar's keywords are %v, the language's %v", got, want)
	}
}

// TestGrammarPlist: the plist grammar (Sublime Text's form) is the JSON
// grammar, written as a property list (-update writes it).
func TestGrammarPlist(t *testing.T) {
	src, err := os.ReadFile(grammarPath)
	if err != nil {
		t.Fatal(err)
	}
	want, err := toPlist(src)
	if err != nil {
		t.Fatalf("%s: %v", grammarPath, err)
	}
	got, err := os.ReadFile(plistPath)
	if *update && !bytes.Equal(got, want) {
		if err := os.WriteFile(plistPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not %s as a plist (go test ./editors -update rewrites it)", plistPath, grammarPath)
	}
	for _, p := range []string{plistPath, "sublime/zq.tmPreferences"} {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		dec := xml.NewDecoder(bytes.NewReader(src))
		for {
			if _, err := dec.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Errorf("%s is not well-formed XML: %v", p, err)
				break
			}
		}
	}
}

// toPlist writes a JSON grammar as an XML property list, leaving out the
// JSON schema.
func toPlist(src []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if m, ok := v.(map[string]any); ok {
		delete(m, "$schema")
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString(`<plist version="1.0">` + "\n")
	if err := writePlist(&b, v, 0); err != nil {
		return nil, err
	}
	b.WriteString("</plist>\n")
	return b.Bytes(), nil
}

func writePlist(b *bytes.Buffer, v any, depth int) error {
	ind := strings.Repeat("\t", depth)
	esc := func(s string) string {
		var e bytes.Buffer
		xml.EscapeText(&e, []byte(s))
		return e.String()
	}
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteString(ind + "<dict>\n")
		for _, k := range keys {
			b.WriteString(ind + "\t<key>" + esc(k) + "</key>\n")
			if err := writePlist(b, v[k], depth+1); err != nil {
				return err
			}
		}
		b.WriteString(ind + "</dict>\n")
	case []any:
		b.WriteString(ind + "<array>\n")
		for _, x := range v {
			if err := writePlist(b, x, depth+1); err != nil {
				return err
			}
		}
		b.WriteString(ind + "</array>\n")
	case string:
		b.WriteString(ind + "<string>" + esc(v) + "</string>\n")
	case bool:
		fmt.Fprintf(b, "%s<%v/>\n", ind, v)
	case json.Number:
		b.WriteString(ind + "<integer>" + v.String() + "</integer>\n")
	default:
		return fmt.Errorf("no plist form for %T", v)
	}
	return nil
}

// scriptFiles are the .zq files of the repository, as paths from its
// root with forward slashes, sorted.
func scriptFiles(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".zq") {
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

// tmToken is a token of the TextMate engine: its text and its scopes,
// outermost first.
type tmToken struct {
	Text   string
	Scopes []string
}

// needNPM returns the path of node, or skips the test when node or the
// npm packages of editors/vscode are missing.
func needNPM(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed (Debian: apt-get install nodejs npm; then npm ci in editors/vscode)")
	}
	for _, pkg := range []string{"vscode-textmate", "vscode-oniguruma"} {
		if _, err := os.Stat(filepath.Join("vscode", "node_modules", pkg, "package.json")); err != nil {
			t.Skipf("skipped: the npm package %s is not installed (run npm ci in editors/vscode)", pkg)
		}
	}
	return node
}

// tokenizeWithEngine runs vscode-textmate over the files (paths from the
// repository's root) and returns their tokens, line by line. The JSON and
// plist grammars must tokenize them alike, and the playground's engine
// must give every character the same scopes. It skips the test when node or
// the npm packages are missing.
func tokenizeWithEngine(t *testing.T, files []string) map[string][][]tmToken {
	t.Helper()
	node := needNPM(t)
	args := []string{filepath.Join("vscode", "test", "tokenize.js"), "-plist", plistPath, "-js", playgroundEngine, grammarPath}
	for _, f := range files {
		args = append(args, filepath.Join(root, filepath.FromSlash(f)))
	}
	cmd := exec.Command(node, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s ... (%d files): %v\n%s", strings.Join(args[:6], " "), len(files), err, stderr.String())
	}
	var res struct {
		Files []struct {
			Path  string
			Lines [][][2]string
		}
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("tokenize.js wrote no JSON: %v", err)
	}
	if len(res.Files) != len(files) {
		t.Fatalf("tokenize.js tokenized %d files of %d", len(res.Files), len(files))
	}
	toks := map[string][][]tmToken{}
	for i, f := range res.Files {
		lines := make([][]tmToken, len(f.Lines))
		for j, l := range f.Lines {
			for _, tok := range l {
				lines[j] = append(lines[j], tmToken{tok[0], strings.Fields(tok[1])})
			}
		}
		toks[files[i]] = lines
	}
	return toks
}

// TestTokenize tokenizes every script of the repository with the grammar
// through vscode-textmate and vscode-oniguruma, and compares the tokens
// with the golden files (-update writes them). It then holds every
// token to the lexer of the language (lang.Tokens): each identifier,
// keyword, number, string, comment, operator and meta-command line gets
// the scope its kind and place call for (a builtin's name the builtin
// scope, a keyword argument's name the keyword-argument scope, ...), and
// no character but a space is left without a scope.
func TestTokenize(t *testing.T) {
	files := scriptFiles(t)
	if len(files) < 20 {
		t.Fatalf("only %d .zq files found in the repository", len(files))
	}
	all := tokenizeWithEngine(t, files)
	counts := map[string]int{}
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		lines := all[f]
		checkGolden(t, f, golden(lines))
		checkScopes(t, f, string(src), lines, counts)
	}
	if *update {
		removeStaleGoldens(t, files)
	}
	var kinds []string
	for k, n := range counts {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(kinds)
	t.Logf("%d files; tokens checked against the lexer: %s", len(files), strings.Join(kinds, ", "))
}

// golden renders a file's tokens, one a line: LINE:COL "TEXT" SCOPES
// (without the outermost scope, source.zq); spaces that only it holds
// are left out.
func golden(lines [][]tmToken) []byte {
	var b bytes.Buffer
	for i, l := range lines {
		col := 1
		for _, tok := range l {
			if len(tok.Scopes) > 1 || strings.TrimSpace(tok.Text) != "" {
				fmt.Fprintf(&b, "%d:%d %q %s\n", i+1, col, tok.Text, strings.Join(tok.Scopes[1:], " "))
			}
			col += utf8.RuneCountInString(tok.Text)
		}
	}
	return b.Bytes()
}

func goldenPath(file string) string {
	return filepath.Join(goldenDir, filepath.FromSlash(file)+".tokens")
}

func checkGolden(t *testing.T, file string, got []byte) {
	t.Helper()
	p := goldenPath(file)
	want, err := os.ReadFile(p)
	if *update && !bytes.Equal(got, want) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: no golden tokens (go test ./editors -update writes them, with node and npm ci in editors/vscode): %v", file, err)
		return
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("%s: the tokens differ from %s from its line %d (go test ./editors -update rewrites it):\n got  %s\n want %s", file, p, i+1, g, w)
				return
			}
		}
	}
}

// removeStaleGoldens removes the golden files of scripts that are gone.
func removeStaleGoldens(t *testing.T, files []string) {
	keep := map[string]bool{}
	for _, f := range files {
		keep[goldenPath(f)] = true
	}
	err := filepath.WalkDir(goldenDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !keep[p] {
			return os.Remove(p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoStaleGoldens: every golden token file belongs to a script.
func TestNoStaleGoldens(t *testing.T) {
	keep := map[string]bool{}
	for _, f := range scriptFiles(t) {
		keep[goldenPath(f)] = true
	}
	filepath.WalkDir(goldenDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !keep[p] {
			t.Errorf("%s belongs to no script (go test ./editors -update removes it)", p)
		}
		return nil
	})
}

// TestExtension runs the extension's own test (vscode/test/extension.test.js),
// which needs node only: the manifest declares the language, grammar and
// configuration, and activation starts `zq lsp` on stdio (with the setting
// zq.path for the command), reports a failed start and stops on
// deactivation.
func TestExtension(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node is not installed (Debian: apt-get install nodejs)")
	}
	out, err := exec.Command(node, filepath.Join("vscode", "test", "extension.test.js")).CombinedOutput()
	if err != nil {
		t.Fatalf("extension.test.js: %v\n%s", err, out)
	}
	t.Logf("%s", bytes.TrimSpace(out))
}

// TestEnginesAgree holds the playground's engine of the grammar to
// vscode-textmate on random text (vscode/test/differential.js): 2,000
// documents of zq's tokens and the characters that break them, and
// random edits of the repository's scripts, every character with the
// same scopes from both. ZQ_GRAMMAR_SEED picks another seed.
func TestEnginesAgree(t *testing.T) {
	node := needNPM(t)
	files := scriptFiles(t)
	seed := os.Getenv("ZQ_GRAMMAR_SEED")
	if seed == "" {
		seed = "1"
	}
	args := []string{filepath.Join("vscode", "test", "differential.js"), playgroundEngine, grammarPath, "2000", seed}
	for _, f := range files {
		args = append(args, filepath.Join(root, filepath.FromSlash(f)))
	}
	out, err := exec.Command(node, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("differential.js (seed %s): %v\n%s", seed, err, out)
	}
	t.Logf("seed %s: %s", seed, bytes.TrimSpace(out))
}
