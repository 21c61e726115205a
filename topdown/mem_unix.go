//go:build linux || darwin || freebsd || netbsd || openbsd

package topdown

import "syscall"

func mapBytes(n int) ([]byte, bool) {
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, false
	}
	if n >= 4<<20 {
		// Large pages: fewer page faults while the block is filled and
		// fewer TLB misses while it is read at random.
		_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
	}
	return b, true
}

func unmapBytes(b []byte) { _ = syscall.Munmap(b) }
