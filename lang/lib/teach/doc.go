// Package teach holds the builtins that show how the diagrams work:
// levels and diagram draw a family's ZDD, frontier watches the
// frontier-based search build a graph family state by state. It
// registers them with package lang when it is imported; lang/lib/all
// imports it. WithFrontierTrace lets a host (the playground) record
// what frontier prints as data.
package teach
