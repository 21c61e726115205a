package repl

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chzyer/readline"
)

// chunkReader gives its chunks one read each, as a terminal hands over
// what has arrived, then blocks until closed.
type chunkReader struct {
	chunks [][]byte
	reads  int
	closed chan struct{}
}

func (c *chunkReader) Read(b []byte) (int, error) {
	if c.reads == len(c.chunks) {
		<-c.closed
		return 0, io.EOF
	}
	n := copy(b, c.chunks[c.reads])
	if n < len(c.chunks[c.reads]) {
		c.chunks[c.reads] = c.chunks[c.reads][n:]
		return n, nil
	}
	c.reads++
	return n, nil
}

// lockedBuffer is what the editor wrote.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// editPaste hands the line editor, through a pasteReader, the given
// reads, and returns the line it reads and what it drew: the bytes and
// the redraws (each starts with the prompt).
func editPaste(t *testing.T, reads []string) (line string, written, redraws int) {
	t.Helper()
	in := &chunkReader{closed: make(chan struct{})}
	for _, r := range reads {
		in.chunks = append(in.chunks, []byte(r))
	}
	paste := newPasteReader(in)
	var out lockedBuffer
	rl, err := readline.NewEx(&readline.Config{
		Prompt:                 Prompt,
		DisableAutoSaveHistory: true,
		Painter:                newlinePainter{},
		Stdin:                  paste,
		Listener:               paste,
		Stdout:                 &out,
		Stderr:                 &out,
		FuncIsTerminal:         func() bool { return true },
		FuncMakeRaw:            func() error { return nil },
		FuncExitRaw:            func() error { return nil },
		FuncGetWidth:           func() int { return 120 },
		FuncOnWidthChanged:     func(func()) {},
	})
	if err != nil {
		t.Fatal(err)
	}
	line, err = rl.Readline()
	if err != nil {
		t.Fatal(err)
	}
	drawn := out.String()
	close(in.closed)
	rl.Close()
	return line, len(drawn), strings.Count(drawn, Prompt)
}

// split cuts s into reads of the given sizes, the rest in one read.
func split(s string, sizes ...int) []string {
	var out []string
	for _, n := range sizes {
		n = min(n, len(s))
		out = append(out, s[:n])
		s = s[n:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

// TestPasteRedraws counts what the line editor draws for a pasted line
// of 20,408 bytes in reads of sizes chosen here (a terminal's depend on
// the machine's load; the reader takes at most readChunkSize bytes a
// read): without the bracketed-paste markers each read of the paste
// costs two redraws (its mark, then its text in the mark's place)
// whatever its size, also when a read holds fewer than minPaste
// characters of it, and Enter two more; with the markers the paste is
// one mark whatever the reads. A redraw per character wrote about
// 200 MB.
func TestPasteRedraws(t *testing.T) {
	text := "len([" + strings.Repeat("1, ", 6800) + "1])"
	n := len(text)
	for _, c := range []struct {
		name  string
		reads []string
		// redraws: the prompt, two per read of the paste, two on
		// Enter.
		redraws int
	}{
		{"reads of 4096", split(text+"\r", 4096, 4096, 4096, 4096), 1 + 2*5 + 2},
		{"short reads inside", split(text+"\r", 4096, 10, 1, 63, 4096, 2, 4096, 4096), 1 + 2*9 + 2},
		{"bracketed", split("\x1b[200~"+text+"\x1b[201~\r", 3, 4096, 10, 1, 4096, 4096, 4096, 4096, 2), 1 + 2 + 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, r := range c.reads {
				if len(r) > readChunkSize {
					t.Fatalf("a read of %d bytes is more than the reader takes", len(r))
				}
			}
			line, written, redraws := editPaste(t, c.reads)
			if line != text {
				t.Fatalf("the editor read %d bytes %.40q..., want the %d pasted", len(line), line, n)
			}
			if redraws != c.redraws {
				t.Errorf("%d redraws, want %d", redraws, c.redraws)
			}
			// Each redraw writes at most the prompt, the line and the
			// editor's escape sequences.
			if limit := redraws * (len(Prompt) + n + 64); written > limit {
				t.Errorf("%d bytes written, more than %d redraws of the line", written, redraws)
			}
			t.Logf("%d reads: %d redraws, %d bytes written (%.1f per pasted byte)", len(c.reads), redraws, written, float64(written)/float64(n))
		})
	}
}

// TestPasteContinues checks which reads continue a paste without
// markers: plain characters at the start of the read after one that
// ended in a paste do, a Tab alone does not (it completes), and nothing
// does after a read that ended in a key that is not plain text.
func TestPasteContinues(t *testing.T) {
	long := strings.Repeat("x", minPaste)
	mark := string(pasteMark)
	for _, c := range []struct {
		name  string
		reads []string
		out   string // what the editor is given; the marks stand for texts
		texts []string
	}{
		{"short read alone", []string{"ab"}, "ab", nil},
		{"continued", []string{long, "ab", "c"}, mark + mark + mark, []string{long, "ab", "c"}},
		{"tab after a paste", []string{long, "\t", "d"}, mark + "\t" + "d", []string{long}},
		{"line end ends nothing", []string{long + "\r", "ab"}, mark + "\r" + mark, []string{long, "ab"}},
		{"escape ends it", []string{long + "\x1b[D", "ab"}, mark + "\x1b[D" + "ab", []string{long}},
		{"control key ends it", []string{long + "\x01", "ab"}, mark + "\x01" + "ab", []string{long}},
		{"short run after a key", []string{long, "\x01ab"}, mark + "\x01ab", []string{long}},
	} {
		p := newPasteReader(nil)
		for _, r := range c.reads {
			p.feed([]byte(r))
		}
		if string(p.out) != c.out || !slices.Equal(p.texts, c.texts) {
			t.Errorf("%s: the editor is given %q with texts %q, want %q with %q", c.name, p.out, p.texts, c.out, c.texts)
		}
	}
}
