package firefly

import (
	"fmt"

	"github.com/zqlang/zq/puzzles"
)

// lines is a set of edges read as the lines of each cell.
type lines struct {
	p   *Puzzle
	has [][5]bool // per cell, per direction (Up..Right)
	n   int       // edges
}

// readLines reads set, a set of edges of p.Graph().
func (p *Puzzle) readLines(set []uint32) (*lines, error) {
	ends := p.edgeEnds()
	l := &lines{p: p, has: make([][5]bool, p.Rows*p.Cols)}
	seen := make([]bool, len(ends))
	for _, e := range set {
		if int(e) >= len(ends) {
			return nil, fmt.Errorf("firefly: element %d is no edge of the %dx%d board (it has %d)", e, p.Rows, p.Cols, len(ends))
		}
		if seen[e] {
			continue
		}
		seen[e] = true
		u, v := ends[e][0], ends[e][1]
		if v == u+1 && v%p.Cols != 0 {
			l.has[u][Right], l.has[v][Left] = true, true
		} else {
			l.has[u][Down], l.has[v][Up] = true, true
		}
		l.n++
	}
	return l, nil
}

// edgeEnds lists the cells of each edge of p.Graph(), in its order
// (graph.Grid's: row-major by the first cell, the edge right before the
// edge down).
func (p *Puzzle) edgeEnds() [][2]int {
	out := make([][2]int, 0, 2*p.Rows*p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			if c+1 < p.Cols {
				out = append(out, [2]int{i, i + 1})
			}
			if r+1 < p.Rows {
				out = append(out, [2]int{i, i + p.Cols})
			}
		}
	}
	return out
}

// degree is the number of lines at cell i.
func (l *lines) degree(i int) int {
	n := 0
	for d := Up; d <= Right; d++ {
		if l.has[i][d] {
			n++
		}
	}
	return n
}

// segment is a line from a firefly to a firefly (or a dead end).
type segment struct {
	from, to   int // cells; to is -1 at a dead end
	dir1, dir2 int // the side of from it leaves by, of to it enters by
	turns      int
}

// opposite is the direction back.
var opposite = [5]int{0, Down, Up, Right, Left}

// segments follows the lines from each firefly, in row-major order and
// per firefly up, down, left, right, each line once. Blank cells have
// at most two lines.
func (l *lines) segments() []segment {
	p := l.p
	C := p.Cols
	used := make([][5]bool, len(l.has)) // (cell, dir) of a line already followed
	var out []segment
	for i, c := range p.Cells {
		if !c.Firefly() {
			continue
		}
		for d := Up; d <= Right; d++ {
			if !l.has[i][d] || used[i][d] {
				continue
			}
			s := segment{from: i, dir1: d, to: -1}
			cur, dir := i, d
			for {
				used[cur][dir] = true
				next := cur + dr[dir]*C + dc[dir]
				used[next][opposite[dir]] = true
				cur = next
				if p.Cells[cur].Firefly() {
					s.to, s.dir2 = cur, opposite[dir]
					break
				}
				nd := 0
				for e := Up; e <= Right; e++ {
					if e != opposite[dir] && l.has[cur][e] {
						nd = e
					}
				}
				if nd == 0 {
					break
				}
				if nd != dir {
					s.turns++
				}
				dir = nd
			}
			out = append(out, s)
		}
	}
	return out
}

// components is the number of connected sets of lines.
func (l *lines) components() int {
	p := l.p
	C := p.Cols
	seen := make([]bool, len(l.has))
	n := 0
	for i := range l.has {
		if seen[i] || l.degree(i) == 0 {
			continue
		}
		n++
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for d := Up; d <= Right; d++ {
				if y := x + dr[d]*C + dc[d]; l.has[x][d] && !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	return n
}

// Rule codes of Check's errors, pzprjs's names of the rules.
const (
	RuleNoLine     = "brNoLine"
	RuleBranch     = "lnBranch"
	RuleCross      = "lnCross"
	RuleDotToDot   = "lcInvDirB"
	RulePlainPlain = "lcInvDirW"
	RuleTurns      = "lcCurveNe"
	RuleDeadEnd    = "lcDeadEnd"
	RuleDivided    = "lcDivided"
	RuleLineEnd    = "lnDeadEnd"
	RuleNoBeam     = "nmNoLine"
)

// ruleNames are zq's names of the rules, by pzprjs's codes.
var ruleNames = map[string]string{
	RuleNoLine:     "no-line",
	RuleBranch:     "line-branch",
	RuleCross:      "line-cross",
	RuleDotToDot:   "dot-to-dot",
	RulePlainPlain: "side-to-side",
	RuleTurns:      "turn-count",
	RuleDeadEnd:    "beam-dead-end",
	RuleDivided:    "lines-divided",
	RuleLineEnd:    "line-dead-end",
	RuleNoBeam:     "dot-no-line",
}

// PZPRCodes implements puzzles.RuleCoder: every code of pzprjs's
// checklist for Hotaru Beam, to zq's name of the rule.
func (genre) PZPRCodes() map[string]string {
	out := make(map[string]string, len(ruleNames))
	for code, name := range ruleNames {
		out[code] = name
	}
	return out
}

// RuleName implements puzzles.Ruled: zq's name of the rule ("turn-count").
func (e *CheckError) RuleName() string { return ruleNames[e.Rule] }

// CheckError is a rule a set of edges breaks, with its place.
type CheckError struct {
	// Rule is pzprjs's code of the rule.
	Rule string
	// Row and Col are the cell it is broken at (-1 for the board).
	Row, Col int
	Msg      string
}

// Error is the message with the cell.
func (e *CheckError) Error() string {
	if e.Row < 0 {
		return "firefly: " + e.Msg
	}
	return fmt.Sprintf("firefly: %s at %s", e.Msg, puzzles.CellName(e.Row, e.Col))
}

// Check returns nil when set (edges of p.Graph()) is a solution of p,
// and otherwise the first rule it breaks (a *CheckError), the rules in
// pzprjs's order.
func (p *Puzzle) Check(set []uint32) error {
	l, err := p.readLines(set)
	if err != nil {
		return err
	}
	C := p.Cols
	fail := func(rule string, cell int, msg string) error {
		if cell < 0 {
			return &CheckError{Rule: rule, Row: -1, Col: -1, Msg: msg}
		}
		return &CheckError{Rule: rule, Row: cell / C, Col: cell % C, Msg: msg}
	}
	if l.n == 0 {
		return fail(RuleNoLine, -1, "no line is drawn")
	}
	for _, k := range []struct {
		deg        int
		rule, what string
	}{{3, RuleBranch, "the line branches"}, {4, RuleCross, "lines cross"}} {
		for i, c := range p.Cells {
			if !c.Firefly() && l.degree(i) == k.deg {
				return fail(k.rule, i, k.what)
			}
		}
	}
	segs := l.segments()
	dotAt := func(cell, dir int) bool { return p.Cells[cell].Dir == dir }
	for _, s := range segs {
		if s.to >= 0 && dotAt(s.from, s.dir1) && dotAt(s.to, s.dir2) {
			return fail(RuleDotToDot, s.from, "a line joins two dots")
		}
	}
	for _, s := range segs {
		if s.to >= 0 && !dotAt(s.from, s.dir1) && !dotAt(s.to, s.dir2) {
			return fail(RulePlainPlain, s.from, "a line joins two fireflies by sides without a dot")
		}
	}
	for _, s := range segs {
		if s.to < 0 {
			continue
		}
		f := s.to
		if dotAt(s.from, s.dir1) {
			f = s.from
		}
		if n := p.Cells[f].Num; n >= 0 && n != s.turns {
			return fail(RuleTurns, f, fmt.Sprintf("the line from the dot turns %d times, not %d,", s.turns, n))
		}
	}
	for _, s := range segs {
		if s.to < 0 {
			return fail(RuleDeadEnd, s.from, "a line from a firefly ends nowhere")
		}
	}
	if l.components() > 1 {
		return fail(RuleDivided, -1, "the lines are not all connected")
	}
	for i, c := range p.Cells {
		if !c.Firefly() && l.degree(i) == 1 {
			return fail(RuleLineEnd, i, "a line ends")
		}
	}
	for i, c := range p.Cells {
		if c.Firefly() && c.Dir != None {
			r, cc := i/C+dr[c.Dir], i%C+dc[c.Dir]
			if r < 0 || cc < 0 || r >= p.Rows || cc >= C || !l.has[i][c.Dir] {
				return fail(RuleNoBeam, i, "no line leaves the dot")
			}
		}
	}
	return nil
}
