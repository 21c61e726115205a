package families

import (
	"bufio"
	"context"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

type oeisRow struct {
	family, seq string
	n           int
	count       *big.Int
}

func readOEIS(t *testing.T) []oeisRow {
	t.Helper()
	f, err := os.Open("testdata/oeis.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []oeisRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Split(line, "\t")
		if len(fs) != 4 {
			t.Fatalf("bad fixture line %q", line)
		}
		n, err := strconv.Atoi(fs[2])
		if err != nil {
			t.Fatal(err)
		}
		c, ok := new(big.Int).SetString(fs[3], 10)
		if !ok {
			t.Fatalf("bad count %q", fs[3])
		}
		rows = append(rows, oeisRow{fs[0], fs[1], n, c})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// gridSpec returns the family named in the fixture on the n x n grid.
func gridSpec(t *testing.T, family string, n int) topdown.Spec {
	g, err := graph.Grid(n, n)
	if err != nil {
		t.Fatal(err)
	}
	switch family {
	case "corner_paths":
		return Paths(g, 0, n*n-1)
	case "cycles":
		return Cycles(g)
	case "hamcycles":
		return HamCycles(g)
	case "matchings":
		return Matchings(g)
	case "spanning_trees":
		return SpanningTrees(g)
	case "spanning_forests":
		return Forests(g)
	case "connected_induced":
		return ConnectedInduced(g)
	case "connected_spanning":
		return Components(g, 1)
	}
	return nil
}

// limits of n for the unit tests and for ZQ_LONG=1.
var oeisLimits = map[string][2]int{
	"corner_paths": {9, 14},
	"cycles":       {9, 13},
	"hamcycles":    {8, 12},
	"matchings":    {8, 12},
	// A007341 and A080691 (spanning forests: every acyclic edge set)
	"spanning_trees":   {8, 12},
	"spanning_forests": {7, 10},
	// A059525 (with the single vertices) and A359992
	"connected_induced":  {5, 5},
	"connected_spanning": {4, 4},
}

// oeisOffset is what a family's count lacks of the sequence's on the
// n x n grid: the connected induced subgraphs of one vertex have no edge.
var oeisOffset = map[string]func(n int) int64{
	"connected_induced": func(n int) int64 { return int64(n * n) },
}

func TestOEISGridCounts(t *testing.T) {
	long := os.Getenv("ZQ_LONG") != ""
	for _, r := range readOEIS(t) {
		lim, ok := oeisLimits[r.family]
		if !ok {
			continue
		}
		max := lim[0]
		if long {
			max = lim[1]
		}
		if r.n > max {
			continue
		}
		t.Run(r.family+"/"+strconv.Itoa(r.n), func(t *testing.T) {
			spec := gridSpec(t, r.family, r.n)
			want := r.count
			if off := oeisOffset[r.family]; off != nil {
				want = new(big.Int).Sub(want, big.NewInt(off(r.n)))
			}
			m := zdd.New()
			f, err := topdown.Build(context.Background(), m, spec, topdown.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Count(f); got.Cmp(want) != 0 {
				t.Errorf("%s n=%d: built ZDD counts %v, %s says %v", r.family, r.n, got, r.seq, want)
			}
			c, err := topdown.Count(context.Background(), spec, topdown.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if c.Cmp(want) != 0 {
				t.Errorf("%s n=%d: count-only gives %v, %s says %v", r.family, r.n, c, r.seq, want)
			}
		})
	}
}
