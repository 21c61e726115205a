// Package hashi is the Hashiwokakero genre of zq (Simon Tatham's
// "Bridges"): islands with numbers on a grid; bridges run straight
// between two islands in a row or column with only water between
// them, at most Max (usually two) between the same two islands; bridges
// do not cross; each island has as many bridges as its number; and the
// bridges connect every island.
//
// The solutions are a multigraph, so their elements are not grid edges
// but bridges: the pairs of islands that can be joined are numbered in
// row-major order of their first island (the bridge to the right
// before the one downwards), and pair p holds Max variables p*Max+k,
// k = 0..Max-1, "the pair has more than k bridges". A solution with c
// bridges between a pair takes the first c of its variables, so every
// solution has one set. Solutions builds them top-down with a frontier
// spec (spec.go) that keeps each open island's missing bridges, the
// islands' components and the vertical bridges that later horizontal
// ones must not cross.
//
// A pzprv3 file (puzz.link's saved puzzle, type hashikake) is read with
// its answer (ReadPZPRV3; the language's answer(p)): the islands, then
// the bridges on each step between horizontal neighbours (rows lines,
// empty on a board of one column) and then between vertical neighbours,
// a pair's count taken from the step leaving its first island; PZPRV3
// writes the same (puzz.link's rules only: at most two bridges, loops
// allowed).
//
// Check names the rule broken (a *puzzles.RuleError, the Rule
// constants) in pzprjs's order: "bridge-cross", "number-count" (more
// bridges than the number), "bridge-loop" (under NoLoops),
// "bridges-divided" (islands with bridges apart), "number-count"
// (fewer), "bridges-divided" (an island left without a bridge);
// PZPRCodes maps pzprjs's codes lnCross, nmLineGt, lcDivided and
// nmLineLt to them, and brNoLine to "no-bridge", a rule zq does not
// have. Check agrees with every failcheck case of pzprjs's
// Hashiwokakero but one whose file zq refuses: a board without islands
// (brNoLine), which is no Hashiwokakero zq builds. zq reads two rules
// differently from pzprjs: an island without a number left without a
// bridge on a board of two islands or more is not connected (pzprjs
// accepts it), and a lone island without a number is solved with no
// bridge (pzprjs wants some bridge on the board).
package hashi

import (
	"fmt"
	"strings"
)

// Unknown is the number of an island whose number is not given (drawn
// '?'): it may have any number of bridges.
const Unknown = -1

// MaxNumber is the largest island number (four directions of four
// bridges, as Tatham's game allows).
const MaxNumber = 16

// maxSide bounds the rows and columns of a board.
const maxSide = 200

// Puzzle is one Hashiwokakero.
type Puzzle struct {
	Rows, Cols int
	// Grid holds each cell, row-major: 0 for water, Unknown for an
	// island without a number, n > 0 for an island numbered n.
	Grid []int
	// Max is the most bridges between two islands, 1..4 (2 in the usual
	// rules; Tatham's "m" parameter).
	Max int
	// NoLoops forbids cycles of bridges: the islands joined by at least
	// one bridge form a tree (Tatham's "L" parameter).
	NoLoops bool

	islands []Island
	at      []int // cell -> island, or -1
	pairs   []Pair
}

// Island is an island of a puzzle: its cell and its number (Unknown
// when not given).
type Island struct {
	R, C, N int
}

// Pair is two islands that bridges can join: A before B in row-major
// order, in the same row (horizontal) or column with only water between
// them.
type Pair struct {
	A, B     int
	Vertical bool
	// Cross are the pairs whose bridges would cross this pair's.
	Cross []int
}

// New returns the puzzle of a rows x cols grid (cells as in
// Puzzle.Grid) with at most max bridges between two islands.
func New(rows, cols int, grid []int, max int, noLoops bool) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > maxSide || cols > maxSide {
		return nil, fmt.Errorf("hashi: board %dx%d out of range (1..%d a side)", rows, cols, maxSide)
	}
	if len(grid) != rows*cols {
		return nil, fmt.Errorf("hashi: %d cells for a %dx%d board", len(grid), rows, cols)
	}
	if max < 1 || max > 4 {
		return nil, fmt.Errorf("hashi: at most %d bridges between two islands; the most is 1..4", max)
	}
	for i, v := range grid {
		if v < Unknown || v > MaxNumber {
			return nil, fmt.Errorf("hashi: cell (%d, %d) holds %d; an island's number is 1..%d", i/cols, i%cols, v, MaxNumber)
		}
	}
	p := &Puzzle{Rows: rows, Cols: cols, Grid: append([]int(nil), grid...), Max: max, NoLoops: noLoops}
	p.index()
	if len(p.islands) == 0 {
		return nil, fmt.Errorf("hashi: the board has no island")
	}
	return p, nil
}

// index finds the islands, the pairs and their crossings.
func (p *Puzzle) index() {
	p.at = make([]int, len(p.Grid))
	p.islands = nil
	for i, v := range p.Grid {
		p.at[i] = -1
		if v != 0 {
			p.at[i] = len(p.islands)
			p.islands = append(p.islands, Island{R: i / p.Cols, C: i % p.Cols, N: v})
		}
	}
	p.pairs = nil
	for a, is := range p.islands {
		for c := is.C + 1; c < p.Cols; c++ {
			if b := p.at[is.R*p.Cols+c]; b >= 0 {
				p.pairs = append(p.pairs, Pair{A: a, B: b})
				break
			}
		}
		for r := is.R + 1; r < p.Rows; r++ {
			if b := p.at[r*p.Cols+is.C]; b >= 0 {
				p.pairs = append(p.pairs, Pair{A: a, B: b, Vertical: true})
				break
			}
		}
	}
	for i := range p.pairs {
		for j := i + 1; j < len(p.pairs); j++ {
			if p.crosses(i, j) {
				p.pairs[i].Cross = append(p.pairs[i].Cross, j)
				p.pairs[j].Cross = append(p.pairs[j].Cross, i)
			}
		}
	}
}

// crosses reports whether the bridges of pairs i and j would cross.
func (p *Puzzle) crosses(i, j int) bool {
	h, v := p.pairs[i], p.pairs[j]
	if h.Vertical == v.Vertical {
		return false
	}
	if h.Vertical {
		h, v = v, h
	}
	r, c1, c2 := p.islands[h.A].R, p.islands[h.A].C, p.islands[h.B].C
	c, r1, r2 := p.islands[v.A].C, p.islands[v.A].R, p.islands[v.B].R
	return c1 < c && c < c2 && r1 < r && r < r2
}

// Islands returns the islands in row-major order.
func (p *Puzzle) Islands() []Island { return p.islands }

// Pairs returns the pairs of islands bridges can join, in the order of
// their variables.
func (p *Puzzle) Pairs() []Pair { return p.pairs }

// Vars is the number of bridge variables: Max per pair.
func (p *Puzzle) Vars() int { return len(p.pairs) * p.Max }

// IslandAt returns the island in cell (r, c), or -1.
func (p *Puzzle) IslandAt(r, c int) int {
	if r < 0 || c < 0 || r >= p.Rows || c >= p.Cols {
		return -1
	}
	return p.at[r*p.Cols+c]
}

// Var is the variable of the k-th bridge (k = 0..Max-1) of pair.
func (p *Puzzle) Var(pair, k int) uint32 { return uint32(pair*p.Max + k) }

// PairOf returns the pair and bridge of variable v.
func (p *Puzzle) PairOf(v uint32) (pair, k int) { return int(v) / p.Max, int(v) % p.Max }

// where names an island's cell in zq's 0-based (row, col) convention.
func (p *Puzzle) where(i int) string {
	return fmt.Sprintf("(%d, %d)", p.islands[i].R, p.islands[i].C)
}

// PairName names a pair: "(0, 0)-(0, 3)".
func (p *Puzzle) PairName(pair int) string {
	q := p.pairs[pair]
	return p.where(q.A) + "-" + p.where(q.B)
}

// Counts returns the number of bridges of each pair in set, or an error
// naming a variable out of range or a bridge taken without the ones
// before it.
func (p *Puzzle) Counts(set []uint32) ([]int, error) {
	n := make([]int, len(p.pairs))
	has := make([]bool, p.Vars())
	for _, v := range set {
		if int(v) >= p.Vars() {
			return nil, broken(RuleNotBridges, "element %d is not a bridge of the board (it has %d)", v, p.Vars())
		}
		has[v] = true
	}
	for q := range p.pairs {
		for k := 0; k < p.Max; k++ {
			if !has[p.Var(q, k)] {
				continue
			}
			if k > 0 && !has[p.Var(q, k-1)] {
				return nil, broken(RuleNotBridges, "bridge %d of %s is taken without bridge %d", k+1, p.PairName(q), k)
			}
			n[q]++
		}
	}
	return n, nil
}

// Set returns the solution set of the bridge counts per pair.
func (p *Puzzle) Set(counts []int) []uint32 {
	var out []uint32
	for q, n := range counts {
		for k := 0; k < n && k < p.Max; k++ {
			out = append(out, p.Var(q, k))
		}
	}
	return out
}

// Degrees returns each island's number of bridges under counts.
func (p *Puzzle) Degrees(counts []int) []int {
	d := make([]int, len(p.islands))
	for q, n := range counts {
		d[p.pairs[q].A] += n
		d[p.pairs[q].B] += n
	}
	return d
}

// clueChar is the character of an island number in text and game IDs:
// 1..9, then A..G for 10..16; '?' for Unknown.
func clueChar(n int) byte {
	switch {
	case n == Unknown:
		return '?'
	case n <= 9:
		return byte('0' + n)
	default:
		return byte('A' + n - 10)
	}
}

// clueOf reads a clue character: the number, Unknown for '?', 0 for
// water ('.'), and false for anything else.
func clueOf(ch byte) (int, bool) {
	switch {
	case ch == '.':
		return 0, true
	case ch == '?':
		return Unknown, true
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'G':
		return int(ch-'A') + 10, true
	}
	return 0, false
}

// String is the grid, one row a line: '.' for water, the island
// numbers (A..G for 10..16), '?' for an island without one.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := p.Grid[r*p.Cols+c]
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(clueChar(v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Blank returns the puzzle with every island's number taken away.
func (p *Puzzle) Blank() *Puzzle {
	g := make([]int, len(p.Grid))
	for i, v := range p.Grid {
		if v != 0 {
			g[i] = Unknown
		}
	}
	q, _ := New(p.Rows, p.Cols, g, p.Max, p.NoLoops)
	return q
}

// WithNumbers returns the puzzle whose islands on the cells of hints
// (row-major cell numbers) have their degrees under counts as numbers,
// and the others none.
func (p *Puzzle) WithNumbers(counts []int, hints []uint32) (*Puzzle, error) {
	deg := p.Degrees(counts)
	g := make([]int, len(p.Grid))
	for i, v := range p.Grid {
		if v != 0 {
			g[i] = Unknown
		}
	}
	for _, h := range hints {
		if int(h) >= len(g) || p.at[h] < 0 {
			return nil, fmt.Errorf("hashi: cell %d holds no island", h)
		}
		d := deg[p.at[h]]
		if d == 0 {
			return nil, fmt.Errorf("hashi: island %s has no bridge to number", p.where(p.at[h]))
		}
		g[h] = d
	}
	return New(p.Rows, p.Cols, g, p.Max, p.NoLoops)
}
