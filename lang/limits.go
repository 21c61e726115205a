// The limits on plain values: every list, string and integer a
// statement makes is counted against the memory budget before it is
// made, and the loops that make them poll the statement's stop.

package lang

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/zqlang/zq/lang/internal/wording"
	"github.com/zqlang/zq/zdd"
)

// MaxIntBits is the most bits an integer may have (8 MiB; about 20
// million decimal digits): an operation whose result could be larger
// is refused before it starts, as a statement past its memory budget is.
const MaxIntBits = 1 << 26

// MaxItems is the most items a list or tuple may have.
const MaxItems = 1 << 24

// MaxStringBytes is the longest string a statement may make.
const MaxStringBytes = 1 << 28

// The sizes a value is counted at, in bytes: an item of a list or tuple
// (its slot), an integer beside its digits, a string beside its bytes.
const (
	itemBytes = 16
	intBytes  = 48
	strBytes  = 16
)

// checkEvery is how many bytes of small values are made between two
// looks at the statement's stop and budget.
const checkEvery = 64 << 10

// pollEvery is how many items a loop over plain values handles between
// two looks at the statement's stop.
const pollEvery = 1 << 12

// ValueMemoryError is the error of a statement stopped because a plain
// value (a list, a string, an integer) would grow past the memory
// budget or past the largest such value the language holds; errors.Is
// matches zdd.ErrMemoryBudget (and so the host's ErrMemory).
type ValueMemoryError struct{ Msg string }

// Error is the message.
func (e *ValueMemoryError) Error() string { return e.Msg }

// Is matches zdd.ErrMemoryBudget.
func (e *ValueMemoryError) Is(target error) bool { return target == zdd.ErrMemoryBudget }

// meter counts the plain values a statement makes.
type meter struct {
	s         *Session
	ctx       context.Context
	unchecked int64
	charged   int64 // all bytes charged by the statement so far
}

// credit gives back bytes charged for values that are gone: a
// comprehension's source, made afresh for its loop and walked (what the
// loop kept of it was charged again as kept).
func (m *meter) credit(bytes int64) {
	bytes = min(bytes, m.charged)
	if bytes <= 0 {
		return
	}
	m.charged -= bytes
	m.s.values.Add(-bytes)
}

// IntBytes is what an integer of the given bits is counted at.
func IntBytes(bits int) int64 { return intBytes + int64(bits+63)/64*8 }

// charge counts bytes of values about to be made: past checkEvery bytes
// since the last look (or at once for a large value) it polls the stop
// and holds the session's memory against the budget. what names the
// value for the message ("a list of 16,777,216 items").
func (m *meter) charge(bytes int64, what func() string) error {
	m.s.values.Add(bytes)
	m.charged += bytes
	m.unchecked += bytes
	if m.unchecked < checkEvery {
		return nil
	}
	m.unchecked = 0
	if err := m.poll(); err != nil {
		return err
	}
	budget := m.s.MemoryBudget
	if budget <= 0 {
		return nil
	}
	var used int64
	if m.s.MemoryUsed != nil {
		used = m.s.MemoryUsed() // StoreBytes counts the values charged
	} else {
		used = ResidentBytes() + bytes
	}
	if used > budget {
		w := "values of " + wording.Bytes(bytes)
		if what != nil {
			w = what()
		}
		return &ValueMemoryError{Msg: fmt.Sprintf("stopped: making %s would grow the statement past the memory budget of %s", w, wording.Bytes(budget))}
	}
	return nil
}

// poll returns the statement's stop, if it was stopped.
func (m *meter) poll() error {
	if m.ctx != nil {
		if err := m.ctx.Err(); err != nil {
			return err
		}
	}
	m.s.M.Poll()
	return nil
}

// items charges a list or tuple of n items, each counted at each bytes
// more than its slot.
func (m *meter) items(n int, each int64) error {
	if n > MaxItems {
		return &ValueMemoryError{Msg: fmt.Sprintf("stopped: the list would have %s items, more than the %s a list may have", wording.Group64(int64(n)), wording.Group64(MaxItems))}
	}
	bytes := int64(n) * (itemBytes + each)
	return m.charge(bytes, func() string {
		return "a list of " + wording.Group64(int64(n)) + " items (" + wording.Bytes(bytes) + ")"
	})
}

// Small values (integers up to smallBits, strings shorter than
// smallBytes) are not counted when made, only when kept in a list
// (kept): a loop's temporaries would otherwise add up to far more than
// it ever holds.
const (
	smallBits  = 256
	smallBytes = 4096
)

// kept charges a value stored in a list a comprehension makes: its slot
// and its size (for a tuple or list, its slots and items' sizes).
func (m *meter) kept(v Value) error {
	return m.charge(itemBytes+shallow(v, true), nil)
}

func shallow(v Value, deep bool) int64 {
	switch x := v.(type) {
	case Int:
		return IntBytes(x.V.BitLen())
	case Str:
		return int64(len(x)) + strBytes
	case Tuple, List:
		items := Items(v)
		n := int64(len(items)) * itemBytes
		if deep {
			for _, y := range items {
				n += shallow(y, false)
			}
		}
		return n
	}
	return 0
}

// str charges a string of n bytes.
func (m *meter) str(n int) error {
	if n < smallBytes {
		return nil
	}
	if n > MaxStringBytes {
		return &ValueMemoryError{Msg: fmt.Sprintf("stopped: the string would have %s bytes, more than the %s a string may have", wording.Group64(int64(n)), wording.Bytes(MaxStringBytes))}
	}
	return m.charge(int64(n)+strBytes, func() string { return "a string of " + wording.Bytes(int64(n)) })
}

// integer charges an integer of at most bits bits.
func (m *meter) integer(bits int) error {
	if bits > MaxIntBits {
		return &ValueMemoryError{Msg: fmt.Sprintf("stopped: the integer would have up to %s bits, more than the %s an integer may have", wording.Group64(int64(bits)), wording.Group64(MaxIntBits))}
	}
	if bits <= smallBits {
		return nil
	}
	return m.charge(IntBytes(bits), func() string { return "an integer of " + wording.Group64(int64(bits)) + " bits" })
}

// slowBits is the size of result past which an integer operation runs
// beside the statement, so that a stop ends the statement at once
// (the operation, bounded by MaxIntBits, finishes alone and is
// dropped).
const slowBits = 1 << 18

// await runs f, beside the statement when bits (the size of its
// result) is large, returning the statement's stop as soon as it comes.
func (m *meter) await(bits int, f func()) error {
	if bits < slowBits {
		f()
		return nil
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	var stop <-chan struct{}
	if m.ctx != nil {
		stop = m.ctx.Done()
	}
	select {
	case <-done:
		return nil
	case <-stop:
		return m.ctx.Err()
	}
}

// arith computes the integer x op y, its size charged before and the
// large ones run by await; ok is false for an operator integers lack.
func (m *meter) arith(op string, x, y *big.Int) (*big.Int, bool, error) {
	bx, by := x.BitLen(), y.BitLen()
	var bits int
	switch op {
	case "+", "-":
		bits = max(bx, by) + 1
	case "*":
		bits = bx + by
	case "/", "%", "&":
		bits = max(bx, by)
	case "|", "^":
		bits = max(bx, by) + 1
	default:
		return nil, false, nil
	}
	if err := m.integer(bits); err != nil {
		return nil, true, err
	}
	z := new(big.Int)
	err := m.await(bits+min(bx, by), func() {
		switch op {
		case "+":
			z.Add(x, y)
		case "-":
			z.Sub(x, y)
		case "*":
			z.Mul(x, y)
		case "/":
			z.Div(x, y)
		case "%":
			z.Mod(x, y)
		case "|":
			z.Or(x, y)
		case "&":
			z.And(x, y)
		case "^":
			z.Xor(x, y)
		}
	})
	return z, true, err
}

// smallDecimal is the size below which an integer is written in decimal
// at once.
const smallDecimal = 1 << 17

// decimal writes x in decimal, polling the stop: a large x is split by
// powers of ten, each division run by await.
func (m *meter) decimal(x *big.Int) (string, error) {
	bits := x.BitLen()
	if bits < smallDecimal {
		return x.String(), nil
	}
	digits := int(float64(bits)*0.30103) + 2
	if err := m.str(digits); err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(digits)
	if x.Sign() < 0 {
		b.WriteByte('-')
	}
	// pows[i] = 10^(2^i · base digits).
	const baseDigits = 4096
	pows := []*big.Int{new(big.Int).Exp(big.NewInt(10), big.NewInt(baseDigits), nil)}
	for pows[len(pows)-1].BitLen()*2 < bits+64 {
		p := pows[len(pows)-1]
		sq := new(big.Int)
		if err := m.await(2*p.BitLen(), func() { sq.Mul(p, p) }); err != nil {
			return "", err
		}
		pows = append(pows, sq)
	}
	var write func(x *big.Int, level int, pad bool) error
	write = func(x *big.Int, level int, pad bool) error {
		if err := m.poll(); err != nil {
			return err
		}
		if level < 0 {
			s := x.String()
			if pad {
				b.WriteString(strings.Repeat("0", baseDigits-len(s)))
			}
			b.WriteString(s)
			return nil
		}
		p := pows[level]
		if !pad && x.Cmp(p) < 0 {
			return write(x, level-1, false)
		}
		q, r := new(big.Int), new(big.Int)
		if err := m.await(x.BitLen(), func() { q.QuoRem(x, p, r) }); err != nil {
			return err
		}
		if err := write(q, level-1, pad); err != nil {
			return err
		}
		return write(r, level-1, true)
	}
	if err := write(new(big.Int).Abs(x), len(pows)-1, false); err != nil {
		return "", err
	}
	return b.String(), nil
}

// textWriter writes values as str and print show them, exactly, with
// its growth charged and the stop polled.
type textWriter struct {
	m       *meter
	s       *Session
	b       strings.Builder
	n       int
	counted int  // bytes of b charged so far
	group   bool // integers grouped by thousands, as a bare integer displays
}

func (w *textWriter) write(str string) error {
	w.b.WriteString(str)
	w.n++
	if w.n%pollEvery != 0 && len(str) <= checkEvery {
		return nil
	}
	if err := w.m.poll(); err != nil {
		return err
	}
	total := w.b.Len()
	if total > MaxStringBytes {
		return w.m.str(total) // the longest string's error
	}
	// Only what was written since the last charge is new.
	grow := total - w.counted
	w.counted = total
	return w.m.charge(int64(grow), func() string { return "a string of " + wording.Bytes(int64(total)) })
}

// value writes v; top says v is the value itself (strings bare,
// families summarised) and not an item inside a list (strings quoted).
func (w *textWriter) value(v Value, top bool) error {
	switch x := v.(type) {
	case Int:
		d, err := w.m.decimal(x.V)
		if err != nil {
			return err
		}
		if w.group && top {
			d = groupDigits(d)
		}
		return w.write(d)
	case Str:
		if top {
			return w.write(string(x))
		}
		return w.write(strconv.Quote(string(x)))
	case List:
		return w.items("[", "]", x, false)
	case Tuple:
		return w.items("(", ")", x, len(x) == 1)
	case *Family, *Graph:
		if top {
			return w.write(w.s.summary(v))
		}
	}
	return w.write(Show(v))
}

func (w *textWriter) items(open, close string, xs []Value, comma bool) error {
	if err := w.write(open); err != nil {
		return err
	}
	for i, x := range xs {
		if i > 0 {
			if err := w.write(", "); err != nil {
				return err
			}
		}
		if err := w.value(x, false); err != nil {
			return err
		}
	}
	if comma {
		if err := w.write(","); err != nil {
			return err
		}
	}
	return w.write(close)
}

// groupDigits groups a decimal by thousands with commas, as Group does.
func groupDigits(d string) string {
	neg := strings.HasPrefix(d, "-")
	d = strings.TrimPrefix(d, "-")
	if len(d) < 5 {
		if neg {
			return "-" + d
		}
		return d
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// meter returns the meter of the running statement.
func (ev *evaluator) meter() *meter {
	if ev.m == nil {
		ev.m = &meter{s: ev.s, ctx: ev.ctx}
	}
	return ev.m
}

// textOf is the exact text of v as str shows it, made under the
// statement's limits.
func (s *Session) textOf(m *meter, v Value, group bool) (string, error) {
	switch x := v.(type) {
	case nil:
		return "", nil
	case Str:
		return string(x), nil
	case Int:
		if x.V.BitLen() < 64 && !group {
			return x.V.String(), nil
		}
	}
	w := &textWriter{m: m, s: s, group: group}
	if err := w.value(v, true); err != nil {
		return "", err
	}
	return w.b.String(), nil
}

// ChargeItems counts a list of n items about to be made, each holding
// each bytes beside its slot (an integer of 64 bits: IntBytes(64)).
func (c *Call) ChargeItems(n int, each int64) error {
	return c.ev.meter().items(n, each)
}

// Poll returns the statement's stop (a time-out, an interrupt) if it
// came: loops of builtins over plain values call it every few thousand
// items.
func (c *Call) Poll() error { return c.ev.meter().poll() }

// Text is the exact text of v as str and print show it, made under the
// statement's limits.
func (c *Call) Text(v Value) (string, error) { return c.S.textOf(c.ev.meter(), v, false) }

// display is the text of a bare expression's value: as Display, with
// integers, strings, lists and tuples written under the statement's
// limits.
func (ev *evaluator) display(v Value) (string, error) {
	switch v.(type) {
	case Int:
		return ev.s.textOf(ev.meter(), v, true)
	case List, Tuple:
		if l, ok := v.(List); ok && len(l) > 0 {
			if _, fam := l[0].(*Family); fam {
				return ev.s.Display(v), nil
			}
		}
		return ev.s.textOf(ev.meter(), v, false)
	}
	return ev.s.Display(v), nil
}

// tableText is the text of one cell of table: integers grouped.
func (ev *evaluator) tableText(v Value) (string, error) {
	if n, ok := v.(Int); ok {
		return ev.s.textOf(ev.meter(), n, true)
	}
	return ev.s.textOf(ev.meter(), v, false)
}

// isValueStop reports whether err stopped a statement for a plain
// value's memory.
func isValueStop(err error) (*ValueMemoryError, bool) {
	var e *ValueMemoryError
	ok := errors.As(err, &e)
	return e, ok
}
