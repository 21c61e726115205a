package zq_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing/fstest"
	"time"

	"github.com/zqlang/zq"
)

// A session made with options: its output, its limits and no files.
func ExampleNew() {
	s, err := zq.New(zq.Options{
		Stdout:       os.Stdout,
		Timeout:      10 * time.Second,
		NodeLimit:    1_000_000,
		MemoryBudget: 256 << 20,
	})
	if err != nil {
		panic(err)
	}
	s.Exec(context.Background(), "count(cycles(grid(4, 4)))")
	// Output: 213
}

// Exec runs statements; bare expressions are displayed on Stdout.
func ExampleSession_Exec() {
	s, _ := zq.New(zq.Options{Stdout: os.Stdout})
	err := s.Exec(context.Background(), `
C = cycles(grid(3, 3))
count(C)
minimum(C)
`)
	fmt.Println(err)
	// Output:
	// 13
	// family: 4 sets over 12 elements, 16 nodes
	// {
	//   {(0,0)-(0,1), (0,0)-(1,0), (0,1)-(1,1), (1,0)-(1,1)},
	//   {(0,1)-(0,2), (0,1)-(1,1), (0,2)-(1,2), (1,1)-(1,2)},
	//   {(1,0)-(1,1), (1,0)-(2,0), (1,1)-(2,1), (2,0)-(2,1)},
	//   {(1,1)-(1,2), (1,1)-(2,1), (1,2)-(2,2), (2,1)-(2,2)}
	// }
	// <nil>
}

// ExecFile names the script in messages.
func ExampleSession_ExecFile() {
	s, _ := zq.New(zq.Options{})
	err := s.ExecFile(context.Background(), "defs.zq", "sq(n) = n * n\nx = sq(y)")
	fmt.Println(err)
	// Output: defs.zq:2:8: undefined name y
}

// Eval returns a value a Go program reads: integers as *big.Int.
func ExampleSession_Eval() {
	s, _ := zq.New(zq.Options{})
	v, err := s.Eval(context.Background(), "count(cycles(grid(8, 8)))")
	if err != nil {
		panic(err)
	}
	n := v.(*big.Int)
	fmt.Println(n, n.BitLen())
	// Output: 603841648931 40
}

// A family's sets, read lazily as element names or numbers.
func ExampleFamily_Sets() {
	s, _ := zq.New(zq.Options{})
	v, _ := s.Eval(context.Background(), "minimal({{1,2},{1,3},{2}})")
	F := v.(*zq.Family)
	fmt.Println(F.Count(), F.Universe())
	for set := range F.Sets() {
		fmt.Println(set)
	}
	// Output:
	// 2 integers
	// [1 3]
	// [2]
}

// Indices walks a family of 2^100 sets as far as wanted.
func ExampleFamily_Indices() {
	s, _ := zq.New(zq.Options{})
	v, _ := s.Eval(context.Background(), "ofsize(pow(range(100)), 98)")
	F := v.(*zq.Family)
	fmt.Println(F.Count())
	k := 0
	for set := range F.Indices() {
		fmt.Println(len(set), set[96:])
		if k++; k == 3 {
			break
		}
	}
	// Output:
	// 4950
	// 98 [96 97]
	// 98 [96 98]
	// 98 [96 99]
}

// Count is exact at any size.
func ExampleFamily_Count() {
	s, _ := zq.New(zq.Options{})
	v, _ := s.Eval(context.Background(), "pow(range(100))")
	fmt.Println(v.(*zq.Family).Count())
	// Output: 1267650600228229401496703205376
}

// Set binds Go values: numbers, strings, lists, and [][]int as a family
// over the integers.
func ExampleSession_Set() {
	s, _ := zq.New(zq.Options{})
	s.Set("k", 2)
	s.Set("F", [][]int{{1, 2}, {2, 3}, {1, 2, 3}})
	v, _ := s.Eval(context.Background(), "count(ofsize(F, k))")
	fmt.Println(v)
	// Output: 2
}

// Families makes a family over named elements.
func ExampleFamilies() {
	F, err := zq.Families([]string{"ann", "bob", "cid"}, [][]string{{"ann", "bob"}, {"cid"}, {"bob", "cid"}})
	if err != nil {
		panic(err)
	}
	s, _ := zq.New(zq.Options{Stdout: os.Stdout})
	s.Set("Teams", F)
	s.Exec(context.Background(), "minimal(Teams)")
	// Output:
	// family: 2 sets over 3 elements, 3 nodes
	// {{cid}, {ann, bob}}
}

// IntFamily makes a family of sets of integers.
func ExampleIntFamily() {
	F, _ := zq.IntFamily([][]int{{1, 2}, {3}})
	s, _ := zq.New(zq.Options{})
	s.Set("F", F)
	v, _ := s.Eval(context.Background(), "F == {{1, 2}, {3}}")
	fmt.Println(v)
	// Output: true
}

// NewGraph makes a graph from its edges; its cycles are counted in zq.
func ExampleNewGraph() {
	g, _ := zq.NewGraph([][2]string{{"a", "b"}, {"b", "c"}, {"c", "a"}, {"c", "d"}, {"d", "a"}})
	s, _ := zq.New(zq.Options{})
	s.Set("G", g)
	v, _ := s.Eval(context.Background(), "count(cycles(G))")
	fmt.Println(g.Vertices(), v)
	// Output: [a b c d] 3
}

// Get reads a binding; Names lists them.
func ExampleSession_Get() {
	s, _ := zq.New(zq.Options{})
	s.Exec(context.Background(), `x = 6 * 7; name = "zq"; L = [1, (2, 3)]`)
	for _, n := range s.Names() {
		v, _ := s.Get(n)
		fmt.Printf("%s %T %v\n", n, v, v)
	}
	// Output:
	// L []interface {} [1 [2 3]]
	// name string zq
	// x *big.Int 42
}

// Define adds a host function, called from zq like a builtin.
func ExampleSession_Define() {
	s, _ := zq.New(zq.Options{})
	err := s.Define(zq.Function{
		Name:   "largest",
		Params: []zq.Param{{Name: "F", Kind: "family"}, {Name: "atleast", Kind: "integer", Optional: true}},
		Result: "integer",
		Help:   "the size of the largest set of F (at least atleast)",
		Fn: func(ctx context.Context, a zq.Args) (zq.Value, error) {
			most := 0
			if a.Has(1) {
				most = int(a.Get(1).(*big.Int).Int64())
			}
			for set := range a.Get(0).(*zq.Family).Indices() {
				most = max(most, len(set))
			}
			return most, nil
		},
	})
	if err != nil {
		panic(err)
	}
	v, _ := s.Eval(context.Background(), "largest(cycles(grid(3, 3)), atleast: 2)")
	fmt.Println(v)
	_, err = s.Eval(context.Background(), `largest("x")`)
	fmt.Println(err)
	fmt.Print(s.Help("largest"))
	// Output:
	// 8
	// <expr>:1:9: largest: argument 1 (F) must be a family, got a string
	// largest(F family, [atleast: integer]) -> integer
	//   the size of the largest set of F (at least atleast)
}

// A context's deadline stops a runaway statement; the session goes on.
func Example_deadline() {
	s, _ := zq.New(zq.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := s.Eval(ctx, "count(paths(grid(30, 30), (0, 0), (29, 29)))")
	fmt.Println(errors.Is(err, zq.ErrTimeout), errors.Is(err, context.DeadlineExceeded))
	fmt.Println(err)
	// Output:
	// true true
	// <expr>:1:1: stopped: the statement ran past the deadline it was given
}

// The memory budget counts the session's own store and builders.
func Example_memoryBudget() {
	s, _ := zq.New(zq.Options{MemoryBudget: 16 << 20})
	err := s.Exec(context.Background(), "C = cycles(grid(16, 16))")
	fmt.Println(errors.Is(err, zq.ErrMemory))
	fmt.Println(err)
	// Output:
	// true
	// <input>:1:1: stopped: the statement grew past the memory budget of 16.0 MiB
}

// Errors carry their place; errors.As reads it.
func ExampleError() {
	s, _ := zq.New(zq.Options{})
	err := s.Exec(context.Background(), "x = 1\ny = count(x)")
	var e *zq.Error
	if errors.As(err, &e) {
		fmt.Println(e.File, e.Line, e.Col)
		fmt.Println(e.Detail())
	}
	// Output:
	// <input> 2 11
	// <input>:2:11: count: argument 1 (F) must be a family, got an integer
	//     y = count(x)
	//               ^
}

// Files are read from an fs.FS and written through a hook; with none,
// file builtins say that file access is off.
func ExampleOptions_files() {
	files := fstest.MapFS{"defs.zq": {Data: []byte("sq(n) = n * n\n")}}
	s, _ := zq.New(zq.Options{
		FS: files,
		WriteFile: func(name string, data []byte) error {
			return errors.New("read-only")
		},
	})
	ctx := context.Background()
	fmt.Println(s.Exec(ctx, `source("defs.zq")`))
	v, _ := s.Eval(ctx, "sq(12)")
	fmt.Println(v)
	fmt.Println(s.Exec(ctx, `save({{1}}, "out.zdd")`))
	none, _ := zq.New(zq.Options{})
	fmt.Println(none.Exec(ctx, `open("out.zdd")`))
	// Output:
	// <nil>
	// 144
	// <input>:1:13: save: argument path: cannot write out.zdd: read-only
	// <input>:1:6: open: argument path: cannot open out.zdd: reading files is off in this session
}

// Omit leaves builtins out.
func ExampleOptions_omit() {
	s, _ := zq.New(zq.Options{Omit: []string{"svg", "sample"}})
	fmt.Println(s.Exec(context.Background(), "sample(pow([1, 2]), 1)"))
	// Output: <input>:1:1: sample is not available in this session
}

// Sessions are independent; a family read from one is copied into
// another by Set.
func ExampleSession_Set_otherSession() {
	a, _ := zq.New(zq.Options{})
	b, _ := zq.New(zq.Options{})
	C, _ := a.Eval(context.Background(), "cycles(grid(4, 4))")
	b.Set("C", C)
	v, _ := b.Eval(context.Background(), "count(C) == count(cycles(grid(4, 4)))")
	fmt.Println(v)
	// Output: true
}

// Interrupt stops the running statement from another goroutine.
func ExampleSession_Interrupt() {
	s, _ := zq.New(zq.Options{})
	go func() {
		time.Sleep(50 * time.Millisecond)
		s.Interrupt()
	}()
	err := s.Exec(context.Background(), "count(paths(grid(30, 30), (0, 0), (29, 29)))")
	fmt.Println(errors.Is(err, zq.ErrInterrupted))
	// Output: true
}

// Stats reads the size of the session's store.
func ExampleSession_Stats() {
	s, _ := zq.New(zq.Options{})
	s.Exec(context.Background(), "C = cycles(grid(5, 5))")
	fmt.Println(s.Stats().Nodes > 0)
	// Output: true
}

// Builtins lists what the session can call.
func ExampleSession_Builtins() {
	s, _ := zq.New(zq.Options{Omit: []string{"count"}})
	names := strings.Join(s.Builtins(), " ")
	fmt.Println(strings.Contains(names, "cycles"), strings.Contains(names, " count "))
	// Output: true false
}

// Detail gives an error's text with its line and a caret.
func ExampleDetail() {
	s, _ := zq.New(zq.Options{})
	_, err := s.Eval(context.Background(), "1 +")
	fmt.Println(zq.Detail(err))
	// Output:
	// <expr>:1:4: syntax error: unexpected end of statement
	//     1 +
	//        ^
}

// Incomplete tells a line reader to read on.
func ExampleIncomplete() {
	fmt.Println(zq.Incomplete("F = {{1, 2},"), zq.Incomplete("F = {{1, 2}}"))
	// Output: true false
}

// ParseSize reads sizes as the command line's -memory does.
func ExampleParseSize() {
	n, _ := zq.ParseSize("1.5GiB")
	fmt.Println(n)
	// Output: 1610612736
}

// Compile checks an expression's names once; Run evaluates it with the
// variables of each run, here in one session for several pairs.
func ExampleCompile() {
	ctx := context.Background()
	p, err := zq.Compile("count(F & G)", "F", "G")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := zq.New(zq.Options{Timeout: time.Second})
	a, _ := zq.IntFamily([][]int{{1}, {2}, {1, 2}})
	b, _ := zq.IntFamily([][]int{{1, 2}, {3}})
	c, _ := zq.IntFamily([][]int{{1}, {2}, {3}})
	for _, g := range []*zq.Family{b, c} {
		n, err := p.Run(ctx, s, map[string]any{"F": a, "G": g})
		fmt.Println(n, err)
	}
	_, err = zq.Compile("count(F & H)", "F", "G")
	fmt.Println(err)
	// Output:
	// 1 <nil>
	// 2 <nil>
	// <expr>:1:11: unknown variable H (a variable is declared when the program is compiled, and given when it runs)
}
