package repl

import (
	"bufio"
	"os"
	"strings"

	"github.com/chzyer/readline"
)

// historyLimit is how many statements the history keeps.
const historyLimit = 5000

// History is the list of statements entered, oldest first, kept in a
// file. Each statement is one entry whatever keys were used to enter it,
// a statement over several lines included: in the file, a line that
// starts with a tab continues the entry above it (the tab is dropped).
type History struct {
	path    string
	limit   int
	entries []string
}

// openHistory reads the history file at path ("" keeps no file).
func openHistory(path string, limit int) *History {
	h := &History{path: path, limit: limit}
	if path == "" {
		return h
	}
	f, err := os.Open(path)
	if err != nil {
		return h
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "\t") && len(h.entries) > 0 {
			h.entries[len(h.entries)-1] += "\n" + line[1:]
			continue
		}
		if strings.TrimSpace(line) != "" {
			h.entries = append(h.entries, line)
		}
	}
	if len(h.entries) > limit {
		h.entries = h.entries[len(h.entries)-limit:]
		h.rewrite()
	}
	return h
}

// Entries returns the statements, oldest first.
func (h *History) Entries() []string { return h.entries }

// Add appends a statement (unless it repeats the last one) and writes
// it to the file.
func (h *History) Add(stmt string) {
	stmt = strings.TrimRight(stmt, "\n")
	if strings.TrimSpace(stmt) == "" {
		return
	}
	if n := len(h.entries); n > 0 && h.entries[n-1] == stmt {
		return
	}
	h.entries = append(h.entries, stmt)
	if len(h.entries) > h.limit {
		h.entries = h.entries[len(h.entries)-h.limit:]
		h.rewrite()
		return
	}
	if h.path == "" {
		return
	}
	f, err := os.OpenFile(h.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return
	}
	f.WriteString(encodeEntry(stmt))
	f.Close()
}

// rewrite writes the whole file anew (a temporary file, then renamed).
func (h *History) rewrite() {
	if h.path == "" {
		return
	}
	var b strings.Builder
	for _, e := range h.entries {
		b.WriteString(encodeEntry(e))
	}
	tmp := h.path + ".tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o600); err != nil {
		return
	}
	os.Rename(tmp, h.path)
}

func encodeEntry(e string) string {
	return strings.ReplaceAll(e, "\n", "\n\t") + "\n"
}

// load gives readline the entries afresh. Readline keeps an edited
// recalled line in place of the statement it is handed when the cursor
// was left on an older entry, so its list is rebuilt after every
// statement instead of appended to. The line ends of a statement over
// several lines are handed over as newlineMark (see editLine).
func (h *History) load(rl *readline.Instance) {
	rl.ResetHistory()
	for _, e := range h.entries {
		rl.SaveHistory(editLine(e))
	}
}

// The line editor draws its line as one line of the terminal that may
// wrap: before each redraw it moves up as many rows as the wrapping
// took, not counting the rows a line end in the text started, so a
// recalled statement over several lines was drawn anew below itself at
// every redraw (three times by the time Enter had run it). In the
// editor a recalled statement's line ends are therefore one private
// character each, newlineMark, drawn as newlineGlyph (one column, as
// the editor counts it), and turned back into line ends when the line
// is entered.
const (
	newlineMark  = '\uE001'
	newlineGlyph = '\u2424' // ␤, SYMBOL FOR NEWLINE
)

// editLine is a statement as the line editor holds it: its line ends
// as newlineMark.
func editLine(stmt string) string { return strings.ReplaceAll(stmt, "\n", string(newlineMark)) }

// enteredLine is a line the editor returned, its newlineMarks line ends
// again.
func enteredLine(line string) string { return strings.ReplaceAll(line, string(newlineMark), "\n") }

// newlinePainter draws newlineMark as newlineGlyph.
type newlinePainter struct{}

// Paint implements readline.Painter.
func (newlinePainter) Paint(line []rune, _ int) []rune {
	var out []rune
	for i, r := range line {
		if r == newlineMark {
			if out == nil {
				out = append([]rune(nil), line...)
			}
			out[i] = newlineGlyph
		}
	}
	if out == nil {
		return line
	}
	return out
}
