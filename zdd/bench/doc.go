// Package bench holds benchmarks of the zdd package on large diagrams
// made by the top-down builder (which the zdd package's own tests cannot
// import). It has no code of its own outside its tests.
//
// BenchmarkCountPaths builds the diagram of the corner-to-corner paths
// of an n x n grid (n from ZQ_PATHS_N, default 12) and times Count,
// NodeCount and Sizes on it, next to a reference depth-first counter
// written against the exported API, reporting both times, their ratio
// and the resident memory each added while it ran (Linux only):
//
//	ZQ_PATHS_N=13 go test -run '^$' -bench CountPaths -benchtime 1x ./zdd/bench
//
// ZQ_PATHS_SIZES=0 leaves Sizes out (it takes longest), ZQ_PATHS_REF=0
// the reference (the next longest). The diagram is built with one
// worker, so the figures do not depend on the machine's cores.
package bench
