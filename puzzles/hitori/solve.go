package hitori

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Solutions returns the ZDD, in m, of every solution of p: sets of
// shaded cells, row-major. The construction runs under ctx (its
// progress hook and the manager's node limit); note, if not nil, is
// told of the phases.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, note func(string)) (zdd.Node, error) {
	s := newSpec(p)
	if note != nil {
		note(fmt.Sprintf("building the shadings of %dx%d cells top-down, %d bytes a state", p.Rows, p.Cols, s.StateSize()))
	}
	return topdown.Build(ctx, m, s, topdown.Options{})
}

// Count returns the number of solutions of p, counted over the frontier
// states without building the ZDD.
func (p *Puzzle) Count(ctx context.Context) (int64, error) {
	c, err := topdown.Count(ctx, newSpec(p), topdown.Options{})
	if err != nil {
		return 0, err
	}
	if !c.IsInt64() {
		return -1, nil
	}
	return c.Int64(), nil
}

// Unique reports whether p has exactly one solution (a count over the
// frontier states; no ZDD is built).
func (p *Puzzle) Unique(ctx context.Context) (bool, error) {
	n, err := p.Count(ctx)
	return n == 1, err
}
