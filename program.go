package zq

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/lang"
)

// Program is an expression compiled once, to run many times: parsed,
// and its names resolved against the builtin library and the names it
// declares. A Program holds no session: it is safe to run from many
// goroutines, in any session (whose limits, functions and bindings the
// run uses).
//
//	p, err := zq.Compile("count(F & G)", "F", "G")
//	...
//	n, err := p.Run(ctx, s, map[string]any{"F": f, "G": g})
type Program struct {
	src      string
	declared []string
	lp       *lang.Program
}

// Compile parses expr and checks its names: every function it calls is
// a builtin of the library or one of declared (a host function, or a
// function bound in the session that runs it), and every variable is
// one of declared (given to Run, or bound in the session). A name that
// is neither is an error at compile time, an *Error with its place and
// the closest names, as a syntax error is.
func Compile(expr string, declared ...string) (*Program, error) {
	for _, d := range declared {
		if !lang.IsName(d) {
			return nil, fmt.Errorf("zq: Compile: %q cannot name a variable (a letter or _, then letters, digits or _; not a keyword)", d)
		}
	}
	lp, err := lang.Compile("<expr>", expr, declared)
	if err != nil {
		return nil, wrapErr(err)
	}
	return &Program{src: expr, declared: slices.Clone(declared), lp: lp}, nil
}

// String is the program's source.
func (p *Program) String() string { return p.src }

// Run evaluates the program in s under ctx and s's limits, as Eval
// does, with vars bound for this run only: each a value as Set takes
// them (a *Family of s is used as it is; one of another session is
// copied, waiting for that session until ctx ends), named by a declared
// name. A declared name not in vars is looked up in s as it is bound
// when the program runs. Errors are as Eval's.
func (p *Program) Run(ctx context.Context, s *Session, vars map[string]any) (Value, error) {
	if s.inHost.Load() {
		return nil, errReentry
	}
	for name := range vars {
		if !slices.Contains(p.declared, name) {
			return nil, fmt.Errorf("zq: Run: %s is not a name the program declares (%s)", name, strings.Join(p.declared, ", "))
		}
	}
	var lvars map[string]lang.Value
	if len(vars) > 0 {
		lvars = make(map[string]lang.Value, len(vars))
		pre := make(map[string]any, len(vars))
		for name, v := range vars {
			pv, err := s.prepare(ctx, v)
			if err != nil {
				return nil, fmt.Errorf("zq: Run: %s: %w", name, err)
			}
			pre[name] = pv
		}
		unlock, err := s.waitTurn(ctx)
		if err != nil {
			return nil, err
		}
		defer unlock()
		for name, pv := range pre {
			lv, err := s.toLang(pv)
			if err != nil {
				return nil, fmt.Errorf("zq: Run: %s: %w", name, err)
			}
			lvars[name] = lv
		}
	} else {
		unlock, err := s.waitTurn(ctx)
		if err != nil {
			return nil, err
		}
		defer unlock()
	}
	v, err := s.ls.RunProgram(ctx, p.lp, lvars)
	if err != nil {
		return nil, wrapErr(err)
	}
	defer s.ls.Release(v)
	return s.fromLang(v), nil
}
