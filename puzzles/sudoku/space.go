package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

func init() {
	puzzles.RegisterSpace("sudoku", func(key string) (puzzles.ElementSpace, error) {
		var n int
		if _, err := fmt.Sscanf(key, "sudoku %d", &n); err != nil || n < 1 || n > MaxSide {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return Placements(n), nil
	})
}

// PlacementSpace is the universe of the placements of a Sudoku of side
// N: "digit d (1..N) in cell (r, c)" is variable (r*N+c)*N+(d-1). Its
// key is "sudoku N".
type PlacementSpace struct{ N int }

// Placements returns the placement universe of a Sudoku of side n.
func Placements(n int) *PlacementSpace { return &PlacementSpace{n} }

// Describe implements puzzles.Space.
func (u *PlacementSpace) Describe() string {
	return fmt.Sprintf("placements of a %dx%d sudoku", u.N, u.N)
}

// Size implements puzzles.Space.
func (u *PlacementSpace) Size() int { return u.N * u.N * u.N }

// Name implements puzzles.ElementSpace: "(r,c)=d".
func (u *PlacementSpace) Name(v uint32) string {
	n := uint32(u.N)
	cell, d := v/n, v%n+1
	return fmt.Sprintf("(%d,%d)=%d", cell/n, cell%n, d)
}

// Key implements puzzles.ElementSpace.
func (u *PlacementSpace) Key() string { return fmt.Sprintf("sudoku %d", u.N) }

// Elem implements puzzles.ElementSpace: a placement is a tuple (r, c,
// d) or its number.
func (u *PlacementSpace) Elem(x any, shown string) (uint32, error) {
	if v, ok := x.(int); ok {
		if v < 0 || v >= u.Size() {
			return 0, fmt.Errorf("placement %d is out of range 0..%d", v, u.Size()-1)
		}
		return uint32(v), nil
	}
	if a, ok := puzzles.Ints(x, 3); ok {
		r, c, d := a[0], a[1], a[2]
		if r < 0 || c < 0 || r >= u.N || c >= u.N || d < 1 || d > u.N {
			return 0, fmt.Errorf("placement (%d, %d, %d) is outside the %dx%d sudoku with digits 1..%d", r, c, d, u.N, u.N, u.N)
		}
		return uint32((r*u.N+c)*u.N + d - 1), nil
	}
	return 0, fmt.Errorf("expected a placement (r, c, digit), got %s", shown)
}

// Draw implements puzzles.ElementSpace: the digits placed, '.' where
// none is.
func (u *PlacementSpace) Draw(set []uint32, ascii bool) string {
	n := u.N
	board := make([]string, n*n)
	for i := range board {
		board[i] = "."
	}
	for _, v := range set {
		if int(v) < u.Size() {
			cell, d := int(v)/n, int(v)%n+1
			board[cell] = strconv.Itoa(d)
		}
	}
	w := len(strconv.Itoa(n))
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if c > 0 {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%*s", w, board[r*n+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}
