// Package osmem maps anonymous memory from the operating system, for
// large arrays without pointers that should become resident only as
// they are written (or all at once, on request) and go back to the
// system as soon as they are dropped, whole or in part, rather than at
// the garbage collector's pace.
package osmem

// Map returns n bytes of fresh, zeroed memory, made resident at once
// if populate is set, or nil where the system offers no mapping.
func Map(n int, populate bool) []byte { return mapOS(n, populate) }

// Unmap returns the pages of b to the system; b must be a whole number
// of pages starting on a page boundary inside a mapping of Map (any
// part of one may go back on its own).
func Unmap(b []byte) {
	if len(b) > 0 {
		unmapOS(b)
	}
}

// Populate makes the pages of b, a part of a mapping of Map, resident
// and writable now, as writing them would, without changing them; the
// calls of several goroutines on different parts run at once. Where
// the system cannot, it does nothing.
func Populate(b []byte) {
	if len(b) > 0 {
		populateOS(b)
	}
}
