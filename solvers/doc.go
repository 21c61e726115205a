// Package solvers holds what the solving methods built on external
// solvers share, whatever the puzzle: the Answer a method reports, the
// solve, cut and solve-again Loop with its bindings to a MIP solver
// (MIPLoop, package solvers/lp) and a SAT solver (SATLoop, package
// solvers/cnf), and helpers over grid graphs. The models themselves
// live in the puzzle packages (puzzles/slitherlink, puzzles/numberlink,
// puzzles/sudoku: files ip.go and sat.go), over their own puzzle types.
//
// Solutions use the element numbering of the rest of zq:
//   - Slitherlink with R x C cells: edges of graph.Grid(R+1, C+1);
//   - Numberlink on an H x W board: edges of graph.Grid(H, W);
//   - Sudoku of side N: (r*N+c)*N + (d-1) for digit d in cell (r, c).
//
// Every method answers with an [Answer]: the first solution found, the
// time it took, and the uniqueness verdict reached by excluding that
// solution and solving again.
package solvers
