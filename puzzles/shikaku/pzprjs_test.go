package shikaku

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
// (test/script/shikaku.js, its url line).
const sampleURL = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"

// TestPzprjsSample counts the sample puzzle of pzprjs's test script,
// checks its one solution, and has pzprjs judge that solution, written
// by PZPRV3, complete.
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
	file, err := (&Game{P: p}).PZPRV3(sol)
	if err != nil {
		t.Fatal(err)
	}
	if codes := judgetest.Codes(t, judge, []string{file}); codes[0] != "" {
		t.Errorf("pzprjs's verdict on the solution: %s\n%s", codes[0], file)
	}
}

// TestPzprjsRandom compares Check with pzprjs's verdict on random
// boards from 1x1 up to 6x6, each with its solutions, a border more or less, and
// random border sets (one-row and one-column boards among them), written by PZPRV3: the same rule broken (through
// the genre's table of pzprjs's codes), or none.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	table := genre{}.PZPRCodes()
	var games []*Game
	var sets [][]uint32
	var files []string
	add := func(p *Puzzle, set []uint32) {
		g := &Game{P: p}
		file, err := g.PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		games, sets, files = append(games, g), append(sets, set), append(files, file)
	}
	for trial := 0; trial < 120; trial++ {
		p := randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, s)
			if p.g.M() > 0 {
				add(p, solvertest.Flip(s, rng.Intn(p.g.M())))
			}
		}
		set := []uint32{}
		for e := 0; e < p.g.M(); e++ {
			if rng.Intn(3) == 0 {
				set = append(set, uint32(e))
			}
		}
		add(p, set)
	}
	codes := judgetest.Codes(t, judge, files)
	ok := 0
	for k, code := range codes {
		got := games[k].Check(sets[k])
		switch {
		case code == "" && got != nil:
			t.Errorf("pzprjs accepts\n%s\nCheck says %v", files[k], got)
		case code != "" && got == nil:
			t.Errorf("pzprjs says %s for\n%s\nCheck accepts it", code, files[k])
		case code != "" && puzzles.RuleOf(got) != table[code]:
			t.Errorf("pzprjs says %s (%s) for\n%s\nCheck says %v (%s)", code, table[code], files[k], got, puzzles.RuleOf(got))
		}
		if code == "" {
			ok++
		}
	}
	if ok < len(files)/5 || ok > len(files)*4/5 {
		t.Errorf("%d of %d answers right: too few of one kind", ok, len(files))
	}
	t.Logf("%d answers, %d right", len(files), ok)
}
