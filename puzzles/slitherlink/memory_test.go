package slitherlink

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// rectSolvesBrute is rectSolves as it was: every clue of the board
// counts the edges of the rectangle around it.
func rectSolvesBrute(p *Puzzle, r1, c1, r2, c2 int) bool {
	in := func(rr, cc int) bool { return rr >= r1 && rr <= r2 && cc >= c1 && cc <= c2 }
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			k := p.Clue(r, c)
			if k < 0 {
				continue
			}
			n := 0
			for _, nb := range [4][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
				if in(nb[0], nb[1]) != in(r, c) {
					n++
				}
			}
			if n != k {
				return false
			}
		}
	}
	return true
}

// TestRectSolves compares rectSolves, which looks only around the
// rectangle, with the look at the whole board, on random boards: half
// of them the clues of a two-cell rectangle's loop with some clues
// erased and some changed, so that both answers occur.
func TestRectSolves(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 4))
	yes := 0
	for trial := 0; trial < 3000; trial++ {
		R, C := 1+rng.IntN(5), 1+rng.IntN(5)
		p := &Puzzle{Rows: R, Cols: C, Clues: make([]int8, R*C)}
		if trial%2 == 0 && R*C > 1 {
			// the loop around two adjacent cells
			r1, c1 := rng.IntN(R), rng.IntN(C)
			r2, c2 := r1, c1+1
			if c2 == C || (r1+1 < R && rng.IntN(2) == 0) {
				r2, c2 = r1+1, c1
			}
			if r2 >= R {
				r2, c2 = r1, c1-1
				r1, c1 = r2, c2
				r2, c2 = r1, c1+1
			}
			in := func(rr, cc int) bool { return rr >= r1 && rr <= r2 && cc >= c1 && cc <= c2 }
			for r := 0; r < R; r++ {
				for c := 0; c < C; c++ {
					n := 0
					for _, nb := range [4][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
						if in(nb[0], nb[1]) != in(r, c) {
							n++
						}
					}
					p.Clues[r*C+c] = int8(n)
				}
			}
		} else {
			for i := range p.Clues {
				p.Clues[i] = int8(rng.IntN(4))
			}
		}
		for i := range p.Clues {
			switch rng.IntN(8) {
			case 0, 1, 2:
				p.Clues[i] = NoClue
			case 3:
				if trial%4 == 0 {
					p.Clues[i] = int8(rng.IntN(4))
				}
			}
		}
		p.init()
		d := newDeducer(p, false)
		nonzero := 0
		for _, k := range p.Clues {
			if k > 0 {
				nonzero++
			}
		}
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				for _, o := range [][2]int{{0, 1}, {1, 0}} {
					r2, c2 := r+o[0], c+o[1]
					if r2 >= R || c2 >= C {
						continue
					}
					got, want := d.rectSolves(r, c, r2, c2, nonzero), rectSolvesBrute(p, r, c, r2, c2)
					if got != want {
						t.Fatalf("%dx%d %v: rectSolves(%d, %d, %d, %d) = %v, the whole board says %v", R, C, p.Clues, r, c, r2, c2, got, want)
					}
					if got {
						yes++
					}
				}
			}
		}
	}
	if yes < 100 {
		t.Fatalf("only %d rectangles solved their boards: the test hardly tries that answer", yes)
	}
}

// TestDeducerEstimate checks the bound the deducer gives its memory
// check before it allocates: at least what newDeducer allocates as the
// runtime counts it, and not far above the deducer's own count of its
// arrays.
func TestDeducerEstimate(t *testing.T) {
	for _, sz := range [][2]int{{1, 1}, {1, 40}, {40, 1}, {7, 9}, {30, 30}, {100, 60}} {
		p := &Puzzle{Rows: sz[0], Cols: sz[1], Clues: make([]int8, sz[0]*sz[1])}
		for i := range p.Clues {
			p.Clues[i] = int8(i%5) - 1
		}
		p.init()
		p.Graph()
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		d := newDeducer(p, false)
		runtime.ReadMemStats(&after)
		alloc := int64(after.TotalAlloc - before.TotalAlloc)
		static := d.staticBytes()
		est := deducerEstimate(p.Rows, p.Cols)
		t.Logf("%dx%d: estimate %d, arrays %d, allocated %d bytes", p.Rows, p.Cols, est, static, alloc)
		if est < alloc || est < static+int64(d.M+d.N) {
			t.Errorf("%dx%d: the estimate %d is below what the deducer allocates (%d, %d by its count)", p.Rows, p.Cols, est, alloc, static)
		}
		if 10*static < 9*alloc {
			t.Errorf("%dx%d: the deducer counts %d bytes of %d allocated", p.Rows, p.Cols, static, alloc)
		}
		if p.Rows*p.Cols >= 100 && 2*est > 3*static {
			t.Errorf("%dx%d: the estimate %d is more than 1.5 times the %d bytes allocated", p.Rows, p.Cols, est, static)
		}
	}
}

// TestDeductionsMemoryBudget runs the deductions of a hard 50x50
// puzzle under a memory check like a session's budget: with no limit
// the check sees the bound before the deducer's arrays, then their size,
// then the trail growing, and every construction counts the deducer's
// bytes with its own; a limit below the bound stops the deductions
// before anything is allocated, one between the arrays and the largest
// figure stops them while they run, each with the check's error; and
// the same puzzle is then solved as before.
func TestDeductionsMemoryBudget(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy_hard.txt")
	var e *Entry
	for _, x := range es {
		if x.Puzzle.Rows == 50 && (e == nil || x.Puzzle.Clues == nil) {
			e = x
			break
		}
	}
	if e == nil {
		t.Fatal("no 50x50 puzzle in testdata/loopy_hard.txt")
	}
	p := e.Puzzle
	solve := func(limit int64) (seen []int64, err error) {
		ctx := topdown.WithMemoryCheck(context.Background(), func(n int64) error {
			seen = append(seen, n)
			if limit > 0 && n > limit {
				return zdd.ErrMemoryBudget
			}
			return nil
		})
		m := zdd.New()
		root, err := p.Solutions(ctx, m, Options{})
		if err == nil {
			sets := m.Sets(root, 2)
			if len(sets) != 1 {
				t.Fatalf("%d solutions, want 1", len(sets))
			}
			got, want := slices.Sorted(slices.Values(sets[0])), slices.Sorted(slices.Values(e.Solution))
			if !slices.Equal(got, want) {
				t.Fatal("the solution differs from the recorded one")
			}
		}
		return seen, err
	}
	seen, err := solve(0)
	if err != nil {
		t.Fatal(err)
	}
	est := deducerEstimate(p.Rows, p.Cols)
	if len(seen) < 3 || seen[0] != est || seen[1] > est {
		t.Fatalf("the check saw %v: want the estimate %d first, then the arrays", seen[:min(len(seen), 3)], est)
	}
	arrays, most := seen[1], slices.Max(seen)
	t.Logf("%s: the check was called %d times: estimate %d, arrays %d, the most %d bytes", p.ID, len(seen), est, arrays, most)
	if most <= arrays {
		t.Fatalf("the check never saw the deducer grow past its arrays (%d bytes): %v", arrays, seen)
	}

	// Below the estimate: nothing allocated, the error at once.
	seen, err = solve(est - 1)
	if !errors.Is(err, zdd.ErrMemoryBudget) || len(seen) != 1 {
		t.Fatalf("a limit below the estimate: %v after %d checks, want the budget's error after the first", err, len(seen))
	}
	// Between the arrays and the most: stopped while deducing.
	limit := (arrays + most) / 2
	seen, err = solve(limit)
	if !errors.Is(err, zdd.ErrMemoryBudget) {
		t.Fatalf("a limit of %d bytes: %v, want the budget's error", limit, err)
	}
	if len(seen) < 3 || seen[len(seen)-1] <= limit {
		t.Fatalf("a limit of %d bytes: stopped after the checks %v", limit, seen)
	}
	// What the deducer holds when it stops is within the limit: the
	// trail's array was not grown past it.
	ctx := topdown.WithMemoryCheck(context.Background(), func(n int64) error {
		if n > limit {
			return zdd.ErrMemoryBudget
		}
		return nil
	})
	if d, ok := p.deduceWith(ctx, nil, true, false); ok || !errors.Is(d.err, zdd.ErrMemoryBudget) || d.bytes() > limit {
		t.Fatalf("the deducer under a limit of %d bytes: ok %v, err %v, holding %d bytes", limit, ok, d.err, d.bytes())
	}
	// And the puzzle is solved as before.
	if _, err := solve(0); err != nil {
		t.Fatal(err)
	}
}

// TestBuildCountsDeducer checks that a construction made by Solutions
// gives the memory check the deducer's bytes with its own: a puzzle the
// deductions leave open is built, and each figure the check sees during
// the construction is at least the deducer's arrays.
func TestBuildCountsDeducer(t *testing.T) {
	p, err := Parse("..3..\n.....\n2...2\n.....\n..1..")
	if err != nil {
		t.Fatal(err)
	}
	var seen []int64
	ctx := topdown.WithMemoryCheck(context.Background(), func(n int64) error {
		seen = append(seen, n)
		return nil
	})
	var st Stats
	if _, err := p.Solutions(ctx, zdd.New(), Options{Stats: &st}); err != nil {
		t.Fatal(err)
	}
	if st.Open == 0 || st.States == 0 {
		t.Fatalf("the deductions left %d edges open and the construction made %d states: want a construction", st.Open, st.States)
	}
	d := newDeducer(p, false)
	arrays := d.staticBytes()
	if len(seen) < 3 {
		t.Fatalf("the check saw only %v", seen)
	}
	for _, n := range seen[1:] {
		if n < arrays {
			t.Errorf("the check saw %d bytes, less than the deducer's %d: %v", n, arrays, seen)
		}
	}
}

// countLooks is a context that counts the calls of Err, cancelling from
// the n-th on (never when n is 0).
type countLooks struct {
	context.Context
	looks, n int
}

func (c *countLooks) Err() error {
	if c.looks++; c.n > 0 && c.looks >= c.n {
		return context.Canceled
	}
	return nil
}

// TestPropagationPolls checks that the first propagation over a large
// board, long before any probing, looks at the context: on a 60x60
// board clued for the loop around it, which the rules alone solve, it
// looks many times, and a cancellation arriving halfway stops it.
func TestPropagationPolls(t *testing.T) {
	const n = 60
	p := &Puzzle{Rows: n, Cols: n, Clues: make([]int8, n*n)}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			k := 0
			if r == 0 || r == n-1 {
				k++
			}
			if c == 0 || c == n-1 {
				k++
			}
			p.Clues[r*n+c] = int8(k)
		}
	}
	p.init()
	all := &countLooks{Context: context.Background()}
	d, ok := p.deduceWith(all, nil, false, false)
	if !ok || d.err != nil || d.openCount() != 0 {
		t.Fatalf("the rules alone: ok %v, err %v, %d edges open", ok, d.err, d.openCount())
	}
	if all.looks < 10 {
		t.Fatalf("the propagation looked at the context %d times", all.looks)
	}
	half := &countLooks{Context: context.Background(), n: all.looks / 2}
	if d, ok := p.deduceWith(half, nil, false, false); ok || !errors.Is(d.err, context.Canceled) {
		t.Fatalf("cancelled at look %d of %d: ok %v, err %v", half.n, all.looks, ok, d.err)
	}
	t.Logf("%d looks at the context", all.looks)
}
