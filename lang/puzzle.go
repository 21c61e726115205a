package lang

import (
	"github.com/zqlang/zq/puzzles"
)

// Puzzle is a puzzle value: one puzzle of a genre registered with
// package puzzles. Nothing here knows the genres: what a genre can do
// beside the contract's core is asked with its optional interfaces
// (puzzles.Methods, puzzles.Hinter, ...).
type Puzzle struct {
	P puzzles.Puzzle
}

// Kind implements Value.
func (*Puzzle) Kind() string { return "puzzle" }

// Type is the genre's name: "slitherlink", "numberlink", "sudoku", ...
func (p *Puzzle) Type() string { return p.P.Genre() }

// Summary is the one-line description of the puzzle.
func (p *Puzzle) Summary() string { return "puzzle: " + p.P.Summary() }

// String is the one-line summary (shown inside lists and messages).
func (p *Puzzle) String() string { return p.Summary() }

// Text is the puzzle's grid as text.
func (p *Puzzle) Text() string { return p.P.Text() }

// Equal implements ==: same genre, properties and grid.
func (p *Puzzle) Equal(v Value) bool {
	q, ok := v.(*Puzzle)
	if !ok || p.Type() != q.Type() || p.Text() != q.Text() {
		return false
	}
	a, b := p.P.Props(), q.P.Props()
	if len(a) != len(b) {
		return false
	}
	for k, x := range a {
		if b[k] != x {
			return false
		}
	}
	return true
}

// Universe is the universe of the puzzle's solutions.
func (p *Puzzle) Universe() Universe { return SpaceUniverse(p.P.Elements()) }

// CellUniverse is the universe of the puzzle's cells (hint and clue sets).
func (p *Puzzle) CellUniverse() *CellUniverse { return Cells(p.P.Board()) }

// SpaceUniverse is the universe a genre's space names: the language's
// own for edges, cells and vertex pairs (shared with its graph
// families), else the genre's ElementSpace.
func SpaceUniverse(s puzzles.Space) Universe {
	switch s := s.(type) {
	case puzzles.EdgeSpace:
		return EdgesOf(s.Graph)
	case puzzles.CellSpace:
		return Cells(s.Rows, s.Cols)
	case puzzles.PairSpace:
		return PairsOf(s.Graph)
	case puzzles.ElementSpace:
		return &genreUniverse{s}
	}
	return Integers
}
