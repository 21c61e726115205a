// The check of a script before it runs: its syntax and its names.

package lang

import (
	"fmt"
	"sort"
	"strings"

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
	o := ReadOutline(file, src)
	for _, st := range o.Stmts {
		if st.Err != nil {
			return st.Err
		}
	}
	if errs := s.checkOutline(o, strings.Split(src, "\n"), nil, false); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// Sourced tells Diagnose what a call of source binds: the names bound
// by the file it reads, with known true; known false when that cannot
// be told (its path is not a string literal); or an error saying why
// the file cannot be read (reported at the call, as running it does). After a call whose
// names are not known, names are no longer checked.
type Sourced func(call CallRef) (names []string, known bool, err error)

// Diagnose returns every error found in src (read into o by
// ReadOutline) without running it, in the order of the statements:
// each statement that does not read; each use of a name that nothing
// binds, as Check finds them (suggesting the script's names too); each
// call of a builtin or of a function the script defines whose
// arguments do not fit its parameters (too many or missing, a name no
// parameter has or given twice, a positional argument after a named
// one), as running it would say; each binding or definition of a
// builtin's name and parameter named twice. sourced tells what calls of
// source bind (nil: nothing, as for Check).
func (s *Session) Diagnose(o *Outline, src string, sourced Sourced) []*Error {
	lines := strings.Split(src, "\n")
	var errs []*Error
	for _, st := range o.Stmts {
		if st.Err != nil {
			errs = append(errs, st.Err)
		}
	}
	errs = append(errs, s.checkOutline(o, lines, sourced, true)...)
	sort.SliceStable(errs, func(i, j int) bool {
		a, b := errs[i].Pos, errs[j].Pos
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	return errs
}

// checkOutline checks the names of the statements of o that read (and,
// when all is set, their calls and what they bind, going on after the
// first error).
func (s *Session) checkOutline(o *Outline, lines []string, sourced Sourced, all bool) []*Error {
	at := func(p Pos, format string, args ...any) *Error {
		return &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: lineOf(lines, p)}
	}
	script := map[string]bool{} // every name the script binds
	funcs := map[string]*OutlineStmt{}
	assigned := map[string]bool{}
	var extra []string // names suggested besides the session's
	for _, st := range o.Stmts {
		if st.Name == "" {
			continue
		}
		if !script[st.Name] && all {
			extra = append(extra, st.Name)
		}
		script[st.Name] = true
		switch {
		case st.Def && st.Err == nil:
			funcs[st.Name] = st
		default:
			assigned[st.Name] = true
		}
	}
	if !all {
		extra = nil
	}
	var errs []*Error
	bound := map[string]bool{}
	if s.KeepLast {
		bound["_"] = true
	}
	checking := true // names are checked until a source binds what is not known
	for _, st := range o.Stmts {
		if st.Err == nil && st.Meta == "" {
			for _, f := range st.Refs {
				if f.Local != nil || !checking {
					continue
				}
				if f.Call && f.Name == "source" {
					if _, ok := s.builtin("source"); ok {
						if sourced == nil {
							return errs // source may bind anything
						}
						var call CallRef
						for _, c := range st.Calls {
							if c.Pos == f.Pos {
								call = c
							}
						}
						names, known, err := sourced(call)
						switch {
						case err != nil:
							errs = append(errs, at(call.Pos, "%s", err.Error()))
							checking = false
						case !known:
							checking = false
						}
						for _, n := range names {
							bound[n] = true
							if !script[n] {
								extra = append(extra, n)
							}
						}
						continue
					}
				}
				if bound[f.Name] || st.Def && script[f.Name] {
					continue
				}
				if _, ok := s.vars[f.Name]; ok {
					continue
				}
				if err := s.checkName(f.Name, f.Pos, f.Call, extra, at); err != nil {
					if !all {
						return []*Error{err}
					}
					errs = append(errs, err)
				}
			}
			if all {
				errs = append(errs, s.checkBinds(st, at)...)
				for _, c := range st.Calls {
					if err := s.checkCall(c, funcs, assigned, at); err != nil {
						errs = append(errs, err)
					}
				}
			}
		}
		if st.Name != "" {
			bound[st.Name] = true
		}
	}
	return errs
}

// checkBinds returns the errors of what a statement binds: a builtin's
// name, a parameter named twice.
func (s *Session) checkBinds(st *OutlineStmt, at func(Pos, string, ...any) *Error) []*Error {
	var errs []*Error
	if st.Name != "" && s.isBuiltin(st.Name) {
		if st.Def {
			errs = append(errs, at(st.NamePos, "cannot define %s: it is the name of a builtin", st.Name))
		} else {
			errs = append(errs, at(st.NamePos, "cannot bind %s: it is the name of a builtin", st.Name))
		}
	}
	seen := map[string]bool{}
	for _, p := range st.Params {
		if seen[p.Name] {
			errs = append(errs, at(p.Pos, "%s: parameter %s is named twice", st.Name, p.Name))
		}
		seen[p.Name] = true
	}
	return errs
}

// checkCall returns the error running call c would give for its
// arguments before anything else: a builtin's or a function's of the
// script (funcs; a name also bound otherwise is left alone).
func (s *Session) checkCall(c CallRef, funcs map[string]*OutlineStmt, assigned map[string]bool, at func(Pos, string, ...any) *Error) *Error {
	if c.Local || c.Name == "explain" {
		return nil
	}
	if b, ok := s.builtin(c.Name); ok {
		return matchArgs(c, b.Name, b.Params, "signature: "+b.Signature(), at)
	}
	d := funcs[c.Name]
	if d == nil || assigned[c.Name] {
		return nil
	}
	var params []Param
	var names []string
	for _, p := range d.Params {
		params = append(params, Param{Name: p.Name})
		names = append(names, p.Name)
	}
	return matchArgs(c, d.Name, params, d.Name+"("+strings.Join(names, ", ")+")", at)
}

// matchArgs matches the arguments of c to params as a call does, and
// returns the error of the first that does not fit, or of the first
// parameter left without one; sig ends the messages.
func matchArgs(c CallRef, name string, params []Param, sig string, at func(Pos, string, ...any) *Error) *Error {
	given := make([]bool, len(params))
	next, named := 0, false
	for _, a := range c.Args {
		if a.Name != "" {
			named = true
			idx := -1
			for i, p := range params {
				if p.Name == a.Name {
					idx = i
				}
			}
			if idx < 0 {
				return at(a.Pos, "%s has no parameter named %s (%s)", name, a.Name, sig)
			}
			if given[idx] {
				return at(a.Pos, "%s: argument %s given twice", name, a.Name)
			}
			given[idx] = true
			continue
		}
		if named {
			return at(a.Pos, "%s: a positional argument cannot follow a named one", name)
		}
		if next < len(params) && params[next].Variadic {
			given[next] = true
			continue
		}
		if next >= len(params) {
			return at(a.Pos, "%s takes %d %s, got %d (%s)", name, len(params), wording.Plural(len(params), "argument", "arguments"), len(c.Args), sig)
		}
		given[next] = true
		next++
	}
	for i, p := range params {
		if !given[i] && !p.Optional {
			return at(c.Pos, "%s: missing argument %s (%s)", name, p.Name, sig)
		}
	}
	return nil
}

// checkName returns the error of a free name that is neither bound nor a
// variable of the script: nil for a builtin called, else what running it
// would say.
func (s *Session) checkName(name string, pos Pos, call bool, extra []string, at func(Pos, string, ...any) *Error) *Error {
	f := FreeName{Name: name, Pos: pos, Call: call}
	if f.Call {
		if _, ok := s.builtin(f.Name); ok {
			return nil
		}
		if s.omit[f.Name] {
			return at(f.Pos, "%s is not available in this session", f.Name)
		}
		msg := "unknown function " + f.Name
		if near := wording.Nearest(f.Name, append(append(s.builtinNames(), s.Names()...), extra...)); near != "" {
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
	if near := wording.Nearest(f.Name, append(s.Names(), extra...)); near != "" {
		msg += "; did you mean " + near + "?"
	}
	return at(f.Pos, "%s", msg)
}
