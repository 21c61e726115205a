package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// binary is the zq program built once for the tests that drive it.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "zqbin")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "zq")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		os.Stderr.Write(out)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// ptyTerm is a zq process on a pseudo-terminal with everything it printed.
type ptyTerm struct {
	t    *testing.T
	f    *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	buf  bytes.Buffer
	mark int
	done chan struct{}
}

func startTerm(t *testing.T, home string) *ptyTerm {
	t.Helper()
	cmd := exec.Command(binary)
	cmd.Env = append(os.Environ(), "HOME="+home, "TERM=xterm", "ZQ_HISTORY=")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 120})
	if err != nil {
		t.Fatal(err)
	}
	tm := &ptyTerm{t: t, f: f, cmd: cmd, done: make(chan struct{})}
	go func() {
		defer close(tm.done)
		b := make([]byte, 4096)
		for {
			n, err := f.Read(b)
			tm.mu.Lock()
			tm.buf.Write(b[:n])
			tm.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		f.Close()
	})
	return tm
}

func (tm *ptyTerm) send(s string) {
	tm.t.Helper()
	if _, err := tm.f.WriteString(s); err != nil {
		tm.t.Fatal(err)
	}
}

// expect waits until the output after the last match matches re.
func (tm *ptyTerm) expect(re string) {
	tm.t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.Now().Add(60 * time.Second)
	for {
		tm.mu.Lock()
		out := tm.buf.String()[tm.mark:]
		if loc := rx.FindStringIndex(out); loc != nil {
			tm.mark += loc[1]
			tm.mu.Unlock()
			return
		}
		tm.mu.Unlock()
		select {
		case <-tm.done:
			tm.t.Fatalf("zq ended before %q appeared; output:\n%s", re, out)
		default:
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("%q did not appear; output:\n%s", re, out)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (tm *ptyTerm) wait() {
	tm.t.Helper()
	select {
	case <-tm.done:
	case <-time.After(30 * time.Second):
		tm.t.Fatal("zq did not exit")
	}
	if err := tm.cmd.Wait(); err != nil {
		tm.t.Fatalf("zq exited with %v", err)
	}
}

func TestREPL(t *testing.T) {
	home := t.TempDir()
	tm := startTerm(t, home)
	tm.expect(`:help`)
	tm.expect(`zq> `)

	// Bindings echo a summary; tab completes builtin names.
	tm.send("F = pow([1, 2, 3])\r")
	tm.expect(`F = family: 8 sets over 3 elements`)
	tm.expect(`zq> `)
	tm.send("univ\t")
	tm.expect(`universe\(`)
	tm.send("F)\r")
	tm.expect(`\r\nintegers\r\n`)
	tm.expect(`zq> `)

	// Completion of bound names and meta-commands.
	tm.send("Family = 1\r")
	tm.expect(`zq> `)
	tm.send(":va\t")
	tm.expect(`:vars`)
	tm.send("\r")
	tm.expect(`Family = 1`)
	tm.expect(`zq> `)

	// Multi-line input while a bracket is open.
	tm.send("G = {{1},\r")
	tm.expect(`\.\.\. `)
	tm.send("  {2}}\r")
	tm.expect(`G = family: 2 sets over 2 elements`)
	tm.expect(`zq> `)

	// Ctrl-C during a long construction stops it and keeps the bindings.
	tm.send("P = paths(grid(16, 16), (0, 0), (15, 15))\r")
	tm.expect(`paths: expanding level`)
	tm.send("\x03")
	tm.expect(`interrupted`)
	tm.expect(`zq> `)
	tm.send("count(F | G)\r")
	tm.expect(`\r\n8\r\n`)
	tm.expect(`zq> `)
	tm.send("P\r")
	tm.expect(`undefined name P`)
	tm.expect(`zq> `)

	// Errors name the place and the session goes on.
	tm.send("count(1)\r")
	tm.expect(`<input>:1:7: count: argument 1 \(F\) must be a family, got an integer`)
	tm.expect(`zq> `)
	tm.send("G2 = [1,\r")
	tm.expect(`\.\.\. `)
	tm.send("  2]\r")
	tm.expect(`G2 = \[1, 2\]`)
	tm.expect(`zq> `)
	tm.send("6 * 7\r")
	tm.expect(`42`)
	tm.expect(`zq> `)
	tm.send("\x04")
	tm.wait()

	if _, err := os.Stat(filepath.Join(home, ".zq_history")); err != nil {
		t.Fatalf("no history file in the home directory: %v", err)
	}

	// A second session finds the history of the first.
	tm2 := startTerm(t, home)
	tm2.expect(`zq> `)
	tm2.send("\x1b[A")
	tm2.expect(`6 \* 7`)
	tm2.send("\r")
	tm2.expect(`\r\n42\r\n`)
	tm2.expect(`zq> `)
	// A statement typed over two lines is one history entry.
	tm2.send("\x1b[A\x1b[A")
	tm2.expect(`G2 = \[1, 2\]`)
	tm2.send("\r")
	tm2.expect(`G2 = \[1, 2\]\r\n`)
	tm2.expect(`zq> `)
	tm2.send(":quit\r")
	tm2.wait()
}

// TestStdin checks that statements piped in run without prompts.
func TestStdin(t *testing.T) {
	cmd := exec.Command(binary)
	cmd.Stdin = strings.NewReader("x = {{1}, {2}}\ncount(x)\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got := string(out); got != "2\n" {
		t.Fatalf("output %q, want %q", got, "2\n")
	}
}

// TestREPLHistory checks that history keeps whole statements: one typed
// over two lines, a multi-line raw string, and a recalled statement that
// was edited before Enter.
func TestREPLHistory(t *testing.T) {
	home := t.TempDir()
	tm := startTerm(t, home)
	tm.expect(`zq> `)
	tm.send("A = [1,\r")
	tm.expect(`\.\.\. `)
	tm.send("  2]\r")
	tm.expect(`A = \[1, 2\]`)
	tm.expect(`zq> `)
	tm.send("s = `\r")
	tm.expect(`\.\.\. `)
	tm.send("ab\r")
	tm.expect(`\.\.\. `)
	tm.send("`\r")
	tm.expect(`s = "ab\\n"`)
	tm.expect(`zq> `)
	// Recall the two-line statement, edit it, run it.
	tm.send("\x1b[A\x1b[A")
	tm.expect(`A = \[1, 2\]`)
	tm.send("\x7f\x7f3]\r")
	tm.expect(`A = \[1, 3\]`)
	tm.expect(`zq> `)
	// A multi-line statement typed after recalling comes back whole.
	tm.send("\x1b[A")
	tm.expect(`A = \[1, 3\]`)
	tm.send("\x15B = (1,\r")
	tm.expect(`\.\.\. `)
	tm.send("2)\r")
	tm.expect(`B = \(1, 2\)`)
	tm.expect(`zq> `)
	tm.send(":quit\r")
	tm.wait()
	data, err := os.ReadFile(filepath.Join(home, ".zq_history"))
	if err != nil {
		t.Fatal(err)
	}
	want := "A = [1, 2]\ns = `\n\tab\n\t`\nA = [1, 3]\nB = (1, 2)\n:quit\n"
	if string(data) != want {
		t.Errorf("history file:\n%q\nwant\n%q", data, want)
	}
	// The next session recalls the raw string whole and runs it, and
	// the statement is drawn once: each redraw of the editor (on recall,
	// and twice on Enter) replaces the one before (the line ends were
	// written as such, and the editor, not counting the rows they
	// started, drew it anew below itself each time: three copies).
	tm2 := startTerm(t, home)
	tm2.expect(`zq> `)
	tm2.send("\x1b[A\x1b[A\x1b[A\x1b[A\r")
	tm2.expect(`s = "ab\\n"`)
	tm2.expect(`zq> `)
	tm2.send(":quit\r")
	tm2.wait()
	screen := render(tm2.buf.String(), 120)
	drawn := 0
	for _, row := range screen {
		drawn += strings.Count(row, "s = `")
	}
	if drawn != 1 {
		t.Errorf("the recalled statement is drawn %d times, want once; the screen:\n%s", drawn, strings.Join(screen, "\n"))
	}
	if !slices.Contains(screen, "zq> s = `\u2424ab\u2424`") {
		t.Errorf("no row shows the recalled statement with its line ends as \u2424; the screen:\n%s", strings.Join(screen, "\n"))
	}
}

// render plays a terminal transcript on a screen cols wide that never
// scrolls away (rows are added below as needed) and returns its rows,
// trailing blanks cut. It knows what the line editor and zq write:
// text, CR, LF, backspace, the cursor moves ESC[nA/B/C/D, and the
// erasures ESC[K, ESC[2K and ESC[J; other escape sequences change
// nothing. A character written past the last column goes to the next
// row, as xterm wraps.
func render(transcript string, cols int) []string {
	var screen [][]rune
	row, col := 0, 0
	line := func(r int) []rune {
		for len(screen) <= r {
			screen = append(screen, nil)
		}
		return screen[r]
	}
	rs := []rune(transcript)
	for i := 0; i < len(rs); i++ {
		switch c := rs[i]; {
		case c == '\r':
			col = 0
		case c == '\n':
			row++
		case c == '\b':
			col = max(0, min(col, cols-1)-1)
		case c == 0x1b && i+1 < len(rs) && rs[i+1] == '[':
			j := i + 2
			for j < len(rs) && (rs[j] < 0x40 || rs[j] > 0x7e) {
				j++
			}
			if j == len(rs) {
				i = j
				break
			}
			arg := string(rs[i+2 : j])
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 {
				n = 1
			}
			switch rs[j] {
			case 'A':
				row = max(0, row-n)
			case 'B':
				row += n
			case 'C':
				col = min(cols-1, col+n)
			case 'D':
				col = max(0, col-n)
			case 'K', 'J':
				l := line(row)
				switch arg {
				case "2":
					l = l[:0]
				case "", "0":
					l = l[:min(col, len(l))]
				}
				screen[row] = l
				if rs[j] == 'J' && (arg == "" || arg == "0") {
					screen = screen[:row+1]
				}
			}
			i = j
		case c < 0x20 || c == 0x7f:
		default:
			if col >= cols {
				row, col = row+1, 0
			}
			l := line(row)
			for len(l) <= col {
				l = append(l, ' ')
			}
			l[col] = c
			screen[row] = l
			col++
		}
	}
	out := make([]string, len(screen))
	for i, l := range screen {
		out[i] = strings.TrimRight(string(l), " ")
	}
	return out
}

// TestREPLInterruptLoop checks that Ctrl-C stops a comprehension and a
// recursion that build no nodes, and that no binding changes.
func TestREPLInterruptLoop(t *testing.T) {
	tm := startTerm(t, t.TempDir())
	tm.expect(`zq> `)
	tm.send("f(n) = 0 if n == 0 else f(n - 1)\r")
	tm.expect(`f = function f\(n\)`)
	tm.expect(`zq> `)
	tm.send("x = 1\r")
	tm.expect(`zq> `)
	tm.send("x = [f(2000) for i in range(10000000)]\r")
	time.Sleep(300 * time.Millisecond)
	tm.send("\x03")
	tm.expect(`interrupted`)
	tm.expect(`zq> `)
	tm.send("x\r")
	tm.expect(`\r\n1\r\n`)
	tm.expect(`zq> `)
	tm.send("g(n) = g(n + 1) + 0 * sum([1 for i in range(1000)])\r")
	tm.expect(`zq> `)
	tm.send("x = g(0)\r")
	time.Sleep(100 * time.Millisecond)
	tm.send("\x03")
	tm.expect(`interrupted|calls nested deeper`)
	tm.expect(`zq> `)
	tm.send("x\r")
	tm.expect(`\r\n1\r\n`)
	tm.send(":quit\r")
	tm.wait()
}

// TestREPLProgressCleared checks on a pseudo-terminal transcript that
// the progress line is always cleared before anything else is written:
// a binding's echo, a result or an error never starts on it.
func TestREPLProgressCleared(t *testing.T) {
	tm := startTerm(t, t.TempDir())
	tm.expect(`zq> `)
	for _, st := range []struct{ in, out string }{
		{`S = solutions(slitherlink(".23\n...\n.20"))`, `S = family: 1 set over 24 elements`},
		{`count(solutions(slitherlink(".23\n...\n.20")))`, `1\r\n`},
		{`count(spanningtrees(grid(8, 8)))`, `126,231,322,912,498,539,682,594,816`},
		{`count(solutions(slitherlink(".23\n...\n.2")))`, `line 3 of the text: the row has 2 cells`},
	} {
		tm.send(st.in + "\r")
		tm.expect(st.out)
		tm.expect(`zq> `)
	}
	tm.send(":quit\r")
	tm.wait()
	out := tm.buf.String()
	// A progress line is drawn as "\r\x1b[K" and its text (a lower-case
	// name, a colon: "solutions: building"); what follows its text must
	// clear it (or redraw it).
	draw := regexp.MustCompile(`\r\x1b\[K([a-z][a-z ]*: [^\r\n\x1b]*)`)
	shown := 0
	for _, m := range draw.FindAllStringSubmatchIndex(out, -1) {
		text := out[m[2]:m[3]]
		shown++
		if rest := out[m[1]:]; !strings.HasPrefix(rest, "\r\x1b[K") {
			t.Errorf("progress line %q is followed by %q", text, rest[:min(len(rest), 40)])
		}
	}
	if shown == 0 {
		t.Errorf("no progress line drawn; transcript:\n%q", out)
	}
}

// TestREPLLongPaste checks that a pasted line of 20 KB reaches the
// statement whole and is drawn once on the screen, with and without the
// terminal's bracketed-paste markers, that with the markers it costs
// the terminal output of a few copies of it, not a redraw per character
// (which wrote about n*n/2 bytes: 200 MB), and that a paste over several
// lines runs each statement. Without the markers the paste arrives in
// as many reads as the machine's load makes, each a redraw: what that
// costs per read is counted in package repl (TestPasteRedraws), where
// the reads are given.
func TestREPLLongPaste(t *testing.T) {
	tm := startTerm(t, t.TempDir())
	tm.expect(`zq> `)
	line := "len([" + strings.Repeat("1, ", 6800) + "1])"
	for _, c := range []struct {
		name, pre, post string
		bound           int // bytes written per pasted byte, 0 for none
	}{
		{"plain", "", "", 0},
		{"bracketed", "\x1b[200~", "\x1b[201~", 8},
	} {
		tm.mu.Lock()
		from := tm.buf.Len()
		tm.mu.Unlock()
		tm.send(c.pre + line + c.post + "\r")
		tm.expect(`\r\n6801\r\n`)
		tm.expect(`zq> `)
		tm.mu.Lock()
		drawn := tm.buf.String()[from:]
		tm.mu.Unlock()
		t.Logf("%s: a %d-byte paste wrote %d bytes to the terminal", c.name, len(line), len(drawn))
		if c.bound > 0 && len(drawn) > c.bound*len(line) {
			t.Errorf("%s: a %d-byte paste wrote %d bytes to the terminal", c.name, len(line), len(drawn))
		}
		// The screen shows the prompt, the line (wrapped) once, the
		// result and the next prompt.
		want := []string{}
		for rest := "zq> " + line; rest != ""; {
			k := min(len(rest), 120)
			want = append(want, strings.TrimRight(rest[:k], " "))
			rest = rest[k:]
		}
		want = append(want, "6801", "zq>")
		if got := render("\r\x1b[2K"+drawn, 120); !slices.Equal(got, want) {
			t.Errorf("%s: the screen after the paste has %d rows, want the line once (%d rows), the result and the prompt:\n%s",
				c.name, len(got), len(want)-2, strings.Join(got, "\n"))
		}
	}
	// Several statements in one paste, the last left to edit.
	tm.send("\x1b[200~a = 6\nb = 7\na * b\x1b[201~")
	tm.send(" + 0\r")
	tm.expect(`\r\n42\r\n`)
	tm.expect(`zq> `)
	tm.send(":quit\r")
	tm.wait()
}
