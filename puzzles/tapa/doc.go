// Package tapa is the Tapa genre of zq (puzz.link type "tapa"): shade
// cells so that the shaded cells are connected, no 2x2 block is shaded
// whole, clue cells stay unshaded, and each clue lists the lengths of
// the runs of shaded cells among its eight neighbours, in any order
// ('?' a run of any length). As pzprjs judges it, some cell must be
// shaded, and a lone '?' is also met by no shaded neighbour.
//
// # Reading and writing
//
// puzz.link URLs (tapa/COLS/ROWS/BODY, through package pzpr's split of
// the URL: http or https, puzz.link/p? or pzv.jp/p.html?, _edit/_play,
// data after the board ignored). The body is Tapa's own encoding,
// written unexported here (url.go): '0'..'8' one number, '9' the clue
// 1,1,1,1, '.' the clue '?', 'g'..'z' runs of cells without a clue,
// two base-36 characters for clues of two to four runs; as pzprjs
// reads it, any other character, or a two-character code out of range,
// is a cell without a clue. The plain board has one row per line, cells separated by
// spaces: '.', or a clue such as 3, 1,1,2, ?, 2,? ('-' is read as '?',
// as in pzprjs's files). URL() writes the URL, or says which clue the
// encoding cannot carry.
//
// # pzprv3 files
//
// A file as puzz.link's editor saves it (type tapa; puzzles.Parse and
// load read it, in the file form or the one-line form with '/' between
// the fields) is read with its answer: one row of cells a line, each a
// clue (numbers joined by commas, '-' a run of unknown length), '#'
// shaded, '+' (a dot) or '.'. Clues and answer share the rows, so the
// answer (the language's answer(p)) is the shaded cells, and the file
// has one when some cell is marked '#' or '+'. The auxiliary lines
// pzprjs lets a solver draw after the rows are read (checked) and
// ignored; a pzprv3.1 file is refused. PZPRV3 writes the rows: the
// clues, and with an answer its shaded cells '#' and the other cells
// '+'. Bad files are errors naming the line, column and cell; no rule
// is read differently from pzprjs (every failcheck case agrees).
//
// # Solutions
//
// The elements are the cells, puzzles.Cells(R, C), taken when shaded.
// The ZDD is built top-down (spec.go) over the cells row by row; a
// board wider than tall is built on its transpose and renamed. The
// state is the frontier row's component labels of the shaded cells, one
// byte for the 2x2 rule, a flag once the only component has closed,
// and each open clue as the state of an automaton over its free
// neighbours in the order they are decided, minimised level by level
// (prefixes with the same completions share a state), so a clue costs a
// byte and a branch that breaks it dies at the cell that breaks it.
//
// # Deductions
//
// Before the build (deduce.go): each clue keeps the shadings of its
// neighbours that meet it and agree with the known cells and fixes the
// cells they agree on; three shaded cells of a 2x2 block unshade the
// fourth; cells no path of not-unshaded cells joins to a shaded cell
// are unshaded; probing tries each open cell both ways. Options.NoDeduce
// builds without them (the brute-force test runs both).
//
// # Check
//
// Check names the first rule broken in pzprjs's order, as an error
// whose name puzzles.RuleOf gives (puzzles.Ruled): "the clue cell
// (0, 0) is shaded" (clue-shaded), "no cell is shaded" (shaded-none),
// "the 2x2 block at (1, 2) is shaded" (shaded-2x2), "the clue 3,1 at
// (3, 0) sees the runs 2,1" (clue-runs), "the shaded cells are not
// connected: (4, 4) cannot reach (0, 1)" (shaded-divided). PZPRCodes
// maps pzprjs's codes to these names (brNoShade, cs2x2, ceTapaNe,
// csDivide); a pzprjs file cannot shade a clue cell, so clue-shaded has
// no code.
//
// # SAT
//
// Methods "sat" and "sat-minisat": clue cells unshaded, one clause per
// shading of a clue's neighbours that does not meet it, no 2x2 block,
// some cell shaded; connectivity is cut lazily (for a component K and
// the largest one, a cell of either is unshaded or a cell around K is
// shaded); a found solution is excluded as a whole shading.
//
// # Designer's tools
//
// The answer determines the clues (a cell's clue is the runs of its
// shaded neighbours), so Tapa has a puzzles.Hinter: Hints(S) is the
// family of sets of cells S leaves unshaded whose clues, read off S,
// leave S the only solution; Instance writes that puzzle. It is built
// as masyu's is: the solving spec in hint mode, with a variable before
// each candidate cell taken when the cell shows its clue (the clue is
// followed from its first neighbour on, and once it cannot be met the
// variable is refused), the pairs (H, x != S) built, the cells
// quantified away, and the result subtracted from the power set. No
// Grader: a difficulty order needs Tapa's own deduction steps.
//
// # Oracles
//
// Brute force over every shading of boards up to 16 cells (random and
// planted clues, with and without deductions); SAT against the ZDD on
// random boards; pzprjs's failcheck cases (puzzles/all) and its verdicts
// on 300 random answers written as files, the rule named alike (judge,
// when /work/shared and node are there); files written and read back
// on random boards; hint
// sets against every subset on small boards; pzprjs's sample and the
// real puzzles of testdata/puzzles.txt, each counted 1 and checked.
package tapa
