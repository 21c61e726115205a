// Package genres holds the builtins of puzzles: load, solutions,
// unique, hints, clues, check, url and the rest, the builtins of every
// genre registered with package github.com/zqlang/zq/puzzles (sudoku,
// slitherlink, ...; the genres register from packages of their own),
// and exactcover. It registers them with package lang when it is
// imported; lang/lib/all imports it.
//
// Show, SVG and Save are the puzzle cases of show, svg and save, for
// package lang/lib/files.
package genres
