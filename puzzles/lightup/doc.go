// Package lightup is the Light Up (Akari, "bijutsukan") genre of zq:
// put lamps on white cells so that every white cell is lit (a lamp
// lights its own cell and the white cells in line with it up to a black
// cell or the edge), no lamp lights another, and each numbered black
// cell has exactly that many lamps on the four cells beside it.
//
// # Reading and writing
//
// lightup(text) reads
//   - the board, one row per line, a character per cell and no spaces
//     between cells: '.' (or '-', '_') white, '#' (or 'B', 'X') black,
//     0..4 a black cell with that number; blank lines and lines starting
//     with "# " or "//" are comments;
//   - a puzz.link or pzv.jp URL of type lightup or akari (also the query
//     alone, "lightup/6/6/nekcakbl"): the black cells in pzprjs's 4-cell
//     encoding (a digit 0..4 a number, '5'..'9' and 'a'..'e' a number and
//     one or two white cells after it, '.' a black cell without a number,
//     'g'..'z' 1..20 white cells), read through package pzpr, whose
//     FourCell reader and writer Light Up uses as they are; what follows
//     the board is ignored, as pzprjs ignores it;
//   - a game ID of Simon Tatham's Light Up, "WxH:DESC" (the parameters
//     may carry the generator's b, s, d settings, "10x10b20s1d2:DESC"):
//     DESC gives the cells row-major, a..z a run of 1..26 white cells, 'B'
//     a black cell, 0..4 a numbered black cell.
//
// URL writes the puzz.link URL (type lightup), GameID the game ID, and
// String the board. Errors are *puzzles.ParseError with the line and
// column of the text and the cell (r, c), counted from 0; a URL's
// errors name the character of the URL.
//
// # pzprv3 files
//
// A file as puzz.link's editor saves it (type lightup or akari;
// puzzles.Parse and load read it, in the file form or the one-line form
// with '/' between the fields) is read with its answer: one row of
// cells a line, each a black cell's number 0..4, '-' a black cell
// without one, '#' a lamp, '+' (a dot) or '.' a white cell. Board and
// answer share the rows, so the answer (the language's answer(p)) is
// the lamps, and the file has one when some cell is marked '#' or '+'.
// The grid of numbers marked done that pzprjs may write after the rows
// is read (checked) and ignored; a pzprv3.1 file is refused. PZPRV3
// writes the rows: the black cells, and with an answer its lamps '#'
// and the other white cells '+'. Bad files are errors naming the line,
// column and cell; no rule is read differently from pzprjs (every
// failcheck case agrees).
//
// # Elements and the construction
//
// The solutions are sets of cells holding lamps, puzzles.Cells(R, C)
// (cell (r, c) is r*C+c), the language's own universe. Their ZDD is
// built top-down (spec.go) over the cells in row-major order, a
// variable per white cell; a board wider than tall is built on its
// transpose, whose rows are shorter, and renamed back. The state holds
// one byte per column for the column's current segment (from the last
// black cell above): free, lit by a lamp (no other lamp may come), or a
// dark cell waiting for a lamp below; for the cells of the current row
// a fourth value, dark so far, which a lamp further right in the row
// segment lights and which turns into "waiting below" when the segment
// ends. A byte says whether the current row segment has a lamp, and a
// counter per numbered cell between its first and last white neighbour
// (all within C cells of it, so slot k mod 2C+1 is its own) holds the
// lamps it still misses; it refuses a lamp past the number and a count
// that the neighbours still to come cannot reach. A black cell (or the
// end) refuses a column segment with a cell still waiting.
//
// # Deductions
//
// Before the build, rules that follow from the puzzle fix cells: a lamp
// closes the cells it sees; a number with its lamps closes its other
// neighbours, and one that needs every open neighbour takes them; a
// dark cell with one place left that could light it takes a lamp there.
// Then probing tries each open cell both ways under these rules and
// fixes it when one way meets a contradiction, until no trial fixes a
// cell. The family is the same without them (Options NoDeduce, NoProbe;
// the brute-force test runs all three). Probing fixes every cell of
// the real puzzles of testdata/puzzles.txt and of all 69 generated ones,
// so the build is a chain (on 2,335 real puzzles tried while this
// package was written, it left 9 boards of 9x9 to 12x12 with 37 to 98
// cells open, where the frontier search took 283 to 9,295 states). The rules alone leave up
// to 330 open cells on the data set's boards (a 50x50 then takes 1.7
// million states, peak 121,000 on a level), and with the rules alone the
// frontier search did not finish 10 of the real puzzles (a 17x17 and a
// 24x24 among them, up to 100x100) within 10 s each: probing is what
// makes hard boards cheap. Unique counts with
// the same spec without building the diagram.
//
// # Check
//
// Check names the first rule broken in pzprjs's order, with places
// counted from 0: "the lamps at (0, 0) and (0, 3) see each other", "the
// black cell at (1, 2) has 3 lamps beside it, its number is 4", "the
// white cell at (5, 0) is not lit" (and a lamp on a black cell, a cell
// off the board, a lamp given twice). The error of a broken rule names
// it for puzzles.RuleOf (puzzles.Ruled): lamp-sees-lamp, number-count,
// cell-dark (the names PZPRCodes gives pzprjs's codes akariDup,
// nmAkariNe and ceDark) and lamp-on-black (no pzprjs file has it).
//
// # SAT
//
// Methods sat (cadical) and sat-minisat, through puzzles.Solvers: two
// white cells that see each other are not both lamps, each white cell
// is a lamp or sees one, and each number forbids every assignment of
// its (at most four) white neighbours with another count. No cuts are
// needed. A found solution is excluded by "not all of these lamps":
// solutions never contain one another (a lamp added to a solution sees
// a lamp that lit its cell).
//
// # Designer's tools
//
// The answer determines the clues (each black cell's number is the
// count of lamps beside it), so Light Up has a puzzles.Hinter: hints(p,
// S) is the family of sets of black cells whose numbers, taken from S,
// leave S the only solution when the other black cells show no number;
// minimal and minimum give the smallest ones and instance(p, S, H) the
// puzzle. The black cells themselves are the board, never hidden. The
// bad hint sets come from the solving spec on the board without numbers
// with one more variable per black cell, decided at the cell's place in
// the order: taken, the cell counts its lamps as a number equal to S's
// (the lamps of the cells above and to its left counted up before it, the
// rest counted down after it); a flag records that the lamps differ from
// S's. Projected on the black cells this is every subset of an agreement
// set of some other solution; the hint sets are the rest of the power
// set. The blank board of a large puzzle has very many solutions, so
// this is for small boards. No Grader: a difficulty order would need the
// genre's own deduction steps graded (Simon Tatham grades easy and
// tricky puzzles by his solver's), which the package does not have.
//
// # Oracles
//
// Tests compare the ZDD with every lamp set filtered by Check on random
// boards up to 4x4 (with and without deductions), the hint sets with
// brute force over every hint set of random boards, and SAT with the
// ZDD on random boards up to 6x6. pzprjs's rule verdicts (its judge from
// the shared tools) agree with Check on every failcheck case of its test
// script (puzzles/all) and on 533 random answers written as files, rule
// by rule through PZPRCodes; files written and read back on random
// boards; its sample puzzle
// counts 1 and its solution is judged complete. Data:
// testdata/puzzles.txt holds real puzz.link puzzles found in public
// repositories and pzprjs's sample (no copies of puzzle collections),
// each counted 1 and checked; testdata/sgt_lightup.txt
// 69 puzzles of sgt-lightup --generate (7x7 to 50x50, easy and tricky,
// with their parameters and seeds), each unique, confirmed by SAT on a
// spread of them.
package lightup
