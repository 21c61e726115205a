package solvers

import (
	"context"
	"errors"
	"time"
)

// Loop drives the solve, cut and solve again scheme shared by the
// methods: Solve runs the solver on the current model and reports
// whether it is feasible; Inspect looks at that solution and returns it
// as a puzzle solution, or adds constraints against its defects
// (subtours) and returns how many; Exclude adds the constraint that
// forbids a found solution. Loop finds a first solution, excludes it and
// looks for a second one.
type Loop struct {
	Solve   func(ctx context.Context) (bool, error)
	Inspect func() (solution []int, cuts int)
	Exclude func(solution []int)
}

// errNoProgress is returned when Inspect neither accepts nor cuts.
var errNoProgress = errors.New("solvers: a solution was neither accepted nor cut off")

// Run executes the loop and fills an Answer.
func (l Loop) Run(ctx context.Context) (Answer, error) {
	var a Answer
	start := time.Now()
	next := func() ([]int, error) {
		for {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			a.Solves++
			ok, err := l.Solve(ctx)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, nil
			}
			sol, cuts := l.Inspect()
			if sol != nil {
				return sol, nil
			}
			if cuts == 0 {
				return nil, errNoProgress
			}
			a.Cuts += cuts
		}
	}
	sol, err := next()
	a.First = time.Since(start)
	if err != nil {
		return a, err
	}
	if sol == nil {
		a.Verdict = a.First
		return a, nil
	}
	a.Solution = sol
	a.Count = 1
	l.Exclude(sol)
	a.Cuts++
	sol, err = next()
	a.Verdict = time.Since(start)
	if err != nil {
		return a, err
	}
	if sol != nil {
		a.Count = 2
		a.Second = sol
	}
	return a, nil
}

// Each finds the solutions one after another, excluding each one found,
// and calls yield with it until yield returns false or no solution is
// left. Run to the end, it gives every solution once.
func (l Loop) Each(ctx context.Context, yield func(solution []int) bool) error {
	for {
		var sol []int
		for sol == nil {
			if err := ctx.Err(); err != nil {
				return err
			}
			ok, err := l.Solve(ctx)
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			var cuts int
			sol, cuts = l.Inspect()
			if sol == nil && cuts == 0 {
				return errNoProgress
			}
		}
		l.Exclude(sol)
		if !yield(sol) {
			return nil
		}
	}
}

// RunLoop builds the loop of puzzle p under options opt with build and
// runs it (Loop.Run); a build error is returned with an empty Answer.
func RunLoop[P, O any](ctx context.Context, build func(P, O) (Loop, error), p P, opt O) (Answer, error) {
	l, err := build(p, opt)
	if err != nil {
		return Answer{}, err
	}
	return l.Run(ctx)
}

// EachLoop builds the loop of puzzle p under options opt with build and
// calls yield with every solution in turn (Loop.Each); a build error is
// returned as is.
func EachLoop[P, O any](ctx context.Context, build func(P, O) (Loop, error), p P, opt O, yield func(solution []int) bool) error {
	l, err := build(p, opt)
	if err != nil {
		return err
	}
	return l.Each(ctx, yield)
}
