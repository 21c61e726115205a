package slitherlink

// zq's names of Slitherlink's rules, as a *CheckError names them (see
// puzzles.RuleError).
const (
	RuleNoLoop  = "no-loop"
	RuleBranch  = "loop-branch"
	RuleCross   = "loop-cross"
	RuleClue    = "number-count"
	RuleOneLoop = "loop-several"
	RuleDeadEnd = "loop-dead-end"
)

// CheckError is the first rule a set breaks: zq's name of the rule, its
// place and the message.
type CheckError struct {
	// Rule is zq's name of the rule (one of the Rule constants).
	Rule string
	// Row and Col are the place, counted from 0: the cell of a clue, the
	// dot of the line's other rules; -1 for the board (no loop).
	Row, Col int
	// Msg says what is wrong, the place named in it.
	Msg string
}

// Error is the message.
func (e *CheckError) Error() string { return e.Msg }

// RuleName implements puzzles.Ruled.
func (e *CheckError) RuleName() string { return e.Rule }

// PZPRCodes implements puzzles.RuleCoder: the codes of pzprjs's
// checklist for Slitherlink (slither), to zq's name of the rule. The
// code of its variant "full" (cxNoLine: every dot on the loop) and
// those of the variety swslither are left out: zq refuses their files.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoLine":  RuleNoLoop,
		"lnBranch":  RuleBranch,
		"lnCross":   RuleCross,
		"nmLineNe":  RuleClue,
		"lnPlLoop":  RuleOneLoop,
		"lnDeadEnd": RuleDeadEnd,
	}
}
