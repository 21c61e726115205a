// The statements: assert, bindings, definitions and expressions.

package lang

import "github.com/zqlang/zq/lang/internal/syntax"

// stmt runs one parsed statement whose source text is text; it returns
// the text to display.
func (ev *evaluator) stmt(st *syntax.Stmt, text string) (string, error) {
	s := ev.s
	switch {
	case st.Assert != nil:
		v, detail, err := ev.condition(st.Assert.Cond)
		if err != nil {
			return "", err
		}
		b, ok := v.(Bool)
		if !ok {
			return "", ev.errAt(posOf(st.Assert.Cond.Pos), "assert needs a boolean, got %s", KindOf(v))
		}
		if !b {
			msg := "assertion failed"
			if st.Assert.Message != nil {
				mv, err := ev.expr(st.Assert.Message)
				if err != nil {
					return "", err
				}
				if str, ok := mv.(Str); ok {
					msg += ": " + string(str)
				} else {
					msg += ": " + Show(mv)
				}
			} else if detail != "" {
				msg += ": " + detail
			}
			return "", ev.errAt(posOf(st.Pos), "%s", msg)
		}
		return "", nil
	case st.Def != nil:
		f, err := ev.define(st.Def, text)
		if err != nil {
			return "", err
		}
		s.Bind(f.Name, f)
		if s.Echo {
			return f.Name + " = " + f.Summary(), nil
		}
		return "", nil
	case st.Assign != nil:
		v, err := ev.expr(st.Assign.Value)
		if err != nil {
			return "", err
		}
		name := st.Assign.Name
		if s.isBuiltin(name) {
			return "", ev.errAt(posOf(st.Assign.Pos), "cannot bind %s: it is the name of a builtin", name)
		}
		s.Bind(name, v)
		if s.Echo {
			return name + " = " + s.summary(v), nil
		}
		return "", nil
	default:
		v, err := ev.expr(st.Expr)
		if err != nil {
			return "", err
		}
		if v == nil {
			return "", nil
		}
		if s.KeepLast {
			s.Bind("_", v)
		}
		return ev.display(v)
	}
}
