package topdown

import "unsafe"

// prefetch asks the processor to bring the cache line at p closer.
//
//go:noescape
func prefetch(p unsafe.Pointer)
