package shikaku

import "fmt"

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
			return fmt.Errorf("element %d is not an edge of the %dx%d board's cell grid", x, p.Rows, p.Cols)
		}
		if cut[x] {
			return fmt.Errorf("the border %s is given twice", p.edgeName(int(x)))
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
			return fmt.Errorf("the room of %s has no number", p.at(cs[0]))
		}
	}
	for k, cs := range cells {
		if len(nums[k]) > 1 {
			return fmt.Errorf("the room of %s has %d numbers, at %s and %s", p.at(cs[0]), len(nums[k]), p.at(nums[k][0]), p.at(nums[k][1]))
		}
	}
	for _, cs := range cells {
		r0, c0, r1, c1 := p.Rows, p.Cols, -1, -1
		for _, i := range cs {
			r, c := i/p.Cols, i%p.Cols
			r0, c0, r1, c1 = min(r0, r), min(c0, c), max(r1, r), max(c1, c)
		}
		if (r1-r0+1)*(c1-c0+1) != len(cs) {
			return fmt.Errorf("the room of %s is not a rectangle", p.at(cs[0]))
		}
	}
	for k, cs := range cells {
		if v := p.Nums[nums[k][0]]; v != Unknown && v != len(cs) {
			return fmt.Errorf("the room of the number %d at %s has %d cells", v, p.at(nums[k][0]), len(cs))
		}
	}
	for e, on := range cut {
		if ed := p.g.Edge(e); on && room[ed.U] == room[ed.V] {
			return fmt.Errorf("the border %s ends inside the room of %s", p.edgeName(e), p.at(cells[room[ed.U]][0]))
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
