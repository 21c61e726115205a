//go:build !mpi

package main

import (
	"errors"

	"github.com/zqlang/zq/distcount"
)

// runWorld fails: this build has no MPI.
func runWorld(func(distcount.Comm) error) error {
	return errors.New("built without MPI: give -local N, or build with -tags mpi (needs an MPI library, e.g. Debian's libopenmpi-dev) and start it with mpirun")
}
