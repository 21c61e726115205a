package yajilin

// zq's names of Yajilin's rules, as a *CheckError names them (see
// puzzles.RuleError).
const (
	RuleBranch       = "loop-branch"
	RuleCross        = "loop-cross"
	RuleClueShaded   = "clue-shaded"
	RuleLoopOnClue   = "loop-on-clue"
	RuleLoopOnShaded = "loop-on-shaded"
	RuleAdjacent     = "shaded-adjacent"
	RuleDeadEnd      = "loop-dead-end"
	RuleArrow        = "arrow-count"
	RuleOneLoop      = "loop-several"
	RuleEmpty        = "cell-empty"
	RuleInside       = "shaded-inside"
	RuleNoArrow      = "number-no-arrow"
)

// CheckError is the first rule a set breaks: zq's name of the rule, the
// cell it is broken at, and the message.
type CheckError struct {
	// Rule is zq's name of the rule (one of the Rule constants).
	Rule string
	// Row and Col are the cell it is broken at, counted from 0.
	Row, Col int
	// Msg says what is wrong, the cells named in it.
	Msg string
}

// Error is "yajilin: " and the message.
func (e *CheckError) Error() string { return "yajilin: " + e.Msg }

// RuleName implements puzzles.Ruled.
func (e *CheckError) RuleName() string { return e.Rule }

// PZPRCodes implements puzzles.RuleCoder: every code of pzprjs's
// checklist for Yajilin, to zq's name of the rule. pzprjs's checker
// has no code for a shaded clue cell or a loop through one (its player
// allows neither): RuleClueShaded and RuleLoopOnClue are zq's own.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"lnBranch":   RuleBranch,
		"lnCross":    RuleCross,
		"lnOnShade":  RuleLoopOnShaded,
		"csAdjacent": RuleAdjacent,
		"lnDeadEnd":  RuleDeadEnd,
		"anShadeNe":  RuleArrow,
		"lnPlLoop":   RuleOneLoop,
		"ceEmpty":    RuleEmpty,
		"shInside":   RuleInside,
		"anNoArrow":  RuleNoArrow,
	}
}
