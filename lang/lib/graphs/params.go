package graphs

import "github.com/zqlang/zq/lang"

// fam is a parameter n taking a family.
func fam(n string) lang.Param { return lang.Param{Name: n, Kind: "family"} }

// intParam is a parameter n taking an integer.
func intParam(n string) lang.Param { return lang.Param{Name: n, Kind: "integer"} }

// graphParam is a parameter n taking a graph.
func graphParam(n string) lang.Param { return lang.Param{Name: n, Kind: "graph"} }
