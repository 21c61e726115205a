package topdown

import "unsafe"

// makeChildren has the spec make in dsts the children of the states in
// src (of level v), both branches of each parent in turn, and their
// results in res: in one call if the spec is a BatchForwarder, else one
// ChildForward call per child.
func (b *builder) makeChildren(src, dsts []byte, res []int32, v int) {
	if bf := b.batchForwarder; bf != nil {
		bf.ChildrenForward(src, dsts, res, v)
		return
	}
	size := b.size
	for c := 0; c < 2*len(src)/size; c++ {
		d := dsts[c*size : (c+1)*size]
		copy(d, src[(c>>1)*size:])
		res[c] = int32(b.forwarder.ChildForward(d, v, c&1 == 1))
	}
}

// childBufs returns worker t's arrays for the children of np parents
// and their results, as the spec makes them.
func (b *builder) childBufs(t, np int) ([]byte, []int32) {
	if len(b.wres[t]) < 2*np {
		b.wres[t] = make([]int32, 2*np)
	}
	if len(b.wdsts[t]) < 2*np*b.size {
		b.wdsts[t] = make([]byte, 2*np*b.size)
	}
	return b.wdsts[t], b.wres[t]
}

// produceShort is produce for a Forwarder whose states are 8 to 16 bytes
// long: the children are filed as shortEnt records (their states as two
// words, and their hashes), as the one-worker loop keeps them.
func (b *builder) produceShort(l *level, t int, bt *batch) error {
	v, size := l.v, b.size
	last := uintptr(size - 8)
	np := bt.end - bt.first
	dsts, res := b.childBufs(t, np)
	for k := range bt.ents {
		if cap(bt.ents[k]) < 2*np {
			bt.ents[k] = make([]shortEnt, 2*np)
		}
	}
	// (the lanes are filled through locals, which the compiler keeps
	// in registers, not through bt)
	e0, e1 := bt.ents[0][:2*np], bt.ents[1][:2*np]
	n0, n1 := 0, 0
	b.makeChildren(l.set.states[bt.first*size:bt.end*size], dsts, res, v)
	dp := unsafe.Pointer(unsafe.SliceData(dsts))
	for c := 0; c < 2*np; c++ {
		r := int(res[c])
		p, take := bt.first+c>>1, c&1
		if r < 0 {
			if badNext(v, r, b.vars) {
				return b.checkNext(v, r)
			}
			b.terminal(l, t, p, take, r)
			continue
		}
		if r <= v || r >= b.vars {
			return b.checkNext(v, r)
		}
		at := unsafe.Add(dp, c*size)
		w0, w1 := word(at), word(unsafe.Add(at, last))
		e := &e0[n0]
		if r == v+1 {
			n0++
		} else {
			e = &e1[n1]
			n1++
		}
		e.w0, e.w1, e.h = w0, w1, hashWords(w0, w1)
		e.slot, e.r = uint32(2*p+take), int32(r)
	}
	bt.ents[0], bt.ents[1] = e0[:n0], e1[:n1]
	return nil
}

// insertLaneShort is insertLane for shortEnt records. The table slots
// of the whole lane are prefetched first, and each run of nearRun again
// a run ahead of its insertion. The children of lane 0 go to the next
// level: their references are written to the parents' node arrays at
// once. Those of lane 1 are kept in the records (in w0) for placeBatch,
// so that the two lanes' workers do not write the same cache lines of
// those arrays at the same time.
func (b *builder) insertLaneShort(l *level, bt *batch, k int) error {
	ents := bt.ents[k]
	n := len(ents)
	if cap(b.laddrs[k]) < n {
		b.laddrs[k] = make([]uintptr, n)
	}
	addrs := b.laddrs[k][:n]
	var dummy uint64
	none := uintptr(unsafe.Pointer(&dummy))
	for i := range ents {
		addrs[i] = b.tableSlot(int(ents[i].r), ents[i].h, none)
	}
	prefetchAll(addrs)
	size := b.size
	for i := range ents {
		if i&(nearRun-1) == 0 {
			prefetchAll(addrs[min(n, i+nearRun):min(n, i+2*nearRun)])
		}
		e := &ents[i]
		r := int(e.r)
		cl := b.levels[r].Load()
		if cl == nil {
			cl = b.getLevel(r, l.v)
		}
		sh := &cl.set
		j, isNew := sh.findShort(e.w0, e.w1, e.h, size)
		if j >= maxStates {
			return tooMany(r)
		}
		p, take := int(e.slot/2), int(e.slot&1)
		switch {
		case b.count:
			b.place(l, p, take, r, sh, j, isNew)
		case k == 0:
			l.refs[take][p], l.deltas[take][p] = uint32(j), 1
		default:
			e.w0 = uint64(j)
		}
	}
	return nil
}
