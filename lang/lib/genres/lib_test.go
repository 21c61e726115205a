package genres_test

// The tests of this package run scripts that call builtins of the whole
// library: importing it links it into the test binary.
import _ "github.com/zqlang/zq/lang/lib/all"
