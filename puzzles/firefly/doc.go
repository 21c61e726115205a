// Package firefly is the genre Hotaru Beam (Firefly), pzprjs's
// "firefly": fireflies are circles on cells, each with a dot on one
// side (its exit) and a number or none. Lines run between the centres
// of cells; each line starts at a firefly's dot and ends at a side of a
// firefly without a dot (another firefly, or the same), turning as
// many times as the number of the firefly it leaves (any number when
// none is given). Lines do not branch or cross in empty cells (a
// firefly can have a line on each side), every dot has its line, and
// all the lines form one network.
//
// Reading: puzz.link URLs of type "firefly" (https or http,
// puzz.link/p? or pzv.jp/p.html?, what pzprjs ignores after the board),
// the cells in pzprjs's arrow-number encoding (ArrowNumber16: the arrow
// is the dot's side, '.' an unknown number; a block '+' is refused);
// and a text grid, one row per line, cells separated by spaces: '.' an
// empty cell, a firefly as its number or '?' followed by the side of
// its dot, '^', 'v', '<' or '>' ("2>", "?^"; a firefly without a dot
// has no mark). URL writes the URL back.
//
// pzprv3 files of type firefly, as puzz.link saves them, are read
// (pzprv3.go): the rows of cells ('.' empty, "D,N" a firefly whose dot
// is on side D, 0 none and 1-4 up, down, left, right, with its number N
// or '-'), then the answer: the lines between horizontal neighbours (R
// rows of C-1 items), then between vertical ones (R-1 rows of C), 1 a
// line, 0 none, -1 a cross (a mark, read as none). A file that ends
// after the cells has no answer (on a 1x1 board, whose answer is one
// blank line, an answer is never seen: the board has no edge anyway).
// The same fields are written. Every pzprjs failcheck case is read as
// pzprjs reads it.
//
// The elements are the edges of graph.Grid(R, C), the grid of cell
// centres. The solutions are built top-down by frontier-based search
// (spec.go): the edges in graph.Grid's order, a slot per column, each
// open end of a line keeping what is known of the other end of its
// segment (another open end and the turns so far, a side without a dot
// and the turns so far, a dot and the turns still to make), and
// component labels for the networks the fireflies join; a network that
// leaves the frontier must be the only one. The deductions are the
// cheap ones that cut states as they appear: an edge a dot points
// across is taken, a dot pointing off the board rejects at once, the
// turns are counted only up to the largest number plus one, a segment
// with more turns than its dot's number or joining two dots (or two
// plain sides) is cut when it closes, a blank cell with one line is cut
// when it leaves the frontier.
//
// Check follows pzprjs's rules in pzprjs's order and names each broken
// rule by pzprjs's code (CheckError.Rule; RuleName is zq's name of it,
// the one PZPRCodes maps the code to): no line (brNoLine), a
// branch or a crossing in an empty cell (lnBranch, lnCross), a segment
// joining two dots or two plain sides (lcInvDirB, lcInvDirW), a wrong
// number of turns (lcCurveNe), a segment from a firefly that ends
// nowhere (lcDeadEnd), several networks (lcDivided), a line ending in
// an empty cell (lnDeadEnd), a dot without its line (nmNoLine). As in
// pzprjs, a firefly without a dot and without lines is left out of the
// network, and a line may leave a dot and come back to its own firefly.
//
// The SAT method (sat.go, "sat" and "sat-minisat") orients every line
// from its dot: a blank cell has no line or one in and one out, a
// firefly's dot line goes out and its other lines come in; blank cells
// on a line carry a counter of the turns still to make (one-hot,
// 0..the largest number), which drops at each turning cell, starts at
// the dot's number and ends at 0, or a "free" flag on segments from a
// dot without a number (and loops of empty cells). Connectivity is
// lazy: a model of several networks yields a network that alone is a
// solution, or cuts each one (not all its edges, or one more edge at
// one of its cells).
//
// Designer's tools (hints.go): the fireflies and their dots are the
// board, and an answer determines every number (the turns of the line
// leaving each dot), so hints(p, L) is the family of the sets of dots
// whose numbers leave L the only answer, the other numbers hidden
// ('?'), and instance(p, L, H) that puzzle. The family is
// Pow(dots) \ {H : another answer makes L's turns on H}, the
// subtracted part built by the solving spec with a hint variable before
// each dot's edge (taken: the number shown) and a byte "differs from
// L", its edges then projected away.
//
// Oracles (tests): brute force over every edge set of random boards up
// to 3x4 against the ZDD's family; pzprjs's sample counted 1 and
// pzprjs's own answer of it in the family; pzprjs's failcheck cases
// (puzzles/all), and pzprjs's judge (when the shared tools and node are
// there) on random sets, solutions and near-solutions of random boards
// up to 4x4 written as files, rule for rule; random boards' files read
// back with their lines; the SAT method against the ZDD on random boards; real
// puzz.link puzzles (testdata/puzzles.txt) each counted 1 and checked.
package firefly
