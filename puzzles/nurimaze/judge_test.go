package nurimaze

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/zdd"
)

// writeFile is p with the shaded cells of set as a pzprv3 file, as the
// genre writes it.
func writeFile(t testing.TB, p *Puzzle, set []uint32) string {
	t.Helper()
	s, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestJudgeRandom: on random small boards Check agrees with pzprjs,
// rule included (the one the genre's table gives pzprjs's code), on
// random shadings, the ZDD's solutions and those with one cell flipped,
// written as files by the genre.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	for k := 0; k < 200; k++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		N := len(p.Marks)
		if s := first(m, f); s != nil || m.Count(f).Int64() > 0 {
			items = append(items, item{p, s})
			x := uint32(rng.Intn(N))
			var flip []uint32
			found := false
			for _, y := range s {
				if y == x {
					found = true
				} else {
					flip = append(flip, y)
				}
			}
			if !found {
				flip = append(flip, x)
			}
			items = append(items, item{p, flip})
		}
		var s []uint32
		for i := 0; i < N; i++ {
			if rng.Intn(3) == 0 {
				s = append(s, uint32(i))
			}
		}
		items = append(items, item{p, s})
	}
	files := make([]string, len(items))
	for i, it := range items {
		files[i] = writeFile(t, it.p, it.set)
	}
	codes := judgetest.Codes(t, judge, files)
	table := genre{}.PZPRCodes()
	ok, bad := 0, 0
	for i, code := range codes {
		err := items[i].p.Check(items[i].set)
		if err == nil {
			ok++
		}
		want := ""
		if code != "" {
			if want = table[code]; want == "" {
				t.Errorf("pzprjs's code %s is not in the table", code)
			}
		}
		if got := puzzles.RuleOf(err); got != want || (err == nil) != (code == "") {
			bad++
			if bad < 5 {
				t.Errorf("%s\n%s: Check %v (%q), pzprjs %s (%q)", items[i].p, files[i], err, got, code, want)
			}
		}
	}
	if ok < 10 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(items))
	}
	t.Logf("%d sets judged, %d solutions", len(items), ok)
}
