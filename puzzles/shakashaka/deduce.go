package shakashaka

// deduce narrows each white cell's kinds (bit t for kind t: 0 white,
// 2..5 a triangle) by the rules run to a fixed point: at each grid
// vertex a kind of a cell stays only if some kinds of the other three
// cells, within theirs, make vertexOK hold; a number whose cells that
// must hold a triangle reach it leaves the others white, and one whose
// cells that may hold a triangle are just enough fills them. It
// returns false when some cell is left no kind (no solution).
func deduce(p *Puzzle) ([]uint8, bool) {
	const all = 1 | 1<<2 | 1<<3 | 1<<4 | 1<<5
	R, C := p.Rows, p.Cols
	dom := make([]uint8, p.N())
	for i := range dom {
		if p.IsBlack(i) {
			dom[i] = 1 << 1
		} else {
			dom[i] = all
		}
	}
	cell := func(r, c int) int {
		if r < 0 || r >= R || c < 0 || c >= C {
			return -1
		}
		return r*C + c
	}
	domOf := func(i int) uint8 {
		if i < 0 {
			return 1 << 1
		}
		return dom[i]
	}
	for changed := true; changed; {
		changed = false
		for r := 0; r <= R; r++ {
			for c := 0; c <= C; c++ {
				a := [4]int{cell(r-1, c-1), cell(r-1, c), cell(r, c), cell(r, c-1)}
				var d [4]uint8
				for k := range a {
					d[k] = domOf(a[k])
				}
				var supp [4]uint8
				for t0 := 0; t0 < 6; t0++ {
					if d[0]>>t0&1 == 0 {
						continue
					}
					for t1 := 0; t1 < 6; t1++ {
						if d[1]>>t1&1 == 0 {
							continue
						}
						for t2 := 0; t2 < 6; t2++ {
							if d[2]>>t2&1 == 0 {
								continue
							}
							for t3 := 0; t3 < 6; t3++ {
								if d[3]>>t3&1 == 0 || !vertexOK[t0][t1][t2][t3] {
									continue
								}
								supp[0] |= 1 << t0
								supp[1] |= 1 << t1
								supp[2] |= 1 << t2
								supp[3] |= 1 << t3
							}
						}
					}
				}
				for k, i := range a {
					if i < 0 || p.IsBlack(i) {
						if supp[k] == 0 {
							return dom, false
						}
						continue
					}
					if supp[k] != dom[i] {
						dom[i] = supp[k]
						changed = true
						if dom[i] == 0 {
							return dom, false
						}
					}
				}
			}
		}
		for i, v := range p.Cells {
			if v < 0 {
				continue
			}
			r, c := i/C, i%C
			var ns []int
			must, may := 0, 0
			for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
				j := cell(r+d[0], c+d[1])
				if j < 0 || p.IsBlack(j) {
					continue
				}
				ns = append(ns, j)
				if dom[j]&1 == 0 {
					must++
				}
				if dom[j]&^1 != 0 {
					may++
				}
			}
			if must > v || may < v {
				return dom, false
			}
			for _, j := range ns {
				nd := dom[j]
				if must == v && nd&1 != 0 {
					nd = 1
				}
				if may == v && nd&^1 != 0 {
					nd &^= 1
				}
				if nd != dom[j] {
					dom[j] = nd
					changed = true
				}
			}
		}
	}
	return dom, true
}
