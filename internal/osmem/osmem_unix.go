//go:build linux || darwin || freebsd || netbsd || openbsd

package osmem

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// The mapping is made without the bookkeeping of unix.Mmap, which
// refuses to unmap part of a mapping.
func mapOS(n int, populate bool) []byte {
	flags := unix.MAP_ANON | unix.MAP_PRIVATE
	if populate {
		flags |= unix.MAP_POPULATE
	}
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(n), unix.PROT_READ|unix.PROT_WRITE, flags)
	if err != nil {
		return nil
	}
	return unsafe.Slice((*byte)(p), n)
}

func unmapOS(b []byte) {
	_ = unix.MunmapPtr(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
}
