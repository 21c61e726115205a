// Package algebra holds the builtins of the family algebra: counting
// and reading families (count, size, sets, sample, rank, len, range,
// ...), the operations beyond the operators (pow, complement, project,
// minimal and the like, hitting, ...), and the weighted ones (weight,
// kbest, linear and the cost bounds). It registers them with package
// lang when it is imported; lang/lib/all imports it.
package algebra
