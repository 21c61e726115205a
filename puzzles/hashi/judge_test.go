package hashi

import (
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
)

// TestJudgeRandom compares Check with pzprjs's verdict (ok or not, and
// the rule, through the genre's table of pzprjs's codes) on random
// bridges of random boards (puzz.link's rules: two bridges at most,
// loops allowed) and on their solutions by brute force, written by
// PZPRV3. Sets without a bridge are left out: pzprjs calls them
// brNoLine, a rule zq does not have (see RuleNoBridge); so are sets
// pzprjs accepts that leave an island without a number without a
// bridge, which zq refuses (the islands are not connected).
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewPCG(3, 47))
	table := genre{}.PZPRCodes()
	var ps []*Puzzle
	var sets [][]uint32
	var files []string
	add := func(p *Puzzle, counts []int) {
		set := p.Set(counts)
		if len(set) == 0 {
			return
		}
		file, err := (&Game{P: p}).PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		ps, sets, files = append(ps, p), append(sets, set), append(files, file)
	}
	for len(files) < 400 {
		b := randomBoard(rng)
		p, err := New(b.Rows, b.Cols, b.Grid, 2, false)
		if err != nil {
			t.Fatal(err)
		}
		counts := make([]int, len(p.pairs))
		for q := range counts {
			counts[q] = rng.IntN(3)
		}
		add(p, counts)
		if len(p.pairs) <= 7 {
			if sols := bruteSolutions(p); len(sols) > 0 {
				add(p, sols[rng.IntN(len(sols))])
			}
		}
	}
	codes := judgetest.Codes(t, judge, files)
	oks, named, lone := 0, map[string]int{}, 0
	for k, code := range codes {
		got := ps[k].Check(sets[k])
		if code == "" && puzzles.RuleOf(got) == RuleBridgesDivided && loneUnnumbered(ps[k], sets[k]) {
			lone++ // read differently: see the package doc
			continue
		}
		switch {
		case code == "" && got != nil:
			t.Errorf("pzprjs accepts\n%s\nCheck says %v", files[k], got)
		case code != "" && got == nil:
			t.Errorf("pzprjs says %s for\n%s\nCheck accepts it", code, files[k])
		case code != "" && puzzles.RuleOf(got) != table[code]:
			t.Errorf("pzprjs says %s (%s) for\n%s\nCheck says %v (%s)", code, table[code], files[k], got, puzzles.RuleOf(got))
		}
		if code == "" {
			oks++
		}
		named[code]++
	}
	if oks < 40 || named["lnCross"] == 0 || named["lcDivided"] == 0 {
		t.Fatalf("only %d of %d sets are solutions, codes %v: the test says little", oks, len(codes), named)
	}
	t.Logf("%d sets, pzprjs's codes %v, Check agrees, rules named alike, but on %d with an island without a number left without a bridge, which pzprjs accepts", len(codes), named, lone)
}

// loneUnnumbered reports whether set leaves an island without a number
// without a bridge.
func loneUnnumbered(p *Puzzle, set []uint32) bool {
	counts, err := p.Counts(set)
	if err != nil {
		return false
	}
	deg := p.Degrees(counts)
	for i, is := range p.islands {
		if is.N == Unknown && deg[i] == 0 {
			return true
		}
	}
	return false
}
