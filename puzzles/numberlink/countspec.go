package numberlink

import (
	"context"

	"github.com/zqlang/zq/topdown"
)

// CountSpec is the frontier search Count counts p's solutions under
// rule with, after the deductions, for counting elsewhere (with its
// states spread over processes, say): nil when the deductions prove
// there is no solution. Under rule A a state keeps room for slack
// pairs more than the board needs (0: the default); overflowed reports,
// after a count, whether a state ran out of that room (the count is
// then incomplete: count again with twice the slack). Each process
// counting with its own copy of the spec must ask its own copy.
func (p *Puzzle) CountSpec(ctx context.Context, rule Rule, slack int) (s topdown.Spec, overflowed func() bool, err error) {
	sp, err := p.prepare(ctx, rule, Options{})
	if err != nil || sp == nil {
		return nil, nil, err
	}
	never := func() bool { return false }
	if rule == RuleB {
		if fs := newFillSpec(sp.b); fs != nil {
			return fs, never, nil
		}
	}
	if slack > 0 {
		sp = newSpec(sp.b, slack)
	}
	return sp, sp.Overflowed, nil
}
