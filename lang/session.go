// Package lang implements the zq language: a small statement language
// whose values are families of sets held as ZDDs (with the universe
// their elements come from), graphs, integers of any size, booleans,
// strings, tuples and lists.
//
// A Session holds the bindings and the ZDD manager; Run parses and
// executes source text statement by statement. Errors are *Error values
// carrying "FILE:LINE:COL: message" and the source line with a caret. A
// statement that fails changes no binding; a panic inside a statement is
// recovered and reported as an internal error. Interrupt (from another
// goroutine, e.g. on Ctrl-C) stops the running statement.
//
// Builtins live in a registry: see Register for how to add one from
// another file of this package.
package lang

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"zq/zdd"
)

// Version is the version of zq reported by `zq --version`.
const Version = "0.1.0"

// Session is an interpreter state: bindings, settings and the ZDD
// manager all families of the session live in.
type Session struct {
	// M is the manager holding every family of the session.
	M *zdd.Manager
	// Out receives displayed values; Err receives error reports when
	// KeepGoing is set.
	Out, Err io.Writer
	// Echo makes bindings print a one-line summary ("x = family: ...").
	Echo bool
	// KeepGoing makes Run report errors to Err and go on with the next
	// statement instead of stopping at the first error.
	KeepGoing bool
	// Timing prints the time each statement took (":time on").
	Timing bool
	// Timeout stops a statement running longer (0 = none; ":timeout").
	Timeout time.Duration
	// NodeLimit stops a statement growing the store past this many
	// nodes (0 = none; ":limit").
	NodeLimit int
	// KeepLast binds the name _ to the value of each bare expression
	// (the REPL sets it).
	KeepLast bool
	// Trace prints each statement, prefixed by "> ", before running it
	// (for transcripts and golden files).
	Trace bool
	// Progress, when set, receives a progress line during long
	// constructions and "" when they end. The REPL sets it on terminals.
	Progress func(line string)

	vars      map[string]Value
	traceFrom int
	traced    bool
	lines     []string
	file      string
	quit      bool
	lastLive  int

	mu     sync.Mutex
	cancel context.CancelFunc
}

// NewSession returns a session writing to out (errors too, when
// KeepGoing is set).
func NewSession(out io.Writer) *Session {
	return &Session{M: zdd.New(), Out: out, Err: out, vars: map[string]Value{}, lastLive: 1 << 16}
}

// Lookup returns the value bound to name.
func (s *Session) Lookup(name string) (Value, bool) {
	v, ok := s.vars[name]
	return v, ok
}

// Names returns the bound names, sorted.
func (s *Session) Names() []string {
	out := make([]string, 0, len(s.vars))
	for k := range s.vars {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Quit reports whether a `:quit` was run.
func (s *Session) Quit() bool { return s.quit }

// Interrupt stops the statement running now, if any. It is safe to call
// from another goroutine.
func (s *Session) Interrupt() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		s.cancel()
	}
}

// Bind binds name to v, keeping the ZDD nodes of v alive and releasing
// those of the value it replaces.
func (s *Session) Bind(name string, v Value) {
	for _, n := range nodesOf(v, nil) {
		s.M.Ref(n)
	}
	if old, ok := s.vars[name]; ok {
		for _, n := range nodesOf(old, nil) {
			s.M.Unref(n)
		}
	}
	s.vars[name] = v
}

// Run parses and executes src (named file in messages). It returns the
// first error, an *Error, unless KeepGoing is set; then every error is
// reported to Err and Run returns the last one.
func (s *Session) Run(file, src string) error {
	units, _ := split(file, src)
	s.file = file
	s.lines = strings.Split(src, "\n")
	s.traceFrom = 0
	s.traced = false
	var last error
	for _, u := range units {
		if s.quit {
			break
		}
		if s.Trace {
			s.trace(src, u)
		}
		err := s.exec(u)
		if u.meta != "" && u.pos.Line <= len(s.lines) {
			// Tracing turned on by this line starts after it.
			s.traceFrom = max(s.traceFrom, offsetOf(s.lines, Pos{Line: u.pos.Line + 1, Col: 1}))
		}
		if err != nil {
			if !s.KeepGoing {
				return err
			}
			fmt.Fprintln(s.Err, Detail(err))
			last = err
		}
	}
	return last
}

// trace prints the comments before statement u and the statement itself
// (prefixed by "> "); traceFrom is where the previous statement ended.
func (s *Session) trace(src string, u unit) {
	var start, end int
	var text string
	lines := s.lines
	switch {
	case len(u.toks) > 0:
		first, last := u.toks[0], u.toks[len(u.toks)-1]
		start, end = first.Pos.Offset, last.Pos.Offset+len(last.Value)
		text = src[start:end]
	case u.meta != "":
		start = offsetOf(lines, u.pos)
		end = start + len(lines[u.pos.Line-1]) - (u.pos.Col - 1)
		text = u.meta
	default:
		return
	}
	if start < s.traceFrom || start > len(src) {
		start = s.traceFrom
	}
	// A comment after the statement on its line goes with it.
	if nl := strings.IndexByte(src[end:], '\n'); len(u.toks) > 0 {
		rest := src[end:]
		if nl >= 0 {
			rest = rest[:nl]
		}
		if strings.HasPrefix(strings.TrimSpace(rest), "#") {
			text += strings.TrimRight(rest, " \t\r")
			end += len(rest)
		}
	}
	blank := false
	for _, l := range strings.Split(src[s.traceFrom:start], "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "#"):
			if blank && s.traced {
				fmt.Fprintln(s.Out)
			}
			blank = false
			fmt.Fprintln(s.Out, l)
		case l == "":
			blank = true
		}
	}
	s.traceFrom = end
	s.traced = true
	fmt.Fprintln(s.Out, "> "+strings.ReplaceAll(text, "\n", "\n  "))
}

// Detail returns the text of err for a user: for an *Error, the message
// with the source line and a caret.
func Detail(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Detail()
	}
	return err.Error()
}

func (s *Session) line(p Pos) string {
	if p.File == s.file && p.Line >= 1 && p.Line <= len(s.lines) {
		return s.lines[p.Line-1]
	}
	return ""
}

func (s *Session) errAt(p Pos, format string, args ...any) *Error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: s.line(p)}
}

// exec runs one statement. No panic escapes it: one is reported as an
// internal error at the statement.
func (s *Session) exec(u unit) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = s.errAt(u.pos, "internal error: %v", r)
		}
	}()
	if u.lexErr != nil {
		return u.lexErr
	}
	if u.meta != "" {
		if err := s.Meta(u.meta); err != nil {
			return s.errAt(u.pos, "%s", err.Error())
		}
		return nil
	}
	st, perr := parseUnit(u, s.line)
	if perr != nil {
		return perr
	}
	if s.NodeLimit > 0 && s.M.Stats().LiveNodes > s.NodeLimit/2 {
		s.gc()
	}
	ctx, cancel := context.WithCancel(context.Background())
	if s.Timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), s.Timeout)
	}
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()
	stop := context.AfterFunc(ctx, s.M.Interrupt)
	s.M.ClearInterrupt()
	s.M.SetNodeLimit(s.NodeLimit)
	start := time.Now()
	defer func() {
		stop()
		s.mu.Lock()
		s.cancel = nil
		s.mu.Unlock()
		cancel()
		s.M.ClearInterrupt()
		s.M.SetNodeLimit(0)
		if s.Progress != nil {
			s.Progress("")
		}
		if s.Timing {
			fmt.Fprintf(s.Out, "time: %s\n", time.Since(start).Round(time.Microsecond))
		}
		s.maybeGC()
	}()
	var out string
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = s.errAt(posOf(st.Pos), "internal error: %v", r)
			}
		}()
		gerr := s.M.Guard(func() { out, err = s.run(ctx, st) })
		if gerr != nil {
			err = gerr
		}
	}()
	if err != nil {
		return s.stopped(ctx, st, err)
	}
	if out != "" {
		fmt.Fprintln(s.Out, out)
	}
	return nil
}

// stopped turns errors of interrupted statements into messages.
func (s *Session) stopped(ctx context.Context, st *Stmt, err error) error {
	p := posOf(st.Pos)
	switch {
	case errors.Is(err, zdd.ErrNodeLimit):
		return s.errAt(p, "stopped: the statement grew past the node limit of %s nodes (see :limit)", Group(big.NewInt(int64(s.NodeLimit))))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return s.errAt(p, "stopped: the statement ran past the time limit of %s (see :timeout)", s.Timeout)
	case errors.Is(err, zdd.ErrAborted) || errors.Is(err, context.Canceled) || ctx.Err() != nil:
		return s.errAt(p, "interrupted")
	}
	var e *Error
	if errors.As(err, &e) {
		return err
	}
	return s.errAt(p, "%s", err.Error())
}

func (s *Session) maybeGC() {
	if s.M.Stats().LiveNodes > 2*s.lastLive {
		s.gc()
	}
}

func (s *Session) gc() {
	s.M.GC()
	s.lastLive = max(s.M.Stats().LiveNodes, 1<<16)
}

// run evaluates a parsed statement; it returns the text to display.
func (s *Session) run(ctx context.Context, st *Stmt) (string, error) {
	ev := &evaluator{s: s, ctx: ctx}
	switch {
	case st.Assert != nil:
		v, detail, err := ev.condition(st.Assert.Cond)
		if err != nil {
			return "", err
		}
		b, ok := v.(Bool)
		if !ok {
			return "", s.errAt(posOf(st.Assert.Cond.Pos), "assert needs a boolean, got %s", kindOf(v))
		}
		if !b {
			msg := "assertion failed"
			if st.Assert.Message != nil {
				mv, err := ev.expr(st.Assert.Message)
				if err != nil {
					return "", err
				}
				if str, ok := mv.(Str); ok {
					msg += ": " + string(str)
				} else {
					msg += ": " + Show(mv)
				}
			} else if detail != "" {
				msg += ": " + detail
			}
			return "", s.errAt(posOf(st.Pos), "%s", msg)
		}
		return "", nil
	case st.Assign != nil:
		v, err := ev.expr(st.Assign.Value)
		if err != nil {
			return "", err
		}
		name := st.Assign.Name
		if _, ok := builtins[name]; ok {
			return "", s.errAt(posOf(st.Assign.Pos), "cannot bind %s: it is the name of a builtin", name)
		}
		s.Bind(name, v)
		if s.Echo {
			return name + " = " + s.summary(v), nil
		}
		return "", nil
	default:
		v, err := ev.expr(st.Expr)
		if err != nil {
			return "", err
		}
		if v == nil {
			return "", nil
		}
		if s.KeepLast {
			s.Bind("_", v)
		}
		return s.Display(v), nil
	}
}

// condition evaluates the condition of an assert. For a single
// comparison it also describes both sides, for the failure message.
func (ev *evaluator) condition(e *Expr) (Value, string, error) {
	if len(e.Rest) != 1 {
		v, err := ev.expr(e)
		return v, "", err
	}
	l, err := ev.sum(e.Left)
	if err != nil {
		return nil, "", err
	}
	r, err := ev.sum(e.Rest[0].Right)
	if err != nil {
		return nil, "", err
	}
	v, err := ev.binary(posOf(e.Rest[0].Pos), e.Rest[0].Op, l, r)
	if err != nil {
		return nil, "", err
	}
	short := func(v Value) string {
		if f, ok := v.(*Family); ok {
			return ev.s.summary(f)
		}
		return Show(v)
	}
	return v, fmt.Sprintf("left is %s, right is %s", short(l), short(r)), nil
}

// evaluator evaluates expressions of one statement.
type evaluator struct {
	s   *Session
	ctx context.Context
}

func (ev *evaluator) errAt(p Pos, format string, args ...any) *Error {
	return ev.s.errAt(p, format, args...)
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

func (ev *evaluator) expr(e *Expr) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.sum, func(o *CmpOp) (Pos, string, *Sum) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) sum(e *Sum) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.meet, func(o *SumOp) (Pos, string, *Meet) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) meet(e *Meet) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.product, func(o *MeetOp) (Pos, string, *Product) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) product(e *Product) (Value, error) {
	return chain(ev, e.Left, e.Rest, ev.unary, func(o *ProdOp) (Pos, string, *Unary) { return posOf(o.Pos), o.Op, o.Right })
}

func (ev *evaluator) unary(e *Unary) (Value, error) {
	v, err := ev.postfix(e.Operand)
	if err != nil || !e.Neg {
		return v, err
	}
	i, ok := v.(Int)
	if !ok {
		return nil, ev.errAt(posOf(e.Pos), "unary - needs an integer, got %s", kindOf(v))
	}
	return Int{new(big.Int).Neg(i.V)}, nil
}

func (ev *evaluator) postfix(e *Postfix) (Value, error) {
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
			return nil, ev.errAt(posOf(ix.At.Pos), "an index must be an integer, got %s", kindOf(iv))
		}
		var items []Value
		switch x := v.(type) {
		case List:
			items = x
		case Tuple:
			items = x
		default:
			return nil, ev.errAt(posOf(ix.Pos), "cannot index %s (only lists and tuples)", kindOf(v))
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

func (ev *evaluator) primary(p *Primary) (Value, error) {
	pos := posOf(p.Pos)
	switch {
	case p.Call != nil:
		return ev.call(p.Call)
	case p.Bool != nil:
		return Bool(*p.Bool == "true"), nil
	case p.Name != nil:
		v, ok := ev.s.vars[*p.Name]
		if !ok {
			if _, isFn := builtins[*p.Name]; isFn {
				return nil, ev.errAt(pos, "%s is a builtin: call it as %s(...)", *p.Name, *p.Name)
			}
			msg := "undefined name " + *p.Name
			if near := nearest(*p.Name, ev.s.Names()); near != "" {
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
			return nil, ev.errAt(pos, "bad escape in string %s (use \\n \\t \\\" \\\\)", *p.Str)
		}
		return Str(str), nil
	case p.Raw != nil:
		raw := strings.TrimSuffix(strings.TrimPrefix(*p.Raw, "`"), "`")
		raw = strings.TrimPrefix(strings.ReplaceAll(raw, "\r\n", "\n"), "\n")
		return Str(raw), nil
	case p.Family != nil:
		return ev.familyLit(p.Family)
	case p.List != nil:
		out, err := ev.exprs(p.List.Elems)
		if err != nil {
			return nil, err
		}
		return List(out), nil
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
func (ev *evaluator) exprs(es []*Expr) ([]Value, error) {
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

func (ev *evaluator) familyLit(f *FamilyLit) (Value, error) {
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
			return nil, ev.errAt(p, "cannot compare %s with %s", kindOf(a), kindOf(b))
		}
		if fa, ok := a.(*Family); ok {
			if _, err := ev.sameU(p, op, fa, b.(*Family)); err != nil {
				return nil, err
			}
		}
		return Bool(equal(a, b)), nil
	case "!=":
		if a.Kind() != b.Kind() {
			return nil, ev.errAt(p, "cannot compare %s with %s", kindOf(a), kindOf(b))
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
			return nil, ev.errAt(p, "operator %s: the left side is a family, the right side is %s", op, kindOf(b))
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
			return nil, ev.errAt(p, "operator %s: the left side is an integer, the right side is %s", op, kindOf(b))
		}
		x, y := a.V, bi.V
		z := new(big.Int)
		switch op {
		case "<=":
			return Bool(x.Cmp(y) <= 0), nil
		case ">=":
			return Bool(x.Cmp(y) >= 0), nil
		case "<":
			return Bool(x.Cmp(y) < 0), nil
		case ">":
			return Bool(x.Cmp(y) > 0), nil
		case "+":
			z.Add(x, y)
		case "-":
			z.Sub(x, y)
		case "*":
			z.Mul(x, y)
		case "/", "%":
			if y.Sign() == 0 {
				return nil, ev.errAt(p, "division by zero")
			}
			q, r := new(big.Int).DivMod(x, y, new(big.Int))
			if op == "/" {
				z = q
			} else {
				z = r
			}
		case "|":
			z.Or(x, y)
		case "&":
			z.And(x, y)
		case "^":
			z.Xor(x, y)
		}
		return Int{z}, nil
	case Bool:
		bb, ok := b.(Bool)
		if !ok {
			return nil, ev.errAt(p, "operator %s: the left side is a boolean, the right side is %s", op, kindOf(b))
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
			return nil, ev.errAt(p, "operator %s: the left side is a string, the right side is %s", op, kindOf(b))
		}
		switch op {
		case "+":
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
			return append(append(List{}, a...), bl...), nil
		}
	}
	return nil, ev.errAt(p, "operator %s is not defined on %s and %s", op, kindOf(a), kindOf(b))
}

func (ev *evaluator) sameU(p Pos, op string, a, b *Family) (Universe, error) {
	if u, ok := unify(a, b); ok {
		return u, nil
	}
	return nil, ev.errAt(p, "operator %s: the families are over different universes (%s and %s)", op, a.U.Describe(), b.U.Describe())
}

// nearest returns the candidate closest to name when it is close enough.
func nearest(name string, cands []string) string {
	best, bestD := "", 3
	if len(name) <= 2 {
		return ""
	}
	bestD *= 2
	for _, c := range cands {
		d := 2 * editDistance(name, c)
		if isSubsequence(name, c) {
			d--
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

func isSubsequence(a, b string) bool {
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
