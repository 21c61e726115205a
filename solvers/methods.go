package solvers

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
	"github.com/zqlang/zq/solvers/run"
)

// Methods are the names of the external methods, as the language's
// method: option takes them: "ip" (cbc), "ip-glpk" (glpsol), "sat"
// (cadical) and "sat-minisat".
var Methods = []string{"ip", "ip-glpk", "sat", "sat-minisat"}

// ByMethod runs the model that method names: ip with the MIP solver it
// names, or sat with the SAT solver. A missing solver program is
// reported in the user's terms (run.ForMethod).
func ByMethod(method string, ip func(lp.MIP) error, sat func(cnf.SAT) error) error {
	var err error
	switch method {
	case "ip":
		err = ip(lp.CBC)
	case "ip-glpk":
		err = ip(lp.GLPK)
	case "sat":
		err = sat(cnf.Cadical)
	case "sat-minisat":
		err = sat(cnf.Minisat)
	default:
		return fmt.Errorf("no method %q (methods: %s)", method, strings.Join(Methods, ", "))
	}
	return run.ForMethod(method, err)
}
