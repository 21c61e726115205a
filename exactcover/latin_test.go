package exactcover

import (
	"bufio"
	"context"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// a002860 holds the first Latin square counts (OEIS A002860, a(1)..a(7)).
var a002860 = []string{"1", "2", "12", "576", "161280", "812851200", "61479419904000"}

func TestLatinSquareCounts(t *testing.T) {
	m := zdd.New()
	for n := 1; n <= 5; n++ {
		d := NewDLX(LatinSquare(n))
		d.SetBranching(FirstColumn)
		f, err := d.ZDD(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if n <= 4 {
			g, err := LatinSquare(n).ZDD(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			if g != f {
				t.Errorf("n=%d: the ZDDs built with the two branchings differ", n)
			}
		}
		want, _ := new(big.Int).SetString(a002860[n-1], 10)
		if got := m.Count(f); got.Cmp(want) != 0 {
			t.Errorf("n=%d: ZDD count %v, want %v", n, got, want)
		}
		if n <= 4 {
			if got := NewDLX(LatinSquare(n)).Count(0); got != want.Uint64() {
				t.Errorf("n=%d: DLX count %d, want %v", n, got, want)
			}
		}
	}
}

// TestLatinSquare6 builds the ZDD of the 812,851,200 Latin squares of
// order 6 (about three minutes and 2.7 GB on a loaded machine; ZQ_LONG=1).
func TestLatinSquare6(t *testing.T) {
	if os.Getenv("ZQ_LONG") == "" {
		t.Skip("long test: set ZQ_LONG=1")
	}
	m := zdd.New()
	d := NewDLX(LatinSquare(6))
	d.SetBranching(FirstColumn)
	f, err := d.ZDD(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Count(f); got.String() != a002860[5] {
		t.Fatalf("n=6: %v, want %s", got, a002860[5])
	}
	t.Logf("order 6: %v squares, %d ZDD nodes", m.Count(f), m.NodeCount(f))
}

// TestLatinSquareOracle checks the counts against the shared oracle file
// when it is present.
func TestLatinSquareOracle(t *testing.T) {
	f, err := os.Open("../../shared/data/oracles/counts.tsv")
	if err != nil {
		t.Skip("shared data folder absent: ../../shared/data/oracles/counts.tsv not found")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) >= 5 && fs[0] == "latin_squares" {
			terms := strings.Split(fs[4], ",")
			for i, want := range a002860 {
				if i < len(terms) && terms[i] != want {
					t.Errorf("a(%d): oracle %s, table %s", i+1, terms[i], want)
				}
			}
			return
		}
	}
	t.Fatal("latin_squares line not found in the oracle file")
}

func BenchmarkLatinSquare5ZDD(b *testing.B) {
	for i := 0; i < b.N; i++ {
		d := NewDLX(LatinSquare(5))
		d.SetBranching(FirstColumn)
		m := zdd.New()
		if _, err := d.ZDD(context.Background(), m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLatinSquare5DLXCount(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if NewDLX(LatinSquare(5)).Count(0) != 161280 {
			b.Fatal("wrong count")
		}
	}
}
