package zq

import (
	"context"
	"errors"
	"fmt"

	"github.com/zqlang/zq/lang"
)

// Function is a function of the host, called from zq like a builtin:
// arguments by position or by name (f(x, seed: 1)), checked against
// Params before Fn runs; an error Fn returns is reported at the call
// ("FILE:LINE:COL: name: message"). `:help name` shows its signature
// and Help.
type Function struct {
	// Name is what zq calls it by: a letter or _, then letters, digits
	// or _; not a keyword nor the name of a builtin.
	Name string
	// Params are the parameters, in positional order.
	Params []Param
	// Result names the kind of value returned, for the signature
	// ("integer", "family", ...; "" for none given).
	Result string
	// Help is a one-line description (required).
	Help string
	// Fn computes the result from the arguments. ctx is cancelled when
	// the statement is stopped (a long Fn watches it). The value
	// returned is converted as Set converts (nil for nothing).
	Fn func(ctx context.Context, args Args) (Value, error)
}

// Param is a parameter of a host function.
type Param struct {
	// Name names the parameter in messages, in the signature and for
	// named arguments.
	Name string
	// Kind is what the argument must be: "integer", "boolean", "string",
	// "list", "tuple", "family", "graph", "puzzle", or "any"; kinds may
	// be joined with "|" ("integer|list").
	Kind string
	// Optional parameters may be left out (Args.Has is false then); they
	// come after the required ones.
	Optional bool
	// Variadic marks the last parameter as taking every remaining
	// positional argument (Args.Rest).
	Variadic bool
}

// Args are the arguments of a call of a host function, by parameter.
type Args struct {
	vals []Value
	has  []bool
	rest []Value
}

// Len is the number of parameters.
func (a Args) Len() int { return len(a.vals) }

// Has reports whether parameter i was given.
func (a Args) Has(i int) bool { return i < len(a.has) && a.has[i] }

// Get returns the value of parameter i (nil when it was left out): a
// *big.Int, bool, string, []Value, Tuple, *Family, *Graph, *Puzzle, ...
func (a Args) Get(i int) Value {
	if i < len(a.vals) {
		return a.vals[i]
	}
	return nil
}

// Rest returns the values of the variadic parameter.
func (a Args) Rest() []Value { return a.rest }

// Define adds a host function to the session. It returns an error,
// and adds nothing, when the declaration is not well formed (a bad or
// taken name, a missing Fn or Help, a bad parameter list).
func (s *Session) Define(f Function) error {
	if s.inHost.Load() {
		return errReentry
	}
	defer s.lock()()
	return s.define(f)
}

func (s *Session) define(f Function) error {
	if f.Fn == nil {
		return fmt.Errorf("zq: Define %s: no function given (Fn)", f.Name)
	}
	params := make([]lang.Param, len(f.Params))
	for i, p := range f.Params {
		params[i] = lang.Param{Name: p.Name, Kind: p.Kind, Optional: p.Optional, Variadic: p.Variadic}
	}
	fn := f.Fn
	b := &lang.Builtin{Name: f.Name, Topic: "host", Params: params, Result: f.Result, Help: f.Help,
		Fn: func(c *lang.Call) (lang.Value, error) { return s.callHost(c, fn) }}
	if err := s.ls.Define(b); err != nil {
		return fmt.Errorf("zq: Define: %w", err)
	}
	return nil
}

// callHost runs a host function for a call from zq.
func (s *Session) callHost(c *lang.Call, fn func(context.Context, Args) (Value, error)) (lang.Value, error) {
	n := len(c.B.Params)
	args := Args{vals: make([]Value, n), has: make([]bool, n)}
	for i := range n {
		if c.Has(i) {
			args.vals[i] = s.fromLang(c.Arg(i))
			args.has[i] = true
		}
	}
	for _, v := range c.Rest() {
		args.rest = append(args.rest, s.fromLang(v))
	}
	s.inHost.Store(true)
	v, err := func() (v Value, err error) {
		defer s.inHost.Store(false)
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("the host function failed: %v", r)
			}
		}()
		return fn(c.Ctx, args)
	}()
	if err != nil {
		if c.Ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
			return nil, err // the statement was stopped: reported as such
		}
		return nil, c.Fail("%s", err.Error())
	}
	pv, err := s.prepare(nil, v)
	if err != nil {
		return nil, c.Fail("the value returned: %s", err.Error())
	}
	if pv == nil {
		return nil, nil
	}
	lv, err := s.toLang(pv)
	if err != nil {
		return nil, c.Fail("the value returned: %s", err.Error())
	}
	return lv, nil
}
