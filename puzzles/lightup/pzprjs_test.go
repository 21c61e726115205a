package lightup

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"

	"github.com/zqlang/zq/zdd"
)

// sampleURL is the puzzle of pzprjs's test script for the genre
// (test/script/lightup.js, its url line).
const sampleURL = "https://puzz.link/p?lightup/6/6/nekcakbl"

// pzprv3 writes p with the lamps of set as a pzprv3 file.
func pzprv3(t testing.TB, p *Puzzle, set []uint32) string {
	t.Helper()
	file, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return file
}

// TestPzprjsSample counts the sample puzzle of pzprjs's test script,
// checks its one solution, and has pzprjs judge that solution complete.
func TestPzprjsSample(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	if p.URL() != sampleURL {
		t.Errorf("URL() = %s, want %s", p.URL(), sampleURL)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Count(f).Int64(); n != 1 {
		t.Fatalf("%d solutions", n)
	}
	sol := m.Sets(f, 1)[0]
	if err := p.Check(sol); err != nil {
		t.Fatal(err)
	}
	judge := judgetest.Path(t)
	if c := judgetest.Codes(t, judge, []string{pzprv3(t, p, sol)}); c[0] != "" {
		t.Errorf("pzprjs's verdict on the solution: %s", c[0])
	}
}

// TestPzprjsRandom compares Check with pzprjs's verdict on random
// boards up to 6x6, each with its solutions and random lamp sets, some
// of them near a solution, written as files: right by both, or the
// rule PZPRCodes maps pzprjs's code to.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var files []string
	add := func(p *Puzzle, set []uint32) {
		files = append(files, pzprv3(t, p, set))
		items = append(items, item{p, set})
	}
	for trial := 0; trial < 120; trial++ {
		p := randomBoard(rng, 2+rng.Intn(5), 2+rng.Intn(5), 10+rng.Intn(30), true, trial%4 != 0)
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, s)
			// a lamp more or less
			i := rng.Intn(p.N())
			if p.IsWhite(i) {
				add(p, solvertest.Flip(s, i))
			}
		}
		set := []uint32{}
		for i := range p.Cells {
			if p.IsWhite(i) && rng.Intn(4) == 0 {
				set = append(set, uint32(i))
			}
		}
		add(p, set)
	}
	table := genre{}.PZPRCodes()
	ok := 0
	for k, code := range judgetest.Codes(t, judge, files) {
		it := items[k]
		err := it.p.Check(it.set)
		switch {
		case code == "" && err == nil:
			ok++
		case code == "" || puzzles.RuleOf(err) != table[code]:
			t.Errorf("%s: pzprjs says %q, Check %q (%v)", files[k], code, puzzles.RuleOf(err), err)
		}
	}
	if ok < len(items)/5 || ok > len(items)*4/5 {
		t.Errorf("%d of %d answers right: too few of one kind", ok, len(items))
	}
	t.Logf("%d answers, %d right", len(items), ok)
}
