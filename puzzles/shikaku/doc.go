// Package shikaku is the Shikaku genre of zq: divide the board into
// rectangles, each holding exactly one number, equal to its area (a
// number not given, '?', allows any area).
//
// # Reading and writing
//
// shikaku(text) reads
//   - the board, one row per line: a character per cell (a digit 1..9,
//     '.' no number, '?' a number not given), or, when a line has spaces
//     inside, whitespace-separated numbers, '.' and '?'; lines starting
//     with '#' are comments;
//   - a puzz.link or pzv.jp URL of type shikaku: the numbers in pzprjs's
//     Number16 encoding (read and written by package pzpr as they are;
//     '.' is a number not given); a 0, which pzprjs reads as a number, is
//     refused, as no rectangle has area 0; what follows the board is
//     ignored.
//
// URL writes the puzz.link URL and String the board (a one-column board
// with a number above 9, whose lines would read as digits, as its URL).
// Errors are *puzzles.ParseError with the line and column of the text
// and the cell (r, c), counted from 0; a URL's errors name its character.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type "shikaku" (the file form
// or the one-line form): R rows of cells ('.' no number, '-' a number not
// given, a number 1..MaxNumber; a 0, which no rectangle has as its area,
// is refused), then the answer, the borders (package pzprborder): between
// horizontal neighbours (R rows of C-1 items; a one-column board's rows
// are empty lines), then between vertical neighbours (R-1 rows of C), 1
// or 2 (a border with a mark) a border, 0 none, -1 a mark of no border
// (read as none). A file that ends after the numbers has no answer (a 1x1
// board's answer, one empty line, reads so too); a pzprv3.1 file is
// refused. PZPRV3 writes the same fields ('-' for '?'), with a set its
// borders as 1 and 0. pzprjs's checker reads the rules as Check does:
// its five failcheck cases of a wrong answer each name the rule
// PZPRCodes maps their code to, and its solution is ok.
//
// # Elements and the construction
//
// The solutions are sets of borders: edges of grid(R, C), the graph of
// the cells (graph.Grid order: per cell, right then down), an edge taken
// when a border separates its two cells. This is pzprjs's own answer
// (its border lines) and the language's own universe, so the family
// combines with graph families of grid(R, C).
//
// The rectangles that can be used are listed first: for each number,
// every rectangle of its area holding it and no other number. The
// division is an exact cover of the cells by them; Solutions builds the
// family of covers with package exactcover (Dancing Links branching on
// the cell with fewest rectangles, memoised on the cells left) and maps
// each cover to its borders (a node of rectangle v becomes the union of
// its 0-branch and its 1-branch joined with v's borders; one to one, as
// a division is its borders). Options.TopDown builds the covers instead
// by a frontier-based spec (topdown.go): the rectangles ordered by
// their first cell, the state the covered cells of a window as long as
// the longest rectangle's reach, a cell passed uncovered refused. Both
// give the same family (tests); on the 13 real puzzles Dancing Links
// entered 7 to 234 search nodes, the top-down build made 10 to 19,056
// states (peak 1,440 on a level, a 14x24 board), so Dancing Links is the
// default. Unique runs Dancing Links to the second cover. No deductions
// are run: the rectangles that fit the numbers and the search's choice
// of the most constrained cell leave little to deduce.
//
// # Check
//
// Check names the first rule broken in pzprjs's order, with places
// counted from 0: "the room of (1, 0) has no number", "the room of (0,
// 0) has 2 numbers, at (0, 0) and (2, 2)", "the room of (0, 0) is not a
// rectangle", "the room of the number 3 at (0, 0) has 6 cells", "the
// border (1, 0)-(1, 1) ends inside the room of (1, 0)" (pzprjs's dead
// end: a border with the same room on both sides); a room is the cells
// joined without crossing a border. The error is a *puzzles.RuleError
// whose Rule is one of the Rule constants ("room-no-number",
// "room-numbers", "room-not-rectangle", "room-size", "border-dead-end";
// "off-board" and "element-repeated" for a set that is no set of
// borders); PZPRCodes maps pzprjs's codes bkNoNum, bkNumGe2, bkNotRect,
// bkSizeNe and bdDeadEnd to them.
//
// # SAT
//
// Methods sat (cadical) and sat-minisat, through puzzles.Solvers, over
// the same rectangles: each cell is in at least one chosen rectangle and
// no two chosen rectangles share a cell. A cover found is excluded by
// "not all of these rectangles" (two divisions never contain one
// another) and given back as its borders.
//
// # Designer's tools
//
// The answer determines the clues (a cell's number is the area of its
// rectangle), so Shikaku has a puzzles.Hinter: hints(p, S) is the family
// of cell sets H such that S is the only solution when the cells of H
// show the areas of their rectangles in S; each such H holds one cell of
// every rectangle. instance(p, S, H) is that puzzle and CheckForm asks
// that S divide the board into rectangles. The family is an exact cover
// too: a row per rectangle X and candidate cell h in X whose area in S
// is X's (h the number X holds), a column per cell. A cover is a
// division T with its numbers H; the covers by S's own rectangles give
// every H with one cell per rectangle, the covers using another
// rectangle the sets H that do not tell S apart, and the hint sets are
// the first less the second (each projected on the numbers' cells).
// pzprjs's 6x6 sample has 52,800 hint sets. The covers of all divisions
// grow fast with the board (a 10x10 real puzzle has 296,877,899,776 hint
// sets), so this is for small boards. No Grader: no difficulty order of
// the genre's own deductions is written.
//
// # Oracles
//
// Tests compare the ZDD (both builds) with every border set filtered by
// Check on random boards up to 17 edges, the hint sets with brute force
// over every cell set of random divisions of boards up to 9 cells (each
// instance counted), and SAT with the ZDD on random boards up to 6x6.
// pzprjs's rule verdicts (its judge from the shared tools) agree with
// Check on every failcheck case of its test script (puzzles/all) and on
// 256 random answers on boards from 1x1 to 6x6 written by PZPRV3, rule
// by rule through PZPRCodes; its sample puzzle counts 1 and its solution
// is judged complete. pzprv3 files round-trip on random boards (their
// solutions and random border sets, both forms), the reader is fuzzed
// from pzprjs's cases, and bad files are errors naming line, column and
// cell. testdata/puzzles.txt holds 13 real puzzles (pzprjs's
// sample, seven pzv.jp URLs from a solver's comments, five found in
// other public repositories, 6x6 to 45x30), each counted 1, checked and
// unique by Dancing Links.
package shikaku
