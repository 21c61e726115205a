package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all" // the builtins the scripts call
	_ "github.com/zqlang/zq/puzzles/all"  // the genres (builtins and load's kinds)
)

// Server is the language server's state: the open documents and the
// session whose builtins scripts are checked against (it never runs
// anything). Its methods are the protocol's handlers; Handle dispatches
// a request or notification to them by method. It is safe for use from
// several goroutines: the handlers take turns.
type Server struct {
	mu   sync.Mutex
	docs map[string]*document // open documents by URI
	s    *lang.Session
	// files are the scripts read from disk for source, by path.
	files map[string]*file

	// Notify sends a notification to the client (textDocument/
	// publishDiagnostics); nil drops them.
	Notify func(method string, params any)
	// ReadFile reads a script that a document sources and that is not
	// open (os.ReadFile when nil).
	ReadFile func(path string) ([]byte, error)

	initialized, shutdown bool
}

// document is an open document: its text, version and outline, and the
// files it sources.
type document struct {
	uri     string
	path    string // the file's path, "" for a URI that is not a file
	version int32
	*file
}

// file is a script's text and outline.
type file struct {
	name    string // the name in positions: a path, or the URI
	t       *text
	outline *lang.Outline
}

func newFile(name, src string) *file {
	return &file{name: name, t: newText(src), outline: lang.ReadOutline(name, src)}
}

// New returns a server with no document open.
func New() *Server {
	return &Server{docs: map[string]*document{}, files: map[string]*file{}, s: lang.NewSession(io.Discard)}
}

// Error codes of JSON-RPC and LSP.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeInternalError  = -32603
	codeNotInitialized = -32002
	codeRequestFailed  = -32803
)

// rpcError is an error answered with its code.
func rpcError(code int64, format string, args ...any) *jsonrpc2.Error {
	return &jsonrpc2.Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// handlers maps each method to the function answering it; params is
// the JSON of the request's parameters.
func (s *Server) handler(method string) func(params json.RawMessage) (any, error) {
	type h = func(json.RawMessage) (any, error)
	switch method {
	case "initialize":
		return func(json.RawMessage) (any, error) { return s.initialize(), nil }
	case "initialized", "$/setTrace", "$/cancelRequest", "workspace/didChangeConfiguration":
		return func(json.RawMessage) (any, error) { return nil, nil }
	case "workspace/didChangeWatchedFiles", "textDocument/didSave":
		// A script on disk changed: what the open documents source may
		// bind other names now.
		return func(json.RawMessage) (any, error) {
			for _, uri := range sortedKeys(s.docs) {
				s.publish(s.docs[uri])
			}
			return nil, nil
		}
	case "shutdown":
		return func(json.RawMessage) (any, error) { s.shutdown = true; return nil, nil }
	case "textDocument/didOpen":
		return with(s.didOpen)
	case "textDocument/didChange":
		return with(s.didChange)
	case "textDocument/didClose":
		return with(s.didClose)
	case "textDocument/hover":
		return with(s.Hover)
	case "textDocument/completion":
		return with(s.Completion)
	case "textDocument/signatureHelp":
		return with(s.SignatureHelp)
	case "textDocument/definition":
		return with(s.Definition)
	case "textDocument/references":
		return with(s.References)
	case "textDocument/documentSymbol":
		return with(s.DocumentSymbol)
	case "textDocument/formatting":
		return with(s.Formatting)
	case "textDocument/prepareRename":
		return with(s.PrepareRename)
	case "textDocument/rename":
		return with(s.Rename)
	}
	return h(nil)
}

// with decodes the parameters for f.
func with[P any, R any](f func(*P) (R, error)) func(json.RawMessage) (any, error) {
	return func(raw json.RawMessage) (any, error) {
		var p P
		if len(raw) == 0 || string(raw) == "null" {
			return nil, rpcError(codeInvalidParams, "no parameters")
		}
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, rpcError(codeInvalidParams, "bad parameters: %v", err)
		}
		r, err := f(&p)
		if err != nil {
			return nil, err
		}
		return r, nil
	}
}

// Handle answers one request or notification (params as JSON, possibly
// empty): its result, or an error (a *jsonrpc2.Error with its code).
// A handler that panics is answered with an internal error, and the
// server goes on.
func (s *Server) Handle(method string, params json.RawMessage) (result any, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, rpcError(codeInternalError, "internal error in %s: %v\n%s", method, r, debug.Stack())
		}
	}()
	if !s.initialized && method != "initialize" && method != "exit" {
		return nil, rpcError(codeNotInitialized, "the server is not initialized")
	}
	f := s.handler(method)
	if f == nil {
		return nil, rpcError(codeMethodNotFound, "method not supported: %s", method)
	}
	r, err := f(params)
	if method == "initialize" && err == nil {
		s.initialized = true
	}
	return r, err
}

// initialize returns what the server does.
func (s *Server) initialize() any {
	version := lang.Version
	type capabilities struct {
		protocol.ServerCapabilities
		PositionEncoding string `json:"positionEncoding"` // LSP 3.17
	}
	yes := true
	return struct {
		Capabilities capabilities                         `json:"capabilities"`
		ServerInfo   *protocol.InitializeResultServerInfo `json:"serverInfo"`
	}{
		Capabilities: capabilities{
			PositionEncoding: "utf-16",
			ServerCapabilities: protocol.ServerCapabilities{
				TextDocumentSync: protocol.TextDocumentSyncOptions{
					OpenClose: &yes,
					Change:    ptr(protocol.TextDocumentSyncKindIncremental),
				},
				HoverProvider: true,
				CompletionProvider: &protocol.CompletionOptions{
					TriggerCharacters: []string{"(", ",", " ", "\""},
				},
				SignatureHelpProvider: &protocol.SignatureHelpOptions{
					TriggerCharacters:   []string{"(", ","},
					RetriggerCharacters: []string{" "},
				},
				DefinitionProvider:         true,
				ReferencesProvider:         true,
				DocumentSymbolProvider:     true,
				DocumentFormattingProvider: true,
				RenameProvider:             &protocol.RenameOptions{PrepareProvider: &yes},
			},
		},
		ServerInfo: &protocol.InitializeResultServerInfo{Name: "zq", Version: &version},
	}
}

func ptr[T any](v T) *T { return &v }

// Serve runs the server on a connection: requests and notifications
// read from r, answers and notifications written to w, framed as LSP
// frames them (Content-Length headers). It returns when r ends or the
// client sends exit; the error is nil after a shutdown request.
func Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	s := New()
	st := &stream{r: bufio.NewReader(r), w: w}
	exited := make(chan struct{})
	var once sync.Once
	handler := jsonrpc2.HandlerWithError(func(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
		if req.Method == "exit" {
			once.Do(func() { close(exited) })
			return nil, nil
		}
		var params json.RawMessage
		if req.Params != nil {
			params = *req.Params
		}
		return s.Handle(req.Method, params)
	})
	var conn *jsonrpc2.Conn
	ready := make(chan struct{})
	s.Notify = func(method string, params any) {
		// Sent from inside a handler, on the connection's own goroutine:
		// in order with the answers.
		<-ready
		_ = conn.Notify(ctx, method, params)
	}
	conn = jsonrpc2.NewConn(ctx, st, handler)
	close(ready)
	select {
	case <-conn.DisconnectNotify():
	case <-exited:
		conn.Close()
	case <-ctx.Done():
		conn.Close()
		return ctx.Err()
	}
	s.mu.Lock()
	done := s.shutdown
	s.mu.Unlock()
	if !done {
		return errors.New("the connection ended without a shutdown request")
	}
	return nil
}

// maxFrame is the largest message read (a script of 64 MiB).
const maxFrame = 64 << 20

// stream reads and writes JSON-RPC messages framed by Content-Length
// headers. A message that is not JSON, or not a request, a notification
// or a response, is answered with an error (parse error, invalid
// request) and the stream reads on; only the end of the input or a
// broken header ends it.
type stream struct {
	r  *bufio.Reader
	w  io.Writer
	mu sync.Mutex
}

// ReadObject implements jsonrpc2.ObjectStream.
func (st *stream) ReadObject(v any) error {
	for {
		body, err := st.frame()
		if err != nil {
			return err
		}
		if !json.Valid(body) {
			st.reply(nil, codeParseError, "parse error: the message is not JSON")
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			var m struct {
				ID json.RawMessage `json:"id"`
			}
			_ = json.Unmarshal(body, &m)
			st.reply(m.ID, codeInvalidRequest, "invalid request: "+err.Error())
			continue
		}
		return nil
	}
}

// frame reads the headers and body of the next message.
func (st *stream) frame() ([]byte, error) {
	length := -1
	for {
		line, err := st.r.ReadString('\n')
		if err != nil {
			if err == io.EOF && line == "" && length < 0 {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("reading a header: %w", err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if length < 0 {
				continue // blank lines between messages
			}
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("bad header line %q", line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxFrame {
				return nil, fmt.Errorf("bad Content-Length %q", value)
			}
			length = n
		}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(st.r, body); err != nil {
		return nil, fmt.Errorf("reading a message of %d bytes: %w", length, err)
	}
	return body, nil
}

// reply writes an error response to the message with id (null when
// unknown).
func (st *stream) reply(id json.RawMessage, code int64, msg string) {
	if len(id) == 0 || id[0] != '"' && (id[0] < '0' || id[0] > '9') {
		id = json.RawMessage("null")
	}
	_ = st.WriteObject(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   jsonrpc2.Error  `json:"error"`
	}{"2.0", id, jsonrpc2.Error{Code: code, Message: msg}})
}

// WriteObject implements jsonrpc2.ObjectStream.
func (st *stream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if _, err := fmt.Fprintf(st.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	_, err = st.w.Write(data)
	return err
}

// Close implements jsonrpc2.ObjectStream.
func (st *stream) Close() error {
	if c, ok := st.w.(io.Closer); ok && st.w != io.Writer(os.Stdout) {
		return c.Close()
	}
	return nil
}
