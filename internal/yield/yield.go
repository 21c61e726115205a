// Package yield lets long computations give other goroutines a turn
// where the Go runtime cannot take it from them.
//
// On most platforms the scheduler preempts a goroutine that runs for a
// long time, so timers (time limits), watchers (memory budgets) and
// interrupts run beside any computation, and Point does nothing. Under
// WebAssembly in a browser (GOOS=js) there is a single thread and no
// preemption: a goroutine that computes never lets a timer fire. There
// Point calls runtime.Gosched every few calls, so that the statement's
// time limit, its memory watcher and an interrupt asked for by the page
// are seen within a few milliseconds.
//
// The engine's periodic checks (the ZDD manager's interrupt check, the
// top-down builders' context checks) call Point.
package yield
