// Package editors holds zq's support for editors, which is not Go: a
// TextMate grammar with a VS Code extension (folder vscode) and the
// grammar in the plist form Sublime Text reads (folder sublime). Its
// tests keep the grammar's builtins equal to the language's, the plist
// equal to the grammar, and tokenize every script of the repository with
// the engine VS Code uses (see doc/editors.md).
package editors

import _ "embed" // the grammar

// Grammar is zq's TextMate grammar, in JSON (scope source.zq), as the
// editors read it; the playground colours its cells with it.
//
//go:embed vscode/syntaxes/zq.tmLanguage.json
var Grammar []byte
