// Package gridfam names the graph families the benchmark commands
// build on n x n grid graphs.
package gridfam

import (
	"fmt"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Names are the families Spec knows.
const Names = "paths, cycles, hamcycles, hampaths, pathmatchings, cyclesets, matchings"

// Spec is the family named on the n x n grid of points: paths and
// hampaths join opposite corners.
func Spec(family string, n int) (topdown.Spec, error) {
	g, err := graph.Grid(n, n)
	if err != nil {
		return nil, err
	}
	switch family {
	case "paths":
		return families.Paths(g, 0, n*n-1), nil
	case "hampaths":
		return families.HamPaths(g, 0, n*n-1), nil
	case "cycles":
		return families.Cycles(g), nil
	case "hamcycles":
		return families.HamCycles(g), nil
	case "pathmatchings":
		return families.PathMatchings(g), nil
	case "cyclesets":
		return families.CycleSets(g), nil
	case "matchings":
		return families.Matchings(g), nil
	}
	return nil, fmt.Errorf("unknown family %q (%s)", family, Names)
}
