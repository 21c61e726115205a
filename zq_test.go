package zq_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/zqlang/zq"
)

func newSession(t *testing.T, opt zq.Options) *zq.Session {
	t.Helper()
	s, err := zq.New(opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestEvalCount counts the cycles of the 8x8 grid graph: OEIS A140517
// gives 603,841,648,931 for the 7x7 cells.
func TestEvalCount(t *testing.T) {
	s := newSession(t, zq.Options{})
	v, err := s.Eval(context.Background(), "count(cycles(grid(8, 8)))")
	if err != nil {
		t.Fatal(err)
	}
	n, ok := v.(*big.Int)
	if !ok || n.String() != "603841648931" {
		t.Fatalf("count = %#v, want *big.Int 603841648931", v)
	}
	for src, want := range map[string]any{"1 < 2": true, `"a" + "b"`: "ab", "print(1)": nil} {
		got, err := s.Eval(context.Background(), src)
		if err != nil || got != want {
			t.Errorf("Eval(%s) = %#v, %v; want %#v", src, got, err, want)
		}
	}
}

// TestFamilySets reads the sets of a family as names and as numbers and
// checks them against the sets worked out by hand.
func TestFamilySets(t *testing.T) {
	s := newSession(t, zq.Options{})
	v, err := s.Eval(context.Background(), "minimal({{1,2},{1,3},{2}})")
	if err != nil {
		t.Fatal(err)
	}
	f := v.(*zq.Family)
	if f.Count().Int64() != 2 {
		t.Fatalf("count %v", f.Count())
	}
	var got [][]int
	for set := range f.Indices() {
		got = append(got, set)
	}
	if want := [][]int{{1, 3}, {2}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Indices: %v, want %v", got, want)
	}
	var names [][]string
	for set := range f.Sets() {
		names = append(names, set)
	}
	if want := [][]string{{"1", "3"}, {"2"}}; !slices.EqualFunc(names, want, slices.Equal) {
		t.Errorf("Sets: %v, want %v", names, want)
	}
	// A lazy walk over a family too large to list: the first sets of
	// the 2^100 subsets of 0..99 in the store's order.
	v, err = s.Eval(context.Background(), "pow(range(100))")
	if err != nil {
		t.Fatal(err)
	}
	big := v.(*zq.Family)
	if big.Count().Cmp(new(bigInt).Lsh(bigOne(), 100)) != 0 {
		t.Fatalf("count %v", big.Count())
	}
	k := 0
	for set := range big.Indices() {
		if k == 0 && len(set) != 100 {
			t.Errorf("first set has %d elements, want all 100", len(set))
		}
		if k++; k == 1000 {
			break
		}
	}
	if k != 1000 {
		t.Errorf("walked %d sets", k)
	}
}

type bigInt = big.Int

func bigOne() *big.Int { return big.NewInt(1) }

// TestSetAndHostFunction binds Go values and a host function, and uses
// them from zq.
func TestSetAndHostFunction(t *testing.T) {
	weight := zq.Function{
		Name:   "heft",
		Params: []zq.Param{{Name: "F", Kind: "family"}, {Name: "scale", Kind: "integer", Optional: true}},
		Result: "integer",
		Help:   "the number of elements over all sets of F, times scale",
		Fn: func(ctx context.Context, a zq.Args) (zq.Value, error) {
			total := 0
			for set := range a.Get(0).(*zq.Family).Indices() {
				total += len(set)
			}
			if a.Has(1) {
				sc := a.Get(1).(*big.Int)
				if sc.Sign() < 0 {
					return nil, errors.New("scale must not be negative")
				}
				total *= int(sc.Int64())
			}
			return total, nil
		},
	}
	s := newSession(t, zq.Options{Functions: []zq.Function{weight}})
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(zq.Detail(err))
		}
	}
	must(s.Set("n", 5))
	must(s.Set("name", "grid"))
	must(s.Set("F", [][]int{{1, 2}, {3}, {1, 2}}))
	must(s.Set("L", []int{1, 2, 3}))
	named, err := zq.Families([]string{"a", "b", "c"}, [][]string{{"a", "b"}, {"c"}})
	must(err)
	must(s.Set("G", named))
	g, err := zq.NewGraph([][2]string{{"x", "y"}, {"y", "z"}, {"z", "x"}})
	must(err)
	must(s.Set("T", g))
	for expr, want := range map[string]string{
		"n * n":              "25",
		"count(F)":           "2",
		"F == {{1, 2}, {3}}": "true",
		"heft(F)":            "3",
		"heft(F, scale: n)":  "15",
		"heft(G)":            "3",
		"count(cycles(T))":   "1",
		"len(L)":             "3",
		"count(G)":           "2",
	} {
		v, err := s.Eval(ctx, expr)
		if err != nil {
			t.Errorf("%s: %v", expr, zq.Detail(err))
			continue
		}
		if got := fmt.Sprint(v); got != want {
			t.Errorf("%s = %s, want %s", expr, got, want)
		}
	}
	gv, _ := s.Get("G")
	var gs [][]string
	for set := range gv.(*zq.Family).Sets() {
		gs = append(gs, set)
	}
	if want := [][]string{{"a", "b"}, {"c"}}; !slices.EqualFunc(gs, want, slices.Equal) {
		t.Errorf("G's sets: %v, want %v", gs, want)
	}
	// Errors of a host function are reported at the call.
	_, err = s.Eval(ctx, "heft(F, scale: -1)")
	var e *zq.Error
	if !errors.As(err, &e) || e.Col != 1 || !strings.Contains(e.Msg, "heft: scale must not be negative") {
		t.Errorf("error %v, want it at the call", err)
	}
	_, err = s.Eval(ctx, "heft(F, 1, 2)")
	if err == nil || !strings.Contains(err.Error(), "heft takes 2 arguments") {
		t.Errorf("too many arguments: %v", err)
	}
	_, err = s.Eval(ctx, `heft("F")`)
	if err == nil || !strings.Contains(err.Error(), "must be a family") {
		t.Errorf("wrong kind: %v", err)
	}
	if !strings.Contains(s.Help("heft"), "heft(F family, [scale: integer]) -> integer") {
		t.Errorf("help: %q", s.Help("heft"))
	}
	// Declarations that are not well formed are errors, not panics.
	for _, bad := range []zq.Function{
		{Name: "count", Help: "h", Fn: weight.Fn},
		{Name: "heft", Help: "h", Fn: weight.Fn},
		{Name: "if", Help: "h", Fn: weight.Fn},
		{Name: "f", Fn: weight.Fn},
		{Name: "f", Help: "h"},
		{Name: "f", Help: "h", Fn: weight.Fn, Params: []zq.Param{{Name: "a", Kind: "any", Optional: true}, {Name: "b", Kind: "any"}}},
	} {
		if err := s.Define(bad); err == nil {
			t.Errorf("Define(%+v) accepted", bad.Name)
		}
	}
	if err := s.Set("count", 1); err == nil {
		t.Error("Set bound the name of a builtin")
	}
	if err := s.Set("x", struct{}{}); err == nil {
		t.Error("Set bound a struct")
	}
	// Names are the language's: any alphabet and _, no keyword, nothing
	// the language would read as something else.
	for _, name := range []string{"größe", "π", "変数", "_x1"} {
		f := weight
		f.Name = name + "_f"
		f.Params = []zq.Param{{Name: name, Kind: "family"}}
		if err := s.Define(f); err != nil {
			t.Errorf("Define %s: %v", f.Name, err)
		}
		if err := s.Set(name, [][]int{{1}, {2, 3}}); err != nil {
			t.Errorf("Set %s: %v", name, err)
		}
		if v, err := s.Eval(ctx, f.Name+"("+name+")"); err != nil || fmt.Sprint(v) != "3" {
			t.Errorf("%s(%s) = %v, %v; want 3", f.Name, name, v, err)
		}
	}
	for _, name := range []string{"", "1x", "x-y", "not", "in", "é\u0301", "x y"} {
		if err := s.Set(name, 1); err == nil {
			t.Errorf("Set bound %q", name)
		}
		f := weight
		f.Name = name
		if err := s.Define(f); err == nil {
			t.Errorf("Define accepted %q", name)
		}
		f.Name = "g"
		f.Params = []zq.Param{{Name: name, Kind: "any"}}
		if err := s.Define(f); err == nil {
			t.Errorf("Define accepted the parameter %q", name)
		}
	}
}

// TestFailedCallKeepsBindings: the statement that fails is undone, the
// ones before it stay.
func TestFailedCallKeepsBindings(t *testing.T) {
	s := newSession(t, zq.Options{})
	ctx := context.Background()
	if err := s.Exec(ctx, "x = 1; y = 2"); err != nil {
		t.Fatal(err)
	}
	err := s.Exec(ctx, "x = 10\ny = 20 + nope\nz = 3")
	var e *zq.Error
	if !errors.As(err, &e) || e.Line != 2 || e.Col != 10 || e.File != "<input>" {
		t.Fatalf("error %#v", err)
	}
	for name, want := range map[string]string{"x": "10", "y": "2"} {
		if v, _ := s.Get(name); fmt.Sprint(v) != want {
			t.Errorf("%s = %v, want %s", name, v, want)
		}
	}
	if _, ok := s.Get("z"); ok {
		t.Error("z bound after the error")
	}
	_, err = s.Eval(ctx, "1 +")
	if !errors.As(err, &e) || e.File != "<expr>" || e.Line != 1 || e.Col != 4 || !strings.Contains(e.Detail(), "^") {
		t.Errorf("syntax error %#v", err)
	}
	for _, src := range []string{"x = 1", "1; 2", "", ":vars"} {
		if _, err := s.Eval(ctx, src); err == nil {
			t.Errorf("Eval(%q) accepted", src)
		}
	}
}

// TestStops stops runaway statements by the context's deadline, by
// cancellation, by the node limit and by the memory budget; each error
// says why, and the session goes on with its bindings.
func TestStops(t *testing.T) {
	ctx := context.Background()
	s := newSession(t, zq.Options{})
	if err := s.Exec(ctx, "x = 1"); err != nil {
		t.Fatal(err)
	}
	dctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	err := s.Exec(dctx, "x = 2; y = paths(grid(30, 30), (0, 0), (29, 29))")
	if !errors.Is(err, zq.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, zq.ErrInterrupted) {
		t.Errorf("deadline: %v", err)
	}
	cctx, cancel2 := context.WithCancel(ctx)
	go func() { time.Sleep(30 * time.Millisecond); cancel2() }()
	err = s.Exec(cctx, "f(n) = 0 if n == 0 else f(n - 1); [f(500) for i in range(1000000)]")
	if !errors.Is(err, zq.ErrInterrupted) || !errors.Is(err, context.Canceled) {
		t.Errorf("cancel: %v", err)
	}
	if v, _ := s.Get("x"); fmt.Sprint(v) != "2" {
		t.Errorf("x = %v", v)
	}
	if _, ok := s.Get("y"); ok {
		t.Error("y bound by a stopped statement")
	}

	lim := newSession(t, zq.Options{NodeLimit: 1000})
	err = lim.Exec(ctx, "paths(grid(8, 8), (0, 0), (7, 7))")
	if !errors.Is(err, zq.ErrNodeLimit) {
		t.Errorf("node limit: %v", err)
	}
	// The user cannot lift the host's limits.
	if err := lim.Exec(ctx, ":limit off"); err == nil {
		t.Error(":limit off accepted")
	}

	mem := newSession(t, zq.Options{MemoryBudget: 16 << 20})
	if err := mem.Exec(ctx, "x = count(cycles(grid(4, 4)))"); err != nil {
		t.Fatal(err)
	}
	err = mem.Exec(ctx, "y = cycles(grid(14, 14))")
	if !errors.Is(err, zq.ErrMemory) || !strings.Contains(err.Error(), "memory budget of 16") {
		t.Errorf("memory: %v", err)
	}
	if st := mem.Stats(); st.Bytes > 16<<20 {
		t.Errorf("the store holds %d bytes, past the budget", st.Bytes)
	}
	if v, err := mem.Eval(ctx, "x + count(cycles(grid(3, 3)))"); err != nil || fmt.Sprint(v) != "226" {
		t.Errorf("after the stop: %v, %v", v, err)
	}
}

// TestFiles: reading goes through the FS given, writing through the
// hook; without them file builtins fail saying so.
func TestFiles(t *testing.T) {
	ctx := context.Background()
	none := newSession(t, zq.Options{})
	for src, want := range map[string]string{
		`save({{1}}, "a.zdd")`: "writing files is off in this session",
		`write("x", "a.txt")`:  "writing files is off in this session",
		`open("a.zdd")`:        "reading files is off in this session",
		`source("defs.zq")`:    "reading files is off in this session",
		`svg({{1}}, "a.svg")`:  "writing files is off in this session",
		`dot({{1}}, "a.dot")`:  "writing files is off in this session",
		`loadgraph("g.txt")`:   "reading files is off in this session",
	} {
		err := none.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", src, err, want)
		}
	}
	written := map[string][]byte{}
	var mu sync.Mutex
	fsys := fstest.MapFS{"defs.zq": {Data: []byte("sq(n) = n * n\n")}, "g.txt": {Data: []byte("a b\nb c\nc a\n")}}
	s := newSession(t, zq.Options{FS: fsys, WriteFile: func(name string, data []byte) error {
		if strings.HasPrefix(name, "/") {
			return fs.ErrPermission
		}
		mu.Lock()
		written[name] = data
		mu.Unlock()
		return nil
	}})
	if err := s.Exec(ctx, `source("defs.zq"); g = loadgraph("g.txt"); save(cycles(g), "c.zdd"); write("hi", "note.txt")`); err != nil {
		t.Fatal(zq.Detail(err))
	}
	if v, _ := s.Eval(ctx, "sq(9)"); fmt.Sprint(v) != "81" {
		t.Errorf("sq(9) = %v", v)
	}
	if string(written["note.txt"]) != "hi" || len(written["c.zdd"]) == 0 {
		t.Errorf("written: %v", written)
	}
	// WriteFile gets a clean relative slash path, or is not called.
	for src, want := range map[string]string{
		`write("x", "/etc/passwd")`:    "not a path of this session's files (a relative path, not an absolute one)",
		`write("x", "../x")`:           "a relative path without .. elements",
		`write("x", "a/../../x")`:      "a relative path without .. elements",
		`write("x", "C:x")`:            "not an absolute one",
		`write("x", "a\\b")`:           "with / between folders",
		`write("x", "")`:               "no file named",
		`write("x", "./d//e/./f.txt")`: "",
	} {
		err := s.Exec(ctx, src)
		if want == "" {
			if err != nil || string(written["d/e/f.txt"]) != "x" {
				t.Errorf("%s: %v; written %v", src, err, written)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("refused write %s: %v, want %q", src, err, want)
		}
	}
	if len(written) != 3 {
		t.Errorf("WriteFile was called with %d names, want 3: %v", len(written), written)
	}
	err := s.Exec(ctx, `open("../secret")`)
	if err == nil || !strings.Contains(err.Error(), "not a path of this session's files") {
		t.Errorf("path outside: %v", err)
	}
	// What was written reads back through an FS over it.
	fsys["c.zdd"] = &fstest.MapFile{Data: written["c.zdd"]}
	if v, err := s.Eval(ctx, `open("c.zdd") == cycles(g)`); err != nil || v != true {
		t.Errorf("reopened: %v, %v", v, err)
	}
}

// TestOmit leaves builtins out.
func TestOmit(t *testing.T) {
	if _, err := zq.New(zq.Options{Omit: []string{"nosuch"}}); err == nil {
		t.Error("Omit of an unknown name accepted")
	}
	s := newSession(t, zq.Options{Omit: []string{"save", "sample"}})
	err := s.Exec(context.Background(), "sample(pow([1, 2]), 1)")
	if err == nil || !strings.Contains(err.Error(), "sample is not available in this session") {
		t.Errorf("omitted: %v", err)
	}
	if slices.Contains(s.Builtins(), "save") || !slices.Contains(s.Builtins(), "count") {
		t.Error("Builtins lists an omitted builtin or misses one")
	}
}

// TestNoGenres: this test binary imports no puzzle genre, so puzzle
// builtins are unknown, and the message says how to add them.
func TestNoGenres(t *testing.T) {
	s := newSession(t, zq.Options{})
	for _, src := range []string{`sudoku("...")`, `slitherlnk("...")`, `numberlink("...")`} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), `_ "github.com/zqlang/zq/puzzles/all"`) {
			t.Errorf("no genres: %s: %v", src, err)
		}
	}
	// A name like no genre's gets no word about genres.
	err := s.Exec(context.Background(), `coutn({{1}})`)
	if err == nil || strings.Contains(err.Error(), "genre") || !strings.Contains(err.Error(), "did you mean count?") {
		t.Errorf("coutn: %v", err)
	}
}

// TestCrossSession binds a family of one session in another: it is
// copied, and equals the same family built there.
func TestCrossSession(t *testing.T) {
	ctx := context.Background()
	a := newSession(t, zq.Options{})
	b := newSession(t, zq.Options{})
	v, err := a.Eval(ctx, "[cycles(grid(4, 4)), 7]")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Set("C", v); err != nil {
		t.Fatal(err)
	}
	if err := b.Exec(ctx, "assert C[0] == cycles(grid(4, 4)); assert count(C[0]) == 213; assert C[1] == 7"); err != nil {
		t.Fatal(zq.Detail(err))
	}
	// The copy is b's: a's store can be collected without harm.
	if err := a.Exec(ctx, ":gc"); err != nil {
		t.Fatal(err)
	}
	if err := b.Exec(ctx, ":gc\nassert count(C[0] | cycles(grid(4, 4))) == 213"); err != nil {
		t.Fatal(zq.Detail(err))
	}
}

// TestSessionsInParallel runs sessions in goroutines at once; each
// gets its own answers.
func TestSessionsInParallel(t *testing.T) {
	want := []string{"1", "13", "213", "9349"}
	var wg sync.WaitGroup
	errs := make([]error, len(want))
	got := make([]string, len(want))
	for i := range want {
		wg.Go(func() {
			s, err := zq.New(zq.Options{MemoryBudget: 256 << 20, Timeout: time.Minute})
			if err != nil {
				errs[i] = err
				return
			}
			for range 3 {
				v, err := s.Eval(context.Background(), fmt.Sprintf("count(cycles(grid(%d, %d)))", i+2, i+2))
				if err != nil {
					errs[i] = err
					return
				}
				got[i] = fmt.Sprint(v)
			}
		})
	}
	wg.Wait()
	for i := range want {
		if errs[i] != nil || got[i] != want[i] {
			t.Errorf("session %d: %v, %v; want %s", i, got[i], errs[i], want[i])
		}
	}
}

// TestNamedFamilyFile: a family over named elements is saved with its
// names and read back equal.
func TestNamedFamilyFile(t *testing.T) {
	ctx := context.Background()
	fsys := fstest.MapFS{}
	s := newSession(t, zq.Options{FS: fsys, WriteFile: func(name string, data []byte) error {
		fsys[name] = &fstest.MapFile{Data: data}
		return nil
	}})
	T, err := zq.Families([]string{"ann", "bob", `c"d`}, [][]string{{"ann", "bob"}, {`c"d`}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Set("T", T); err != nil {
		t.Fatal(err)
	}
	if err := s.Exec(ctx, `save(T, "t.zdd"); U = open("t.zdd"); assert U == T; assert count(with(U, "ann")) == 1; assert count(with(U, 2)) == 1`); err != nil {
		t.Fatal(zq.Detail(err))
	}
	v, _ := s.Get("U")
	var got []string
	for set := range v.(*zq.Family).Sets() {
		got = append(got, strings.Join(set, "+"))
	}
	if strings.Join(got, " ") != `ann+bob c"d` {
		t.Errorf("sets read back: %q", got)
	}
	for _, bad := range [][]string{{}, {"a", "a"}, {""}} {
		if _, err := zq.Families(bad, nil); err == nil {
			t.Errorf("Families(%q) accepted", bad)
		}
	}
	if _, err := zq.Families([]string{"a"}, [][]string{{"b"}}); err == nil {
		t.Error("a set with an element outside the universe accepted")
	}
}
