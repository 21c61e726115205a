// Package heyawake is the Heyawake genre of zq: shade cells of a board
// cut into rooms so that no two shaded cells touch orthogonally, the
// unshaded cells stay connected, a room with a number holds that many
// shaded cells, and no row or column has a run of unshaded cells
// across two room borders.
//
// # Reading and writing
//
// heyawake(text) reads a puzz.link URL (type heyawake, also pzprjs's
// alias heyawacky; http or https, puzz.link/p? or pzv.jp/p.html? or the
// query alone, through package pzpr) as pzprjs decodes it: the borders
// (the vertical ones row by row, then the horizontal ones, five to a
// base-32 character), then one Number16 item per room, rooms numbered
// by their top cell (the first in row-major order, where the number
// stands); a body that ends early leaves the rest without borders or
// numbers, and what follows the numbers is ignored. The borders are kept
// as given: a wall standing inside a room still counts for the rule on
// runs, as in pzprjs. A number above its room's cells is read, and the
// puzzle has no solution. The plain board is one row per line, the
// cells separated by spaces, each its room's name (letters) with the
// room's number or '?' on one of its cells:
//
//	a2 b2 b  c2 c  d2
//	a  b  b  c  c  d
//
// A room is a connected piece of one name, so a name may come back for
// another room. url(p) writes the URL; the text of a puzzle is the
// plain board (names given so that rooms side by side differ), or the
// URL when a wall stands inside a room, which the plain board cannot
// show. Errors are *puzzles.ParseError with the line and column of the
// text (a URL's character) and the cell.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type heyawake (or heyawacky),
// in the file or one-line form. The rooms come first: in a pzprv3.1
// file, the version pzprjs writes, the borders (rows lines of the
// vertical ones, rows-1 lines of the horizontal ones, 1 a border, 0
// none); in a pzprv3 file, the older version, a line with the count of
// rooms and rows lines of each cell's room name. Then rows lines of
// numbers (a number, '-' for '?', '.' none), each on its room's top
// cell, the one pzprjs counts (a number elsewhere is refused), then the
// answer (Answer, the shaded cells): '#' shaded, '+' (a dot) or '.'
// unshaded; the file holds an answer when some cell is '#' or '+'.
// Auxiliary lines after it are ignored. PZPRV3 writes the pzprv3.1
// file: the borders as given, the numbers, and with a set its cells '#'
// and the others '+'. Check's rules are pzprjs's: PZPRCodes maps its
// codes brNoShade, csAdjacent, cuDivideRB, bkShadeNe and
// bkUnshadeConsecGt3 to them, and every failcheck case of pzprjs
// agrees.
//
// # Solutions
//
// The elements are the cells (puzzles.Cells), taken when shaded. The ZDD
// of every solution is built top-down (spec.go) over the cells in
// row-major order, on the board turned over its diagonal when it is
// wider than high (the frontier is then the shorter side; the diagram
// is renamed back). The state holds, for the frontier row, the
// component labels of the unshaded cells (0 for shaded) as Hitori's
// does; a bit per column, set when the column's run of unshaded cells
// ending at the frontier has crossed one border; a byte of flags (some
// cell shaded; the row's run has crossed one border); and a slot per
// numbered room that has begun and not ended with the count it still
// must shade (rooms share slots by interval colouring). A branch dies
// when a shaded cell touches one, a component is closed off, a run
// crosses its second border, or a room's count is above the largest
// set of its later cells no two of which touch (by matching, König's
// theorem; without the neighbours of a cell just shaded).
//
// pzprjs also refuses an answer with no shaded cell at all ("there are
// no shaded cells on the board"), and so do Check and the ZDD.
//
// # Deductions
//
// Before the build (Options.NoDeduce builds without): a shaded cell
// leaves its neighbours unshaded; a room with its number of shaded
// cells leaves the rest unshaded, one that needs all its open cells
// shades them, one whose open cells cannot hold the count without two
// touching is a contradiction; an open cell whose unshading would join
// the unshaded cells beside it into a run across two borders is
// shaded; the cells not shaded must be in one piece (each piece would
// hold an unshaded cell). Probing tries each open cell both ways, keeps
// the other way when one fails and fixes the cells both ways agree on.
// Real puzzles keep most cells open (Heyawake's logic is global), but
// the rules prune the build.
//
// # Check
//
// Check names the first rule broken in pzprjs's order: "no cell is
// shaded", "the shaded cells at (0, 0) and (0, 1) touch", "the unshaded
// cells are not connected: (1, 1) cannot reach (0, 0)", "the room at
// (0, 0) has 1 shaded cell, and its number is 2", "the unshaded cells
// from (0, 0) to (0, 2) run across two room borders" (rows first, then
// columns). The error is a *puzzles.RuleError whose Rule is one of the
// Rule constants: "no-shaded", "shaded-adjacent", "unshaded-divided",
// "room-count", "unshaded-across-rooms" ("off-board" and
// "shaded-twice" for a set that is no shading).
//
// # SAT
//
// solutions(p, method: "sat") (cadical; "sat-minisat"): a cell a
// variable; some cell shaded; neighbours not both shaded; each numbered
// room exactly its count (a sequential counter); each shortest stretch
// of a row or column across two borders has a shaded cell; the models
// whose unshaded cells fall apart are cut as Hitori's are, and a found
// answer is excluded as a whole shading.
//
// # Designer's tools
//
// Heyawake's clues are determined by the answer: a room's number is its
// count of shaded cells. hints(p, S) is the family of the sets of rooms,
// each named by its top cell, whose counts in the answer S leave S the
// only solution on p's rooms (p's own numbers aside); minimal and
// minimum follow, and instance(p, S, H) is the puzzle with S's counts in
// the rooms of H. It is built as Masyu's hint sets are: the solving spec
// with a variable per candidate room just before its top cell (taken:
// the room shows S's count) and a flag "differs from S"; the pairs
// (x, H) are built top-down, the cells quantified away, the result
// renamed to the top cells and subtracted from the power set of the
// candidates. Cells given as candidates that are no room's top cell are
// left out. Among: is refused (the hint sets are taken among every
// answer on the rooms).
//
// # Oracles
//
// Brute force over every shading of random boards up to 4x4 (walls
// inside rooms too) against the ZDD, with and without the deductions,
// and against the frontier count; pzprjs's rule cases (puzzles/all);
// pzprjs's own verdicts (its judge, when the shared folder and node are
// there) on hundreds of random answers, mutated answers and random
// shadings written by PZPRV3, the rule broken included; the SAT method against the ZDD on random boards;
// hint sets against brute force over every set of rooms; pzprjs's
// sample (one solution, pzprjs's answer) and cspuz's test problem (its
// answer); testdata/puzzles.txt, real puzz.link puzzles, each unique by
// the ZDD (and by SAT, go test -run DataSet -sat) and checked.
package heyawake
