package numberlink

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// exactFamily builds b's family with the exact construction of spec.go.
func exactFamily(t *testing.T, m *zdd.Manager, b *board) zdd.Node {
	t.Helper()
	f, err := retry(newSpec(b, 1), func(s *spec) (zdd.Node, error) {
		return topdown.Build(context.Background(), m, s, topdown.Options{Workers: 1})
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestFillAgainstExact compares the compact construction with the exact
// one on random boards too large for brute force and on three fixtures,
// with and without the deductions: under rule B the families must be
// equal; under rule A the compact spec's superset must contain the exact
// family, and fillFamily must return it exactly (or decline, when the
// superset is too large).
func TestFillAgainstExact(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	// Boards whose compact superset holds a set that touches itself
	// beyond a unit square (found by a search over random boards).
	var fixtures []*Puzzle
	for _, text := range []string{
		"4 . . . 5\n. . 3 . 5\n4 . 3 . 2\n1 . 1 . 2",
		"2 . . . . .\n. . 3 . 3 .\n. . 1 . 1 .\n. . . . . .\n. 2 6 6 4 7\n5 5 4 . . 7",
		"2 . . . .\n. . 3 . .\n2 . 1 3 .\n1 . . . .",
	} {
		p, err := ParseGrid(text)
		if err != nil {
			t.Fatal(err)
		}
		fixtures = append(fixtures, p)
	}
	sizes := [][2]int{{0, 0}, {2, 2}, {2, 6}, {3, 3}, {4, 4}, {4, 5}, {5, 5}, {5, 6}, {6, 6}, {6, 7}, {7, 5}, {7, 7}}
	var checked, filtered, declined, supersets int
	for _, sz := range sizes {
		for it := 0; it < 40; it++ {
			var p *Puzzle
			switch {
			case sz[0] == 0 && it >= len(fixtures):
				continue
			case sz[0] == 0:
				p = fixtures[it]
			case it%2 == 1:
				p = pathPuzzle(rng, sz[0], sz[1], it%4 == 1)
			default:
				n := sz[0] * sz[1]
				p = randomPuzzle(rng, sz[0], sz[1], 1+rng.Intn(max(1, n/6)))
			}
			for _, rule := range []Rule{RuleA, RuleB} {
				for _, deduce := range []bool{false, true} {
					b, err := p.board(rule, p.Cols > p.Rows)
					if err != nil {
						t.Fatal(err)
					}
					if deduce && b.deduce() != nil {
						continue // no solution: nothing to build
					}
					m := zdd.New()
					want := exactFamily(t, m, b)
					s := newFillSpec(b)
					if s == nil {
						t.Fatalf("%dx%d: no compact spec", b.rows, b.cols)
					}
					sup, err := topdown.Build(context.Background(), m, s, topdown.Options{Workers: 1})
					if err != nil {
						t.Fatal(err)
					}
					if rule == RuleA {
						// The flags in bytes of their own: the same family.
						wide, err := topdown.Build(context.Background(), m, newFillSpecLayout(b, false), topdown.Options{Workers: 1})
						if err != nil {
							t.Fatal(err)
						}
						if wide != sup {
							t.Fatalf("the two layouts of the compact spec differ on\n%s", p)
						}
					}
					if m.Diff(want, sup) != zdd.Empty {
						t.Fatalf("rule %v: the compact family misses solutions of\n%s", rule, p)
					}
					if rule == RuleA {
						// The exact construction confined to the superset
						// (held in a manager of its own) gives the family.
						ms := zdd.New()
						sup2, err := topdown.Build(context.Background(), ms, newFillSpec(b), topdown.Options{Workers: 1})
						if err != nil {
							t.Fatal(err)
						}
						g, err := topdown.Build(context.Background(), m, &guidedSpec{s: newSpec(b, 1), m: ms, root: sup2}, topdown.Options{Workers: 2})
						if err != nil {
							t.Fatal(err)
						}
						if g != want {
							t.Fatalf("the confined construction has %v sets, the exact %v\n%s", m.Count(g), m.Count(want), p)
						}
					}
					if rule == RuleB && sup != want {
						t.Fatalf("rule B: the compact family has %v sets, the exact %v\n%s", m.Count(sup), m.Count(want), p)
					}
					if rule == RuleB {
						// Count counts with the compact construction.
						n, err := p.Count(context.Background(), rule, Options{Workers: 1, NoDeduce: !deduce, NoProbe: true})
						if err != nil {
							t.Fatal(err)
						}
						if n.Cmp(m.Count(want)) != 0 {
							t.Fatalf("rule B: Count %v, the exact family %v sets\n%s", n, m.Count(want), p)
						}
					}
					if sup != want {
						supersets++
					}
					limit := fillCheckMax
					if it%8 == 5 {
						// A bound of no set: any superset with a set is declined.
						fillCheckMax = 0
					}
					got, ok, err := fillFamily(context.Background(), m, b, Options{Workers: 1}, 0, 0)
					if err != nil {
						t.Fatal(err)
					}
					if !ok {
						if n, _ := m.Count64(sup); rule == RuleB || n <= fillCheckMax && it%8 != 5 {
							t.Fatalf("rule %v: fillFamily declined a superset of %d sets", rule, n)
						}
						// construct then confines the exact construction
						// to the superset.
						f, err := construct(context.Background(), m, newSpec(b, 1), Options{Workers: 1}, 0, 0)
						if err != nil {
							t.Fatal(err)
						}
						if f != want {
							t.Fatalf("rule %v: the confined construction has %v sets, the exact %v\n%s", rule, m.Count(f), m.Count(want), p)
						}
						fillCheckMax = limit
						declined++
						continue
					}
					fillCheckMax = limit
					if got != want {
						t.Fatalf("rule %v: fillFamily has %v sets, the exact construction %v\n%s", rule, m.Count(got), m.Count(want), p)
					}
					if sup != want {
						filtered++
					}
					checked++
				}
			}
		}
	}
	t.Logf("%d families equal, %d of them filtered from a larger superset; %d supersets in all, %d declined as too large and built confined to them", checked, filtered, supersets, declined)
	if filtered == 0 || declined == 0 {
		t.Fatal("the boards did not exercise both the check and the decline of a superset")
	}
}

// pathPuzzle covers a rows x cols board with random paths (random walks
// from random cells; if clean, none beside itself) and returns the
// puzzle of their ends, which has at least that solution under rule B,
// and if clean under rule A too unless 200 tries failed to cover the
// board so.
func pathPuzzle(rng *rand.Rand, rows, cols int, clean bool) *Puzzle {
	n := rows * cols
	for try := 0; ; try++ {
		cells := make([]int, n)
		used := make([]bool, n)
		k, ok := 0, true
		for _, c := range rng.Perm(n) {
			if used[c] {
				continue
			}
			path := []int{c}
			used[c] = true
			on := map[int]bool{c: true}
			// touches reports whether x, next after last, would be beside
			// another cell of the path.
			touches := func(x, last int) bool {
				if !clean || try >= 200 {
					return false // rarely met on large boards: any walk
				}
				for _, y := range []int{x - cols, x + cols, x - 1, x + 1} {
					if y < 0 || y >= n || (y == x-1 || y == x+1) && y/cols != x/cols {
						continue
					}
					if y != last && on[y] {
						return true
					}
				}
				return false
			}
			for len(path) < 3 || rng.Intn(6) != 0 {
				last := path[len(path)-1]
				var next []int
				r, q := last/cols, last%cols
				for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					rr, qq := r+d[0], q+d[1]
					if rr >= 0 && rr < rows && qq >= 0 && qq < cols && !used[rr*cols+qq] && !touches(rr*cols+qq, last) {
						next = append(next, rr*cols+qq)
					}
				}
				if len(next) == 0 {
					break
				}
				x := next[rng.Intn(len(next))]
				used[x] = true
				on[x] = true
				path = append(path, x)
			}
			if len(path) == 1 {
				ok = false
				break
			}
			k++
			cells[path[0]], cells[path[len(path)-1]] = k, k
		}
		if !ok {
			continue
		}
		p, err := New(rows, cols, cells)
		if err != nil {
			panic(err)
		}
		return p
	}
}

// TestExactSpecBrute compares the exact construction, without the
// deductions, with brute force on boards covered by random paths (so
// that most have solutions), and on a path closing beside itself.
func TestExactSpecBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	closing, err := ParseGrid(". .\n1 1")
	if err != nil {
		t.Fatal(err)
	}
	boards := []*Puzzle{closing}
	for _, sz := range [][2]int{{2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}} {
		for range 12 {
			boards = append(boards, pathPuzzle(rng, sz[0], sz[1], true))
		}
	}
	solvable := 0
	for _, p := range boards {
		for _, rule := range []Rule{RuleA, RuleB} {
			want, _ := bruteCount(p, rule)
			b, err := p.board(rule, false)
			if err != nil {
				t.Fatal(err)
			}
			m := zdd.New()
			got, _ := m.Count64(exactFamily(t, m, b))
			if int(got) != want {
				t.Fatalf("rule %v: exact construction %d, brute force %d\n%s", rule, got, want, p)
			}
			if rule == RuleA && want > 0 {
				solvable++
			}
		}
	}
	if solvable < len(boards)/3 {
		t.Fatalf("only %d of %d boards have a rule-A solution", solvable, len(boards))
	}
}

// FuzzFillFamily decodes a small board from the input (its size, then a
// cell's number per byte, a pair kept only if its number appears exactly
// twice) and compares the compact construction, and under rule A the
// exact one confined to the compact superset, with the exact one under
// rules A and B, with and without the deductions.
func FuzzFillFamily(f *testing.F) {
	f.Add([]byte{2, 2, 1, 0, 0, 1})
	f.Add([]byte{3, 4, 1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2})
	f.Add([]byte{4, 4, 1, 0, 0, 2, 0, 3, 0, 0, 0, 3, 0, 0, 1, 0, 0, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		rows, cols := 2+int(data[0])%4, 2+int(data[1])%4
		n := rows * cols
		cells := make([]int, n)
		seen := map[int]int{}
		for i := 0; i < n && 2+i < len(data); i++ {
			if x := int(data[2+i]) % 8; x != 0 {
				cells[i] = x
				seen[x]++
			}
		}
		for i, x := range cells {
			if seen[x] != 2 {
				cells[i] = 0
			}
		}
		p, err := New(rows, cols, cells)
		if err != nil {
			return // no pair at all
		}
		for _, rule := range []Rule{RuleA, RuleB} {
			for _, deduce := range []bool{false, true} {
				b, err := p.board(rule, p.Cols > p.Rows)
				if err != nil {
					t.Fatal(err)
				}
				if deduce && b.deduce() != nil {
					continue
				}
				m := zdd.New()
				want := exactFamily(t, m, b)
				got, ok, err := fillFamily(context.Background(), m, b, Options{Workers: 1}, 0, 0)
				if err != nil {
					t.Fatal(err)
				}
				if ok && got != want {
					t.Fatalf("rule %v, deductions %v: compact %v sets, exact %v\n%s", rule, deduce, m.Count(got), m.Count(want), p)
				}
				if rule == RuleA {
					ms := zdd.New()
					sup, err := topdown.Build(context.Background(), ms, newFillSpec(b), topdown.Options{Workers: 1})
					if err != nil {
						t.Fatal(err)
					}
					g, err := topdown.Build(context.Background(), m, &guidedSpec{s: newSpec(b, 1), m: ms, root: sup}, topdown.Options{Workers: 1})
					if err != nil {
						t.Fatal(err)
					}
					if g != want {
						t.Fatalf("deductions %v: confined %v sets, exact %v\n%s", deduce, m.Count(g), m.Count(want), p)
					}
				}
			}
		}
	})
}
