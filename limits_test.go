package zq_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zqlang/zq"
)

// runaway is a statement cheap to write and costly to run, with the
// limits it runs under and the stop it must end with.
type runaway struct {
	name    string
	defs    string // statements run first, without limits
	expr    string
	opt     zq.Options
	cancel  time.Duration // cancel the context after this long (0: never)
	intr    time.Duration // call Interrupt after this long (0: never)
	want    error
	limitAt time.Duration // when the limit falls, for the log
	exec    bool          // run by Exec (its value displayed) instead of Eval
}

const sqDef = "sq(x, n) = x if n == 0 else sq(x * x, n - 1)\n" +
	"dbl(s, n) = s if n == 0 else dbl(s + s, n - 1)\n" +
	"fib(n) = n if n < 2 else fib(n - 1) + fib(n - 2)\n" +
	"grow(l, n) = l if n == 0 else grow(l + l, n - 1)"

// runaways are the plain-value statements that ran past their limits
// before every loop polled the stop and every value was counted.
var runaways = []runaway{
	{name: "range under a timeout", expr: "len(range(16777216))", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond},
	{name: "range interrupted", expr: "len(range(16777216))", intr: 150 * time.Millisecond, want: zq.ErrInterrupted, limitAt: 150 * time.Millisecond},
	{name: "range cancelled", expr: "sum(range(16777216))", cancel: 150 * time.Millisecond, want: context.Canceled, limitAt: 150 * time.Millisecond},
	{name: "squaring, then its digits", defs: sqDef, expr: "len(str(sq(2, 25)))", opt: zq.Options{Timeout: 500 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 500 * time.Millisecond},
	{name: "digits of a huge integer", defs: sqDef, expr: "len(str(sq(3, 24)))", opt: zq.Options{Timeout: 300 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 300 * time.Millisecond},
	{name: "an integer past the largest", defs: sqDef, expr: "sq(3, 40) > 0", opt: zq.Options{Timeout: time.Minute}, want: zq.ErrMemory},
	{name: "three long ranges under a budget", expr: "range(16777216) + range(16777216) + range(16777216)", opt: zq.Options{Timeout: 10 * time.Second, MemoryBudget: 256 << 20}, want: zq.ErrMemory},
	{name: "a list doubled", defs: sqDef, expr: "len(grow([1, 2, 3], 30))", opt: zq.Options{MemoryBudget: 64 << 20}, want: zq.ErrMemory},
	{name: "a string doubled", defs: sqDef, expr: "len(dbl(\"ab\", 40))", opt: zq.Options{MemoryBudget: 64 << 20}, want: zq.ErrMemory},
	{name: "a string doubled, no budget", defs: sqDef, expr: "len(dbl(\"ab\", 40))", want: zq.ErrMemory},
	{name: "an integer under a budget", defs: sqDef, expr: "sq(7, 30) > 0", opt: zq.Options{MemoryBudget: 4 << 20}, want: zq.ErrMemory},
	{name: "a comprehension's pairs", expr: "len([(i, j) for i in range(4096) for j in range(4096)])", opt: zq.Options{MemoryBudget: 64 << 20}, want: zq.ErrMemory},
	{name: "a comprehension under a timeout", expr: "len([str(i) + str(j) for i in range(4000) for j in range(4000)])", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond},
	{name: "printing a long list", expr: "print(range(8000000), range(8000000))", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond},
	{name: "the text of a long list", expr: "len(str(range(16000000)))", opt: zq.Options{MemoryBudget: 128 << 20}, want: zq.ErrMemory},
	{name: "a string walked", defs: sqDef, expr: "len([c for c in dbl(\"ab\", 24)])", opt: zq.Options{MemoryBudget: 64 << 20}, want: zq.ErrMemory},
	{name: "exponential recursion", defs: sqDef, expr: "fib(60)", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond},
	{name: "the digits of a sum", defs: sqDef, expr: "len(str(sum([sq(3, 22), sq(5, 21)])))", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond},
	{name: "a bare huge integer", defs: sqDef, expr: "sq(3, 23) + 1", opt: zq.Options{Timeout: 200 * time.Millisecond}, want: zq.ErrTimeout, limitAt: 200 * time.Millisecond, exec: true},
}

// TestRunaways runs each runaway statement under its limits: it must
// end with the limit's error (errors.Is), and the session must go on
// with its bindings. How long after its limit each one stopped is
// logged (go test -v -run Runaways); the bound on it (100 ms) is checked
// by examples/zqeval's hostile test, which times them.
func TestRunaways(t *testing.T) {
	for _, r := range runaways {
		t.Run(r.name, func(t *testing.T) {
			s, err := zq.New(r.opt)
			if err != nil {
				t.Fatal(err)
			}
			bg := context.Background()
			if r.defs != "" {
				if err := s.Exec(bg, r.defs); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Exec(bg, "keep = 41"); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(bg)
			defer cancel()
			if r.cancel > 0 {
				time.AfterFunc(r.cancel, cancel)
			}
			if r.intr > 0 {
				time.AfterFunc(r.intr, s.Interrupt)
			}
			start := time.Now()
			var v zq.Value
			if r.exec {
				err = s.Exec(ctx, r.expr)
			} else {
				v, err = s.Eval(ctx, r.expr)
			}
			took := time.Since(start)
			if !errors.Is(err, r.want) {
				t.Fatalf("%s = %v, %v; want an error matching %v", r.expr, v, err, r.want)
			}
			var ze *zq.Error
			if !errors.As(err, &ze) || ze.Line != 1 {
				t.Errorf("the error %v is no *zq.Error with its place", err)
			}
			if r.limitAt > 0 {
				t.Logf("%s: stopped %v after its limit (%v)", r.expr, (took - r.limitAt).Round(time.Millisecond), err)
			} else {
				t.Logf("%s: stopped after %v (%v)", r.expr, took.Round(time.Millisecond), err)
			}
			v, err = s.Eval(bg, "keep + 1")
			if n, ok := v.(*big.Int); err != nil || !ok || n.Int64() != 42 {
				t.Fatalf("after the stop: keep + 1 = %v, %v", v, err)
			}
		})
	}
}

// TestDefineKinds: Define refuses a parameter kind no value has.
func TestDefineKinds(t *testing.T) {
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fn := func(context.Context, zq.Args) (zq.Value, error) { return 1, nil }
	for _, kind := range []string{"float", "family | integer", "Integer", "any|integer", "", "integer|"} {
		err := s.Define(zq.Function{Name: "f", Help: "f", Params: []zq.Param{{Name: "x", Kind: kind}}, Fn: fn})
		if err == nil {
			t.Errorf("Define with kind %q accepted", kind)
		}
	}
	for _, kind := range []string{"any", "integer|list", "family", "puzzle|graph", "rational"} {
		name := "g" + strings.NewReplacer("|", "_").Replace(kind)
		if err := s.Define(zq.Function{Name: name, Help: "g", Params: []zq.Param{{Name: "x", Kind: kind}}, Fn: fn}); err != nil {
			t.Errorf("Define with kind %q: %v", kind, err)
		}
	}
	if zq.Detail(nil) != "" {
		t.Errorf("Detail(nil) = %q", zq.Detail(nil))
	}
}

// TestBusyWaits: a call into a session running a statement waits for it
// until its context ends, no longer; Set of a family whose session is
// busy fails at once, and SetContext waits as long as its context.
func TestBusyWaits(t *testing.T) {
	bg := context.Background()
	a, _ := zq.New(zq.Options{})
	b, _ := zq.New(zq.Options{})
	if err := a.Exec(bg, "F = {{1, 2}, {3}}\nfib(n) = n if n < 2 else fib(n - 1) + fib(n - 2)"); err != nil {
		t.Fatal(err)
	}
	f, _ := a.Get("F")
	long, stop := context.WithCancel(bg)
	done := make(chan error)
	go func() { _, err := a.Eval(long, "fib(60)"); done <- err }()
	time.Sleep(50 * time.Millisecond) // a is running fib(60) now
	if err := b.Set("G", f); err == nil || !strings.Contains(err.Error(), "running a statement now") {
		t.Errorf("Set of a busy session's family: %v", err)
	}
	short, cancel := context.WithTimeout(bg, 50*time.Millisecond)
	defer cancel()
	if err := b.SetContext(short, "G", f); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("SetContext past its deadline: %v", err)
	}
	short2, cancel2 := context.WithTimeout(bg, 50*time.Millisecond)
	defer cancel2()
	if _, err := a.Eval(short2, "1"); !errors.Is(err, zq.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Eval waiting past its deadline: %v", err)
	}
	stop()
	if err := <-done; !errors.Is(err, zq.ErrInterrupted) {
		t.Errorf("fib(60) cancelled: %v", err)
	}
	if err := b.SetContext(bg, "G", f); err != nil {
		t.Fatal(err)
	}
	if v, err := b.Eval(bg, "count(G)"); err != nil || v.(*big.Int).Int64() != 2 {
		t.Errorf("count(G) = %v, %v", v, err)
	}
}

// TestRunawaysResident runs each runaway held by a memory budget in a
// process of its own (this test binary again) and holds the process's
// peak resident memory to the budget plus 64 MiB.
func TestRunawaysResident(t *testing.T) {
	if i := os.Getenv("ZQ_RUNAWAY"); i != "" {
		return // the child's part is TestRunawayChild
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc here: resident memory cannot be read")
	}
	for i, r := range runaways {
		if r.opt.MemoryBudget == 0 {
			continue
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestRunawayChild$", "-test.v")
		cmd.Env = append(os.Environ(), "ZQ_RUNAWAY="+strconv.Itoa(i))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", r.expr, err, out)
		}
		_, rest, ok := strings.Cut(string(out), "peak resident: ")
		var peak int64
		if ok {
			fmt.Sscan(rest, &peak)
		}
		bound := r.opt.MemoryBudget + 64<<20
		t.Logf("%s under %d MiB: peak resident %d MiB", r.expr, r.opt.MemoryBudget>>20, peak>>20)
		if !ok || peak <= 0 || peak > bound {
			t.Errorf("%s: peak resident memory %d MiB, past the budget + 64 MiB (%d MiB)\n%s", r.expr, peak>>20, bound>>20, out)
		}
	}
}

// TestRunawayChild is the child of TestRunawaysResident: it runs the
// runaway ZQ_RUNAWAY names and prints the process's peak resident
// memory.
func TestRunawayChild(t *testing.T) {
	i, err := strconv.Atoi(os.Getenv("ZQ_RUNAWAY"))
	if err != nil {
		t.Skip("run by TestRunawaysResident")
	}
	r := runaways[i]
	s, _ := zq.New(r.opt)
	bg := context.Background()
	if r.defs != "" {
		if err := s.Exec(bg, r.defs); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Eval(bg, r.expr); !errors.Is(err, r.want) {
		t.Fatalf("%s: %v", r.expr, err)
	}
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), &kb)
			fmt.Printf("peak resident: %d\n", kb<<10)
		}
	}
}

// TestLargeTextUnderBudget: the text of a long list is counted once, so
// it is made under a budget that holds it.
func TestLargeTextUnderBudget(t *testing.T) {
	s, _ := zq.New(zq.Options{MemoryBudget: 256 << 20})
	v, err := s.Eval(context.Background(), "len(str(range(1000000)))")
	if n, ok := v.(*big.Int); err != nil || !ok || n.Int64() != 7888890 {
		t.Fatalf("len(str(range(1000000))) = %v, %v; want 7,888,890", v, err)
	}
}
