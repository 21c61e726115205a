package lang

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/zdd"
)

// Param describes one parameter of a builtin.
type Param struct {
	// Name is the parameter's name, used in messages, in the signature
	// and for named arguments (`seed: 1`).
	Name string
	// Kind is what the argument must be: a Value.Kind() ("family",
	// "integer", "graph", "string", "boolean", "list", "tuple", or a kind
	// defined elsewhere such as "puzzle"), or "any", "vertex" or
	// "element" (accepted as given; the builtin converts them). Kinds
	// may be joined with "|" ("integer|list").
	Kind string
	// Optional parameters may be left out; the builtin sees Has(i) false.
	Optional bool
	// Variadic marks the last parameter as taking every remaining
	// positional argument (at least one unless Optional).
	Variadic bool
}

// Builtin is a function of the language. Each builtin is registered
// once, with everything `:help` shows and an example that the tests run.
type Builtin struct {
	// Name is what the function is called by.
	Name string
	// Topic groups builtins in `:help` ("counting", "algebra", "graphs",
	// "files", "puzzles", ...).
	Topic string
	// Params are the parameters, in positional order.
	Params []Param
	// Result is the kind of the value returned ("family", "integer", ...).
	Result string
	// Help is a one-line description.
	Help string
	// Example is a statement (or several, separated by ";") using the
	// builtin; it must run without error in a fresh session.
	Example string
	// Fn computes the result. The arguments have been checked against
	// Params when it is called.
	Fn func(c *Call) (Value, error)
}

var builtins = map[string]*Builtin{}

// builtinSource is a registry elsewhere whose entries become builtins (see
// AddSource), and the version of it last seen (so that a look-up costs
// one atomic load while nothing is added).
type builtinSource struct {
	mu      sync.Mutex
	version func() int
	update  func()
	at      atomic.Int64
}

// sources are the sources added by AddSource, in the order added (from
// init functions, before any look-up).
var sources []*builtinSource

// AddSource makes a registry that grows after init time a source of
// builtins: before a builtin is looked up, whenever version() differs
// from the value it had at the last update, update is called (under a
// lock of its own) and registers the builtins of the entries added
// since. The builtin library turns each puzzle genre registered with
// package puzzles and each graph family registered with package
// families into builtins this way, since those register from packages
// of their own, in an order no one controls. Call it from an init
// function.
func AddSource(version func() int, update func()) {
	src := &builtinSource{version: version, update: update}
	src.at.Store(-1)
	sources = append(sources, src)
}

// table returns the builtins, with those the sources have added so far.
func table() map[string]*Builtin {
	for _, src := range sources {
		if int(src.at.Load()) == src.version() {
			continue
		}
		src.mu.Lock()
		if v := src.version(); int(src.at.Load()) != v {
			src.update()
			src.at.Store(int64(v))
		}
		src.mu.Unlock()
	}
	return builtins
}

// Register adds a builtin to the language, for every session of the
// program. It returns an error, and adds nothing, for a name that is
// not a name of the language (see IsName) or is registered already,
// and for a builtin without Fn, Help, Example or Topic. A package of
// builtins registers them from an init function with MustRegister, for
// example:
//
//	func init() {
//		lang.MustRegister(&lang.Builtin{
//			Name: "solutions", Topic: "puzzles", Result: "family",
//			Params:  []lang.Param{{Name: "p", Kind: "puzzle"}},
//			Help:    "the family of all solutions of a puzzle",
//			Example: `count(solutions(sudoku(...)))`,
//			Fn: func(c *lang.Call) (lang.Value, error) {
//				p := c.Arg(0).(*lang.Puzzle) // checked against Kind already
//				root, err := build(c.Ctx, c.S.M, p) // honour c.Ctx for Ctrl-C
//				if err != nil {
//					return nil, err
//				}
//				return &lang.Family{U: p.Universe(), Root: root}, nil
//			},
//		})
//	}
//
// A new kind of value implements Value (and Nodes if it holds ZDD
// nodes); a new kind of element implements Universe. Every example is
// run by the tests of this package, which keep the outputs in
// testdata/examples.golden and the reference in doc/builtins.md: after
// adding a builtin, `go test ./lang -update` rewrites both (check the
// diff). A function for one session only is added with Session.Define.
func Register(b *Builtin) error {
	switch {
	case b == nil:
		return fmt.Errorf("lang: Register: no builtin given")
	case !IsName(b.Name):
		return fmt.Errorf("lang: %q cannot name a builtin (a letter or _, then letters, digits or _; not a keyword)", b.Name)
	case b.Fn == nil || b.Help == "" || b.Example == "" || b.Topic == "":
		return fmt.Errorf("lang: builtin %s needs Fn, Help, Example and Topic", b.Name)
	}
	if _, dup := builtins[b.Name]; dup {
		return fmt.Errorf("lang: builtin registered twice: %s", b.Name)
	}
	builtins[b.Name] = b
	return nil
}

// MustRegister is Register for init functions: it panics on the error
// Register returns (a mistake in the program, found when it starts).
func MustRegister(b *Builtin) {
	if err := Register(b); err != nil {
		panic(err)
	}
}

// Builtins returns every registered builtin, sorted by topic and name.
func Builtins() []*Builtin {
	out := make([]*Builtin, 0, len(builtins))
	for _, b := range table() {
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Topic != out[j].Topic {
			return out[i].Topic < out[j].Topic
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// LookupBuiltin returns the builtin called name.
func LookupBuiltin(name string) (*Builtin, bool) {
	b, ok := table()[name]
	return b, ok
}

// Signature is the builtin's call form, e.g.
// "sample(F family, k integer, seed: integer) -> family".
func (b *Builtin) Signature() string {
	var parts []string
	for _, p := range b.Params {
		s := p.Name + " " + p.Kind
		if p.Variadic {
			s += "..."
		}
		if p.Optional {
			s = "[" + p.Name + ": " + p.Kind + "]"
		}
		parts = append(parts, s)
	}
	sig := b.Name + "(" + strings.Join(parts, ", ") + ")"
	if b.Result != "" {
		sig += " -> " + b.Result
	}
	return sig
}

// Call is one call of a builtin: the session, the checked arguments and
// their positions.
type Call struct {
	// S is the session (its manager is S.M).
	S *Session
	// Ctx is cancelled when the statement is interrupted or times out;
	// long computations must watch it (zdd operations are stopped
	// through the manager already).
	Ctx context.Context
	// B is the builtin called.
	B    *Builtin
	ev   *evaluator
	pos  Pos
	args []Value // by parameter; nil when an optional one is absent
	at   []Pos
	rest []Value // the values of a variadic parameter
	rpos []Pos
}

// Has reports whether parameter i was given.
func (c *Call) Has(i int) bool { return i < len(c.args) && c.args[i] != nil }

// Arg returns the value of parameter i (nil if absent).
func (c *Call) Arg(i int) Value {
	if i < len(c.args) {
		return c.args[i]
	}
	return nil
}

// Rest returns the values of the variadic parameter.
func (c *Call) Rest() []Value { return c.rest }

// Errorf returns an error at argument i naming the parameter.
func (c *Call) Errorf(i int, format string, args ...any) error {
	p := c.ArgPos(i)
	name := ""
	if i < len(c.B.Params) {
		name = c.B.Params[i].Name
	}
	return c.errAt(p, "%s: argument %s: %s", c.B.Name, name, fmt.Sprintf(format, args...))
}

// ArgPos is the place of argument i (the call's when it has none).
func (c *Call) ArgPos(i int) Pos {
	if i < len(c.at) && c.at[i].Line > 0 {
		return c.at[i]
	}
	return c.pos
}

// RestPos is the place of the j-th value (from 0) of the variadic
// parameter.
func (c *Call) RestPos(j int) Pos { return c.rpos[j] }

// ErrorAt returns an error at p (a place ArgPos or RestPos gave), with
// the source line and the calls in progress.
func (c *Call) ErrorAt(p Pos, format string, args ...any) error {
	return c.errAt(p, format, args...)
}

// Fail returns an error at the call naming the builtin.
func (c *Call) Fail(format string, args ...any) error {
	return c.errAt(c.pos, "%s: %s", c.B.Name, fmt.Sprintf(format, args...))
}

// errAt returns an error at p, with the source line and the calls in
// progress.
func (c *Call) errAt(p Pos, format string, args ...any) *Error {
	if c.ev != nil {
		return c.ev.errAt(p, format, args...)
	}
	return c.S.errAt(p, format, args...)
}

// Failure returns err as is when it stops the statement (see isStop),
// and otherwise as a failure of the builtin (Fail) with err's message.
func (c *Call) Failure(err error) error {
	if IsStop(err) {
		return err
	}
	return c.Fail("%s", err.Error())
}

// Family returns parameter i as a family.
func (c *Call) Family(i int) *Family { f, _ := c.args[i].(*Family); return f }

// Int returns parameter i as an int within [lo, hi].
func (c *Call) Int(i int, lo, hi int64) (int, error) {
	v, ok := c.args[i].(Int)
	if !ok {
		return 0, c.Errorf(i, "expected an integer, got %s", KindOf(c.args[i]))
	}
	if !v.V.IsInt64() || v.V.Int64() < lo || v.V.Int64() > hi {
		return 0, c.Errorf(i, "%s is out of range %d..%d", v.V, lo, hi)
	}
	return int(v.V.Int64()), nil
}

// BigInt returns parameter i as a big integer.
func (c *Call) BigInt(i int) *big.Int { return c.args[i].(Int).V }

// Bool returns parameter i as a boolean, or def when it is absent.
func (c *Call) Bool(i int, def bool) bool {
	if !c.Has(i) {
		return def
	}
	return bool(c.args[i].(Bool))
}

// Str returns parameter i as a string.
func (c *Call) Str(i int) string { return string(c.args[i].(Str)) }

// Same checks that the families of parameters i and j (and the variadic
// ones) have the same universe.
func (c *Call) Same(fams ...int) error {
	var first *Family
	fi := 0
	check := func(i int, f *Family) error {
		if first == nil {
			first, fi = f, i
			return nil
		}
		if _, ok := Unify(first, f); !ok {
			df, dfirst := describePair(f.U, first.U)
			return c.Errorf(i, "the family is over %s, but %s is over %s", df, c.B.Params[fi].Name, dfirst)
		}
		return nil
	}
	for _, i := range fams {
		if f, ok := c.args[i].(*Family); ok {
			if err := check(i, f); err != nil {
				return err
			}
		}
	}
	return nil
}

// Elements converts parameter i (a list of elements, or a family whose
// elements are taken) into variables of universe u.
func (c *Call) Elements(i int, u Universe) ([]uint32, error) {
	switch x := c.args[i].(type) {
	case List:
		out := make([]uint32, 0, len(x))
		for _, e := range x {
			v, err := u.Elem(e)
			if err != nil {
				return nil, c.Errorf(i, "%s", err.Error())
			}
			out = append(out, v)
		}
		return out, nil
	case *Family:
		if !Fits(x, u) {
			return nil, c.Errorf(i, "the family is over %s, expected elements of %s", x.U.Describe(), u.Describe())
		}
		return c.S.M.Support(x.Root), nil
	}
	return nil, c.Errorf(i, "expected a list of elements, got %s", KindOf(c.args[i]))
}

// Elem converts parameter i into a variable of universe u.
func (c *Call) Elem(i int, u Universe) (uint32, error) {
	v, err := u.Elem(c.args[i])
	if err != nil {
		return 0, c.Errorf(i, "%s", err.Error())
	}
	return v, nil
}

func kindMatches(want string, v Value) bool {
	switch want {
	case "any", "vertex", "element":
		// vertex and element are checked by the builtin (they depend
		// on the graph or the universe).
		return true
	}
	for _, k := range strings.Split(want, "|") {
		if k == v.Kind() {
			return true
		}
	}
	return false
}

func wantText(kind string) string {
	ks := strings.Split(kind, "|")
	for i, k := range ks {
		ks[i] = KindOf(kindName(k))
	}
	return strings.Join(ks, " or ")
}

type kindName string

func (k kindName) Kind() string { return string(k) }

// call evaluates a call expression: arguments are evaluated left to
// right, matched to parameters (positionally, then by name) and checked.
func (ev *evaluator) call(cl *syntax.CallExpr) (Value, error) {
	pos := posOf(cl.Pos)
	if cl.Name == "explain" {
		return ev.explain(cl)
	}
	for sc := ev.scope; sc != nil; sc = sc.up {
		if v, ok := sc.vars[cl.Name]; ok {
			if f, isFn := v.(*Func); isFn {
				return ev.callFunc(f, cl)
			}
			return nil, ev.errAt(pos, "%s is %s, not a function", cl.Name, KindOf(v))
		}
	}
	b, ok := ev.s.builtin(cl.Name)
	if !ok {
		if v, bound := ev.s.vars[cl.Name]; bound {
			if f, isFn := v.(*Func); isFn {
				return ev.callFunc(f, cl)
			}
			return nil, ev.errAt(pos, "%s is %s, not a function", cl.Name, KindOf(v))
		}
		if ev.s.omit[cl.Name] {
			return nil, ev.errAt(pos, "%s is not available in this session", cl.Name)
		}
		names := ev.s.builtinNames()
		for _, n := range ev.s.Names() {
			if _, isFn := ev.s.vars[n].(*Func); isFn {
				names = append(names, n)
			}
		}
		msg := "unknown function " + cl.Name
		if near := wording.Nearest(cl.Name, names); near != "" {
			msg += "; did you mean " + near + "?"
		} else {
			msg += " (:help lists the builtins)"
		}
		return nil, ev.errAt(pos, "%s%s", msg, genreHint(cl.Name))
	}
	c := &Call{S: ev.s, Ctx: ev.ctx, B: b, pos: pos, ev: ev,
		args: make([]Value, len(b.Params)), at: make([]Pos, len(b.Params))}
	next := 0
	named := false
	for _, a := range cl.Args {
		v, err := ev.expr(a.Value)
		if err != nil {
			return nil, err
		}
		ap := posOf(a.Value.Pos)
		if v == nil {
			return nil, ev.errAt(ap, "%s: the argument gives no value", b.Name)
		}
		if a.Name != "" {
			named = true
			idx := -1
			for i, p := range b.Params {
				if p.Name == a.Name {
					idx = i
				}
			}
			if idx < 0 {
				return nil, ev.errAt(posOf(a.Pos), "%s has no parameter named %s (signature: %s)", b.Name, a.Name, b.Signature())
			}
			if c.args[idx] != nil {
				return nil, ev.errAt(posOf(a.Pos), "%s: argument %s given twice", b.Name, a.Name)
			}
			c.args[idx], c.at[idx] = v, ap
			continue
		}
		if named {
			return nil, ev.errAt(ap, "%s: a positional argument cannot follow a named one", b.Name)
		}
		if next < len(b.Params) && b.Params[next].Variadic {
			c.rest = append(c.rest, v)
			c.rpos = append(c.rpos, ap)
			if c.args[next] == nil {
				c.args[next], c.at[next] = v, ap
			}
			continue
		}
		if next >= len(b.Params) {
			return nil, ev.errAt(ap, "%s takes %d %s, got %d (signature: %s)", b.Name, len(b.Params), wording.Plural(len(b.Params), "argument", "arguments"), len(cl.Args), b.Signature())
		}
		c.args[next], c.at[next] = v, ap
		next++
	}
	for i, p := range b.Params {
		if c.args[i] == nil {
			if p.Optional {
				continue
			}
			return nil, ev.errAt(pos, "%s: missing argument %s (signature: %s)", b.Name, p.Name, b.Signature())
		}
		if p.Variadic && len(c.rest) > 0 {
			for j, v := range c.rest {
				if !kindMatches(p.Kind, v) {
					return nil, ev.errAt(c.rpos[j], "%s: argument %d (%s...) must be %s, got %s", b.Name, i+j+1, p.Name, wantText(p.Kind), KindOf(v))
				}
			}
			continue
		}
		if !kindMatches(p.Kind, c.args[i]) {
			return nil, ev.errAt(c.at[i], "%s: argument %d (%s) must be %s, got %s", b.Name, i+1, p.Name, wantText(p.Kind), KindOf(c.args[i]))
		}
	}
	if len(b.Params) > 0 && b.Params[len(b.Params)-1].Variadic && len(c.rest) == 0 {
		last := len(b.Params) - 1
		if c.args[last] != nil {
			c.rest = []Value{c.args[last]}
			c.rpos = []Pos{c.at[last]}
		}
	}
	v, err := b.Fn(c)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, err
		}
		if IsStop(err) {
			return nil, err
		}
		return nil, ev.errAt(pos, "%s: %s", b.Name, err.Error())
	}
	return v, nil
}

// IsStop reports whether err means the statement was stopped
// (interrupt, time-out or node limit); such errors pass up unchanged.
func IsStop(err error) bool {
	return errors.Is(err, zdd.ErrAborted) || errors.Is(err, zdd.ErrNodeLimit) || errors.Is(err, zdd.ErrMemoryBudget) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}
