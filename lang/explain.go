package lang

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/zdd"
)

// explain(expr) traces the operations while its argument is evaluated:
// it takes the expression unevaluated, so the evaluator runs it.

func init() {
	MustRegister(&Builtin{
		Name: "explain", Topic: "diagrams", Result: "any",
		Params:  []Param{{Name: "expr", Kind: "any"}},
		Help:    "evaluate expr step by step: with an empty operation cache, print each call the ZDD operations make (indented by depth), the cache hits and the nodes created, then the totals; a large computation prints its totals only. The value of expr is the result",
		Example: "explain({{1, 2}, {3}} | {{2}, {3}})",
		Fn: func(c *Call) (Value, error) {
			// explain is evaluated by the evaluator (its argument must
			// run under the tracer); this is reached only through a
			// value passed in some other way.
			return c.Arg(0), nil
		},
	})
}

// showDuration formats the time explain reports (the tests make it
// constant).
var showDuration = func(d time.Duration) string { return d.Round(time.Microsecond).String() }

// maxExplainLines is how many steps explain prints before it prints
// only the totals.
const maxExplainLines = 200

// explainTracer collects the steps of the operations.
type explainTracer struct {
	lines            []string
	calls, hits, new int
	depth            int
	stack            []string
	name             func(zdd.Node) string
	varName          func(uint32) string
}

func (t *explainTracer) callText(op string, a, b zdd.Node) string {
	second := t.name(b)
	if zdd.OpTakesVar(op) {
		second = t.varName(uint32(b))
	}
	return fmt.Sprintf("%s(%s, %s)", op, t.name(a), second)
}

func (t *explainTracer) add(s string) {
	if len(t.lines) <= maxExplainLines {
		t.lines = append(t.lines, strings.Repeat("  ", t.depth)+s)
	}
}

// Call implements zdd.Tracer.
func (t *explainTracer) Call(op string, a, b zdd.Node, hit bool, r zdd.Node) {
	t.calls++
	if hit {
		t.hits++
		t.add(t.callText(op, a, b) + " = " + t.name(r) + "  (cache hit)")
		return
	}
	t.add(t.callText(op, a, b))
	t.stack = append(t.stack, t.callText(op, a, b))
	t.depth++
}

// Result implements zdd.Tracer.
func (t *explainTracer) Result(op string, a, b, r zdd.Node) {
	want := t.callText(op, a, b)
	for len(t.stack) > 0 {
		top := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		t.depth--
		if top == want {
			break
		}
	}
	t.add("= " + t.name(r))
}

// NewNode implements zdd.Tracer.
func (t *explainTracer) NewNode(n zdd.Node, v uint32, lo, hi zdd.Node) {
	t.new++
	t.add(fmt.Sprintf("  new node %s = (%s, lo %s, hi %s)", t.name(n), t.varName(v), t.name(lo), t.name(hi)))
}

// explain evaluates the argument of explain(expr) under a tracer.
func (ev *evaluator) explain(cl *syntax.CallExpr) (Value, error) {
	if len(cl.Args) != 1 || cl.Args[0].Name != "" {
		return nil, ev.errAt(posOf(cl.Pos), "explain takes one expression: explain(F | G)")
	}
	m := ev.s.M
	// Node names: n<id>, terminals ⊥ and ⊤; variables as integers until
	// the result's universe is known (element names then in the summary).
	t := &explainTracer{
		name: func(n zdd.Node) string {
			switch n {
			case zdd.Empty:
				return "⊥"
			case zdd.Base:
				return "⊤"
			}
			return fmt.Sprintf("n%d", n)
		},
		varName: func(v uint32) string { return fmt.Sprintf("x%d", v) },
	}
	m.ClearCache()
	m.SetTracer(t)
	rec := explainRecorder(ev.ctx)
	if rec != nil {
		m.SetTracer(teeTracer{t, rec})
	}
	made := m.Stats().NodesCreated
	start := time.Now()
	v, err := ev.expr(cl.Args[0].Value)
	m.SetTracer(nil)
	elapsed := time.Since(start)
	// Builders (cycles, paths, puzzle solvers) make their nodes without
	// the operations' tracer: the manager's count has them all.
	made = m.Stats().NodesCreated - made
	if err != nil {
		return nil, err
	}
	if rec != nil {
		rec.Done(v)
	}
	var b strings.Builder
	b.WriteString("(operation cache emptied first; nodes are n<id>, ⊥ the empty family, ⊤ {{}}, xV variable V)\n")
	if len(t.lines) > maxExplainLines {
		fmt.Fprintf(&b, "(%s steps: too many to print, totals only)\n", Group(big.NewInt(int64(t.calls+t.new))))
	} else {
		for _, l := range t.lines {
			b.WriteString(l + "\n")
		}
	}
	nodes := Group(new(big.Int).SetUint64(made))
	if built := made - min(made, uint64(t.new)); built > 0 {
		nodes += fmt.Sprintf(" (%s by the operations, %s by builders)", Group(big.NewInt(int64(t.new))), Group(new(big.Int).SetUint64(built)))
	}
	fmt.Fprintf(&b, "calls: %s, cache hits: %s, new nodes: %s, time: %s",
		Group(big.NewInt(int64(t.calls))), Group(big.NewInt(int64(t.hits))), nodes, showDuration(elapsed))
	fmt.Fprintln(ev.s.Out, b.String())
	return v, nil
}

// ExplainRecorder receives the steps of explain(expr) as they happen
// (the ZDD operations' calls, cache hits, results and nodes made) and,
// when expr has been evaluated, its value.
type ExplainRecorder interface {
	zdd.Tracer
	// Done is called with expr's value once it is evaluated (not when
	// the evaluation fails); the value's nodes are alive during the call.
	Done(v Value)
}

type explainKey struct{}

// WithExplainTrace returns a context under which every explain(expr)
// evaluated also reports its steps to rec.
func WithExplainTrace(ctx context.Context, rec ExplainRecorder) context.Context {
	return context.WithValue(ctx, explainKey{}, rec)
}

// explainRecorder is the recorder ctx carries, or nil.
func explainRecorder(ctx context.Context) ExplainRecorder {
	rec, _ := ctx.Value(explainKey{}).(ExplainRecorder)
	return rec
}

// teeTracer hands every step to two tracers.
type teeTracer struct{ a, b zdd.Tracer }

func (t teeTracer) Call(op string, a, b zdd.Node, hit bool, r zdd.Node) {
	t.a.Call(op, a, b, hit, r)
	t.b.Call(op, a, b, hit, r)
}

func (t teeTracer) Result(op string, a, b, r zdd.Node) {
	t.a.Result(op, a, b, r)
	t.b.Result(op, a, b, r)
}

func (t teeTracer) NewNode(n zdd.Node, v uint32, lo, hi zdd.Node) {
	t.a.NewNode(n, v, lo, hi)
	t.b.NewNode(n, v, lo, hi)
}
