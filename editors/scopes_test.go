package editors

import (
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/zqlang/zq/lang"
)

// span is a token of the engine placed in its file: bytes [start, end).
type span struct {
	start, end int
	scopes     []string
}

// hasScope reports whether scopes hold want or a scope below it
// (keyword.operator.comparison.zq is below keyword.operator).
func hasScope(scopes []string, want string) bool {
	for _, s := range scopes {
		if s == want || strings.HasPrefix(s, want+".") {
			return true
		}
	}
	return false
}

var keywordScopes = map[string]string{
	"true": "constant.language.boolean.zq", "false": "constant.language.boolean.zq",
	"and": "keyword.operator.logical.zq", "or": "keyword.operator.logical.zq", "not": "keyword.operator.logical.zq",
	"if": "keyword.control.conditional.zq", "else": "keyword.control.conditional.zq",
	"for": "keyword.control.loop.zq", "in": "keyword.control.loop.zq",
	"assert": "keyword.control.assert.zq", "let": "storage.type.let.zq",
}

var opScopes = map[string]string{
	"==": "keyword.operator.comparison.zq", "!=": "keyword.operator.comparison.zq",
	"<=": "keyword.operator.comparison.zq", ">=": "keyword.operator.comparison.zq",
	"<": "keyword.operator.comparison.zq", ">": "keyword.operator.comparison.zq",
	"=": "keyword.operator.assignment.zq",
	"+": "keyword.operator.arithmetic.zq", "-": "keyword.operator.arithmetic.zq",
	"*": "keyword.operator.arithmetic.zq", "/": "keyword.operator.arithmetic.zq", "%": "keyword.operator.arithmetic.zq",
	"&": "keyword.operator.set.zq", "|": "keyword.operator.set.zq", "^": "keyword.operator.set.zq",
	"(": "punctuation.section.parens.begin.zq", ")": "punctuation.section.parens.end.zq",
	"[": "punctuation.section.brackets.begin.zq", "]": "punctuation.section.brackets.end.zq",
	"{": "punctuation.section.braces.begin.zq", "}": "punctuation.section.braces.end.zq",
	",": "punctuation.separator.comma.zq", ";": "punctuation.terminator.statement.zq",
	":": "punctuation.separator.colon.zq",
}

// expectedScopes gives each token of the lexer the scope the grammar
// must give it, and the kind it is counted under.
func expectedScopes(toks []lang.Token, builtin map[string]bool) (scope, kind []string) {
	n := len(toks)
	scope, kind = make([]string, n), make([]string, n)
	// sig are the indexes of the tokens other than comments.
	var sig []int
	for i, tok := range toks {
		if tok.Kind != "comment" {
			sig = append(sig, i)
		}
	}
	tokAt := func(j int) (lang.Token, bool) { // the j-th significant token
		if j < 0 || j >= len(sig) {
			return lang.Token{}, false
		}
		return toks[sig[j]], true
	}
	isOp := func(j int, text string) bool {
		tok, ok := tokAt(j)
		return ok && tok.Kind == "op" && tok.Text == text
	}
	isIdent := func(j int) bool {
		tok, ok := tokAt(j)
		return ok && tok.Kind == "ident"
	}
	// Statement starts, and the definitions name(a, b) = there.
	defName, defParam := map[int]bool{}, map[int]bool{}
	depth := 0
	for j := range sig {
		tok := toks[sig[j]]
		start := j == 0
		if prev, ok := tokAt(j - 1); ok && depth == 0 {
			end := prev.Line + strings.Count(prev.Text, "\n")
			start = prev.Kind == "meta" || prev.Kind == "op" && prev.Text == ";" || end < tok.Line
		}
		if tok.Kind == "op" {
			switch tok.Text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth = max(depth-1, 0)
			}
		}
		if !start || !isIdent(j) || !isOp(j+1, "(") {
			continue
		}
		k := j + 2
		var params []int
		for isIdent(k) {
			params = append(params, k)
			if !isOp(k+1, ",") {
				k++
				break
			}
			k += 2
		}
		if isOp(k, ")") && isOp(k+1, "=") {
			defName[j] = true
			for _, p := range params {
				defParam[p] = true
			}
		}
	}
	for j, i := range sig {
		tok := toks[i]
		switch tok.Kind {
		case "ident":
			switch {
			case isOp(j+1, ":"):
				scope[i], kind[i] = "variable.parameter.keyword-argument.zq", "keyword argument"
			case defName[j]:
				scope[i], kind[i] = "entity.name.function.zq", "function definition"
			case defParam[j]:
				scope[i], kind[i] = "variable.parameter.zq", "parameter"
			case builtin[tok.Text]:
				scope[i], kind[i] = "support.function.builtin.zq", "builtin"
			case isOp(j+1, "("):
				scope[i], kind[i] = "variable.function.zq", "function call"
			default:
				scope[i], kind[i] = "variable.other.zq", "name"
			}
		case "keyword":
			scope[i], kind[i] = keywordScopes[tok.Text], "keyword"
		case "int":
			scope[i], kind[i] = "constant.numeric.integer.zq", "number"
		case "string":
			scope[i], kind[i] = "string.quoted.double.zq", "string"
		case "raw":
			scope[i], kind[i] = "string.quoted.other.raw.zq", "raw string"
		case "meta":
			scope[i], kind[i] = "meta.meta-command.zq", "meta-command"
		case "op":
			scope[i], kind[i] = opScopes[tok.Text], "operator"
			if tok.Text == ":" && isIdent(j-1) {
				scope[i] = "punctuation.separator.keyword-argument.zq"
			}
		}
	}
	for i, tok := range toks {
		if tok.Kind == "comment" {
			scope[i], kind[i] = "comment.line.number-sign.zq", "comment"
		}
	}
	return scope, kind
}

// checkScopes holds the engine's tokens of a file to the lexer's.
func checkScopes(t *testing.T, file, src string, lines [][]tmToken, counts map[string]int) {
	t.Helper()
	// Place the engine's tokens in the file.
	srcLines := strings.Split(strings.TrimSuffix(src, "\n"), "\n")
	if src == "" {
		srcLines = nil
	}
	if len(lines) != len(srcLines) {
		t.Errorf("%s: the engine gave %d lines, the file has %d", file, len(lines), len(srcLines))
		return
	}
	var spans []span
	off := 0
	errs := 0
	report := func(format string, args ...any) {
		if errs++; errs <= 10 {
			t.Errorf(file+":"+format, args...)
		}
	}
	for i, l := range lines {
		text := strings.TrimSuffix(srcLines[i], "\r")
		var joined strings.Builder
		at := off
		for _, tok := range l {
			joined.WriteString(tok.Text)
			spans = append(spans, span{at, at + len(tok.Text), tok.Scopes})
			if len(tok.Scopes) < 2 && strings.TrimFunc(tok.Text, unicode.IsSpace) != "" {
				report("%d:%d: %q has no scope", i+1, at-off+1, tok.Text)
			}
			at += len(tok.Text)
		}
		if joined.String() != text {
			t.Errorf("%s:%d: the engine's tokens make %q, the line is %q", file, i+1, joined.String(), text)
			return
		}
		off += len(srcLines[i]) + 1
	}
	toks, err := lang.Tokens(file, src)
	if err != nil {
		t.Logf("%s: %v (its tokens are checked; the lexer goes on at the next line)", file, err)
	}
	builtin := map[string]bool{}
	for _, b := range builtinNames() {
		builtin[b] = true
	}
	scope, kind := expectedScopes(toks, builtin)
	for i, tok := range toks {
		want := scope[i]
		if want == "" {
			report("%d:%d: no scope expected for the %s %q", tok.Line, tok.Col, tok.Kind, tok.Text)
			continue
		}
		counts[kind[i]]++
		// Every engine token overlapping the token's characters (line
		// breaks aside) has the scope.
		end := tok.Off + len(tok.Text)
		k := sort.Search(len(spans), func(k int) bool { return spans[k].end > tok.Off })
		for ; k < len(spans) && spans[k].start < end; k++ {
			sp := spans[k]
			if strings.Trim(src[max(sp.start, tok.Off):min(sp.end, end)], "\r\n") == "" {
				continue
			}
			if !hasScope(sp.scopes, want) {
				report("%d:%d: the %s %q: %q has scopes %s, not %s", tok.Line, tok.Col, kind[i], tok.Text,
					src[sp.start:sp.end], strings.Join(sp.scopes, " "), want)
			}
		}
	}
	if errs > 10 {
		t.Errorf("%s: %d more", file, errs-10)
	}
}
