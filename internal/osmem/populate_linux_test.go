package osmem

import (
	"os"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"
)

// TestPopulateResident checks that Populate makes the pages of a fresh
// mapping resident (on kernels that have MADV_POPULATE_WRITE).
func TestPopulateResident(t *testing.T) {
	page := os.Getpagesize()
	b := Map(16*page, false)
	defer Unmap(b)
	if err := unix.Madvise(b[:page], unix.MADV_POPULATE_WRITE); err != nil {
		t.Skip("the kernel has no MADV_POPULATE_WRITE:", err)
	}
	Populate(b[4*page:])
	vec := make([]byte, 16)
	if _, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
		t.Fatal(errno)
	}
	for i, v := range vec {
		if want := i == 0 || i >= 4; (v&1 != 0) != want {
			t.Errorf("page %d resident %v, want %v", i, v&1 != 0, want)
		}
	}
}
