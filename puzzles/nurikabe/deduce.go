package nurikabe

// deduce fixes cells every solution agrees on, by reach: a numbered
// cell is unshaded, and a cell no island can reach is shaded. The
// island of a number v holds cells at most v-1 steps from it along
// cells that are neither another number nor next to one (its island
// would then hold two numbers); a number not given reaches any such
// cell. A cell that no number reaches, which includes every cell next
// to two numbers, is shaded in every solution. Then, in turn until
// nothing changes: the fourth cell of a 2x2 block whose other three are
// shaded is unshaded, and reach is taken again through the cells not
// shaded.
func deduce(p *Puzzle) []int8 {
	fixed := make([]int8, p.Cells())
	for reach(p, fixed) || blocks(p, fixed) {
	}
	return fixed
}

// blocks unshades the open cell of each 2x2 block whose other three
// cells are shaded, and reports whether it fixed any.
func blocks(p *Puzzle, fixed []int8) bool {
	C := p.Cols
	changed := false
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			q := [4]int{r*C + c, r*C + c + 1, (r+1)*C + c, (r+1)*C + c + 1}
			sh, op := 0, -1
			for _, i := range q {
				switch fixed[i] {
				case shaded:
					sh++
				case open:
					op = i
				}
			}
			if sh == 3 && op >= 0 {
				fixed[op] = unshaded
				changed = true
			}
		}
	}
	return changed
}

// reach fixes the numbers unshaded and the cells no number reaches
// (through cells not fixed shaded) shaded, and reports whether it
// shaded a cell that was open.
func reach(p *Puzzle, fixed []int8) bool {
	n := p.Cells()
	reached := make([]bool, n)
	nearClue := make([]int, n) // how many numbers are next to the cell
	for i := 0; i < n; i++ {
		if p.IsClue(i) {
			fixed[i] = unshaded
			for _, j := range p.neighbours(i) {
				nearClue[j]++
			}
		}
	}
	dist := make([]int, n)
	for k, v := range p.Nums {
		if v == NoNumber {
			continue
		}
		lim := n
		if v != Unknown {
			lim = v
		}
		for i := range dist {
			dist[i] = -1
		}
		dist[k] = 0
		queue := []int{k}
		for q := 0; q < len(queue); q++ {
			i := queue[q]
			reached[i] = true
			if dist[i]+1 >= lim {
				continue
			}
			for _, j := range p.neighbours(i) {
				if dist[j] >= 0 || p.IsClue(j) || fixed[j] == shaded {
					continue
				}
				// a cell next to k is next to another number when it
				// touches two
				other := nearClue[j]
				if isNeighbour(p, j, k) {
					other--
				}
				if other > 0 {
					continue
				}
				dist[j] = dist[i] + 1
				queue = append(queue, j)
			}
		}
	}
	changed := false
	for i := range fixed {
		if !reached[i] && fixed[i] == open {
			fixed[i] = shaded
			changed = true
		}
	}
	return changed
}

func isNeighbour(p *Puzzle, a, b int) bool {
	for _, j := range p.neighbours(a) {
		if j == b {
			return true
		}
	}
	return false
}
