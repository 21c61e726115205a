package yajilin

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Yajilin file as
// puzz.link saves it (type yajilin): a line "o" when the shaded cells
// must be outside the loop, the rows of clues ('.' no clue, '#' a clue
// cell without a number, "D,N" an arrow D (0 none, 1 up, 2 down, 3
// left, 4 right) and its number N, '-' for a number not given), then
// the answer: the rows of cells ('#' shaded, '+' a dot, '.' neither),
// the rows of the lines between horizontal neighbours (R lines of C-1
// items), then those between vertical neighbours (R-1 lines of C), 1 a
// line, 0 none, -1 a cross (a mark, read as no line). A file that ends
// after the clues has no answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, props puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	if f.Rows > MaxSide || f.Cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, f.Rows, f.Cols)
	}
	p, err := New(f.Rows, f.Cols)
	if err != nil {
		return nil, err
	}
	R, C := f.Rows, f.Cols
	k := 0
	if k < len(f.Lines) && strings.TrimSpace(f.Lines[k]) == "o" {
		p.Outside = true
		k++
	}
	if props.Bool("outside") {
		p.Outside = true
	}
	g := &Game{P: p}
	cells, empty, err := f.Grid(k, R, C)
	if err != nil || empty {
		return g, err
	}
	for r, row := range cells {
		for c, tok := range row {
			cl, ok := clueOf(tok)
			if !ok {
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no clue ('.', '#', or an arrow 0-4 and its number 0..4095 or '-', as \"2,1\")", tok)
			}
			p.Clues[r*C+c] = cl
		}
	}
	k += R
	marks, empty, err := f.Grid(k, R, C)
	if err != nil || empty {
		return g, err
	}
	set := []uint32{} // an answer, even an empty one, is not nil
	for r, row := range marks {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(p.ShadeVar(r, c)))
			case "+", ".":
			default:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' not)", tok)
			}
		}
	}
	if _, err := pzprfile.Lines(f, k+R, R, C, p.RightVar, p.DownVar, &set); err != nil {
		return nil, err
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

// clueOf reads a cell of the clue rows.
func clueOf(tok string) (Clue, bool) {
	switch tok {
	case ".":
		return Clue{Num: White}, true
	case "#":
		return Clue{Num: Block}, true
	}
	d, n, ok := strings.Cut(tok, ",")
	dir, err := strconv.Atoi(d)
	if !ok || err != nil || dir < NoDir || dir > Right || d != strconv.Itoa(dir) {
		return Clue{}, false
	}
	if n == "-" {
		return Clue{Dir: dir, Num: Unknown}, true
	}
	num, err := strconv.Atoi(n)
	if err != nil || num < 0 || num > 4095 || n != strconv.Itoa(num) {
		return Clue{}, false
	}
	return Clue{Dir: dir, Num: num}, true
}

// Answer implements puzzles.Answerer: the shaded cells and the loop's
// edges of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the shaded cells and edges of set (nil: the clues alone; an
// element that is not the board's is an error).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	R, C := p.Rows, p.Cols
	var lines []string
	if p.Outside {
		lines = append(lines, "o")
	}
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
		cl := p.At(r, c)
		switch {
		case cl.Num == White:
			return "."
		case cl.Num == Block:
			return "#"
		case cl.Num == Unknown:
			return strconv.Itoa(cl.Dir) + ",-"
		}
		return strconv.Itoa(cl.Dir) + "," + strconv.Itoa(cl.Num)
	})...)
	if set != nil {
		d, err := p.decode(set)
		if err != nil {
			return "", err
		}
		lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
			if d.shaded[r*C+c] {
				return "#"
			}
			return "."
		})...)
		lines = append(lines, pzprfile.LineRows(R, C, func(r, c int, down bool) bool {
			if down {
				return d.edges[r*C+c][dD]
			}
			return d.edges[r*C+c][dR]
		})...)
	}
	return puzzles.WritePZPRV3("yajilin", R, C, false, lines), nil
}
