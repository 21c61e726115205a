package repl

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"unicode/utf8"
)

// The line editor redraws the whole line for every character it is
// given, so a pasted line of n characters cost n redraws of up to n
// characters: a 20 KB line took half a minute. pasteReader sits between
// the terminal and the editor and hands it a pasted text whole: it
// replaces each pasted line by one private character (pasteMark) and
// its Listener puts the text in that character's place, in one redraw.
// A paste is known by the terminal's bracketed-paste markers, or, on a
// terminal without them, by a run of at least minPaste plain characters
// arriving in one read (no one types that fast). Without the markers a
// paste reaches the reader in as many reads as the terminal and the
// machine's load make, and a read can hold only a few of its characters:
// plain characters that start a read right after a read that ended in
// a paste continue it whatever their number (a key typed then goes in as
// it would typed, in one redraw, except a Tab alone, which still
// completes), so that the editor redraws the line once per read, never
// once per character.

const (
	pasteMark     = '\uE000'
	pasteStart    = "\x1b[200~"
	pasteEnd      = "\x1b[201~"
	minPaste      = 64
	bracketedOn   = "\x1b[?2004h"
	bracketedOff  = "\x1b[?2004l"
	readChunkSize = 4096
)

type pasteReader struct {
	in io.Reader

	mu      sync.Mutex
	texts   []string // pasted lines waiting for their mark to be edited in
	out     []byte   // bytes ready for the editor
	pending []byte   // an escape sequence or character cut by a read
	inPaste bool
	paste   []byte // the bracketed paste read so far
	// pasting: the last read ended in the plain characters of a paste
	// without markers, which the next read may continue.
	pasting bool
	buf     [readChunkSize]byte
}

func newPasteReader(in io.Reader) *pasteReader { return &pasteReader{in: in} }

// Close does nothing: the terminal stays open for the program.
func (p *pasteReader) Close() error { return nil }

// Read gives the editor the next bytes: typed keys as they came, pasted
// lines as marks and Enter keys.
func (p *pasteReader) Read(b []byte) (int, error) {
	for {
		p.mu.Lock()
		if len(p.out) > 0 {
			n := copy(b, p.out)
			p.out = p.out[n:]
			p.mu.Unlock()
			return n, nil
		}
		p.mu.Unlock()
		n, err := p.in.Read(p.buf[:])
		if n > 0 {
			p.mu.Lock()
			p.feed(p.buf[:n])
			p.mu.Unlock()
		}
		if err != nil {
			p.mu.Lock()
			p.out = append(p.out, p.pending...)
			p.pending = nil
			left := len(p.out)
			p.mu.Unlock()
			if left == 0 {
				return 0, err
			}
		}
	}
}

// feed sorts a chunk read from the terminal into typed keys and pastes.
func (p *pasteReader) feed(chunk []byte) {
	data := append(p.pending, chunk...)
	p.pending = nil
	continues := p.pasting
	p.pasting = false
	for first := true; len(data) > 0; first = false {
		if p.inPaste {
			old := len(p.paste)
			p.paste = append(p.paste, data...)
			from := max(0, old-len(pasteEnd))
			i := bytes.Index(p.paste[from:], []byte(pasteEnd))
			if i < 0 {
				return
			}
			i += from
			rest := append([]byte(nil), p.paste[i+len(pasteEnd):]...)
			p.emit(string(p.paste[:i]))
			p.paste, p.inPaste = nil, false
			data = rest
			continue
		}
		if data[0] == 0x1b {
			n := escapeLen(data)
			if n == 0 { // cut by the read
				p.pending = append(p.pending, data...)
				return
			}
			if string(data[:n]) == pasteStart {
				p.inPaste = true
				data = data[n:]
				continue
			}
			p.out = append(p.out, data[:n]...)
			data = data[n:]
			continue
		}
		n := 0
		for n < len(data) && isPlain(data[n]) {
			n++
		}
		if n == 0 {
			p.out = append(p.out, data[0])
			data = data[1:]
			continue
		}
		run := data[:n]
		if n == len(data) {
			// Keep a character cut by the read for the next one.
			i := len(run) - 1
			for i > 0 && len(run)-i < utf8.UTFMax && !utf8.RuneStart(run[i]) {
				i--
			}
			if !utf8.FullRune(run[i:]) {
				p.pending = append(p.pending, run[i:]...)
				run = run[:i]
			}
		}
		if len(run) >= minPaste || first && continues && string(run) != "\t" {
			p.emit(string(run))
			p.pasting = n == len(data)
		} else {
			p.out = append(p.out, run...)
		}
		data = data[n:]
	}
}

// isPlain reports whether b can be part of pasted text.
func isPlain(b byte) bool { return b >= 0x20 && b != 0x7f || b == '\n' || b == '\r' || b == '\t' }

// escapeLen is the length of the escape sequence data starts with, or 0
// when it is cut short.
func escapeLen(data []byte) int {
	if len(data) < 2 {
		return 0
	}
	switch data[1] {
	case '[':
		for i := 2; i < len(data); i++ {
			if c := data[i]; c >= 0x40 && c <= 0x7e {
				return i + 1
			}
		}
		return 0
	case 'O':
		if len(data) < 3 {
			return 0
		}
		return 3
	}
	return 2
}

// emit hands pasted text to the editor: each line's text as one mark,
// each line end as Enter.
func (p *pasteReader) emit(text string) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if l != "" {
			p.texts = append(p.texts, l)
			p.out = utf8.AppendRune(p.out, pasteMark)
		}
		if i < len(lines)-1 {
			p.out = append(p.out, '\r')
		}
	}
}

// OnChange implements readline.Listener: a mark just typed is replaced
// by its pasted text.
func (p *pasteReader) OnChange(line []rune, pos int, key rune) ([]rune, int, bool) {
	if key != pasteMark || pos < 1 || pos > len(line) || line[pos-1] != pasteMark {
		return nil, 0, false
	}
	p.mu.Lock()
	text := ""
	if len(p.texts) > 0 {
		text = p.texts[0]
		p.texts = p.texts[1:]
	}
	p.mu.Unlock()
	r := []rune(text)
	out := make([]rune, 0, len(line)-1+len(r))
	out = append(out, line[:pos-1]...)
	out = append(out, r...)
	out = append(out, line[pos:]...)
	return out, pos - 1 + len(r), true
}
