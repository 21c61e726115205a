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

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/puzzles"
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

// genresSeen are the genres whose builtins are in builtins, and
// genresAt the number of genres registered when they were last looked
// at (so that a look-up costs one atomic load while no genre is added).
var (
	genresMu   sync.Mutex
	genresSeen = map[string]bool{}
	genresAt   atomic.Int64
)

// table returns the builtins, with those of every genre registered with
// package puzzles so far (genres register from their own packages,
// which this one does not import) and of every graph family registered
// with package families.
func table() map[string]*Builtin {
	addFamilies()
	if int(genresAt.Load()) == puzzles.Registered() {
		return builtins
	}
	genresMu.Lock()
	defer genresMu.Unlock()
	all := puzzles.All()
	for _, g := range all {
		if genresSeen[g.Name()] {
			continue
		}
		genresSeen[g.Name()] = true
		for _, b := range genreBuiltins(g) {
			Register(b)
		}
	}
	graderHelp(all)
	genresAt.Store(int64(len(all)))
	return builtins
}

// Register adds a builtin to the language. It is meant to be called from
// an init function of any file of this package (or of a package that
// imports it), for example:
//
//	func init() {
//		lang.Register(&lang.Builtin{
//			Name: "solutions", Topic: "puzzles", Result: "family",
//			Params:  []lang.Param{{Name: "p", Kind: "puzzle"}},
//			Help:    "the family of all solutions of a puzzle",
//			Example: `count(solutions(sudoku(...)))`,
//			Fn: func(c *lang.Call) (lang.Value, error) {
//				p := c.Arg(0).(*Puzzle) // checked against Kind already
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
// nodes); a new kind of element implements Universe. Registering a name
// twice panics. Every example is run by the tests of this package, which
// keep the outputs in testdata/examples.golden and the reference in
// doc/builtins.md: after adding a builtin, `go test ./lang -update`
// rewrites both (check the diff).
func Register(b *Builtin) {
	if _, dup := builtins[b.Name]; dup {
		panic("lang: builtin registered twice: " + b.Name)
	}
	if b.Fn == nil || b.Help == "" || b.Example == "" || b.Topic == "" {
		panic("lang: builtin " + b.Name + " needs Fn, Help, Example and Topic")
	}
	builtins[b.Name] = b
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
	p := c.pos
	if i < len(c.at) && c.at[i].Line > 0 {
		p = c.at[i]
	}
	name := ""
	if i < len(c.B.Params) {
		name = c.B.Params[i].Name
	}
	return c.errAt(p, "%s: argument %s: %s", c.B.Name, name, fmt.Sprintf(format, args...))
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

// failure returns err as is when it stops the statement (see isStop),
// and otherwise as a failure of the builtin (Fail) with err's message.
func (c *Call) failure(err error) error {
	if isStop(err) {
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
		return 0, c.Errorf(i, "expected an integer, got %s", kindOf(c.args[i]))
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
		if _, ok := unify(first, f); !ok {
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
		if !fits(x, u) {
			return nil, c.Errorf(i, "the family is over %s, expected elements of %s", x.U.Describe(), u.Describe())
		}
		return c.S.M.Support(x.Root), nil
	}
	return nil, c.Errorf(i, "expected a list of elements, got %s", kindOf(c.args[i]))
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
		ks[i] = kindOf(kindName(k))
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
			return nil, ev.errAt(pos, "%s is %s, not a function", cl.Name, kindOf(v))
		}
	}
	b, ok := ev.s.builtin(cl.Name)
	if !ok {
		if v, bound := ev.s.vars[cl.Name]; bound {
			if f, isFn := v.(*Func); isFn {
				return ev.callFunc(f, cl)
			}
			return nil, ev.errAt(pos, "%s is %s, not a function", cl.Name, kindOf(v))
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
		if near := nearest(cl.Name, names); near != "" {
			msg += "; did you mean " + near + "?"
		} else {
			msg += " (:help lists the builtins)"
		}
		return nil, ev.errAt(pos, "%s%s", msg, genreHint())
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
			return nil, ev.errAt(ap, "%s takes %d %s, got %d (signature: %s)", b.Name, len(b.Params), plural(len(b.Params), "argument", "arguments"), len(cl.Args), b.Signature())
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
					return nil, ev.errAt(c.rpos[j], "%s: argument %d (%s...) must be %s, got %s", b.Name, i+j+1, p.Name, wantText(p.Kind), kindOf(v))
				}
			}
			continue
		}
		if !kindMatches(p.Kind, c.args[i]) {
			return nil, ev.errAt(c.at[i], "%s: argument %d (%s) must be %s, got %s", b.Name, i+1, p.Name, wantText(p.Kind), kindOf(c.args[i]))
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
		if isStop(err) {
			return nil, err
		}
		return nil, ev.errAt(pos, "%s: %s", b.Name, err.Error())
	}
	return v, nil
}

// isStop reports whether err means the statement was stopped
// (interrupt, time-out or node limit); such errors pass up unchanged.
func isStop(err error) bool {
	return errors.Is(err, zdd.ErrAborted) || errors.Is(err, zdd.ErrNodeLimit) || errors.Is(err, zdd.ErrMemoryBudget) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}
