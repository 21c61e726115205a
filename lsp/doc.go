// Package lsp is zq's language server (zq lsp): it speaks the Language
// Server Protocol (3.17, whose messages for these features are those of
// 3.16) over JSON-RPC on a stream, standard input and output for an
// editor, and tells the editor what a zq script says without running it.
//
//   - Diagnostics as the user types (full or incremental sync): syntax
//     errors at their place, names nothing binds (with the REPL's "did
//     you mean"), calls whose arguments do not fit the builtin or the
//     script's function, and a sourced file that cannot be read. The
//     server never runs the user's program: it reads it
//     (lang.ReadOutline, Session.Diagnose).
//   - Hover: a builtin's :help text, a function's signature and the
//     comment above its definition, the line that binds a name.
//   - Completion of builtins, the script's bindings and functions, a
//     function's parameters in its body, comprehension variables, the
//     named arguments of the call the cursor is in, genre names in
//     load's kind:; signature help inside a call's parentheses.
//   - Go to definition, find references and rename for bindings,
//     functions and parameters, across the open files and the files they
//     source; document symbols; formatting (what zq fmt writes).
//
// The protocol's types are those of github.com/tliron/glsp v0.2.2
// (package protocol_3_16: plain Go structs with the JSON of the
// specification, importing nothing but the standard library), and the
// transport is github.com/sourcegraph/jsonrpc2 (the JSON-RPC 2.0
// connection Go language servers have used since go-langserver). The
// framing of messages (Content-Length headers) is this package's
// stream: jsonrpc2's own closes the connection on the first message
// that is not JSON, where this server answers it with a JSON-RPC parse
// error and goes on. glsp's server package is not used: it brings
// logging and websocket dependencies a server on standard input and
// output has no use for. go.lsp.dev/protocol (v0.12.0) was the other
// candidate: its types cover 3.16 as well, but the package imports a
// logging library (zap) and its own jsonrpc2, and it builds on
// dependencies from 2022.
//
// Positions: the server speaks UTF-16 offsets in lines, as LSP does by
// default, and converts them to the byte offsets and character columns
// of package lang.
package lsp
