package hashi

import (
	"strings"
	"testing"
)

// FuzzParse: any text parses to a puzzle or an error, never a panic;
// a puzzle's grid, game ID, URL and data-set line read back into it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"2.2\n...\n1.1",
		"?.3\n...\n2.G",
		"7x7m2:4e3g4e3a1a3c4a1e2a6b43a3a1b",
		"7x7m2L:3e4g1b2a1h3b5b4g1b1b1",
		"5x3m4:CaCcCaCcCaC",
		"https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3",
		"https://puzz.link/p?bridges/3/1/.g-10",
		"x 3 3 2.2...1.1 1 11-1",
		"x 1 3 2.2 1 2 max=3 noloops=true",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		q, err := ParseGrid(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("grid %q reads back as %v", p.String(), err)
		}
		if !strings.Contains(p.String(), "?") {
			id, err := p.GameID()
			if err != nil {
				t.Fatal(err)
			}
			q, err := ParseGameID(id)
			if err != nil || q.String() != p.String() || q.Max != p.Max || q.NoLoops != p.NoLoops {
				t.Fatalf("game ID %q reads back as %v", id, err)
			}
		}
		if u, err := p.URL(); err == nil {
			q, err := ParseURL(u)
			if err != nil || q.String() != p.String() {
				t.Fatalf("URL %q reads back as %v", u, err)
			}
		}
		e := &Entry{ID: "f", Puzzle: p, Count: -1}
		back, err := ParseLine(e.Line())
		if err != nil || back.Puzzle.String() != p.String() || back.Puzzle.Max != p.Max || back.Puzzle.NoLoops != p.NoLoops {
			t.Fatalf("line %q reads back as %v", e.Line(), err)
		}
	})
}
