//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package topdown

func mapBytes(n int) ([]byte, bool) { return nil, false }

func unmapBytes(b []byte) {}
