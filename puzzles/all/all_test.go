package all

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// dataSets are the genres with files of many puzzles to read, whose
// plain text is told apart by its look (Sniff); the others are read one
// puzzle, URL or file at a time, and known by their URLs.
var dataSets = []string{"hashi", "hitori", "masyu", "numberlink", "slitherlink", "sudoku"}

// TestRegistered checks that the genres are wired in, each with a
// constructor doc, a URL type and the optional interfaces the language
// relies on.
func TestRegistered(t *testing.T) {
	for _, name := range []string{
		"country",
		"dbchoco",
		"firefly",
		"hashi",
		"heyawake",
		"hitori",
		"kurodoko",
		"lightup",
		"lits",
		"masyu",
		"norinori",
		"numberlink",
		"nurikabe",
		"nurimaze",
		"nurimisaki",
		"sashigane",
		"shakashaka",
		"shikaku",
		"slitherlink",
		"sudoku",
		"tapa",
		"yajilin",
	} {
		if _, ok := puzzles.Lookup(name); !ok {
			t.Errorf("genre %s is not registered (genres: %s)", name, strings.Join(puzzles.Names(), " "))
		}
	}
	if !slices.Equal(puzzles.Linked, puzzles.Names()) {
		t.Errorf("puzzles.Linked = %v, but this package registers %v", puzzles.Linked, puzzles.Names())
	}
	for _, g := range puzzles.All() {
		d := g.Doc()
		if d.Help == "" || d.Example == "" || len(d.URLTypes) == 0 {
			t.Errorf("%s: incomplete doc %+v", g.Name(), d)
		}
		if _, ok := g.(puzzles.Sniffer); !ok && slices.Contains(dataSets, g.Name()) {
			t.Errorf("%s: no Sniff", g.Name())
		}
		if _, ok := g.(puzzles.DataSet); !ok && slices.Contains(dataSets, g.Name()) {
			t.Errorf("%s: no data-set reader", g.Name())
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a second registration of a name does not panic")
		}
	}()
	g, _ := puzzles.Lookup("sudoku")
	puzzles.Register(g)
}

// TestDetect covers the guesses made for plain text.
func TestDetect(t *testing.T) {
	tests := []struct{ text, want string }{
		{"3.\n.2", "slitherlink"},
		{"1 . 1\n2 . 2", "numberlink"},
		{"1 . 12\n12 . 1", "numberlink"},
		{"1..4 .... .... ....", "sudoku"},
		{".1..\n..23\n....\n.3..", "sudoku"},
		{".1..\n.123\n....\n.3..", "slitherlink"},
		{"X:1...\n....\n....\n....", "sudoku"},
		{"puzzle x 2 1\n1 1\nend", "numberlink"},
		{"id 2 2 3..2 1 000", "slitherlink"},
		{"id std 2 2 1............... 1", "sudoku"},
		{"https://puzz.link/p?numlin/2/1/11", "numberlink"},
		{"3x3t0:a2g", "slitherlink"},
		{"1114\n1423\n3321\n4213", "hitori"},
		{"4x4:1114142333214213", "hitori"},
		{"id 2 2 1121 1 0100", "hitori"},
		{"https://puzz.link/p?hitori/4/4/1114142333214213", "hitori"},
		{"7x7m2:4e3g4e3a1a3c4a1e2a6b43a3a1b", "hashi"},
		{"4.2\n...\n2.?", "hashi"},
		{"4.3\n...\n1.2", "hashi"},
		{"x 3 3 2.2...1.1 1 1101", "hashi"},
		{"https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3", "hashi"},
		{"W..B\n....\n.W..", "masyu"},
		{"6x6:eBaWeWeWaBaBaWcWbWc", "masyu"},
		{"https://puzz.link/p?mashu/6/6/1063000i3000", "masyu"},
		{"pearl-1 2 3 W....B 1 0000000", "masyu"},
		{"# only a comment\n", ""},
	}
	for _, tc := range tests {
		if got := puzzles.Detect(tc.text); got != tc.want {
			t.Errorf("puzzles.Detect(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestDetectDataSet checks that every file of the data set is taken for
// the genre of its folder.
func TestDetectDataSet(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "data")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.txt"))
	if len(files) == 0 {
		t.Skipf("the data set is absent (%s): skipped", dir)
	}
	n := 0
	for _, path := range files {
		genre := filepath.Base(filepath.Dir(path))
		if _, ok := puzzles.Lookup(genre); !ok {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := puzzles.Detect(string(data)); got != genre {
			t.Errorf("%s: detected %q", path, got)
		}
		g, _ := puzzles.Lookup(genre)
		es, ok := g.(puzzles.DataSet).Entries(string(data))
		if !ok || len(es) == 0 {
			t.Errorf("%s: not read as a data set", path)
			continue
		}
		if _, err := g.Parse(strings.Repeat("\n", es[0].Line)+es[0].Text, nil); err != nil {
			t.Errorf("%s: first entry %s: %v", path, es[0].ID, err)
		}
		n++
	}
	t.Logf("%d data-set files detected and read", n)
}

// TestURLGenre checks URLs alone, with comments, and text that only
// contains one.
func TestURLGenre(t *testing.T) {
	for text, want := range map[string]string{
		"https://puzz.link/p?slither/2/2/g":         "slitherlink",
		"# c\nhttp://pzv.jp/p.html?numlin/2/1/11\n": "numberlink",
		"sudoku/4/4/g1k23k3g":                       "sudoku",
		"see https://puzz.link/p?sudoku/4/4/g":      "",
		"https://puzz.link/p?masyu/2/2/00":          "masyu",
		"https://puzz.link/p?nurikabe/2/2/00":       "nurikabe",
		"https://puzz.link/p?kakuro/2/2/00":         "",
		"1 . 1\nhttps://puzz.link/p?numlin/2/1/11":  "",
	} {
		if got := puzzles.URLGenre(text); got != want {
			t.Errorf("URLGenre(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestParseError checks the place formats of the shared error type.
func TestParseError(t *testing.T) {
	for _, tc := range []struct {
		e    puzzles.ParseError
		want string
	}{
		{puzzles.ParseError{Genre: "sudoku", Cell: true, Row: 2, Col: 3, Msg: "bad"}, "sudoku: cell (2, 3): bad"},
		{puzzles.ParseError{Genre: "sudoku", Cell: true, Msg: "bad"}, "sudoku: cell (0, 0): bad"},
		{puzzles.ParseError{Genre: "numberlink", Line: 4, Msg: "bad"}, "numberlink: line 4 of the text: bad"},
		{puzzles.ParseError{Genre: "masyu", Line: 4, Column: 2, Cell: true, Row: 3, Col: 1, Msg: "bad"}, "masyu: line 4, column 2 of the text, cell (3, 1): bad"},
		{puzzles.ParseError{Msg: "bad"}, "bad"},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.e, got, tc.want)
		}
	}
}

// TestURLForms reads pzprjs's sample URL of each genre in the forms
// real URLs take, with data after the board that pzprjs ignores, through
// puzzles.Parse with the genre detected: each is the same puzzle as the
// plain URL, and its URL written back reads back to it.
func TestURLForms(t *testing.T) {
	samples := map[string]string{
		"masyu":       "mashu/6/6/1063000i3000",
		"slitherlink": "slither/5/5/cbcbcddad",
		"numberlink":  "numlin/5/5/1j2h3m1h2j3",
		"sudoku":      "sudoku/4/4/g1k23k3g",
		"hashi":       "hashikake/5/5/4g2i3h23k3g1g3g4g3",
		"hitori":      "hitori/4/4/1114142333214213",
	}
	forms := []string{
		"https://puzz.link/p?%s",
		"http://pzv.jp/p.html?%s",
		"https://puzz.link/p?type=player&%s",
		"https://puzz.link/p?v:1/%s",
		"%s/",
		"https://puzz.link/p?%s.0",
		"https://puzz.link/p?%s/extra/data",
		"# a comment\n  https://puzz.link/p?%s  \n",
	}
	for genre, q := range samples {
		want, err := puzzles.Parse(genre, "https://puzz.link/p?"+q, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for _, f := range forms {
			text := fmt.Sprintf(f, q)
			if got := puzzles.URLGenre(text); got != genre {
				t.Errorf("URLGenre(%q) = %q, want %q", text, got, genre)
			}
			p, err := puzzles.Parse("", text, nil)
			if err != nil {
				t.Errorf("%q: %v", text, err)
				continue
			}
			if p.Genre() != genre || p.Text() != want.Text() {
				t.Errorf("%q: a %s\n%s\nwant\n%s", text, p.Genre(), p.Text(), want.Text())
			}
		}
		u, err := puzzles.URL(want)
		if err != nil {
			t.Fatalf("%s: %v", genre, err)
		}
		back, err := puzzles.Parse("", u, nil)
		if err != nil || back.Text() != want.Text() {
			t.Errorf("%s: its URL %s reads back as %v, %v", genre, u, back, err)
		}
	}
}
