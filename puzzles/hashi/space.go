package hashi

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Space is the universe of a board's bridges (a puzzles.ElementSpace):
// variable p*Max+k is bridge k+1 of pair p. It depends on where the
// islands are and on Max, not on their numbers; its key is "hashi R C
// MAX LAYOUT", LAYOUT the rows of the board joined by '/', 'o' for an
// island and '.' for water.
type Space struct {
	p *Puzzle
}

// SpaceOf returns the universe of p's bridges.
func SpaceOf(p *Puzzle) *Space { return &Space{p: p.Blank()} }

func decodeSpace(key string) (puzzles.ElementSpace, error) {
	f := strings.Fields(key)
	var rows, cols, max int
	if len(f) != 5 || f[0] != "hashi" {
		return nil, fmt.Errorf("bad universe %q", key)
	}
	if _, err := fmt.Sscanf(f[1]+" "+f[2]+" "+f[3], "%d %d %d", &rows, &cols, &max); err != nil {
		return nil, fmt.Errorf("bad universe %q", key)
	}
	lines := strings.Split(f[4], "/")
	if len(lines) != rows {
		return nil, fmt.Errorf("bad universe %q: %d rows, want %d", key, len(lines), rows)
	}
	g := make([]int, 0, rows*cols)
	for _, l := range lines {
		if len(l) != cols {
			return nil, fmt.Errorf("bad universe %q: a row of %d cells, want %d", key, len(l), cols)
		}
		for i := 0; i < len(l); i++ {
			switch l[i] {
			case 'o':
				g = append(g, Unknown)
			case '.':
				g = append(g, 0)
			default:
				return nil, fmt.Errorf("bad universe %q", key)
			}
		}
	}
	p, err := New(rows, cols, g, max, false)
	if err != nil {
		return nil, fmt.Errorf("bad universe %q: %v", key, err)
	}
	return &Space{p: p}, nil
}

// Describe implements puzzles.Space.
func (s *Space) Describe() string {
	return fmt.Sprintf("bridges of a %dx%d hashi (%d pairs of islands, %d bridges each at most)", s.p.Rows, s.p.Cols, len(s.p.pairs), s.p.Max)
}

// Size implements puzzles.Space.
func (s *Space) Size() int { return s.p.Vars() }

// Name implements puzzles.ElementSpace: "(0,0)-(0,3)#2", the second
// bridge between the islands at (0, 0) and (0, 3).
func (s *Space) Name(v uint32) string {
	q, k := s.p.PairOf(v)
	if q >= len(s.p.pairs) {
		return fmt.Sprint(v)
	}
	a, b := s.p.islands[s.p.pairs[q].A], s.p.islands[s.p.pairs[q].B]
	return fmt.Sprintf("(%d,%d)-(%d,%d)#%d", a.R, a.C, b.R, b.C, k+1)
}

// Key implements puzzles.ElementSpace.
func (s *Space) Key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "hashi %d %d %d ", s.p.Rows, s.p.Cols, s.p.Max)
	for r := 0; r < s.p.Rows; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := 0; c < s.p.Cols; c++ {
			if s.p.Grid[r*s.p.Cols+c] != 0 {
				b.WriteByte('o')
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// Elem implements puzzles.ElementSpace: a bridge is its number, or a
// tuple (r1, c1, r2, c2) of two islands' cells (their first bridge) or
// (r1, c1, r2, c2, k) (their k-th bridge).
func (s *Space) Elem(x any, shown string) (uint32, error) {
	if v, ok := x.(int); ok {
		if v < 0 || v >= s.Size() {
			return 0, fmt.Errorf("bridge %d is out of range 0..%d", v, s.Size()-1)
		}
		return uint32(v), nil
	}
	a, ok := puzzles.Ints(x, 4)
	k := 1
	if !ok {
		if a, ok = puzzles.Ints(x, 5); ok {
			k = a[4]
		}
	}
	if !ok {
		return 0, fmt.Errorf("expected a bridge: (r1, c1, r2, c2) or (r1, c1, r2, c2, k) for the k-th between two islands, or its number; got %s", shown)
	}
	i, j := s.p.IslandAt(a[0], a[1]), s.p.IslandAt(a[2], a[3])
	if i < 0 {
		return 0, fmt.Errorf("no island at (%d, %d)", a[0], a[1])
	}
	if j < 0 {
		return 0, fmt.Errorf("no island at (%d, %d)", a[2], a[3])
	}
	if i > j {
		i, j = j, i
	}
	for q, pr := range s.p.pairs {
		if pr.A == i && pr.B == j {
			if k < 1 || k > s.p.Max {
				return 0, fmt.Errorf("bridge %d of %s: there are at most %d between two islands", k, s.p.PairName(q), s.p.Max)
			}
			return s.p.Var(q, k-1), nil
		}
	}
	return 0, fmt.Errorf("no bridge can join the islands at (%d, %d) and (%d, %d): they are not neighbours in a row or column", a[0], a[1], a[2], a[3])
}

// Draw implements puzzles.ElementSpace: the bridges on the board, the
// islands drawn 'o'.
func (s *Space) Draw(set []uint32, ascii bool) string {
	return strings.ReplaceAll(s.p.Render(set, RenderOptions{ASCII: ascii}), "?", "o")
}
