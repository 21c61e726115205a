package format

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/zqlang/zq/zdd"
)

// lines reads a text diagram line by line and makes format errors that
// name the line.
type lines struct {
	sc   *bufio.Scanner
	line int
}

func newLines(r io.Reader) *lines {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), maxLine)
	return &lines{sc: sc}
}

// next reads the next line; false at the end.
func (l *lines) next() bool {
	if !l.sc.Scan() {
		return false
	}
	l.line++
	return true
}

func (l *lines) text() string { return l.sc.Text() }

// maxLine is the longest line the text formats read.
const maxLine = 1 << 20

// err is the reading error, if any: a line too long is a format error
// naming the line.
func (l *lines) err() error {
	err := l.sc.Err()
	if errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("%w: line %d: longer than %d bytes (not a diagram in this format?)", zdd.ErrFormat, l.line+1, maxLine)
	}
	return err
}

// bad is a format error at the current line.
func (l *lines) bad(format string, args ...any) error {
	return fmt.Errorf("%w: line %d: %s", zdd.ErrFormat, l.line, fmt.Sprintf(format, args...))
}

// clip cuts quoted input to a short excerpt for messages.
func clip(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "..."
	}
	return s
}

// terminalText writes the one-line form of a terminal root, as the
// Graphillion and Knuth formats spell them (empty, base), and reports
// whether f was one.
func terminalText(w *bufio.Writer, f zdd.Node, empty, base string) bool {
	switch f {
	case zdd.Empty:
		fmt.Fprint(w, empty)
	case zdd.Base:
		fmt.Fprint(w, base)
	default:
		return false
	}
	return true
}
