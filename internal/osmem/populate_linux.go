package osmem

import "golang.org/x/sys/unix"

func populateOS(b []byte) {
	// An old kernel without MADV_POPULATE_WRITE refuses it: the pages
	// are then faulted in as they are written, as without the call.
	_ = unix.Madvise(b, unix.MADV_POPULATE_WRITE)
}
