package country

import (
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Country Road file as
// puzz.link saves it (type country), in its three versions: pzprv3.1
// and pzprv3.2 start with a line of flags (comma-separated;
// "country_empty" lets rooms go unvisited); pzprv3 and pzprv3.1 then
// give the rooms as their number and the rows of each cell's room id
// (cells with the same id that touch are one room), pzprv3.2 as the
// borders between horizontal neighbours (R rows of C-1 items, 1 a
// border, 0 none), then between vertical ones (R-1 rows of C). Then the
// rows of numbers ('.' none, '-' a number not given; a room's number on
// any of its cells, at most one number a room), then the answer: the
// lines between cells (see pzprfile.Lines), then the rows of cell marks
// (integers, ignored; they may be missing). A file that ends after the
// numbers has no answer.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, props puzzles.Props) (puzzles.Puzzle, error) {
	switch f.Version {
	case "pzprv3", "pzprv3.1", "pzprv3.2":
	default:
		return nil, f.ErrVariant()
	}
	R, C := f.Rows, f.Cols
	if R > MaxSide || C > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, R, C)
	}
	k := 0
	empty := false
	if f.Version != "pzprv3" {
		if k >= len(f.Lines) {
			return nil, f.Errorf(k, 0, false, 0, 0, "the file ends before its line of flags")
		}
		for _, fl := range strings.Split(f.Lines[k], ",") {
			empty = empty || strings.TrimSpace(fl) == "country_empty"
		}
		k++
	}
	var p *Puzzle
	if f.Version == "pzprv3.2" {
		b := &pzpr.Borders{Rows: R, Cols: C}
		for _, part := range []struct {
			n, w int
			bits *[]bool
		}{{R, C - 1, &b.V}, {R - 1, C, &b.H}} {
			rows, next, err := pzprfile.Rows(f, k, part.n, part.w)
			if err != nil {
				return nil, err
			}
			for r, row := range rows {
				for c, tok := range row {
					if tok != "0" && tok != "1" {
						return nil, f.Errorf(k+r, c, true, r, c, "%q is no border mark (1 a border, 0 none)", tok)
					}
					*part.bits = append(*part.bits, tok == "1")
				}
			}
			k = next
		}
		room, n := b.Rooms()
		p = &Puzzle{Rows: R, Cols: C, Room: room, Rooms: n, Num: make([]int, n)}
		for i := range p.Num {
			p.Num[i] = None
		}
	} else {
		if k >= len(f.Lines) {
			return nil, f.Errorf(k, 0, false, 0, 0, "the file ends before the rooms")
		}
		if n, err := strconv.Atoi(strings.TrimSpace(f.Lines[k])); err != nil || n < 1 {
			return nil, f.Errorf(k, 0, false, 0, 0, "%q is no number of rooms", clip(f.Lines[k]))
		}
		rows, next, err := pzprfile.Rows(f, k+1, R, C)
		if err != nil {
			return nil, err
		}
		ids := make([]int, 0, R*C)
		for r, row := range rows {
			for c, tok := range row {
				id, err := strconv.Atoi(tok)
				if err != nil || id < 0 {
					return nil, f.Errorf(k+1+r, c, true, r, c, "%q is no room id (a number 0 or more)", tok)
				}
				ids = append(ids, id)
			}
		}
		k = next
		if p, err = New(R, C, ids); err != nil {
			return nil, err
		}
	}
	p.Empty = empty || props.Bool("empty")
	g := &Game{P: p}
	nums, next, err := pzprfile.Rows(f, k, R, C)
	if err != nil {
		return nil, err
	}
	numAt := make([]int, p.Rooms)
	for r, row := range nums {
		for c, tok := range row {
			n := None
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
				continue
			case tok == "-":
				n = Unknown
			case err != nil || v < 0 || v > 4095:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no number ('.', '-' or 0..4095)", tok)
			default:
				n = v
			}
			room := p.Room[r*C+c]
			if p.Num[room] != None && p.Num[room] != n {
				at := numAt[room]
				return nil, f.Errorf(k+r, c, true, r, c, "a second number in the room of %s, whose number is at %s", puzzles.CellName(p.Top(room)/C, p.Top(room)%C), puzzles.CellName(at/C, at%C))
			}
			p.Num[room], numAt[room] = n, r*C+c
		}
	}
	k = next
	if k >= len(f.Lines) {
		return g, nil
	}
	set := []uint32{} // an answer, even an empty one, is not nil
	if k, err = pzprfile.Lines(f, k, R, C, p.RightVar, p.DownVar, &set); err != nil {
		return nil, err
	}
	if k < len(f.Lines) {
		marks, _, err := pzprfile.Rows(f, k, R, C)
		if err != nil {
			return nil, err
		}
		for r, row := range marks {
			for c, tok := range row {
				if _, err := strconv.Atoi(tok); err != nil {
					return nil, f.Errorf(k+r, c, true, r, c, "%q is no cell mark (an integer, 0 none)", tok)
				}
			}
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

// Answer implements puzzles.Answerer: the loop of the file read, by
// edges of the grid of cell centres.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads,
// with the loop set (nil: the clues alone; an edge that is not the
// board's is an error): version pzprv3 (pzprv3.1 with its line of flags
// when rooms may go unvisited), the rooms by ids, each room's number on
// its first cell, the lines and the rows of cell marks (all 0).
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	R, C := p.Rows, p.Cols
	var lines []string
	if p.Empty {
		lines = append(lines, "country_empty")
	}
	lines = append(lines, strconv.Itoa(p.Rooms))
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string { return strconv.Itoa(p.Room[r*C+c]) })...)
	lines = append(lines, puzzles.PZPRV3Grid(R, C, func(r, c int) string {
		i := r*C + c
		switch n := p.Num[p.Room[i]]; {
		case p.Top(p.Room[i]) != i || n == None:
			return "."
		case n == Unknown:
			return "-"
		default:
			return strconv.Itoa(n)
		}
	})...)
	if set != nil {
		e, err := p.decode(set)
		if err != nil {
			return "", err
		}
		lines = append(lines, pzprfile.LineRows(R, C, func(r, c int, down bool) bool {
			if down {
				return e[r*C+c][dD]
			}
			return e[r*C+c][dR]
		})...)
		lines = append(lines, puzzles.PZPRV3Grid(R, C, func(int, int) string { return "0" })...)
	}
	file := puzzles.WritePZPRV3("country", R, C, false, lines)
	if p.Empty {
		file = "pzprv3.1" + strings.TrimPrefix(file, "pzprv3")
	}
	return file, nil
}
