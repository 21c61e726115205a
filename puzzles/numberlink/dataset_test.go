package numberlink

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

const dataDir = "../../../shared/data/numberlink"

func loadSet(t testing.TB, path string) []*Instance {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Skipf("data set not present: %v", err)
	}
	defer fh.Close()
	insts, err := ReadSet(fh)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return insts
}

// checkInstance solves in under every rule whose count is recorded
// exactly (and rule A always), compares the counts, and checks that the
// recorded answer is a solution of the rule it is recorded under.
func checkInstance(t *testing.T, in *Instance) {
	p := in.Puzzle
	ctx := context.Background()
	for _, rule := range []Rule{RuleA, RuleB, RuleC} {
		rec := in.Counts[rule]
		if rule != RuleA && !rec.Known {
			continue
		}
		m := zdd.New()
		f, err := p.Solutions(ctx, m, rule, Options{})
		if err != nil {
			t.Fatalf("%s rule %v: %v", p.ID, rule, err)
		}
		n := m.Count(f)
		if !n.IsInt64() || !rec.Matches(n.Int64()) {
			t.Errorf("%s rule %v: %v solutions, recorded %v", p.ID, rule, n, rec)
		}
		if in.Answer == nil || (in.Status == "A") != (rule == RuleA) && !(in.Status == "B" && rule == RuleB) {
			continue
		}
		// The recorded answer must be one of the solutions.
		found := false
		m.Each(f, func(set []uint32) bool {
			lab, err := p.Labels(set)
			if err != nil {
				t.Fatalf("%s rule %v: a solution is not a set of paths: %v", p.ID, rule, err)
			}
			if slices.Equal(lab, in.Answer) {
				found = true
				return false
			}
			return true
		})
		if !found {
			t.Errorf("%s rule %v: recorded answer is not among the %v solutions", p.ID, rule, n)
		}
	}
	if in.Status == "none" || in.Status == "B" {
		for _, rule := range []Rule{RuleA} {
			n, err := p.Count(ctx, rule, Options{})
			if err != nil || n.Sign() != 0 {
				t.Errorf("%s: status %s but rule %v count %v (%v)", p.ID, in.Status, rule, n, err)
			}
		}
	}
}

func TestDataSetPzprjs(t *testing.T) {
	for _, in := range loadSet(t, filepath.Join(dataDir, "pzprjs.txt")) {
		checkInstance(t, in)
	}
}

// TestDataSet runs every public board of the data set with a recorded
// answer (7.5 s with a SAT solver for the backbone). Without a solver
// installed, and without ZQ_LONG=1, it takes the boards of at most 150
// cells and every fifth larger one.
func TestDataSet(t *testing.T) {
	insts := loadSet(t, filepath.Join(dataDir, "ahle.txt"))
	long := os.Getenv("ZQ_LONG") != "" || BackboneSolver.Installed() == nil
	ran, large := 0, 0
	for _, in := range insts {
		if in.Status == "unknown" {
			continue // no recorded answer: a benchmark, not a test
		}
		p := in.Puzzle
		if p.Rows*p.Cols > 150 {
			large++
			if !long && large%5 != 1 {
				continue
			}
		}
		checkInstance(t, in)
		ran++
	}
	if long {
		t.Logf("%d boards checked (all)", ran)
	} else {
		t.Logf("%d boards checked (no SAT solver: ZQ_LONG=1 for all)", ran)
	}
}

func TestTestdataFixture(t *testing.T) {
	fh, err := os.Open("testdata/pzprjs_numlin.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	insts, err := ReadSet(fh)
	if err != nil || len(insts) != 1 {
		t.Fatalf("%v %d", err, len(insts))
	}
	checkInstance(t, insts[0])
	// The comment carries the puzz.link URL of the same board.
	u, err := ParseURL("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(u.Cells, insts[0].Puzzle.Cells) {
		t.Fatalf("URL board differs:\n%s\n%s", u, insts[0].Puzzle)
	}
}
