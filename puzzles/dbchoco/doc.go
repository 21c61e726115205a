// Package dbchoco is the Double Choco genre of zq: the board's cells are
// white or grey (given); divide the board into regions, each made of a
// connected white half and a connected grey half of the same shape
// (rotations and reflections allowed), so of the same size; a number is
// the size of the half holding it ('?' any size). A region may hold any
// number of numbers.
//
// # Reading and writing
//
// dbchoco(text) reads
//   - the board, one row per line: a character per cell ('.' white, 'x'
//     grey, a digit 1..9 or '?' a white cell with a number), or, when a
//     line has spaces inside, whitespace-separated tokens: '.', 'x', a
//     number or '?', with 'x' before a grey cell's number ("x3", "x?");
//     lines starting with '#' are comments;
//   - a puzz.link or pzv.jp URL of type dbchoco: as pzprjs's decodeIce
//     then decodeNumber16 read it, the grey cells as binary flags five to
//     a base-32 character, then the numbers in the Number16 encoding
//     (both read and written by package pzpr; '.' is '?'); a 0, which
//     pzprjs reads and then passes over in its checks, is refused; what
//     follows the board is ignored.
//
// URL writes the puzz.link URL and String the board (a one-column board
// with a token of two characters, whose lines would read as a character
// per cell, as its URL). Errors are *puzzles.ParseError with the line
// and column of the text and the cell (r, c), counted from 0; a URL's
// errors name its character.
//
// # pzprv3 files
//
// ReadPZPRV3 reads puzz.link's files of type "dbchoco" (the file form or
// the one-line form): R rows of cells, each '-' before a grey cell's
// content, then '.' (or nothing, for a grey cell: "-") no number, 0 a
// number not given, a number 1..MaxNumber; then the answer, the borders
// (package pzprborder): between horizontal neighbours (R rows of C-1
// items; a one-column board's rows are empty lines), then between
// vertical neighbours (R-1 rows of C), 1 or 2 (a border with a mark) a
// border, 0 none, -1 a mark of no border (read as none). A file that ends
// after the cells has no answer (a 1x1 board's answer, one empty line,
// reads so too); a pzprv3.1 file is refused. PZPRV3 writes the cells as
// pzprjs does ("-", "-N", "-0", '.', N, 0), with a set its borders as 1
// and 0. pzprjs's checker reads the failcheck cases as Check does: its
// six cases of a wrong answer each name the rule PZPRCodes maps their
// code to, and its solution is ok; the one reading that differs (a
// border cutting a ring-shaped region through, below) is in none of
// them.
//
// # Elements and the construction
//
// The solutions are sets of borders: edges of grid(R, C), the graph of
// the cells (graph.Grid order: per cell, right then down), an edge taken
// when a border separates its two cells, as pzprjs's answer is its
// border lines.
//
// The regions that can be used are listed first (Regions): for each of
// the eight isometries of the lattice and each translation, the white
// cells whose image is a grey cell of the board are the candidates, and
// every connected set P of them (enumerated once each from its first
// cell, growing by an extension list with excluded cells) whose image Q
// touches P is a region P ∪ Q; numbers prune the growth (the numbers in
// P and Q must agree and P may not outgrow them), and each region is
// kept once (a symmetric half is found under several isometries). The
// division is an exact cover of the cells by these regions; Solutions
// builds the family of covers with package exactcover (Dancing Links
// branching on the cell with fewest regions, memoised on the cells left)
// and maps each cover to its borders (a node of region v becomes the
// union of its 0-branch and its 1-branch joined with v's borders; one to
// one, as a division is its borders). Options.TopDown builds the covers
// instead by a frontier-based spec (topdown.go): the regions ordered by
// their first cell, the state the covered cells of a window as long as
// the longest region's reach, a cell passed uncovered refused. Both give
// the same family (tests); on the real puzzles of testdata Dancing Links
// entered 8 to 4,907 search nodes where the top-down build made 18 to
// 107,459 states (peak 34,776 on a level, a 10x10 board), so Dancing
// Links is the default. A frontier search over the borders themselves
// would have to carry the shapes of both open halves in its state, which
// the candidate regions avoid. A build without the list (the regions
// holding the first free cell enumerated in each state, memoised on the
// free cells) was measured as well: 20 to 107,536 states on the same
// puzzles, no better on the sparse one below, so it was not kept.
// Unique runs Dancing Links to the second
// cover. No deductions beyond the numbers' pruning are run.
//
// The list of regions grows fast with large areas free of numbers: on
// boards with few numbers it can take long (the context interrupts it;
// one 12x12 puzzle found in a public repository did not finish within
// 20 seconds and is not in testdata).
//
// # Check
//
// Check names the first rule broken in pzprjs's order, with places
// counted from 0. A region is a class of cells joined without crossing a
// border, a half a class of cells of one colour joined so. The rules:
// "the region of (0, 0) is all grey: it has one half" (bkSubLt2), "the
// number 2 at (0, 0) is larger than its half's size 1" (bkSizeLt), "the
// region of (0, 0) has 3 halves" (bkSubGt2), "the region of (0, 0) has
// halves of different shapes (2 and 4 cells)" (bkDifferentShape), "the
// number 1 at (0, 0) is smaller than its half's size 2" (bkSizeGt), "the
// border (0, 0)-(0, 1) ends inside the region of (0, 0)" (bdDeadEnd).
// The last is a border with the same region on both sides; pzprjs looks
// for a border line with a loose end, which is the same for every
// border set but one that cuts a ring-shaped region through without
// splitting it (both ends on other borders), which pzprjs would let
// pass and Check refuses, so that solutions are divisions. The error is
// a *puzzles.RuleError whose Rule is one of the Rule constants, by
// pzprjs's code in PZPRCodes: "region-one-colour" (bkSubLt2),
// "half-too-small" (bkSizeLt), "region-halves" (bkSubGt2),
// "halves-differ" (bkDifferentShape), "half-too-large" (bkSizeGt),
// "border-dead-end" (bdDeadEnd); "off-board" and "element-repeated" for
// a set that is no set of borders.
//
// # SAT
//
// Methods sat (cadical) and sat-minisat, through puzzles.Solvers, over
// the same regions: each cell is in exactly one chosen region (at least
// one, and at most one by a sequential counter). A cover found is
// excluded by "not all of these regions" (two divisions never contain
// one another) and given back as its borders.
//
// # Designer's tools
//
// The answer determines the numbers (a cell's number is the size of its
// half), so Double Choco has a puzzles.Hinter: hints(p, S) is the family
// of cell sets H such that S is the only solution when the cells of H
// show their halves' sizes in S (the colours stay, p's numbers are
// dropped); instance(p, S, H) is that puzzle and CheckForm asks that S
// solve the board without its numbers. Every other division T of the
// numberless board agrees with S on the cells whose halves have the
// same size in both, and H fails exactly when it lies within such an
// agreement set, so the hint sets are the subsets of the candidate cells
// contained in none (zdd NonSub of the power set and the agreement sets,
// built from the covers of the numberless board less S's cover). The
// covers of the numberless board grow fast, so this is for small boards.
// No Grader: no difficulty order of the genre's own deductions is
// written.
//
// # Oracles
//
// Tests compare the ZDD (both builds) with every border set filtered by
// Check on random boards up to 17 edges (planted regions and plain
// random colourings), the hint sets with brute force over every cell set
// of planted boards up to 12 cells (each instance counted), and SAT with
// the ZDD on random planted boards up to 5x5. pzprjs's rule verdicts
// (its judge from the shared tools) agree with Check on every failcheck
// case of its test script (puzzles/all) and on 218 random answers
// (solutions, a border more or less, random border sets; boards from
// 1x1 to 5x5) written by PZPRV3, rule by rule through PZPRCodes; its
// sample puzzle counts 1 and its solution is judged complete. pzprv3
// files round-trip on random boards (both forms), the reader is fuzzed
// from pzprjs's cases, and bad files are errors naming line, column and
// cell. testdata/puzzles.txt
// holds 15 real puzzles (pzprjs's sample and 14 found in public
// repositories, 5x6 to 16x16), each counted 1, checked and unique by
// Dancing Links.
package dbchoco
