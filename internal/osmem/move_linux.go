package osmem

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

func moveOS(dst, src []byte) bool {
	p, err := unix.MremapPtr(unsafe.Pointer(unsafe.SliceData(src)), uintptr(len(src)),
		unsafe.Pointer(unsafe.SliceData(dst)), uintptr(len(dst)), unix.MREMAP_MAYMOVE|unix.MREMAP_FIXED)
	return err == nil && p == unsafe.Pointer(unsafe.SliceData(dst))
}
