package dbchoco

import "math/rand"

// randomBoard plants random regions on a rows x cols board: from each
// cell not yet used a random connected half of up to four cells grows,
// a random isometric copy of it beside it on unused cells becomes the
// other half (which half is grey is random); a cell that fits no region
// gets a random colour. Each region gets its size on a random cell of
// it now and then ('?', a wrong number, a second number more rarely),
// so that boards with one, several and no solutions come up.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	n := rows * cols
	grey := make([]bool, n)
	nums := make([]int, n)
	for i := range nums {
		nums[i] = Empty
	}
	used := make([]bool, n)
	nbrs := func(i int) []int {
		r, c := i/cols, i%cols
		var out []int
		if c+1 < cols {
			out = append(out, i+1)
		}
		if c > 0 {
			out = append(out, i-1)
		}
		if r+1 < rows {
			out = append(out, i+cols)
		}
		if r > 0 {
			out = append(out, i-cols)
		}
		return out
	}
	for i := 0; i < n; i++ {
		if used[i] {
			continue
		}
		P := []int{i}
		inP := map[int]bool{i: true}
		for k := 1 + rng.Intn(4); len(P) < k; {
			var cand []int
			for _, x := range P {
				for _, y := range nbrs(x) {
					if !used[y] && !inP[y] {
						cand = append(cand, y)
					}
				}
			}
			if len(cand) == 0 {
				break
			}
			y := cand[rng.Intn(len(cand))]
			P = append(P, y)
			inP[y] = true
		}
		var Q []int
		for len(P) > 0 && Q == nil {
			var fits [][]int
			for _, o := range orientations {
				for dr := -2 * (rows + cols); dr <= 2*(rows+cols); dr++ {
					for dc := -2 * (rows + cols); dc <= 2*(rows+cols); dc++ {
						var img []int
						ok, touch := true, false
						for _, x := range P {
							r, c := x/cols, x%cols
							rr, cc := o[0]*r+o[1]*c+dr, o[2]*r+o[3]*c+dc
							if rr < 0 || rr >= rows || cc < 0 || cc >= cols || used[rr*cols+cc] || inP[rr*cols+cc] {
								ok = false
								break
							}
							img = append(img, rr*cols+cc)
						}
						if !ok {
							continue
						}
						for _, y := range img {
							for _, z := range nbrs(y) {
								touch = touch || inP[z]
							}
						}
						if touch {
							fits = append(fits, img)
						}
					}
				}
			}
			if len(fits) > 0 {
				Q = fits[rng.Intn(len(fits))]
			} else {
				delete(inP, P[len(P)-1])
				P = P[:len(P)-1]
			}
		}
		if Q == nil {
			used[i] = true
			grey[i] = rng.Intn(2) == 0
			continue
		}
		swap := rng.Intn(2) == 0
		for _, x := range P {
			used[x], grey[x] = true, swap
		}
		for _, y := range Q {
			used[y], grey[y] = true, !swap
		}
		cells := append(append([]int(nil), P...), Q...)
		k := cells[rng.Intn(len(cells))]
		switch rng.Intn(12) {
		case 0:
			nums[k] = Unknown
		case 1:
			nums[k] = 1 + rng.Intn(n/2+1)
		case 2, 3, 4, 5:
		default:
			nums[k] = len(P)
		}
		if rng.Intn(15) == 0 {
			nums[cells[rng.Intn(len(cells))]] = len(P)
		}
	}
	p, err := New(rows, cols, grey, nums)
	if err != nil {
		panic(err)
	}
	return p
}
