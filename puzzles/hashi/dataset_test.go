package hashi

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

var regen = flag.Bool("regen", false, "generate testdata/bridges.txt again with sgt-bridges (and confirm each puzzle by SAT)")

// dataFile is the data set of puzzles made by Tatham's generator.
const dataFile = "testdata/bridges.txt"

// dataPlan is what the data set holds: generator parameters and how
// many puzzles of each, each made from its own seed
// "zq-hashi-PARAMS-k". The largest boards are the largest the
// generator makes in seconds at its hardest level (60x60 took it
// minutes).
var dataPlan = []struct {
	params string
	n      int
}{
	{"7x7i30e10m2d0", 15}, {"7x7i30e10m2d1", 15}, {"7x7i30e10m2d2", 15},
	{"10x10i30e10m2d0", 15}, {"10x10i30e10m2d1", 15}, {"10x10i30e10m2d2", 15},
	{"15x15i30e10m2d0", 10}, {"15x15i30e10m2d1", 10}, {"15x15i30e10m2d2", 10},
	{"20x20i30e10m2d2", 8}, {"25x25i30e10m2d1", 6}, {"30x30i30e10m2d2", 6},
	{"40x40i30e10m2d2", 4}, {"50x50i30e10m2d2", 3},
	{"7x7i30e10m2Ld2", 5}, {"10x10i30e10m3d2", 5}, {"8x8i30e10m1d2", 5},
	{"12x8i20e50m4Ld1", 4},
}

const dataHeader = `# Hashiwokakero (Bridges) instances. Format: see Entry in dataset.go.
# fields: id rows cols grid count solution [key=value ...]
# grid: rows*cols characters, '.' water, 1..9 and A..G islands numbered 1..16.
# solution: a digit per pair of islands that bridges can join (pairs in row-major order
# of their first island, the pair to the right before the one downwards): its bridges.
# source: generated with Debian package sgt-puzzles 20230122.806ae71-2 (Simon Tatham's
# Portable Puzzle Collection, MIT licence): sgt-bridges --generate 1 'PARAMS#SEED' with the
# params= and seed= of each line (W x H, i: percentage of island squares, e: expansion,
# m: most bridges between two islands, L: no loops, d: difficulty 0 easy, 1 medium, 2 hard).
# The generator makes puzzles its deductions solve, so each has one solution; the count was
# confirmed here by the ZDD (counting every solution) and by SAT (cadical, connectivity cuts,
# the first solution excluded and no second found), and the solution is the one both give.
# Regenerate: go test ./puzzles/hashi -run TestDataSet -regen
`

// TestDataSet: every puzzle of the data set has exactly one solution
// (the ZDD counts them), it is the one on file, Check accepts it and
// refuses it with any one pair's bridges changed, and its game ID reads
// back into the same puzzle; a spread of them is confirmed by SAT.
func TestDataSet(t *testing.T) {
	if *regen {
		regenerate(t)
	}
	f, err := os.Open(dataFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	es, err := ReadEntries(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) < 150 {
		t.Fatalf("%d puzzles, want at least 150", len(es))
	}
	ctx := context.Background()
	for _, e := range es {
		p := e.Puzzle
		if e.Count != 1 || e.Solution == nil {
			t.Fatalf("%s: count %d, solution %v", e.ID, e.Count, e.Solution)
		}
		m := zdd.New()
		n, err := p.Solutions(ctx, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c, _ := m.Count64(n); c != 1 {
			t.Fatalf("%s: %d solutions", e.ID, c)
		}
		got, _ := p.Counts(m.Sets(n, 1)[0])
		if !slices.Equal(got, e.Solution) {
			t.Fatalf("%s: solution %v, on file %v", e.ID, got, e.Solution)
		}
		if err := p.Check(p.Set(got)); err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		for _, q := range solvertest.Spread(seq(len(got)), 12) {
			c := slices.Clone(got)
			c[q] = (c[q] + 1) % (p.Max + 1)
			if err := p.Check(p.Set(c)); err == nil || !strings.Contains(err.Error(), "(") {
				t.Fatalf("%s: pair %s changed to %d: %v", e.ID, p.PairName(q), c[q], err)
			}
		}
		q, err := ParseGameID(e.Meta["gameid"])
		if err != nil || q.String() != p.String() || q.Max != p.Max || q.NoLoops != p.NoLoops {
			t.Fatalf("%s: game ID %s: %v", e.ID, e.Meta["gameid"], err)
		}
	}
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range solvertest.Spread(es, 10) {
		a, err := e.Puzzle.SolveSAT(ctx, cnf.SAT{})
		if err != nil {
			t.Fatal(err)
		}
		if a.Count != 1 || !slices.Equal(e.Puzzle.Set(e.Solution), toSet(a.Solution)) {
			t.Fatalf("%s: SAT finds %d solutions, first %v", e.ID, a.Count, a.Solution)
		}
	}
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func toSet(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	return out
}

// regenerate makes the data set again with sgt-bridges, each puzzle
// solved by the ZDD and confirmed by SAT.
func regenerate(t *testing.T) {
	bin := "/usr/games/sgt-bridges"
	if p, err := exec.LookPath("sgt-bridges"); err == nil {
		bin = p
	}
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	ctx := context.Background()
	var b strings.Builder
	b.WriteString(dataHeader)
	for _, d := range dataPlan {
		for k := 1; k <= d.n; k++ {
			seed := fmt.Sprintf("zq-hashi-%s-%d", d.params, k)
			out, err := exec.Command(bin, "--generate", "1", d.params+"#"+seed).Output()
			if err != nil {
				t.Fatalf("%s: %v", seed, err)
			}
			id := strings.TrimSpace(string(out))
			p, err := ParseGameID(id)
			if err != nil {
				t.Fatalf("%s: %s: %v", seed, id, err)
			}
			m := zdd.New()
			n, err := p.Solutions(ctx, m, nil)
			if err != nil {
				t.Fatal(err)
			}
			if c, _ := m.Count64(n); c != 1 {
				t.Fatalf("%s: %s has %d solutions", seed, id, c)
			}
			sol := m.Sets(n, 1)[0]
			a, err := p.SolveSAT(ctx, cnf.SAT{})
			if err != nil {
				t.Fatal(err)
			}
			if a.Count != 1 || !slices.Equal(sol, toSet(a.Solution)) {
				t.Fatalf("%s: SAT finds %d solutions", seed, a.Count)
			}
			counts, _ := p.Counts(sol)
			e := &Entry{
				ID:       fmt.Sprintf("bridges-%s-%d", strings.SplitN(d.params, "i", 2)[0]+d.params[strings.Index(d.params, "m"):], k),
				Puzzle:   p,
				Count:    1,
				Solution: counts,
				Meta:     map[string]string{"params": d.params, "seed": seed, "gameid": id},
			}
			b.WriteString(e.Line() + "\n")
		}
	}
	if err := os.WriteFile(dataFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
