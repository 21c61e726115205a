package slitherlink

// Before a split on an edge, both of its values are deduced, and what
// the two trials prove is kept where the split would be made, so that
// neither branch has to prove it again (nor their own branches, which
// would prove it once per leaf):
//   - a trial that fails decides the edge the other way;
//   - an edge that both trials decide the same way is decided;
//   - an edge that one trial puts in and the other out is equal or
//     opposite to the split edge, and joins its class.
// Only when the trials agree on nothing is the puzzle split.

// lookahead deduces both values of the open edge e (with probing when
// probe is set) and keeps what they prove, as above, in the deducer's
// state. It reports whether each trial was consistent, and learned, the
// number of edges decided or related. With both trials failing there is
// no solution below the current state; with one failing, the edge is
// decided the other way (learned is 1). On a done context d.err is set.
func (d *deducer) lookahead(e int32, probe bool) (okOn, okOff bool, learned int) {
	mark := len(d.trail)
	trial := func(val int8) bool {
		d.assign(e, val)
		ok := d.propagate()
		if ok && probe {
			ok = d.probeFrom(mark)
		}
		return ok
	}
	if cap(d.la) < d.M {
		d.la = make([]int8, d.M)
	}
	seen := d.la[:d.M]
	okOn = trial(on)
	var decided []int32
	if okOn {
		for _, t := range d.trail[mark:] {
			if t.kind == 0 {
				seen[t.e] = d.st[t.e]
				decided = append(decided, t.e)
			}
		}
	}
	d.undo(mark)
	if d.err != nil {
		clearSeen(seen, decided)
		return false, false, 0
	}
	okOff = trial(off)
	if d.err != nil {
		d.undo(mark)
		clearSeen(seen, decided)
		return false, false, 0
	}
	switch {
	case !okOn && !okOff:
		d.undo(mark)
		return false, false, 0
	case !okOn:
		// the off trial is the state to keep
		return false, true, 1
	case !okOff:
		d.undo(mark)
		clearSeen(seen, decided)
		if !trial(on) {
			// the same deductions again: cannot fail the second time,
			// unless the context stopped them
			return false, false, 0
		}
		return true, false, 1
	}
	var same, rel []int32
	var vals []int8
	var diffs []uint8
	for _, t := range d.trail[mark:] {
		if t.kind != 0 || t.e == e || seen[t.e] == unknown {
			continue
		}
		if seen[t.e] == d.st[t.e] {
			same = append(same, t.e)
			vals = append(vals, d.st[t.e])
		} else {
			rel = append(rel, t.e)
			var diff uint8
			if seen[t.e] != on {
				diff = 1
			}
			diffs = append(diffs, diff)
		}
	}
	d.undo(mark)
	clearSeen(seen, decided)
	for i, f := range same {
		if d.st[f] == unknown {
			d.assign(f, vals[i])
			learned++
		}
	}
	for i, f := range rel {
		if d.st[f] == unknown && d.st[e] == unknown && d.eroot(f) != d.eroot(e) {
			d.merge(e, f, diffs[i])
			learned++
		}
	}
	if learned > 0 {
		ok := d.propagate()
		if ok && probe {
			ok = d.probeFrom(mark)
		}
		if !ok {
			// sound facts cannot contradict a state with solutions
			return false, false, 0
		}
	}
	return true, true, learned
}

func clearSeen(seen []int8, decided []int32) {
	for _, f := range decided {
		seen[f] = unknown
	}
}
