package lits

import (
	"fmt"
	"sort"
)

// Shape is a tetromino up to rotation and reflection.
type Shape int

// The five tetrominoes; O, a 2x2 block, never stands in a solution.
const (
	L Shape = iota
	I
	T
	S
	O
	noShape Shape = -1
)

// String is the shape's letter.
func (s Shape) String() string {
	if s >= L && s <= O {
		return string("LITSO"[s])
	}
	return "?"
}

type offset struct{ dr, dc int }

// orientation is a fixed tetromino: its cells' offsets from its first
// cell in row-major order, in row-major order.
type orientation struct {
	shape Shape
	cells [4]offset
}

// orientations are the 19 fixed tetrominoes.
var orientations = makeOrientations()

func makeOrientations() []orientation {
	base := map[Shape][4]offset{
		L: {{0, 0}, {1, 0}, {2, 0}, {2, 1}},
		I: {{0, 0}, {1, 0}, {2, 0}, {3, 0}},
		T: {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
		S: {{0, 1}, {0, 2}, {1, 0}, {1, 1}},
		O: {{0, 0}, {0, 1}, {1, 0}, {1, 1}},
	}
	var out []orientation
	seen := map[[4]offset]bool{}
	for sh := L; sh <= O; sh++ {
		for _, cells := range symmetries(base[sh]) {
			if !seen[cells] {
				seen[cells] = true
				out = append(out, orientation{sh, cells})
			}
		}
	}
	return out
}

// symmetries returns the 8 images of cells under rotation and
// reflection, each normalized.
func symmetries(cells [4]offset) [][4]offset {
	var out [][4]offset
	for k := 0; k < 8; k++ {
		var img [4]offset
		for i, o := range cells {
			r, c := o.dr, o.dc
			if k&4 != 0 {
				c = -c
			}
			for j := 0; j < k&3; j++ {
				r, c = c, -r
			}
			img[i] = offset{r, c}
		}
		out = append(out, normalize(img))
	}
	return out
}

// normalize sorts the cells row-major and moves the first to (0, 0).
func normalize(cells [4]offset) [4]offset {
	sort.Slice(cells[:], func(i, j int) bool {
		if cells[i].dr != cells[j].dr {
			return cells[i].dr < cells[j].dr
		}
		return cells[i].dc < cells[j].dc
	})
	f := cells[0]
	for i := range cells {
		cells[i].dr -= f.dr
		cells[i].dc -= f.dc
	}
	return cells
}

// shapeOf returns the shape of four cells of a board cols wide, or
// noShape when they make no tetromino.
func shapeOf(cells []int, cols int) Shape {
	if len(cells) != 4 {
		return noShape
	}
	var o [4]offset
	for i, x := range cells {
		o[i] = offset{x / cols, x % cols}
	}
	o = normalize(o)
	for _, or := range orientations {
		if or.cells == o {
			return or.shape
		}
	}
	return noShape
}

// placement is a tetromino inside one region: its cells row-major.
type placement struct {
	cells [4]int
	shape Shape
}

// placements lists, for each region, the tetrominoes other than O that
// lie inside it without crossing a border, by first cell and then by
// orientation.
func (p *Puzzle) placements() [][]placement {
	out := make([][]placement, p.Rooms)
	R, C := p.Rows, p.Cols
	for i := 0; i < p.Cells(); i++ {
		r, c := i/C, i%C
		for _, or := range orientations {
			if or.shape == O {
				continue
			}
			var pl placement
			pl.shape = or.shape
			ok := true
			for k, o := range or.cells {
				rr, cc := r+o.dr, c+o.dc
				if rr < 0 || rr >= R || cc < 0 || cc >= C || p.Room[rr*C+cc] != p.Room[i] {
					ok = false
					break
				}
				pl.cells[k] = rr*C + cc
			}
			if !ok || !p.joined(pl.cells[:]) {
				continue
			}
			out[p.Room[i]] = append(out[p.Room[i]], pl)
		}
	}
	return out
}

// joined reports whether cells are connected through sides without a
// border.
func (p *Puzzle) joined(cells []int) bool {
	if len(cells) == 0 {
		return true
	}
	in := map[int]bool{}
	for _, x := range cells {
		in[x] = true
	}
	seen := map[int]bool{cells[0]: true}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range p.neighbours(x) {
			if in[y] && !seen[y] && !p.border(x, y) {
				seen[y] = true
				stack = append(stack, y)
			}
		}
	}
	return len(seen) == len(cells)
}

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where,
// in pzprjs's order: a 2x2 block of shaded cells, a region with more
// than four shaded cells, a region whose shaded cells are not in one
// piece, two tetrominoes of the same shape side by side, shaded cells
// not all connected, a region with no shaded cell, a region with fewer
// than four. A region is named by its first cell in row-major order.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	sh := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return fmt.Errorf("element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if sh[x] {
			return fmt.Errorf("cell %s is shaded twice", p.at(int(x)))
		}
		sh[x] = true
	}
	return p.checkShading(sh)
}

// ruleError is the error of Check for a broken rule: its message,
// which names the place, and zq's name of the rule (puzzles.Ruled).
type ruleError struct{ rule, msg string }

// Error is the message.
func (e *ruleError) Error() string { return e.msg }

// RuleName implements puzzles.Ruled.
func (e *ruleError) RuleName() string { return e.rule }

// broken is the error of the rule named rule, its message formatted.
func broken(rule, format string, args ...any) error {
	return &ruleError{rule, fmt.Sprintf(format, args...)}
}

func (p *Puzzle) checkShading(sh []bool) error {
	R, C := p.Rows, p.Cols
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			if sh[i] && sh[i+1] && sh[i+C] && sh[i+C+1] {
				return broken("shaded-2x2", "the shaded cells %s, %s, %s and %s make a 2x2 block", p.at(i), p.at(i+1), p.at(i+C), p.at(i+C+1))
			}
		}
	}
	cells := p.roomCells()
	shaded := make([][]int, p.Rooms)
	for k, cs := range cells {
		for _, i := range cs {
			if sh[i] {
				shaded[k] = append(shaded[k], i)
			}
		}
	}
	for k, s := range shaded {
		if len(s) > 4 {
			return broken("region-over-4", "the region of %s has %d shaded cells, more than 4", p.at(cells[k][0]), len(s))
		}
	}
	for k, s := range shaded {
		if !p.joined(s) {
			return broken("region-divided", "the shaded cells of the region of %s are not in one piece", p.at(cells[k][0]))
		}
	}
	shape := make([]Shape, p.Rooms)
	for k, s := range shaded {
		shape[k] = shapeOf(s, C)
	}
	for i := 0; i < len(sh); i++ {
		if !sh[i] {
			continue
		}
		for _, j := range []int{i + 1, i + C} {
			if (j == i+1 && i%C == C-1) || j >= len(sh) || !sh[j] {
				continue
			}
			a, b := p.Room[i], p.Room[j]
			if a != b && shape[a] != noShape && shape[a] == shape[b] {
				return broken("shape-adjacent", "the %v-tetrominoes of the regions of %s and %s touch at %s and %s", shape[a], p.at(cells[a][0]), p.at(cells[b][0]), p.at(i), p.at(j))
			}
		}
	}
	if i, j := p.disconnected(sh); i >= 0 {
		return broken("shaded-divided", "the shaded cells are not connected: %s cannot reach %s", p.at(j), p.at(i))
	}
	for k, s := range shaded {
		if len(s) == 0 {
			return broken("region-empty", "the region of %s has no shaded cell", p.at(cells[k][0]))
		}
	}
	for k, s := range shaded {
		if len(s) < 4 {
			return broken("region-under-4", "the region of %s has %d shaded cells, fewer than 4", p.at(cells[k][0]), len(s))
		}
	}
	return nil
}

// disconnected returns the first shaded cell and a shaded cell it
// cannot reach through shaded cells, or -1, -1 when they are connected.
func (p *Puzzle) disconnected(sh []bool) (int, int) {
	first := -1
	for i, s := range sh {
		if s {
			first = i
			break
		}
	}
	if first < 0 {
		return -1, -1
	}
	seen := make([]bool, len(sh))
	seen[first] = true
	stack := []int{first}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range p.neighbours(x) {
			if sh[y] && !seen[y] {
				seen[y] = true
				stack = append(stack, y)
			}
		}
	}
	for i, s := range sh {
		if s && !seen[i] {
			return first, i
		}
	}
	return -1, -1
}

// Set returns the shaded cells of a shading, row-major.
func Set(shaded []bool) []uint32 {
	var out []uint32
	for i, b := range shaded {
		if b {
			out = append(out, uint32(i))
		}
	}
	return out
}

// Shading returns the cells of set as a board of booleans.
func (p *Puzzle) Shading(set []uint32) []bool {
	s := make([]bool, p.Cells())
	for _, x := range set {
		if int(x) < len(s) {
			s[x] = true
		}
	}
	return s
}
