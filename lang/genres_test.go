package lang

// The tests run with every puzzle genre registered, as the command does.
import _ "github.com/zqlang/zq/puzzles/all"
