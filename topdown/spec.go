// Package topdown builds ZDDs top-down by frontier-based search: a Spec
// describes a family as a state machine deciding variables 0, 1, 2, ...
// in turn, and the builder merges equal states level by level (the
// "getnode" of Simpath-style construction) before reducing the result
// into a canonical ZDD of a zdd.Manager.
//
// Build expands the states level by level, breadth first, and then
// reduces the diagram bottom-up into the manager; a level's states are
// freed once its children are known. Each child is inserted into its
// level as soon as it is made, its table slot prefetched a few children
// ahead. With several workers the children are made (the spec's calls
// and the hashes) a batch of parents at a time by any worker, and
// inserted in two lanes, the children of the next level and those of
// later levels, each kept by one worker in the order of their parents;
// so the states, and the nodes made, are numbered the same for any
// number of workers. A state whose 1-child is
// Reject is replaced by its 0-child before it is stored, as zero
// suppression would remove it anyway. Count runs the same expansion as
// a dynamic program with exact counts and keeps no nodes.
package topdown

// Terminal codes returned by Spec.Root and Spec.Child in place of the
// next variable.
const (
	// Reject means no set is completed along this branch (the 0-terminal).
	Reject = -1
	// Accept means the decisions so far complete a set of the family
	// (the 1-terminal); every variable not yet decided is left out.
	Accept = -2
)

// Spec describes a family of sets over variables 0..Vars()-1 top-down.
//
// A state is a fixed-size byte slice of StateSize() bytes. Two states
// are merged when their bytes are equal, so a Spec must keep every byte
// of its state canonical (no garbage in unused bytes): states that
// describe the same remaining subfamily should be byte-equal, and
// byte-equal states must describe the same remaining subfamily.
//
// Root and Child must not keep or share the slices they are given and
// must be safe to call from several goroutines at once on different
// slices.
type Spec interface {
	// StateSize is the number of bytes in a state (it may be 0).
	StateSize() int
	// Vars is the number of variables.
	Vars() int
	// Root writes the root state into state and returns the first
	// variable to decide, or Accept or Reject.
	Root(state []byte) int
	// Child updates state, which is the state at variable v, for taking
	// (take = true) or leaving out v, and returns the next variable to
	// decide (greater than v), or Accept or Reject. Variables skipped
	// over are left out of every set below.
	Child(state []byte, v int, take bool) int
}

// TakeRejecter may be implemented by a Spec to spare the builder work:
// before it stores a state at variable v, the builder must know whether
// taking v is rejected (such a node would be removed by zero
// suppression), which otherwise costs a copy of the state and a call of
// Child.
type TakeRejecter interface {
	// TakeRejects reports whether Child(state, v, true) would return
	// Reject (exactly: the builder trusts it), without changing state.
	TakeRejects(state []byte, v int) bool
}

// Forwarder may be implemented by a Spec that is also a TakeRejecter,
// to make a child and forward it in one call, which spares the builder
// a call per variable skipped and lets the spec keep what it has just
// read of the state.
type Forwarder interface {
	// ChildForward is Child(state, v, take) followed, while the result
	// r is a variable whose take TakeRejects, by Child(state, r, false);
	// it returns the last result.
	ChildForward(state []byte, v int, take bool) int
}

// BatchForwarder may be implemented by a Forwarder to make the
// children of many states of a level in one call, which spares the
// builder a call per child.
type BatchForwarder interface {
	// ChildrenForward makes the two children of each state of src (of
	// level v, one after the other, StateSize bytes each): state k's
	// 0-child and 1-child, as ChildForward makes them, go to states 2k
	// and 2k+1 of dst, and ChildForward's results to res[2k] and
	// res[2k+1]. dst and res are at least twice as long as needed.
	ChildrenForward(src, dst []byte, res []int32, v int)
}
