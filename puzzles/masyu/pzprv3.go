package masyu

import (
	"slices"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Masyu file as puzz.link
// saves it (type mashu): the rows of cells ('.' empty, 1 white, 2
// black), then the answer: the rows of the lines between horizontal
// neighbours (R lines of C-1 items, blank lines for one column), then
// those between vertical neighbours (R-1 lines of C items), 1 a line, 0
// none, -1 a cross (a mark, read as no line). A file that ends after
// the cells (or before them) has no answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	p, err := New(f.Rows, f.Cols)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	cells, empty, err := f.Grid(0, f.Rows, f.Cols)
	if err != nil || empty {
		return g, err
	}
	for r, row := range cells {
		for c, tok := range row {
			switch tok {
			case ".", "0":
			case "1":
				p.Pearls[r*f.Cols+c] = White
			case "2":
				p.Pearls[r*f.Cols+c] = Black
			default:
				return nil, f.Errorf(r, c, true, r, c, "%q is no pearl ('.', 1 white, 2 black)", tok)
			}
		}
	}
	if f.Rows >= len(f.Lines) {
		return g, nil
	}
	index := map[[2]int]int{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	C := f.Cols
	right := func(r, c int) int { return index[[2]int{r*C + c, r*C + c + 1}] }
	down := func(r, c int) int { return index[[2]int{r*C + c, (r+1)*C + c}] }
	set := []uint32{} // an answer, even an empty one, is not nil
	if _, err := pzprfile.Lines(f, f.Rows, f.Rows, C, right, down, &set); err != nil {
		return nil, err
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the loop of the file read, by
// edges of the grid of cell centres.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the loop set (nil: none).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := puzzles.PZPRV3Grid(p.Rows, p.Cols, func(r, c int) string {
		switch p.At(r, c) {
		case White:
			return "1"
		case Black:
			return "2"
		}
		return "."
	})
	if set != nil {
		lines = append(lines, gridLines(p.Graph().Edges(), set, p.Rows, p.Cols)...)
	}
	return puzzles.WritePZPRV3("mashu", p.Rows, p.Cols, false, lines), nil
}

// gridLines are the lines of a set of edges of graph.Grid(rows, cols)
// as pzprjs writes them (pzprfile.LineRows): between horizontal
// neighbours (rows lines of cols-1, blank when cols is 1), then between
// vertical ones (rows-1 lines of cols), 1 an edge, 0 none.
func gridLines(edges []graph.Edge, set []uint32, rows, cols int) []string {
	in := map[[2]int]bool{}
	for _, v := range set {
		if int(v) < len(edges) {
			e := edges[v]
			in[[2]int{min(e.U, e.V), max(e.U, e.V)}] = true
		}
	}
	return pzprfile.LineRows(rows, cols, func(r, c int, down bool) bool {
		if down {
			return in[[2]int{r*cols + c, (r+1)*cols + c}]
		}
		return in[[2]int{r*cols + c, r*cols + c + 1}]
	})
}
