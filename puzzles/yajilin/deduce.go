package yajilin

import "context"

// Deductions fix elements before the frontier search: values 1 (in
// every solution), 0 (in none) or -1 (open) per element. They are
// sound, so the spec may refuse any set against them:
//
//   - a clue cell is not shaded and has no edge;
//   - a shaded cell has no edge and no shaded neighbour; a cell with an
//     edge is not shaded;
//   - a cell that is neither shaded nor a clue has two edges: with two
//     in, its others are out; with two that may be in, both are; a cell
//     with fewer than two that may be in is shaded;
//   - an arrow that sees as many shaded cells as it counts leaves its
//     other cells unshaded; when it needs every cell it can still get
//     (each run of open cells of its line at most half of it, rounded
//     up), a run of odd length is shaded every other cell from its ends;
//   - no early loop: an edge joining the two ends of one path of edges
//     in is out while a cell off that path must be on the loop;
//   - probing: a cell is shaded (or not) when the other choice leads the
//     rules above to a contradiction.
//
// deduce returns nil when the rules find that p has no solution. When
// ctx ends it stops probing and returns what it has found (the build
// that follows stops on ctx too).
func (p *Puzzle) deduce(ctx context.Context) []int8 {
	val := make([]int8, p.Vars())
	for i := range val {
		val[i] = -1
	}
	inc := make([][]int, p.Rows*p.Cols)
	for i := range inc {
		inc[i] = p.incident(i/p.Cols, i%p.Cols)
	}
	if !p.propagate(val, inc) {
		return nil
	}
	n := p.Rows * p.Cols
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if ctx.Err() != nil {
				return val
			}
			sv := p.ShadeVar(i/p.Cols, i%p.Cols)
			if val[sv] >= 0 {
				continue
			}
			for _, try := range []int8{1, 0} {
				t := append([]int8(nil), val...)
				t[sv] = try
				if !p.propagate(t, inc) {
					val[sv] = 1 - try
					if !p.propagate(val, inc) {
						return nil
					}
					changed = true
					break
				}
			}
		}
	}
	return val
}

// propagate applies the rules until nothing changes; false on a
// contradiction. inc lists each cell's edges.
func (p *Puzzle) propagate(val []int8, inc [][]int) bool {
	R, C := p.Rows, p.Cols
	ok := true
	changed := true
	set := func(v int, x int8) {
		switch val[v] {
		case -1:
			val[v] = x
			changed = true
		case x:
		default:
			ok = false
		}
	}
	for changed && ok {
		changed = false
		for i, cl := range p.Clues {
			r, c := i/C, i%C
			sv := p.ShadeVar(r, c)
			if cl.IsClue() {
				set(sv, 0)
				for _, e := range inc[i] {
					set(e, 0)
				}
				continue
			}
			in, maybe := 0, 0
			for _, e := range inc[i] {
				switch val[e] {
				case 1:
					in++
					maybe++
				case -1:
					maybe++
				}
			}
			switch val[sv] {
			case 1:
				for _, e := range inc[i] {
					set(e, 0)
				}
				for _, j := range [4]int{i - C, i + C, i - 1, i + 1} {
					if j < 0 || j >= R*C || (j == i-1 || j == i+1) && j/C != r {
						continue
					}
					set(p.ShadeVar(j/C, j%C), 0)
				}
			case 0:
				if in > 2 || maybe < 2 {
					ok = false
				} else if in == 2 {
					for _, e := range inc[i] {
						if val[e] == -1 {
							set(e, 0)
						}
					}
				} else if maybe == 2 {
					for _, e := range inc[i] {
						if val[e] == -1 {
							set(e, 1)
						}
					}
				}
			default:
				if in > 0 {
					set(sv, 0)
				} else if maybe < 2 {
					set(sv, 1)
				}
			}
		}
		if ok {
			p.noEarlyLoop(val, set)
		}
		for i, cl := range p.Clues {
			if !cl.Counts() || !ok {
				continue
			}
			ray := p.Ray(i/C, i%C, cl.Dir)
			shaded, bound := 0, 0
			var runs [][]int
			var run []int
			flush := func() {
				if len(run) > 0 {
					bound += (len(run) + 1) / 2
					runs = append(runs, run)
					run = nil
				}
			}
			for _, j := range ray {
				v := val[p.ShadeVar(j/C, j%C)]
				if v == 1 {
					shaded++
				}
				if v == -1 {
					run = append(run, j)
				} else {
					flush()
				}
			}
			flush()
			switch {
			case shaded > cl.Num || shaded+bound < cl.Num:
				ok = false
			case shaded == cl.Num:
				for _, r := range runs {
					for _, j := range r {
						set(p.ShadeVar(j/C, j%C), 0)
					}
				}
			case shaded+bound == cl.Num:
				for _, r := range runs {
					if len(r)%2 == 1 {
						for k, j := range r {
							set(p.ShadeVar(j/C, j%C), int8(1-k%2))
						}
					}
				}
			}
		}
	}
	return ok
}

// noEarlyLoop refuses each open edge that would close a path of edges
// in into a loop while a cell known to be on the loop (not shaded, no
// clue) lies off that path.
func (p *Puzzle) noEarlyLoop(val []int8, set func(v int, x int8)) {
	C := p.Cols
	n := p.Rows * C
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(x int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	size := make([]int, n)
	type edge struct{ v, a, b int }
	var open []edge
	for i := 0; i < n; i++ {
		for _, e := range []edge{{p.RightVar(i/C, i%C), i, i + 1}, {p.DownVar(i/C, i%C), i, i + C}} {
			if e.v < 0 {
				continue
			}
			switch val[e.v] {
			case 1:
				parent[find(e.a)] = find(e.b)
			case -1:
				open = append(open, e)
			}
		}
	}
	must := 0
	for i, cl := range p.Clues {
		if !cl.IsClue() && val[p.ShadeVar(i/C, i%C)] == 0 {
			must++
			size[find(i)]++
		}
	}
	for _, e := range open {
		if r := find(e.a); r == find(e.b) && size[r] < must {
			set(e.v, 0)
		}
	}
}
