package lang

// The parser: recursive descent over one statement's tokens, one
// function per rule of the grammar (see Grammar), with one token of
// lookahead (two to tell a call, a named argument or a binding from a
// name). It does a constant amount of work per token; the reader bounds
// how deeply a statement nests and how many tokens it has.

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// parser holds the tokens of one statement and the place reached.
type parser struct {
	file string
	toks []token
	i    int
	end  token // the end of the statement, as a token
}

// syntaxError is how the parser gives up: the token it could not take.
type syntaxError struct{ at token }

func (p *parser) peek() token { return p.peekAt(0) }

func (p *parser) peekAt(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.end
}

func (p *parser) take() token {
	t := p.peek()
	if p.i < len(p.toks) {
		p.i++
	}
	return t
}

// pos is the position of the next token.
func (p *parser) pos() Pos { return p.peek().at(p.file) }

// takePos takes the next token and returns its position.
func (p *parser) takePos() Pos { return p.take().at(p.file) }

// tokPos is the position of token t.
func (p *parser) tokPos(t token) Pos { return t.at(p.file) }

func (p *parser) fail() { panic(syntaxError{p.peek()}) }

func (p *parser) isOp(v string) bool { return p.peek().is(tokOp, v) }
func (p *parser) isKw(v string) bool { return p.peek().is(tokKeyword, v) }

func (p *parser) expect(kind tokKind, v string) token {
	if !p.peek().is(kind, v) {
		p.fail()
	}
	return p.take()
}

func (p *parser) ident() string {
	if p.peek().kind != tokIdent {
		p.fail()
	}
	return p.take().val
}

// parseUnit parses the tokens of one statement.
func parseUnit(u unit, line func(Pos) string) (st *Stmt, perr *Error) {
	last := u.toks[len(u.toks)-1]
	end := last
	end.kind, end.val, end.off = tokEOF, "", last.off+len(last.val)
	if i := strings.LastIndexByte(last.val, '\n'); i >= 0 {
		// A raw string over several lines ends on its last line.
		end.line += int32(strings.Count(last.val, "\n"))
		end.col = int32(1 + utf8.RuneCountInString(last.val[i+1:]))
	} else {
		end.col += int32(utf8.RuneCountInString(last.val))
	}
	file := u.pos.File
	p := &parser{file: file, toks: u.toks, end: end}
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		se, ok := r.(syntaxError)
		if !ok {
			panic(r)
		}
		st = nil
		if bad, ok := badDefinition(u.toks); ok {
			p := bad.at(file)
			perr = &Error{Pos: p, Msg: "the parameters of a function definition must be names, as in f(a, b) = a + b", Line: line(p)}
			return
		}
		msg := "syntax error: unexpected end of statement"
		if se.at.kind != tokEOF {
			msg = fmt.Sprintf("syntax error: unexpected %q", se.at.val)
		}
		at := se.at.at(file)
		perr = &Error{Pos: at, Msg: msg, Line: line(at)}
	}()
	st = p.stmt()
	return st, nil
}

func (p *parser) stmt() *Stmt {
	st := &Stmt{Pos: p.pos()}
	switch {
	case p.isKw("assert"):
		p.take()
		a := &AssertStmt{Cond: p.expr()}
		if p.isOp(",") {
			p.take()
			a.Message = p.expr()
		}
		st.Assert = a
	case p.isDef():
		d := &DefStmt{Pos: p.pos(), Name: p.take().val}
		p.take() // (
		for !p.isOp(")") {
			d.Params = append(d.Params, p.ident())
			if p.isOp(",") {
				p.take()
			}
		}
		p.take() // )
		p.take() // =
		d.Body = p.expr()
		st.Def = d
	case p.isKw("let") || p.peek().kind == tokIdent && p.peekAt(1).is(tokOp, "="):
		a := &AssignStmt{Pos: p.pos()}
		if p.isKw("let") {
			p.take()
			a.Let = true
		}
		a.Name = p.ident()
		p.expect(tokOp, "=")
		a.Value = p.expr()
		st.Assign = a
	default:
		st.Expr = p.expr()
	}
	if p.peek().kind != tokEOF {
		p.fail()
	}
	return st
}

// isDef reports whether a function definition starts here:
// name ( names ) =.
func (p *parser) isDef() bool {
	if p.peek().kind != tokIdent || !p.peekAt(1).is(tokOp, "(") {
		return false
	}
	k := 2
	if p.peekAt(k).kind == tokIdent {
		k++
		for p.peekAt(k).is(tokOp, ",") && p.peekAt(k+1).kind == tokIdent {
			k += 2
		}
	}
	return p.peekAt(k).is(tokOp, ")") && p.peekAt(k+1).is(tokOp, "=")
}

func (p *parser) expr() *Expr {
	e := &Expr{Pos: p.pos(), Test: p.orTest()}
	if p.isKw("if") {
		p.take()
		e.If = p.orTest()
		p.expect(tokKeyword, "else")
		e.Else = p.expr()
	}
	return e
}

func (p *parser) orTest() *OrTest {
	o := &OrTest{Pos: p.pos(), Left: p.andTest()}
	for p.isKw("or") {
		op := &OrOp{Pos: p.takePos()}
		op.Right = p.andTest()
		o.Rest = append(o.Rest, op)
	}
	return o
}

func (p *parser) andTest() *AndTest {
	a := &AndTest{Pos: p.pos(), Left: p.notTest()}
	for p.isKw("and") {
		op := &AndOp{Pos: p.takePos()}
		op.Right = p.notTest()
		a.Rest = append(a.Rest, op)
	}
	return a
}

func (p *parser) notTest() *NotTest {
	n := &NotTest{Pos: p.pos()}
	if p.isKw("not") {
		p.take()
		n.Not = p.notTest()
		return n
	}
	n.Cmp = p.cmp()
	return n
}

// opIn reports whether the next token is one of the operators ops.
func (p *parser) opIn(ops ...string) bool {
	t := p.peek()
	if t.kind != tokOp {
		return false
	}
	for _, o := range ops {
		if t.val == o {
			return true
		}
	}
	return false
}

func (p *parser) cmp() *Cmp {
	c := &Cmp{Pos: p.pos(), Left: p.sum()}
	for p.opIn("==", "!=", "<=", ">=", "<", ">") {
		t := p.take()
		c.Rest = append(c.Rest, &CmpOp{Pos: p.tokPos(t), Op: t.val, Right: p.sum()})
	}
	return c
}

func (p *parser) sum() *Sum {
	s := &Sum{Pos: p.pos(), Left: p.meet()}
	for p.opIn("|", "^", "-", "+") {
		t := p.take()
		s.Rest = append(s.Rest, &SumOp{Pos: p.tokPos(t), Op: t.val, Right: p.meet()})
	}
	return s
}

func (p *parser) meet() *Meet {
	m := &Meet{Pos: p.pos(), Left: p.product()}
	for p.isOp("&") {
		t := p.take()
		m.Rest = append(m.Rest, &MeetOp{Pos: p.tokPos(t), Op: t.val, Right: p.product()})
	}
	return m
}

func (p *parser) product() *Product {
	x := &Product{Pos: p.pos(), Left: p.unary()}
	for p.opIn("*", "/", "%") {
		t := p.take()
		x.Rest = append(x.Rest, &ProdOp{Pos: p.tokPos(t), Op: t.val, Right: p.unary()})
	}
	return x
}

func (p *parser) unary() *Unary {
	u := &Unary{Pos: p.pos()}
	if p.isOp("-") {
		p.take()
		u.Neg = true
	}
	u.Operand = p.postfix()
	return u
}

func (p *parser) postfix() *Postfix {
	x := &Postfix{Pos: p.pos(), Primary: p.primary()}
	for p.isOp("[") {
		ix := &Index{Pos: p.takePos()}
		ix.At = p.expr()
		p.expect(tokOp, "]")
		x.Index = append(x.Index, ix)
	}
	return x
}

func (p *parser) primary() *Primary {
	t := p.peek()
	pr := &Primary{Pos: p.tokPos(t)}
	switch {
	case t.kind == tokIdent && p.peekAt(1).is(tokOp, "("):
		pr.Call = p.call()
	case t.is(tokKeyword, "true") || t.is(tokKeyword, "false"):
		v := p.take().val
		pr.Bool = &v
	case t.kind == tokIdent:
		v := p.take().val
		pr.Name = &v
	case t.kind == tokInt:
		v := p.take().val
		pr.Int = &v
	case t.kind == tokString:
		v := p.take().val
		pr.Str = &v
	case t.kind == tokRaw:
		v := p.take().val
		pr.Raw = &v
	case t.is(tokOp, "{"):
		pr.Family = p.familyLit()
	case t.is(tokOp, "["):
		pr.List = p.listLit()
	case t.is(tokOp, "("):
		pr.Paren = p.parenLit()
	default:
		p.fail()
	}
	return pr
}

func (p *parser) call() *CallExpr {
	c := &CallExpr{Pos: p.pos(), Name: p.take().val}
	p.take() // (
	for !p.isOp(")") {
		a := &Arg{Pos: p.pos()}
		if p.peek().kind == tokIdent && p.peekAt(1).is(tokOp, ":") {
			a.Name = p.take().val
			p.take()
		}
		a.Value = p.expr()
		c.Args = append(c.Args, a)
		if !p.isOp(",") {
			break
		}
		p.take()
	}
	p.expect(tokOp, ")")
	return c
}

func (p *parser) familyLit() *FamilyLit {
	f := &FamilyLit{Pos: p.takePos()}
	for p.isOp("{") {
		f.Sets = append(f.Sets, p.setLit())
		if !p.isOp(",") {
			break
		}
		p.take()
	}
	p.expect(tokOp, "}")
	return f
}

func (p *parser) setLit() *SetLit {
	s := &SetLit{Pos: p.takePos()}
	for !p.isOp("}") {
		s.Elems = append(s.Elems, p.expr())
		if !p.isOp(",") {
			break
		}
		p.take()
	}
	p.expect(tokOp, "}")
	return s
}

func (p *parser) listLit() *ListLit {
	l := &ListLit{Pos: p.takePos()}
	if !p.isOp("]") {
		l.First = p.expr()
		for p.isKw("for") {
			l.For = append(l.For, p.compFor())
		}
		for p.isOp(",") {
			p.take()
			if p.isOp("]") {
				break
			}
			l.Rest = append(l.Rest, p.expr())
		}
	}
	p.expect(tokOp, "]")
	return l
}

func (p *parser) compFor() *CompFor {
	c := &CompFor{Pos: p.takePos()}
	c.Vars = append(c.Vars, p.ident())
	for p.isOp(",") {
		p.take()
		c.Vars = append(c.Vars, p.ident())
	}
	p.expect(tokKeyword, "in")
	c.In = p.orTest()
	for p.isKw("if") {
		p.take()
		c.Ifs = append(c.Ifs, p.orTest())
	}
	return c
}

func (p *parser) parenLit() *ParenLit {
	x := &ParenLit{Pos: p.takePos()}
	x.Elems = append(x.Elems, p.expr())
	for p.isOp(",") {
		p.take()
		x.Elems = append(x.Elems, p.expr())
	}
	p.expect(tokOp, ")")
	return x
}

// badDefinition reports whether toks look like a function definition
// `name(...) = ...` whose parameters are not all names, and the first
// token that is not.
func badDefinition(toks []token) (token, bool) {
	if len(toks) < 4 || toks[0].kind != tokIdent || toks[1].val != "(" {
		return token{}, false
	}
	depth := 0
	var bad *token
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokOp {
			switch t.val {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
				if depth == 0 {
					if i+1 < len(toks) && toks[i+1].is(tokOp, "=") && bad != nil {
						return *bad, true
					}
					return token{}, false
				}
			}
		}
		if depth == 1 && bad == nil && i > 1 && !(t.kind == tokIdent || t.val == "," || t.val == ")") {
			bad = &toks[i]
		}
		if depth > 1 && bad == nil {
			bad = &toks[i]
		}
	}
	return token{}, false
}
