package sashigane

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// realPuzzles reads testdata/puzzles.txt: one URL a line, '#' lines
// naming the sources.
func realPuzzles(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if seen[l] {
			t.Errorf("%s is listed twice", l)
		}
		seen[l] = true
		out = append(out, l)
	}
	return out
}

// TestRealPuzzles counts every real puzzle 1 by the default build, the
// frontier build and Dancing Links, checks its solution, and writes its URL back.
func TestRealPuzzles(t *testing.T) {
	urls := realPuzzles(t)
	if len(urls) < 4 {
		t.Fatalf("%d puzzles", len(urls))
	}
	for _, u := range urls {
		p, err := ParseURL(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if p.URL() != u {
			t.Errorf("URL() = %s, want %s", p.URL(), u)
		}
		var sol []uint32
		for _, b := range []Build{BuildAuto, BuildFrontier, BuildDLX} {
			m := zdd.New()
			var st Stats
			f, err := p.Solutions(context.Background(), m, Options{Build: b, Stats: &st})
			if err != nil {
				t.Fatal(err)
			}
			if n := m.Count(f).Int64(); n != 1 {
				t.Fatalf("%s (build %d): %d solutions", u, b, n)
			}
			sol = m.Sets(f, 1)[0]
			t.Logf("%dx%d build %d: %+v", p.Rows, p.Cols, b, st)
		}
		if err := p.Check(sol); err != nil {
			t.Errorf("%s: %v", u, err)
		}
		if ok, err := p.Unique(context.Background()); err != nil || !ok {
			t.Errorf("%s: Unique %v %v", u, ok, err)
		}
	}
}

// TestMadePuzzles counts 1 two larger puzzles made here (a random
// division fully marked, marks taken away while the solution stayed
// unique) by the default build and checks the solution.
func TestMadePuzzles(t *testing.T) {
	for _, u := range []string{
		"https://puzz.link/p?sashigane/10/10/t4mghngpj3tijt4o7nj7l5khy4y",
		"https://puzz.link/p?sashigane/15/15/hjv-15kdoiocmhdripjoehhpjmbsgliuhg4isgk3ikj4oglhmgj3oj6k7nigoik-12pilgk3ljshkglhhjm6lilj3nihhkgkiljl4il44kigjkekik",
	} {
		p, err := ParseURL(u)
		if err != nil {
			t.Fatal(err)
		}
		m := zdd.New()
		var st Stats
		f, err := p.Solutions(context.Background(), m, Options{Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		if n := m.Count(f).Int64(); n != 1 {
			t.Fatalf("%s: %d solutions", u, n)
		}
		if st.Build != BuildDLX {
			t.Errorf("%s: built by %d (estimate %g)", u, st.Build, st.Estimate)
		}
		if err := p.Check(m.Sets(f, 1)[0]); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
}
