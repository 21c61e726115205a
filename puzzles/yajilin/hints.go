package yajilin

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank returns the board with every clue cell a plain clue cell
// (Block): the board of the designer's tools.
func (p *Puzzle) Blank() *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: slices.Clone(p.Clues), Outside: p.Outside, Grey: p.Grey}
	for i, cl := range q.Clues {
		if cl.IsClue() {
			q.Clues[i] = Clue{Num: Block}
		}
	}
	return q
}

// Candidates are the cells whose arrows hint sets are made of: p's clue
// cells with an arrow.
func (p *Puzzle) Candidates() []int {
	var out []int
	for i, cl := range p.Clues {
		if cl.IsClue() && cl.Dir != NoDir {
			out = append(out, i)
		}
	}
	return out
}

// ArrowCount is the number of shaded cells of sol that the arrow of
// cell (its direction in p) sees.
func (p *Puzzle) ArrowCount(sol []uint32, cell int) (int, error) {
	d, err := p.decode(sol)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, j := range p.Ray(cell/p.Cols, cell%p.Cols, p.Clues[cell].Dir) {
		if d.shaded[j] {
			n++
		}
	}
	return n, nil
}

// Hints is the family of hint sets (sets of cells among cells, nil for
// every clue cell with an arrow) for which sol is the only solution of
// the board whose arrows on the hint set count sol's shaded cells (in
// p's directions) and whose other clue cells show no number. As for
// Slitherlink's and Masyu's hint sets, a set fails exactly when another
// solution x of the blank board meets sol's counts on it, so
//
//	hints(sol) = Pow(cells) \ { H : some x != sol meets sol's counts on H }
//
// and the subtracted family is the solving spec with a variable per
// candidate cell (its arrow counts when taken) and the flag "differs
// from sol", built over (x, H) and projected on H.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	blank := p.Blank()
	if err := blank.Check(sol); err != nil {
		return zdd.Empty, err
	}
	if cells == nil {
		cells = p.Candidates()
	}
	optional := make([]Clue, len(p.Clues))
	for i := range optional {
		optional[i] = Clue{Num: White}
	}
	for _, c := range cells {
		if c < 0 || c >= len(p.Clues) {
			return zdd.Empty, fmt.Errorf("yajilin: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
		}
		if !p.Clues[c].IsClue() || p.Clues[c].Dir == NoDir {
			return zdd.Empty, fmt.Errorf("yajilin: the cell %s has no arrow to count with", puzzles.CellName(c/p.Cols, c%p.Cols))
		}
		n, _ := p.ArrowCount(sol, c)
		optional[c] = Clue{Dir: p.Clues[c].Dir, Num: n}
	}
	differ := make([]bool, p.Vars())
	for _, v := range sol {
		differ[v] = true
	}
	s := newSpec(blank, optional, differ)
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	n := len(p.Clues)
	var hintVars, cand []uint32
	perm := make([]uint32, len(s.steps))
	for k, st := range s.steps {
		perm[k] = uint32(n + k)
		if st.kind == stHint {
			hintVars = append(hintVars, uint32(k))
			cand = append(cand, uint32(st.cell))
			perm[k] = uint32(st.cell)
		}
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cand), bad), nil
}

// HintPuzzle is the puzzle whose clue cells in hints show sol's counts
// in p's directions, the other clue cells no number.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	q := p.Blank()
	if err := q.Check(sol); err != nil {
		return nil, err
	}
	for _, h := range hints {
		c := int(h)
		if c >= len(p.Clues) {
			return nil, fmt.Errorf("yajilin: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
		}
		if !p.Clues[c].IsClue() || p.Clues[c].Dir == NoDir {
			return nil, fmt.Errorf("yajilin: the cell %s has no arrow to count with", puzzles.CellName(c/p.Cols, c%p.Cols))
		}
		n, _ := p.ArrowCount(sol, c)
		q.Clues[c] = Clue{Dir: p.Clues[c].Dir, Num: n}
	}
	return q, nil
}

// CheckForm implements puzzles.Hinter: set must be a solution of the
// board with its clue cells showing no number.
func (g *Game) CheckForm(set []uint32) error {
	if err := g.P.Blank().Check(set); err != nil {
		return fmt.Errorf("not a solution of the board without numbers: %s", strings.TrimPrefix(err.Error(), "yajilin: "))
	}
	return nil
}

// Hints implements puzzles.Hinter: the sets of arrow cells (p's clue
// cells with an arrow, in their directions) whose counts taken from sol
// leave sol the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Yajilin hint sets are taken among every solution of the board; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle with sol's counts on
// the arrows of hints.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(sol, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "yajilin: ")}
	}
	return &Game{P: q}, nil
}
