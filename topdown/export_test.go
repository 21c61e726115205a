package topdown

// SetChunk sets the number of parents per worker per round and returns
// a function restoring it.
func SetChunk(n int) func() {
	old := chunk
	chunk = n
	return func() { chunk = old }
}

// SetHashMask keeps only the bits of m of the hashes of short states,
// and returns a function restoring them.
func SetHashMask(m uint64) func() {
	old := hashMask
	hashMask = m
	return func() { hashMask = old }
}
