// The outline of a script: what it binds, uses and calls, and where,
// read without running it (for editors: zq lsp), and what surrounds a
// place of a half-typed script.

package lang

import (
	"strconv"
	"strings"

	"github.com/zqlang/zq/lang/internal/syntax"
)

// Ident is a name and its place.
type Ident struct {
	Name string
	Pos  Pos
}

// Ref is one use of a name in a statement.
type Ref struct {
	Name string
	Pos  Pos
	// Call is true for a name called as a function.
	Call bool
	// Local is the parameter or comprehension variable of the
	// statement the name refers to, or nil for a free name (a binding
	// of the script or the session, or a builtin).
	Local *Ident
}

// CallRef is one call in a statement: the name called, where, and its
// arguments as written.
type CallRef struct {
	Name string
	Pos  Pos
	// Local is true when the name called is a parameter or a
	// comprehension variable (a function passed in).
	Local bool
	Args  []ArgRef
}

// ArgRef is one argument of a call.
type ArgRef struct {
	// Name is the name of a named argument (`seed: 1`), or "".
	Name string
	// Pos is the place of the name of a named argument, else of the
	// value.
	Pos Pos
	// Str is the string an argument that is a string literal gives, or
	// nil.
	Str *string
}

// OutlineStmt is one statement of an outline (or a meta-command line,
// or a statement that does not read).
type OutlineStmt struct {
	// Pos is where the statement starts, Off and End its byte offsets in
	// the source (End just past it) and Text its text.
	Pos      Pos
	Off, End int
	Text     string
	// Meta is the text of a meta-command line (":timeout 10s").
	Meta string
	// Err is the lexical or syntax error of a statement that does not
	// read; the fields below are then what its first tokens say it
	// binds (Name, NamePos, Def), and nothing else.
	Err *Error
	// Assert is true for an assertion.
	Assert bool
	// Name is the name a binding or a definition binds, at NamePos; Def
	// is true for a definition, whose parameters are Params.
	Name    string
	NamePos Pos
	Def     bool
	Params  []*Ident
	// Locals are the variables of the statement's comprehensions.
	Locals []*Ident
	// Refs are the uses of names, in the order the statement resolves
	// them; Calls are its calls.
	Refs  []Ref
	Calls []CallRef
}

// Outline is what a script says without running: its statements in
// order.
type Outline struct {
	File  string
	Stmts []*OutlineStmt
	byKey map[stmtKey][]*OutlineStmt // the statements by their lines, for Reread
}

// ReadOutline reads the statements of src (file names it in places)
// without running any, going on after a statement that does not read.
func ReadOutline(file, src string) *Outline { return readOutline(file, src, nil) }

// Reread returns the outline of src, a new text of the script o is the
// outline of: what ReadOutline(o.File, src) returns, with the
// statements whose lines are unchanged (moved or not) taken from o
// instead of parsed again, so that a small change costs little more
// than reading the tokens.
func (o *Outline) Reread(src string) *Outline { return readOutline(o.File, src, o) }

// stmtKey is what a statement's outline depends on beyond its file: the
// lines it spans, whole, and its column.
type stmtKey struct {
	lines string
	col   int
}

func keyOf(src string, off, end, col int) stmtKey {
	from := strings.LastIndexByte(src[:off], '\n') + 1
	to := len(src)
	if i := strings.IndexByte(src[end:], '\n'); i >= 0 {
		to = end + i
	}
	return stmtKey{src[from:to], col}
}

func readOutline(file, src string, prev *Outline) *Outline {
	units, _ := syntax.Split(file, src)
	var lines []string
	o := &Outline{File: file, byKey: map[stmtKey][]*OutlineStmt{}}
	for _, u := range units {
		if u.IsStmt() {
			key := keyOf(src, u.Off, u.End, u.Pos.Col)
			if old := prev.stmt(key, u.Pos.Line); old != nil {
				st := old.moved(u.Pos.Line-old.Pos.Line, u.Off-old.Off)
				o.Stmts = append(o.Stmts, st)
				o.byKey[key] = append(o.byKey[key], st)
				continue
			}
			if lines == nil {
				lines = strings.Split(src, "\n")
			}
			st := readStmt(u, lines)
			o.Stmts = append(o.Stmts, st)
			o.byKey[key] = append(o.byKey[key], st)
			continue
		}
		o.Stmts = append(o.Stmts, &OutlineStmt{Pos: u.Pos, Off: u.Off, End: u.End, Text: u.Text, Meta: u.Meta, Err: u.LexErr})
	}
	return o
}

// stmt returns a statement of o with key, the one on line when there
// is one (so that it is taken as it is), or nil.
func (o *Outline) stmt(key stmtKey, line int) *OutlineStmt {
	if o == nil {
		return nil
	}
	same := o.byKey[key]
	for _, st := range same {
		if st.Pos.Line == line {
			return st
		}
	}
	if len(same) > 0 {
		return same[0]
	}
	return nil
}

// readStmt reads the statement of unit u.
func readStmt(u syntax.Unit, lines []string) *OutlineStmt {
	st := &OutlineStmt{Pos: u.Pos, Off: u.Off, End: u.End, Text: u.Text}
	parsed, perr := syntax.Parse(u, func(p Pos) string { return lineOf(lines, p) })
	if perr != nil {
		st.Err = perr
		if h, ok := u.Head(); ok {
			st.Name, st.NamePos, st.Def = h.Name, h.Pos, h.Def
		}
		return st
	}
	r := &resolver{out: st, unit: u}
	switch {
	case parsed.Def != nil:
		d := parsed.Def
		st.Name, st.NamePos, st.Def = d.Name, posOf(d.Pos), true
		at := u.NamesAfter(st.NamePos, len(d.Params))
		params := map[string]*Ident{}
		for i, p := range d.Params {
			id := &Ident{Name: p}
			if i < len(at) {
				id.Pos = at[i]
			}
			st.Params = append(st.Params, id)
			params[p] = id
		}
		r.scopes = []map[string]*Ident{params}
		r.expr(d.Body)
	case parsed.Assign != nil:
		a := parsed.Assign
		st.Name = a.Name
		st.NamePos = posOf(a.Pos)
		if at := u.NamesAfter(posOf(a.Pos), 1); a.Let && len(at) == 1 {
			st.NamePos = at[0]
		}
		r.expr(a.Value)
	case parsed.Assert != nil:
		st.Assert = true
		r.expr(parsed.Assert.Cond)
		r.expr(parsed.Assert.Message)
	default:
		r.expr(parsed.Expr)
	}
	return st
}

// moved returns st moved down dl lines and doff bytes (up when
// negative): st itself when it does not move.
func (st *OutlineStmt) moved(dl, doff int) *OutlineStmt {
	if dl == 0 && doff == 0 {
		return st
	}
	mv := func(p Pos) Pos {
		if p.Line > 0 {
			p.Line += dl
		}
		return p
	}
	n := *st
	n.Pos, n.NamePos = mv(st.Pos), mv(st.NamePos)
	n.Off, n.End = st.Off+doff, st.End+doff
	if st.Err != nil {
		e := *st.Err
		e.Pos = mv(e.Pos)
		n.Err = &e
	}
	ids := map[*Ident]*Ident{}
	id := func(x *Ident) *Ident {
		if x == nil {
			return nil
		}
		if y, ok := ids[x]; ok {
			return y
		}
		y := &Ident{Name: x.Name, Pos: mv(x.Pos)}
		ids[x] = y
		return y
	}
	n.Params, n.Locals = nil, nil
	for _, p := range st.Params {
		n.Params = append(n.Params, id(p))
	}
	for _, l := range st.Locals {
		n.Locals = append(n.Locals, id(l))
	}
	n.Refs, n.Calls = nil, nil
	for _, r := range st.Refs {
		n.Refs = append(n.Refs, Ref{Name: r.Name, Pos: mv(r.Pos), Call: r.Call, Local: id(r.Local)})
	}
	for _, c := range st.Calls {
		var args []ArgRef
		for _, a := range c.Args {
			args = append(args, ArgRef{Name: a.Name, Pos: mv(a.Pos), Str: a.Str})
		}
		n.Calls = append(n.Calls, CallRef{Name: c.Name, Pos: mv(c.Pos), Local: c.Local, Args: args})
	}
	return &n
}

// callRef is the outline of a call.
func callRef(cl *syntax.CallExpr, local bool) CallRef {
	c := CallRef{Name: cl.Name, Pos: posOf(cl.Pos), Local: local}
	for _, a := range cl.Args {
		ar := ArgRef{Name: a.Name, Pos: posOf(a.Value.Pos)}
		if a.Name != "" {
			ar.Pos = posOf(a.Pos)
		}
		if s, ok := literalString(a.Value); ok {
			ar.Str = &s
		}
		c.Args = append(c.Args, ar)
	}
	return c
}

// literalString returns the string an expression that is a string
// literal gives.
func literalString(e *syntax.Expr) (string, bool) {
	if e.If != nil || len(e.Test.Rest) > 0 || len(e.Test.Left.Rest) > 0 {
		return "", false
	}
	n := e.Test.Left.Left
	if n.Cmp == nil || len(n.Cmp.Rest) > 0 || len(n.Cmp.Left.Rest) > 0 {
		return "", false
	}
	m := n.Cmp.Left.Left
	if len(m.Rest) > 0 || len(m.Left.Rest) > 0 {
		return "", false
	}
	u := m.Left.Left
	if u.Neg || len(u.Operand.Index) > 0 {
		return "", false
	}
	switch p := u.Operand.Primary; {
	case p.Str != nil:
		s, err := strconv.Unquote(*p.Str)
		return s, err == nil
	case p.Raw != nil:
		return strings.TrimSuffix(strings.TrimPrefix(*p.Raw, "`"), "`"), true
	}
	return "", false
}

// OpenCall is a call whose parentheses are open around a place: the
// name called (Name, at Pos), the index of the argument the place is in
// (Arg, counting every argument before it), the names of the named
// arguments given before it (Named), and the name of the named argument
// whose value the place is in (Key, or "").
type OpenCall = syntax.OpenCall

// Cursor is what surrounds a place of a source, read from its tokens
// alone, so that a statement half typed still tells it: the calls open
// around the place (Calls, outermost first), whether it is inside a
// string or a comment (InString, InComment), the names the statement
// binds there (Locals: the parameters of the definition it is in, the
// variables of comprehension clauses before it) and the name of that
// definition (Def, or "").
type Cursor = syntax.Cursor

// CursorAt returns what surrounds byte offset off of src.
func CursorAt(src string, off int) Cursor { return syntax.CursorAt(src, off) }
