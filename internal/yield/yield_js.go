//go:build js

package yield

import "runtime"

// every is how many calls of Point make one turn given away: the
// engine calls Point about every 1,024 nodes made or 65,536 steps.
const every = 4

var calls uint32

// Point gives other goroutines a turn every few calls.
func Point() {
	calls++
	if calls%every == 0 {
		runtime.Gosched()
	}
}
