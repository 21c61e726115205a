package numberlink

import "fmt"

// zq's names of Numberlink's rules, as a *CheckError names them (see
// puzzles.RuleError).
const (
	RuleNoLine   = "no-line"
	RuleBranch   = "line-branch"
	RuleCross    = "line-cross"
	RuleTriple   = "path-three-numbers"
	RuleDiffer   = "path-different-numbers"
	RuleOnNumber = "line-through-number"
	RuleDeadEnd  = "line-dead-end"
	RuleIsolated = "path-no-number"
	RuleNumber   = "number-no-line"
	// RuleCovered (rules A and B) and RuleTouch (rule A) are zq's own.
	RuleCovered = "cell-empty"
	RuleTouch   = "path-touches-itself"
)

// CheckError is the first rule a set breaks: zq's name of the rule, the
// cell it is broken at, and the message.
type CheckError struct {
	// Rule is zq's name of the rule (one of the Rule constants).
	Rule string
	// Row and Col are the cell it is broken at, counted from 0; -1 for
	// the board (no line).
	Row, Col int
	// Msg says what is wrong, the cells named in it.
	Msg string
}

// Error is "numberlink: " and the message.
func (e *CheckError) Error() string { return "numberlink: " + e.Msg }

// RuleName implements puzzles.Ruled.
func (e *CheckError) RuleName() string { return e.Rule }

// PZPRCodes implements puzzles.RuleCoder: the codes of pzprjs's
// checklist for Numberlink (numlin), to zq's name of the rule. The code
// of its variety arukone's rule (every cell on a path) is left out.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoLine":    RuleNoLine,
		"lnBranch":    RuleBranch,
		"lnCross":     RuleCross,
		"lcTripleNum": RuleTriple,
		"nmConnDiff":  RuleDiffer,
		"lcOnNum":     RuleOnNumber,
		"lnDeadEnd":   RuleDeadEnd,
		"lcIsolate":   RuleIsolated,
		"nmNoLine":    RuleNumber,
	}
}

// checkLines is the first of pzprjs's rules the edges of set break, in
// its order (nil when none): no line on a board with numbers, a branch
// or a crossing (at any cell), a piece of line joining three numbers
// or more, or two different ones, a line through a number (two lines
// or more at it), a line ending in an empty cell, a piece of line
// joining no number, a number without its line. set's edges are the
// board's. (Explain also calls an empty set on a board without numbers
// no line under rules A and B, as pzprjs does; under rule C it is a
// solution.)
func (p *Puzzle) checkLines(set []uint32) error {
	C := p.Cols
	n := p.Rows * C
	at := func(v int) string { return p.cellName(v) }
	fail := func(rule string, v int, format string, args ...any) error {
		return &CheckError{Rule: rule, Row: v / C, Col: v % C, Msg: fmt.Sprintf(format, args...)}
	}
	numbered := false
	for _, x := range p.Cells {
		numbered = numbered || x != 0
	}
	if len(set) == 0 {
		if numbered {
			return &CheckError{Rule: RuleNoLine, Row: -1, Col: -1, Msg: "no line is drawn"}
		}
		return nil
	}
	g := p.Graph()
	deg := make([]int, n)
	adj := make([][]int, n)
	for _, e := range set {
		ed := g.Edge(int(e))
		deg[ed.U]++
		deg[ed.V]++
		adj[ed.U] = append(adj[ed.U], ed.V)
		adj[ed.V] = append(adj[ed.V], ed.U)
	}
	for v := range deg {
		if deg[v] == 3 {
			return fail(RuleBranch, v, "a path branches at %s", at(v))
		}
	}
	for v := range deg {
		if deg[v] == 4 {
			return fail(RuleCross, v, "a path crosses itself at %s", at(v))
		}
	}
	// The pieces of line, each with its numbered cells.
	comp := make([]int, n)
	for v := range comp {
		comp[v] = -1
	}
	var pieces [][]int // numbered cells of each piece
	var first []int    // a cell of each piece
	for s := range deg {
		if deg[s] == 0 || comp[s] >= 0 {
			continue
		}
		k := len(pieces)
		pieces, first = append(pieces, nil), append(first, s)
		stack := []int{s}
		comp[s] = k
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if p.Cells[v] != 0 {
				pieces[k] = append(pieces[k], v)
			}
			for _, w := range adj[v] {
				if comp[w] < 0 {
					comp[w] = k
					stack = append(stack, w)
				}
			}
		}
	}
	for k, nums := range pieces {
		if len(nums) >= 3 {
			return fail(RuleTriple, first[k], "the path through %s joins %d numbers", at(first[k]), len(nums))
		}
	}
	for _, nums := range pieces {
		for _, v := range nums[min(1, len(nums)):] {
			if p.Cells[v] != p.Cells[nums[0]] {
				return fail(RuleDiffer, nums[0], "the path from %s does not reach its pair", at(nums[0]))
			}
		}
	}
	for v := range deg {
		if p.Cells[v] != 0 && deg[v] >= 2 {
			return fail(RuleOnNumber, v, "the %d at %s has %d lines (a number ends one path)", p.Cells[v], at(v), deg[v])
		}
	}
	for v := range deg {
		if p.Cells[v] == 0 && deg[v] == 1 {
			return fail(RuleDeadEnd, v, "a path stops at %s", at(v))
		}
	}
	for k, nums := range pieces {
		if len(nums) == 0 {
			return fail(RuleIsolated, first[k], "%s is on a path joining no pair", at(first[k]))
		}
	}
	for v := range deg {
		if p.Cells[v] != 0 && deg[v] == 0 {
			return fail(RuleNumber, v, "the %d at %s starts no path", p.Cells[v], at(v))
		}
	}
	return nil
}
