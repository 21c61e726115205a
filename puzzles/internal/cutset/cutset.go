// Package cutset finds the vertices whose removal would cut a set of
// vertices apart: the articulation points of a graph (Tarjan's depth-first
// search) between the vertices that must stay joined. The genres whose
// cells (or rooms) of one colour must stay connected use it to decide the
// undecided ones that hold them together.
package cutset

// Finder holds the search's arrays for a graph of n vertices, reused from
// call to call.
type Finder struct{ disc, low []int }

// New returns a Finder for graphs of n vertices.
func New(n int) *Finder { return &Finder{disc: make([]int, n), low: make([]int, n)} }

// Cuts looks at the graph adj without the vertices coloured gone: it
// returns the vertices coloured open whose removal would part the
// vertices coloured keep, and false when those are apart already (true
// and none when there are none).
func Cuts[T ~int8 | ~uint8](f *Finder, adj [][]int, col []T, keep, gone, open T) ([]int, bool) {
	root, want := -1, 0
	for i := range adj {
		f.disc[i] = 0
		if col[i] == keep {
			want++
			if root < 0 {
				root = i
			}
		}
	}
	if root < 0 {
		return nil, true
	}
	var out []int
	t := 0
	var dfs func(v int) int
	dfs = func(v int) int {
		t++
		f.disc[v], f.low[v] = t, t
		cnt := 0
		if col[v] == keep {
			cnt = 1
		}
		cut := false
		for _, w := range adj[v] {
			if col[w] == gone {
				continue
			}
			if f.disc[w] == 0 {
				c := dfs(w)
				f.low[v] = min(f.low[v], f.low[w])
				cnt += c
				if c > 0 && f.low[w] >= f.disc[v] && v != root {
					cut = true
				}
			} else {
				f.low[v] = min(f.low[v], f.disc[w])
			}
		}
		if cut && col[v] == open {
			out = append(out, v)
		}
		return cnt
	}
	if dfs(root) != want {
		return nil, false
	}
	return out, true
}
