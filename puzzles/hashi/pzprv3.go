package hashi

import (
	"strconv"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Hashiwokakero file as
// puzz.link saves it (type hashikake): the rows of cells ('.' water, a
// number, '-' an island without a number), then the answer: the bridges
// on each step between horizontal neighbours (R lines of C-1 items),
// then between vertical neighbours (R-1 lines of C), 0-2 bridges, -1 a
// cross (a mark, read as none). A pair's bridges are those on the step
// leaving its first island. A file that ends after the cells has no
// answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > maxSide || cols > maxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", maxSide, rows, cols)
	}
	cells, empty, err := f.Grid(0, rows, cols)
	if err != nil {
		return nil, err
	}
	grid := make([]int, rows*cols)
	for r, row := range cells {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				grid[r*cols+c] = Unknown
			case err != nil || v < 1 || v > MaxNumber:
				return nil, f.Errorf(r, c, true, r, c, "%q is no island number 1..%d", tok, MaxNumber)
			default:
				grid[r*cols+c] = v
			}
		}
	}
	p, err := New(rows, cols, grid, 2, false)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	if empty {
		return g, nil
	}
	var horiz, vert [][]string
	// The steps between horizontal neighbours are rows lines, empty
	// ones on a board of one column, as pzprjs writes them.
	k := rows
	if horiz, empty, err = f.Grid(k, rows, cols-1); err != nil || empty {
		return g, err
	}
	k += rows
	if rows > 1 {
		if vert, empty, err = f.Grid(k, rows-1, cols); err != nil {
			return nil, err
		}
		if empty {
			return nil, f.Errorf(len(f.Lines)-1, 0, false, 0, 0, "the file ends inside the answer: the %d lines of bridges between vertical neighbours are missing", rows-1)
		}
	}
	count := func(block [][]string, k0, r, c int) (int, error) {
		if r >= len(block) || c >= len(block[r]) {
			return 0, nil
		}
		switch tok := block[r][c]; tok {
		case "0", "-1":
			return 0, nil
		case "1", "2":
			return int(tok[0] - '0'), nil
		default:
			return 0, f.Errorf(k0+r, c, true, r, c, "%q is no bridge count (0-2, -1 a cross)", tok)
		}
	}
	for _, rowBlock := range []struct {
		b  [][]string
		k0 int
	}{{horiz, rows}, {vert, k}} {
		for r, row := range rowBlock.b {
			for c := range row {
				if _, err := count(rowBlock.b, rowBlock.k0, r, c); err != nil {
					return nil, err
				}
			}
		}
	}
	isl := p.Islands()
	counts := make([]int, len(p.Pairs()))
	for q, pr := range p.Pairs() {
		a := isl[pr.A]
		if pr.Vertical {
			counts[q], _ = count(vert, k, a.R, a.C)
		} else {
			counts[q], _ = count(horiz, rows, a.R, a.C)
		}
	}
	g.answer, g.hasAnswer = p.Set(counts), true
	return g, nil
}

// Answer implements puzzles.Answerer: the bridges of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the bridges set (nil: none). puzz.link's Hashiwokakero has at
// most two bridges between islands and allows loops; other puzzles
// have no file.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	if _, err := p.URL(); err != nil {
		return "", err
	}
	rows, cols := p.Rows, p.Cols
	lines := puzzles.PZPRV3Grid(rows, cols, func(r, c int) string {
		switch v := p.Grid[r*cols+c]; {
		case v == Unknown:
			return "-"
		case v > 0:
			return strconv.Itoa(v)
		}
		return "."
	})
	if set != nil {
		counts, err := p.Counts(set)
		if err != nil {
			return "", err
		}
		h := make([]int, rows*cols) // bridges from (r, c) to (r, c+1)
		v := make([]int, rows*cols) // bridges from (r, c) to (r+1, c)
		isl := p.Islands()
		for q, pr := range p.Pairs() {
			a, b := isl[pr.A], isl[pr.B]
			if pr.Vertical {
				for r := a.R; r < b.R; r++ {
					v[r*cols+a.C] = counts[q]
				}
			} else {
				for c := a.C; c < b.C; c++ {
					h[a.R*cols+c] = counts[q]
				}
			}
		}
		lines = append(lines, puzzles.PZPRV3Grid(rows, cols-1, func(r, c int) string { return strconv.Itoa(h[r*cols+c]) })...)
		if rows > 1 {
			lines = append(lines, puzzles.PZPRV3Grid(rows-1, cols, func(r, c int) string { return strconv.Itoa(v[r*cols+c]) })...)
		}
	}
	return puzzles.WritePZPRV3("hashikake", rows, cols, false, lines), nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Hashiwokakero
// checklist to the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoLine":  RuleNoBridge,
		"lnCross":   RuleBridgeCross,
		"nmLineGt":  RuleNumberCount,
		"lcDivided": RuleBridgesDivided,
		"nmLineLt":  RuleNumberCount,
	}
}
