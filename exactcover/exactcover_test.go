package exactcover

import (
	"context"
	"math"
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// randomProblem makes a matrix of rows random rows over primary+secondary
// columns, each one present with probability dens.
func randomProblem(rng *rand.Rand, rows, primary, secondary int, dens float64) *Problem {
	p := New(primary, secondary)
	for i := 0; i < rows; i++ {
		var cols []int
		for len(cols) == 0 || cols[0] >= primary {
			cols = cols[:0]
			for c := 0; c < primary+secondary; c++ {
				if rng.Float64() < dens {
					cols = append(cols, c)
				}
			}
		}
		if _, err := p.AddRow(cols...); err != nil {
			panic(err)
		}
	}
	return p
}

// bruteCovers lists every subset of rows that is an exact cover.
func bruteCovers(p *Problem) [][]int {
	var out [][]int
	n := p.Rows()
	for mask := 0; mask < 1<<n; mask++ {
		var rows []int
		for i := 0; i < n; i++ {
			if mask>>i&1 == 1 {
				rows = append(rows, i)
			}
		}
		if p.IsCover(rows) {
			out = append(out, rows)
		}
	}
	return out
}

func familyOf(m *zdd.Manager, sets [][]int) zdd.Node {
	f := zdd.Empty
	for _, s := range sets {
		v := make([]uint32, len(s))
		for i, x := range s {
			v[i] = uint32(x)
		}
		f = m.Union(f, m.SetOf(v))
	}
	return f
}

func sortSets(s [][]int) {
	sort.Slice(s, func(a, b int) bool {
		x, y := s[a], s[b]
		for i := 0; i < len(x) && i < len(y); i++ {
			if x[i] != y[i] {
				return x[i] < y[i]
			}
		}
		return len(x) < len(y)
	})
}

func TestRandomMatricesAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	m := zdd.New()
	nonzero := 0
	for trial := 0; trial < 400; trial++ {
		rows := 1 + rng.IntN(14)
		prim := rng.IntN(7)
		sec := rng.IntN(3)
		if prim == 0 {
			prim = 1
		}
		dens := 0.15 + 0.4*rng.Float64()
		p := randomProblem(rng, rows, prim, sec, dens)
		want := bruteCovers(p)
		if len(want) > 0 {
			nonzero++
		}
		f, err := p.ZDD(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if g := familyOf(m, want); f != g {
			t.Fatalf("trial %d: ZDD has %v sets, brute force %d (nodes differ)", trial, m.Count(f), len(want))
		}
		d := NewDLX(p)
		if got := d.Count(0); got != uint64(len(want)) {
			t.Fatalf("trial %d: DLX count %d, brute force %d", trial, got, len(want))
		}
		all := d.All()
		sortSets(all)
		sortSets(want)
		if len(want) == 0 && len(all) == 0 {
			continue
		}
		if !reflect.DeepEqual(all, want) {
			t.Fatalf("trial %d: DLX covers %v, brute force %v", trial, all, want)
		}
		first, ok := d.First()
		if !ok || !p.IsCover(first) {
			t.Fatalf("trial %d: First = %v, %v", trial, first, ok)
		}
		if c := d.Count(1); c != 1 {
			t.Fatalf("trial %d: Count(1) = %d", trial, c)
		}
	}
	if nonzero < 100 {
		t.Fatalf("only %d of the random matrices had a cover; the test is too weak", nonzero)
	}
}

func TestSelectRestrictsToCoversWithRow(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	m := zdd.New()
	for trial := 0; trial < 200; trial++ {
		p := randomProblem(rng, 2+rng.IntN(11), 1+rng.IntN(6), rng.IntN(3), 0.3)
		all := bruteCovers(p)
		r := rng.IntN(p.Rows())
		var want [][]int
		for _, s := range all {
			for _, x := range s {
				if x == r {
					want = append(want, s)
				}
			}
		}
		d := NewDLX(p)
		if err := d.Select(r); err != nil {
			t.Fatal(err)
		}
		f, err := d.ZDD(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if f != familyOf(m, want) {
			t.Fatalf("trial %d: ZDD with row %d selected has %v sets, want %d", trial, r, m.Count(f), len(want))
		}
		if c := d.Count(0); c != uint64(len(want)) {
			t.Fatalf("trial %d: count %d want %d", trial, c, len(want))
		}
		d.Unselect()
		if c := d.Count(0); c != uint64(len(all)) {
			t.Fatalf("trial %d: after Unselect count %d want %d", trial, c, len(all))
		}
	}
}

func TestSelectClash(t *testing.T) {
	p := New(3, 0)
	a, _ := p.AddRow(0, 1)
	b, _ := p.AddRow(1, 2)
	d := NewDLX(p)
	if err := d.Select(a); err != nil {
		t.Fatal(err)
	}
	if err := d.Select(b); err == nil {
		t.Fatal("selecting clashing rows gave no error")
	}
	if err := d.Select(7); err == nil {
		t.Fatal("selecting a row out of range gave no error")
	}
}

func TestAddRowErrors(t *testing.T) {
	p := New(2, 1)
	if _, err := p.AddRow(0, 3); err == nil {
		t.Error("column out of range accepted")
	}
	if _, err := p.AddRow(1, 1); err == nil {
		t.Error("repeated column accepted")
	}
	if _, err := p.AddRow(); err == nil {
		t.Error("empty row accepted")
	}
	if _, err := p.AddRow(2); err == nil {
		t.Error("row of secondary columns only accepted")
	}
	if p.Rows() != 0 {
		t.Errorf("rows = %d after failed adds", p.Rows())
	}
	if i, err := p.AddRow(2, 0); err != nil || i != 0 || !reflect.DeepEqual(p.Row(0), []int{0, 2}) {
		t.Errorf("AddRow(2,0) = %d, %v, row %v", i, err, p.Row(0))
	}
}

// The estimate is unbiased: its mean over many paths approaches the
// number of nodes of the search tree that Count enters.
func TestEstimateMatchesTreeSize(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for trial := 0; trial < 15; trial++ {
		p := randomProblem(rng, 30, 10, 0, 0.2)
		d := NewDLX(p)
		d.ResetStats()
		d.Count(0)
		nodes := float64(d.Stats().Nodes)
		if nodes < 10 {
			continue
		}
		est := d.Estimate(rng, 20000)
		if math.Abs(est-nodes)/nodes > 0.08 {
			t.Errorf("trial %d: estimate %.1f, tree has %.0f nodes", trial, est, nodes)
		}
		if d.Count(0) != uint64(len(bruteCoversLimited(p))) {
			t.Errorf("trial %d: structure changed by Estimate", trial)
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d trees checked", checked)
	}
}

// bruteCoversLimited counts covers by a plain recursive search over rows
// (usable for 30 rows).
func bruteCoversLimited(p *Problem) [][]int {
	var out [][]int
	used := make([]bool, p.Columns())
	var cur []int
	var rec func(i int)
	rec = func(i int) {
		if i == p.Rows() {
			for c := 0; c < p.Primary(); c++ {
				if !used[c] {
					return
				}
			}
			out = append(out, append([]int(nil), cur...))
			return
		}
		rec(i + 1)
		for _, c := range p.rows[i] {
			if used[c] {
				return
			}
		}
		for _, c := range p.rows[i] {
			used[c] = true
		}
		cur = append(cur, i)
		rec(i + 1)
		cur = cur[:len(cur)-1]
		for _, c := range p.rows[i] {
			used[c] = false
		}
	}
	rec(0)
	return out
}

func TestLargerRandomAgainstRowSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	m := zdd.New()
	for trial := 0; trial < 30; trial++ {
		p := randomProblem(rng, 40, 12, 3, 0.18)
		want := bruteCoversLimited(p)
		f, err := p.ZDD(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if f != familyOf(m, want) {
			t.Fatalf("trial %d: ZDD count %v, want %d", trial, m.Count(f), len(want))
		}
		if c := NewDLX(p).Count(0); c != uint64(len(want)) {
			t.Fatalf("trial %d: DLX count %d, want %d", trial, c, len(want))
		}
	}
}

func TestZDDCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := LatinSquare(5)
	if _, err := p.ZDD(ctx, zdd.New()); err == nil {
		t.Fatal("cancelled build returned no error")
	}
}
