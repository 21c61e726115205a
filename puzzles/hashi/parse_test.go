package hashi

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestPzprjs: the URL of pzprjs's test reads into the same board as the
// grid of its answer file, the puzzle has one solution, and it is the
// answer pzprjs accepts (read from the file's border lines here).
func TestPzprjs(t *testing.T) {
	data, err := os.ReadFile("testdata/pzprjs.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := puzzles.ContentLines(string(data))
	p, err := Parse(lines[0])
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Split(lines[1], "/")
	rows := 5
	grid := strings.Join(f[4:4+rows], "\n")
	q, err := ParseGrid(strings.NewReplacer(" ", "").Replace(grid))
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != q.String() {
		t.Fatalf("URL gives\n%s, file grid\n%s", p, q)
	}
	field := func(s string) []int {
		var out []int
		for _, x := range strings.Fields(s) {
			n, err := strconv.Atoi(x)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, max(n, 0))
		}
		return out
	}
	var h, v [][]int
	for r := 0; r < rows; r++ {
		h = append(h, field(f[4+rows+r]))
	}
	for r := 0; r < rows-1; r++ {
		v = append(v, field(f[4+2*rows+r]))
	}
	want := make([]int, len(p.Pairs()))
	for i, pr := range p.Pairs() {
		a := p.Islands()[pr.A]
		if pr.Vertical {
			want[i] = v[a.R][a.C]
		} else {
			want[i] = h[a.R][a.C]
		}
	}
	m := zdd.New()
	n, err := p.Solutions(context.Background(), m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := m.Count64(n); c != 1 {
		t.Fatalf("%d solutions, want 1", c)
	}
	got, _ := p.Counts(m.Sets(n, 1)[0])
	if !equalInts(got, want) {
		t.Fatalf("solution %v, pzprjs's answer %v", got, want)
	}
	if err := p.Check(p.Set(want)); err != nil {
		t.Fatal(err)
	}
	u, err := p.URL()
	if err != nil || u != "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3" {
		t.Errorf("URL %q, %v", u, err)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRoundTrips: grid, game ID, URL and data-set line read back into
// the same puzzle.
func TestRoundTrips(t *testing.T) {
	ids := []string{
		"7x7m2:4e3g4e3a1a3c4a1e2a6b43a3a1b",
		"7x7m2L:3e4g1b2a1h3b5b4g1b1b1",
		"10x10m2:2a1a3b3a4j5c7a2b3j3a2a4d2o4c51f2f1d23a5b6a4b",
		"5x3m4:CaCcCaCcCaC", // numbers past 9, four bridges a pair
		"30x1m2:1zb1",       // a run of 26 and one of two
	}
	for _, id := range ids {
		p, err := ParseGameID(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if got, err := p.GameID(); err != nil || got != id {
			t.Errorf("GameID of %s = %q, %v", id, got, err)
		}
		q, err := ParseGrid(p.String())
		if err != nil || q.String() != p.String() {
			t.Errorf("%s: grid round trip: %v\n%s", id, err, q)
		}
		if p.Max == 2 && !p.NoLoops {
			u, err := p.URL()
			if err != nil {
				t.Fatal(err)
			}
			q, err := Parse(u)
			if err != nil || q.String() != p.String() {
				t.Errorf("%s: URL %s reads back as %v\n%s", id, u, err, q)
			}
		} else if _, err := p.URL(); err == nil {
			t.Errorf("%s: URL of a puzzle puzz.link cannot hold", id)
		}
		e := &Entry{ID: "x", Puzzle: p, Count: 1, Solution: nil, Meta: map[string]string{"gameid": id}}
		back, err := ParseLine(e.Line())
		if err != nil || back.Puzzle.String() != p.String() || back.Puzzle.Max != p.Max || back.Puzzle.NoLoops != p.NoLoops || back.Meta["gameid"] != id {
			t.Errorf("%s: data-set line %q reads back as %v", id, e.Line(), err)
		}
	}
}

// TestParseErrors: bad input is an error with its place, never a panic.
func TestParseErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "no grid"},
		{"2.x\n...", "hashi: line 1, column 3 of the text, cell (0, 2): unexpected 'x'"},
		{"  2.\n  x.", "hashi: line 2, column 3 of the text, cell (1, 0): unexpected 'x'"},
		{"2..\n..", "hashi: line 2 of the text: the row has 2 cells"},
		{"...\n...", "no island"},
		{"7x7m2:4e3", "covers 7 cells, want 49"},
		{"7x7m9:4", "m takes the most bridges"},
		{"7x7q:4", "unexpected 'q'"},
		{"7x7m2:4e3g4e3a1a3c4a1e2a6b43a3a1b!", "unexpected '!'"},
		{"https://puzz.link/p?hashi/5/5/4g2~", "hashi: character 34 of the URL (counting from 1): '~' is no number"},
		{"https://puzz.link/p?hashi/5/0/4", "row count \"0\" is not a number 1..256"},
		{"https://puzz.link/p?hashi/5/5/0", "hashi: cell (0, 0): an island's number is 1..16, not 0"},
		{"https://puzz.link/p?hashi/5/5/-3", "'-' must be followed by 2 hex digits"},
		{"x 2 2 2.2. 1 12", "the solution has 2 digits, the board 1 pairs"},
		{"x 2 2 2.2.", ""},
		{"x 2 two 2.2. 1", "bad size"},
		{"x 1 3 2.2 1 3", "digit 1 of the solution (counting from 1) is '3'"},
		{"x 1 3 2.2 1 2 max=7", "max=7"},
	}
	for _, c := range cases {
		_, err := Parse(c.in)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.in, err)
			}
			continue
		}
		var pe *puzzles.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.in, err, c.want)
		}
	}
}

// TestSgtBridges: puzzles fresh from Tatham's generator (when it is
// installed; skipped otherwise) read by their game IDs have one
// solution each, under the generator's rules; Check accepts it and
// refuses it with any one pair's count changed.
func TestSgtBridges(t *testing.T) {
	bin, err := exec.LookPath("sgt-bridges")
	if err != nil {
		bin = "/usr/games/sgt-bridges"
		if _, err := os.Stat(bin); err != nil {
			t.Skip("sgt-bridges (Debian package sgt-puzzles) is not installed")
		}
	}
	for _, params := range []string{"7x7i30e10m2d0#t1", "8x6i30e10m3Ld1#t2", "10x10i30e10m2d2#t3", "9x9i30e10m1d2#t4", "12x12i25e40m4d2#t5"} {
		out, err := exec.Command(bin, "--generate", "3", params).Output()
		if err != nil {
			t.Fatalf("%s: %v", params, err)
		}
		for _, id := range strings.Fields(string(out)) {
			p, err := ParseGameID(id)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			m := zdd.New()
			n, err := p.Solutions(context.Background(), m, nil)
			if err != nil {
				t.Fatal(err)
			}
			if c, _ := m.Count64(n); c != 1 {
				t.Fatalf("%s: %d solutions", id, c)
			}
			sol, _ := p.Counts(m.Sets(n, 1)[0])
			if err := p.Check(p.Set(sol)); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			for q := range sol {
				for _, d := range []int{-1, 1} {
					c := append([]int(nil), sol...)
					c[q] += d
					if c[q] < 0 || c[q] > p.Max {
						continue
					}
					if err := p.Check(p.Set(c)); err == nil {
						t.Fatalf("%s: Check accepts the solution with pair %s changed to %d", id, p.PairName(q), c[q])
					}
				}
			}
		}
	}
}
