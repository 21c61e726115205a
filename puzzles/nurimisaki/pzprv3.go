package nurimisaki

import (
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprfile"
)

// ReadPZPRV3 implements puzzles.PZPRV3Reader: a Nurimisaki file as
// puzz.link saves it (type nurimisaki): rows lines of circles (a number
// 0..MaxNumber, '-' a circle without a number, '.' a plain cell), then rows lines of
// the answer: '#' shaded, '+' (a dot marking an unshaded cell) or '.'
// unshaded. The file holds an answer when some cell of it is '#' or
// '+'. What follows (auxiliary lines) is ignored.
func (genre) ReadPZPRV3(f *puzzles.PZPRV3, _ puzzles.Props) (puzzles.Puzzle, error) {
	if f.Version != "pzprv3" {
		return nil, f.ErrVariant()
	}
	if f.Rows > MaxSide || f.Cols > MaxSide {
		return nil, f.Errorf(-1, 0, false, 0, 0, "a board has sides 1..%d, not %dx%d", MaxSide, f.Rows, f.Cols)
	}
	nums, err := pzprfile.Numbers(f, 0, MaxNumber, NoNumber, Unknown)
	if err != nil {
		return nil, err
	}
	p, err := New(f.Rows, f.Cols, nums)
	if err != nil {
		return nil, err
	}
	g := &Game{P: p}
	set, has, err := pzprfile.Shaded(f, f.Rows, true)
	if err != nil {
		return nil, err
	}
	if has {
		g.answer, g.hasAnswer = set, true
	}
	return g, nil
}

// Answer implements puzzles.Answerer: the shaded cells of the file read.
func (g *Game) Answer() ([]uint32, bool) { return g.answer, g.hasAnswer }

// PZPRV3 implements puzzles.PZPRV3Writer: the file ReadPZPRV3 reads, the
// circles ('-' for one without a number) and with a set the answer: its cells '#', the
// others '+' (nil: no answer lines). Elements off the board are an
// error.
func (g *Game) PZPRV3(set []uint32) (string, error) {
	p := g.P
	lines := pzprfile.NumberRows(p.Rows, p.Cols, p.Nums, Unknown)
	if set != nil {
		ans, err := pzprfile.ShadedRows("nurimisaki", p.Rows, p.Cols, set)
		if err != nil {
			return "", err
		}
		lines = append(lines, ans...)
	}
	return puzzles.WritePZPRV3("nurimisaki", p.Rows, p.Cols, false, lines), nil
}

// PZPRCodes implements puzzles.RuleCoder: pzprjs's Nurimisaki
// checklist to the rules Check names.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoShade":           RuleNoShade,
		"cs2x2":               RuleShaded2x2,
		"cuDivide":            RuleUnshadedDivided,
		"nmSumViewNe":         RuleNumberView,
		"cu2x2":               RuleUnshaded2x2,
		"circleNotPromontory": RuleCircleNotDeadEnd,
		"nonCirclePromontory": RuleDeadEndNoCircle,
	}
}
