// Package solvers holds the plain puzzle inputs and answers shared by the
// solving methods built on external solvers: integer programs (package
// solvers/ip, written by solvers/lp and solved by cbc or glpsol) and
// Boolean satisfiability (package solvers/sat, written by solvers/cnf and
// solved by cadical or minisat).
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
