//go:build !js

package yield

// Point does nothing where the runtime preempts goroutines itself.
func Point() {}
