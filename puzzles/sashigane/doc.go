// Package sashigane is the Sashigane genre of zq (pzprjs's "sashigane",
// Nikoli's carpenter's square): divide the board into L-shaped regions
// one cell wide, each arm at least two cells long counting the corner. A
// circle is the corner of its L, and a number in it the L's cell count
// (0 asks nothing, as pzprjs reads it); an arrow is at an end of its L
// and points along the arm toward the corner. pzprjs's '?' mark is read
// and kept, and no rule reads it.
//
// # Reading and writing
//
// sashigane(TEXT) reads a puzz.link or pzv.jp URL
// ("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4", http or https,
// trailing data ignored, through package pzpr) or a plain board, one
// row per line: '.' nothing, 'o' a circle, a number a circle with that
// number, '^' 'v' '<' '>' arrows, '?' the unknown mark; a character per
// cell, or tokens separated by spaces when a number has two digits.
// The URL's body is the genre's own encoding in pzprjs (written here,
// unexported, as package pzpr has none like it): a hex digit is a
// circle with 0..15, '-' and two hex digits one with 16..255, '.' a
// circle without a number, '%' or '@' the unknown mark, 'g' 'h' 'i' 'j'
// the arrows up, down, left, right, 'k'..'z' 1..16 empty cells. A
// character pzprjs would pass over as an empty cell is an error here.
// URL writes it back as pzprjs does. Errors are *puzzles.ParseError
// with the line and column of the text (from 1) and the cell (from 0),
// or the character of the URL.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type "sashigane" (the file form
// or the one-line form): R rows of cells ('.' or 0 nothing, 'o' a
// circle, 'oN' a circle with the number N, 0..255, and "o-2", pzprjs's
// circle holding '?', a circle without one; 1-4 the arrows up, down,
// left, right, 5 a circle, '-' the unknown mark; '#' and '_', the
// shading marks of pzprjs's Sashikabe, as nothing), then the answer, the
// borders (package pzprborder): between horizontal neighbours (R rows of
// C-1 items; a one-column board's rows are empty lines), then between
// vertical neighbours (R-1 rows of C), 1 or 2 (a border with a mark) a
// border, 0 none, -1 a mark of no border (read as none). A file that
// ends after the marks has no answer; a pzprv3.1 file is refused. PZPRV3
// writes the marks as pzprjs does ('.', 'o', 'oN', 1-4, '-'), with a set
// its borders as 1 and 0. pzprjs's checker reads the rules as Check does:
// its six failcheck cases of a wrong answer each name the rule PZPRCodes
// maps their code to, and its solution is ok.
//
// # Elements and the construction
//
// The solutions are sets of borders: edges of grid(R, C), the graph of
// the cells (graph.Grid order: per cell, right then down), an edge taken
// when a border separates its two cells, pzprjs's own answer and the
// language's universe.
//
// The frontier build makes them top-down over the borders themselves
// (package topdown, frontier.go): a cell is decided once its right and down
// edges are, and its role in its L follows from its four edges and the
// state. The state holds, per column, what the column's last decided
// cell asks of the cell below (a border; a vertical arm hanging from a
// corner above, so the cell below is alone in its row; a vertical arm
// that began at its top end and still waits for its corner) and, for the
// row, the run of cells joined left to right that the next cell
// continues (its first cell the corner going down or coming from above,
// or no corner yet, so the run's last cell must be it). A cell's mark is
// checked against its role (a circle only at a corner; an arrow only at
// an end, pointing toward the corner). Cell counts are kept only where
// a numbered circle can still read them (a column with one lower down,
// a row with one further right, a run whose corner has one), so states
// merge. There are no separate deductions: the state rules out every
// partial division that breaks the shape or a mark as soon as the cell
// is decided.
//
// Two other constructions give the same family (Options.Build; tests
// compare them all with brute force): Dancing Links (package
// exactcover, memoised on the cells left) over the L's that fit the
// marks, each cover mapped to its borders, and a top-down cover of those
// L's ordered by first cell (as Shikaku's). Measured: on the real
// puzzles of testdata (5x5 to 8x8) Dancing Links entered 8 to 134 search
// nodes, the frontier build made 431 to 8,893 states and the cover build
// 266 to 20,142; on unique puzzles made here by taking marks away from a
// fully marked random division while the solution stayed unique, 112
// nodes against 1,416,418 frontier states (10x10) and 32 nodes against
// 10,521,374 states (15x15): the search's choice of the most
// constrained cell is the deduction the frontier build lacks. With few
// marks it is the other way: on a blank 5x5 board Dancing Links entered
// 3,695 nodes against 7,455 frontier states (29,075 cover states), on a
// blank 6x6 board (1,557,970 divisions) 78,443 nodes, each memoising
// the cells left, against 41,697 frontier states (1,117,162 cover
// states). So the default (BuildAuto) takes Knuth's estimate of the
// Dancing Links tree without memo (32 random paths, a fixed seed): up
// to AutoLimit (10,000) Dancing Links, above it the frontier build. The
// real puzzles estimate 12 to 151, the made 10x10 and 15x15 151 and 48,
// a blank 4x4 board about 1,300, a blank 5x5 about 41,000. A board on
// which more than MaxPieces L's could fit goes to the frontier build
// without listing them. Unique follows the same choice (Dancing Links
// stops at the second cover).
// The cover build is kept for the measurement only.
//
// # Check
//
// Check names the first rule broken in pzprjs's order, places counted
// from 0 (a room is the cells joined without crossing a border): in an
// L-shaped room, "the arrow at (r, c) is not at an end of its L", "the
// arrow at (r, c) points at a border, not toward its L's corner", "the
// circle at (r, c) is not at the corner of its L"; in any room, "the
// room of the circled 3 at (r, c) has 5 cells" (pzprjs reads one number
// per room, the first its depth-first search over the room meets, and
// so does Check); "a border ends at the corner between (r, c) and (r+1,
// c+1)" (an inner lattice point with one border); "the room of (r, c) is
// not an L of width 1". pzprjs looks for a border in the arrow's
// direction, and the board's edge is none, so an arrow at an end
// pointing off the board is accepted; Check and the solutions follow it
// (TestArrowOffBoard, with pzprjs's verdicts). The error is a
// *puzzles.RuleError whose Rule is one of the Rule constants
// ("arrow-not-end", "arrow-at-border", "circle-not-corner", "room-size",
// "border-dead-end", "room-not-l"; "off-board" and "element-repeated"
// for a set that is no set of borders); PZPRCodes maps pzprjs's codes
// arBlkEdge, arNotPtCnr, ciNotOnCnr, bkSizeNe, bdDeadEnd and bkNotLshape
// to them.
//
// # SAT
//
// Methods sat (cadical) and sat-minisat, through puzzles.Solvers, over
// the L's that fit the marks: each cell is in exactly one chosen L (a
// sequential counter for long lists). A found cover is excluded by "not
// all of these L's" and given back as its borders.
//
// # Designer's tools
//
// The answer determines the marks (a corner's circle with its L's size,
// an end's arrow toward the corner), so Sashigane has a puzzles.Hinter:
// hints(p, S) is the family of cell sets H (corners and ends of S's
// L's) such that S is the only solution when the cells of H show S's
// marks and the others nothing; instance(p, S, H) is that puzzle;
// CheckForm asks that S divide the board into L's. The family comes
// from the solving spec itself, with a variable before each candidate
// cell saying whether its mark holds and a flag accepting only border
// sets other than S: projected on the cells, these are the sets that do
// not tell S apart (with all their subsets), and the hint sets are the
// rest of the candidates' power set. Plain circles (without a number)
// are not offered as hints. No Grader: no difficulty order of the
// genre's own deductions is written.
//
// # Oracles
//
// Tests compare the three constructions with every border set filtered
// by Check on random boards up to 17 edges; pzprjs's rule verdicts (its
// judge from the shared tools) with Check on every failcheck case of
// its test script (puzzles/all) and on 420 random answers on boards
// from 1x1 to 6x6 written by PZPRV3, rule by rule through PZPRCodes;
// pzprv3 files round-trip on random boards (divisions, solutions and
// random border sets, both forms), the reader is fuzzed from pzprjs's
// cases, and bad files are errors naming line, column and cell; SAT with
// the ZDD on random boards up to 6x6; the hint sets with every subset of
// the candidates of random divisions of boards up to 12 cells, each
// instance counted by Dancing Links. pzprjs's sample counts 1 and its
// solution is judged complete. testdata/puzzles.txt holds the real
// puzzles (pzprjs's sample and three found in public repositories),
// each counted 1 by the frontier build and Dancing Links, checked, and
// written back to the same URL.
package sashigane
