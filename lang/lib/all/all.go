// Package all links the whole builtin library of the language into a
// program: import it for its side effects,
//
//	import _ "github.com/zqlang/zq/lang/lib/all"
//
// and every builtin of lang/lib/... is registered when the program
// starts. Package zq imports it, so every host of zq has the library; a
// program using package lang alone chooses its packages of builtins
// (or this one).
package all

import (
	_ "github.com/zqlang/zq/lang/lib/algebra" // counting, algebra, weights
	_ "github.com/zqlang/zq/lang/lib/files"   // show, save, open, write, dot, svg
	_ "github.com/zqlang/zq/lang/lib/genres"  // puzzles and exact cover
	_ "github.com/zqlang/zq/lang/lib/graphs"  // graphs and their families, probabilities
	_ "github.com/zqlang/zq/lang/lib/teach"   // diagrams and the frontier search
)
