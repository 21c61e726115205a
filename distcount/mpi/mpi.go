//go:build mpi

// Package mpi is distcount's communicator over MPI (Open MPI or any
// MPI-3 library found by pkg-config as "mpi"): a thin cgo layer over
// the five calls the count needs. It builds only with the build tag
// mpi (go build -tags mpi), so that the rest of zq needs no MPI.
//
// Call Init from the main goroutine before anything else and Finalize
// at the end; Init locks that goroutine to its thread, and every call of
// the communicator must come from it (MPI is initialised for one thread).
package mpi

/*
#cgo pkg-config: mpi
#include <mpi.h>
#include <stdlib.h>

static int zq_init(void) {
	int provided;
	return MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided);
}
static int zq_rank(int *r) { return MPI_Comm_rank(MPI_COMM_WORLD, r); }
static int zq_size(int *s) { return MPI_Comm_size(MPI_COMM_WORLD, s); }
static int zq_sizes(int *send, int *recv) {
	return MPI_Alltoall(send, 1, MPI_INT, recv, 1, MPI_INT, MPI_COMM_WORLD);
}
static int zq_alltoallv(void *send, int *sc, int *sd, void *recv, int *rc, int *rd) {
	return MPI_Alltoallv(send, sc, sd, MPI_BYTE, recv, rc, rd, MPI_BYTE, MPI_COMM_WORLD);
}
static int zq_finalize(void) { return MPI_Finalize(); }
static int zq_abort(int code) { return MPI_Abort(MPI_COMM_WORLD, code); }
*/
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"unsafe"
)

// Comm is MPI_COMM_WORLD as a distcount.Comm.
type Comm struct{ rank, size int }

// Init initialises MPI and returns the world's communicator.
func Init() (*Comm, error) {
	runtime.LockOSThread()
	if rc := C.zq_init(); rc != C.MPI_SUCCESS {
		return nil, fmt.Errorf("mpi: MPI_Init_thread failed (%d)", int(rc))
	}
	var r, s C.int
	if rc := C.zq_rank(&r); rc != C.MPI_SUCCESS {
		return nil, fmt.Errorf("mpi: MPI_Comm_rank failed (%d)", int(rc))
	}
	if rc := C.zq_size(&s); rc != C.MPI_SUCCESS {
		return nil, fmt.Errorf("mpi: MPI_Comm_size failed (%d)", int(rc))
	}
	return &Comm{rank: int(r), size: int(s)}, nil
}

// Finalize ends MPI.
func Finalize() error {
	if rc := C.zq_finalize(); rc != C.MPI_SUCCESS {
		return fmt.Errorf("mpi: MPI_Finalize failed (%d)", int(rc))
	}
	return nil
}

// Abort stops every process of the world with code.
func Abort(code int) { C.zq_abort(C.int(code)) }

// Rank implements distcount.Comm.
func (c *Comm) Rank() int { return c.rank }

// Size implements distcount.Comm.
func (c *Comm) Size() int { return c.size }

// Alltoall implements distcount.Comm: the sizes first (MPI_Alltoall),
// then the bytes (MPI_Alltoallv), each buffer below 2 GiB.
func (c *Comm) Alltoall(send [][]byte) ([][]byte, error) {
	if len(send) != c.size {
		return nil, fmt.Errorf("mpi: %d buffers for %d processes", len(send), c.size)
	}
	n := c.size
	// C arrays, so that no Go pointer to Go pointers is passed.
	ints := (*[1 << 28]C.int)(C.malloc(C.size_t(6 * n * int(unsafe.Sizeof(C.int(0))))))[: 6*n : 6*n]
	defer C.free(unsafe.Pointer(&ints[0]))
	sc, sd, rc, rd := ints[0:n], ints[n:2*n], ints[2*n:3*n], ints[3*n:4*n]
	total := 0
	for j, b := range send {
		if len(b) > math.MaxInt32 || total+len(b) > math.MaxInt32 {
			return nil, fmt.Errorf("mpi: %d bytes to send at once, past MPI's int counts", total+len(b))
		}
		sc[j], sd[j] = C.int(len(b)), C.int(total)
		total += len(b)
	}
	if e := C.zq_sizes(&sc[0], &rc[0]); e != C.MPI_SUCCESS {
		return nil, fmt.Errorf("mpi: MPI_Alltoall failed (%d)", int(e))
	}
	rtotal := 0
	for j := range rc {
		if rtotal+int(rc[j]) > math.MaxInt32 {
			return nil, fmt.Errorf("mpi: %d bytes to receive at once, past MPI's int counts", rtotal+int(rc[j]))
		}
		rd[j] = C.int(rtotal)
		rtotal += int(rc[j])
	}
	sbuf := make([]byte, max(total, 1))
	for j, b := range send {
		copy(sbuf[sd[j]:], b)
	}
	rbuf := make([]byte, max(rtotal, 1))
	if e := C.zq_alltoallv(unsafe.Pointer(&sbuf[0]), &sc[0], &sd[0], unsafe.Pointer(&rbuf[0]), &rc[0], &rd[0]); e != C.MPI_SUCCESS {
		return nil, fmt.Errorf("mpi: MPI_Alltoallv failed (%d)", int(e))
	}
	out := make([][]byte, n)
	for j := range out {
		out[j] = rbuf[rd[j] : rd[j]+rc[j]]
	}
	return out, nil
}

// Allgather implements distcount.Comm.
func (c *Comm) Allgather(b []byte) ([][]byte, error) {
	send := make([][]byte, c.size)
	for j := range send {
		send[j] = b
	}
	return c.Alltoall(send)
}
