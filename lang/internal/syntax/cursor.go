package syntax

// What the tokens say where the parser cannot: the names a statement
// binds when it does not parse (yet), the places of a definition's
// parameters and of a comprehension's variables, and what surrounds a
// place in a half-typed source (the calls open around it, the names
// bound there). Editors read them (zq lsp); nothing here evaluates.

import "strings"

// NamesAfter returns the places of the first n identifiers of u after
// p (fewer when u has fewer): the parameters of a definition whose name
// is at p, the variables of a comprehension clause whose `for` is at p.
func (u Unit) NamesAfter(p Pos, n int) []Pos {
	var out []Pos
	for _, t := range u.toks {
		if len(out) == n {
			break
		}
		if t.kind != tokIdent || int(t.line) < p.Line || int(t.line) == p.Line && int(t.col) <= p.Col {
			continue
		}
		out = append(out, t.at(p.File))
	}
	return out
}

// Head is what the first tokens of a statement say it binds, parsed or
// not: the name of `name = ...`, `let name = ...` or `name(a, b) = ...`
// with its place and, for a definition, its parameters.
type Head struct {
	Name   string
	Pos    Pos
	Def    bool
	Params []string
}

// Head returns what u binds by its first tokens, and false when they
// bind nothing.
func (u Unit) Head() (Head, bool) {
	return headOf(u.Pos.File, u.toks)
}

func headOf(file string, toks []token) (Head, bool) {
	if len(toks) > 0 && toks[0].is(tokKeyword, "let") {
		toks = toks[1:]
	}
	if len(toks) < 2 || toks[0].kind != tokIdent {
		return Head{}, false
	}
	h := Head{Name: toks[0].val, Pos: toks[0].at(file)}
	if toks[1].is(tokOp, "=") {
		return h, true
	}
	if !toks[1].is(tokOp, "(") {
		return Head{}, false
	}
	for i := 2; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tokIdent:
			h.Params = append(h.Params, t.val)
		case t.is(tokOp, ","):
		case t.is(tokOp, ")"):
			if i+1 < len(toks) && toks[i+1].is(tokOp, "=") {
				h.Def = true
				return h, true
			}
			return Head{}, false
		default:
			return Head{}, false
		}
	}
	return Head{}, false
}

// OpenCall is a call whose parentheses are open around a place: the
// name called and where, the index of the argument the place is in
// (counting every argument before it, named or not), the names of the
// named arguments given before it, and Key, the name of the named
// argument whose value the place is in ("" in a positional one or
// before a name's colon).
type OpenCall struct {
	Name  string
	Pos   Pos
	Arg   int
	Named []string
	Key   string
}

// Cursor is what surrounds a place of a source, read from its tokens
// alone (the statement may be half typed).
type Cursor struct {
	// Calls are the calls open around the place, outermost first.
	Calls []OpenCall
	// InString and InComment report a place inside a string (or raw
	// string) or a comment.
	InString, InComment bool
	// Locals are the names bound at the place by the statement it is
	// in: the parameters of a definition and the variables of the
	// comprehension clauses before it.
	Locals []string
	// Def is the name of the definition the place is in, or "".
	Def string
}

// CursorAt returns what surrounds byte offset off of src. It reads
// src from its start up to off, going on after lexical errors on the
// next line, as the reader does.
func CursorAt(src string, off int) Cursor {
	off = min(max(off, 0), len(src))
	lx := newLexer("", src[:off])
	lx.comments = true
	type open struct {
		tok  token
		call int // index in cur.Calls, or -1
	}
	var (
		cur   Cursor
		stack []open
		stmt  []token // the statement so far
	)
	reset := func() {
		cur = Cursor{}
		stack, stmt = stack[:0], stmt[:0]
	}
	bol := true // at the beginning of a line, where a meta-command may start
	for {
		if bol && len(stack) == 0 && len(stmt) == 0 {
			// A meta-command line (":trace on") is no statement, as
			// the reader reads it.
			i := lx.off
			for i < len(lx.src) && (lx.src[i] == ' ' || lx.src[i] == '\t' || lx.src[i] == '\r') {
				i++
			}
			if i < len(lx.src) && lx.src[i] == ':' {
				lx.skipLine()
				reset()
				continue
			}
		}
		bol = false
		t, lerr, raw := lx.next()
		if lerr != nil {
			if raw {
				cur.InString = true // an unterminated raw string runs to the place
				return cur
			}
			if strings.HasPrefix(lerr.Msg, "unterminated string") && strings.IndexByte(src[lx.off:off], '\n') < 0 {
				cur.InString = true
				return cur
			}
			lx.skipLine()
			reset()
			bol = true
			continue
		}
		switch t.kind {
		case tokEOF:
			return cur
		case tokComment:
			if t.off+len(t.val) >= off {
				cur.InComment = true
				return cur
			}
			continue
		case tokNewline:
			if len(stack) == 0 {
				reset()
				bol = true
			}
			continue
		}
		stmt = append(stmt, t)
		if len(stmt) == 1 || t.is(tokOp, "=") && len(stack) == 0 {
			if h, ok := headOf("", stmt); ok && h.Def {
				cur.Def, cur.Locals = h.Name, append(cur.Locals, h.Params...)
			}
		}
		if t.kind == tokKeyword && t.val == "for" {
			// The variables of the clause: names up to `in`.
			cur.Locals = append(cur.Locals, forVars(src[t.off:off])...)
		}
		if t.kind != tokOp {
			continue
		}
		switch t.val {
		case ";":
			if len(stack) == 0 {
				reset()
			}
		case "(", "[", "{":
			o := open{tok: t, call: -1}
			if n := len(stmt); t.val == "(" && n >= 2 && stmt[n-2].kind == tokIdent {
				name := stmt[n-2]
				o.call = len(cur.Calls)
				cur.Calls = append(cur.Calls, OpenCall{Name: name.val, Pos: name.at("")})
			}
			stack = append(stack, o)
		case ")", "]", "}":
			if len(stack) > 0 {
				if o := stack[len(stack)-1]; o.call >= 0 {
					cur.Calls = cur.Calls[:o.call]
				}
				stack = stack[:len(stack)-1]
			}
		case ",":
			if len(stack) > 0 {
				if o := stack[len(stack)-1]; o.call >= 0 {
					c := &cur.Calls[o.call]
					c.Arg++
					c.Key = ""
				}
			}
		case ":":
			n := len(stmt)
			if len(stack) > 0 && n >= 2 && stmt[n-2].kind == tokIdent {
				if o := stack[len(stack)-1]; o.call >= 0 {
					c := &cur.Calls[o.call]
					c.Named = append(c.Named, stmt[n-2].val)
					c.Key = stmt[n-2].val
				}
			}
		}
	}
}

// forVars returns the names after `for` at the start of s, up to `in`.
func forVars(s string) []string {
	lx := newLexer("", s)
	var out []string
	if t, _, _ := lx.next(); !t.is(tokKeyword, "for") {
		return nil
	}
	for {
		t, lerr, _ := lx.next()
		if lerr != nil || t.kind == tokEOF || t.is(tokKeyword, "in") {
			return out
		}
		switch {
		case t.kind == tokIdent:
			out = append(out, t.val)
		case t.is(tokOp, ","):
		default:
			return out
		}
	}
}
