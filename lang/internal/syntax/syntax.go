package syntax

import (
	"fmt"
	"strings"
	"unicode/utf8"

	plexer "github.com/alecthomas/participle/v2/lexer"
)

// MaxNesting is how deeply one statement may nest: brackets, not and
// if together. Deeper input is refused before it is parsed.
const MaxNesting = 200

// Pos is a position in a source: file name, 1-based line and column.
type Pos struct {
	File      string
	Line, Col int
}

// String gives FILE:LINE:COL.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// PosOf is the position of a syntax node.
func PosOf(p plexer.Position) Pos { return Pos{p.Filename, p.Line, p.Column} }

// Stmt is one statement: an assertion, a function definition, a
// binding or a bare expression.
type Stmt struct {
	Pos    plexer.Position
	Assert *AssertStmt `parser:"  \"assert\" @@"`
	Def    *DefStmt    `parser:"| @@"`
	Assign *AssignStmt `parser:"| @@"`
	Expr   *Expr       `parser:"| @@"`
}

// AssertStmt is `assert expr` or `assert expr, "message"`.
type AssertStmt struct {
	Cond    *Expr `parser:"@@"`
	Message *Expr `parser:"( \",\" @@ )?"`
}

// DefStmt is `name(param, ...) = expr`: a function definition. The
// lookahead group tells it from a call before anything is consumed.
type DefStmt struct {
	Pos    plexer.Position
	Name   string   `parser:"(?= Ident \"(\" ( Ident ( \",\" Ident )* )? \")\" \"=\" ) @Ident \"(\""`
	Params []string `parser:"( @Ident ( \",\" @Ident )* )? \")\" \"=\""`
	Body   *Expr    `parser:"@@"`
}

// AssignStmt is `name = expr` (optionally preceded by `let`).
type AssignStmt struct {
	Pos   plexer.Position
	Let   bool   `parser:"@\"let\"?"`
	Name  string `parser:"@Ident \"=\""`
	Value *Expr  `parser:"@@"`
}

// Expr is the loosest level: a test, or the conditional
// `a if cond else b` (the condition is evaluated first, then one arm).
type Expr struct {
	Pos  plexer.Position
	Test *OrTest `parser:"@@"`
	If   *OrTest `parser:"( \"if\" @@"`
	Else *Expr   `parser:"  \"else\" @@ )?"`
}

// OrTest is `a or b or ...` on booleans, evaluated left to right and
// stopping at the first true operand.
type OrTest struct {
	Pos  plexer.Position
	Left *AndTest `parser:"@@"`
	Rest []*OrOp  `parser:"@@*"`
}

// OrOp is one `or` step of an OrTest.
type OrOp struct {
	Pos   plexer.Position
	Right *AndTest `parser:"\"or\" @@"`
}

// AndTest is `a and b and ...` on booleans, stopping at the first
// false operand.
type AndTest struct {
	Pos  plexer.Position
	Left *NotTest `parser:"@@"`
	Rest []*AndOp `parser:"@@*"`
}

// AndOp is one `and` step of an AndTest.
type AndOp struct {
	Pos   plexer.Position
	Right *NotTest `parser:"\"and\" @@"`
}

// NotTest is `not x` or a comparison.
type NotTest struct {
	Pos plexer.Position
	Not *NotTest `parser:"  \"not\" @@"`
	Cmp *Cmp     `parser:"| @@"`
}

// Cmp is the comparison level.
type Cmp struct {
	Pos  plexer.Position
	Left *Sum     `parser:"@@"`
	Rest []*CmpOp `parser:"@@*"`
}

// CmpOp is one comparison step of a Cmp.
type CmpOp struct {
	Pos   plexer.Position
	Op    string `parser:"@(\"==\" | \"!=\" | \"<=\" | \">=\" | \"<\" | \">\")"`
	Right *Sum   `parser:"@@"`
}

// Sum is the union level: | ^ - (and + for integers).
type Sum struct {
	Pos  plexer.Position
	Left *Meet    `parser:"@@"`
	Rest []*SumOp `parser:"@@*"`
}

// SumOp is one step of a Sum.
type SumOp struct {
	Pos   plexer.Position
	Op    string `parser:"@(\"|\" | \"^\" | \"-\" | \"+\")"`
	Right *Meet  `parser:"@@"`
}

// Meet is the intersection level: &.
type Meet struct {
	Pos  plexer.Position
	Left *Product  `parser:"@@"`
	Rest []*MeetOp `parser:"@@*"`
}

// MeetOp is one step of a Meet.
type MeetOp struct {
	Pos   plexer.Position
	Op    string   `parser:"@\"&\""`
	Right *Product `parser:"@@"`
}

// Product is the tightest binary level: * / %.
type Product struct {
	Pos  plexer.Position
	Left *Unary    `parser:"@@"`
	Rest []*ProdOp `parser:"@@*"`
}

// ProdOp is one step of a Product.
type ProdOp struct {
	Pos   plexer.Position
	Op    string `parser:"@(\"*\" | \"/\" | \"%\")"`
	Right *Unary `parser:"@@"`
}

// Unary is an optionally negated postfix expression.
type Unary struct {
	Pos     plexer.Position
	Neg     bool     `parser:"@\"-\"?"`
	Operand *Postfix `parser:"@@"`
}

// Postfix is a primary followed by index operations `x[i]`.
type Postfix struct {
	Pos     plexer.Position
	Primary *Primary `parser:"@@"`
	Index   []*Index `parser:"@@*"`
}

// Index is `[expr]`.
type Index struct {
	Pos plexer.Position
	At  *Expr `parser:"\"[\" @@ \"]\""`
}

// Primary is a literal, a name, a call or a bracketed expression.
type Primary struct {
	Pos    plexer.Position
	Call   *CallExpr  `parser:"  @@"`
	Bool   *string    `parser:"| @(\"true\" | \"false\")"`
	Name   *string    `parser:"| @Ident"`
	Int    *string    `parser:"| @Int"`
	Str    *string    `parser:"| @String"`
	Raw    *string    `parser:"| @Raw"`
	Family *FamilyLit `parser:"| @@"`
	List   *ListLit   `parser:"| @@"`
	Paren  *ParenLit  `parser:"| @@"`
}

// CallExpr is `name(arg, ..., key: arg)`.
type CallExpr struct {
	Pos  plexer.Position
	Name string `parser:"@Ident \"(\""`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* \",\"? )? \")\""`
}

// Arg is a positional or named argument.
type Arg struct {
	Pos   plexer.Position
	Name  string `parser:"( @Ident \":\" )?"`
	Value *Expr  `parser:"@@"`
}

// FamilyLit is `{{1, 2}, {3}, {}}`.
type FamilyLit struct {
	Pos  plexer.Position
	Sets []*SetLit `parser:"\"{\" ( @@ ( \",\" @@ )* \",\"? )? \"}\""`
}

// SetLit is one set `{1, 2}` of a family literal.
type SetLit struct {
	Pos   plexer.Position
	Elems []*Expr `parser:"\"{\" ( @@ ( \",\" @@ )* \",\"? )? \"}\""`
}

// ListLit is `[a, b, c]`, or a comprehension `[expr for x in xs if
// cond ...]`.
type ListLit struct {
	Pos   plexer.Position
	First *Expr      `parser:"\"[\" ( @@"`
	For   []*CompFor `parser:"  @@*"`
	Rest  []*Expr    `parser:"  ( \",\" @@ )* \",\"? )? \"]\""`
}

// CompFor is one `for names in iterable` clause of a comprehension
// with its `if` filters. Several names unpack each item (a tuple or a
// list of as many values).
type CompFor struct {
	Pos  plexer.Position
	Vars []string  `parser:"\"for\" @Ident ( \",\" @Ident )*"`
	In   *OrTest   `parser:"\"in\" @@"`
	Ifs  []*OrTest `parser:"( \"if\" @@ )*"`
}

// ParenLit is `(e)` (grouping) or `(a, b, ...)` (a tuple).
type ParenLit struct {
	Pos   plexer.Position
	Elems []*Expr `parser:"\"(\" @@ ( \",\" @@ )* \")\""`
}

// Grammar returns the grammar of a statement in EBNF.
func Grammar() string { return grammarEBNF }

// Error is an error at a position of a source; Error() gives
// "FILE:LINE:COL: message" and Detail() adds the source line and a caret.
type Error struct {
	Pos  Pos
	Msg  string
	Line string // the source line, when known
	// Calls are the calls in progress where the error happened
	// (user functions, source files), innermost first.
	Calls []CallSite
	// Err is the cause of a stopped statement (ErrTimeout, ErrNodeLimit,
	// ErrMemory, ErrInterrupted), or nil; Unwrap returns it.
	Err error
}

// CallSite is one call in progress: what was called and where.
type CallSite struct {
	What string // "f(n)", `source("defs.zq")`
	Pos  Pos
	Line string
}

// Error gives "FILE:LINE:COL: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + clipMessage(e.Msg) }

// maxMessage is the longest message an error shows; anything quoted in
// it past that is cut.
const maxMessage = 600

func clipMessage(msg string) string {
	if r := []rune(msg); len(r) > maxMessage {
		return string(r[:maxMessage]) + fmt.Sprintf("... (%d more characters)", len(r)-maxMessage)
	}
	return msg
}

// Unwrap returns the cause of a stopped statement (Err), or nil for
// other errors.
func (e *Error) Unwrap() error { return e.Err }

// Detail returns the message followed by the source line and a caret
// under the column.
func (e *Error) Detail() string {
	out := e.Error() + caret(e.Line, e.Pos.Col)
	// A run of the same call (a recursion) is shown once with its
	// length. A long trace shows its innermost and outermost calls and
	// counts the ones between.
	type run struct {
		c CallSite
		n int
	}
	var runs []run
	for _, c := range e.Calls {
		if len(runs) > 0 && runs[len(runs)-1].c == c {
			runs[len(runs)-1].n++
			continue
		}
		runs = append(runs, run{c, 1})
	}
	const inner, outer = 4, 2
	for i, r := range runs {
		if len(runs) > inner+outer+1 && i == inner {
			hidden := 0
			for _, h := range runs[inner : len(runs)-outer] {
				hidden += h.n
			}
			out += fmt.Sprintf("\n  ... %d more calls ...", hidden)
		}
		if len(runs) > inner+outer+1 && i >= inner && i < len(runs)-outer {
			continue
		}
		times := ""
		if r.n > 1 {
			times = fmt.Sprintf(" (%d times over)", r.n)
		}
		out += "\n  in " + r.c.What + ", called at " + r.c.Pos.String() + times + caret(r.c.Line, r.c.Pos.Col)
	}
	return out
}

// caret gives "\n    LINE\n    ^" with the caret under column col, or
// "" when the line is unknown.
func caret(line string, col int) string {
	if line == "" {
		return ""
	}
	line = strings.ReplaceAll(line, "\t", " ")
	if col < 1 {
		col = 1
	}
	// Columns count characters; the caret may sit just past the end.
	pad := min(col-1, utf8.RuneCountInString(line))
	// A long line is cut to a window around the column.
	const width = 100
	if r := []rune(line); len(r) > width {
		from := max(0, min(pad-width/2, len(r)-width))
		to := min(len(r), from+width)
		cut := string(r[from:to])
		pad -= from
		if from > 0 {
			cut = "..." + cut
			pad += 3
		}
		if to < len(r) {
			cut += "..."
		}
		line = cut
	}
	return "\n    " + line + "\n    " + strings.Repeat(" ", pad) + "^"
}
