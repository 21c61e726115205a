//go:build !linux

package osmem

func moveOS(dst, src []byte) bool { return false }
