package numberlink

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// answerSet returns the edge set of a recorded label grid. A rule-A
// answer is converted by Check (paths are the edges between equal
// neighbours); a rule-B answer, whose paths may touch themselves, by a
// search for a path through all cells of each label from one end to the
// other (the rule-B answers of the data set are small).
func answerSet(p *Puzzle, in *Instance) ([]uint32, error) {
	if in.Status == "A" {
		return p.Check(in.Answer, RuleA)
	}
	g := p.Graph()
	adj := make([][]int, p.Rows*p.Cols)
	for _, e := range g.Edges() {
		adj[e.U] = append(adj[e.U], e.V)
		adj[e.V] = append(adj[e.V], e.U)
	}
	var set []uint32
	for _, x := range p.Numbers() {
		a, b, _ := p.Ends(x)
		size := 0
		for _, l := range in.Answer {
			if l == x {
				size++
			}
		}
		seen := map[int]bool{a: true}
		path := []int{a}
		budget := 1 << 20
		var dfs func(v int) bool
		dfs = func(v int) bool {
			if budget--; budget < 0 {
				return false
			}
			if v == b {
				return len(path) == size
			}
			for _, w := range adj[v] {
				if in.Answer[w] == x && !seen[w] {
					seen[w] = true
					path = append(path, w)
					if dfs(w) {
						return true
					}
					path = path[:len(path)-1]
					seen[w] = false
				}
			}
			return false
		}
		if !dfs(a) {
			return nil, errors.New("no path through the cells of a label")
		}
		for i := 1; i < len(path); i++ {
			u, v := path[i-1], path[i]
			set = append(set, uint32(g.GridEdge(u/p.Cols, u%p.Cols, v/p.Cols, v%p.Cols)))
		}
	}
	slices.Sort(set)
	return set, nil
}

// swapPaths returns the label grid lab with the inner cells (not the
// numbered ends) of the paths of x and y exchanged, and false when
// neither path has an inner cell.
func swapPaths(p *Puzzle, lab []int, x, y int) ([]int, bool) {
	out := slices.Clone(lab)
	changed := false
	for v, l := range lab {
		if p.Cells[v] != 0 {
			continue
		}
		switch l {
		case x:
			out[v], changed = y, true
		case y:
			out[v], changed = x, true
		}
	}
	return out, changed
}

// breakCell returns set without the two path edges through an inner
// cell, the first one at or after cell from, and false when there is no
// such cell.
func breakCell(p *Puzzle, set []uint32, from int) ([]uint32, bool) {
	g := p.Graph()
	n := p.Rows * p.Cols
	for k := 0; k < n; k++ {
		v := (from + k) % n
		if p.Cells[v] != 0 {
			continue
		}
		var out []uint32
		cut := 0
		for _, e := range set {
			ed := g.Edge(int(e))
			if ed.U == v || ed.V == v {
				cut++
				continue
			}
			out = append(out, e)
		}
		if cut == 2 {
			return out, true
		}
	}
	return nil, false
}

// checkStats counts what checkInstances did.
type checkStats struct {
	answers, flips, swaps, breaks, urls int
	// other counts exchanges that gave another solution of a board
	// that is not unique under rule A.
	other int
}

// rejected fails the test unless err is a non-empty reason.
func rejected(t *testing.T, err error, what string) bool {
	t.Helper()
	if err == nil || err.Error() == "" {
		t.Errorf("%s is not rejected", what)
		return false
	}
	return true
}

// checkInstances checks every recorded answer: it is a solution under
// its rule and the looser ones (and not under rule A for a rule-B
// answer); one edge flipped (see solvertest.FlipSample), the inner cells of two
// numbers' paths exchanged (for up to four pairs of numbers; on a board
// not unique under rule A the exchange may give another solution) and
// the path through one cell cut (at up to four cells) are each rejected
// with a reason. Every board, answered or not, survives a round trip
// through its URL, and a url= field in the comments decodes to the
// board.
func checkInstances(t *testing.T, insts []*Instance) checkStats {
	t.Helper()
	var st checkStats
	for _, in := range insts {
		p := in.Puzzle
		q, err := ParseURL(p.URL())
		if err != nil {
			t.Errorf("%s: URL %s: %v", p.ID, p.URL(), err)
		} else if q.Rows != p.Rows || q.Cols != p.Cols || !slices.Equal(q.Cells, p.Cells) {
			t.Errorf("%s: URL %s reads back as\n%s", p.ID, p.URL(), q)
		} else {
			st.urls++
		}
		for _, c := range in.Comments {
			for _, f := range strings.Fields(c) {
				if u, ok := strings.CutPrefix(f, "url="); ok {
					if q, err := ParseURL(u); err != nil || !slices.Equal(q.Cells, p.Cells) {
						t.Errorf("%s: %s does not decode to the board (%v)", p.ID, u, err)
					}
				}
			}
		}
		if in.Answer == nil {
			continue
		}
		rule := RuleA
		if in.Status == "B" {
			rule = RuleB
		}
		set, err := answerSet(p, in)
		if err != nil {
			t.Errorf("%s: recorded answer (rule %v) has no edge set: %v", p.ID, rule, err)
			continue
		}
		st.answers++
		if lab, err := p.Labels(set); err != nil || !slices.Equal(lab, in.Answer) {
			t.Errorf("%s: labels of the answer's edges differ from the answer (%v)", p.ID, err)
		}
		for r := rule; r <= RuleC; r++ {
			if err := p.Explain(set, r); err != nil {
				t.Errorf("%s: recorded answer rejected under rule %v: %v", p.ID, r, err)
			}
		}
		if rule == RuleB {
			rejected(t, p.Explain(set, RuleA), p.ID+": a rule-B answer under rule A")
		}
		for _, e := range solvertest.FlipSample(p.Graph().M(), set) {
			bad := solvertest.Flip(set, e)
			if rejected(t, p.Explain(bad, rule), fmt.Sprintf("%s: edge %d flipped", p.ID, e)) &&
				rejected(t, p.Explain(bad, RuleC), fmt.Sprintf("%s: edge %d flipped (rule C)", p.ID, e)) {
				st.flips++
			}
		}
		nums := p.Numbers()
		for k := 0; k+1 < len(nums) && k < 4; k++ {
			x, y := nums[k], nums[len(nums)-1-k]
			if x == y {
				break
			}
			lab, ok := swapPaths(p, in.Answer, x, y)
			if !ok {
				continue
			}
			_, err := p.Check(lab, RuleA)
			if err == nil && !(in.Counts[RuleA] == Count{Known: true, N: 1}) {
				// The exchange gave another solution of a board
				// that is not unique under rule A.
				st.other++
				continue
			}
			if rejected(t, err, fmt.Sprintf("%s: paths of %d and %d exchanged", p.ID, x, y)) {
				st.swaps++
			}
		}
		n := p.Rows * p.Cols
		for k := 0; k < 4; k++ {
			if bad, ok := breakCell(p, set, k*n/4+n/8); ok {
				if rejected(t, p.Explain(bad, rule), p.ID+": path cut at a cell") &&
					rejected(t, p.Explain(bad, RuleC), p.ID+": path cut at a cell (rule C)") {
					st.breaks++
				}
			}
		}
	}
	return st
}

// TestCheckTestdata runs the checks on the fixtures (the pzprjs board
// and small boards with rule-A and rule-B answers), after confirming their
// recorded counts and answers with the solver.
func TestCheckTestdata(t *testing.T) {
	var insts []*Instance
	for _, name := range []string{"testdata/pzprjs_numlin.txt", "testdata/check.txt"} {
		fh, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		in, err := ReadSet(fh)
		fh.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		insts = append(insts, in...)
	}
	for _, in := range insts {
		checkInstance(t, in)
	}
	st := checkInstances(t, insts)
	if st.answers != len(insts) || st.swaps == 0 || st.breaks == 0 {
		t.Fatalf("%+v for %d boards", st, len(insts))
	}
	t.Logf("%d answers checked, %d flips, %d path swaps, %d cut cells rejected, %d URLs round-tripped",
		st.answers, st.flips, st.swaps, st.breaks, st.urls)
}

// TestCheckDataSet checks every recorded answer of the data set. The
// mutations are every edge flip of the boards of at most 220 edges and a
// deterministic sample of about ten flips of the larger ones, plus up to
// four path exchanges and four cut cells per board.
func TestCheckDataSet(t *testing.T) {
	for _, name := range []string{"pzprjs.txt", "ahle.txt"} {
		t.Run(name, func(t *testing.T) {
			st := checkInstances(t, loadSet(t, filepath.Join(dataDir, name)))
			t.Logf("%d answers checked, %d flips, %d path swaps (%d more gave another solution), %d cut cells rejected, %d URLs round-tripped",
				st.answers, st.flips, st.swaps, st.other, st.breaks, st.urls)
		})
	}
}
