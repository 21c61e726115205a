//go:build js && wasm

// Command wasm is zq for the playground page: the interpreter compiled
// to WebAssembly, run by the page's Web Worker (worker.js). It installs
// the object zqHost on the worker's global scope:
//
//	zqHost.exec(src, done)      run a cell; done(json) gets its result
//	zqHost.picture(kind, args, done)  more of a picture ("level" of a diagram)
//	zqHost.words()              completions (JSON list)
//	zqHost.incomplete(src)      whether src needs more lines
//	zqHost.setStop(int32array)  a shared flag: 1 stops the running cell
//	zqHost.version()
//
// Every call that may take long runs in its own goroutine and answers
// through its callback, so the worker's event loop is never held by a
// call from JavaScript.
package main

import (
	"context"
	"encoding/json"
	"syscall/js"
	"time"
)

// stopPoll is how often a running cell looks at the shared stop flag.
const stopPoll = 20 * time.Millisecond

func main() {
	e := newEngine()
	var stopFlag js.Value // an Int32Array over a SharedArrayBuffer, or undefined
	stopped := func() bool {
		if stopFlag.IsUndefined() || stopFlag.IsNull() {
			return false
		}
		return js.Global().Get("Atomics").Call("load", stopFlag, 0).Int() != 0
	}
	clearStop := func() {
		if !stopFlag.IsUndefined() && !stopFlag.IsNull() {
			js.Global().Get("Atomics").Call("store", stopFlag, 0, 0)
		}
	}
	// Cells run one at a time, in the order they were sent.
	jobs := make(chan func(), 64)
	go func() {
		for job := range jobs {
			job()
		}
	}()
	host := map[string]any{
		"exec": js.FuncOf(func(this js.Value, args []js.Value) any {
			src, done := args[0].String(), args[1]
			jobs <- func() {
				ctx, cancel := context.WithCancel(context.Background())
				watching := make(chan struct{})
				go func() {
					t := time.NewTicker(stopPoll)
					defer t.Stop()
					for {
						select {
						case <-watching:
							return
						case <-t.C:
							if stopped() {
								cancel()
								return
							}
						}
					}
				}()
				r := e.exec(ctx, src)
				close(watching)
				cancel()
				clearStop()
				done.Invoke(jsonText(r))
			}
			return nil
		}),
		"picture": js.FuncOf(func(this js.Value, args []js.Value) any {
			kind, argText, done := args[0].String(), args[1].String(), args[2]
			jobs <- func() {
				var a struct {
					Expr  string `json:"expr"`
					Level int    `json:"level"`
				}
				var p picture
				if err := json.Unmarshal([]byte(argText), &a); err != nil || kind != "level" {
					p = picture{Kind: "error", Error: "no such picture: " + kind}
				} else {
					p = e.level(context.Background(), a.Expr, a.Level)
				}
				done.Invoke(jsonText(p))
			}
			return nil
		}),
		"words": js.FuncOf(func(this js.Value, args []js.Value) any {
			return jsonText(e.words())
		}),
		"incomplete": js.FuncOf(func(this js.Value, args []js.Value) any {
			return e.incomplete(args[0].String())
		}),
		"help": js.FuncOf(func(this js.Value, args []js.Value) any {
			return e.help(args[0].String())
		}),
		"setStop": js.FuncOf(func(this js.Value, args []js.Value) any {
			stopFlag = args[0]
			return nil
		}),
		"version": js.FuncOf(func(this js.Value, args []js.Value) any {
			return e.version()
		}),
	}
	js.Global().Set("zqHost", js.ValueOf(host))
	if ready := js.Global().Get("zqReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// jsonText is v as JSON text (v is always encodable).
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return `{"error":{"msg":"` + err.Error() + `"}}`
	}
	return string(b)
}
