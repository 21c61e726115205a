package yajilin

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// readURLs reads testdata/puzzles.txt: one URL a line, '#' comments.
func readURLs(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	seen := map[string]bool{}
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
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

// TestDataSet: every real puzzle of testdata/puzzles.txt is read, has
// one solution, which Check accepts, and the SAT method finds that
// solution and no other (on the boards up to 10x10).
func TestDataSet(t *testing.T) {
	urls := readURLs(t)
	if len(urls) < 10 {
		t.Fatalf("only %d puzzles", len(urls))
	}
	sat := cnf.Cadical.Installed() == nil
	if !sat {
		t.Log("cadical is not installed: the SAT method is not compared")
	}
	for _, u := range urls {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		sets := m.Sets(f, 2)
		if len(sets) != 1 {
			t.Errorf("%s: %d solutions", u, len(sets))
			continue
		}
		if err := p.Check(sets[0]); err != nil {
			t.Errorf("%s: Check: %v", u, err)
		}
		if q, err := Parse(p.URL()); err != nil || q.URL() != p.URL() {
			t.Errorf("%s: written back as %s (%v)", u, p.URL(), err)
		}
		if !sat || p.Rows*p.Cols > 100 {
			continue // the 19x13 board takes SAT many loop cuts
		}
		var got [][]int
		if err := p.EachSAT(context.Background(), "sat", func(s []int) bool { got = append(got, s); return true }); err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || len(got[0]) != len(sets[0]) {
			t.Errorf("%s: SAT finds %d solutions", u, len(got))
			continue
		}
		for i, x := range got[0] {
			if uint32(x) != sets[0][i] {
				t.Errorf("%s: SAT's solution differs", u)
				break
			}
		}
	}
}

// TestCancel: a build under an ended context stops with its error.
func TestCancel(t *testing.T) {
	p, _ := Parse("https://puzz.link/p?yajilin/19/13/g24g33f45o23d30g32z43k41y11a11a42zo33a14a12b11d31a32c21e11t36g31e21y")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Solutions(ctx, zdd.New()); err == nil {
		t.Error("Solutions under an ended context: no error")
	}
	if _, _, err := p.CountSolutions(ctx); err == nil {
		t.Error("CountSolutions under an ended context: no error")
	}
}
