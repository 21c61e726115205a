package slitherlink

import (
	"context"
	"errors"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// errBudget stops a construction that grew past its state budget.
var errBudget = errors.New("slitherlink: state budget exceeded")

// BuildStats describes one top-down construction.
type BuildStats struct {
	// States is the number of states created.
	States int
	// Bytes is the peak memory reported by the builder.
	Bytes int64
}

// build runs the top-down builder on s; with maxStates > 0 it stops
// with errBudget once more states than that have been made.
func build(ctx context.Context, m *zdd.Manager, s topdown.Spec, bs *BuildStats, maxStates int) (zdd.Node, error) {
	bctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var st BuildStats
	opt := topdown.Options{Workers: 1, Progress: func(p topdown.Progress) {
		if p.Reducing {
			return
		}
		st.States = p.Nodes
		if p.Bytes > st.Bytes {
			st.Bytes = p.Bytes
		}
		if maxStates > 0 && p.Nodes > maxStates {
			cancel(errBudget)
		}
	}}
	n, err := topdown.Build(bctx, m, s, opt)
	if bs != nil {
		*bs = st
	}
	if err != nil && context.Cause(bctx) == errBudget && ctx.Err() == nil {
		return zdd.Empty, errBudget
	}
	return n, err
}
