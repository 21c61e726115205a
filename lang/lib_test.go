package lang_test

// The tests of this package run scripts that call the whole builtin
// library, which registers itself with this package: importing it here
// links it into the test binary, for the tests of package lang too.
import _ "github.com/zqlang/zq/lang/lib/all"
