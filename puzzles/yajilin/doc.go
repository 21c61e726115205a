// Package yajilin is the Yajilin genre of zq: shade some cells, no two
// side by side, and draw one loop through the centres of all the other
// cells that hold no clue; an arrow clue counts the shaded cells from
// it to the board's edge in its direction.
//
// # Reading and writing
//
// puzz.link URLs of type yajilin (also yajirin; http or https,
// puzz.link/p? or pzv.jp/p.html?, _edit/_play, trailing data, the query
// alone), read as pzprjs reads them: the body in the arrow-number
// encoding of package pzpr (a direction 0-4 and a hex digit or '.',
// 5-9 and two hex digits, '-' and four, '+' a clue cell without a
// number, 'a'-'z' runs of cells without clue). The word before the size
// holds flags: "o" asks the shaded cells to be outside the loop (the
// property outside), "b" draws the clue cells grey (kept to write the
// URL back, no rule). A number without an arrow is read, as pzprjs
// reads it, and makes a board without solutions (pzprjs's checker
// refuses it, code anNoArrow). The text grid is one row per line, a
// token per cell, spaces optional: '.' no clue, 'X' a clue cell without
// a number, '?' or a number followed by its arrow '^', 'v', '<' or '>'
// ("2<": two shaded cells to the left). [Puzzle.URL] writes the URL.
//
// # pzprv3 files
//
// pzprv3 files of type yajilin, as puzz.link saves them, are read
// (pzprv3.go): a line "o" for the outside rule, the rows of clues ('.'
// none, '#' a clue cell without a number, "D,N" an arrow D, 0 none and
// 1-4 up, down, left, right, with its number N or '-'), then the
// answer: the rows of cells ('#' shaded; '+', a dot, and '.' not), the
// lines between horizontal neighbours (R rows of C-1), those between
// vertical ones (R-1 rows of C), 1 a line, 0 none, -1 a cross (a mark,
// read as no line). A file that ends after the clues has no answer; one
// that ends inside the answer is an error. The same fields are written,
// with '#' and '.' for the cells and 1 and 0 for the lines; the flag
// "b" (grey clue cells) has no place in the file. A pzprv3.1 file (a
// variant) is refused. Every pzprjs failcheck case is read as pzprjs
// reads it.
//
// # Elements
//
// The genre's own universe ([Space], key "yajilin R C"): per cell in
// row-major order, the cell shaded ("(r,c)", the tuple (r, c) in the
// language), then the loop's edge to the right and the edge down
// ("(r,c)-(r,c+1)", the tuple (r1, c1, r2, c2)). A solution holds its
// shaded cells and its loop's edges. A board whose every cell without a
// clue is shaded (none side by side) has the empty loop, as pzprjs
// accepts it.
//
// # The construction
//
// spec.go: a frontier-based search over the elements in that order. A
// slot per column holds the frontier's cell of that column: a mate byte
// (no edge, two edges, or the slot of the other end of its path), the
// flags "shaded", "the cell above is shaded" and (for outside) "its
// edge up is in the loop", and the column's two counts: the shaded
// cells so far (kept only while an up arrow lies below) and the shaded
// cells the column still needs by a down arrow. The head holds "the
// loop is closed", "the cell to the left is shaded", the row's two
// counts as the column's, and for outside the parity of the loop's
// edges down crossed so far in the row (a shaded cell with odd parity
// at its top-left corner is inside, as pzprjs decides it). A count that
// exceeds the most cells the rest of its line can still shade (no clue
// cell, no two side by side) is refused at once. A cell completes at
// its last element: a clue or shaded cell has no edge, any other two;
// once the loop closes, no edge is taken and every later cell without a
// clue must be shaded. The spec runs on the board or its transpose,
// whichever keeps fewer column counts in the frontier (ties: the
// narrower frontier), and a transpose's elements are renamed back.
// unique counts with the same spec without building the diagram.
//
// # Deductions
//
// deduce.go, before the build: clue cells are empty, shaded cells have
// no edge and no shaded neighbour, a loop cell has two edges (forced
// when only two remain, the rest refused when two are in), a cell that
// cannot have two edges is shaded, an arrow that sees its count leaves
// the rest of its line unshaded, an arrow that needs every cell it can
// still get shades each odd run of open cells every other cell from
// its ends, an edge that would close a path of edges in while a cell
// that must be on the loop lies off it is out, and each open cell is
// probed both ways. The spec refuses to change the fixed elements. On
// noqx's 19x13 example they leave 434 of 709 elements open, and the
// search on its transpose peaks at 462,020 states a level (15.9
// million in all); without them it passed 1.1 million states a level.
// NoDeduce builds without them.
//
// # Check
//
// The first rule broken (a *CheckError naming it: rules.go, whose
// PZPRCodes maps pzprjs's codes to the names), in pzprjs's order, with
// cells (r, c) from 0:
// the loop branches, crosses itself, a clue cell is shaded or entered by
// the loop (pzprjs's player allows neither, its checker does not look),
// the loop passes through a shaded cell, two shaded cells touch, the
// loop ends, an arrow's count is wrong, the line is more than one loop,
// a cell is neither shaded nor on the loop, (outside) a shaded cell is
// inside the loop, a number has no arrow.
//
// # Designer's tools
//
// The answer determines every arrow's count, so the genre has a
// puzzles.Hinter: for a solution S, hints(p, S) is the family of sets of
// p's arrow cells (clue cells with a direction) such that the board
// whose arrows on the set show S's counts, in p's directions, and whose
// other clue cells show no number has S as its only solution;
// minimal/minimum follow, and instance(p, S, H) is that puzzle. It is
// built as Masyu's: the solving spec with a variable per arrow cell
// (its count holds when taken) and "differs from S", projected on those
// variables and subtracted from their power set. Where the clue cells
// stand is the board, not a hint. No Grader: a difficulty order would
// need the genre's own human deduction steps.
//
// # SAT
//
// sat.go: variable v+1 is element v; clue cells empty; a shaded cell
// has no edge and no shaded neighbour; any other cell exactly two edges
// (clauses over its up to four edges and its shading); each arrow a
// sequential counter, exactly its count; outside, a parity variable per
// cell (the XOR of the edges down to its left in its row) false under a
// shaded cell; several loops are cut as they appear ("a cell of this
// piece is shaded, or a cell of the largest is, or an edge leaving this
// piece is in"). Methods "sat" (cadical) and "sat-minisat".
//
// # Oracles
//
// Brute force (every shading, then every choice of edges with two per
// loop cell, filtered by Check) equals the ZDD on 600 random boards up
// to 4x4, 2x6 and 5x3, with and without outside and deductions; the
// SAT method lists the ZDD's solutions on 30 random boards up to 5x5;
// hint families equal brute force over every subset of the arrow cells
// on 40 boards; pzprjs's sample (5/5/m32j10) has one solution, which
// Check accepts; Check agrees with pzprjs's failcheck cases, first rule
// included (puzzles/all), and pzprjs's judge with Check on 600 random
// answers written as files; 300 random boards' files read back with
// their answers; the 14 real puzzles
// of testdata/puzzles.txt are unique and checked, and SAT confirms
// the ones up to 10x10.
package yajilin
