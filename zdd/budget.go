package zdd

import "errors"

// ErrMemoryBudget is reported when an operation would grow the store,
// the unique table or the cache past the budget set with
// SetMemoryBudget.
var ErrMemoryBudget = errors.New("zdd: memory budget reached")

// Bytes a node slot, a unique-table slot and a cache entry take.
const (
	nodeBytes   = 12
	uniqueBytes = 4
	cacheBytes  = 16
)

// SetMemoryBudget sets the most memory, in bytes, the manager's store,
// unique table and operation cache may take together (0 = no budget).
// An operation that would grow them past it unwinds before the memory
// is allocated, and Guard returns ErrMemoryBudget; outside Guard the
// budget is not enforced.
func (m *Manager) SetMemoryBudget(n int64) { m.budget = n }

// Footprint returns the memory, in bytes, the store, the unique table
// and the operation cache take (the figure Stats reports as Bytes). It
// is safe to call from another goroutine while the manager works.
func (m *Manager) Footprint() int64 { return m.footprint.Load() }

// account is called before the store, the unique table or the cache is
// resized to the given numbers of slots: it unwinds the running
// operation when they would grow past the budget, and otherwise
// records the new footprint.
func (m *Manager) account(nodes, unique, cache int) {
	total := int64(nodes)*nodeBytes + int64(unique)*uniqueBytes + int64(cache)*cacheBytes
	if m.budget > 0 && m.guarded > 0 && total > m.budget && total > m.footprint.Load() {
		panic(abort{ErrMemoryBudget})
	}
	m.footprint.Store(total)
}

// reserveExtra is called before a walk allocates bytes of its own that
// grow with the diagram (the planes of a count): it unwinds the running
// operation when the footprint and those bytes together would pass the
// budget.
func (m *Manager) reserveExtra(bytes int64) {
	if m.budget > 0 && m.guarded > 0 && m.footprint.Load()+bytes > m.budget {
		panic(abort{ErrMemoryBudget})
	}
}
