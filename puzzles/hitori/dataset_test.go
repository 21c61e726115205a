package hitori

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// dataFile is the data set of Simon Tatham's Singles puzzles.
var dataFile = filepath.Join("testdata", "singles.txt")

// makeData names a file of lines "PARAMS SEED GAMEID" (the output of
// sgt-singles --generate 1 'PARAMS#SEED', see the data set's header);
// with it, TestMakeData writes the data set's entries, each solved by
// the ZDD and its uniqueness confirmed by the SAT model, to stdout.
var makeData = flag.String("makedata", "", "write data-set lines for the game IDs of this file (PARAMS SEED GAMEID per line)")

func TestMakeData(t *testing.T) {
	if *makeData == "" {
		t.Skip("no -makedata file: nothing to write")
	}
	f, err := os.Open(*makeData)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	ctx := context.Background()
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) != 3 {
			continue
		}
		params, seed, id := fs[0], fs[1], fs[2]
		p, err := ParseGameID(id)
		if err != nil {
			t.Fatalf("%s: %v", seed, err)
		}
		m := zdd.New()
		root, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if m.Count(root).Int64() != 1 {
			t.Fatalf("%s: %v solutions", seed, m.Count(root))
		}
		a, err := p.SolveSAT(ctx, "sat")
		if err != nil || a.Count != 1 {
			t.Fatalf("%s: SAT count %d, %v", seed, a.Count, err)
		}
		sol := m.Sets(root, 1)[0]
		if fmt.Sprint(sol) != fmt.Sprint(toU32(a.Solution)) {
			t.Fatalf("%s: SAT and ZDD solutions differ", seed)
		}
		name := "singles-" + params + "-seed" + seed
		if rest, ok := strings.CutPrefix(seed, "zq-"); ok {
			name = "singles-" + rest
		}
		e := &Entry{ID: name, Puzzle: p, Count: "1", Solution: sol, HasSolution: true,
			Meta: map[string]string{"params": params, "seed": seed, "gameid": id}}
		fmt.Println(e.Line())
	}
}

// readData reads the data set's entries.
func readData(t testing.TB) []*Entry {
	data, err := os.ReadFile(dataFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []*Entry
	for i, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l == "" || l[0] == '#' {
			continue
		}
		e, err := ParseLine(l)
		if err != nil {
			t.Fatalf("%s:%d: %v", dataFile, i+1, err)
		}
		out = append(out, e)
	}
	return out
}

// TestDataSet solves every puzzle of the data set: exactly one
// solution, the one recorded (whose uniqueness the SAT model confirmed
// when the set was made), with the deductions and, up to 15x15,
// without them; the game ID recorded is the board's, and every
// single-cell change of the answer is refused with a reason.
func TestDataSet(t *testing.T) {
	es := readData(t)
	if len(es) < 150 {
		t.Fatalf("%d entries, want at least 150", len(es))
	}
	ctx := context.Background()
	sizes := map[string]int{}
	open, plain := 0, 0
	for _, e := range es {
		p := e.Puzzle
		q, err := ParseGameID(e.Meta["gameid"])
		if err != nil || q.String() != p.String() {
			t.Fatalf("%s: game ID %q reads as %v, %v", e.ID, e.Meta["gameid"], q, err)
		}
		if id, _ := p.GameID(); id != e.Meta["gameid"] {
			t.Errorf("%s: writes game ID %q", e.ID, id)
		}
		m := zdd.New()
		root, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if root != m.SetOf(e.Solution) {
			t.Fatalf("%s: %v solutions, not the one recorded", e.ID, m.Count(root))
		}
		var st Stats
		if ok, err := p.Unique(ctx, Options{Stats: &st}); !ok || err != nil {
			t.Fatalf("%s: Unique %v, %v", e.ID, ok, err)
		}
		open += st.Open
		if p.Cells() <= 225 {
			// the frontier search alone, without the deductions
			if n, err := p.Count(ctx, Options{NoDeduce: true, Stats: &st}); n != 1 || err != nil {
				t.Fatalf("%s: %d solutions without deductions, %v", e.ID, n, err)
			}
			plain++
		}
		sh := p.Shading(e.Solution)
		for i := range sh {
			sh[i] = !sh[i]
			if err := p.Check(Set(sh)); err == nil {
				t.Fatalf("%s: flipping cell %d is accepted", e.ID, i)
			}
			sh[i] = !sh[i]
		}
		sizes[e.Meta["params"]]++
	}
	t.Logf("%d puzzles: %v; %d cells left open by the deductions in all; %d also counted without them", len(es), sizes, open, plain)
}

// TestDataSetSAT confirms with the SAT model that the small and middle
// puzzles of the data set have exactly their recorded solution (the
// set was made with every puzzle so confirmed; -run TestDataSetSAT
// -all checks them all).
func TestDataSetSAT(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	n := 0
	for _, e := range readData(t) {
		if e.Puzzle.Cells() > 144 && !*allData {
			continue
		}
		a, err := e.Puzzle.SolveSAT(ctx, "sat")
		if err != nil {
			t.Fatal(err)
		}
		if a.Count != 1 || fmt.Sprint(toU32(a.Solution)) != fmt.Sprint(e.Solution) {
			t.Fatalf("%s: SAT finds %d solutions", e.ID, a.Count)
		}
		n++
	}
	t.Logf("%d puzzles confirmed unique by SAT", n)
}

var allData = flag.Bool("all", false, "TestDataSetSAT: every puzzle of the data set, the largest too")
