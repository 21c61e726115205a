package hashi

import (
	"context"
	"fmt"
	"math/big"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Stats describes the construction of a puzzle's solutions.
type Stats struct {
	// States is the number of distinct frontier states, PeakStates the
	// most of one level.
	States, PeakStates int
	// Slots is the most islands open at once, Bits the vertical pairs
	// whose bridges are remembered for the crossings at once (at most).
	Slots, Bits int
}

// Solutions returns the ZDD, in m, of every solution of p (sets of
// bridge variables, see the package doc). It runs under ctx, whose
// progress hook (topdown.WithProgress) is told of each level and can
// stop it; m's node limit bounds it. note, if not nil, is told of the
// phase.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	n, _, err := p.SolutionsStats(ctx, m, note)
	return n, err
}

// SolutionsStats is Solutions with the figures of the construction.
func (p *Puzzle) SolutionsStats(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, Stats, error) {
	s, err := newSpec(p, nil)
	if err != nil {
		return zdd.Empty, Stats{}, err
	}
	if note != nil {
		note(fmt.Sprintf("building the bridges of %d islands, %d pairs (frontier: %d islands, %d crossing bits)", len(p.islands), len(p.pairs), s.ns, s.nb))
	}
	n, st, err := topdown.BuildStats(ctx, m, s, topdown.Options{})
	return n, Stats{States: st.States, PeakStates: st.PeakStates, Slots: s.ns, Bits: s.nb}, err
}

// Count returns the number of solutions of p, without building them.
func (p *Puzzle) Count(ctx context.Context) (*big.Int, error) {
	s, err := newSpec(p, nil)
	if err != nil {
		return nil, err
	}
	return topdown.Count(ctx, s, topdown.Options{})
}

// Unique reports whether p has exactly one solution.
func (p *Puzzle) Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error) {
	n, err := p.Solutions(ctx, m, note)
	if err != nil {
		return false, err
	}
	c, ok := m.Count64(n)
	return ok && c == 1, nil
}
