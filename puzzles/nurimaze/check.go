package nurimaze

import (
	"fmt"

	"github.com/zqlang/zq/puzzles"
)

// Rule codes of Check's errors, pzprjs's names of the rules.
const (
	RuleMixed      = "bkMixed"
	RuleObjShaded  = "objShaded"
	RuleDivided    = "cuDivide"
	RuleShaded2x2  = "cs2x2"
	RuleUnshade2x2 = "cu2x2"
	RuleLoop       = "cuLoop"
	RuleCircleOff  = "routeIgnoreCP"
	RuleTriangleOn = "routePassDeadEnd"
)

// ruleNames are zq's names of the rules, by pzprjs's codes.
var ruleNames = map[string]string{
	RuleMixed:      "room-mixed",
	RuleObjShaded:  "mark-shaded",
	RuleDivided:    "unshaded-divided",
	RuleShaded2x2:  "shaded-2x2",
	RuleUnshade2x2: "unshaded-2x2",
	RuleLoop:       "unshaded-loop",
	RuleCircleOff:  "circle-off-route",
	RuleTriangleOn: "triangle-on-route",
}

// PZPRCodes implements puzzles.RuleCoder: every code of pzprjs's
// checklist for Nurimaze, to zq's name of the rule.
func (genre) PZPRCodes() map[string]string {
	out := make(map[string]string, len(ruleNames))
	for code, name := range ruleNames {
		out[code] = name
	}
	return out
}

// RuleName implements puzzles.Ruled: zq's name of the rule
// ("unshaded-loop").
func (e *CheckError) RuleName() string { return ruleNames[e.Rule] }

// CheckError is a rule a shading breaks, with its place.
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
		return "nurimaze: " + e.Msg
	}
	return fmt.Sprintf("nurimaze: %s at %s", e.Msg, puzzles.CellName(e.Row, e.Col))
}

// Check returns nil when set (the shaded cells) is a solution of p,
// and otherwise the first rule it breaks (a *CheckError), in pzprjs's
// order.
func (p *Puzzle) Check(set []uint32) error {
	N := len(p.Marks)
	C := p.Cols
	shaded := make([]bool, N)
	for _, x := range set {
		if int(x) >= N {
			return fmt.Errorf("nurimaze: element %d is no cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		shaded[x] = true
	}
	fail := func(rule string, cell int, msg string) error {
		if cell < 0 {
			return &CheckError{Rule: rule, Row: -1, Col: -1, Msg: msg}
		}
		return &CheckError{Rule: rule, Row: cell / C, Col: cell % C, Msg: msg}
	}
	roomShade := make([]int, p.Rooms) // 0 unseen, 1 shaded, 2 unshaded, 3 both
	for i, k := range p.Room {
		if shaded[i] {
			roomShade[k] |= 1
		} else {
			roomShade[k] |= 2
		}
	}
	for i, k := range p.Room {
		if roomShade[k] == 3 {
			return fail(RuleMixed, i, "a room has shaded and unshaded cells")
		}
	}
	for i, m := range p.Marks {
		if m != None && shaded[i] {
			return fail(RuleObjShaded, i, "a marked cell is shaded")
		}
	}
	// Components of unshaded cells.
	comp := make([]int, N)
	for i := range comp {
		comp[i] = -1
	}
	ncomp := 0
	var sizes, edges []int
	for i := range comp {
		if shaded[i] || comp[i] >= 0 {
			continue
		}
		stack := []int{i}
		comp[i] = ncomp
		n, e := 0, 0
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			for _, y := range p.neighbours(x) {
				if shaded[y] {
					continue
				}
				if y > x {
					e++
				}
				if comp[y] < 0 {
					comp[y] = ncomp
					stack = append(stack, y)
				}
			}
		}
		sizes, edges = append(sizes, n), append(edges, e)
		ncomp++
	}
	if ncomp > 1 {
		return fail(RuleDivided, -1, "the unshaded cells are not all connected")
	}
	for _, want := range []bool{true, false} {
		for r := 0; r+1 < p.Rows; r++ {
			for c := 0; c+1 < C; c++ {
				i := r*C + c
				if shaded[i] == want && shaded[i+1] == want && shaded[i+C] == want && shaded[i+C+1] == want {
					if want {
						return fail(RuleShaded2x2, i, "a 2x2 block is shaded")
					}
					return fail(RuleUnshade2x2, i, "a 2x2 block is unshaded")
				}
			}
		}
	}
	for k := range sizes {
		if edges[k] >= sizes[k] {
			return fail(RuleLoop, -1, "the unshaded cells make a loop")
		}
	}
	// The route: the path from S to G among the unshaded cells (a tree
	// now).
	on := make([]bool, N)
	s, g := p.find(Start), p.find(Goal)
	if s >= 0 && g >= 0 && !shaded[s] {
		prev := make([]int, N)
		for i := range prev {
			prev[i] = -2
		}
		prev[s] = -1
		queue := []int{s}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, y := range p.neighbours(x) {
				if !shaded[y] && prev[y] == -2 {
					prev[y] = x
					queue = append(queue, y)
				}
			}
		}
		if prev[g] != -2 {
			for x := g; x >= 0; x = prev[x] {
				on[x] = true
			}
		}
	}
	for i, m := range p.Marks {
		if m == Circle && !on[i] {
			return fail(RuleCircleOff, i, "a circle is off the route from S to G")
		}
	}
	for i, m := range p.Marks {
		if m == Triangle && on[i] {
			return fail(RuleTriangleOn, i, "a triangle is on the route from S to G")
		}
	}
	return nil
}
