package lang

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/lang/internal/syntax"
)

// Func is a function defined in the language: `f(n) = expr`. A call
// binds the parameters to the arguments and evaluates the body; the
// body sees its parameters and the bindings that exist at the time of
// the call.
type Func struct {
	// Name is the function's name and Params its parameters' names.
	Name   string
	Params []string
	// Text is the definition as written.
	Text string
	body *syntax.Expr
	pos  Pos
	src  source
}

// Kind implements Value.
func (*Func) Kind() string { return "function" }

// Signature gives "f(a, b)".
func (f *Func) Signature() string { return f.Name + "(" + strings.Join(f.Params, ", ") + ")" }

// Summary implements the one-line text shown when it is bound.
func (f *Func) Summary() string { return "function " + f.Signature() }

// Display shows the definition.
func (f *Func) Display() string { return f.Text }

// Equal implements == on functions: the same definition.
func (f *Func) Equal(v Value) bool { return f == v }

// Where gives the place of the definition, FILE:LINE:COL.
func (f *Func) Where() string { return f.pos.String() }

// define makes the function of a definition statement.
func (ev *evaluator) define(d *syntax.DefStmt, text string) (*Func, error) {
	p := posOf(d.Pos)
	if ev.s.isBuiltin(d.Name) {
		return nil, ev.errAt(p, "cannot define %s: it is the name of a builtin", d.Name)
	}
	seen := map[string]bool{}
	for _, name := range d.Params {
		if seen[name] {
			return nil, ev.errAt(p, "%s: parameter %s is named twice", d.Name, name)
		}
		seen[name] = true
	}
	if text == "" {
		text = d.Name + "(" + strings.Join(d.Params, ", ") + ") = ..."
	}
	return &Func{Name: d.Name, Params: d.Params, Text: text, body: d.Body, pos: p, src: ev.src}, nil
}

// callFunc calls a user function with the arguments of cl.
func (ev *evaluator) callFunc(f *Func, cl *syntax.CallExpr) (Value, error) {
	pos := posOf(cl.Pos)
	args := make(map[string]Value, len(f.Params))
	next := 0
	named := false
	for _, a := range cl.Args {
		v, err := ev.expr(a.Value)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, ev.errAt(posOf(a.Value.Pos), "%s: the argument gives no value", f.Name)
		}
		if a.Name != "" {
			named = true
			found := false
			for _, p := range f.Params {
				found = found || p == a.Name
			}
			if !found {
				return nil, ev.errAt(posOf(a.Pos), "%s has no parameter named %s (%s)", f.Name, a.Name, f.Signature())
			}
			if _, dup := args[a.Name]; dup {
				return nil, ev.errAt(posOf(a.Pos), "%s: argument %s given twice", f.Name, a.Name)
			}
			args[a.Name] = v
			continue
		}
		if named {
			return nil, ev.errAt(posOf(a.Value.Pos), "%s: a positional argument cannot follow a named one", f.Name)
		}
		if next >= len(f.Params) {
			return nil, ev.errAt(posOf(a.Value.Pos), "%s takes %d %s, got %d (%s)", f.Name, len(f.Params), wording.Plural(len(f.Params), "argument", "arguments"), len(cl.Args), f.Signature())
		}
		args[f.Params[next]] = v
		next++
	}
	for _, p := range f.Params {
		if _, ok := args[p]; !ok {
			return nil, ev.errAt(pos, "%s: missing argument %s (%s)", f.Name, p, f.Signature())
		}
	}
	if len(ev.stack) >= MaxDepth {
		return nil, ev.errAt(pos, "%s: calls nested deeper than %s (a recursion without an end?)", f.Name, Group(big.NewInt(MaxDepth)))
	}
	if err := ev.interrupted(); err != nil {
		return nil, err
	}
	savedScope, savedSrc := ev.scope, ev.src
	ev.stack = append(ev.stack, frame{what: f.Signature(), at: pos, line: ev.src.line(pos)})
	ev.scope = &scope{vars: args}
	ev.src = f.src
	defer func() {
		ev.scope, ev.src = savedScope, savedSrc
		ev.stack = ev.stack[:len(ev.stack)-1]
	}()
	return ev.expr(f.body)
}

// describeFunc is the text `:help f` shows for a user function.
func describeFunc(f *Func) string {
	return fmt.Sprintf("%s — defined at %s\n  %s\n", f.Signature(), f.Where(), strings.ReplaceAll(f.Text, "\n", "\n  "))
}
