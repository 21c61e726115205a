// Package familytest shows what adding a graph family takes: the family
// below (in a test, so that it stays out of the command) registers
// itself with package families and is then a builtin of the language,
// counted by countdp and watched by frontier, without a line changed in
// package lang.
package familytest

import (
	"strings"
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
	"github.com/zqlang/zq/topdown"
)

// upto is a toy family: the edge sets of at most k edges, k >= 0. Its
// state is the number of edges taken so far (one byte).
type upto struct{ m, k int }

func (s upto) StateSize() int { return 1 }
func (s upto) Vars() int      { return s.m }

func (s upto) Root(st []byte) int {
	st[0] = 0
	if s.m == 0 {
		return topdown.Accept
	}
	return 0
}

func (s upto) Child(st []byte, i int, take bool) int {
	if take {
		if int(st[0]) == s.k {
			return topdown.Reject
		}
		st[0]++
	}
	if i+1 == s.m {
		return topdown.Accept
	}
	return i + 1
}

func init() {
	families.Register(&families.Family{
		Name:    "upto",
		Help:    "the edge sets of g with at most k edges",
		Example: "count(upto(grid(2, 2), 2))",
		Params:  []families.Param{{Name: "k", Kind: families.KindInteger}},
		Spec: func(g *graph.Graph, a families.Args) (topdown.Spec, error) {
			k := a.Int(0, 0)
			if k < 0 || k > 200 {
				return nil, &families.ArgError{Arg: "k", Msg: "expected 0..200"}
			}
			return upto{g.M(), int(k)}, nil
		},
	})
}

// TestNewFamily drives the toy family through the language.
func TestNewFamily(t *testing.T) {
	var out strings.Builder
	s := lang.NewSession(&out)
	src := `g = grid(3, 3)
assert count(upto(g, 2)) == 1 + 12 + 66
assert upto(g, 2) == ofsize(pow(edges(g)), 0, max: 2)
assert countdp("upto", g, 3) == count(upto(g, 3))
assert upto(g, 1, order: "colmajor") == ofsize(pow(edges(reorder(g, "colmajor"))), 0, max: 1)
frontier("upto", grid(1, 3), 1)
`
	if err := s.Run("t.zq", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
	if got := out.String(); !strings.Contains(got, "upto: 2 edges") {
		t.Errorf("frontier's output lacks the family's name:\n%s", got)
	}
	if b, ok := lang.LookupBuiltin("upto"); !ok || !strings.Contains(b.Help, "at most k edges") {
		t.Errorf("upto's builtin: %v %v", b, ok)
	}
	for src, want := range map[string]string{
		`upto(grid(2, 2), -1)`:            "upto: argument k: expected 0..200",
		`countdp("upto", grid(2, 2), -1)`: "countdp: argument k: expected 0..200",
		`countdp("upt", grid(2, 2))`:      `did you mean upto?`,
	} {
		err := s.Run("e.zq", src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
