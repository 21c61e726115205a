package genres

import "github.com/zqlang/zq/lang"

// fam is a parameter n taking a family.
func fam(n string) lang.Param { return lang.Param{Name: n, Kind: "family"} }
