package heyawake

import (
	"errors"
	"fmt"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest number of rows or columns of a board.
const MaxSide = pzpr.MaxSide

// MaxNumber is the largest number a room may hold (a number above its
// count of cells leaves the puzzle without a solution, as in pzprjs).
const MaxNumber = MaxSide * MaxSide

// Values of a room's number beside a count.
const (
	// NoNumber is a room without a number.
	NoNumber = pzpr.Empty
	// Unknown is a room whose number is given as '?': any count.
	Unknown = pzpr.Unknown
)

// Puzzle is a Heyawake board: Rows x Cols cells, row-major, cut into
// rooms by borders, some rooms with the number of their shaded cells.
type Puzzle struct {
	Rows, Cols int
	// Borders are the borders as given: a border that does not separate
	// two rooms (a wall inside a room) still counts for the rule on
	// runs of unshaded cells, as in pzprjs.
	Borders *pzpr.Borders
	// Room is each cell's room, rooms numbered by their first cell in
	// row-major order (the top cell, where the number stands).
	Room []int
	// Nums is each room's number: a count, NoNumber or Unknown.
	Nums []int

	top   []int   // each room's first cell
	cells [][]int // each room's cells, row-major
}

// New returns the puzzle of rows x cols cells with borders b and the
// rooms' numbers nums (one per room as b's Rooms numbers them), checked.
func New(rows, cols int, b *pzpr.Borders, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "heyawake", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if b == nil {
		b = &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, (cols-1)*rows), H: make([]bool, cols*(rows-1))}
	}
	if b.Rows != rows || b.Cols != cols || len(b.V) != (cols-1)*rows || len(b.H) != cols*(rows-1) {
		return nil, &puzzles.ParseError{Genre: "heyawake", Msg: "the borders do not fit the board"}
	}
	room, n := b.Rooms()
	if len(nums) != n {
		return nil, &puzzles.ParseError{Genre: "heyawake", Msg: fmt.Sprintf("%d numbers for %d rooms", len(nums), n)}
	}
	p := &Puzzle{Rows: rows, Cols: cols, Borders: b, Room: room, Nums: append([]int(nil), nums...)}
	p.top = make([]int, n)
	p.cells = make([][]int, n)
	for i := range p.top {
		p.top[i] = -1
	}
	for i, r := range room {
		if p.top[r] < 0 {
			p.top[r] = i
		}
		p.cells[r] = append(p.cells[r], i)
	}
	for r, v := range p.Nums {
		if v < Unknown || v > MaxNumber {
			t := p.top[r]
			return nil, &puzzles.ParseError{Genre: "heyawake", Cell: true, Row: t / cols, Col: t % cols,
				Msg: fmt.Sprintf("the room's number %d is not in 0..%d", v, MaxNumber)}
		}
	}
	return p, nil
}

// FromRooms returns the puzzle whose rooms are the connected pieces of
// equal labels of label (row-major), with the numbers nums by cell
// (NoNumber where none; a room's number may stand on any one of its
// cells and moves to its top cell).
func FromRooms(rows, cols int, label []int, nums []int) (*Puzzle, error) {
	b := pzpr.BordersOf(rows, cols, label)
	room, n := b.Rooms()
	rn := make([]int, n)
	where := make([]int, n)
	for i := range rn {
		rn[i] = NoNumber
	}
	for i, v := range nums {
		if v == NoNumber {
			continue
		}
		r := room[i]
		if rn[r] != NoNumber {
			w := where[r]
			return nil, &puzzles.ParseError{Genre: "heyawake", Cell: true, Row: i / cols, Col: i % cols,
				Msg: fmt.Sprintf("a second number in the room, which has one at %s", puzzles.CellName(w/cols, w%cols))}
		}
		rn[r], where[r] = v, i
	}
	return New(rows, cols, b, rn)
}

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// RoomCount is the number of rooms.
func (p *Puzzle) RoomCount() int { return len(p.Nums) }

// Top returns the first cell of room r in row-major order, where its
// number stands.
func (p *Puzzle) Top(r int) int { return p.top[r] }

// RoomCells returns the cells of room r, row-major.
func (p *Puzzle) RoomCells(r int) []int { return p.cells[r] }

// borderRight reports whether a border stands between cell i and the
// cell to its right.
func (p *Puzzle) borderRight(i int) bool {
	r, c := i/p.Cols, i%p.Cols
	return p.Borders.V[r*(p.Cols-1)+c]
}

// borderBelow reports whether a border stands between cell i and the
// cell below it.
func (p *Puzzle) borderBelow(i int) bool { return p.Borders.H[i] }

// exact reports whether every border separates two rooms (no wall
// stands inside a room).
func (p *Puzzle) exact() bool {
	return equalBorders(pzpr.BordersOf(p.Rows, p.Cols, p.Room), p.Borders)
}

func equalBorders(a, b *pzpr.Borders) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || len(a.V) != len(b.V) || len(a.H) != len(b.H) {
		return false
	}
	for i := range a.V {
		if a.V[i] != b.V[i] {
			return false
		}
	}
	for i := range a.H {
		if a.H[i] != b.H[i] {
			return false
		}
	}
	return true
}

// at names cell i.
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

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

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not a cell of the board.
	RuleOffBoard = "off-board"
	// RuleShadedTwice: an element is in the set twice.
	RuleShadedTwice = "shaded-twice"
	// RuleNoShade: no cell is shaded.
	RuleNoShade = "no-shaded"
	// RuleShadedAdjacent: two shaded cells touch.
	RuleShadedAdjacent = "shaded-adjacent"
	// RuleUnshadedDivided: the unshaded cells are not connected.
	RuleUnshadedDivided = "unshaded-divided"
	// RuleRoomCount: a room's shaded cells are not its number.
	RuleRoomCount = "room-count"
	// RuleRunAcrossRooms: a run of unshaded cells crosses two borders.
	RuleRunAcrossRooms = "unshaded-across-rooms"
)

// ruleMsg is the message of err without the genre's name when err is a
// *puzzles.RuleError, to be said inside another message.
func ruleMsg(err error) string {
	var re *puzzles.RuleError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "heyawake", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where,
// in pzprjs's order: no cell shaded at all, two shaded cells that
// touch, unshaded cells cut off from the others, a room whose number
// its shaded cells miss, a row's or column's run of unshaded cells
// across two borders. The error is a *puzzles.RuleError naming the rule
// (the Rule constants), its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	shaded := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return broken(RuleOffBoard, "element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if shaded[x] {
			return broken(RuleShadedTwice, "cell %s is shaded twice", p.at(int(x)))
		}
		shaded[x] = true
	}
	return p.checkShading(shaded, true)
}

// checkShading checks a shading; with numbers false the rooms' numbers
// are not checked (the form of an answer on the blank board).
func (p *Puzzle) checkShading(shaded []bool, numbers bool) error {
	R, C := p.Rows, p.Cols
	any := false
	for _, s := range shaded {
		any = any || s
	}
	if !any {
		return broken(RuleNoShade, "no cell is shaded")
	}
	for i, s := range shaded {
		if !s {
			continue
		}
		r, c := i/C, i%C
		if c+1 < C && shaded[i+1] {
			return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", p.at(i), p.at(i+1))
		}
		if r+1 < R && shaded[i+C] {
			return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", p.at(i), p.at(i+C))
		}
	}
	comp := components(R, C, shaded)
	first := -1
	for i, k := range comp {
		if k < 0 {
			continue
		}
		if first < 0 {
			first = i
		} else if k != comp[first] {
			return broken(RuleUnshadedDivided, "the unshaded cells are not connected: %s cannot reach %s", p.at(i), p.at(first))
		}
	}
	if numbers {
		for r, v := range p.Nums {
			if v < 0 {
				continue
			}
			k := 0
			for _, i := range p.cells[r] {
				if shaded[i] {
					k++
				}
			}
			if k != v {
				return broken(RuleRoomCount, "the room at %s has %d shaded %s, and its number is %d", p.at(p.top[r]), k, plural(k, "cell", "cells"), v)
			}
		}
	}
	// runs of unshaded cells, rows first, as pzprjs searches
	for r := 0; r < R; r++ {
		start, borders := -1, 0
		for c := 0; c <= C; c++ {
			i := r*C + c
			if c == C || shaded[i] {
				start = -1
				continue
			}
			if start < 0 {
				start, borders = i, 0
			} else if p.borderRight(i - 1) {
				borders++
				if borders == 2 {
					return broken(RuleRunAcrossRooms, "the unshaded cells from %s to %s run across two room borders", p.at(start), p.at(i))
				}
			}
		}
	}
	for c := 0; c < C; c++ {
		start, borders := -1, 0
		for r := 0; r <= R; r++ {
			i := r*C + c
			if r == R || shaded[i] {
				start = -1
				continue
			}
			if start < 0 {
				start, borders = i, 0
			} else if p.borderBelow(i - C) {
				borders++
				if borders == 2 {
					return broken(RuleRunAcrossRooms, "the unshaded cells from %s to %s run across two room borders", p.at(start), p.at(i))
				}
			}
		}
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// components labels each unshaded cell with its connected component
// (the row-major index of its first cell), shaded cells with -1.
func components(R, C int, shaded []bool) []int {
	n := R * C
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := 0; s < n; s++ {
		if shaded[s] || comp[s] >= 0 {
			continue
		}
		comp[s] = s
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/C, i%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= R || cc < 0 || cc >= C {
					continue
				}
				j := rr*C + cc
				if !shaded[j] && comp[j] < 0 {
					comp[j] = s
					stack = append(stack, j)
				}
			}
		}
	}
	return comp
}
