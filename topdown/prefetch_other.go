//go:build !amd64

package topdown

import "unsafe"

// prefetch does nothing on this architecture.
func prefetch(p unsafe.Pointer) {}

func prefetchAll(p []uintptr) {}
