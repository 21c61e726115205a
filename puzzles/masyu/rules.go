package masyu

// zq's names of Masyu's rules, as a *CheckError names them (see
// puzzles.RuleError).
const (
	RuleNoLoop        = "no-loop"
	RuleBranch        = "loop-branch"
	RuleCross         = "loop-cross"
	RuleDeadEnd       = "loop-dead-end"
	RuleOneLoop       = "loop-several"
	RuleMissed        = "pearl-missed"
	RuleWhiteTurn     = "white-turn"
	RuleWhiteBeside   = "white-straight-beside"
	RuleBlackStraight = "black-straight"
	RuleBlackBeside   = "black-turn-beside"
)

// CheckError is the first rule a set breaks: zq's name of the rule, the
// cell it is broken at, and the message.
type CheckError struct {
	// Rule is zq's name of the rule (one of the Rule constants).
	Rule string
	// Row and Col are the cell it is broken at, counted from 0; -1 for
	// the board (no loop).
	Row, Col int
	// Msg says what is wrong, the cells named in it.
	Msg string
}

// Error is "masyu: " and the message.
func (e *CheckError) Error() string { return "masyu: " + e.Msg }

// RuleName implements puzzles.Ruled.
func (e *CheckError) RuleName() string { return e.Rule }

// PZPRCodes implements puzzles.RuleCoder: the codes of pzprjs's
// checklist for Masyu (mashu), to zq's name of the rule. Its variant's
// code (checkNoLineIfVariant: every cell on the loop) is left out: zq
// refuses the variant's files.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoLine":    RuleNoLoop,
		"lnBranch":    RuleBranch,
		"lnCross":     RuleCross,
		"mashuWCurve": RuleWhiteTurn,
		"mashuBStrig": RuleBlackStraight,
		"mashuBCvNbr": RuleBlackBeside,
		"mashuWStNbr": RuleWhiteBeside,
		"mashuOnLine": RuleMissed,
		"lnDeadEnd":   RuleDeadEnd,
		"lnPlLoop":    RuleOneLoop,
	}
}
