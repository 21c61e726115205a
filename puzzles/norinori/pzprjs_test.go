package norinori

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"

	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample Norinori (its test script,
// test/script/norinori.js).
const sampleURL = "https://puzz.link/p?norinori/5/5/cag4ocjo"

// codes maps pzprjs's failure codes of Norinori to the rules of Check.
var codes = genre{}.PZPRCodes()

// agrees reports whether Check's verdict err matches pzprjs's code (""
// for a solution): the rule the table maps the code to.
func agrees(err error, code string) bool {
	if code == "" {
		return err == nil
	}
	return puzzles.RuleOf(err) == codes[code]
}

// pzprv3 writes p and the shading set as a pzprv3 file.
func pzprv3(t testing.TB, p *Puzzle, set []uint32) string {
	t.Helper()
	file, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return file
}

// TestSample counts pzprjs's sample puzzle's solutions (one), checks
// it, and has pzprjs judge it.
func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Count(f).Int64(); c != 1 {
		t.Fatalf("the sample has %d solutions, want 1", c)
	}
	sol := m.Sets(f, 1)[0]
	if err := p.Check(sol); err != nil {
		t.Fatalf("the sample's solution: %v", err)
	}
	if got := p.URL(); got != sampleURL {
		t.Errorf("URL %s, want %s", got, sampleURL)
	}
	path := judgetest.Path(t)
	if c := judgetest.Codes(t, path, []string{pzprv3(t, p, sol)}); c[0] != "" {
		t.Errorf("pzprjs finds the solution wrong: %s", c[0])
	}
}

// TestJudgeRandom has pzprjs judge shadings of random and planted
// boards: solutions of each board, its planted answer, that answer
// with a cell or two flipped, and random shadings of one to three cells
// a region; Check must break the rule pzprjs names first.
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	var files []string
	type tcase struct {
		p   *Puzzle
		set []uint32
	}
	var cases []tcase
	add := func(p *Puzzle, set []uint32) {
		files = append(files, pzprv3(t, p, set))
		cases = append(cases, tcase{p, set})
	}
	for b := 0; b < 40; b++ {
		rows, cols := 3+rng.Intn(5), 3+rng.Intn(5)
		var p *Puzzle
		var planted []uint32
		if b%3 == 0 {
			p = randomBoard(rng, rows, cols)
		} else {
			p, planted = plantedBoard(rng, rows, cols)
		}
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sols := m.Sets(f, 3)
		for _, s := range sols {
			add(p, s)
		}
		if planted != nil {
			sols = append(sols, planted)
		}
		for _, sol := range sols {
			// a domino taken away
			sh := p.Shading(sol)
			x := int(sol[rng.Intn(len(sol))])
			for _, y := range p.neighbours(x) {
				if sh[y] {
					add(p, solvertest.Flip(solvertest.Flip(sol, x), y))
				}
			}
			for j := 0; j < 3; j++ {
				s := solvertest.Flip(sol, rng.Intn(p.Cells()))
				if j == 2 {
					s = solvertest.Flip(s, rng.Intn(p.Cells()))
				}
				add(p, s)
			}
		}
		for j := 0; j < 3; j++ {
			var s []uint32
			for _, cs := range p.roomCells() {
				perm := rng.Perm(len(cs))
				for _, i := range perm[:min(len(cs), rng.Intn(4))] {
					s = append(s, uint32(cs[i]))
				}
			}
			add(p, sorted(s))
		}
	}
	got := judgetest.Codes(t, path, files)
	seen := map[string]int{}
	for i, c := range cases {
		err := c.p.Check(c.set)
		seen[got[i]]++
		if !agrees(err, got[i]) {
			t.Errorf("%s%s: pzprjs says %q, Check %v", c.p.Render(c.set, RenderOptions{ASCII: true}), c.p.URL(), got[i], err)
		}
	}
	t.Logf("%d shadings judged, by pzprjs's code: %v", len(files), seen)
	for code := range codes {
		if seen[code] == 0 {
			t.Errorf("no shading broke %s: the test is weak", code)
		}
	}
	if seen[""] < 20 {
		t.Errorf("only %d solutions judged", seen[""])
	}
}

func sorted(s []uint32) []uint32 {
	out := append([]uint32(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
