package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rpcPeer speaks JSON-RPC with LSP's framing to a zq lsp process.
type rpcPeer struct {
	t    *testing.T
	w    io.Writer
	msgs chan map[string]any
}

func (p *rpcPeer) sendRaw(body string) {
	p.t.Helper()
	if _, err := fmt.Fprintf(p.w, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		p.t.Fatal(err)
	}
}

func (p *rpcPeer) send(msg map[string]any) {
	p.t.Helper()
	msg["jsonrpc"] = "2.0"
	data, err := json.Marshal(msg)
	if err != nil {
		p.t.Fatal(err)
	}
	p.sendRaw(string(data))
}

// await returns the first message read that match accepts.
func (p *rpcPeer) await(what string, match func(map[string]any) bool) map[string]any {
	p.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case m, ok := <-p.msgs:
			if !ok {
				p.t.Fatalf("the server stopped before %s", what)
			}
			if match(m) {
				return m
			}
		case <-deadline:
			p.t.Fatalf("no %s from the server", what)
		}
	}
}

// response waits for the answer to request id (a number, or nil for
// the answer to a message with no usable id).
func (p *rpcPeer) response(id any) map[string]any {
	p.t.Helper()
	return p.await(fmt.Sprintf("answer to %v", id), func(m map[string]any) bool {
		_, isReq := m["method"]
		if isReq {
			return false
		}
		if id == nil {
			return m["id"] == nil
		}
		return m["id"] == float64(id.(int))
	})
}

func readFrames(r *bufio.Reader, out chan<- map[string]any) {
	defer close(out)
	for {
		n := -1
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			return
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			panic(fmt.Sprintf("the server wrote %q: %v", body, err))
		}
		out <- m
	}
}

func errCode(m map[string]any) float64 {
	e, _ := m["error"].(map[string]any)
	c, _ := e["code"].(float64)
	return c
}

// TestLSPOverPipes starts zq lsp and speaks JSON-RPC with it over its
// standard input and output: initialize, diagnostics of an opened
// script, hover, messages that are not JSON or not requests, bad
// parameters, an unknown method (each answered with its error code while
// the server goes on), shutdown and exit.
func TestLSPOverPipes(t *testing.T) {
	cmd := exec.Command(binary, "lsp")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	p := &rpcPeer{t: t, w: stdin, msgs: make(chan map[string]any, 100)}
	go readFrames(bufio.NewReader(stdout), p.msgs)

	p.send(map[string]any{"id": 1, "method": "initialize", "params": map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}})
	init := p.response(1)
	caps, _ := init["result"].(map[string]any)["capabilities"].(map[string]any)
	for _, c := range []string{"hoverProvider", "completionProvider", "signatureHelpProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "documentFormattingProvider", "renameProvider"} {
		if caps[c] == nil {
			t.Errorf("initialize: no %s in %v", c, caps)
		}
	}
	p.send(map[string]any{"method": "initialized", "params": map[string]any{}})
	uri := "file:///tmp/zq-lsp-pipes/a.zq"
	p.send(map[string]any{"method": "textDocument/didOpen", "params": map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "zq", "version": 1, "text": "g = grid(3, 3)\ncount(cycels(g))\n"}}})
	diag := p.await("diagnostics", func(m map[string]any) bool { return m["method"] == "textDocument/publishDiagnostics" })
	ds := diag["params"].(map[string]any)["diagnostics"].([]any)
	if len(ds) != 1 || ds[0].(map[string]any)["message"] != "unknown function cycels; did you mean cycles?" {
		t.Errorf("diagnostics %v", ds)
	}

	p.sendRaw("this is not json")
	if m := p.response(nil); errCode(m) != -32700 {
		t.Errorf("a message that is not JSON: %v", m)
	}
	p.sendRaw(`{"jsonrpc": "2.0", "id": 2}`)
	if m := p.response(2); errCode(m) != -32600 {
		t.Errorf("a message that is neither request nor response: %v", m)
	}
	p.send(map[string]any{"id": 3, "method": "textDocument/hover", "params": map[string]any{"textDocument": 3}})
	if m := p.response(3); errCode(m) != -32602 {
		t.Errorf("bad parameters: %v", m)
	}
	p.send(map[string]any{"id": 4, "method": "zq/nothing", "params": map[string]any{}})
	if m := p.response(4); errCode(m) != -32601 {
		t.Errorf("an unknown method: %v", m)
	}
	p.send(map[string]any{"id": 5, "method": "textDocument/hover", "params": map[string]any{
		"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": 1, "character": 2}}})
	hover := p.response(5)
	value, _ := hover["result"].(map[string]any)["contents"].(map[string]any)["value"].(string)
	if !strings.Contains(value, "count(F family) -> integer") {
		t.Errorf("hover on count: %v", hover)
	}
	p.send(map[string]any{"id": 6, "method": "shutdown"})
	if m := p.response(6); m["error"] != nil {
		t.Errorf("shutdown: %v", m)
	}
	p.send(map[string]any{"method": "exit"})
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("zq lsp ended with %v (stderr %q)", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Errorf("zq lsp did not end after exit")
	}
}
