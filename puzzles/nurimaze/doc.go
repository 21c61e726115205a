// Package nurimaze is the genre Nurimaze, pzprjs's "nurimaze": the
// board is cut into rooms; shade cells so that each room is all shaded
// or all unshaded, the unshaded cells are connected and make no cycle,
// and no 2x2 block is all shaded or all unshaded. S (start), G (goal),
// circles and triangles are unshaded; the path from S to G through the
// unshaded cells (one path, as they make a tree) passes every circle
// and no triangle.
//
// Reading: puzz.link URLs of type "nurimaze" (the rooms' borders, then
// the marks: '1' S, '2' G, '3' circle, '4' triangle, '5'-'9' and
// 'a'-'z' runs of empty cells; without an S or a G, pzprjs's places,
// the top left and bottom right cells), read with package pzpr's
// borders and this package's own reader and writer of the marks (an
// encoding pzpr lacks); and a text grid of two blocks: the rooms (a
// character per cell, the connected cells of one character a room), a
// blank line, the marks ('.', 'S', 'G', 'o', 't'). URL writes the URL
// back.
//
// pzprv3 files of type nurimaze, as puzz.link saves them, are read
// (pzprv3.go): the number of rooms and the rows of room ids (touching
// cells with the same id are one room), the rows of marks ('.', 's',
// 'g', 'o', 't'; without an 's' or a 'g', pzprjs's places; the start
// and the goal on one cell refused), then the answer: the rows of cells
// ('#' shaded, '+' and '.' unshaded), then, when the file has them, the
// route's auxiliary lines (read and ignored). A file that ends after
// the marks has no answer. zq writes the rooms by ids, the marks and
// the cells ('#', '.'), no lines. Every pzprjs failcheck case is read
// as pzprjs reads it.
//
// The elements are the cells (shaded). The construction (spec.go) is a
// frontier search over the cells row-major with two variables a cell,
// "on the route" and "shaded": in a tree of unshaded cells the route is
// exactly the set of unshaded cells where S and G have one route
// neighbour and every other route cell two, so each shading has at
// most one choice of route cells and projecting them away keeps the
// counts. The frontier keeps per column the last cell's colour (shaded,
// off the route, on it), its component label and its route
// neighbours, the cell up-left for the 2x2 rule, and the colour of each
// room partly decided. Deductions (deduce.go), before the search, over
// the rooms: marked rooms are unshaded; a room whose cells hold a
// cycle is shaded; two rooms touching along two edges are not both
// unshaded; the rooms a 2x2 block meets are not all of one colour; the
// unshaded rooms, joined where they touch, make a tree (a room
// touching one unshaded part twice is shaded, a room whose shading
// would cut the unshaded rooms apart is unshaded); the route must
// still reach S, G and every circle past the triangles through rooms
// not shaded (a cell whose removal would cut them apart is on the
// route, so its room is unshaded), and in the unshaded cells decided, the smallest subtree
// holding S, G and the circles of a part must be a path with S and G
// at its ends and no triangle. These rules are propagated, then each
// undecided room is probed both ways: a colour that meets a
// contradiction gives the room the other, a room both colours decide
// alike is decided. The search takes each room's colour found (its
// colour is not stored); in it, a cycle of unshaded cells is
// cut when it closes, a route cell when it retires without its
// neighbours, a 2x2 block at its last cell, the unshaded area when a
// component leaves the frontier while another is there.
//
// The SAT method (sat.go, "sat" and "sat-minisat"): a variable per
// cell shaded and per cell on the route; rooms of one colour, marked
// cells unshaded, circles, S and G on the route and triangles off it,
// no 2x2 block of one colour, route cells unshaded with one route
// neighbour (S, G) or two. Connectivity and acyclicity are lazy: a
// model whose unshaded cells fall apart yields a part that alone is a
// solution, or cuts each part (a cell of it shaded or a cell next to
// it unshaded); a model with a cycle of unshaded cells cuts that cycle.
// Solutions are excluded exactly (a superset of a solution's shaded
// cells may be one too).
//
// Check follows pzprjs's rules in pzprjs's order, named by pzprjs's
// codes (CheckError.Rule): bkMixed, objShaded, cuDivide, cs2x2, cu2x2,
// cuLoop, routeIgnoreCP, routePassDeadEnd; RuleName is zq's name of
// each, the one PZPRCodes maps the code to.
//
// Designer's tools: none. The clues are the rooms and the marks; an
// answer does not determine them (a room is a region of one colour,
// but the walls between rooms of one colour are free, and circles and
// triangles may be put on any route or off-route cell), so there is no
// hint set of an answer to build.
//
// Oracles (tests): brute force over every shading of random boards up
// to 3x4 against the ZDD's family (and the spec's count); the family
// after the deductions against the family without them on random and
// planted boards up to 6x6, every room they decide coloured so in each
// solution; pzprjs's
// sample counted 1 with pzprjs's own answer in the family; pzprjs's
// failcheck cases (puzzles/all), and pzprjs's judge on random
// shadings, solutions and near-solutions of random boards written as
// files, rule for rule; random boards' files read back with their
// shadings; the SAT
// method against the ZDD on random boards; real
// puzz.link puzzles (testdata/puzzles.txt) counted 1 and checked.
package nurimaze
