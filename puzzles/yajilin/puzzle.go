package yajilin

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Directions of an arrow, numbered as puzz.link numbers them.
const (
	NoDir = pzpr.None
	Up    = pzpr.Up
	Down  = pzpr.Down
	Left  = pzpr.Left
	Right = pzpr.Right
)

// Numbers of a cell that are no count.
const (
	// White is a cell without a clue: shaded or on the loop.
	White = -1
	// Unknown is a clue cell whose number is not given ('?').
	Unknown = -2
	// Block is a clue cell without a number (a grey cell, 'X').
	Block = -3
)

// MaxSide is the largest number of rows or columns of a board.
const MaxSide = pzpr.MaxSide

// Clue is what a cell shows: Num is White for a cell without a clue,
// else the count of shaded cells in direction Dir (Unknown: a clue with
// no number given, Block: a plain clue cell). A clue counts only with a
// direction and a number 0 or more.
type Clue struct {
	Dir, Num int
}

// IsClue reports whether the cell is a clue cell (never shaded, never on
// the loop).
func (c Clue) IsClue() bool { return c.Num != White }

// Counts reports whether the clue counts shaded cells.
func (c Clue) Counts() bool { return c.Num >= 0 && c.Dir != NoDir }

// Puzzle is a Yajilin board: its clues, row-major, and whether the
// shaded cells must lie outside the loop (puzz.link's flag "o").
type Puzzle struct {
	Rows, Cols int
	Clues      []Clue
	// Outside asks the shaded cells to be outside the loop.
	Outside bool
	// Grey is puzz.link's display flag "b" (clue cells drawn grey),
	// kept to write the URL back; it changes no rule.
	Grey bool
	// NoDeduce builds the solutions without the deductions (deduce.go)
	// that fix elements first.
	NoDeduce bool
}

// New returns a blank rows x cols board.
func New(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("yajilin: a board is 1..%d rows and columns, not %dx%d", MaxSide, rows, cols)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([]Clue, rows*cols)}
	for i := range p.Clues {
		p.Clues[i].Num = White
	}
	return p, nil
}

// At is the clue of cell (r, c).
func (p *Puzzle) At(r, c int) Clue { return p.Clues[r*p.Cols+c] }

// Layout of the elements: cell (r, c) in row-major order gives its
// variable "shaded", then its edge right (when c+1 < Cols), then its
// edge down (when r+1 < Rows); an edge joins the centres of two cells.

// Vars is the number of elements.
func (p *Puzzle) Vars() int {
	R, C := p.Rows, p.Cols
	return R*C + R*(C-1) + (R-1)*C
}

// ShadeVar is the variable of cell (r, c) shaded.
func (p *Puzzle) ShadeVar(r, c int) int {
	return p.firstVar(r, c)
}

func (p *Puzzle) firstVar(r, c int) int {
	C := p.Cols
	// per full row: C shade + C-1 right + C down (not in the last row)
	perRow := 3*C - 1
	v := r * perRow
	per := 3
	if r == p.Rows-1 {
		per = 2
	}
	// cells before c in row r: each has shade, right (c' < C-1), down
	v += c * per
	return v
}

// RightVar is the variable of the edge from (r, c) to (r, c+1), -1 when
// c is the last column.
func (p *Puzzle) RightVar(r, c int) int {
	if c+1 >= p.Cols {
		return -1
	}
	return p.firstVar(r, c) + 1
}

// DownVar is the variable of the edge from (r, c) to (r+1, c), -1 in
// the last row.
func (p *Puzzle) DownVar(r, c int) int {
	if r+1 >= p.Rows {
		return -1
	}
	if c+1 >= p.Cols {
		return p.firstVar(r, c) + 1
	}
	return p.firstVar(r, c) + 2
}

// element is what a variable is: a shaded cell, or an edge from a cell
// right or down.
type element struct {
	r, c  int
	kind  int // kShade, kRight, kDown
	valid bool
}

const (
	kShade = iota
	kRight
	kDown
)

// elementOf returns what variable v is.
func (p *Puzzle) elementOf(v int) element {
	if v < 0 || v >= p.Vars() {
		return element{}
	}
	C := p.Cols
	perRow := 3*C - 1
	r := v / perRow
	k := v % perRow
	if r >= p.Rows-1 {
		r = p.Rows - 1
		k = v - r*perRow
	}
	per := 3
	if r == p.Rows-1 {
		per = 2
	}
	c := k / per
	j := k % per
	if c >= C {
		return element{}
	}
	switch {
	case j == 0:
		return element{r, c, kShade, true}
	case j == 1 && c+1 < C:
		return element{r, c, kRight, true}
	default:
		return element{r, c, kDown, true}
	}
}

// decoded is a set of elements as a board: shaded cells and each
// cell's edges (up, down, left, right).
type decoded struct {
	shaded []bool
	edges  [][4]bool
}

const (
	dU = iota
	dD
	dL
	dR
)

func (p *Puzzle) decode(set []uint32) (*decoded, error) {
	n := p.Rows * p.Cols
	d := &decoded{shaded: make([]bool, n), edges: make([][4]bool, n)}
	C := p.Cols
	for _, v := range set {
		e := p.elementOf(int(v))
		if !e.valid {
			return nil, fmt.Errorf("element %d is not one of the board's (0..%d)", v, p.Vars()-1)
		}
		cell := e.r*C + e.c
		switch e.kind {
		case kShade:
			d.shaded[cell] = true
		case kRight:
			d.edges[cell][dR] = true
			d.edges[cell+1][dL] = true
		case kDown:
			d.edges[cell][dD] = true
			d.edges[cell+C][dU] = true
		}
	}
	return d, nil
}

func degree(e [4]bool) int {
	n := 0
	for _, x := range e {
		if x {
			n++
		}
	}
	return n
}

// dirStep is the step of a direction.
func dirStep(d int) (dr, dc int) {
	switch d {
	case Up:
		return -1, 0
	case Down:
		return 1, 0
	case Left:
		return 0, -1
	case Right:
		return 0, 1
	}
	return 0, 0
}

// Ray returns the cells from (r, c) in direction d to the board's edge,
// the cell itself left out.
func (p *Puzzle) Ray(r, c, d int) []int {
	dr, dc := dirStep(d)
	var out []int
	if dr == 0 && dc == 0 {
		return nil
	}
	for r, c = r+dr, c+dc; r >= 0 && c >= 0 && r < p.Rows && c < p.Cols; r, c = r+dr, c+dc {
		out = append(out, r*p.Cols+c)
	}
	return out
}

var dirNames = map[int]string{Up: "up", Down: "down", Left: "left", Right: "right"}

// Check returns nil when set is a solution, else the first rule it
// breaks (a *CheckError), in the order puzz.link checks them.
func (p *Puzzle) Check(set []uint32) error {
	d, err := p.decode(set)
	if err != nil {
		return fmt.Errorf("yajilin: %v", err)
	}
	R, C := p.Rows, p.Cols
	at := puzzles.CellName
	fail := func(rule string, cell int, format string, args ...any) error {
		return &CheckError{Rule: rule, Row: cell / C, Col: cell % C, Msg: fmt.Sprintf(format, args...)}
	}
	for i := range d.edges {
		if degree(d.edges[i]) == 3 {
			return fail(RuleBranch, i, "the loop branches at %s", at(i/C, i%C))
		}
	}
	for i := range d.edges {
		if degree(d.edges[i]) == 4 {
			return fail(RuleCross, i, "the loop crosses itself at %s", at(i/C, i%C))
		}
	}
	for i, cl := range p.Clues {
		if !cl.IsClue() {
			continue
		}
		if d.shaded[i] {
			return fail(RuleClueShaded, i, "the clue cell %s is shaded", at(i/C, i%C))
		}
		if degree(d.edges[i]) > 0 {
			return fail(RuleLoopOnClue, i, "the loop enters the clue cell %s", at(i/C, i%C))
		}
	}
	for i := range d.edges {
		if d.shaded[i] && degree(d.edges[i]) > 0 {
			return fail(RuleLoopOnShaded, i, "the loop passes through the shaded cell %s", at(i/C, i%C))
		}
	}
	for i := range d.shaded {
		r, c := i/C, i%C
		if !d.shaded[i] {
			continue
		}
		if c+1 < C && d.shaded[i+1] {
			return fail(RuleAdjacent, i, "the shaded cells at %s and %s touch", at(r, c), at(r, c+1))
		}
		if r+1 < R && d.shaded[i+C] {
			return fail(RuleAdjacent, i, "the shaded cells at %s and %s touch", at(r, c), at(r+1, c))
		}
	}
	for i := range d.edges {
		if degree(d.edges[i]) == 1 {
			return fail(RuleDeadEnd, i, "the loop ends at %s", at(i/C, i%C))
		}
	}
	for i, cl := range p.Clues {
		if !cl.Counts() {
			continue
		}
		n := 0
		for _, j := range p.Ray(i/C, i%C, cl.Dir) {
			if d.shaded[j] {
				n++
			}
		}
		if n != cl.Num {
			return fail(RuleArrow, i, "the arrow at %s counts %d shaded %s, not %d", at(i/C, i%C), cl.Num, cellsWord(cl.Num, dirNames[cl.Dir]), n)
		}
	}
	if a, b, ok := p.twoLoops(d); ok {
		return fail(RuleOneLoop, b, "the line is not one loop: %s is on another loop than %s", at(b/C, b%C), at(a/C, a%C))
	}
	for i, cl := range p.Clues {
		if !cl.IsClue() && !d.shaded[i] && degree(d.edges[i]) == 0 {
			return fail(RuleEmpty, i, "the cell %s is neither shaded nor on the loop", at(i/C, i%C))
		}
	}
	if p.Outside {
		in := p.inside(d)
		for i := range d.shaded {
			if d.shaded[i] && in[i] {
				return fail(RuleInside, i, "the shaded cell %s is inside the loop", at(i/C, i%C))
			}
		}
	}
	for i, cl := range p.Clues {
		if cl.Num >= 0 && cl.Dir == NoDir {
			return fail(RuleNoArrow, i, "the number at %s has no arrow", at(i/C, i%C))
		}
	}
	return nil
}

func cellsWord(n int, dir string) string {
	if n == 1 {
		return "cell " + dir
	}
	return "cells " + dir
}

// twoLoops returns a cell of the first loop and one of another, when
// the line has more than one piece.
func (p *Puzzle) twoLoops(d *decoded) (a, b int, ok bool) {
	C := p.Cols
	comp := make([]int, len(d.edges))
	for i := range comp {
		comp[i] = -1
	}
	k := 0
	first := -1
	for i := range d.edges {
		if comp[i] >= 0 || degree(d.edges[i]) == 0 {
			continue
		}
		if k == 1 {
			return first, i, true
		}
		first = i
		stack := []int{i}
		comp[i] = k
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for dir, on := range d.edges[x] {
				if !on {
					continue
				}
				y := x + [4]int{-C, C, -1, 1}[dir]
				if comp[y] < 0 {
					comp[y] = k
					stack = append(stack, y)
				}
			}
		}
		k++
	}
	return 0, 0, false
}

// inside marks the cells inside the loop as puzz.link finds them: the
// top-left corner of a cell is inside when an odd number of the loop's
// edges down cross the row boundary to its left.
func (p *Puzzle) inside(d *decoded) []bool {
	C := p.Cols
	in := make([]bool, len(d.edges))
	for r := 1; r < p.Rows; r++ {
		odd := false
		for c := 0; c < C; c++ {
			in[r*C+c] = odd
			if d.edges[r*C+c][dU] {
				odd = !odd
			}
		}
	}
	return in
}

// String is the board as the text grid: one row per line, cells
// separated by spaces.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.At(r, c).token())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

var arrowChars = map[int]string{Up: "^", Down: "v", Left: "<", Right: ">"}

// token is the clue as the text grid writes it.
func (c Clue) token() string {
	switch {
	case c.Num == White:
		return "."
	case c.Num == Block:
		return "X"
	}
	s := "?"
	if c.Num >= 0 {
		s = strconv.Itoa(c.Num)
	}
	return s + arrowChars[c.Dir]
}
