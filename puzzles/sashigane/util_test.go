package sashigane

import (
	"context"
	"math/rand"
	randv2 "math/rand/v2"
	"slices"

	"github.com/zqlang/zq/zdd"
)

// randomDivision returns a random division of the rows x cols board into
// L's (nil when it has none), drawn uniformly from the blank board's
// covers.
func randomDivision(rng *rand.Rand, rows, cols int) []L {
	p := blank(rows, cols)
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		panic(err)
	}
	if f == zdd.Empty {
		return nil
	}
	set := m.Sample(f, randv2.New(randv2.NewPCG(rng.Uint64(), 1)), 1)[0]
	cut, err := p.cutOf(set)
	if err != nil {
		panic(err)
	}
	rooms, _ := p.rooms(cut)
	var out []L
	for _, rm := range rooms {
		out = append(out, *rm.l)
	}
	return out
}

// randomBoard marks a random division of a rows x cols board: now and
// then a corner's circle (with the L's size, none, or a wrong number),
// an end's arrow (toward the corner or anywhere), and a few marks
// anywhere, so that boards with one, several and no solutions come up.
// It returns the board and the division's borders (nil when the board
// has no division).
func randomBoard(rng *rand.Rand, rows, cols int) (*Puzzle, []uint32) {
	p := blank(rows, cols)
	div := randomDivision(rng, rows, cols)
	var sol []uint32
	for _, x := range div {
		sol = append(sol, p.borders(x)...)
		if rng.Intn(2) == 0 {
			k := x.Corner(cols)
			p.Marks[k] = Circle
			switch rng.Intn(6) {
			case 0:
			case 1:
				p.Nums[k] = rng.Intn(rows + cols)
			default:
				p.Nums[k] = x.Size()
			}
		}
		for _, e := range []struct{ cell, arrow int }{{x.VEnd(cols), x.vArrow()}, {x.HEnd(cols), x.hArrow()}} {
			if rng.Intn(3) == 0 {
				p.Marks[e.cell] = e.arrow
				if rng.Intn(6) == 0 {
					p.Marks[e.cell] = Up + rng.Intn(4)
				}
			}
		}
	}
	for k := rng.Intn(3); k > 0; k-- {
		i := rng.Intn(rows * cols)
		p.Marks[i], p.Nums[i] = []int{Unknown, Circle, Up, Down, Left, Right}[rng.Intn(6)], NoNumber
	}
	slices.Sort(sol)
	return p, slices.Compact(sol)
}
