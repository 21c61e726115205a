package sashigane

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
	// RuleArrowNotEnd: an arrow in an L is not at one of its ends.
	RuleArrowNotEnd = "arrow-not-end"
	// RuleArrowAtBorder: an arrow points at a border, not along its arm
	// toward the corner.
	RuleArrowAtBorder = "arrow-at-border"
	// RuleCircleNotCorner: a circle in an L is not at its corner.
	RuleCircleNotCorner = "circle-not-corner"
	// RuleSize: a room's size is not its circled number.
	RuleSize = "room-size"
	// RuleDeadEnd: a border ends inside the board.
	RuleDeadEnd = "border-dead-end"
	// RuleNotL: a room is no L of width 1.
	RuleNotL = "room-not-l"
)

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of its
// Sashigane checklist and the rules they name.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"arBlkEdge":   RuleArrowNotEnd,
		"arNotPtCnr":  RuleArrowAtBorder,
		"ciNotOnCnr":  RuleCircleNotCorner,
		"bkSizeNe":    RuleSize,
		"bdDeadEnd":   RuleDeadEnd,
		"bkNotLshape": RuleNotL,
	}
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "sashigane", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// room is a room of a border set: its cells (row-major) and, when it
// is an L, the L.
type room struct {
	cells []int
	l     *L
}

// Check returns nil when set (the borders: edges of graph.Grid(Rows,
// Cols) between cells of different L's) is a solution of p, and
// otherwise an error naming the first rule it breaks and where, in
// pzprjs's order: in an L-shaped room, an arrow not at an end, an
// arrow pointing at a border, a circle not at the corner; a room whose
// size is not its (first) circled number; a border ending inside the
// board; a room that is no L of width 1. A room is the cells joined
// without crossing a border. The error is a *puzzles.RuleError naming
// the rule (the Rule constants), its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	cut, err := p.cutOf(set)
	if err != nil {
		return err
	}
	rooms, _ := p.rooms(cut)
	for _, rm := range rooms {
		if rm.l == nil {
			continue
		}
		for _, i := range rm.cells {
			if m := p.Marks[i]; m >= Up && m <= Right && i != rm.l.VEnd(p.Cols) && i != rm.l.HEnd(p.Cols) {
				return broken(RuleArrowNotEnd, "the arrow at %s is not at an end of its L", p.at(i))
			}
		}
	}
	for _, rm := range rooms {
		if rm.l == nil {
			continue
		}
		for _, i := range rm.cells {
			if m := p.Marks[i]; m >= Up && m <= Right {
				if j, ok := p.next(i, m); ok && cut[p.edge(min(i, j), max(i, j))] {
					return broken(RuleArrowAtBorder, "the arrow at %s points at a border, not toward its L's corner", p.at(i))
				}
			}
		}
	}
	for _, rm := range rooms {
		if rm.l == nil {
			continue
		}
		for _, i := range rm.cells {
			if p.Marks[i] == Circle && i != rm.l.Corner(p.Cols) {
				return broken(RuleCircleNotCorner, "the circle at %s is not at the corner of its L", p.at(i))
			}
		}
	}
	for _, rm := range rooms {
		if i := p.firstNumber(rm.cells, cut); i >= 0 {
			if v := p.Nums[i]; v > 0 && v != len(rm.cells) {
				return broken(RuleSize, "the room of the circled %d at %s has %d cells", v, p.at(i), len(rm.cells))
			}
		}
	}
	// a border ending inside the board: an inner lattice point with one
	// border
	for r := 1; r < p.Rows; r++ {
		for c := 1; c < p.Cols; c++ {
			// the point below-right of cell (r-1, c-1)
			a, b := (r-1)*p.Cols+c-1, r*p.Cols+c
			n := 0
			for _, e := range []int{p.edge(a, a+1), p.edge(a, a+p.Cols), p.edge(b-1, b), p.edge(a+1, b)} {
				if cut[e] {
					n++
				}
			}
			if n == 1 {
				return broken(RuleDeadEnd, "a border ends at the corner between %s and %s", p.at(a), p.at(b))
			}
		}
	}
	for _, rm := range rooms {
		if rm.l == nil {
			return broken(RuleNotL, "the room of %s is not an L of width 1", p.at(rm.cells[0]))
		}
	}
	return nil
}

// cutOf reads a border set.
func (p *Puzzle) cutOf(set []uint32) ([]bool, error) {
	m := p.g.M()
	cut := make([]bool, m)
	for _, x := range set {
		if int(x) >= m {
			return nil, broken(RuleOffBoard, "element %d is not an edge of the %dx%d board's cell grid", x, p.Rows, p.Cols)
		}
		if cut[x] {
			return nil, broken(RuleRepeated, "the border %s is given twice", p.edgeName(int(x)))
		}
		cut[x] = true
	}
	return cut, nil
}

// next is the cell an arrow at i points at, if on the board.
func (p *Puzzle) next(i, arrow int) (int, bool) {
	r, c := i/p.Cols, i%p.Cols
	if p.offBoard(r, c, arrow) {
		return 0, false
	}
	switch arrow {
	case Up:
		return i - p.Cols, true
	case Down:
		return i + p.Cols, true
	case Left:
		return i - 1, true
	}
	return i + 1, true
}

// edgeName names the border between two cells: "(0, 1)-(0, 2)".
func (p *Puzzle) edgeName(e int) string {
	ed := p.g.Edge(e)
	return p.at(ed.U) + "-" + p.at(ed.V)
}

// rooms returns the rooms of the borders cut, numbered by their first
// cells, and each cell's room.
func (p *Puzzle) rooms(cut []bool) ([]room, []int) {
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
		if !cut[e] {
			a, b := find(ed.U), find(ed.V)
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	of := make([]int, n)
	id := map[int]int{}
	var rooms []room
	for i := range of {
		r := find(i)
		k, ok := id[r]
		if !ok {
			k = len(rooms)
			id[r] = k
			rooms = append(rooms, room{})
		}
		of[i] = k
		rooms[k].cells = append(rooms[k].cells, i)
	}
	for k := range rooms {
		rooms[k].l = p.shape(rooms[k].cells)
	}
	return rooms, of
}

// shape returns the L a set of cells is, or nil when it is none: the
// cells of one row and one column of their bounding box, meeting at one
// of its corners, the box at least 2x2.
func (p *Puzzle) shape(cells []int) *L {
	r0, c0, r1, c1 := p.Rows, p.Cols, -1, -1
	for _, i := range cells {
		r, c := i/p.Cols, i%p.Cols
		r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
	}
	h, w := r1-r0+1, c1-c0+1
	if h < 2 || w < 2 || len(cells) != h+w-1 {
		return nil
	}
	for _, cr := range []int{r0, r1} {
		for _, cc := range []int{c0, c1} {
			ok := true
			for _, i := range cells {
				if i/p.Cols != cr && i%p.Cols != cc {
					ok = false
					break
				}
			}
			if ok {
				x := L{R: cr, C: cc, DR: 1, DC: 1, V: h - 1, H: w - 1}
				if cr == r1 {
					x.DR = -1
				}
				if cc == c1 {
					x.DC = -1
				}
				return &x
			}
		}
	}
	return nil
}

// firstNumber returns the numbered circle of a room whose number pzprjs
// reads for the room's size (-1 when there is none): pzprjs reads one,
// the first in the order its depth-first search over the room meets
// the cells (from the room's first cell, a stack, each cell's
// neighbours in the order of its borders: those between columns row by
// row, then those between rows).
func (p *Puzzle) firstNumber(cells []int, cut []bool) int {
	n := 0
	for _, i := range cells {
		if p.Nums[i] != NoNumber {
			n++
		}
	}
	if n == 0 {
		return -1
	}
	nbr := func(i int) []int {
		r, c := i/p.Cols, i%p.Cols
		var out []int
		// borders between columns come first: the left, then the right
		if c > 0 && !cut[p.edge(i-1, i)] {
			out = append(out, i-1)
		}
		if c+1 < p.Cols && !cut[p.edge(i, i+1)] {
			out = append(out, i+1)
		}
		if r > 0 && !cut[p.edge(i-p.Cols, i)] {
			out = append(out, i-p.Cols)
		}
		if r+1 < p.Rows && !cut[p.edge(i, i+p.Cols)] {
			out = append(out, i+p.Cols)
		}
		return out
	}
	seen := map[int]bool{}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] {
			continue
		}
		seen[i] = true
		if p.Nums[i] != NoNumber {
			return i
		}
		stack = append(stack, nbr(i)...)
	}
	return -1
}
