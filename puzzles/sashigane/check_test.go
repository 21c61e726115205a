package sashigane

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/zdd"
)

// division2x3 is the borders of the 2x3 board cut into the L's
// (0,0)(0,1)(1,0) and (0,2)(1,1)(1,2).
func division2x3(p *Puzzle) []uint32 {
	return sortedUnique([]uint32{uint32(p.edge(1, 2)), uint32(p.edge(3, 4)), uint32(p.edge(1, 4))})
}

// TestCheckReasons: each rule broken is named, with its place.
func TestCheckReasons(t *testing.T) {
	for _, tc := range []struct {
		board      string
		set        func(p *Puzzle) []uint32
		rule, want string
	}{
		{"o . .\n. . o", division2x3, "", ""},
		{". < .\n. . 3", division2x3, "", ""},
		{". . .\n. . 4", division2x3, RuleSize, "the room of the circled 4 at (1, 2) has 3 cells"},
		{"o . .\n. o .", division2x3, RuleCircleNotCorner, "the circle at (1, 1) is not at the corner of its L"},
		{". > .\n. . .", division2x3, RuleArrowAtBorder, "the arrow at (0, 1) points at a border"},
		{". . .\n. . >", division2x3, RuleArrowNotEnd, "the arrow at (1, 2) is not at an end of its L"},
		{". . .\n. . .", func(p *Puzzle) []uint32 { return nil }, RuleNotL, "the room of (0, 0) is not an L of width 1"},
		{". . .\n. . .", func(p *Puzzle) []uint32 { return []uint32{uint32(p.edge(0, 1))} }, RuleDeadEnd, "a border ends at the corner between (0, 0) and (1, 1)"},
		{". . .\n. . .", func(p *Puzzle) []uint32 { return []uint32{99} }, RuleOffBoard, "element 99 is not an edge"},
		{". . .\n. . .", func(p *Puzzle) []uint32 { return []uint32{1, 1} }, RuleRepeated, "the border (0, 0)-(1, 0) is given twice"},
	} {
		p, err := ParseGrid(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		err = p.Check(tc.set(p))
		if (err == nil) != (tc.want == "") || err != nil && (!strings.Contains(err.Error(), tc.want) || puzzles.RuleOf(err) != tc.rule) {
			t.Errorf("%q: Check says %v (%s), want %q (%s)", tc.board, err, puzzles.RuleOf(err), tc.want, tc.rule)
		}
	}
}

// TestArrowOffBoard: an arrow at an end pointing off the board is
// accepted, as pzprjs accepts it (its rule looks for a border in the
// arrow's direction), by Check, by the solutions, and by pzprjs's judge
// when it is there.
func TestArrowOffBoard(t *testing.T) {
	want := map[int]string{Up: "", Down: "arNotPtCnr", Left: "", Right: "arNotPtCnr"}
	table := genre{}.PZPRCodes()
	var files []string
	for a := Up; a <= Right; a++ {
		p := blank(2, 3)
		p.Marks[1] = a
		sol := division2x3(p)
		if got := puzzles.RuleOf(p.Check(sol)); got != table[want[a]] {
			t.Errorf("arrow %d: Check says %q, want %q", a, got, table[want[a]])
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if m.Contains(f, sol) != (want[a] == "") {
			t.Errorf("arrow %d: the division among the solutions: %v", a, m.Contains(f, sol))
		}
		file, err := (&Game{P: p}).PZPRV3(sol)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	judge := judgetest.Path(t)
	for k, got := range judgetest.Codes(t, judge, files) {
		if a := Up + k; got != want[a] {
			t.Errorf("arrow %d: pzprjs says %q, want %q", a, got, want[a])
		}
	}
}

// TestDraw draws the sample with its solution as text and SVG.
func TestDraw(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol := m.Sets(f, 1)[0]
	text := p.Render(sol, nil)
	if !strings.HasPrefix(text, "+---+---+---+---+---+\n| >   .   .   .   o |\n") || strings.Count(text, "\n") != 11 {
		t.Errorf("text:\n%s", text)
	}
	var b bytes.Buffer
	if err := p.WriteSVG(&b, sol); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	for _, want := range []string{"<svg", "<circle", ">3</text>", ">4</text>", "rotate(90)", "rotate(180)", "rotate(0)", "</svg>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if n := strings.Count(svg, `stroke-width="3" stroke-linecap`); n != len(sol) {
		t.Errorf("SVG has %d borders, the solution %d", n, len(sol))
	}
}
