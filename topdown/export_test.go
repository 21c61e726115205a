package topdown

// SetChunk sets the number of parents per worker per round and returns
// a function restoring it.
func SetChunk(n int) func() {
	old := chunk
	chunk = n
	return func() { chunk = old }
}
