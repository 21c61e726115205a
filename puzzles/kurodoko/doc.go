// Package kurodoko is the Kurodoko genre of zq: shade cells of a board
// so that no two shaded cells touch orthogonally, the unshaded cells
// stay connected, numbered cells stay unshaded, and each number is the
// count of unshaded cells it sees in the four directions up to a
// shaded cell or the edge, itself included.
//
// # Reading and writing
//
// kurodoko(text) reads a puzz.link URL (type kurodoko; http or https,
// puzz.link/p? or pzv.jp/p.html? or the query alone, through package
// pzpr) as pzprjs decodes it: one Number16 item per cell in row-major
// order ('.' a numbered cell whose number is not given, g-z runs of
// cells without one); a body that ends early leaves the rest without
// numbers, and what follows the last cell is ignored. The plain board
// is one row per line, a character per cell (a digit, '?' for a number
// not given, '.' for none), or the cells separated by white space when
// a number has two digits:
//
//	...7.
//	5....
//	..2..
//
// It also reads game IDs of Simon Tatham's Range (his Kurodoko),
// "WxH:DESC": the cells in row-major order, a letter a..z for a run of
// 1..26 cells without a number, a decimal number for a numbered cell,
// '_' between two numbers (learnt from the generator's output; the
// package's GameID writes them back).
//
// url(p) writes the URL; the text is the plain board (a one-column board
// with a number above 9 is written as its URL). Errors are
// *puzzles.ParseError with the line and column of the text (a URL's
// character) and the cell.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type kurodoko, in the file or
// one-line form: rows lines of numbers (a number, '-' for '?', '.'
// none), then the answer (Answer, the shaded cells): '#' shaded, '+' (a
// dot) or '.' unshaded; the file holds an answer when some cell is '#'
// or '+'. Auxiliary lines after it are ignored; a pzprv3.1 file is
// refused. PZPRV3 writes the numbers and with a set its cells '#' and
// the others '+'. Check's rules are pzprjs's: PZPRCodes maps its codes
// brNoShade, csAdjacent, cuDivideRB and nmSumViewNe to them, and every
// failcheck case of pzprjs agrees.
//
// # Solutions
//
// The elements are the cells (puzzles.Cells), taken when shaded. The ZDD
// of every solution is built top-down (spec.go) over the cells in
// row-major order, on the board turned over its diagonal when it is
// wider than high (renamed back). A number n sees left + right + up +
// down = n - 1 cells besides itself: left and up are known when it is
// decided, right when its row's run of unshaded cells ends, down when
// its column's run ends. The state holds for each column of the
// frontier the component label of the unshaded cells (0 for shaded), as
// Hitori's does; the length of the column's run ending at the frontier
// (kept only up to the largest number below, so states merge); how many
// more cells that run must take before it stops, when a number fixed
// it; and a pending need right + down for a number of the current row
// whose run has not ended. For the row: its run's length (up to the
// largest number to the right), the column where the run must end when
// a number fixed it, and a flag "some cell shaded". When a row's run
// ends, each pending need becomes its column's remaining length; a
// number whose column run is already fixed fixes its row's end instead.
// A branch dies at the cell where a run must stop or go on and does
// not, or a count cannot be met within the board.
//
// pzprjs refuses an answer with no shaded cell ("there are no shaded
// cells on the board"), and so do Check and the ZDD. A shaded numbered
// cell, which pzprjs's editor does not let one enter, is refused too.
//
// # Deductions
//
// Before the build (Options.NoDeduce builds without): numbered cells are
// unshaded; a shaded cell leaves its neighbours unshaded; for each
// number, the cells a direction must show (the count less the most the
// other directions may show) are unshaded, and when a direction may
// show no more than it already does, the cell past its sight is shaded;
// the cells not shaded must be in one piece. Probing tries each open
// cell both ways, keeps the other way when one fails and fixes the cells
// both ways agree on. They fix every cell of most real puzzles.
//
// # Check
//
// Check names the first rule broken: "the numbered cell (0, 0) is
// shaded", then in pzprjs's order "no cell is shaded", "the shaded cells
// at (0, 0) and (0, 1) touch", "the unshaded cells are not connected:
// (1, 1) cannot reach (0, 0)", "the number 3 at (0, 0) sees 2 cells".
// The error is a *puzzles.RuleError whose Rule is one of the Rule
// constants: "number-shaded", "no-shaded", "shaded-adjacent",
// "unshaded-divided", "number-view" ("off-board" and "shaded-twice" for
// a set that is no shading).
//
// # SAT
//
// solutions(p, method: "sat") (cadical; "sat-minisat"): a cell a
// variable; some cell shaded; numbered cells not; neighbours not both
// shaded; for each number, a variable per cell of its row and column
// saying that every cell from the number to it is unshaded (each the
// previous one's and not the cell), exactly n - 1 of them true (a
// sequential counter); the models whose unshaded cells fall apart are
// cut as Hitori's are, and a found answer is excluded as a whole
// shading.
//
// # Designer's tools
//
// Kurodoko's clues are determined by the answer: any unshaded cell can
// hold the count it sees. hints(p, S) is the family of the sets of
// unshaded cells of S whose counts leave S the only solution on the
// blank board; minimal and minimum follow, and instance(p, S, H) is the
// puzzle with S's counts on the cells of H. It is built as Masyu's hint
// sets are: the solving spec with a variable per candidate cell just
// before it (taken: the cell holds S's count, and stays unshaded) and a
// flag "differs from S"; the pairs (x, H) are built top-down, the cells
// quantified away, the rest renamed to the cells and subtracted from the
// power set of the candidates. Shaded candidate cells are left out;
// among: is refused.
//
// # Oracles
//
// Brute force over every shading of random boards up to 4x4 against
// the ZDD, with and without the deductions, and against the frontier
// count; pzprjs's rule cases (puzzles/all); pzprjs's own verdicts (its
// judge, when the shared folder and node are there) on hundreds of
// random answers, mutated answers and random shadings written by
// PZPRV3, the rule broken included; the
// SAT method against the ZDD on random boards; hint sets against brute
// force over every set of candidate cells; pzprjs's sample (one
// solution) and cspuz's test problem (its answer); testdata/puzzles.txt,
// real puzz.link puzzles, each unique by the ZDD (and by SAT, go test
// -run DataSet -sat) and checked; testdata/range.txt, 27 puzzles made
// by Range (7x7 to 30x30, each line with the command's parameters and
// seed), each read from its game ID, unique by the ZDD and by SAT.
package kurodoko
