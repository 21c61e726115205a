package exactcover

import (
	"context"

	"github.com/zqlang/zq/zdd"
)

// ZDD returns the ZDD of all exact covers of p in m (row i = variable i).
func (p *Problem) ZDD(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	return NewDLX(p).ZDD(ctx, m)
}

// ZDD returns the ZDD in m of all exact covers that contain the selected
// rows (row i = variable i). It runs Dancing Links, branching on the
// primary column with fewest rows, and memoises the family of covers of
// each subproblem under the set of columns still uncovered (which
// determines the rows left); the family of a subproblem is the union,
// over the rows r of the branching column, of r added to the family of
// the subproblem after r. The result is canonical (built with
// MakeNode and Union only).
//
// A cancelled ctx, m.Interrupt or m's node limit stop the build with an
// error.
func (d *DLX) ZDD(ctx context.Context, m *zdd.Manager) (res zdd.Node, err error) {
	b := &zbuild{
		d:    d,
		m:    m,
		ctx:  ctx,
		memo: newMemoTable(len(d.covered)),
		add:  make(map[uint64]zdd.Node),
	}
	err = m.Guard(func() {
		f := b.rec()
		if b.err != nil {
			return
		}
		sel := make([]uint32, len(d.selected))
		for i, r := range d.selected {
			sel[i] = uint32(r)
		}
		res = JoinSet(m, f, sel)
	})
	if err == nil {
		err = b.err
	}
	if err != nil {
		return zdd.Empty, err
	}
	return res, nil
}

type zbuild struct {
	d     *DLX
	m     *zdd.Manager
	ctx   context.Context
	memo  *memoTable
	add   map[uint64]zdd.Node
	err   error
	ticks int
}

func (b *zbuild) rec() zdd.Node {
	d := b.d
	h := d.choose()
	if h == 0 {
		return zdd.Base
	}
	if d.size[h] == 0 {
		return zdd.Empty
	}
	if f, ok := b.memo.get(d.covered); ok {
		return f
	}
	b.ticks++
	if b.ticks&1023 == 1 {
		if err := b.ctx.Err(); err != nil {
			b.err = err
			return zdd.Empty
		}
		b.m.Poll()
	}
	d.stats.Nodes++
	f := zdd.Empty
	d.cover(h)
	for x := d.d[h]; x != h; x = d.d[x] {
		d.coverRow(x)
		sub := b.rec()
		d.uncoverRow(x)
		if b.err != nil {
			d.uncover(h)
			return zdd.Empty
		}
		if sub != zdd.Empty {
			f = b.m.Union(f, b.addElem(sub, uint32(d.row[x])))
		}
	}
	d.uncover(h)
	b.memo.put(d.covered, f)
	return f
}

// addElem returns {s ∪ {v} : s ∈ f} for a variable v that no set of f
// holds.
func (b *zbuild) addElem(f zdd.Node, v uint32) zdd.Node {
	m := b.m
	if f == zdd.Empty {
		return zdd.Empty
	}
	fv := m.Var(f)
	if f == zdd.Base || fv > v {
		return m.MakeNode(v, zdd.Empty, f)
	}
	key := uint64(f)<<32 | uint64(v)
	if r, ok := b.add[key]; ok {
		return r
	}
	r := m.MakeNode(fv, b.addElem(m.Lo(f), v), b.addElem(m.Hi(f), v))
	b.add[key] = r
	return r
}

// JoinSet returns {s ∪ set : s ∈ f} for a set of variables (any order,
// no repeats) none of which occurs in a set of f.
func JoinSet(m *zdd.Manager, f zdd.Node, set []uint32) zdd.Node {
	if len(set) == 0 || f == zdd.Empty {
		return f
	}
	s := append([]uint32(nil), set...)
	sortU32(s)
	memo := make(map[uint64]zdd.Node)
	var rec func(f zdd.Node, i int) zdd.Node
	rec = func(f zdd.Node, i int) zdd.Node {
		if f == zdd.Empty {
			return zdd.Empty
		}
		if i == len(s) {
			return f
		}
		fv := m.Var(f)
		if f == zdd.Base || fv > s[i] {
			return m.MakeNode(s[i], zdd.Empty, rec(f, i+1))
		}
		key := uint64(f)<<32 | uint64(i)
		if r, ok := memo[key]; ok {
			return r
		}
		r := m.MakeNode(fv, rec(m.Lo(f), i), rec(m.Hi(f), i))
		memo[key] = r
		return r
	}
	return rec(f, 0)
}

func sortU32(s []uint32) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
