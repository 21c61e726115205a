package syntax

// keywords are the reserved words: they cannot name a value, a function
// or a parameter.
var keywords = map[string]bool{"assert": true, "let": true, "true": true, "false": true,
	"if": true, "else": true, "for": true, "in": true, "and": true, "or": true, "not": true}

// IsName reports whether s can name a value, a function or a parameter:
// an identifier as the lexer reads one (a letter of any alphabet or _,
// then letters, digits or _) that is not a reserved word.
func IsName(s string) bool {
	if s == "" || keywords[s] {
		return false
	}
	for i, r := range s {
		if i == 0 && !isIdentStart(r) || !isIdentRest(r) {
			return false
		}
	}
	return true
}
