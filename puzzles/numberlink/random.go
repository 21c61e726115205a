package numberlink

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// RandomOptions shape the boards of Random.
type RandomOptions struct {
	// MaxLen is the most cells a path may have (0: rows + cols).
	MaxLen int
	// Moves is the number of backbite moves per cell that turn the
	// starting zigzag into a random Hamiltonian path (0: 20). With many
	// the path winds everywhere and its pieces stay short (about 7.5
	// cells per pair on 50x50); with few it keeps long straight runs,
	// and the pieces, and so the paths, are longer (0.5 gives about 30
	// cells per pair on 50x50, as published puzzles of that size have).
	// A move costs up to a cell each, so on large boards the moves are
	// capped at randomWork / cells.
	Moves float64
}

// Random makes a board of rows x cols with a planted solution under
// rule A, and returns it with that solution as a label grid (the
// number of each cell's path, row-major). It draws a Hamiltonian path
// of the grid (backbite moves from a zigzag), then cuts it into pieces
// of at most opt.MaxLen cells (at least 2) that do not touch themselves,
// and joins pieces end to end where the joined piece still does not
// touch itself and has at most opt.MaxLen cells (so that long paths and
// few pairs are as likely as the path allows); each piece's ends become
// a pair. The board may have other solutions too. Boards of one cell,
// MaxLen below 2 or negative Moves are refused, and so is a board that
// 100 tries could not cut.
func Random(rng *rand.Rand, rows, cols int, opt RandomOptions) (*Puzzle, []int, error) {
	n := rows * cols
	maxLen := opt.MaxLen
	if maxLen == 0 {
		maxLen = rows + cols
	}
	moves := opt.Moves
	if moves == 0 {
		moves = 20
	}
	if !(moves >= 0) {
		return nil, nil, fmt.Errorf("numberlink: %v backbite moves per cell: want at least 0", moves)
	}
	if rows < 1 || cols < 1 || n < 2 || n > maxCells {
		return nil, nil, fmt.Errorf("numberlink: a random board needs 2 to %d cells, not %dx%d", maxCells, rows, cols)
	}
	if maxLen < 2 {
		return nil, nil, fmt.Errorf("numberlink: pieces of at most %d cells: want at least 2", maxLen)
	}
	for range randomTries {
		path := hamiltonPath(rng, rows, cols, int(min(moves*float64(n), float64(randomWork/n))))
		if pieces, ok := cutPieces(rng, path, rows, cols, maxLen); ok {
			pieces = mergePieces(rng, pieces, rows, cols, maxLen)
			cells, lab := make([]int, n), make([]int, n)
			for k, pc := range pieces {
				for _, v := range pc {
					lab[v] = k + 1
				}
				cells[pc[0]], cells[pc[len(pc)-1]] = k+1, k+1
			}
			p, err := New(rows, cols, cells)
			return p, lab, err
		}
	}
	return nil, nil, fmt.Errorf("numberlink: no %dx%d board with pieces of at most %d cells found in %d tries", rows, cols, maxLen, randomTries)
}

// randomTries is the number of paths Random cuts before it gives up:
// some boards cannot be cut (a 1x3 board into pieces of 2), and on the
// others a try fails only when a piece of one cell is left.
const randomTries = 100

// randomWork bounds the cells a path's backbite moves may reverse in
// all (a move reverses the path past the neighbour it joins), a few
// seconds' work: without it a path of a 1000x1000 board would take
// days.
const randomWork = 1 << 31

// hamiltonPath returns a random Hamiltonian path of the rows x cols
// grid as its cells in order: a zigzag changed by that many backbite
// moves (an end joins a random neighbour, and the part of the path past
// that neighbour is reversed so that it ends the path).
func hamiltonPath(rng *rand.Rand, rows, cols, moves int) []int {
	n := rows * cols
	path := make([]int, 0, n)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if r%2 == 1 {
				path = append(path, r*cols+cols-1-c)
			} else {
				path = append(path, r*cols+c)
			}
		}
	}
	pos := make([]int, n)
	for i, v := range path {
		pos[v] = i
	}
	reverse := func(i, j int) { // path[i..j]
		for ; i < j; i, j = i+1, j-1 {
			path[i], path[j] = path[j], path[i]
			pos[path[i]], pos[path[j]] = i, j
		}
	}
	var nb [4]int
	for range moves {
		if rng.IntN(2) == 0 {
			reverse(0, n-1)
		}
		nbs := neighbours(path[n-1], rows, cols, &nb)
		if len(nbs) == 0 {
			continue
		}
		w := nbs[rng.IntN(len(nbs))]
		if i := pos[w]; i < n-2 {
			reverse(i+1, n-1)
		}
	}
	return path
}

// cutPieces cuts path into pieces of 2 to maxLen cells, each ending
// early where its next cell would touch it (be beside a cell of it other
// than the last); ok is false when a piece of one cell is left.
func cutPieces(rng *rand.Rand, path []int, rows, cols, maxLen int) (pieces [][]int, ok bool) {
	n := len(path)
	lab := make([]int, n)
	for i, num := 0, 1; i < n; num++ {
		target := 2 + rng.IntN(maxLen-1)
		lab[path[i]] = num
		j := i + 1
		for ; j < n && j-i < target; j++ {
			v := path[j]
			if touches(lab, num, v, path[j-1], rows, cols) {
				break
			}
			lab[v] = num
		}
		if j-i < 2 {
			return nil, false
		}
		pieces = append(pieces, path[i:j:j])
		i = j
	}
	return pieces, true
}

// mergePieces joins pieces end to end at random: a piece's end and an
// end of another piece beside it are joined when the joined piece has at
// most maxLen cells and no cell of one piece is beside a cell of the
// other but the two joined ends.
func mergePieces(rng *rand.Rand, pieces [][]int, rows, cols, maxLen int) [][]int {
	n := rows * cols
	of := make([]int, n) // the piece of each cell
	for k, pc := range pieces {
		for _, v := range pc {
			of[v] = k
		}
	}
	var nb, ws [4]int
	for range 8 * n {
		v := rng.IntN(n)
		a := of[v]
		A := pieces[a]
		if A[0] != v && A[len(A)-1] != v {
			continue
		}
		k := 0
		for _, w := range neighbours(v, rows, cols, &nb) {
			if b := of[w]; b != a && (pieces[b][0] == w || pieces[b][len(pieces[b])-1] == w) {
				ws[k], k = w, k+1
			}
		}
		if k == 0 {
			continue
		}
		w := ws[rng.IntN(k)]
		b := of[w]
		B := pieces[b]
		if len(A)+len(B) > maxLen {
			continue
		}
		// A's cells may be beside B's only at v and w.
		if slices.ContainsFunc(A, func(x int) bool {
			return slices.ContainsFunc(neighbours(x, rows, cols, &nb), func(y int) bool { return of[y] == b && !(x == v && y == w) })
		}) {
			continue
		}
		if A[len(A)-1] != v {
			slices.Reverse(A)
		}
		if B[0] != w {
			slices.Reverse(B)
		}
		joined := append(append(make([]int, 0, len(A)+len(B)), A...), B...)
		for _, x := range B {
			of[x] = a
		}
		pieces[a], pieces[b] = joined, nil
	}
	out := pieces[:0]
	for _, pc := range pieces {
		if pc != nil {
			out = append(out, pc)
		}
	}
	return out
}

// touches reports whether cell v has a neighbour other than prev
// labelled num.
func touches(lab []int, num, v, prev, rows, cols int) bool {
	var nb [4]int
	return slices.ContainsFunc(neighbours(v, rows, cols, &nb), func(w int) bool { return w != prev && lab[w] == num })
}

// neighbours returns the cells beside cell v of a rows x cols grid (up,
// down, left, right), in nb.
func neighbours(v, rows, cols int, nb *[4]int) []int {
	r, c := v/cols, v%cols
	k := 0
	if r > 0 {
		nb[k], k = v-cols, k+1
	}
	if r < rows-1 {
		nb[k], k = v+cols, k+1
	}
	if c > 0 {
		nb[k], k = v-1, k+1
	}
	if c < cols-1 {
		nb[k], k = v+1, k+1
	}
	return nb[:k]
}
