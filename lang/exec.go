// Execution and recovery: one statement at a time under a context, with
// panics reported at the statement, bindings rolled back on failure and
// memory given back.

package lang

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// exec runs one statement. No panic escapes it: one is reported as an
// internal error at the statement.
func (s *Session) exec(u syntax.Unit) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = s.errAt(u.Pos, "internal error: %v", r)
		}
	}()
	if u.LexErr != nil {
		return u.LexErr
	}
	if u.Meta != "" {
		if err := s.Meta(u.Meta); err != nil {
			return s.errAt(u.Pos, "%s", err.Error())
		}
		return nil
	}
	st, perr := syntax.Parse(u, s.line)
	if perr != nil {
		return perr
	}
	return s.execParsed(u, st)
}

// execParsed runs the parsed statement st of u. No panic escapes it.
func (s *Session) execParsed(u syntax.Unit, st *syntax.Stmt) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = s.errAt(u.Pos, "internal error: %v", r)
		}
	}()
	if s.NodeLimit > 0 && s.M.Stats().LiveNodes > s.NodeLimit/2 {
		s.gc()
	}
	base := s.parent
	if base == nil {
		base = context.Background()
	}
	if base.Err() != nil {
		return s.stopped(base, st, base.Err())
	}
	ctx, cancel := context.WithCancel(base)
	if s.Timeout > 0 {
		ctx, cancel = context.WithTimeout(base, s.Timeout)
	}
	if s.MemoryBudget > 0 {
		ctx = topdown.WithMemoryCheck(ctx, s.builderCheck)
	}
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()
	stop := context.AfterFunc(ctx, s.M.Interrupt)
	s.M.ClearInterrupt()
	s.M.SetNodeLimit(s.NodeLimit)
	s.M.SetMemoryBudget(s.MemoryBudget)
	s.building.Store(0)
	s.values.Store(0)
	endWatch, memOver := s.watchMemory(cancel)
	if s.Progress != nil {
		s.M.SetWalkProgress(s.walkProgress())
	}
	start := time.Now()
	defer func() {
		endWatch()
		if memOver.Load() {
			giveBack()
		}
		stop()
		s.mu.Lock()
		s.cancel = nil
		s.mu.Unlock()
		cancel()
		s.M.ClearInterrupt()
		s.M.SetNodeLimit(0)
		s.M.SetMemoryBudget(0)
		s.building.Store(0)
		s.values.Store(0)
		s.M.SetWalkProgress(nil)
		if s.Progress != nil {
			s.Progress("")
		}
		if s.Timing {
			fmt.Fprintf(s.Out, "time: %s\n", time.Since(start).Round(time.Microsecond))
		}
		s.maybeGC()
	}()
	var out string
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = s.errAt(posOf(st.Pos), "internal error: %v", r)
			}
		}()
		gerr := s.M.Guard(func() { out, err = s.run(ctx, st, u.Text) })
		if gerr != nil {
			err = gerr
		}
	}()
	if err != nil {
		if ve, ok := isValueStop(err); ok {
			return s.stopError(posOf(st.Pos), ErrMemory, "%s%s", ve.Msg, s.see(":memory"))
		}
		if memOver.Load() || errors.Is(err, zdd.ErrMemoryBudget) {
			endWatch()
			memOver.Store(true)
			return s.stopError(posOf(st.Pos), ErrMemory, "stopped: the statement grew past the memory budget of %s%s", wording.Bytes(s.MemoryBudget), s.see(":memory"))
		}
		return s.stopped(ctx, st, err)
	}
	if out != "" {
		fmt.Fprintln(s.Out, out)
	}
	return nil
}

// walkProgress shows the long walks over a diagram (a count of a huge
// family, say) on the progress line, after 300 ms and at most every
// 100 ms.
func (s *Session) walkProgress() func(uint64) {
	start := time.Now()
	last := start
	return func(steps uint64) {
		if now := time.Now(); now.Sub(last) >= 100*time.Millisecond && now.Sub(start) >= 300*time.Millisecond {
			last = now
			s.Progress(fmt.Sprintf("walking the diagram: %s steps, %s", wording.Group64(int64(steps)), wording.Bytes(ResidentBytes())))
		}
	}
}

// stopped turns errors of interrupted statements into messages.
func (s *Session) stopped(ctx context.Context, st *syntax.Stmt, err error) error {
	p := posOf(st.Pos)
	parentDone := s.parent != nil && s.parent.Err() != nil
	switch {
	case errors.Is(err, zdd.ErrNodeLimit):
		return s.stopError(p, errors.Join(ErrNodeLimit, zdd.ErrNodeLimit), "stopped: the statement grew past the node limit of %s nodes%s", Group(big.NewInt(int64(s.NodeLimit))), s.see(":limit"))
	case parentDone && errors.Is(s.parent.Err(), context.DeadlineExceeded):
		return s.stopError(p, errors.Join(ErrTimeout, context.DeadlineExceeded), "stopped: the statement ran past the deadline it was given")
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return s.stopError(p, errors.Join(ErrTimeout, context.DeadlineExceeded), "stopped: the statement ran past the time limit of %s%s", s.Timeout, s.see(":timeout"))
	case parentDone:
		return s.stopError(p, errors.Join(ErrInterrupted, s.parent.Err()), "interrupted")
	case errors.Is(err, zdd.ErrAborted) || errors.Is(err, context.Canceled) || ctx.Err() != nil:
		return s.stopError(p, errors.Join(ErrInterrupted, context.Canceled), "interrupted")
	}
	var e *Error
	if errors.As(err, &e) {
		return err
	}
	return s.errAt(p, "%s", err.Error())
}

func (s *Session) maybeGC() {
	if s.M.Stats().LiveNodes > 2*s.lastLive {
		s.gc()
	}
}

func (s *Session) gc() {
	s.M.GC()
	s.lastLive = max(s.M.Stats().LiveNodes, 1<<16)
}

// run evaluates a parsed statement; it returns the text to display.
func (s *Session) run(ctx context.Context, st *syntax.Stmt, text string) (out string, err error) {
	ev := &evaluator{s: s, ctx: ctx, src: source{s.file, s.lines}}
	if s.runVars != nil {
		ev.scope = &scope{vars: s.runVars}
	}
	// A statement binds at most once itself, but source runs whole
	// scripts: every binding made is journalled and undone if the
	// statement fails, panics included.
	s.journal = map[string]prior{}
	ok := false
	defer func() {
		if !ok {
			s.rollback()
		}
		s.journal = nil
	}()
	if s.capture != nil && st.Expr != nil {
		// EvalContext: the value is taken, not displayed.
		var v Value
		v, err = ev.expr(st.Expr)
		ok = err == nil
		if ok {
			// Held until the caller releases it (Release): the
			// collection after the statement must not free it.
			for _, n := range nodesOf(v, nil) {
				s.M.Ref(n)
			}
			*s.capture = v
		}
		return "", err
	}
	out, err = ev.stmt(st, text)
	ok = err == nil
	return out, err
}

// prior is a binding as it was before the running statement changed it.
type prior struct {
	v   Value
	had bool
}

// rollback puts back every binding the running statement changed.
func (s *Session) rollback() {
	j := s.journal
	s.journal = nil
	for name, p := range j {
		if p.had {
			s.Bind(name, p.v)
			continue
		}
		if v, ok := s.vars[name]; ok {
			for _, n := range nodesOf(v, nil) {
				s.M.Unref(n)
			}
			delete(s.vars, name)
		}
	}
}

// see points a stop's message to the meta-command that changes the
// limit, when the user may change it.
func (s *Session) see(meta string) string {
	if s.FixedLimits {
		return ""
	}
	return " (see " + meta + ")"
}
