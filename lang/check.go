// The check of a script before it runs: its syntax and its names.

package lang

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/lang/internal/wording"
)

// Check reads the statements of src (named file in messages) without
// running them and returns the first error found without running: a
// syntax error, or a name that nothing binds (in any part of a
// statement, even one a condition would skip). A statement's
// names must be builtins of the session, bound in it, or bound by a
// statement before it; a function's body may use names bound anywhere in
// the script (it runs when called). After a call of source, which may
// bind anything, names are no longer checked. Errors are *Error, as Run
// gives them.
func (s *Session) Check(file, src string) error {
	units, _ := syntax.Split(file, src)
	lines := strings.Split(src, "\n")
	at := func(p Pos, format string, args ...any) *Error {
		return &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: lineOf(lines, p)}
	}
	type stmt struct {
		st   *syntax.Stmt
		free []FreeName
	}
	var stmts []stmt
	script := map[string]bool{} // every name the script binds
	for _, u := range units {
		if u.LexErr != nil {
			return u.LexErr
		}
		if u.Meta != "" {
			continue
		}
		st, perr := syntax.Parse(u, func(p Pos) string { return lineOf(lines, p) })
		if perr != nil {
			return perr
		}
		r := &resolver{}
		switch {
		case st.Def != nil:
			script[st.Def.Name] = true
			params := map[string]bool{}
			for _, p := range st.Def.Params {
				params[p] = true
			}
			r.scopes = []map[string]bool{params}
			r.expr(st.Def.Body)
		case st.Assign != nil:
			script[st.Assign.Name] = true
			r.expr(st.Assign.Value)
		case st.Assert != nil:
			r.expr(st.Assert.Cond)
			r.expr(st.Assert.Message)
		default:
			r.expr(st.Expr)
		}
		stmts = append(stmts, stmt{st, r.free})
	}
	bound := map[string]bool{}
	if s.KeepLast {
		bound["_"] = true
	}
	for _, x := range stmts {
		for _, f := range x.free {
			if f.Call && f.Name == "source" {
				if _, ok := s.builtin("source"); ok {
					return nil // source may bind anything
				}
			}
			known := bound[f.Name]
			if x.st.Def != nil {
				known = known || script[f.Name]
			}
			if known {
				continue
			}
			if _, ok := s.vars[f.Name]; ok {
				continue
			}
			if err := s.checkName(f, at); err != nil {
				return err
			}
		}
		switch {
		case x.st.Def != nil:
			bound[x.st.Def.Name] = true
		case x.st.Assign != nil:
			bound[x.st.Assign.Name] = true
		}
	}
	return nil
}

// checkName returns the error of a free name that is neither bound nor a
// variable of the script: nil for a builtin called, else what running it
// would say.
func (s *Session) checkName(f FreeName, at func(Pos, string, ...any) *Error) error {
	if f.Call {
		if _, ok := s.builtin(f.Name); ok {
			return nil
		}
		if s.omit[f.Name] {
			return at(f.Pos, "%s is not available in this session", f.Name)
		}
		msg := "unknown function " + f.Name
		if near := wording.Nearest(f.Name, append(s.builtinNames(), s.Names()...)); near != "" {
			msg += "; did you mean " + near + "?"
		} else {
			msg += " (:help lists the builtins)"
		}
		return at(f.Pos, "%s%s", msg, genreHint(f.Name))
	}
	if s.isBuiltin(f.Name) {
		return at(f.Pos, "%s is a builtin: call it as %s(...)", f.Name, f.Name)
	}
	msg := "undefined name " + f.Name
	if near := wording.Nearest(f.Name, s.Names()); near != "" {
		msg += "; did you mean " + near + "?"
	}
	return at(f.Pos, "%s", msg)
}
