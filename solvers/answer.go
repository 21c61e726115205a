package solvers

import "time"

// Answer is what a solving method reports for one puzzle.
type Answer struct {
	// Solution is the first solution found (sorted elements), nil if the
	// puzzle has none.
	Solution []int
	// First is the time to the first solution, or to the proof that
	// there is none.
	First time.Duration
	// Count is the number of solutions established: 0, 1, or 2 meaning
	// "at least two".
	Count int
	// Second is a second solution when Count is 2.
	Second []int
	// Verdict is the time to the uniqueness verdict (First included).
	Verdict time.Duration
	// Solves counts the solver runs, Cuts the constraints added lazily
	// (subtour eliminations and exclusions of found solutions).
	Solves, Cuts int
}
