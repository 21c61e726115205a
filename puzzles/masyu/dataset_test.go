package masyu

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// The data set testdata/sgt_pearl.txt is made from the output of
// Debian's sgt-pearl (one line "PARAMS#SEED GAMEID" per puzzle, from
// /usr/games/sgt-pearl --generate 1 PARAMS#SEED) by
//
//	go test ./puzzles/masyu -run TestDataSet -build testdata/sgt_pearl_ids.txt
//
// which solves each puzzle by the ZDD, confirms the count by SAT and
// writes the entries.
var build = flag.String("build", "", "write testdata/sgt_pearl.txt from sgt-pearl's game IDs in this file")

const dataSetFile = "testdata/sgt_pearl.txt"

const dataSetHeader = `# Masyu puzzles made by Simon Tatham's Pearl generator (Simon Tatham's Portable Puzzle
# Collection, MIT licence, https://www.chiark.greenend.org.uk/~sgtatham/puzzles/), as
# Debian's sgt-puzzles ships it: /usr/games/sgt-pearl --generate 1 PARAMS#SEED, where
# PARAMS is WxH (columns x rows) and d plus the difficulty (e easy, t tricky), SEED the
# random seed; the same command makes the same puzzle again.
#
# id rows cols pearls count solution gameid=ID seed=PARAMS#SEED
#   pearls: rows*cols characters row-major, '.' empty, 'W' white, 'B' black
#   count: the number of solutions, by the ZDD (zq) and confirmed by SAT (cadical, loop
#     cuts and a blocking clause after the first solution)
#   solution: the loop, one character per edge of grid(rows, cols) in its order (for each
#     cell row-major: the edge right, then the edge down), '1' on the loop
`

type entry struct {
	id         string
	p          *Puzzle
	count      int
	solution   string
	gameID     string
	seed       string
	line       int
	fieldsLeft []string
}

func readDataSet(t *testing.T) []entry {
	data, err := os.ReadFile(dataSetFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []entry
	for i, l := range strings.Split(string(data), "\n") {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 8 || !isEntryLine(f) {
			t.Fatalf("%s:%d: not an entry: %q", dataSetFile, i+1, l)
		}
		p, err := parseEntry(f)
		if err != nil {
			t.Fatalf("%s:%d: %v", dataSetFile, i+1, err)
		}
		n, err := strconv.Atoi(f[4])
		if err != nil {
			t.Fatalf("%s:%d: count %q", dataSetFile, i+1, f[4])
		}
		e := entry{id: f[0], p: p, count: n, solution: f[5], line: i}
		for _, kv := range f[6:] {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "gameid":
				e.gameID = v
			case "seed":
				e.seed = v
			}
		}
		out = append(out, e)
	}
	return out
}

func solutionString(p *Puzzle, set []uint32) string {
	b := []byte(strings.Repeat("0", p.Graph().M()))
	for _, e := range set {
		b[e] = '1'
	}
	return string(b)
}

func solutionSet(s string) []uint32 {
	var out []uint32
	for i, ch := range s {
		if ch == '1' {
			out = append(out, uint32(i))
		}
	}
	return out
}

// satCount counts p's solutions by SAT, up to 2.
func satCount(t *testing.T, p *Puzzle) (int, []int) {
	a, err := p.SolveSAT(context.Background(), &SATOptions{Solver: cnf.Cadical})
	if err != nil {
		t.Fatal(err)
	}
	return a.Count, a.Solution
}

func buildDataSet(t *testing.T, from string) {
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString(dataSetHeader)
	m := zdd.New()
	seen := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Fields(l)
		if len(f) != 2 {
			continue
		}
		seed, id := f[0], f[1]
		if seen[id] {
			continue
		}
		seen[id] = true
		p, err := ParseID(id)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		root, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		sets := m.Sets(root, 2)
		n := m.Count(root).Int64()
		sc, sol := satCount(t, p)
		if int(min(n, 2)) != sc {
			t.Fatalf("%s: the ZDD counts %d solutions, SAT %d", id, n, sc)
		}
		if n == 1 && !slices.Equal(Set(sol), sets[0]) {
			t.Fatalf("%s: SAT and the ZDD give different solutions", id)
		}
		name := "pearl-" + strings.ReplaceAll(seed, "#", "-")
		fmt.Fprintf(&b, "%s %d %d %s %d %s gameid=%s seed=%s\n", name, p.Rows, p.Cols, p.Cells(), n, solutionString(p, sets[0]), id, seed)
	}
	if err := os.WriteFile(dataSetFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Set converts element numbers to a set.
func Set(s []int) []uint32 { return puzzles.Set(s) }

// TestDataSet: every puzzle of the data set made by sgt-pearl has
// exactly one solution (ZDD, and SAT on a spread of them), the one
// stored; Check accepts it and refuses it with any one edge flipped
// (a sample); the game ID and the URL read back to the same board,
// and the genre reads the entry by its id.
func TestDataSet(t *testing.T) {
	if *build != "" {
		buildDataSet(t, *build)
	}
	entries := readDataSet(t)
	if len(entries) < 150 {
		t.Fatalf("%d puzzles, want at least 150", len(entries))
	}
	m := zdd.New()
	sizes := map[string]int{}
	for _, e := range entries {
		sizes[fmt.Sprintf("%dx%d", e.p.Cols, e.p.Rows)]++
		if e.count != 1 {
			t.Errorf("%s: count %d", e.id, e.count)
		}
		q, err := ParseID(e.gameID)
		if err != nil || q.String() != e.p.String() {
			t.Fatalf("%s: game ID %s reads %v (%v)", e.id, e.gameID, q, err)
		}
		if u, err := ParseURL(e.p.URL()); err != nil || u.String() != e.p.String() {
			t.Fatalf("%s: URL round trip: %v", e.id, err)
		}
		root, err := e.p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if n := m.Count(root); n.Int64() != 1 {
			t.Fatalf("%s: %s solutions", e.id, n)
		}
		sol := solutionSet(e.solution)
		if got := m.Sets(root, 1)[0]; !slices.Equal(got, sol) {
			t.Fatalf("%s: the solution differs from the stored one", e.id)
		}
		if err := e.p.Check(sol); err != nil {
			t.Fatalf("%s: %v", e.id, err)
		}
		for _, k := range solvertest.FlipSample(e.p.Graph().M(), sol) {
			if e.p.Check(solvertest.Flip(sol, k)) == nil {
				t.Fatalf("%s: flipping edge %d still checks", e.id, k)
			}
		}
	}
	for _, e := range solvertest.Spread(entries, 30) {
		if n, _ := satCount(t, e.p); n != 1 {
			t.Errorf("%s: SAT finds %d solutions", e.id, n)
		}
	}
	if len(sizes) < 5 {
		t.Errorf("only %d sizes: %v", len(sizes), sizes)
	}
	// The genre finds an entry by its id, as load(path, id:) does.
	data, _ := os.ReadFile(dataSetFile)
	last := entries[len(entries)-1]
	src, err := puzzles.ReadFile(filepath.Base(dataSetFile), string(data), puzzles.FileOptions{ID: last.id, HasID: true})
	if err != nil || src.Genre != "masyu" {
		t.Fatalf("reading %s: %+v, %v", last.id, src, err)
	}
	g, err := puzzles.Parse(src.Genre, src.Text, src.Props)
	if err != nil || g.Text() != last.p.String() {
		t.Fatalf("parsing %s: %v", last.id, err)
	}
}
