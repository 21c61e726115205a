package lang

import (
	"math/big"
	"strings"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles/sudoku"
	"github.com/zqlang/zq/zdd"
)

// TestUniverses checks naming, element parsing, drawing and the key
// round trip of every universe defined here.
func TestUniverses(t *testing.T) {
	g, _ := graph.Grid(2, 3)
	k, err := graph.Parse("x-y y-z")
	if err != nil {
		t.Fatal(err)
	}
	pair := func(a, b int64) Tuple { return Tuple{NewInt(a), NewInt(b)} }
	for _, tc := range []struct {
		u     Universe
		size  int
		elem  Value
		v     uint32
		name  string
		bad   Value
		badOK string
	}{
		{Integers, -1, NewInt(7), 7, "7", NewInt(-1), "out of range"},
		{EdgesOf(g), 7, Tuple{pair(1, 1), pair(0, 1)}, 3, "(0,1)-(1,1)", Tuple{pair(0, 0), pair(1, 1)}, "no edge between"},
		{EdgesOf(k), 2, Str("z-y"), 1, "y-z", NewInt(2), "out of range"},
		{Cells(3, 4), 12, pair(2, 1), 9, "(2,1)", pair(3, 0), "outside the 3x4 board"},
		{SpaceUniverse(sudoku.Placements(4)), 64, Tuple{NewInt(1), NewInt(2), NewInt(3)}, (1*4+2)*4 + 2, "(1,2)=3", Tuple{NewInt(0), NewInt(0), NewInt(0)}, "digits 1..4"},
	} {
		if got := tc.u.Size(); got != tc.size {
			t.Errorf("%s: Size() = %d, want %d", tc.u.Describe(), got, tc.size)
		}
		v, err := tc.u.Elem(tc.elem)
		if err != nil || v != tc.v {
			t.Errorf("%s: Elem(%s) = %d, %v; want %d", tc.u.Describe(), Show(tc.elem), v, err, tc.v)
		}
		if got := tc.u.Name(tc.v); got != tc.name {
			t.Errorf("%s: Name(%d) = %q, want %q", tc.u.Describe(), tc.v, got, tc.name)
		}
		if _, err := tc.u.Elem(tc.bad); err == nil || !strings.Contains(err.Error(), tc.badOK) {
			t.Errorf("%s: Elem(%s) error %v, want %q", tc.u.Describe(), Show(tc.bad), err, tc.badOK)
		}
		back, err := DecodeUniverse(tc.u.Key())
		if err != nil || back.Key() != tc.u.Key() || back.Describe() != tc.u.Describe() {
			t.Errorf("%s: key %q does not round-trip: %v", tc.u.Describe(), tc.u.Key(), err)
		}
	}
	if _, err := DecodeUniverse("nonsense 1"); err == nil {
		t.Error("an unknown universe key decoded")
	}
}

func TestDrawings(t *testing.T) {
	g, _ := graph.Grid(2, 3)
	u := EdgesOf(g)
	// The top-left unit square plus the edge (0,1)-(0,2).
	var set []uint32
	for _, e := range [][2]Tuple{
		{{NewInt(0), NewInt(0)}, {NewInt(0), NewInt(1)}},
		{{NewInt(0), NewInt(0)}, {NewInt(1), NewInt(0)}},
		{{NewInt(0), NewInt(1)}, {NewInt(1), NewInt(1)}},
		{{NewInt(1), NewInt(0)}, {NewInt(1), NewInt(1)}},
		{{NewInt(0), NewInt(1)}, {NewInt(0), NewInt(2)}},
	} {
		v, err := u.Elem(Tuple{e[0], e[1]})
		if err != nil {
			t.Fatal(err)
		}
		set = append(set, v)
	}
	want := "┌───┬───╴\n│   │\n└───┘   ·\n"
	if got := u.Draw(set, false); got != want {
		t.Errorf("unicode drawing:\n%s\nwant:\n%s", got, want)
	}
	wantASCII := "+---+---+\n|   |\n+---+   .\n"
	if got := u.Draw(set, true); got != wantASCII {
		t.Errorf("ascii drawing:\n%s\nwant:\n%s", got, wantASCII)
	}
	if got := Cells(2, 3).Draw([]uint32{0, 4}, true); got != "# . .\n. # .\n" {
		t.Errorf("cells drawing:\n%s", got)
	}
	if got := SpaceUniverse(sudoku.Placements(4)).(Drawer).Draw([]uint32{0, (1*4+1)*4 + 3}, false); got != "1 . . .\n. 4 . .\n. . . .\n. . . .\n" {
		t.Errorf("placements drawing:\n%s", got)
	}
}

func TestGroup(t *testing.T) {
	for in, want := range map[int64]string{0: "0", 1234: "1234", 12345: "12,345", -1234567: "-1,234,567", 100000: "100,000"} {
		if got := Group(NewInt(in).V); got != want {
			t.Errorf("Group(%d) = %q, want %q", in, got, want)
		}
	}
}

// TestUnifyWeights: families over one graph weighed alike keep the
// weights; weighed differently (or one not at all), their combination
// is over the graph without weights, never silently over either's.
func TestUnifyWeights(t *testing.T) {
	g, err := graph.Parse("1-2 2-3 3-1")
	if err != nil {
		t.Fatal(err)
	}
	weigh := func(ws ...int64) *graph.Graph {
		w := make([]*big.Rat, len(ws))
		for i, x := range ws {
			w[i] = big.NewRat(x, 1)
		}
		h, err := g.WithWeights(w)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	fam := func(h *graph.Graph) *Family { return &Family{U: EdgesOf(h), Root: zdd.Base} }
	for _, tc := range []struct {
		name     string
		a, b     *graph.Graph
		weighted bool
	}{
		{"same weights", weigh(1, 2, 3), weigh(1, 2, 3), true},
		{"other weights", weigh(1, 2, 3), weigh(3, 2, 1), false},
		{"left weighted", weigh(1, 2, 3), g, false},
		{"right weighted", g, weigh(1, 2, 3), false},
		{"none", g, g, false},
	} {
		u, ok := Unify(fam(tc.a), fam(tc.b))
		if !ok {
			t.Fatalf("%s: not unified", tc.name)
		}
		if got := u.(*EdgeUniverse).G.Weighted(); got != tc.weighted {
			t.Errorf("%s: weighted %v, want %v", tc.name, got, tc.weighted)
		}
	}
}
