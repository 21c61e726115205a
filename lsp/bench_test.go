package lsp

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// realScripts returns the scripts of the repository (scripts/ and its
// lessons), by path.
func realScripts(tb testing.TB) map[string]string {
	tb.Helper()
	out := map[string]string{}
	for _, pattern := range []string{"../scripts/*.zq", "../scripts/lessons/*.zq"} {
		paths, err := filepath.Glob(pattern)
		if err != nil {
			tb.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				tb.Fatal(err)
			}
			out[p] = string(data)
		}
	}
	if len(out) < 10 {
		tb.Fatalf("only %d scripts found", len(out))
	}
	return out
}

// longScript returns a script of at least n lines: the repository's
// scripts one after the other, again and again.
func longScript(tb testing.TB, n int) string {
	scripts := realScripts(tb)
	var names []string
	for p := range scripts {
		names = append(names, p)
	}
	sortStrings(names)
	var b strings.Builder
	lines := 0
	for lines < n {
		for _, p := range names {
			b.WriteString(scripts[p])
			if !strings.HasSuffix(scripts[p], "\n") {
				b.WriteString("\n")
			}
			lines += strings.Count(scripts[p], "\n") + 1
			if lines >= n {
				break
			}
		}
	}
	return b.String()
}

func sortStrings(xs []string) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// BenchmarkDiagnostics: a change in the middle of a 2,000-line script,
// and the diagnostics of the whole script published after it.
func BenchmarkDiagnostics(b *testing.B) {
	src := longScript(b, 2000)
	c := newClient(&testing.T{})
	uri := "file:///tmp/zq-lsp-bench/long.zq"
	c.open(uri, src)
	if len(c.diags[uri]) != 0 {
		b.Fatalf("the long script has diagnostics: %v", c.diags[uri][0])
	}
	mid := uint32(strings.Count(src, "\n") / 2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Insert a blank line, then take it out: two changes.
		text, end := "\n", protocol.Position{Line: mid}
		if i%2 == 1 {
			text, end = "", protocol.Position{Line: mid + 1}
		}
		if err := c.call("textDocument/didChange", protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: int32(i + 2)},
			ContentChanges: []any{protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: protocol.Position{Line: mid}, End: end}, Text: text}},
		}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompletion: completion in the middle of a 2,000-line script,
// after a name's first letters.
func BenchmarkCompletion(b *testing.B) {
	src := longScript(b, 2000)
	mid := strings.Count(src[:len(src)/2], "\n")
	src = strings.Join(strings.SplitN(src, "\n", mid+1)[:mid], "\n") + "\nx = count(cy\n" + strings.SplitN(src, "\n", mid+1)[mid]
	c := newClient(&testing.T{})
	uri := "file:///tmp/zq-lsp-bench/long.zq"
	c.open(uri, src)
	p := protocol.CompletionParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: uint32(mid), Character: 12})}
	var list protocol.CompletionList
	c.must("textDocument/completion", p, &list)
	if len(list.Items) == 0 {
		b.Fatal("nothing completed")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := c.call("textDocument/completion", p, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMemory50Files: the heap the server holds with 50 scripts of
// 2,000 lines open (reported as MiB; each iteration opens them in a new
// server).
func BenchmarkMemory50Files(b *testing.B) {
	src := longScript(b, 2000)
	var ms runtime.MemStats
	for i := 0; i < b.N; i++ {
		runtime.GC()
		runtime.ReadMemStats(&ms)
		before := ms.HeapAlloc
		c := newClient(&testing.T{})
		for k := 0; k < 50; k++ {
			c.open("file:///tmp/zq-lsp-bench/f"+itoa(uint32(k))+".zq", src)
		}
		runtime.GC()
		runtime.ReadMemStats(&ms)
		b.ReportMetric(float64(ms.HeapAlloc-before)/(1<<20), "MiB")
		runtime.KeepAlive(c)
	}
}
