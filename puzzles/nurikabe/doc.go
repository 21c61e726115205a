// Package nurikabe is the Nurikabe genre of zq: shade cells of a board
// so that the shaded cells are connected, no 2x2 block is all shaded,
// and each island (a connected piece of unshaded cells) holds exactly
// one number, equal to its count of cells ('?', a number not given,
// allows any count). A numbered cell is never shaded.
//
// # Reading and writing
//
// puzz.link URLs of type "nurikabe" (https or http, puzz.link/p? or
// pzv.jp/p.html?, _edit/_play, a trailing slash, through package
// pzpr): nurikabe/COLS/ROWS/BODY, the body pzprjs's Number16 encoding,
// one item per cell ('.' a number not given, g-z runs of empty cells);
// a body that ends early leaves the other cells empty, and what follows
// the last cell is ignored, as pzprjs does. The plain board has one row
// per line, a character per cell (a digit, '?' or '.'), or cells
// separated by spaces when a number is above 9. URL writes the URL back
// (pzpr.Format, pzpr.Number16); String the board (a one-column board
// with a number above 9 as its URL). Errors are *puzzles.ParseError with
// the line and column of the text (for a URL, the column of the bad
// character) and the cell.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type "nurikabe" (file or
// one-line form): after the size, one grid of rows, a cell an item, for
// clues and answer alike: a number, '-' a number not given, '#' shaded,
// '+' (a dot) or '.' unshaded. The file holds an answer (Answer, the
// shaded cells) when some cell is '#' or '+'; numbers and '.' alone are
// the clues. A pzprv3.1 file is refused. PZPRV3 writes the same grid:
// the numbers ('-' for '?'), and with a set its cells '#' and the other
// cells without a number '+' (a shaded number cannot be written: it is
// written as its number). Check's rules (puzzles.RuleError, the Rule
// constants) are pzprjs's: PZPRCodes maps its codes cs2x2, bkNoNum,
// csDivide, bkNumGe2 and bkSizeNe to them, and every failcheck case of
// pzprjs agrees.
//
// # Solutions
//
// The elements are the cells, puzzles.Cells(R, C), taken when shaded.
// The ZDD is built top-down (spec.go) cell by cell in row-major order.
// The state holds, for the frontier row, each cell's component label
// (shaded pieces and islands alike, renumbered by first position), for
// each island without a number its size, for each numbered island the
// cells its number still wants (nothing for '?'), whether the cell up and to the left is shaded (the 2x2 rule),
// and whether the shaded cells have closed. Unshading a cell merges it
// with the islands above and left, refused when two numbers meet or the
// island outgrows its number; an island leaving the frontier must be
// complete; a shaded piece leaving it must be the only one, and then no
// cell is shaded again. An island without a number is refused when it
// is larger than any numbered island on the frontier has room for and
// than any number still to come allows.
//
// # Deductions
//
// Before the build, reach (deduce.go): numbers are unshaded, and a cell
// that no number's island can reach (within v-1 steps through cells that
// are neither numbers nor next to another number; '?' reaches any) is
// shaded, which includes every cell next to two numbers; then, until
// nothing changes, the fourth cell of a 2x2 block whose other three are
// shaded is unshaded and reach is taken again around the shaded cells.
// Then (probe.go) propagation and probing: an island holds at most one
// number and no more cells than it; a complete island's open
// neighbours are shaded; an open cell next to two numbered islands is
// shaded; the 2x2 rule as above; the shaded cells are connected (an
// open cell whose unshading would cut them apart is shaded); reach is
// taken from each numbered island as it stands (within the cells it
// still wants): an open cell none reaches is shaded, an island without
// a number that none reaches, or a numbered island reaching fewer
// cells than it wants, is a contradiction. Each open cell is probed
// both ways: a colour that meets a contradiction gives the cell the
// other, a cell both colours decide alike is decided. The SAT method
// takes reach alone. Options{NoDeduce: true} builds without any
// deductions; the brute-force test runs with all, with reach alone and
// with none, and on boards up to 6x6 the families with and without
// probing are compared.
//
// # Check
//
// Check names the first rule broken, in pzprjs's order after the
// board's own (an element off the board, a shaded number): a shaded
// 2x2 block, an island without a number, the shaded cells not
// connected, an island with two numbers, an island whose size is not
// its number; cells as (r, c) from 0. The error is a
// *puzzles.RuleError whose Rule is one of the Rule constants
// ("shaded-2x2", "island-no-number", "shaded-divided",
// "island-numbers", "island-size"; "off-board" and "number-shaded" for
// the board's own).
//
// # Designer's tools
//
// The answer determines the clues: a hint set is a set of unshaded
// cells, each numbered with its island's size. The answer solves such a
// puzzle only when the set holds exactly one cell of each island, so
// Hints tries each choice of one candidate cell per island (up to
// MaxHintChoices choices) and keeps those whose puzzle the frontier
// search counts unique. CheckForm accepts shadings whose shaded cells
// are connected without a 2x2 block; Instance makes the puzzle of a
// hint set.
//
// # SAT
//
// The methods "sat" (cadical) and "sat-minisat": variable i+1 is cell i
// shaded; numbers are unshaded, the cells reach shades are shaded, no
// shaded 2x2 block. The rest is cut in as models break it: a shaded
// piece apart from the largest (a cell of it or of the largest is
// unshaded, or a cell around it is shaded); an island with two numbers
// (a cell of the path between them is shaded); an island larger than
// its number v (one of the first v+1 cells reached from the number is
// shaded); an island without a number or smaller than its number (a
// cell of it is shaded or a cell around it is unshaded). Each found
// solution is excluded as a whole shading.
//
// # Oracles
//
// Brute force over every shading of random boards up to 4x4 (planted
// and random numbers) against the ZDD and the count, with and without
// deductions; the SAT methods against the ZDD on random boards up to
// 5x5; pzprjs's failcheck cases (puzzles/all) and its verdicts
// (through the shared judge) on 300 random shadings, written by PZPRV3,
// against Check, the rule named too;
// pzprjs's sample and the public puzzles of testdata/puzzles.txt, each
// counted 1 and checked; hint sets against brute force over every
// subset of the unshaded cells.
package nurikabe
