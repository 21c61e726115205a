package lang

import (
	"strings"
	"testing"
)

// TestRegisterErrors: Register refuses, with an error and adding
// nothing, a builtin that is not well formed or whose name is taken;
// MustRegister panics on the same.
func TestRegisterErrors(t *testing.T) {
	fn := func(c *Call) (Value, error) { return nil, nil }
	ok := Builtin{Name: "register_test_ok", Topic: "test", Help: "h", Example: "1", Fn: fn}
	for _, c := range []struct {
		name string
		b    *Builtin
		want string
	}{
		{"nil", nil, "no builtin given"},
		{"taken", &Builtin{Name: "sum", Topic: "test", Help: "h", Example: "1", Fn: fn}, "registered twice: sum"},
		{"keyword", &Builtin{Name: "if", Topic: "test", Help: "h", Example: "1", Fn: fn}, `"if" cannot name a builtin`},
		{"not a name", &Builtin{Name: "a-b", Topic: "test", Help: "h", Example: "1", Fn: fn}, `"a-b" cannot name a builtin`},
		{"no example", &Builtin{Name: "register_test_x", Topic: "test", Help: "h", Fn: fn}, "needs Fn, Help, Example and Topic"},
		{"no fn", &Builtin{Name: "register_test_x", Topic: "test", Help: "h", Example: "1"}, "needs Fn, Help, Example and Topic"},
	} {
		before := len(builtins)
		err := Register(c.b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
		if len(builtins) != before {
			t.Errorf("%s: the refused builtin was added", c.name)
		}
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("%s: MustRegister did not panic", c.name)
				}
			}()
			MustRegister(c.b)
		}()
	}
	if err := Register(&ok); err != nil {
		t.Fatal(err)
	}
	defer delete(builtins, ok.Name)
	if b, found := LookupBuiltin(ok.Name); !found || b != &ok {
		t.Errorf("the registered builtin is not found")
	}
}
