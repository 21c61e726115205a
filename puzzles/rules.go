package puzzles

import (
	"errors"
	"fmt"
)

// RuleError is a rule a set breaks and its place: the error of Check in
// the genres that name their rules.
type RuleError struct {
	// Genre is the genre's name, the message's first word.
	Genre string
	// Rule is zq's name of the rule: a few lower-case words joined by
	// hyphens ("shaded-adjacent"), the names a genre's [RuleCoder]
	// table gives pzprjs's codes.
	Rule string
	// Row and Col are the cell the rule is broken at, counted from 0;
	// both -1 when the rule is about the board.
	Row, Col int
	// Msg says what is wrong, in words.
	Msg string
}

// Error is "genre: message at (r, c)".
func (e *RuleError) Error() string {
	if e.Row < 0 {
		return fmt.Sprintf("%s: %s", e.Genre, e.Msg)
	}
	return fmt.Sprintf("%s: %s at %s", e.Genre, e.Msg, CellName(e.Row, e.Col))
}

// RuleName implements [Ruled].
func (e *RuleError) RuleName() string { return e.Rule }

// Ruled is an error of Check that names the rule broken.
type Ruled interface {
	error
	// RuleName is zq's name of the rule (see [RuleError.Rule]).
	RuleName() string
}

// RuleOf is the name of the rule err says is broken, "" when err names
// none.
func RuleOf(err error) string {
	var r Ruled
	if errors.As(err, &r) {
		return r.RuleName()
	}
	return ""
}

// RuleCoder is implemented by genres whose Check names its rules: the
// table from pzprjs's rule codes (its checker's failure codes, "csAdjacent")
// to zq's rule names. The tests check every pzprjs case of the genre
// against it.
type RuleCoder interface {
	// PZPRCodes maps pzprjs's codes to zq's rule names; several codes
	// may name one rule.
	PZPRCodes() map[string]string
}
