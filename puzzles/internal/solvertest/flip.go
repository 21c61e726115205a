package solvertest

import "slices"

// FlipSample returns the edges to flip when testing that an answer
// checker rejects a mutated solution set of m edges: every edge when m
// is at most 220 (a 10x10 board), otherwise a deterministic sample of
// about ten edges spread over the board, always including edges of the
// set and an edge off it.
func FlipSample(m int, set []uint32) []int {
	if m <= 220 {
		out := make([]int, m)
		for i := range out {
			out[i] = i
		}
		return out
	}
	var out []int
	for k := 0; k < 8; k++ {
		out = append(out, (k*m+m/16)/8)
	}
	if len(set) > 0 {
		out = append(out, int(set[0]), int(set[len(set)/2]))
	}
	for e := m / 3; e < m; e++ {
		if _, on := slices.BinarySearch(set, uint32(e)); !on {
			out = append(out, e)
			break
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Flip returns the set with element e added or removed, sorted, leaving
// set as it is (set may come in any order).
func Flip(set []uint32, e int) []uint32 {
	if !slices.IsSorted(set) {
		set = slices.Sorted(slices.Values(set))
	}
	if i, ok := slices.BinarySearch(set, uint32(e)); ok {
		return slices.Delete(slices.Clone(set), i, i+1)
	}
	out := append(slices.Clone(set), uint32(e))
	slices.Sort(out)
	return out
}
