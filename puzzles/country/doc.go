// Package country is the Country Road genre of zq: draw one loop
// through the centres of cells that visits every room exactly once
// (enters it and leaves it once), passes through as many cells of a
// numbered room as its number, and leaves no two cells off the loop
// side by side across a room's border.
//
// # Reading and writing
//
// puzz.link URLs of type country (http or https, puzz.link/p? or
// pzv.jp/p.html?, _edit/_play, a trailing slash, the query alone), read
// as pzprjs reads them: the rooms' borders (package pzpr's Border, the
// rooms numbered by their first cell in row-major order, as pzprjs
// numbers them), then one Number16 value per room (pzprjs's
// decodeRoomNumber16), written on the room's top cell. The flag "e"
// before the size lets rooms go unvisited (the property empty). A number
// 0 counts nothing, as pzprjs's checker has it (its bkLineNe test passes
// any number <= 0). The text grid is one row per line, a token per cell
// separated by spaces: the cell's room label (letters; touching cells
// with the same label are one room), then optionally the room's number
// or '?' ("a2 a b"); at most one number per room. [Puzzle.URL] writes
// the URL back exactly (each data-set URL round-trips to itself).
//
// # pzprv3 files
//
// pzprv3 files of type country, as puzz.link saves them, are read
// (pzprv3.go) in their three versions: pzprv3.1 and pzprv3.2 start with
// a line of flags ("country_empty": the property empty); pzprv3 and
// pzprv3.1 give the rooms as their count and rows of room ids (touching
// cells with the same id are one room), pzprv3.2 as the borders (rows
// of 1 and 0 between horizontal neighbours, then vertical ones). Then
// the rows of numbers ('.', '-' a number not given; a room's number on
// any of its cells, two different numbers in a room refused), then the
// answer: the lines between horizontal neighbours, then vertical ones
// (1 a line, 0 none, -1 a cross, read as none), then rows of cell marks
// (read and ignored). A file that ends after the numbers has no answer.
// zq writes version pzprv3 (pzprv3.1 with the flag when rooms may go
// unvisited): the rooms by ids, each number on its room's first cell,
// the lines and marks of 0. The splitter of package puzzles reads
// versions pzprv3 and pzprv3.1 only, so a pzprv3.2 file, the version
// puzz.link saves now, is not read yet through puzzle(text) or load.
// Every pzprjs failcheck case is read as pzprjs reads it.
//
// # Elements
//
// The edges of grid(R, C), the grid of cell centres (puzzles.Edges), so
// solutions(p) <= cycles(grid(R, C)) holds in the language. A 1x1
// board has no edge; its only candidate, the empty loop, is a solution
// when rooms may go unvisited (and its number is none or 0).
//
// # The construction
//
// spec.go: a frontier-based search over the edges in graph.Grid's order
// (per cell row-major, right then down), Masyu's mate bytes per column
// slot (no edge, two edges, the slot of the path's other end) plus a
// flag "the cell above is off the loop and in another room"; cells
// complete in row-major order, a complete cell has 0 or 2 edges. Rooms
// are counted in registers: a room is open from the first edge at one
// of its cells to the completion of its last cell, and the open rooms of
// each step hold two bytes each, in the order of their numbers (the
// mapping between steps is computed once): the room's cells on the loop
// so far (for a room without a number only whether it has one) and the
// loop's edges across its border so far, refused beyond two. A room's
// count is refused as soon as it passes its number or can no longer
// reach it with the room's cells still to complete; at its last cell it
// must equal the number and (unless empty) be positive. The head holds
// "the loop is closed" and "the cell completed last is off the loop, in
// another room than the next". No deductions: the spec alone builds the
// data set's 20x15 board in about a second (peak 106,548 states), the
// others in milliseconds. unique counts with the same spec without
// building the diagram.
//
// # Check
//
// The first rule broken (a *CheckError naming it: rules.go, whose
// PZPRCodes maps pzprjs's codes to the names), in pzprjs's order, cells
// (r, c) from 0: the
// loop branches, crosses itself, enters a room more than once, a
// numbered room has another count, the loop misses a room (unless
// empty), two cells off the loop touch across a border, the loop ends,
// the line is more than one loop.
//
// # Designer's tools
//
// The loop determines every room's count, so the genre has a
// puzzles.Hinter over the rooms' top cells: hints(p, L) is the family of
// sets of rooms (their top cells; by default every room L visits, since
// a 0 counts nothing) whose counts taken from L leave L the only
// solution of the board without other numbers; minimal/minimum follow
// and instance(p, L, H) is that puzzle. Built as Masyu's: the solving
// spec with a variable per candidate room, just before the room opens
// (its number counts when taken), and "differs from L", projected on
// those variables and subtracted from their power set. No Grader.
//
// # SAT
//
// sat.go: variable e+1 is edge e, then a variable per cell "on the
// loop" (the OR of its edges); every cell 0 or 2 edges; the edges across
// each room's border at most two and each numbered room's cells on the
// loop exactly its number (sequential counters); unless empty, each
// room has a cell on the loop; two cells across a border not both off
// it; several loops are cut as they appear. Methods "sat" (cadical) and
// "sat-minisat".
//
// # Oracles
//
// Every loop of the grid (depth-first search) and the empty set,
// filtered by Check, equal the ZDD on 500 random boards up to 4x4, 2x6
// and 5x3; SAT lists the ZDD's solutions on 40 random boards up to 5x5;
// hint families equal brute force over every set of visited rooms on 40
// boards; pzprjs's sample (5/5/amda0uf02h12h) has one solution, which
// Check accepts; Check agrees with pzprjs's failcheck cases, first rule
// included (puzzles/all), and pzprjs's judge with Check on 600 random
// answers written as files (one row or column among them); 300 random
// boards' files read back with their loops; the 5 real puzzles of
// testdata/puzzles.txt are unique, checked and confirmed by SAT.
package country
