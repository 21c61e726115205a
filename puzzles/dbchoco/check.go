package dbchoco

import (
	"fmt"
	"slices"

	"github.com/zqlang/zq/puzzles"
)

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not an edge of the board's grid.
	RuleOffBoard = "off-board"
	// RuleRepeated: an element is given twice.
	RuleRepeated = "element-repeated"
	// RuleOneColour: a region is of one colour, a single half.
	RuleOneColour = "region-one-colour"
	// RuleHalfSmall: a half has fewer cells than a number in it.
	RuleHalfSmall = "half-too-small"
	// RuleHalves: a region has three halves or more.
	RuleHalves = "region-halves"
	// RuleShapes: a region's two halves differ in shape.
	RuleShapes = "halves-differ"
	// RuleHalfLarge: a half has more cells than a number in it.
	RuleHalfLarge = "half-too-large"
	// RuleDeadEnd: a border ends inside a region.
	RuleDeadEnd = "border-dead-end"
)

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of its Double
// Choco checklist and the rules they name.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"bkSubLt2":         RuleOneColour,
		"bkSizeLt":         RuleHalfSmall,
		"bkSubGt2":         RuleHalves,
		"bkDifferentShape": RuleShapes,
		"bkSizeGt":         RuleHalfLarge,
		"bdDeadEnd":        RuleDeadEnd,
	}
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "dbchoco", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set (the borders: edges of graph.Grid(Rows,
// Cols) between cells of different regions) is a solution of p, and
// otherwise an error naming the first rule it breaks and where, in
// pzprjs's order. A region is a class of cells joined without crossing
// a border, a half a class of cells of one colour joined so inside a
// region; the rules: a region of one colour only, a number larger than
// its half's size, a region of three halves or more, a region whose two
// halves differ in shape (rotations and reflections allowed), a number
// smaller than its half's size, a border inside a region. The error is
// a *puzzles.RuleError naming the rule (the Rule constants), its place
// in the message.
func (p *Puzzle) Check(set []uint32) error {
	m := p.g.M()
	cut := make([]bool, m)
	for _, x := range set {
		if int(x) >= m {
			return broken(RuleOffBoard, "element %d is not an edge of the %dx%d board's cell grid", x, p.Rows, p.Cols)
		}
		if cut[x] {
			return broken(RuleRepeated, "the border %s is given twice", p.edgeName(int(x)))
		}
		cut[x] = true
	}
	room, n := p.classes(func(e int) bool { return !cut[e] })
	half, nh := p.classes(func(e int) bool {
		ed := p.g.Edge(e)
		return !cut[e] && p.Grey[ed.U] == p.Grey[ed.V]
	})
	rooms := make([][]int, n)
	for i, k := range room {
		rooms[k] = append(rooms[k], i)
	}
	halves := make([][]int, nh)
	for i, k := range half {
		halves[k] = append(halves[k], i)
	}
	// the halves of each region, in the order of their first cell
	parts := make([][]int, n)
	for k, cs := range halves {
		r := room[cs[0]]
		parts[r] = append(parts[r], k)
	}
	colour := func(i int) string {
		if p.Grey[i] {
			return "grey"
		}
		return "white"
	}
	for k, cs := range rooms {
		if len(parts[k]) < 2 {
			return broken(RuleOneColour, "the region of %s is all %s: it has one half", p.at(cs[0]), colour(cs[0]))
		}
	}
	for i, v := range p.Nums {
		if v > 0 && v > len(halves[half[i]]) {
			return broken(RuleHalfSmall, "the number %d at %s is larger than its half's size %d", v, p.at(i), len(halves[half[i]]))
		}
	}
	for k, cs := range rooms {
		if len(parts[k]) > 2 {
			return broken(RuleHalves, "the region of %s has %d halves", p.at(cs[0]), len(parts[k]))
		}
	}
	for k, cs := range rooms {
		a, b := halves[parts[k][0]], halves[parts[k][1]]
		if len(a) != len(b) || p.shape(a) != p.shape(b) {
			return broken(RuleShapes, "the region of %s has halves of different shapes (%d and %d cells)", p.at(cs[0]), len(a), len(b))
		}
	}
	for i, v := range p.Nums {
		if v > 0 && v < len(halves[half[i]]) {
			return broken(RuleHalfLarge, "the number %d at %s is smaller than its half's size %d", v, p.at(i), len(halves[half[i]]))
		}
	}
	for e, on := range cut {
		if ed := p.g.Edge(e); on && room[ed.U] == room[ed.V] {
			return broken(RuleDeadEnd, "the border %s ends inside the region of %s", p.edgeName(e), p.at(rooms[room[ed.U]][0]))
		}
	}
	return nil
}

// shape is the canonical form of a set of cells under translations,
// rotations and reflections: the least, over the eight orientations, of
// the sorted cells' coordinates moved to the origin.
func (p *Puzzle) shape(cells []int) string {
	best := ""
	for _, o := range orientations {
		pts := make([][2]int, len(cells))
		r0, c0 := 1<<30, 1<<30
		for k, i := range cells {
			r, c := i/p.Cols, i%p.Cols
			pts[k] = [2]int{o[0]*r + o[1]*c, o[2]*r + o[3]*c}
			r0, c0 = min(r0, pts[k][0]), min(c0, pts[k][1])
		}
		for k := range pts {
			pts[k][0] -= r0
			pts[k][1] -= c0
		}
		slices.SortFunc(pts, func(a, b [2]int) int {
			if a[0] != b[0] {
				return a[0] - b[0]
			}
			return a[1] - b[1]
		})
		s := fmt.Sprint(pts)
		if best == "" || s < best {
			best = s
		}
	}
	return best
}

// edgeName names the border between two cells: "(0, 1)-(0, 2)".
func (p *Puzzle) edgeName(e int) string {
	ed := p.g.Edge(e)
	return p.at(ed.U) + "-" + p.at(ed.V)
}

// classes numbers the classes of cells joined by the edges join
// accepts, numbered by their first cell.
func (p *Puzzle) classes(join func(e int) bool) ([]int, int) {
	n := p.N()
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for e, ed := range p.g.Edges() {
		if join(e) {
			a, b := find(ed.U), find(ed.V)
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	room := make([]int, n)
	id := map[int]int{}
	for i := range room {
		r := find(i)
		k, ok := id[r]
		if !ok {
			k = len(id)
			id[r] = k
		}
		room[i] = k
	}
	return room, len(id)
}
