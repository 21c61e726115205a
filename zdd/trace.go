package zdd

// Tracer sees the steps of the operations that run while it is set with
// SetTracer: each call that no terminal case answers (found in the
// operation cache or computed), each result computed, and each node
// created. It is meant for teaching and for small inputs: every step
// calls it.
type Tracer interface {
	// Call reports a call of operation op on a and b. For operations on
	// one family and an element (onset, offset, change, with), b is the
	// element's variable, not a node. hit tells that the cache held the
	// result r; otherwise Result follows once it is computed, after the
	// calls it makes.
	Call(op string, a, b Node, hit bool, r Node)
	// Result reports the result of a call that was not a hit.
	Result(op string, a, b, r Node)
	// NewNode reports a node created in the store: n = (v, lo, hi).
	NewNode(n Node, v uint32, lo, hi Node)
}

// SetTracer sets the tracer of the manager's operations; nil removes it.
func (m *Manager) SetTracer(t Tracer) { m.tracer = t }

// OpTakesVar reports whether the operation named op takes an element's
// variable as its second operand rather than a node.
func OpTakesVar(op string) bool {
	switch op {
	case "onset", "offset", "change", "with", "atmost", "atleast":
		return true
	}
	return false
}

var opNames = map[uint32]string{
	opUnion: "union", opIntersect: "intersect", opDiff: "diff", opSymDiff: "symdiff",
	opOnset: "onset", opOffset: "offset", opChange: "change", opWith: "with",
	opJoin: "join", opMeet: "meet", opQuotient: "quotient", opRestrict: "restrict",
	opPermit: "permit", opNonSup: "nonsup", opNonSub: "nonsub", opMinimal: "minimal",
	opMaximal: "maximal", opSubset: "subset", opAtMost: "atmost", opAtLeast: "atleast",
}

func opName(op uint32) string {
	if n, ok := opNames[op]; ok {
		return n
	}
	return "op"
}

func (m *Manager) traceCall(op uint32, a, b Node, hit bool, r Node) {
	m.tracer.Call(opName(op), a, b, hit, r)
}

func (m *Manager) traceResult(op uint32, a, b, r Node) {
	m.tracer.Result(opName(op), a, b, r)
}
