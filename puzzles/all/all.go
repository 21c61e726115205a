// Package all wires every puzzle genre of zq in: importing it registers
// Slitherlink, Numberlink and Sudoku with package puzzles. A new genre
// adds its import here.
package all

import (
	// Each genre registers itself from its package's init.
	_ "zq/puzzles/numberlink"
	_ "zq/puzzles/slitherlink"
	_ "zq/puzzles/sudoku"
)
