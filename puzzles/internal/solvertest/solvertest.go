// Package solvertest helps the tests of the external-solver models of
// the puzzle packages: it checks an Answer against a known count and
// solution, requires a solver program, compares golden files, and
// enumerates the edge sets of a graph under degree and count
// constraints by brute force, independently of the models.
package solvertest

import (
	"slices"
	"testing"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/run"
)

// RequireSolver fails the test, naming the Debian package to install,
// when the solver binary is missing.
func RequireSolver(t testing.TB, s run.Solver) {
	t.Helper()
	if _, err := s.Path(); err != nil {
		t.Fatalf("%v (the solver tests need it)", err)
	}
}

// Spread returns up to n items spread evenly over all.
func Spread[T any](all []T, n int) []T {
	if len(all) <= n {
		return all
	}
	out := make([]T, 0, n)
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

// CheckAnswer fails the test unless a reports count solutions (capped
// at 2), every reported solution passes check, two reported solutions
// differ, and for count 1 the solution is want (when want is not nil).
func CheckAnswer(t testing.TB, name string, a solvers.Answer, count int, want []int, check func([]int) error) {
	t.Helper()
	if a.Count != min(count, 2) {
		t.Errorf("%s: count %d, want %d", name, a.Count, min(count, 2))
	}
	if (a.Solution == nil) != (a.Count == 0) || (a.Second == nil) != (a.Count < 2) {
		t.Errorf("%s: count %d with solution %v and second %v", name, a.Count, a.Solution != nil, a.Second != nil)
	}
	for _, s := range [][]int{a.Solution, a.Second} {
		if s != nil {
			if err := check(s); err != nil {
				t.Errorf("%s: reported solution is wrong: %v", name, err)
			}
		}
	}
	if a.Count == 2 && slices.Equal(a.Solution, a.Second) {
		t.Errorf("%s: the second solution repeats the first", name)
	}
	if count == 1 && want != nil && !slices.Equal(a.Solution, want) {
		t.Errorf("%s: solution %v, want %v", name, a.Solution, want)
	}
	if a.Verdict < a.First {
		t.Errorf("%s: verdict time %v before first %v", name, a.Verdict, a.First)
	}
}
