package topdown

import "unsafe"

// prefetch asks the processor to bring the cache line at p closer.
//
//go:noescape
func prefetch(p unsafe.Pointer)

// prefetchAll asks the processor to bring the cache lines at the
// addresses p closer.
//
//go:noescape
func prefetchAll(p []uintptr)
