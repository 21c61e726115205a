package nurimisaki

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"

	"github.com/zqlang/zq/zdd"
)

// agree reports whether Check's verdict err says what pzprjs's code
// does: ok for none, else the rule the genre's table maps the code to.
func agree(code string, err error) bool {
	if code == "" {
		return err == nil
	}
	return err != nil && puzzles.RuleOf(err) == genre{}.PZPRCodes()[code]
}

// TestJudgeRandom: on random boards Check and pzprjs give the same
// verdict, the same rule broken, on answers, answers with a cell
// changed and random shadings (circles left unshaded, which
// pzprjs's editor enforces and its checker takes for granted), written
// by PZPRV3.
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	var files []string
	var errs []error
	add := func(p *Puzzle, sh []bool) {
		for i, v := range p.Nums {
			if v != NoNumber {
				sh[i] = false
			}
		}
		set := Set(sh)
		file, err := (&Game{P: p}).PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
		errs = append(errs, p.Check(set))
	}
	for len(files) < 600 {
		rows, cols := 2+rng.Intn(5), 2+rng.Intn(5)
		p := randomBoard(rng, rows, cols, 1+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, p.Shading(s))
			sh := p.Shading(s)
			x := rng.Intn(p.Cells())
			sh[x] = !sh[x]
			add(p, sh)
		}
		sh := make([]bool, p.Cells())
		for i := range sh {
			sh[i] = rng.Intn(4) == 0
		}
		add(p, sh)
	}
	codes := judgetest.Codes(t, path, files)
	ok := 0
	for i, code := range codes {
		if !agree(code, errs[i]) {
			t.Fatalf("pzprjs says %q, Check says %v, on\n%s", code, errs[i], files[i])
		}
		if code == "" {
			ok++
		}
	}
	if ok < len(files)/5 {
		t.Errorf("only %d of %d answers right: the test hardly tests", ok, len(files))
	}
	t.Logf("%d files, %d right", len(files), ok)
}
