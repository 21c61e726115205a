package zdd

import "math/big"

// Usage returns, for each variable below nvars, the number of sets of
// f that contain it, and the number of sets of f.
func (m *Manager) Usage(f Node, nvars int) ([]*big.Int, *big.Int) {
	count := map[Node]*big.Int{Empty: big.NewInt(0), Base: big.NewInt(1)}
	var order []Node // nodes, parents before children (reverse postorder)
	var cnt func(n Node) *big.Int
	cnt = func(n Node) *big.Int {
		if c, ok := count[n]; ok {
			return c
		}
		c := new(big.Int).Add(cnt(m.Lo(n)), cnt(m.Hi(n)))
		count[n] = c
		order = append(order, n)
		return c
	}
	total := cnt(f)
	paths := map[Node]*big.Int{}
	if !IsTerminal(f) {
		paths[f] = big.NewInt(1)
	}
	use := make([]*big.Int, nvars)
	for i := range use {
		use[i] = new(big.Int)
	}
	for i := len(order) - 1; i >= 0; i-- {
		n := order[i]
		pn := paths[n]
		if pn == nil {
			continue
		}
		v := int(m.Var(n))
		if v < nvars {
			use[v].Add(use[v], new(big.Int).Mul(pn, count[m.Hi(n)]))
		}
		for _, c := range []Node{m.Lo(n), m.Hi(n)} {
			if IsTerminal(c) {
				continue
			}
			if paths[c] == nil {
				paths[c] = new(big.Int)
			}
			paths[c].Add(paths[c], pn)
		}
	}
	return use, total
}
