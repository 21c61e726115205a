package nurimaze

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Nurimaze file as
// puzz.link saves it (type nurimaze): the number of rooms and the rows
// of each cell's room id (cells with the same id that touch are one
// room), the rows of marks ('.', 's' start, 'g' goal, 'o' circle, 't'
// triangle; without an 's' or a 'g', pzprjs's places, the top left and
// bottom right cells), then the answer: the rows of cells ('#' shaded,
// '+' a dot and '.' unshaded), then, when drawn, the route's auxiliary
// lines (see pzprfile.Lines), read and ignored. A file that ends after
// the marks has no answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	R, C := f.Rows, f.Cols
	if R > MaxSide || C > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, R, C)
	}
	p, err := newPuzzle(R, C)
	if err != nil {
		return nil, err
	}
	if len(f.Lines) == 0 {
		return nil, f.Errorf(0, 0, false, 0, 0, "the file ends before the rooms")
	}
	if n, err := strconv.Atoi(strings.TrimSpace(f.Lines[0])); err != nil || n < 1 {
		return nil, f.Errorf(0, 0, false, 0, 0, "%q is no number of rooms", clip(f.Lines[0]))
	}
	ids, k, err := pzprfile.Rows(f, 1, R, C)
	if err != nil {
		return nil, err
	}
	room := make([]int, R*C)
	for r, row := range ids {
		for c, tok := range row {
			id, err := strconv.Atoi(tok)
			if err != nil || id < 0 {
				return nil, f.Errorf(1+r, c, true, r, c, "%q is no room id (a number 0 or more)", tok)
			}
			room[r*C+c] = id
		}
	}
	// Rooms: the touching cells of one id, numbered by their first cell.
	p.Room = make([]int, R*C)
	for i := range p.Room {
		p.Room[i] = -1
	}
	p.Rooms = 0
	for i := range p.Room {
		if p.Room[i] >= 0 {
			continue
		}
		stack := []int{i}
		p.Room[i] = p.Rooms
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range p.neighbours(x) {
				if p.Room[y] < 0 && room[y] == room[x] {
					p.Room[y] = p.Rooms
					stack = append(stack, y)
				}
			}
		}
		p.Rooms++
	}
	marks, next, err := pzprfile.Rows(f, k, R, C)
	if err != nil {
		return nil, err
	}
	start, goal := 0, R*C-1
	for r, row := range marks {
		for c, tok := range row {
			switch tok {
			case ".":
			case "s":
				start = r*C + c
			case "g":
				goal = r*C + c
			case "o":
				p.Marks[r*C+c] = Circle
			case "t":
				p.Marks[r*C+c] = Triangle
			default:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no mark ('.', 's' start, 'g' goal, 'o' circle, 't' triangle)", tok)
			}
		}
	}
	if start == goal {
		return nil, f.Errorf(k, 0, false, 0, 0, "the start and the goal are one cell, %s", puzzles.CellName(start/C, start%C))
	}
	p.Marks[start], p.Marks[goal] = Start, Goal
	g := &Game{P: p}
	k = next
	cells, empty, err := f.Grid(k, R, C)
	if err != nil || empty {
		return g, err
	}
	set := []uint32{} // an answer, even an empty one, is not nil
	for r, row := range cells {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*C+c))
			case "+", ".":
			default:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", tok)
			}
		}
	}
	if k += R; k < len(f.Lines) {
		var lines []uint32
		none := func(int, int) int { return 0 }
		if _, err := pzprfile.Lines(f, k, R, C, none, none, &lines); err != nil {
			return nil, err
		}
	}
	slices.Sort(set)
	g.answer, g.hasAnswer = set, true
	return g, nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the shaded cells of set (nil: the clues alone; a cell that is
// not the board's is an error), the other cells '.', no lines.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	R, C := p.Rows, p.Cols
	lines := []string{strconv.Itoa(p.Rooms)}
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string { return strconv.Itoa(p.Room[r*C+c]) })...)
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
		return string(".sgot"[p.Marks[r*C+c]]) // by Mark: None, Start, Goal, Circle, Triangle
	})...)
	if set != nil {
		shaded := make([]bool, R*C)
		for _, x := range set {
			if int(x) >= R*C {
				return "", fmt.Errorf("nurimaze: element %d is no cell of the %dx%d board", x, R, C)
			}
			shaded[x] = true
		}
		lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
			if shaded[r*C+c] {
				return "#"
			}
			return "."
		})...)
	}
	return puzzles.WritePZPRV3("nurimaze", R, C, false, lines), nil
}
