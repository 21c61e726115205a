// Package norinori is the Norinori genre of zq (puzz.link's
// "norinori"): a board cut into regions; shade two cells in each
// region so that every shaded cell has exactly one shaded neighbour:
// the shaded cells make dominoes, which may cross a region's border.
//
// # Reading and writing
//
// norinori(text) reads a puzz.link URL,
// https://puzz.link/p?norinori/COLS/ROWS/BODY (or http, pzv.jp/p.html?,
// the query alone, norinori_edit or _play, a trailing slash and data
// after the board, all as pzprjs reads them, through package pzpr):
// BODY holds the borders between cells, the vertical ones row by row
// and then the horizontal ones, five to a base-32 character (pzprjs's
// encodeBorder; pzprjs reads Norinori in that form only). It also reads
// a plain board, one row per line, a character per cell, each connected
// area of one character a region; or, when a line has spaces, a word
// per cell (pzprjs's files number the regions so: "0 0 1 2 2"). url(p)
// writes the URL back (a border that parts no two regions is kept for
// it, and changes no rule); the board's text names regions with
// letters, regions side by side never sharing one. Errors are
// *puzzles.ParseError with the line and column of the text (the
// character of a URL) or the cell.
//
// # pzprv3 files
//
// A file as puzz.link's editor saves it (type norinori; puzzles.Parse
// and load read it, in the file form or the one-line form with '/'
// between the fields) is read with its answer. The regions come in
// either of pzprjs's forms: a pzprv3.1 file (what the editor saves now)
// gives the borders, R lines of C-1 items then R-1 lines of C items, 1
// a border; a pzprv3 file (pzprjs's test cases) gives the number of
// regions, then a region number per cell, a border between cells whose
// numbers differ (so a number repeated apart makes two regions, as in
// pzprjs). Then the answer's rows ('#' shaded, '+' or '.' not): the
// language's answer(p), none when the file ends before them. The
// auxiliary lines pzprjs lets a solver draw after them are read
// (checked) and ignored. PZPRV3 writes the pzprv3.1 form: the borders,
// and with an answer its shaded cells '#' and the others '+'. Bad files
// are errors naming the line, column and cell; no rule is read
// differently from pzprjs (every failcheck case agrees).
//
// # Elements and construction
//
// The solutions are sets of shaded cells, puzzles.Cells(R, C) (cell
// (r, c) is r*C+c). Deductions come first (deduce.go): each region's
// candidates are its pairs of cells; a pair goes when, with the cells
// its region then leaves unshaded and the cells other regions surely
// shade, some cell near it would have two shaded neighbours, or when a
// cell of it (not beside the other) has no neighbour in another region
// that a candidate there, able to stand with the pair, shades; then
// each pair of a region with several is tried alone (probing) and goes
// when the rules empty some region. The cells in every pair of their
// region are fixed shaded, those in none unshaded; on the real puzzles
// of testdata/puzzles.txt this fixes every cell.
//
// The ZDD is then built top-down (spec.go) over the cells in row-major
// order; the state is the frontier row, a byte a column (unshaded,
// shaded with its neighbour, or shaded waiting for its neighbour to the
// right or below), and for each region begun and not finished the
// number of its cells shaded so far. Shading a cell beside a complete
// domino, or between two shaded cells, is refused; leaving a cell
// unshaded under a waiting one is refused; a region is refused a third
// shaded cell, and refused as soon as its cells left cannot bring it to
// two; a fixed cell is refused the other way. count and unique count
// over the states without building. Options{NoDeduce: true} builds
// without the deductions: the 20x10 real puzzle then takes about 4.4
// million states, 84 with them.
//
// # Check
//
// Check names the first rule broken in pzprjs's order, places counted
// from 0: "the shaded cells from (0, 0) make a block of 3, more than a
// domino", "the region of (0, 2) has 3 shaded cells, more than 2", "the
// shaded cell (2, 4) has no shaded neighbour", "the region of (0, 2)
// has 1 shaded cell, fewer than 2", "the region of (4, 0) has no shaded
// cell". A region is named by its first cell in row-major order, a
// block of shaded cells by its first cell. The error names the rule
// for puzzles.RuleOf (puzzles.Ruled): shaded-over-2, region-over-2,
// shaded-alone, region-under-2, region-empty, the names PZPRCodes gives
// pzprjs's codes csGt2, bkShadeGt2, csLt2, bkShadeLt2 and bkNoShade.
//
// # SAT
//
// sat and sat-minisat (puzzles.Solvers): a variable per cell; a shaded
// cell has a shaded neighbour and no two; each region has at least two
// shaded cells (whichever cell is left out, another is shaded) and no
// three. The model is exact, so no cuts are needed. A found solution is
// excluded by "not all of these cells"; every solution shades two cells
// a region, so none holds another.
//
// # Designer's tools
//
// None. Norinori has no clues: its regions are the puzzle, and the
// answer (a shading) does not determine them, so there is no set of
// cells whose clues the answer fixes for hints, minimal, minimum and
// instance to range over.
//
// # Oracles
//
// The tests compare the ZDD and the frontier count, with the deductions
// and without, with brute force filtered by Check on random boards and on boards grown around planted
// dominoes up to 6x6 (every subset of up to 14 cells, and on larger
// boards every choice of two cells a region); pzprjs's sample
// (test/script/norinori.js) has one solution, which pzprjs's own judge
// accepts; pzprjs's failcheck cases (puzzles/all) and about 650
// shadings of random boards written as files (solutions, planted
// answers, either with cells flipped or a domino removed, random
// shadings) get the rule pzprjs names first from Check, by the table;
// files written and read back on random boards; the SAT method lists the same solutions as the ZDD on 20
// boards; the real puzzles of testdata/puzzles.txt each have one
// solution that Check accepts.
package norinori
