// Package all wires every puzzle genre of zq in: importing it registers
// each genre below with package puzzles (puzzles.Linked names them). A
// new genre adds its import here and its name to puzzles.Linked.
package all

import (
	// Each genre registers itself from its package's init.
	_ "github.com/zqlang/zq/puzzles/country"
	_ "github.com/zqlang/zq/puzzles/dbchoco"
	_ "github.com/zqlang/zq/puzzles/firefly"
	_ "github.com/zqlang/zq/puzzles/hashi"
	_ "github.com/zqlang/zq/puzzles/heyawake"
	_ "github.com/zqlang/zq/puzzles/hitori"
	_ "github.com/zqlang/zq/puzzles/kurodoko"
	_ "github.com/zqlang/zq/puzzles/lightup"
	_ "github.com/zqlang/zq/puzzles/lits"
	_ "github.com/zqlang/zq/puzzles/masyu"
	_ "github.com/zqlang/zq/puzzles/norinori"
	_ "github.com/zqlang/zq/puzzles/numberlink"
	_ "github.com/zqlang/zq/puzzles/nurikabe"
	_ "github.com/zqlang/zq/puzzles/nurimaze"
	_ "github.com/zqlang/zq/puzzles/nurimisaki"
	_ "github.com/zqlang/zq/puzzles/sashigane"
	_ "github.com/zqlang/zq/puzzles/shakashaka"
	_ "github.com/zqlang/zq/puzzles/shikaku"
	_ "github.com/zqlang/zq/puzzles/slitherlink"
	_ "github.com/zqlang/zq/puzzles/sudoku"
	_ "github.com/zqlang/zq/puzzles/tapa"
	_ "github.com/zqlang/zq/puzzles/yajilin"
)
