// Package benchtab gathers the figures of a puzzle benchmark per
// generator setting ("10x10de") and prints them as one table, the
// settings by board size: the count, the builder's states (total and
// peak, which do not depend on the machine), the ZDD's nodes and the
// time per puzzle of the ZDD and SAT methods.
package benchtab

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// Row holds the figures of one setting.
type Row struct {
	// N counts the puzzles; Open the cells or edges the deductions left
	// open, States the builder's states, Nodes the ZDDs' nodes, all
	// summed; Peak is the largest number of states of one level.
	N, Open, States, Peak, Nodes int
	// ZDD and SAT are the times of the two methods, summed.
	ZDD, SAT time.Duration
}

// Table is the rows of a benchmark in the order their settings came.
type Table struct {
	// Open adds the column of open cells or edges.
	Open bool
	rows map[string]*Row
	keys []string
}

// Row returns the row of setting params, made empty on first use.
func (t *Table) Row(params string) *Row {
	if t.rows == nil {
		t.rows = map[string]*Row{}
	}
	r := t.rows[params]
	if r == nil {
		r = &Row{}
		t.rows[params] = r
		t.keys = append(t.keys, params)
	}
	return r
}

// Print writes the table to w, the settings sorted by their board's
// cells (settings of equal size in the order they came).
func (t *Table) Print(w io.Writer) {
	keys := append([]string(nil), t.keys...)
	sort.SliceStable(keys, func(i, j int) bool { return cells(keys[i]) < cells(keys[j]) })
	if t.Open {
		fmt.Fprintf(w, "%-10s %4s %6s %10s %8s %8s %12s %12s\n", "params", "n", "open", "states", "peak", "nodes", "zdd ms/puz", "sat ms/puz")
	} else {
		fmt.Fprintf(w, "%-10s %4s %10s %8s %8s %12s %12s\n", "params", "n", "states", "peak", "nodes", "zdd ms/puz", "sat ms/puz")
	}
	for _, k := range keys {
		r := t.rows[k]
		zdd, sat := MS(r.ZDD)/float64(r.N), MS(r.SAT)/float64(r.N)
		if t.Open {
			fmt.Fprintf(w, "%-10s %4d %6d %10d %8d %8d %12.3f %12.3f\n", k, r.N, r.Open, r.States, r.Peak, r.Nodes, zdd, sat)
		} else {
			fmt.Fprintf(w, "%-10s %4d %10d %8d %8d %12.3f %12.3f\n", k, r.N, r.States, r.Peak, r.Nodes, zdd, sat)
		}
	}
}

// MS is d in milliseconds.
func MS(d time.Duration) float64 { return float64(d) / 1e6 }

// Ints converts a set of variables to the ints a SAT answer lists.
func Ints(set []uint32) []int {
	out := make([]int, len(set))
	for i, e := range set {
		out[i] = int(e)
	}
	return out
}

// cells is the board size of parameters "WxH...".
func cells(params string) int {
	var w, h int
	fmt.Sscanf(params, "%dx%d", &w, &h)
	return w * h
}
