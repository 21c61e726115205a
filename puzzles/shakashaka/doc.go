// Package shakashaka is the Shakashaka genre of zq (puzz.link type
// "shakashaka"): put black right triangles, each filling half a white
// cell, so that every white area is a rectangle, upright or turned by
// 45 degrees; a numbered black cell counts the triangles on its four
// neighbours. As pzprjs judges it, some triangle must be placed.
//
// # Reading and writing
//
// puzz.link URLs (shakashaka/COLS/ROWS/BODY, split by package pzpr, the
// body in pzprjs's 4-cell encoding, pzpr.FourCell: a number 0..4, '.'
// a black cell without one) and the plain board, one row per line:
// '.' white, '#' black, '0'..'4' a black cell with its number. URL()
// writes the URL.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type "shakashaka" (the file form
// or the one-line form): R rows of cells ('.' white, 0-4 a black cell
// with its number, 5 a black cell without one), then the answer's R
// rows: 2-5 a triangle (the element 4i + t - 2), '.' none, and '+' (a dot
// marking a white cell) and '-' (a cell marked done) none too. A file
// that ends after the cells has no answer; one that ends before them (as
// pzprjs's case of an empty answer) is a board of white cells; a pzprv3.1
// file is refused. PZPRV3 writes the same rows, with a set its triangles
// and '.' elsewhere. pzprjs's checker reads the rules as Check does: its
// seven failcheck cases of a wrong answer each name the rule PZPRCodes
// maps their code to, and its solution is ok.
//
// # Elements
//
// The triangles: triangle t of cell i (t = 2..5 as pzprjs numbers
// them, by the corner its black half fills: bottom-left, bottom-right,
// top-right, top-left) is element 4i + t - 2, the universe
// TriangleSpace, key "shakashaka R C"; the language names one
// (r, c, "bl"|"br"|"tr"|"tl").
//
// # Solutions
//
// The ZDD is built top-down (spec.go) over the cells row by row, four
// variables a cell (at most one taken; black cells have none); a board
// wider than tall is built on its transpose and renamed. The rule is
// local: around each grid vertex the eight 45-degree sectors (each half
// of a cell's corner, black exactly when the cell's side beside it is
// black) must form runs of white of 90 or 180 degrees, or be all
// white. An area all of whose corners are right angles is a rectangle
// (upright or turned), and a corner of 45, 135, 225 or 270 degrees, or
// a hole, breaks the rule at some vertex. The state is the frontier
// row's cell kinds, the kind of the cell up and to the left, each open
// number's triangles still needed, and whether a triangle is placed.
// Deductions first (deduce.go): each white cell's possible kinds are
// narrowed to a fixed point, at each vertex to the kinds some choice
// of the other three cells supports, and by the numbers (enough sure
// triangles whiten the rest; just enough possible ones are all
// triangles); the build refuses the kinds removed. The frontier is
// small on the data set's boards up to 17x17 and 25x9; a 30x30 board
// of a solver project's examples (not in the data set) is not built
// in 30 s: these deductions leave most of its cells open, and probing
// or stronger rules would be the next step.
//
// # Check
//
// Check follows pzprjs: "no triangle is placed", "the number 2 at
// (0, 0) has 3 triangles around it" (too many), "the white area at
// (1, 2) is not a rectangle" (areas found as pzprjs finds them: white
// cells joined across sides white on both; each a rectangle of white
// cells, or with black sides exactly where it ends), then too few
// triangles. It also refuses a triangle on a black cell and two in one
// cell. The error is a *puzzles.RuleError whose Rule is one of the Rule
// constants, by pzprjs's code in PZPRCodes: "no-triangle"
// (brNoTriangle), "number-over" (nmTriangleGt), "white-not-rectangle"
// (cuNotRectx), "number-under" (nmTriangleLt); "off-board",
// "triangle-on-black" and "cell-two-triangles" for a set that is no
// placement.
//
// # SAT
//
// Methods "sat" and "sat-minisat": at most one triangle a cell, none on
// black cells, a clause for each combination of the kinds of a
// vertex's four cells that the vertex rule refuses, the numbers as
// clauses over "this cell holds a triangle" variables, some triangle
// placed. The rule being local, no cuts are needed.
//
// # Designer's tools
//
// The answer determines the numbers of the black cells (the triangles
// beside each), so Shakashaka has a puzzles.Hinter over the black
// cells; the black cells themselves are the board, not clues, and a
// black cell left out of a hint set keeps no number. Hints(S) is the
// family of sets H of black cells whose numbers, read off S, leave S
// the only solution: the solving spec in hint mode, with a variable
// before each candidate black cell taken when it shows its number
// (the number followed from its first neighbour on, refused once it
// cannot be met), builds the pairs (H, x != S); the triangles are
// quantified away and the result subtracted from the power set.
// Instance writes that puzzle. No Grader.
//
// # Oracles
//
// Brute force over every placement on boards of up to 8 white cells,
// and hint sets against every subset of the black cells of small boards,
// against Check (pzprjs's area rule, which is independent of the
// vertex rule); SAT against the ZDD; pzprjs's failcheck cases
// (puzzles/all) and its verdicts on 300 random answers written by PZPRV3,
// rule by rule through PZPRCodes (when the shared judge and node are
// there); pzprjs's sample counted 1 and equal to the answer of pzprjs's
// file it accepts; the real puzzles of testdata/puzzles.txt counted 1.
// pzprv3 files round-trip on random boards (solutions and random
// triangles, both forms), the reader is fuzzed from pzprjs's cases, and
// bad files are errors naming line, column and cell.
package shakashaka
