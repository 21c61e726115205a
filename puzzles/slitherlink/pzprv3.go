package slitherlink

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Slitherlink file as
// puzz.link saves it (type slither), in version pzprv3 or pzprv3.1 (the
// one puzz.link writes now; a first line "f", its variant with every
// dot on the loop, is refused): the rows of clues ('.' none, 0-3, '-' a
// clue without its number, read as none), in pzprv3.1 the rows of cell
// colours (integers, ignored), then the answer: the line's edges
// between vertically neighbouring dots (R lines of C+1 items), then
// between horizontally neighbouring dots (R+1 lines of C), 1 an edge, 0
// none, -1 a cross (a mark, read as no edge). A file that ends after the
// clues (or before them) has no answer. zq writes version pzprv3.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" && f.Version != "pzprv3.1" || len(f.Lines) > 0 && strings.TrimSpace(f.Lines[0]) == "f" {
		return nil, f.ErrVariant()
	}
	rows, cols := f.Rows, f.Cols
	if rows > MaxSide || cols > MaxSide {
		return nil, f.Errorf(0, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, rows, cols)
	}
	p, err := New(rows, cols)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	cells, empty, err := f.Grid(0, rows, cols)
	if err != nil || empty {
		return g, err
	}
	for r, row := range cells {
		for c, tok := range row {
			switch {
			case tok == "." || tok == "-":
			case len(tok) == 1 && tok[0] >= '0' && tok[0] <= '3':
				p.Clues[r*cols+c] = int8(tok[0] - '0')
			default:
				return nil, f.Errorf(r, c, true, r, c, "%q is no clue ('.', 0-3 or '-')", tok)
			}
		}
	}
	a := rows // the first line of the answer's edges
	if f.Version == "pzprv3.1" {
		// the rows of cell colours, ignored
		marks, empty, err := f.Grid(rows, rows, cols)
		if err != nil || empty {
			return g, err
		}
		for r, row := range marks {
			for c, tok := range row {
				if _, err := strconv.Atoi(tok); err != nil {
					return nil, f.Errorf(rows+r, c, true, r, c, "%q is no cell colour (an integer, 0 none)", tok)
				}
			}
		}
		a += rows
	}
	vert, empty, err := f.Grid(a, rows, cols+1)
	if err != nil || empty {
		return g, err
	}
	horiz, empty, err := f.Grid(a+rows, rows+1, cols)
	if err != nil {
		return nil, err
	}
	if empty {
		return nil, f.Errorf(len(f.Lines)-1, 0, false, 0, 0, "the file ends inside the answer: the %d lines of edges between horizontal neighbours are missing", rows+1)
	}
	index := map[[2]int]uint32{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = uint32(i)
	}
	dot := func(r, c int) int { return r*(cols+1) + c }
	set := []uint32{} // an answer, even an empty one, is not nil
	edge := func(k, col int, tok string, r, c, u, v int) error {
		switch tok {
		case "1":
			set = append(set, index[[2]int{u, v}])
		case "0", "-1":
		default:
			return f.Errorf(k, col, false, r, c, "%q is no line mark (1 an edge, 0 none, -1 a cross)", tok)
		}
		return nil
	}
	for r, row := range vert {
		for c, tok := range row {
			if err := edge(a+r, c, tok, r, c, dot(r, c), dot(r+1, c)); err != nil {
				return nil, err
			}
		}
	}
	for r, row := range horiz {
		for c, tok := range row {
			if err := edge(a+rows+r, c, tok, r, c, dot(r, c), dot(r, c+1)); err != nil {
				return nil, err
			}
		}
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// Answer implements puzzles.Answerer: the loop of the file read, by
// edges of the dot grid.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the loop set (nil: none).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	rows, cols := p.Rows, p.Cols
	lines := puzzles.PZPRV3Grid(rows, cols, func(r, c int) string {
		if v := p.Clues[r*cols+c]; v >= 0 {
			return string(rune('0' + v))
		}
		return "."
	})
	if set != nil {
		in := map[[2]int]bool{}
		edges := p.Graph().Edges()
		for _, v := range set {
			if int(v) < len(edges) {
				e := edges[v]
				in[[2]int{min(e.U, e.V), max(e.U, e.V)}] = true
			}
		}
		dot := func(r, c int) int { return r*(cols+1) + c }
		mark := func(u, v int) string {
			if in[[2]int{u, v}] {
				return "1"
			}
			return "0"
		}
		lines = append(lines, puzzles.PZPRV3Grid(rows, cols+1, func(r, c int) string { return mark(dot(r, c), dot(r+1, c)) })...)
		lines = append(lines, puzzles.PZPRV3Grid(rows+1, cols, func(r, c int) string { return mark(dot(r, c), dot(r, c+1)) })...)
	}
	return puzzles.WritePZPRV3("slither", rows, cols, false, lines), nil
}
