package lang

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The lexical rules, tried in order. Newlines are tokens of their own:
// at bracket depth zero they end a statement, inside brackets they are
// dropped (see splitStatements).
var lexDef = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Comment", Pattern: `#[^\n]*`},
	{Name: "Raw", Pattern: "`[^`]*`"},
	{Name: "String", Pattern: `"(\\.|[^"\\\n])*"`},
	{Name: "Int", Pattern: `[0-9][0-9_]*`},
	{Name: "Keyword", Pattern: `(assert|let|true|false|if|else|for|in|and|or|not)\b`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
	{Name: "Op", Pattern: `==|!=|<=|>=|[-+*/%&|^=<>(){}\[\],:;]`},
	{Name: "Newline", Pattern: `\n`},
	{Name: "Space", Pattern: `[ \t\r]+`},
})

var (
	symbols     = lexDef.Symbols()
	tokNewline  = symbols["Newline"]
	tokSpace    = symbols["Space"]
	tokComment  = symbols["Comment"]
	tokOp       = symbols["Op"]
	tokKeyword  = symbols["Keyword"]
	parser      = participle.MustBuild[Stmt](participle.Lexer(lexDef), participle.UseLookahead(1))
	grammarEBNF = parser.String()
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

func posOf(p lexer.Position) Pos { return Pos{p.Filename, p.Line, p.Column} }

// Stmt is one statement: an assertion, a function definition, a
// binding or a bare expression.
type Stmt struct {
	Pos    lexer.Position
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
	Pos    lexer.Position
	Name   string   `parser:"(?= Ident \"(\" ( Ident ( \",\" Ident )* )? \")\" \"=\" ) @Ident \"(\""`
	Params []string `parser:"( @Ident ( \",\" @Ident )* )? \")\" \"=\""`
	Body   *Expr    `parser:"@@"`
}

// AssignStmt is `name = expr` (optionally preceded by `let`).
type AssignStmt struct {
	Pos   lexer.Position
	Let   bool   `parser:"@\"let\"?"`
	Name  string `parser:"@Ident \"=\""`
	Value *Expr  `parser:"@@"`
}

// Expr is the loosest level: a test, or the conditional
// `a if cond else b` (the condition is evaluated first, then one arm).
type Expr struct {
	Pos  lexer.Position
	Test *OrTest `parser:"@@"`
	If   *OrTest `parser:"( \"if\" @@"`
	Else *Expr   `parser:"  \"else\" @@ )?"`
}

// OrTest is `a or b or ...` on booleans, evaluated left to right and
// stopping at the first true operand.
type OrTest struct {
	Pos  lexer.Position
	Left *AndTest `parser:"@@"`
	Rest []*OrOp  `parser:"@@*"`
}

// OrOp is one `or` step of an OrTest.
type OrOp struct {
	Pos   lexer.Position
	Right *AndTest `parser:"\"or\" @@"`
}

// AndTest is `a and b and ...` on booleans, stopping at the first
// false operand.
type AndTest struct {
	Pos  lexer.Position
	Left *NotTest `parser:"@@"`
	Rest []*AndOp `parser:"@@*"`
}

// AndOp is one `and` step of an AndTest.
type AndOp struct {
	Pos   lexer.Position
	Right *NotTest `parser:"\"and\" @@"`
}

// NotTest is `not x` or a comparison.
type NotTest struct {
	Pos lexer.Position
	Not *NotTest `parser:"  \"not\" @@"`
	Cmp *Cmp     `parser:"| @@"`
}

// Cmp is the comparison level.
type Cmp struct {
	Pos  lexer.Position
	Left *Sum     `parser:"@@"`
	Rest []*CmpOp `parser:"@@*"`
}

// CmpOp is one comparison step of a Cmp.
type CmpOp struct {
	Pos   lexer.Position
	Op    string `parser:"@(\"==\" | \"!=\" | \"<=\" | \">=\" | \"<\" | \">\")"`
	Right *Sum   `parser:"@@"`
}

// Sum is the union level: | ^ - (and + for integers).
type Sum struct {
	Pos  lexer.Position
	Left *Meet    `parser:"@@"`
	Rest []*SumOp `parser:"@@*"`
}

// SumOp is one step of a Sum.
type SumOp struct {
	Pos   lexer.Position
	Op    string `parser:"@(\"|\" | \"^\" | \"-\" | \"+\")"`
	Right *Meet  `parser:"@@"`
}

// Meet is the intersection level: &.
type Meet struct {
	Pos  lexer.Position
	Left *Product  `parser:"@@"`
	Rest []*MeetOp `parser:"@@*"`
}

// MeetOp is one step of a Meet.
type MeetOp struct {
	Pos   lexer.Position
	Op    string   `parser:"@\"&\""`
	Right *Product `parser:"@@"`
}

// Product is the tightest binary level: * / %.
type Product struct {
	Pos  lexer.Position
	Left *Unary    `parser:"@@"`
	Rest []*ProdOp `parser:"@@*"`
}

// ProdOp is one step of a Product.
type ProdOp struct {
	Pos   lexer.Position
	Op    string `parser:"@(\"*\" | \"/\" | \"%\")"`
	Right *Unary `parser:"@@"`
}

// Unary is an optionally negated postfix expression.
type Unary struct {
	Pos     lexer.Position
	Neg     bool     `parser:"@\"-\"?"`
	Operand *Postfix `parser:"@@"`
}

// Postfix is a primary followed by index operations `x[i]`.
type Postfix struct {
	Pos     lexer.Position
	Primary *Primary `parser:"@@"`
	Index   []*Index `parser:"@@*"`
}

// Index is `[expr]`.
type Index struct {
	Pos lexer.Position
	At  *Expr `parser:"\"[\" @@ \"]\""`
}

// Primary is a literal, a name, a call or a bracketed expression.
type Primary struct {
	Pos    lexer.Position
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
	Pos  lexer.Position
	Name string `parser:"@Ident \"(\""`
	Args []*Arg `parser:"( @@ ( \",\" @@ )* \",\"? )? \")\""`
}

// Arg is a positional or named argument.
type Arg struct {
	Pos   lexer.Position
	Name  string `parser:"( @Ident \":\" )?"`
	Value *Expr  `parser:"@@"`
}

// FamilyLit is `{{1, 2}, {3}, {}}`.
type FamilyLit struct {
	Pos  lexer.Position
	Sets []*SetLit `parser:"\"{\" ( @@ ( \",\" @@ )* \",\"? )? \"}\""`
}

// SetLit is one set `{1, 2}` of a family literal.
type SetLit struct {
	Pos   lexer.Position
	Elems []*Expr `parser:"\"{\" ( @@ ( \",\" @@ )* \",\"? )? \"}\""`
}

// ListLit is `[a, b, c]`, or a comprehension `[expr for x in xs if
// cond ...]`.
type ListLit struct {
	Pos   lexer.Position
	First *Expr      `parser:"\"[\" ( @@"`
	For   []*CompFor `parser:"  @@*"`
	Rest  []*Expr    `parser:"  ( \",\" @@ )* \",\"? )? \"]\""`
}

// CompFor is one `for names in iterable` clause of a comprehension
// with its `if` filters. Several names unpack each item (a tuple or a
// list of as many values).
type CompFor struct {
	Pos  lexer.Position
	Vars []string  `parser:"\"for\" @Ident ( \",\" @Ident )*"`
	In   *OrTest   `parser:"\"in\" @@"`
	Ifs  []*OrTest `parser:"( \"if\" @@ )*"`
}

// ParenLit is `(e)` (grouping) or `(a, b, ...)` (a tuple).
type ParenLit struct {
	Pos   lexer.Position
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

// unit is one statement's tokens, or a meta-command line.
type unit struct {
	pos    Pos
	toks   []lexer.Token
	meta   string // ":help count" when the unit is a meta-command
	lexErr *Error
}

// text returns the source text of the statement, from its first token
// to the end of its last, given the lines of its source.
func (u unit) text(lines []string) string {
	if len(u.toks) == 0 {
		return ""
	}
	first, last := u.toks[0].Pos, u.toks[len(u.toks)-1]
	if first.Line < 1 || last.Pos.Line > len(lines) {
		return ""
	}
	if first.Line == last.Pos.Line {
		l := []rune(lines[first.Line-1])
		a, b := first.Column-1, last.Pos.Column-1+len([]rune(last.Value))
		if a < 0 || b > len(l) || a > b {
			return ""
		}
		return string(l[a:b])
	}
	var parts []string
	for ln := first.Line; ln <= last.Pos.Line; ln++ {
		l := lines[ln-1]
		switch ln {
		case first.Line:
			r := []rune(l)
			if first.Column-1 <= len(r) {
				l = string(r[first.Column-1:])
			}
		case last.Pos.Line:
			r := []rune(l)
			if end := last.Pos.Column - 1 + len([]rune(last.Value)); end <= len(r) {
				l = string(r[:end])
			}
		}
		parts = append(parts, l)
	}
	return strings.Join(parts, "\n")
}

// Incomplete reports whether src ends inside an open bracket or raw
// string, so that a reader should ask for more lines before running it.
func Incomplete(src string) bool {
	_, open := split("", src)
	return open
}

// lexAll lexes src into tokens (dropping spaces and comments). A
// lexical error becomes an entry of errs at the index of the token it
// precedes; lexing resumes on the next line, except after an
// unterminated raw string, which leaves the input open.
func lexAll(file, src string, lines []string) (toks []lexer.Token, errs map[int]*Error, open bool) {
	errs = map[int]*Error{}
	base, baseLine := 0, 1
	for base <= len(src) {
		lx, err := lexDef.LexString(file, src[base:])
		if err != nil {
			errs[len(toks)] = &Error{Pos: Pos{file, baseLine, 1}, Msg: err.Error()}
			return toks, errs, false
		}
		for {
			t, err := lx.Next()
			if err != nil {
				p := Pos{file, baseLine, 1}
				var le *lexer.Error
				if errors.As(err, &le) {
					p = posOf(le.Pos)
					p.Line += baseLine - 1
				}
				e := &Error{Pos: p}
				if p.Line >= 1 && p.Line <= len(lines) {
					e.Line = lines[p.Line-1]
				}
				rest := ""
				if off := offsetOf(lines, p); off >= 0 && off < len(src) {
					rest = src[off:]
				}
				switch {
				case strings.HasPrefix(rest, "`"):
					e.Msg = "unterminated raw string (a raw string ends with a backquote)"
					errs[len(toks)] = e
					return toks, errs, true
				case strings.HasPrefix(rest, `"`):
					e.Msg = "unterminated string (a string ends on the line where it starts)"
				default:
					ch := "end of input"
					if r := []rune(rest); len(r) > 0 {
						ch = fmt.Sprintf("%q", r[0])
					}
					e.Msg = "unexpected character " + ch
				}
				errs[len(toks)] = e
				// Resume at the next line.
				if p.Line >= len(lines) {
					return toks, errs, false
				}
				base = offsetOf(lines, Pos{file, p.Line + 1, 1})
				baseLine = p.Line + 1
				toks = append(toks, lexer.Token{Type: tokNewline, Value: "\n", Pos: lexer.Position{Filename: file, Line: p.Line, Column: len(lines[p.Line-1]) + 1}})
				break
			}
			if t.EOF() {
				return toks, errs, false
			}
			if t.Type == tokSpace || t.Type == tokComment {
				continue
			}
			t.Pos.Line += baseLine - 1
			t.Pos.Offset += base
			toks = append(toks, t)
		}
	}
	return toks, errs, false
}

// split cuts src into statements. It reports open == true when src ends
// inside brackets or a raw string. A lexical error becomes a unit of
// its own in place of the statement it breaks.
func split(file, src string) (units []unit, open bool) {
	lines := strings.Split(src, "\n")
	toks, errs, open := lexAll(file, src, lines)
	// A meta-command takes its line as text (":memory 1.5GiB"): lexical
	// errors on such a line are not errors.
	for i, e := range errs {
		if l := e.Pos.Line; l >= 1 && l <= len(lines) && strings.HasPrefix(strings.TrimSpace(lines[l-1]), ":") {
			delete(errs, i)
		}
	}
	var cur []lexer.Token
	depth := 0
	var nest int
	var tooDeep bool
	flush := func() {
		if len(cur) > 0 && !tooDeep {
			units = append(units, unit{pos: posOf(cur[0].Pos), toks: cur})
		}
		cur, nest, tooDeep = nil, 0, false
	}
	var stack []lexer.Token
	atLineStart := true
	skipLine := -1

	for i := 0; i <= len(toks); i++ {
		if e, ok := errs[i]; ok {
			cur, depth, stack = nil, 0, nil
			units = append(units, unit{pos: e.Pos, lexErr: e})
			skipLine = e.Pos.Line
		}
		if i == len(toks) {
			break
		}
		t := toks[i]
		if t.Pos.Line == skipLine && t.Type != tokNewline {
			continue
		}
		if t.Type == tokNewline {
			if depth == 0 {
				flush()
				atLineStart = true
			}
			continue
		}
		if atLineStart && depth == 0 && len(cur) == 0 && t.Value == ":" && t.Type == tokOp {
			// A meta-command takes the rest of its line.
			p := posOf(t.Pos)
			line := lines[p.Line-1]
			units = append(units, unit{pos: p, meta: strings.TrimSpace(line[p.Col-1:])})
			for i+1 < len(toks) && toks[i+1].Type != tokNewline {
				i++
			}
			continue
		}
		atLineStart = false
		// nest counts what makes the parser recurse: open brackets, and
		// the keywords not and if since the statement began.
		isKey := t.Type == tokKeyword && (t.Value == "not" || t.Value == "if")
		isOpen := t.Type == tokOp && (t.Value == "(" || t.Value == "[" || t.Value == "{")
		if isKey {
			nest++
		}
		if isKey || isOpen {
			if opened := nest + depth + b2i(isOpen); opened > MaxNesting && !tooDeep {
				tooDeep = true
				p := posOf(t.Pos)
				units = append(units, unit{pos: p, lexErr: &Error{Pos: p, Line: lines[p.Line-1],
					Msg: fmt.Sprintf("the statement nests too deeply (more than %d brackets, not and if in one statement)", MaxNesting)}})
			}
		}
		if t.Type == tokOp {
			switch t.Value {
			case "(", "[", "{":
				depth++
				stack = append(stack, t)
			case ")", "]", "}":
				if depth > 0 {
					depth--
					stack = stack[:len(stack)-1]
				}
			case ";":
				if depth == 0 {
					flush()
					continue
				}
			}
		}
		cur = append(cur, t)
	}
	if depth > 0 {
		open = true
		p := posOf(stack[0].Pos)
		e := &Error{Pos: p, Msg: fmt.Sprintf("%s is never closed", stack[0].Value), Line: lines[p.Line-1]}
		units = append(units, unit{pos: p, lexErr: e})
		return units, open
	}
	flush()
	return units, open
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func offsetOf(lines []string, p Pos) int {
	if p.Line < 1 || p.Line > len(lines) {
		return -1
	}
	off := 0
	for i := 0; i < p.Line-1; i++ {
		off += len(lines[i]) + 1
	}
	// Columns count characters: step over p.Col-1 of them.
	line := lines[p.Line-1]
	byteCol := len(line)
	n := 0
	for i := range line {
		if n == p.Col-1 {
			byteCol = i
			break
		}
		n++
	}
	return off + byteCol
}

// parseUnit parses the tokens of one statement.
func parseUnit(u unit, line func(Pos) string) (*Stmt, *Error) {
	toks := append([]lexer.Token(nil), u.toks...)
	last := toks[len(toks)-1]
	end := last.Pos
	end.Offset += len(last.Value)
	end.Column += len([]rune(last.Value))
	toks = append(toks, lexer.EOFToken(end))
	pl, err := lexer.Upgrade(&sliceLexer{toks: toks})
	if err != nil {
		return nil, &Error{Pos: u.pos, Msg: err.Error()}
	}
	st, err := parser.ParseFromLexer(pl)
	if err != nil {
		if bad, ok := badDefinition(u.toks); ok {
			p := posOf(bad.Pos)
			return nil, &Error{Pos: p, Msg: "the parameters of a function definition must be names, as in f(a, b) = a + b", Line: line(p)}
		}
		p := u.pos
		msg := err.Error()
		if pe, ok := err.(participle.Error); ok {
			p = posOf(pe.Position())
			msg = friendlyParseError(pe)
		}
		return nil, &Error{Pos: p, Msg: msg, Line: line(p)}
	}
	return st, nil
}

// badDefinition reports whether toks look like a function definition
// `name(...) = ...` whose parameters are not all names, and the first
// token that is not.
func badDefinition(toks []lexer.Token) (lexer.Token, bool) {
	if len(toks) < 4 || toks[0].Type != symbols["Ident"] || toks[1].Value != "(" {
		return lexer.Token{}, false
	}
	depth := 0
	var bad *lexer.Token
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.Type == tokOp {
			switch t.Value {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
				if depth == 0 {
					if i+1 < len(toks) && toks[i+1].Type == tokOp && toks[i+1].Value == "=" && bad != nil {
						return *bad, true
					}
					return lexer.Token{}, false
				}
			}
		}
		if depth == 1 && bad == nil && i > 1 && !(t.Type == symbols["Ident"] || t.Value == "," || t.Value == ")") {
			bad = &toks[i]
		}
		if depth > 1 && bad == nil {
			bad = &toks[i]
		}
	}
	return lexer.Token{}, false
}

func friendlyParseError(pe participle.Error) string {
	if ut, ok := pe.(*participle.UnexpectedTokenError); ok {
		if ut.Unexpected.EOF() {
			return "syntax error: unexpected end of statement"
		}
		return fmt.Sprintf("syntax error: unexpected %q", ut.Unexpected.Value)
	}
	msg := pe.Message()
	if strings.Contains(msg, "unexpected token \"<EOF>\"") {
		return "syntax error: unexpected end of statement"
	}
	if i := strings.Index(msg, "unexpected token "); i >= 0 {
		rest := msg[i+len("unexpected token "):]
		if j := strings.Index(rest, " (expected"); j >= 0 {
			rest = rest[:j]
		}
		return "syntax error: unexpected " + rest
	}
	return "syntax error: " + msg
}

type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (s *sliceLexer) Next() (lexer.Token, error) {
	if s.i >= len(s.toks) {
		return s.toks[len(s.toks)-1], nil
	}
	t := s.toks[s.i]
	s.i++
	return t, nil
}
