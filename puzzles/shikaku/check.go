package shikaku

import (
	"fmt"

	"github.com/zqlang/zq/puzzles"
)

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not an edge of the board's grid.
	RuleOffBoard = "off-board"
	// RuleRepeated: an element is given twice.
	RuleRepeated = "element-repeated"
	// RuleNoNumber: a room holds no number.
	RuleNoNumber = "room-no-number"
	// RuleNumbers: a room holds two numbers or more.
	RuleNumbers = "room-numbers"
	// RuleNotRectangle: a room is not a rectangle.
	RuleNotRectangle = "room-not-rectangle"
	// RuleSize: a room's size is not its number.
	RuleSize = "room-size"
	// RuleDeadEnd: a border ends inside a room.
	RuleDeadEnd = "border-dead-end"
)

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of its
// Shikaku checklist and the rules they name.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"bkNoNum":   RuleNoNumber,
		"bkNumGe2":  RuleNumbers,
		"bkNotRect": RuleNotRectangle,
		"bkSizeNe":  RuleSize,
		"bdDeadEnd": RuleDeadEnd,
	}
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "shikaku", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set (the borders: edges of graph.Grid(Rows,
// Cols) between cells of different rectangles) is a solution of p, and
// otherwise an error naming the first rule it breaks and where, in
// pzprjs's order: a room (cells joined without crossing a border)
// without a number, a room with two, a room that is no rectangle, a
// number other than its room's size, a border inside a room.
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
	room, n := p.rooms(cut)
	cells := make([][]int, n)
	for i, k := range room {
		cells[k] = append(cells[k], i)
	}
	var nums [][]int
	for _, cs := range cells {
		var ns []int
		for _, i := range cs {
			if p.Nums[i] != Empty {
				ns = append(ns, i)
			}
		}
		nums = append(nums, ns)
	}
	for k, cs := range cells {
		if len(nums[k]) == 0 {
			return broken(RuleNoNumber, "the room of %s has no number", p.at(cs[0]))
		}
	}
	for k, cs := range cells {
		if len(nums[k]) > 1 {
			return broken(RuleNumbers, "the room of %s has %d numbers, at %s and %s", p.at(cs[0]), len(nums[k]), p.at(nums[k][0]), p.at(nums[k][1]))
		}
	}
	for _, cs := range cells {
		r0, c0, r1, c1 := p.Rows, p.Cols, -1, -1
		for _, i := range cs {
			r, c := i/p.Cols, i%p.Cols
			r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
		}
		if (r1-r0+1)*(c1-c0+1) != len(cs) {
			return broken(RuleNotRectangle, "the room of %s is not a rectangle", p.at(cs[0]))
		}
	}
	for k, cs := range cells {
		if v := p.Nums[nums[k][0]]; v != Unknown && v != len(cs) {
			return broken(RuleSize, "the room of the number %d at %s has %d cells", v, p.at(nums[k][0]), len(cs))
		}
	}
	for e, on := range cut {
		if ed := p.g.Edge(e); on && room[ed.U] == room[ed.V] {
			return broken(RuleDeadEnd, "the border %s ends inside the room of %s", p.edgeName(e), p.at(cells[room[ed.U]][0]))
		}
	}
	return nil
}

// edgeName names the border between two cells: "(0, 1)-(0, 2)".
func (p *Puzzle) edgeName(e int) string {
	ed := p.g.Edge(e)
	return p.at(ed.U) + "-" + p.at(ed.V)
}

// rooms numbers the rooms of the borders cut: the classes of cells
// joined by edges not cut, numbered by their first cell.
func (p *Puzzle) rooms(cut []bool) ([]int, int) {
	n := p.N()
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for e, ed := range p.g.Edges() {
		if !cut[e] {
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
