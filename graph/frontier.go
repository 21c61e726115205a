package graph

// Step describes what happens to the frontier when edge i (variable i)
// is decided in a top-down construction over the edge order of a graph.
//
// A vertex enters the frontier at its first edge and leaves it after
// its last edge. While on the frontier it holds a slot, a small index
// in 0..Width-1 that stays fixed for as long as the vertex is there;
// slots of vertices that left are reused by vertices entering later.
type Step struct {
	// U and V are the endpoints of the edge; SU and SV their slots.
	U, V, SU, SV int
	// Enter lists the vertices whose first edge this is (entering before
	// the edge is decided); Leave those whose last edge it is (leaving
	// after it is decided).
	Enter, Leave []int
	// Active lists the slots in use while the edge is decided (after the
	// entering vertices took theirs), in increasing order.
	Active []int
	// Pending is the number of vertices with an edge that have not yet
	// entered the frontier after this step (their first edge comes later).
	Pending int
}

// Frontier is the plan of a top-down construction over the edges of a
// graph in their order.
type Frontier struct {
	// Width is the number of slots: the largest frontier.
	Width int
	// Steps has one entry per edge.
	Steps []Step
	// Slot gives, for each vertex, the slot it holds while on the
	// frontier (-1 for a vertex without edges).
	Slot []int
	// First and Last give each vertex's first and last edge (-1 if it has
	// none).
	First, Last []int
}

// Frontier computes the frontier plan of g for its edge order.
func (g *Graph) Frontier() *Frontier {
	n, m := g.N(), g.M()
	f := &Frontier{
		Steps: make([]Step, m),
		Slot:  make([]int, n),
		First: make([]int, n),
		Last:  make([]int, n),
	}
	for v := 0; v < n; v++ {
		f.First[v], f.Last[v], f.Slot[v] = -1, -1, -1
	}
	for i, e := range g.edges {
		for _, x := range [2]int{e.U, e.V} {
			if f.First[x] < 0 {
				f.First[x] = i
			}
			f.Last[x] = i
		}
	}
	pending := 0
	for v := 0; v < n; v++ {
		if f.First[v] >= 0 {
			pending++
		}
	}
	var used []bool
	for i, e := range g.edges {
		st := &f.Steps[i]
		st.U, st.V = e.U, e.V
		for _, x := range [2]int{e.U, e.V} {
			if f.First[x] == i && f.Slot[x] < 0 {
				s := 0
				for s < len(used) && used[s] {
					s++
				}
				if s == len(used) {
					used = append(used, false)
				}
				used[s] = true
				f.Slot[x] = s
				st.Enter = append(st.Enter, x)
				pending--
			}
		}
		st.SU, st.SV = f.Slot[e.U], f.Slot[e.V]
		for s, u := range used {
			if u {
				st.Active = append(st.Active, s)
			}
		}
		st.Pending = pending
		for _, x := range [2]int{e.U, e.V} {
			if f.Last[x] == i && (x == e.U || e.U != e.V) {
				st.Leave = append(st.Leave, x)
				used[f.Slot[x]] = false
			}
		}
	}
	f.Width = len(used)
	return f
}

// FrontierWidth returns the largest frontier over the edge order.
func (g *Graph) FrontierWidth() int { return g.Frontier().Width }
