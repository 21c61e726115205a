package osmem

import (
	"os"
	"runtime"
	"testing"
)

// TestMapUnmapPart maps memory, writes all of it, returns a part of it
// and checks that the rest still holds what was written.
func TestMapUnmapPart(t *testing.T) {
	page := os.Getpagesize()
	for _, populate := range []bool{false, true} {
		b := Map(8*page, populate)
		if b == nil {
			if runtime.GOOS == "linux" {
				t.Fatal("Map returned nil on linux")
			}
			t.Skip("no mapping on", runtime.GOOS)
		}
		for i := range b {
			if b[i] != 0 {
				t.Fatalf("fresh memory holds %d at %d", b[i], i)
			}
			b[i] = byte(i)
		}
		Unmap(b[3*page:])
		for i := range b[:3*page] {
			if b[i] != byte(i) {
				t.Fatalf("byte %d is %d after unmapping another part", i, b[i])
			}
		}
		Unmap(b[:3*page])
		Unmap(nil)
	}
}

// TestPopulate checks that Populate leaves what a mapping holds as it
// was: written bytes and zeros.
func TestPopulate(t *testing.T) {
	page := os.Getpagesize()
	b := Map(8*page, false)
	if b == nil {
		t.Skip("no mapping on", runtime.GOOS)
	}
	defer Unmap(b)
	for i := range b[:2*page] {
		b[i] = byte(i + 1)
	}
	Populate(b[page:])
	Populate(nil)
	for i := range b {
		want := byte(0)
		if i < 2*page {
			want = byte(i + 1)
		}
		if b[i] != want {
			t.Fatalf("byte %d is %d after Populate, want %d", i, b[i], want)
		}
	}
}

// TestMove moves written pages into the middle of another mapping and
// checks both what the destination holds and that its other pages are
// untouched.
func TestMove(t *testing.T) {
	page := os.Getpagesize()
	src := Map(3*page, true)
	dst := Map(8*page, false)
	if src == nil || dst == nil {
		t.Skip("no mapping on", runtime.GOOS)
	}
	for i := range src {
		src[i] = byte(i % 251)
	}
	for i := range dst {
		dst[i] = 7
	}
	if !Move(dst[2*page:5*page], src) {
		if runtime.GOOS == "linux" {
			t.Fatal("Move failed on linux")
		}
		t.Skip("no moving of pages on", runtime.GOOS)
	}
	for i := range dst {
		want := byte(7)
		if i >= 2*page && i < 5*page {
			want = byte((i - 2*page) % 251)
		}
		if dst[i] != want {
			t.Fatalf("byte %d is %d after the move, want %d", i, dst[i], want)
		}
	}
	if Move(dst[:page], dst[page:3*page]) {
		t.Error("Move of unequal lengths succeeded")
	}
	Unmap(dst)
}
