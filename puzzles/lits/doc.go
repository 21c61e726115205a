// Package lits is the LITS genre of zq (puzz.link's "lits"): a board cut
// into regions; shade four cells in each region, connected inside it (a
// tetromino), so that all shaded cells are connected, no 2x2 block is
// all shaded, and no two tetrominoes of the same shape (rotations and
// reflections counting as the same) share an edge.
//
// # Reading and writing
//
// lits(text) reads a puzz.link URL, https://puzz.link/p?lits/COLS/ROWS/BODY
// (or http, pzv.jp/p.html?, the query alone, lits_edit, a trailing slash
// and data after the board, all as pzprjs reads them, through package
// pzpr): BODY holds the borders between cells, the vertical ones row by
// row and then the horizontal ones, five to a base-32 character
// (pzprjs's encodeBorder). pzprjs's older form, with the flag d
// (lits/d/COLS/ROWS/BODY), gives a character per cell and a border
// between cells whose characters differ; it is read too (written URLs
// use the border form). A border that parts no two regions is kept:
// pzprjs lets no tetromino cross it, and neither does zq. It also reads
// a plain board, one row per line, a character per cell, each connected
// area of one character a region; or, when a line has spaces, a word
// per cell (pzprjs's files number the regions so: "0 0 1 1"). url(p)
// writes the URL back; the board's text names regions with letters,
// regions side by side never sharing one. Errors are
// *puzzles.ParseError with the line and column of the text (the
// character of a URL) or the cell.
//
// # pzprv3 files
//
// A file as puzz.link's editor saves it (type lits; puzzles.Parse and
// load read it, in the file form or the one-line form with '/' between
// the fields) is read with its answer. The regions come in either of
// pzprjs's forms: a pzprv3.1 file (what the editor saves now) gives the
// borders, R lines of C-1 items then R-1 lines of C items, 1 a border;
// a pzprv3 file (pzprjs's test cases) gives the number of regions, then
// a region number per cell, a border between cells whose numbers differ
// (so a number repeated apart makes two regions, as in pzprjs). Then
// the answer's rows ('#' shaded, '+' or '.' not): the language's
// answer(p), none when the file ends before them. The auxiliary lines
// pzprjs lets a solver draw after them are read (checked) and ignored.
// PZPRV3 writes the pzprv3.1 form: the borders, and with an answer its
// shaded cells '#' and the others '+'. Bad files are errors naming the
// line, column and cell; no rule is read differently from pzprjs (every
// failcheck case agrees).
//
// # Elements and construction
//
// The solutions are sets of shaded cells, puzzles.Cells(R, C) (cell
// (r, c) is r*C+c). Each region's candidate tetrominoes are listed (the
// 19 fixed tetrominoes but the O, which is a 2x2 block, inside the
// region and crossing no border) and narrowed first (deduce.go):
//
//   - a candidate goes when it makes a 2x2 block with cells that every
//     candidate of other regions shades, when some region beside it has
//     no candidate that can stand with it (not of its shape where they
//     touch, no 2x2 block together), or when, with two regions or more,
//     no candidate of a region beside it touches it and can stand with
//     it (every tetromino touches another);
//   - the cells some candidate shades fall into connected components,
//     and only one that holds a candidate of every region can hold the
//     answer: the candidates outside it go;
//   - probing: each candidate of a region with several is tried alone,
//     and goes when the rules above then empty some region.
//
// On the real puzzles of testdata/puzzles.txt these leave one candidate
// a region on every 8x8 to 12x8 board, and 74 of 2183 on the 24x24 one.
// The ZDD is then built top-down (spec.go) over the cells in row-major
// order: the state holds the frontier row's component labels of the
// shaded cells (for connectivity, as Hitori's unshaded cells), a bit
// for the 2x2 rule, and a slot for each region active at the cell (begun,
// and with a cell or a neighbour of one still to decide): the node of
// the region's automaton over its candidates (the cells shaded so far,
// a prefix of some candidate; or its complete shape while that touches
// an undecided cell) and the shapes its incomplete tetromino may not
// take because a complete one of that shape touches it. Completing a
// tetromino checks that mask and adds its shape to the masks of the
// incomplete tetrominoes it touches, so two tetrominoes of a shape never
// touch. count and unique count over the states without building.
// Options{NoDeduce: true} builds over every candidate.
//
// # Check
//
// Check names the first rule broken in pzprjs's order, places counted
// from 0: "the shaded cells (0, 0), (0, 1), (1, 0) and (1, 1) make a
// 2x2 block", "the region of (0, 2) has 5 shaded cells, more than 4",
// "the shaded cells of the region of (0, 2) are not in one piece", "the
// L-tetrominoes of the regions of (0, 0) and (0, 2) touch at (2, 1) and
// (2, 2)", "the shaded cells are not connected: (3, 0) cannot reach
// (0, 0)", "the region of (1, 3) has no shaded cell", "the region of
// (1, 3) has 2 shaded cells, fewer than 4". A region is named by its
// first cell in row-major order. The error names the rule for
// puzzles.RuleOf (puzzles.Ruled): shaded-2x2, region-over-4,
// region-divided, shape-adjacent, shaded-divided, region-empty,
// region-under-4, the names PZPRCodes gives pzprjs's codes cs2x2,
// bkShadeGt4, bkShadeDivide, bsSameShape, csDivide, bkNoShade and
// bkShadeLt4.
//
// # SAT
//
// sat and sat-minisat (puzzles.Solvers): a variable per cell, per
// candidate tetromino of each region (every one, not narrowed), and per
// cell and shape; exactly one candidate a region, a candidate shades
// its cells and gives them its shape, a shaded cell is in a chosen
// candidate of its region, cells side by side in different regions do
// not share a shape, no 2x2 block is all shaded. Connectivity is cut
// lazily: for each component of a model's shaded cells but the largest,
// one of its cells is unshaded, or one of the largest's, or a cell
// beside it is shaded. A found solution is excluded by "not all of
// these cells"; every solution shades four cells a region, so none holds
// another.
//
// # Designer's tools
//
// None. LITS has no clues: its regions are the puzzle, and the answer
// (a shading) does not determine them, so there is no set of cells
// whose clues the answer fixes for hints, minimal, minimum and instance
// to range over.
//
// # Oracles
//
// The tests compare the ZDD, with and without the deductions, with
// brute force filtered by Check on random boards and on boards grown
// around a planted answer up to 6x6 (every subset of up to 12 cells,
// and on larger boards every choice of four connected cells a region);
// pzprjs's sample (test/script/lits.js) has one solution, which pzprjs's
// own judge accepts; pzprjs's failcheck cases (puzzles/all) and about
// 500 shadings of random boards written as files (solutions, planted
// answers with cells flipped, a region's tetromino removed or moved,
// random shadings) get the rule pzprjs names first from Check, by the
// table; files written and read back on random boards; the SAT method lists the same
// solutions as the ZDD on 20 boards; the real puzzles of
// testdata/puzzles.txt each have one solution that Check accepts.
package lits
