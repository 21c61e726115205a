package lang

import (
	"io"
	"math/big"
	"strings"
	"testing"
	"time"
)

func init() {
	// Golden outputs must not depend on the clock.
	showDuration = func(time.Duration) string { return "(time)" }
}

// TestExplainTotals checks that explain's totals are the manager's own
// counts of look-ups, hits and new nodes for the same operation.
func TestExplainTotals(t *testing.T) {
	var out strings.Builder
	s := NewSession(&out)
	if err := s.Run("t", "F = pow(range(6)) - {{1, 2}}; G = ofsize(pow(range(8)), 3)"); err != nil {
		t.Fatal(Detail(err))
	}
	s.M.ClearCache()
	before := s.M.Stats()
	if err := s.Run("t", "H = F & G"); err != nil {
		t.Fatal(Detail(err))
	}
	after := s.M.Stats()
	out.Reset()
	if err := s.Run("t", "explain(F & G)"); err != nil {
		t.Fatal(Detail(err))
	}
	want := "calls: " + Group(bigOf(after.CacheLookups-before.CacheLookups)) + ", cache hits: " + Group(bigOf(after.CacheHits-before.CacheHits))
	if !strings.Contains(out.String(), want) {
		t.Fatalf("explain printed:\n%s\nwant totals %q", out.String(), want)
	}
}

func bigOf(n uint64) *big.Int { return new(big.Int).SetUint64(n) }

// TestExplainCountsBuilders checks that explain's new nodes are every
// node the expression makes, a builder's included: the manager's count
// in a fresh session, where explain(count(cycles(grid(7, 7)))) said 0.
func TestExplainCountsBuilders(t *testing.T) {
	for _, expr := range []string{"count(cycles(grid(5, 5)))", "count(cycles(grid(4, 4)) | paths(grid(4, 4), (0, 0), (3, 3)))"} {
		s := NewSession(io.Discard)
		before := s.M.Stats().NodesCreated
		if err := s.Run("t", expr); err != nil {
			t.Fatal(Detail(err))
		}
		made := s.M.Stats().NodesCreated - before
		var out strings.Builder
		s = NewSession(&out)
		if err := s.Run("t", "explain("+expr+")"); err != nil {
			t.Fatal(Detail(err))
		}
		want := "new nodes: " + Group(bigOf(made)) + " ("
		if made == 0 || !strings.Contains(out.String(), want) || !strings.Contains(out.String(), "by builders)") {
			t.Errorf("explain(%s) printed:\n%s\nwant %q... by builders", expr, out.String(), want)
		}
	}
}
