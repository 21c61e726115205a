// Programs: an expression parsed and its names resolved once, run many
// times with variables given per run.

package lang

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/lang/internal/wording"
	"github.com/zqlang/zq/zdd"
)

// Program is an expression parsed and checked once. It holds no state
// of a session and is safe to run from many goroutines in many
// sessions.
type Program struct {
	file  string
	lines []string
	unit  syntax.Unit
	st    *syntax.Stmt
	free  []FreeName
}

// FreeName is a name an expression uses that it does not bind itself:
// a variable, or a function it calls.
type FreeName struct {
	Name string
	Pos  Pos
	// Call is true for a name called as a function.
	Call bool
}

// Compile parses one expression (file names it in messages) and
// resolves its names: each name it calls must be a builtin of the
// library or one of declared, and each variable one of declared (the
// names a run gives or finds bound in its session). Errors are *Error
// with the place of the name, the closest known names suggested.
func Compile(file, src string, declared []string) (*Program, error) {
	units, _ := syntax.Split(file, src)
	lines := strings.Split(src, "\n")
	at := func(p Pos, format string, args ...any) *Error {
		return &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: lineOf(lines, p)}
	}
	if len(units) == 0 {
		return nil, at(Pos{File: file, Line: 1, Col: 1}, "nothing to evaluate: an expression is expected")
	}
	if len(units) > 1 {
		return nil, at(units[1].Pos, "a program is one expression; statements are run by Exec")
	}
	u := units[0]
	if u.LexErr != nil {
		return nil, u.LexErr
	}
	if u.Meta != "" {
		return nil, at(u.Pos, "a meta-command is not an expression")
	}
	st, perr := syntax.Parse(u, func(p Pos) string { return lineOf(lines, p) })
	if perr != nil {
		return nil, perr
	}
	if st.Expr == nil {
		return nil, at(posOf(st.Pos), "an expression is expected, not a statement (bindings, definitions and asserts are run by Exec)")
	}
	p := &Program{file: file, lines: lines, unit: u, st: st}
	r := &resolver{}
	r.expr(st.Expr)
	p.free = r.free
	known := map[string]bool{}
	for _, d := range declared {
		known[d] = true
	}
	for _, f := range p.free {
		if known[f.Name] {
			continue
		}
		_, builtin := LookupBuiltin(f.Name)
		switch {
		case f.Call && builtin:
			continue
		case builtin:
			return nil, at(f.Pos, "%s is a builtin: call it as %s(...)", f.Name, f.Name)
		}
		cands := append([]string(nil), declared...)
		what := "variable"
		if f.Call {
			what = "function"
			for _, b := range Builtins() {
				cands = append(cands, b.Name)
			}
		}
		msg := fmt.Sprintf("unknown %s %s", what, f.Name)
		if near := wording.Nearest(f.Name, cands); near != "" {
			msg += "; did you mean " + near + "?"
		}
		if !f.Call {
			msg += " (a variable is declared when the program is compiled, and given when it runs)"
		}
		return nil, at(f.Pos, "%s", msg)
	}
	return p, nil
}

func lineOf(lines []string, p Pos) string {
	if p.Line >= 1 && p.Line <= len(lines) {
		return lines[p.Line-1]
	}
	return ""
}

// RunProgram evaluates p in the session under ctx and the session's
// limits, with vars bound for this run only (they hide bindings of the
// same names). Its value is held for the caller until Release.
func (s *Session) RunProgram(ctx context.Context, p *Program, vars map[string]Value) (Value, error) {
	s.file = p.file
	s.lines = p.lines
	var v Value
	s.capture = &v
	s.parent = ctx
	s.runVars = vars
	// The variables' diagrams are held while the program runs: the
	// store may be collected before and after the statement.
	var held []zdd.Node
	for _, x := range vars {
		held = nodesOf(x, held)
	}
	for _, n := range held {
		s.M.Ref(n)
	}
	defer func() {
		for _, n := range held {
			s.M.Unref(n)
		}
		s.capture, s.parent, s.runVars = nil, nil, nil
	}()
	if err := s.execParsed(p.unit, p.st); err != nil {
		return nil, err
	}
	return v, nil
}

// resolver collects the free names of an expression. With out set it
// also records, for an outline, every use of a name (with the local
// name it refers to) and every call.
type resolver struct {
	scopes []map[string]*Ident // the names bound inside the statement, innermost last
	free   []FreeName
	seen   map[string]bool
	out    *OutlineStmt
	unit   syntax.Unit // the statement's tokens, for the places of local names
}

// local returns the local name that name refers to, or nil.
func (r *resolver) local(name string) *Ident {
	for i := len(r.scopes) - 1; i >= 0; i-- {
		if id, ok := r.scopes[i][name]; ok {
			return id
		}
	}
	return nil
}

func (r *resolver) use(name string, p Pos, call bool) {
	l := r.local(name)
	if r.out != nil {
		r.out.Refs = append(r.out.Refs, Ref{Name: name, Pos: p, Call: call, Local: l})
	}
	if l != nil {
		return
	}
	key := name
	if call {
		key += "()"
	}
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	if r.seen[key] {
		return
	}
	r.seen[key] = true
	r.free = append(r.free, FreeName{Name: name, Pos: p, Call: call})
}

func (r *resolver) expr(e *syntax.Expr) {
	if e == nil {
		return
	}
	r.or(e.Test)
	r.or(e.If)
	r.expr(e.Else)
}

func (r *resolver) or(t *syntax.OrTest) {
	if t == nil {
		return
	}
	r.and(t.Left)
	for _, o := range t.Rest {
		r.and(o.Right)
	}
}

func (r *resolver) and(t *syntax.AndTest) {
	r.not(t.Left)
	for _, o := range t.Rest {
		r.not(o.Right)
	}
}

func (r *resolver) not(t *syntax.NotTest) {
	if t.Not != nil {
		r.not(t.Not)
		return
	}
	r.sum(t.Cmp.Left)
	for _, o := range t.Cmp.Rest {
		r.sum(o.Right)
	}
}

func (r *resolver) sum(t *syntax.Sum) {
	r.meet(t.Left)
	for _, o := range t.Rest {
		r.meet(o.Right)
	}
}

func (r *resolver) meet(t *syntax.Meet) {
	r.product(t.Left)
	for _, o := range t.Rest {
		r.product(o.Right)
	}
}

func (r *resolver) product(t *syntax.Product) {
	r.postfix(t.Left.Operand)
	for _, o := range t.Rest {
		r.postfix(o.Right.Operand)
	}
}

func (r *resolver) postfix(t *syntax.Postfix) {
	r.primary(t.Primary)
	for _, ix := range t.Index {
		r.expr(ix.At)
	}
}

func (r *resolver) primary(p *syntax.Primary) {
	switch {
	case p.Call != nil:
		r.use(p.Call.Name, posOf(p.Call.Pos), true)
		if r.out != nil {
			r.out.Calls = append(r.out.Calls, callRef(p.Call, r.local(p.Call.Name) != nil))
		}
		for _, a := range p.Call.Args {
			r.expr(a.Value)
		}
	case p.Name != nil:
		r.use(*p.Name, posOf(p.Pos), false)
	case p.Family != nil:
		for _, set := range p.Family.Sets {
			for _, e := range set.Elems {
				r.expr(e)
			}
		}
	case p.List != nil:
		r.list(p.List)
	case p.Paren != nil:
		for _, e := range p.Paren.Elems {
			r.expr(e)
		}
	}
}

// list resolves a list or a comprehension: each for clause's source sees
// the names of the clauses before it; its conditions and the item see
// its own too.
func (r *resolver) list(l *syntax.ListLit) {
	if l.First == nil {
		return
	}
	depth := len(r.scopes)
	for _, f := range l.For {
		r.or(f.In)
		sc := map[string]*Ident{}
		var at []Pos
		if r.out != nil {
			at = r.unit.NamesAfter(posOf(f.Pos), len(f.Vars))
		}
		for i, v := range f.Vars {
			id := &Ident{Name: v}
			if i < len(at) {
				id.Pos = at[i]
			}
			sc[v] = id
			if r.out != nil {
				r.out.Locals = append(r.out.Locals, id)
			}
		}
		r.scopes = append(r.scopes, sc)
		for _, c := range f.Ifs {
			r.or(c)
		}
	}
	r.expr(l.First)
	r.scopes = r.scopes[:depth]
	for _, e := range l.Rest {
		r.expr(e)
	}
}
