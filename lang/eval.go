package lang

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/zdd"
)

// evaluator evaluates the expressions of one statement. It carries the
// local scope (function parameters, comprehension variables), the
// source the code being evaluated comes from (for error lines) and the
// user-function calls in progress (for error traces and the depth
// limit).
type evaluator struct {
	s     *Session
	ctx   context.Context
	scope *scope
	src   source
	stack []frame
	m     *meter // the plain values made, made on first use
}

// source is a file name and its lines, for error messages.
type source struct {
	file  string
	lines []string
}

func (src source) line(p Pos) string {
	if p.File == src.file && p.Line >= 1 && p.Line <= len(src.lines) {
		return src.lines[p.Line-1]
	}
	return ""
}

// scope is one level of local names; up is the enclosing level within
// the same function body (nil at its top).
type scope struct {
	vars map[string]Value
	up   *scope
}

// frame is one call in progress: of a user function, or of source.
type frame struct {
	what string // "f(n)" or `source("defs.zq")`
	file string // the file read, for source
	at   Pos
	line string
}

// MaxDepth is the deepest nesting of user-function calls (and source
// files) a statement may reach before it stops with an error.
const MaxDepth = 10000

func (ev *evaluator) errAt(p Pos, format string, args ...any) *Error {
	e := &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: ev.src.line(p)}
	e.Calls = ev.callSites()
	return e
}

// callSites lists the calls in progress, innermost first.
func (ev *evaluator) callSites() []CallSite {
	if len(ev.stack) == 0 {
		return nil
	}
	out := make([]CallSite, 0, len(ev.stack))
	for i := len(ev.stack) - 1; i >= 0; i-- {
		f := ev.stack[i]
		out = append(out, CallSite{What: f.what, Pos: f.at, Line: f.line})
	}
	return out
}

// lookup finds a name in the local scopes, then among the bindings.
func (ev *evaluator) lookup(name string) (Value, bool) {
	for sc := ev.scope; sc != nil; sc = sc.up {
		if v, ok := sc.vars[name]; ok {
			return v, true
		}
	}
	v, ok := ev.s.vars[name]
	return v, ok
}

// names lists every name visible here, for spelling suggestions.
func (ev *evaluator) names() []string {
	out := ev.s.Names()
	for sc := ev.scope; sc != nil; sc = sc.up {
		for n := range sc.vars {
			out = append(out, n)
		}
	}
	return out
}

// interrupted reports a stopped statement (Ctrl-C, time-out) so loops
// and recursions end promptly even when they build no nodes.
func (ev *evaluator) interrupted() error {
	if err := ev.ctx.Err(); err != nil {
		return err
	}
	ev.s.M.Poll()
	return nil
}

// condition evaluates the condition of an assert. For a single
// comparison it also describes both sides, for the failure message.
func (ev *evaluator) condition(e *syntax.Expr) (Value, string, error) {
	c := singleCmp(e)
	if c == nil || len(c.Rest) != 1 {
		v, err := ev.expr(e)
		return v, "", err
	}
	l, err := ev.sum(c.Left)
	if err != nil {
		return nil, "", err
	}
	r, err := ev.sum(c.Rest[0].Right)
	if err != nil {
		return nil, "", err
	}
	v, err := ev.binary(posOf(c.Rest[0].Pos), c.Rest[0].Op, l, r)
	if err != nil {
		return nil, "", err
	}
	short := func(v Value) string {
		if f, ok := v.(*Family); ok {
			return ev.s.summary(f)
		}
		return Show(v)
	}
	detail := fmt.Sprintf("left is %s, right is %s", short(l), short(r))
	if fl, ok := l.(*Family); ok && short(l) == short(r) {
		// Alike summaries: say where they differ.
		if fr, ok := r.(*Family); ok {
			if u, ok := Unify(fl, fr); ok {
				m := ev.s.M
				side, d := "left", m.Diff(fl.Root, fr.Root)
				if d == zdd.Empty {
					side, d = "right", m.Diff(fr.Root, fl.Root)
				}
				if d != zdd.Empty {
					one := &Family{U: u, Root: m.SetOf(m.Sets(d, 1)[0])}
					detail = fmt.Sprintf("both are %s, but %s sets differ, such as %s, only on the %s", short(l), Group(m.Count(m.SymDiff(fl.Root, fr.Root))), strings.Trim(ev.s.listing(one), "{}"), side)
					detail = strings.Replace(detail, "such as ", "such as {", 1)
					detail = strings.Replace(detail, ", only on the", "}, only on the", 1)
				}
			}
		}
	}
	return v, detail, nil
}

// singleCmp returns the comparison e consists of, when it is nothing
// more (no conditional, and, or, not).
func singleCmp(e *syntax.Expr) *syntax.Cmp {
	if e.If != nil || len(e.Test.Rest) > 0 || len(e.Test.Left.Rest) > 0 || e.Test.Left.Left.Cmp == nil {
		return nil
	}
	return e.Test.Left.Left.Cmp
}

// chain evaluates a left-associative run of binary operators: left,
// then each operand of rest in turn, combined by ev.binary. split gives
// an operator's position, symbol and right operand; operand evaluates
// one operand of the next tighter level.
func chain[T, O any](ev *evaluator, left T, rest []O, operand func(T) (Value, error), split func(O) (Pos, string, T)) (Value, error) {
	v, err := operand(left)
	if err != nil {
		return nil, err
	}
	for _, o := range rest {
		p, op, right := split(o)
		r, err := operand(right)
		if err != nil {
			return nil, err
		}
		v, err = ev.binary(p, op, v, r)
		if err != nil {
			return nil, err
		}
	}
	return v, nil
}

// expr evaluates an expression: a test, or a conditional that
// evaluates its condition and then only the arm chosen.
func (ev *evaluator) expr(e *syntax.Expr) (Value, error) {
	if e.If == nil {
		return ev.orTest(e.Test)
	}
	c, err := ev.truth(e.If, "the condition of if")
	if err != nil {
		return nil, err
	}
	if c {
		return ev.orTest(e.Test)
	}
	return ev.expr(e.Else)
}

// truth evaluates a test that must give a boolean.
func (ev *evaluator) truth(t *syntax.OrTest, what string) (bool, error) {
	v, err := ev.orTest(t)
	if err != nil {
		return false, err
	}
	b, ok := v.(Bool)
	if !ok {
		return false, ev.errAt(posOf(t.Pos), "%s must be a boolean, got %s", what, KindOf(v))
	}
	return bool(b), nil
}

func (ev *evaluator) orTest(t *syntax.OrTest) (Value, error) {
	return logic(ev, "or", true, t.Left, t.Rest, ev.andTest, func(o *syntax.OrOp) *syntax.AndTest { return o.Right }, func(x *syntax.AndTest) Pos { return posOf(x.Pos) })
}

func (ev *evaluator) andTest(t *syntax.AndTest) (Value, error) {
	return logic(ev, "and", false, t.Left, t.Rest, ev.notTest, func(o *syntax.AndOp) *syntax.NotTest { return o.Right }, func(x *syntax.NotTest) Pos { return posOf(x.Pos) })
}

// logic evaluates a run of `or` (stop = true) or `and` (stop = false):
// operands left to right, each a boolean, stopping at the first one equal
// to stop, which is the result.
func logic[T, O any](ev *evaluator, name string, stop bool, left T, rest []O, operand func(T) (Value, error), right func(O) T, pos func(T) Pos) (Value, error) {
	v, err := operand(left)
	if err != nil || len(rest) == 0 {
		return v, err
	}
	at := left
	for i := 0; ; i++ {
		b, ok := v.(Bool)
		if !ok {
			return nil, ev.errAt(pos(at), "%s needs booleans, got %s", name, KindOf(v))
		}
		if bool(b) == stop || i == len(rest) {
			return b, nil
		}
		at = right(rest[i])
		if v, err = operand(at); err != nil {
			return nil, err
		}
	}
}

func (ev *evaluator) notTest(t *syntax.NotTest) (Value, error) {
	if t.Not == nil {
		return ev.cmp(t.Cmp)
	}
	v, err := ev.notTest(t.Not)
	if err != nil {
		return nil, err
	}
	b, ok := v.(Bool)
	if !ok {
		return nil, ev.errAt(posOf(t.Not.Pos), "not needs a boolean, got %s", KindOf(v))
	}
	return !b, nil
}

func (ev *evaluator) cmp(e *syntax.Cmp) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.sum, func(o *syntax.CmpOp) (Pos, string, *syntax.Sum) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) sum(e *syntax.Sum) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.meet, func(o *syntax.SumOp) (Pos, string, *syntax.Meet) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) meet(e *syntax.Meet) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.product, func(o *syntax.MeetOp) (Pos, string, *syntax.Product) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) product(e *syntax.Product) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.unary, func(o *syntax.ProdOp) (Pos, string, *syntax.Unary) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) unary(e *syntax.Unary) (Value, error) {
	v, err := ev.postfix(e.Operand)
	if err != nil || !e.Neg {
		return v, err
	}
	i, ok := v.(Int)
	if !ok {
		return nil, ev.errAt(posOf(e.Pos), "unary - needs an integer, got %s", KindOf(v))
	}
	return Int{new(big.Int).Neg(i.V)}, nil
}

func (ev *evaluator) postfix(e *syntax.Postfix) (Value, error) {
	v, err := ev.primary(e.Primary)
	if err != nil {
		return nil, err
	}
	for _, ix := range e.Index {
		iv, err := ev.expr(ix.At)
		if err != nil {
			return nil, err
		}
		i, ok := iv.(Int)
		if !ok {
			return nil, ev.errAt(posOf(ix.At.Pos), "an index must be an integer, got %s", KindOf(iv))
		}
		var items []Value
		switch x := v.(type) {
		case List:
			items = x
		case Tuple:
			items = x
		default:
			return nil, ev.errAt(posOf(ix.Pos), "cannot index %s (only lists and tuples)", KindOf(v))
		}
		n := i.V.Int64()
		if !i.V.IsInt64() || n < -int64(len(items)) || n >= int64(len(items)) {
			return nil, ev.errAt(posOf(ix.At.Pos), "index %s out of range (length %d)", i.V, len(items))
		}
		if n < 0 {
			n += int64(len(items))
		}
		v = items[n]
	}
	return v, nil
}

func (ev *evaluator) primary(p *syntax.Primary) (Value, error) {
	pos := posOf(p.Pos)
	switch {
	case p.Call != nil:
		return ev.call(p.Call)
	case p.Bool != nil:
		return Bool(*p.Bool == "true"), nil
	case p.Name != nil:
		v, ok := ev.lookup(*p.Name)
		if !ok {
			if ev.s.isBuiltin(*p.Name) {
				return nil, ev.errAt(pos, "%s is a builtin: call it as %s(...)", *p.Name, *p.Name)
			}
			msg := "undefined name " + *p.Name
			if near := wording.Nearest(*p.Name, ev.names()); near != "" {
				msg += "; did you mean " + near + "?"
			}
			return nil, ev.errAt(pos, "%s", msg)
		}
		return v, nil
	case p.Int != nil:
		n, ok := new(big.Int).SetString(strings.ReplaceAll(*p.Int, "_", ""), 10)
		if !ok {
			return nil, ev.errAt(pos, "bad integer %s", *p.Int)
		}
		return Int{n}, nil
	case p.Str != nil:
		str, err := strconv.Unquote(*p.Str)
		if err != nil {
			return nil, ev.errAt(pos, "bad escape in string %s (use \\n \\t \\\" \\\\, or \\u00e9 for a character by its code)", *p.Str)
		}
		return Str(str), nil
	case p.Raw != nil:
		raw := strings.TrimSuffix(strings.TrimPrefix(*p.Raw, "`"), "`")
		raw = strings.TrimPrefix(strings.ReplaceAll(raw, "\r\n", "\n"), "\n")
		return Str(raw), nil
	case p.Family != nil:
		return ev.familyLit(p.Family)
	case p.List != nil:
		return ev.list(p.List)
	case p.Paren != nil:
		if len(p.Paren.Elems) == 1 {
			return ev.expr(p.Paren.Elems[0])
		}
		out, err := ev.exprs(p.Paren.Elems)
		if err != nil {
			return nil, err
		}
		return Tuple(out), nil
	}
	return nil, ev.errAt(pos, "internal error: empty expression")
}

// exprs evaluates es in order; it stops at the first error.
func (ev *evaluator) exprs(es []*syntax.Expr) ([]Value, error) {
	out := make([]Value, 0, len(es))
	for _, e := range es {
		v, err := ev.expr(e)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (ev *evaluator) familyLit(f *syntax.FamilyLit) (Value, error) {
	m := ev.s.M
	root := zdd.Empty
	for _, set := range f.Sets {
		vars := make([]uint32, 0, len(set.Elems))
		for _, e := range set.Elems {
			v, err := ev.expr(e)
			if err != nil {
				return nil, err
			}
			x, err := Integers.Elem(v)
			if err != nil {
				return nil, ev.errAt(posOf(e.Pos), "in a family literal: %s", err.Error())
			}
			vars = append(vars, x)
		}
		root = m.Union(root, m.SetOf(vars))
	}
	return &Family{U: Integers, Root: root}, nil
}

// binary applies an operator.
func (ev *evaluator) binary(p Pos, op string, a, b Value) (Value, error) {
	m := ev.s.M
	switch op {
	case "==":
		if a.Kind() != b.Kind() {
			return nil, ev.errAt(p, "cannot compare %s with %s", KindOf(a), KindOf(b))
		}
		if fa, ok := a.(*Family); ok {
			if _, err := ev.sameU(p, op, fa, b.(*Family)); err != nil {
				return nil, err
			}
		}
		return Bool(equal(a, b)), nil
	case "!=":
		if a.Kind() != b.Kind() {
			return nil, ev.errAt(p, "cannot compare %s with %s", KindOf(a), KindOf(b))
		}
		if fa, ok := a.(*Family); ok {
			if _, err := ev.sameU(p, op, fa, b.(*Family)); err != nil {
				return nil, err
			}
		}
		return Bool(!equal(a, b)), nil
	}
	switch a := a.(type) {
	case *Family:
		fb, ok := b.(*Family)
		if !ok {
			return nil, ev.errAt(p, "operator %s: the left side is a family, the right side is %s", op, KindOf(b))
		}
		u, err := ev.sameU(p, op, a, fb)
		if err != nil {
			return nil, err
		}
		var r zdd.Node
		switch op {
		case "<=":
			return Bool(m.IsSubfamily(a.Root, fb.Root)), nil
		case ">=":
			return Bool(m.IsSubfamily(fb.Root, a.Root)), nil
		case "<":
			return Bool(a.Root != fb.Root && m.IsSubfamily(a.Root, fb.Root)), nil
		case ">":
			return Bool(a.Root != fb.Root && m.IsSubfamily(fb.Root, a.Root)), nil
		case "|":
			r = m.Union(a.Root, fb.Root)
		case "^":
			r = m.SymDiff(a.Root, fb.Root)
		case "-":
			r = m.Diff(a.Root, fb.Root)
		case "&":
			r = m.Intersect(a.Root, fb.Root)
		case "*":
			r = m.Join(a.Root, fb.Root)
		case "/":
			r = m.Quotient(a.Root, fb.Root)
		case "%":
			r = m.Remainder(a.Root, fb.Root)
		default:
			return nil, ev.errAt(p, "operator %s is not defined on families (use | for union)", op)
		}
		return &Family{U: u, Root: r}, nil
	case Int:
		bi, ok := b.(Int)
		if !ok {
			return nil, ev.errAt(p, "operator %s: the left side is an integer, the right side is %s", op, KindOf(b))
		}
		x, y := a.V, bi.V
		switch op {
		case "<=":
			return Bool(x.Cmp(y) <= 0), nil
		case ">=":
			return Bool(x.Cmp(y) >= 0), nil
		case "<":
			return Bool(x.Cmp(y) < 0), nil
		case ">":
			return Bool(x.Cmp(y) > 0), nil
		case "/", "%":
			if y.Sign() == 0 {
				return nil, ev.errAt(p, "division by zero")
			}
		}
		z, ok, err := ev.meter().arith(op, x, y)
		if err != nil {
			return nil, err
		}
		if ok {
			return Int{z}, nil
		}
	case Bool:
		bb, ok := b.(Bool)
		if !ok {
			return nil, ev.errAt(p, "operator %s: the left side is a boolean, the right side is %s", op, KindOf(b))
		}
		switch op {
		case "&":
			return a && bb, nil
		case "|":
			return a || bb, nil
		case "^":
			return Bool(a != bb), nil
		}
	case Str:
		bs, ok := b.(Str)
		if !ok {
			return nil, ev.errAt(p, "operator %s: the left side is a string, the right side is %s", op, KindOf(b))
		}
		switch op {
		case "+":
			if err := ev.meter().str(len(a) + len(bs)); err != nil {
				return nil, err
			}
			return a + bs, nil
		case "<=":
			return Bool(a <= bs), nil
		case ">=":
			return Bool(a >= bs), nil
		case "<":
			return Bool(a < bs), nil
		case ">":
			return Bool(a > bs), nil
		}
	case List:
		if bl, ok := b.(List); ok && op == "+" {
			if err := ev.meter().items(len(a)+len(bl), 0); err != nil {
				return nil, err
			}
			return append(append(make(List, 0, len(a)+len(bl)), a...), bl...), nil
		}
	}
	return nil, ev.errAt(p, "operator %s is not defined on %s and %s", op, KindOf(a), KindOf(b))
}

func (ev *evaluator) sameU(p Pos, op string, a, b *Family) (Universe, error) {
	if u, ok := Unify(a, b); ok {
		return u, nil
	}
	da, db := describePair(a.U, b.U)
	return nil, ev.errAt(p, "operator %s: the families are over different universes (%s and %s)", op, da, db)
}

// MaxIterate is the most sets a comprehension may walk in one family.
const MaxIterate = 1 << 20

// list evaluates a list literal or a comprehension.
func (ev *evaluator) list(l *syntax.ListLit) (Value, error) {
	if l.First == nil {
		return List{}, nil
	}
	if len(l.For) == 0 {
		out, err := ev.exprs(append([]*syntax.Expr{l.First}, l.Rest...))
		if err != nil {
			return nil, err
		}
		return List(out), nil
	}
	if len(l.Rest) > 0 {
		return nil, ev.errAt(posOf(l.Rest[0].Pos), "a comprehension makes the whole list: it cannot be followed by more items")
	}
	out := List{}
	saved := ev.scope
	ev.scope = &scope{vars: map[string]Value{}, up: saved}
	defer func() { ev.scope = saved }()
	var clause func(i int) error
	clause = func(i int) error {
		if i == len(l.For) {
			v, err := ev.expr(l.First)
			if err != nil {
				return err
			}
			if len(out) >= MaxItems {
				return ev.errAt(posOf(l.Pos), "the comprehension would have more than %s items", Group(big.NewInt(MaxItems)))
			}
			if err := ev.meter().kept(v); err != nil {
				return err
			}
			out = append(out, v)
			return nil
		}
		f := l.For[i]
		m := ev.meter()
		before := m.charged
		xs, err := ev.orTest(f.In)
		if err != nil {
			return err
		}
		// The source, made for this loop, is gone after it: what the
		// loop keeps of it is charged again.
		defer m.credit(m.charged - before)
		return ev.iterate(posOf(f.In.Pos), xs, func(x Value) error {
			if err := ev.bindVars(f, x); err != nil {
				return err
			}
			for _, cond := range f.Ifs {
				ok, err := ev.truth(cond, "the condition of if")
				if err != nil || !ok {
					return err
				}
			}
			return clause(i + 1)
		})
	}
	if err := clause(0); err != nil {
		return nil, err
	}
	return out, nil
}

// bindVars binds the names of a for clause to one item, unpacking it
// when there are several names.
func (ev *evaluator) bindVars(f *syntax.CompFor, x Value) error {
	if len(f.Vars) == 1 {
		ev.scope.vars[f.Vars[0]] = x
		return nil
	}
	var items []Value
	switch t := x.(type) {
	case Tuple:
		items = t
	case List:
		items = t
	default:
		return ev.errAt(posOf(f.Pos), "cannot unpack %s into %d names", KindOf(x), len(f.Vars))
	}
	if len(items) != len(f.Vars) {
		return ev.errAt(posOf(f.Pos), "cannot unpack %d values into %d names", len(items), len(f.Vars))
	}
	for i, n := range f.Vars {
		ev.scope.vars[n] = items[i]
	}
	return nil
}

// iterate calls fn on each item of xs: the items of a list or tuple, the
// sets of a family (each a one-set family, in enumeration order), the
// characters of a string.
func (ev *evaluator) iterate(p Pos, xs Value, fn func(Value) error) error {
	each := func(items []Value) error {
		for _, x := range items {
			if err := ev.interrupted(); err != nil {
				return err
			}
			if err := fn(x); err != nil {
				return err
			}
		}
		return nil
	}
	switch x := xs.(type) {
	case List:
		return each(x)
	case Tuple:
		return each(x)
	case Str:
		if err := ev.meter().items(utf8.RuneCountInString(string(x)), strBytes+4); err != nil {
			return err
		}
		var items []Value
		for _, r := range string(x) {
			items = append(items, Str(string(r)))
		}
		return each(items)
	case *Family:
		m := ev.s.M
		n := m.Count(x.Root)
		if n.Cmp(big.NewInt(MaxIterate)) > 0 {
			return ev.errAt(p, "the family has %s sets, too many to walk one by one (at most %s); take some with first(F), sample(F, k) or sets(F, n), or use the set algebra on the whole family",
				Group(n), Group(big.NewInt(MaxIterate)))
		}
		var err error
		m.Each(x.Root, func(set []uint32) bool {
			if err = ev.interrupted(); err != nil {
				return false
			}
			err = fn(&Family{U: x.U, Root: m.SetOf(set)})
			return err == nil
		})
		return err
	case Int:
		return ev.errAt(p, "cannot walk an integer; write range(%s) for 0 up to it", x.V)
	case *Graph:
		return ev.errAt(p, "cannot walk a graph; walk edges(g), the family of its one-edge sets")
	}
	return ev.errAt(p, "cannot walk %s (lists, tuples, strings and families can be walked)", KindOf(xs))
}
