package masyu

import (
	"slices"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Masyu file as puzz.link
// saves it (type mashu): the rows of cells ('.' empty, 1 white, 2
// black), then the answer: the rows of the lines between horizontal
// neighbours (R lines of C-1 items), then those between vertical
// neighbours (R-1 lines of C items), 1 a line, 0 none, -1 a cross (a
// mark, read as no line). A file that ends after the cells (or before
// them) has no answer.
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
	var horiz, vert [][]string
	if f.Cols > 1 {
		h, empty, err := f.Grid(f.Rows, f.Rows, f.Cols-1)
		if err != nil || empty {
			return g, err
		}
		horiz = h
	}
	k := f.Rows
	if f.Cols > 1 {
		k += f.Rows
	}
	if f.Rows > 1 {
		v, empty, err := f.Grid(k, f.Rows-1, f.Cols)
		if err != nil {
			return nil, err
		}
		if empty && f.Cols > 1 {
			return nil, f.Errorf(min(k, len(f.Lines)-1), 0, false, 0, 0, "the file ends inside the answer: %d lines of lines between vertical neighbours are missing", f.Rows-1)
		}
		vert = v
	}
	index := map[[2]int]uint32{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = uint32(i)
	}
	var set []uint32
	line := func(k, col int, tok string, r, c, u, v int) error {
		switch tok {
		case "1":
			set = append(set, index[[2]int{u, v}])
		case "0", "-1":
		default:
			return f.Errorf(k, col, true, r, c, "%q is no line mark (1 a line, 0 none, -1 a cross)", tok)
		}
		return nil
	}
	for r, row := range horiz {
		for c, tok := range row {
			u := r*f.Cols + c
			if err := line(f.Rows+r, c, tok, r, c, u, u+1); err != nil {
				return nil, err
			}
		}
	}
	for r, row := range vert {
		for c, tok := range row {
			u := r*f.Cols + c
			if err := line(k+r, c, tok, r, c, u, u+f.Cols); err != nil {
				return nil, err
			}
		}
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

// gridLines are the lines of a set of edges of graph.Grid(rows, cols):
// between horizontal neighbours (rows lines of cols-1), then between
// vertical ones (rows-1 lines of cols), 1 an edge, 0 none.
func gridLines(edges []graph.Edge, set []uint32, rows, cols int) []string {
	in := map[[2]int]bool{}
	for _, v := range set {
		if int(v) < len(edges) {
			e := edges[v]
			in[[2]int{min(e.U, e.V), max(e.U, e.V)}] = true
		}
	}
	mark := func(u, v int) string {
		if in[[2]int{u, v}] {
			return "1"
		}
		return "0"
	}
	var out []string
	if cols > 1 {
		out = append(out, puzzles.PZPRV3Grid(rows, cols-1, func(r, c int) string { return mark(r*cols+c, r*cols+c+1) })...)
	}
	if rows > 1 {
		out = append(out, puzzles.PZPRV3Grid(rows-1, cols, func(r, c int) string { return mark(r*cols+c, (r+1)*cols+c) })...)
	}
	return out
}
