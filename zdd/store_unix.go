//go:build linux || darwin || freebsd || netbsd || openbsd

package zdd

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// mapStore maps n bytes of fresh memory, or returns nil.

func mapStore(n int) []byte {
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(n), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
	if err != nil {
		return nil
	}
	return unsafe.Slice((*byte)(p), n)
}

// unmapStore returns a mapping of mapStore to the system.
func unmapStore(b []byte) {
	_ = unix.MunmapPtr(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
}
