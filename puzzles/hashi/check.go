package hashi

import (
	"fmt"

	"github.com/zqlang/zq/puzzles"
)

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleNotBridges: the set is no set of bridges of the board (an
	// element off it, or a pair's second bridge without its first).
	RuleNotBridges = "not-bridges"
	// RuleBridgeCross: two bridges cross.
	RuleBridgeCross = "bridge-cross"
	// RuleNumberCount: an island's bridges are not its number.
	RuleNumberCount = "number-count"
	// RuleBridgeLoop: bridges close a loop, under NoLoops.
	RuleBridgeLoop = "bridge-loop"
	// RuleBridgesDivided: the bridges do not connect every island.
	RuleBridgesDivided = "bridges-divided"
	// RuleNoBridge is pzprjs's rule that some bridge is built, which
	// zq's Check never names: a board with islands and no bridge breaks
	// RuleNumberCount or RuleBridgesDivided, but for one island without
	// a number, which has no bridge to build.
	RuleNoBridge = "no-bridge"
)

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "hashi", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set is a solution of p, and otherwise an error
// naming the first rule it breaks and where, islands named by their
// 0-based (row, col), in pzprjs's order: bridges that cross, an island
// with more bridges than its number, a loop (under NoLoops), islands
// with bridges not connected, an island with fewer bridges than its
// number, an island without a number and without a bridge (on a board
// of two islands or more; pzprjs does not name that one). The
// error is a *puzzles.RuleError naming the rule (the Rule constants),
// its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	counts, err := p.Counts(set)
	if err != nil {
		return err
	}
	return p.checkCounts(counts, true)
}

// checkCounts checks bridge counts per pair; numbers tells whether the
// islands' numbers are checked (false: any solution of the blank
// board).
func (p *Puzzle) checkCounts(counts []int, numbers bool) error {
	for q, n := range counts {
		if n == 0 {
			continue
		}
		for _, x := range p.pairs[q].Cross {
			if x > q && counts[x] > 0 {
				return broken(RuleBridgeCross, "the bridge %s crosses the bridge %s", p.PairName(q), p.PairName(x))
			}
		}
	}
	deg := p.Degrees(counts)
	count := func(over bool) error {
		for i, is := range p.islands {
			if numbers && is.N != Unknown && deg[i] != is.N && deg[i] > is.N == over {
				return broken(RuleNumberCount, "the island at %s has %d %s, its number is %d", p.where(i), deg[i], plural(deg[i], "bridge", "bridges"), is.N)
			}
		}
		return nil
	}
	if err := count(true); err != nil {
		return err
	}
	// components of the islands joined by bridges
	parent := make([]int, len(p.islands))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for q, n := range counts {
		if n == 0 {
			continue
		}
		a, b := find(p.pairs[q].A), find(p.pairs[q].B)
		if a == b && p.NoLoops {
			return broken(RuleBridgeLoop, "the bridge %s closes a loop, and loops are not allowed", p.PairName(q))
		}
		parent[a] = b
	}
	// As pzprjs does: the islands with bridges connected first, then
	// the counts below the numbers, then the islands left without a
	// bridge (pzprjs never names those without a number).
	first := -1
	for i := range p.islands {
		if deg[i] == 0 {
			continue
		}
		if first < 0 {
			first = i
		} else if find(i) != find(first) {
			return broken(RuleBridgesDivided, "the island at %s is not connected to the island at %s", p.where(i), p.where(first))
		}
	}
	if err := count(false); err != nil {
		return err
	}
	for i := range p.islands {
		if find(i) != find(0) {
			return broken(RuleBridgesDivided, "the island at %s is not connected to the island at %s", p.where(i), p.where(0))
		}
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
