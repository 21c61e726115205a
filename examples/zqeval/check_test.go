package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/zqlang/zq"
)

// TestOutsideModule is the check of the host package from a module of
// its own, through the public package only: a count as *big.Int, a
// family's sets as Go slices, a Go family and a host function used from
// zq, a file hook that refuses writes, and runaway statements stopped by
// a deadline and by a memory budget while the program goes on.
func TestOutsideModule(t *testing.T) {
	ctx := context.Background()
	refuse := func(name string, data []byte) error { return errors.New("this host keeps no files") }
	s, err := zq.New(zq.Options{FS: fstest.MapFS{}, WriteFile: refuse, MemoryBudget: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}

	// A count as *big.Int: OEIS A140517 (cycles on the 7x7 cells).
	v, err := s.Eval(ctx, "count(cycles(grid(8, 8)))")
	if n, ok := v.(*big.Int); err != nil || !ok || n.Cmp(big.NewInt(603841648931)) != 0 {
		t.Fatalf("count = %v (%T), %v", v, v, err)
	}

	// The sets of a family as Go slices.
	v, err = s.Eval(ctx, "minimal({{1,2},{1,3},{2}})")
	if err != nil {
		t.Fatal(err)
	}
	var sets [][]int
	for set := range v.(*zq.Family).Indices() {
		sets = append(sets, set)
	}
	if want := [][]int{{1, 3}, {2}}; !slices.EqualFunc(sets, want, slices.Equal) {
		t.Errorf("sets %v, want %v", sets, want)
	}

	// A family made in Go and a host function, both used from zq.
	F, err := zq.Families([]string{"ann", "bob", "cid"}, [][]string{{"ann", "bob"}, {"bob", "cid"}, {"cid"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Set("Teams", F); err != nil {
		t.Fatal(err)
	}
	err = s.Define(zq.Function{
		Name: "biggest", Help: "the size of the largest set of F", Result: "integer",
		Params: []zq.Param{{Name: "F", Kind: "family"}},
		Fn: func(ctx context.Context, a zq.Args) (zq.Value, error) {
			most := 0
			for set := range a.Get(0).(*zq.Family).Sets() {
				most = max(most, len(set))
			}
			return most, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	v, err = s.Eval(ctx, "biggest(Teams) + count(minimal(Teams))")
	if err != nil || fmt.Sprint(v) != "4" {
		t.Errorf("biggest(Teams) + count(minimal(Teams)) = %v, %v; want 2 + 2", v, err)
	}

	// Writes are refused, clearly, and nothing is bound by the failure.
	err = s.Exec(ctx, `x = save(Teams, "teams.zdd")`)
	if err == nil || !strings.Contains(err.Error(), "cannot write teams.zdd: this host keeps no files") {
		t.Errorf("save: %v", err)
	}
	if _, bound := s.Get("x"); bound {
		t.Error("x bound by a failed save")
	}

	// A runaway statement stopped by a deadline ...
	dctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	err = s.Exec(dctx, "fib(n) = n if n < 2 else fib(n - 1) + fib(n - 2)\nP = fib(60)")
	if !errors.Is(err, zq.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v", err)
	}
	// ... and by the memory budget; the program and the session go on.
	err = s.Exec(ctx, "P = cycles(grid(16, 16))")
	if !errors.Is(err, zq.ErrMemory) {
		t.Errorf("memory budget: %v", err)
	}
	if st := s.Stats(); st.Bytes > 64<<20 {
		t.Errorf("the store holds %d bytes, past the budget", st.Bytes)
	}
	v, err = s.Eval(ctx, "count(Teams) + count(cycles(grid(3, 3)))")
	if err != nil || fmt.Sprint(v) != "16" {
		t.Errorf("after the stops: %v, %v", v, err)
	}
}

// TestCommand runs the command on an expression, an error and a stop.
func TestCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"count(cycles(grid(8, 8)))"}, 0, `{"kind":"integer","value":603841648931}`},
		{[]string{"minimal({{1,2},{1,3},{2}})"}, 0, `{"kind":"family","count":2,"sets":[["1","3"],["2"]],"universe":"integers"}`},
		{[]string{"1 +"}, 1, `{"error":"syntax error: unexpected end of statement","line":1,"col":4}`},
		{[]string{`save({{1}}, "x")`}, 1, `"error":"save: argument path: cannot write x: writing files is off in this session"`},
		{[]string{"-timeout", "50ms", "paths(grid(30, 30), (0, 0), (29, 29))"}, 1, `"stopped":"timeout"`},
		{[]string{"-memory", "16777216", "cycles(grid(16, 16))"}, 1, `"stopped":"memory"`},
		{[]string{`count(solutions(sudoku("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")))`}, 0, `{"kind":"integer","value":1}`},
	} {
		var out, errb strings.Builder
		code := run(tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(out.String(), tc.out) {
			t.Errorf("zqeval %q: exit %d, %s%s; want %d, %s", tc.args, code, out.String(), errb.String(), tc.code, tc.out)
		}
	}
}

// TestHandler asks the web handler.
func TestHandler(t *testing.T) {
	srv := httptest.NewServer(Handler(DefaultLimits))
	defer srv.Close()
	res, err := http.Get(srv.URL + "/?expr=" + "count(pow(range(100)))")
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	if got := strings.TrimSpace(string(body)); err != nil || res.StatusCode != 200 || got != `{"kind":"integer","value":1267650600228229401496703205376}` {
		t.Errorf("status %d, body %s", res.StatusCode, got)
	}
	res2, err := http.Post(srv.URL, "application/json", strings.NewReader(`{"expr": "count("}`))
	if err != nil {
		t.Fatal(err)
	}
	res2.Body.Close()
	if res2.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("an error of the expression: status %d", res2.StatusCode)
	}
}
