// Package nurimisaki is the Nurimisaki genre: shade cells of a grid so
// that the unshaded cells are connected, no 2x2 block is all shaded or
// all unshaded, and the circles are exactly the unshaded cells with one
// unshaded neighbour (the dead ends, the capes); a number in a circle
// is the number of unshaded cells it sees in a straight line, itself
// included (pzprjs counts all four directions, as Kurodoko does; at a
// dead end that is the length of its one straight run).
//
// # Reading and writing
//
// puzz.link (and pzv.jp) URLs of type nurimisaki, as pzprjs decodes
// them: nurimisaki/COLS/ROWS/BODY, the body one Number16 item per cell
// in row-major order, '.' a circle without a number, g-z runs of plain
// cells; a short body leaves the rest plain, and what follows the last
// cell is ignored. The URL is written back with the same encoding.
// Also a plain board: one row a line, a digit for a circle with that
// number, 'o' or '?' for a circle without one, '.' for a plain cell
// (cells separated by spaces when a number has two digits).
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type nurimisaki, in the file or
// one-line form: rows lines of circles (a number, '-' for a circle
// without one, '.' a plain cell), then the answer (Answer, the shaded
// cells): '#' shaded, '+' (a dot) or '.' unshaded; the file holds an
// answer when some cell is '#' or '+'. Lines after it are ignored; a
// pzprv3.1 file is refused. PZPRV3 writes the circles and with a set
// its cells '#' and the others '+'.
//
// # Check
//
// Check names the first rule broken, as a *puzzles.RuleError whose Rule
// is one of the Rule constants: a circle shaded ("circle-shaded", which
// pzprjs's editor does not let one enter), then in pzprjs's order
// "no-shaded", "shaded-2x2", "unshaded-divided", "number-view",
// "unshaded-2x2", "circle-not-dead-end", "dead-end-no-circle"
// ("off-board" and "shaded-twice" for a set that is no shading).
// PZPRCodes maps pzprjs's codes (brNoShade, cs2x2, cuDivide,
// nmSumViewNe, cu2x2, circleNotPromontory, nonCirclePromontory) to
// them, and every failcheck case of pzprjs agrees.
//
// # Construction
//
// The elements are the cells, taken when shaded. A frontier-based
// search over the cells in row-major order (on the board turned over
// its diagonal when it is wider than high) keeps, per column of the
// frontier, the component label of the unshaded cells, the number of
// unshaded neighbours decided so far (final when the cell below, or on
// the last row the cell to the right, is decided: a circle must have
// exactly one, a plain unshaded cell any other number) and Kurodoko's
// sight registers (column runs, runs still owed below, pending row
// runs of numbers); for the row the run to the left, where it must
// end, and whether the cell up and to the left is shaded (for the 2x2
// rules); a flag says that a component has left the frontier, after
// which no cell is unshaded. Circles are never shaded.
//
// # Deductions
//
// Before the search (deduce.go), when the board has a circle (so at
// least two cells are unshaded and each has an unshaded neighbour):
// circles are unshaded with exactly one unshaded neighbour, a plain
// unshaded cell has at least two (a cell without room for two is
// shaded); a 2x2 block is not all of one colour; the unshaded cells
// are connected (a cell whose shading would cut them apart, a cut
// vertex of the cells not shaded, is unshaded); a numbered circle sees
// its number less one cells along its one unshaded neighbour's
// direction, so the neighbour of a direction where that cannot be is
// shaded, and when one direction is left its run is unshaded and the
// cell past it shaded. These are propagated, then each undecided cell
// is probed both ways: a colour that meets a contradiction gives the
// other, a cell both colours decide alike is decided. The search
// refuses the other colour of each decided cell. Besides, the search
// refuses as it goes a circle's second unshaded neighbour at once and
// sight counts the board cannot hold. Options.noDeduce (tests only)
// builds without the deductions: the brute-force test runs both, and
// on boards up to 6x6 the two families are compared.
//
// # Designer's tools
//
// The answer determines the puzzle up to which circles show their
// numbers: the circles are its dead ends, their numbers its runs.
// CheckForm takes an answer on the board with circles on its own dead
// ends; Hints is the family of the sets of circles whose numbers leave
// the answer unique (pairs of another shading and a hint set built by
// the solving spec with a hint variable before each candidate circle,
// the shadings quantified away, the result subtracted from all sets);
// Instance is the puzzle with circles on the answer's dead ends and
// numbers on the hint set.
//
// # SAT
//
// Methods "sat" (cadical) and "sat-minisat": a variable a cell
// (shaded), some cell shaded, circles unshaded, the two 2x2 rules as
// clauses, a circle's unshaded neighbours exactly one (a sequential
// counter), a plain unshaded cell's not exactly one (one clause per
// neighbour), a number's sight as a chain of prefix variables counted
// exactly by a sequential counter; connectivity by cuts added lazily
// for each disconnected model.
//
// # Oracles
//
// Brute force over every shading of boards up to 4x4 against the ZDD
// and the frontier count; the SAT method against the ZDD on random
// boards; hint sets against brute force over every subset on answers
// up to 12 cells; pzprjs's rule cases (puzzles/all) and its verdicts
// on some 600 random answers and near-answers written by PZPRV3, the
// rule broken included; pzprjs's
// sample, counted 1 and checked ok; the real puzzles of
// testdata/puzzles.txt, each counted 1 and checked ok.
package nurimisaki
