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

// Move moves the pages of src to dst, which must be as long: both are
// whole pages of mappings of Map. dst then holds what src held, its
// pages resident as src's were, without a fault or a copy, and src is
// no longer mapped. It reports false, and changes nothing, where the
// system cannot.
func Move(dst, src []byte) bool {
	if len(src) == 0 || len(dst) != len(src) {
		return false
	}
	return moveOS(dst, src)
}
