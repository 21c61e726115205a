package teach

import "github.com/zqlang/zq/lang"

// fam is a parameter n taking a family.
func fam(n string) lang.Param { return lang.Param{Name: n, Kind: "family"} }

// graphParam is a parameter n taking a graph.
func graphParam(n string) lang.Param { return lang.Param{Name: n, Kind: "graph"} }
