package playground

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/scripts/lessons"
)

// TestSite builds the site (as zq site does) and serves it: every file
// the page loads is there, the lessons are listed, the headers that
// let Stop interrupt in place are sent and zq.wasm is WebAssembly.
func TestSite(t *testing.T) {
	base := served(t)
	for _, f := range []string{"index.html", "app.js", "draw.js", "highlight.js", "zq.tmLanguage.json", "worker.js", "style.css", "sw.js", "wasm_exec.js", "zq.wasm", "lessons/index.json", "vendor/elkjs/elk.bundled.js", "vendor/elkjs/LICENSE.md"} {
		if _, err := os.Stat(filepath.Join(site.dir, f)); err != nil {
			t.Errorf("the site lacks %s: %v", f, err)
		}
	}
	resp, err := http.Get(base + "zq.wasm")
	if err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 4)
	_, err = io.ReadFull(resp.Body, head)
	resp.Body.Close()
	if err != nil || string(head) != "\x00asm" {
		t.Errorf("zq.wasm starts with %q (%v), want the WebAssembly magic", head, err)
	}
	for h, want := range map[string]string{
		"Cross-Origin-Opener-Policy":   "same-origin",
		"Cross-Origin-Embedder-Policy": "require-corp",
		"Content-Type":                 "application/wasm",
	} {
		if got := resp.Header.Get(h); got != want {
			t.Errorf("%s: %q, want %q", h, got, want)
		}
	}
	var index []lesson
	data, err := os.ReadFile(filepath.Join(site.dir, "lessons", "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../scripts/lessons/*.zq")
	if len(index) != len(files) || len(index) == 0 {
		t.Fatalf("lessons/index.json lists %d lessons, scripts/lessons holds %d", len(index), len(files))
	}
	for i, l := range index {
		if filepath.Base(files[i]) != l.Name+".zq" || l.Title == "" || strings.HasPrefix(l.Title, "Lesson") {
			t.Errorf("lesson %d: %+v (file %s)", i, l, files[i])
		}
		want, _ := lessons.Files.ReadFile(l.Name + ".zq")
		got, _ := os.ReadFile(filepath.Join(site.dir, "lessons", l.Name+".zq"))
		if string(got) != string(want) {
			t.Errorf("lessons/%s.zq differs from the course", l.Name)
		}
	}
}

func TestLessonTitle(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"# Lesson 1: a family of sets and its diagram.\n#\n", "a family of sets and its diagram"},
		{"# Lesson 12: two: colons.\n", "two: colons"},
		{"# no lesson line\nx = 1\n", "no lesson line"},
		{"", ""},
	} {
		if got := lessonTitle(c.src); got != c.want {
			t.Errorf("lessonTitle(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}

// TestServe runs zq serve's server on a free port and reads the page
// from the address it prints, then stops it.
func TestServe(t *testing.T) {
	served(t) // builds once; Serve's own build then finds it cached
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Serve(ctx, "127.0.0.1:0", w)
		w.Close()
	}()
	sc := bufio.NewScanner(r)
	url := ""
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "zq playground: "); ok {
			url, _, _ = strings.Cut(rest, " ")
			break
		}
	}
	go io.Copy(io.Discard, r)
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		cancel()
		t.Fatalf("zq serve printed no address (%v)", <-done)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "<title>zq playground</title>") || resp.Header.Get("Cross-Origin-Embedder-Policy") != "require-corp" {
		t.Fatalf("GET %s: %s, %d bytes", url, resp.Status, len(body))
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("zq serve stopped with %v", err)
	}
}
