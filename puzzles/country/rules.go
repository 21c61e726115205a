package country

// zq's names of Country Road's rules, as a *CheckError names them (see
// puzzles.RuleError).
const (
	RuleBranch      = "loop-branch"
	RuleCross       = "loop-cross"
	RulePassTwice   = "room-entered-twice"
	RuleCount       = "room-count"
	RuleUnvisited   = "room-unvisited"
	RuleOffAdjacent = "off-loop-adjacent"
	RuleDeadEnd     = "loop-dead-end"
	RuleOneLoop     = "loop-several"
)

// CheckError is the first rule a set breaks: zq's name of the rule, the
// cell it is broken at, and the message.
type CheckError struct {
	// Rule is zq's name of the rule (one of the Rule constants).
	Rule string
	// Row and Col are the cell it is broken at, counted from 0 (a
	// room's rule: the room's first cell).
	Row, Col int
	// Msg says what is wrong, the cells named in it.
	Msg string
}

// Error is "country: " and the message.
func (e *CheckError) Error() string { return "country: " + e.Msg }

// RuleName implements puzzles.Ruled.
func (e *CheckError) RuleName() string { return e.Rule }

// PZPRCodes implements puzzles.RuleCoder: every code of pzprjs's
// checklist for Country Road, to zq's name of the rule.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"lnBranch":    RuleBranch,
		"lnCross":     RuleCross,
		"bkPassTwice": RulePassTwice,
		"bkLineNe":    RuleCount,
		"bkNoLine":    RuleUnvisited,
		"cbNoLine":    RuleOffAdjacent,
		"lnDeadEnd":   RuleDeadEnd,
		"lnPlLoop":    RuleOneLoop,
	}
}
