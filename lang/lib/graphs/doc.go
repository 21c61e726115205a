// Package graphs holds the builtins of graphs: making them (grid,
// graph, loadgraph, reorder), reading them (edges, vertices, width),
// the family builtin of every graph family registered with package
// families (cycles, paths, trees, ...), countdp, and the probabilities
// of families and graphs (probability, reliability). It registers them
// with package lang when it is imported; lang/lib/all imports it.
//
// Spec reads a family kind and its arguments the way countdp does,
// for the teaching builtins of lang/lib/teach.
package graphs
