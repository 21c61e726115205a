package firefly

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Hotaru Beam file as
// puzz.link saves it (type firefly): the rows of cells ('.' none, "D,N"
// a firefly whose dot is on side D, 0 none and 1-4 up, down, left,
// right, with its number N, '-' for a number not given), then the
// answer: the lines between cells (see pzprfile.Lines: 1 a line, 0
// none, -1 a cross read as none). A file that ends after the cells (or
// before them, a board without fireflies) has no answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	R, C := f.Rows, f.Cols
	if R > MaxSide || C > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, R, C)
	}
	p, err := New(R, C)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	cells, empty, err := f.Grid(0, R, C)
	if err != nil || empty {
		return g, err
	}
	for r, row := range cells {
		for c, tok := range row {
			cell, ok := cellOf(tok)
			if !ok {
				return nil, f.Errorf(r, c, true, r, c, "%q is no cell ('.', or a dot's side 0-4 and the number 0..%d or '-', as \"2,1\")", tok, MaxNumber)
			}
			p.Cells[r*C+c] = cell
		}
	}
	if R >= len(f.Lines) {
		return g, nil
	}
	index := edgeIndex(p)
	right := func(r, c int) int { return index[[2]int{r*C + c, r*C + c + 1}] }
	down := func(r, c int) int { return index[[2]int{r*C + c, (r+1)*C + c}] }
	set := []uint32{} // an answer, even an empty one, is not nil
	if _, err := pzprfile.Lines(f, R, R, C, right, down, &set); err != nil {
		return nil, err
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// cellOf reads a cell of the rows of cells.
func cellOf(tok string) (Cell, bool) {
	if tok == "." {
		return Cell{Num: Empty}, true
	}
	d, n, ok := strings.Cut(tok, ",")
	dir, err := strconv.Atoi(d)
	if !ok || err != nil || dir < None || dir > Right || d != strconv.Itoa(dir) {
		return Cell{}, false
	}
	if n == "-" {
		return Cell{Dir: dir, Num: Unknown}, true
	}
	num, err := strconv.Atoi(n)
	if err != nil || num < 0 || num > MaxNumber || n != strconv.Itoa(num) {
		return Cell{}, false
	}
	return Cell{Dir: dir, Num: num}, true
}

// edgeIndex maps the two cells of each edge of p's grid, the smaller
// first, to the edge.
func edgeIndex(p *Puzzle) map[[2]int]int {
	index := map[[2]int]int{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	return index
}

// Answer implements puzzles.Answerer: the lines of the file read, by
// edges of the grid of cell centres.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the lines of set (nil: the clues alone; an edge that is not the
// board's is an error).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	R, C := p.Rows, p.Cols
	lines := puzzles.PZPRV3Grid(R, C, func(r, c int) string {
		switch x := p.At(r, c); {
		case !x.Firefly():
			return "."
		case x.Num == Unknown:
			return strconv.Itoa(x.Dir) + ",-"
		default:
			return strconv.Itoa(x.Dir) + "," + strconv.Itoa(x.Num)
		}
	})
	if set != nil {
		l, err := p.readLines(set)
		if err != nil {
			return "", err
		}
		lines = append(lines, pzprfile.LineRows(R, C, func(r, c int, down bool) bool {
			if down {
				return l.has[r*C+c][Down]
			}
			return l.has[r*C+c][Right]
		})...)
	}
	return puzzles.WritePZPRV3("firefly", R, C, false, lines), nil
}
