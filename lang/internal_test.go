package lang

// A builtin that panics, to check that panics are reported as internal
// errors at the statement and leave the session usable.
func init() {
	MustRegister(&Builtin{
		Name: "panic_for_test", Topic: "test", Result: "integer",
		Help: "panics (tests only)", Example: "panic_for_test()",
		Fn: func(c *Call) (Value, error) {
			var m map[string]int
			m["boom"]++
			return nil, nil
		},
	})
}
