package hashi

import "fmt"

// Check returns nil when set is a solution of p, and otherwise an error
// naming the first rule it breaks and where, islands named by their
// 0-based (row, col).
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
				return fmt.Errorf("hashi: the bridge %s crosses the bridge %s", p.PairName(q), p.PairName(x))
			}
		}
	}
	deg := p.Degrees(counts)
	for i, is := range p.islands {
		if numbers && is.N != Unknown && deg[i] != is.N {
			return fmt.Errorf("hashi: the island at %s has %d %s, its number is %d", p.where(i), deg[i], plural(deg[i], "bridge", "bridges"), is.N)
		}
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
			return fmt.Errorf("hashi: the bridge %s closes a loop, and loops are not allowed", p.PairName(q))
		}
		parent[a] = b
	}
	for i := range p.islands {
		if find(i) != find(0) {
			return fmt.Errorf("hashi: the island at %s is not connected to the island at %s", p.where(i), p.where(0))
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
