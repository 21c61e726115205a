//go:build mpi

package main

import (
	"github.com/zqlang/zq/distcount"
	"github.com/zqlang/zq/distcount/mpi"
)

// runWorld runs the count as this MPI process of the world.
func runWorld(run func(distcount.Comm) error) error {
	c, err := mpi.Init()
	if err != nil {
		return err
	}
	if err := run(c); err != nil {
		mpi.Abort(1)
		return err
	}
	return mpi.Finalize()
}
