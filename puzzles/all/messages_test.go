package all

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite testdata/messages.golden")

// messageCases are, for each genre, texts its parser refuses (a bad cell
// in the grid, indented; a row of the wrong length; a bad cell of a URL
// or game ID) and a puzzle whose solutions are spoiled to be checked.
var messageCases = []struct {
	genre string
	bad   []string
	good  string
}{
	{"slitherlink", []string{".23\n  .x.\n.20", ".23\n..\n.20", "https://puzz.link/p?slither/3/3/g4"}, ".23\n...\n.20"},
	{"numberlink", []string{"1 . 1\n2  x 2", "1 . 1\n2 2", "1 . 1\n2 . 3", "https://puzz.link/p?numlin/3/2/1h-1g"}, "1 . 1\n2 . 2"},
	{"sudoku", []string{"1...\n..2.\n.3?.\n...4", "1... ..2. .3.. ..44", "# c\nX:1... .... .... ...1"}, "1... ..2. .3.. ...4"},
	{"hashi", []string{"3.2.1\n.....\n..3.x", "3.2.1\n....\n..3.3", "https://puzz.link/p?hashi/5/5/4g2~"}, "3.2.1\n.....\n..3.3\n2...."},
	{"hitori", []string{"1 2\n2 x", "12\n1", "4x4:111414233321421z"}, "4x4:1114142333214213"},
	{"masyu", []string{"B.W.\n..X.", "B.W.\n..."}, "B.W.\n....\nW...\n...B"},
}

// TestMessagesGolden writes the messages of each genre's parser and
// check to testdata/messages.golden (go test -update rewrites it; read
// the diff) and holds them to the convention of every message: a cell
// is (r, c) counted from 0, as the language writes cells, and a place
// in the text says it is one ("line 2, column 3 of the text").
func TestMessagesGolden(t *testing.T) {
	var b strings.Builder
	for _, c := range messageCases {
		g, ok := puzzles.Lookup(c.genre)
		if !ok {
			t.Fatalf("no genre %s", c.genre)
		}
		fmt.Fprintf(&b, "## %s\n", c.genre)
		for _, text := range c.bad {
			_, err := g.Parse(text, puzzles.Props{})
			if err == nil {
				t.Errorf("%s: %q parsed", c.genre, text)
				continue
			}
			fmt.Fprintf(&b, "parse %q\n\t%v\n", text, err)
		}
		p, err := g.Parse(c.good, puzzles.Props{})
		if err != nil {
			t.Fatalf("%s: %q: %v", c.genre, c.good, err)
		}
		m := zdd.New()
		f, err := p.Solve(context.Background(), m, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.genre, err)
		}
		sets := m.Sets(f, 1)
		if len(sets) == 0 {
			t.Fatalf("%s: %q has no solution", c.genre, c.good)
		}
		sol := sets[0]
		if err := p.Check(sol); err != nil {
			t.Fatalf("%s: a solution fails check: %v", c.genre, err)
		}
		for _, spoilt := range [][]uint32{sol[1:], sol[:len(sol)-1], nil} {
			err := p.Check(spoilt)
			if err == nil {
				continue
			}
			fmt.Fprintf(&b, "check %v\n\t%v\n", spoilt, err)
		}
	}
	got := b.String()
	for _, l := range strings.Split(got, "\n") {
		if !strings.HasPrefix(l, "\t") {
			continue
		}
		for _, bad := range []*regexp.Regexp{
			regexp.MustCompile(`\brows? \d+,? col`),     // the old 1-based "row 2, col 3"
			regexp.MustCompile(`\(\d+,\d+\)`),           // a cell not written as the language writes it
			regexp.MustCompile(`\bline \d+(:| [^co,])`), // a line that does not say it is the text's
			regexp.MustCompile(`\bcolumn \d+(:| [^o])`), // a column that does not say it is the text's
		} {
			if bad.MatchString(l) {
				t.Errorf("message %q breaks the convention (%s)", strings.TrimSpace(l), bad)
			}
		}
	}
	const path = "testdata/messages.golden"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(want) != got {
		t.Errorf("messages differ from %s (go test -update rewrites it):\n%s", path, got)
	}
}
