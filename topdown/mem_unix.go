//go:build linux || darwin || freebsd || netbsd || openbsd

package topdown

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// mapBytes maps n bytes of fresh memory, resident at once (a block is
// filled whole, and taking its pages in one call is cheaper than one
// fault each). The mapping is made without the bookkeeping of
// unix.Mmap, so that any whole pages of it can be returned on their own
// (unmapBytes).
func mapBytes(n int) ([]byte, bool) {
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(n), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE|unix.MAP_POPULATE)
	if err != nil {
		return nil, false
	}
	return unsafe.Slice((*byte)(p), n), true
}

// unmapBytes returns the pages of b, which starts on a page boundary
// inside a block of mapBytes, to the system.
func unmapBytes(b []byte) {
	if len(b) == 0 {
		return
	}
	_ = unix.MunmapPtr(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
}
