package nurimaze

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/zdd"
)

// plantedBoard makes a rows x cols board with at least one solution: a
// tree of unshaded cells grown at random until no 2x2 block is shaded
// (nil when it stays so), rooms cut at random inside each colour, S
// and G on unshaded cells, circles on the route between them and
// triangles off it.
func plantedBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	N := rows * cols
	p, _ := newPuzzle(rows, cols)
	un := make([]bool, N)
	un[rng.Intn(N)] = true
	count := func(i int) int {
		n := 0
		for _, j := range p.neighbours(i) {
			if un[j] {
				n++
			}
		}
		return n
	}
	block := func() bool {
		for r := 0; r+1 < rows; r++ {
			for c := 0; c+1 < cols; c++ {
				i := r*cols + c
				if !un[i] && !un[i+1] && !un[i+cols] && !un[i+cols+1] {
					return true
				}
			}
		}
		return false
	}
	for {
		var cand []int
		for i := range un {
			if !un[i] && count(i) == 1 {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 || (!block() && rng.Intn(3) == 0) {
			break
		}
		un[cand[rng.Intn(len(cand))]] = true
	}
	if block() {
		return nil
	}
	b := &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, rows*(cols-1)), H: make([]bool, (rows-1)*cols)}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if c+1 < cols {
				b.V[r*(cols-1)+c] = un[i] != un[i+1] || rng.Intn(2) == 0
			}
			if r+1 < rows {
				b.H[r*cols+c] = un[i] != un[i+cols] || rng.Intn(2) == 0
			}
		}
	}
	p.Room, p.Rooms = b.Rooms()
	var white []int
	for i, u := range un {
		if u {
			white = append(white, i)
		}
	}
	if len(white) < 2 {
		return nil
	}
	rng.Shuffle(len(white), func(i, j int) { white[i], white[j] = white[j], white[i] })
	s, g := white[0], white[1]
	p.Marks[s], p.Marks[g] = Start, Goal
	prev := make([]int, N)
	for i := range prev {
		prev[i] = -2
	}
	prev[s] = -1
	queue := []int{s}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range p.neighbours(x) {
			if un[y] && prev[y] == -2 {
				prev[y] = x
				queue = append(queue, y)
			}
		}
	}
	on := make([]bool, N)
	for x := g; x >= 0; x = prev[x] {
		on[x] = true
	}
	for _, i := range white[2:] {
		switch {
		case on[i] && rng.Intn(3) == 0:
			p.Marks[i] = Circle
		case !on[i] && rng.Intn(3) == 0:
			p.Marks[i] = Triangle
		}
	}
	return p
}

// TestDeductions: on random boards larger than brute force reaches,
// the family built after the room deductions is the family built
// without them (marked rooms unshaded only), which TestBrute checks
// against brute force on small boards; and every room the deductions
// decide has that colour in every solution.
func TestDeductions(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	withSol, decided := 0, 0
	for trial := 0; trial < 400; trial++ {
		rows, cols := 3+rng.Intn(4), 3+rng.Intn(4)
		p := randomBoard(rng, rows, cols)
		if trial%4 != 0 {
			if p = plantedBoard(rng, rows, cols); p == nil {
				continue
			}
		}
		m := zdd.New()
		want, err := p.solutions(ctx, m, newSpec(ctx, p, false))
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.solutions(ctx, m, newSpec(ctx, p, true))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%s: %v solutions after the deductions, %v without", p, m.Count(got), m.Count(want))
		}
		if want == zdd.Empty {
			continue
		}
		withSol++
		col, ok := p.deduce(ctx)
		if !ok {
			t.Fatalf("%s: the deductions find no solution, there are %v", p, m.Count(want))
		}
		m.Each(want, func(set []uint32) bool {
			shaded := make([]bool, len(p.Marks))
			for _, x := range set {
				shaded[x] = true
			}
			for i, k := range p.Room {
				if c := col[k]; c != rUnknown && (c == rShaded) != shaded[i] {
					t.Fatalf("%s: the deductions colour room %d (cell %d) %d, a solution does not", p, k, i, c)
				}
			}
			return true
		})
		for _, c := range col {
			if c != rUnknown {
				decided++
			}
		}
	}
	t.Logf("%d boards with solutions, %d rooms decided on them", withSol, decided)
	if withSol < 100 {
		t.Fatalf("only %d boards with solutions", withSol)
	}
}
