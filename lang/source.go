package lang

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/puzzles"
)

// source(path) runs a script in the session: it needs the evaluator
// (the caller's scope, file and call stack), so it is the language's own.

func init() {
	MustRegister(&Builtin{
		Name: "source", Topic: "language", Result: "nothing",
		Params:  []Param{{Name: "path", Kind: "string"}},
		Help:    "run a script in this session, so its definitions and bindings can be used; a relative path is read from the calling script's folder",
		Example: "write(\"sq(n) = n * n\\n\", \"zq-defs.zq\"); source(\"zq-defs.zq\"); sq(7)",
		Fn: func(c *Call) (Value, error) {
			return nil, c.ev.source(c, c.Str(0))
		},
	})
}

// source runs the statements of a file with this evaluator's session
// and context; its errors carry the call of source in their trace.
func (ev *evaluator) source(c *Call, path string) error {
	if !filepath.IsAbs(path) {
		if dir := filepath.Dir(ev.src.file); ev.src.file != "" && !strings.HasPrefix(ev.src.file, "<") && ev.src.file != "-e" {
			path = filepath.Join(dir, path)
		}
	}
	// The scripts being read: the one Run was given, then each source in
	// progress. A script met again is a loop, refused before any of its
	// statements runs a second time.
	chain := []string{}
	if f := ev.s.file; f != "" && !strings.HasPrefix(f, "<") && f != "-e" {
		chain = append(chain, f)
	}
	for _, f := range ev.stack {
		if f.file != "" {
			chain = append(chain, f.file)
		}
	}
	for i, f := range chain {
		if sameFile(f, path) {
			loop := append(append([]string(nil), chain[i:]...), path)
			return c.Fail("%s is already being read: %s (scripts that source each other never end)", path, strings.Join(loop, " sources "))
		}
	}
	if len(ev.stack) >= MaxDepth {
		return c.Fail("calls nested deeper than %s", Group(big.NewInt(MaxDepth)))
	}
	data, err := ev.s.readAll(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return c.Fail("cannot read %s: %v", path, pe.Err)
		}
		return c.Fail("cannot read %s: %v", path, err)
	}
	if why := notScript(data); why != "" {
		return c.Fail("%s is not a zq script: %s", path, why)
	}
	src := string(data)
	lines := strings.Split(src, "\n")
	savedSrc, savedScope := ev.src, ev.scope
	ev.stack = append(ev.stack, frame{what: fmt.Sprintf("source(%q)", c.Str(0)), at: c.pos, line: ev.src.line(c.pos), file: path})
	ev.src, ev.scope = source{path, lines}, nil
	defer func() {
		ev.src, ev.scope = savedSrc, savedScope
		ev.stack = ev.stack[:len(ev.stack)-1]
	}()
	rd := syntax.NewReader(path, src)
	rd.Resume, rd.Ctx = false, ev.ctx
	for {
		u, ok := rd.Next()
		if !ok {
			if err := rd.Err(); err != nil {
				return err
			}
			return nil
		}
		if err := ev.interrupted(); err != nil {
			return err
		}
		if u.LexErr != nil {
			e := *u.LexErr
			e.Calls = ev.callSites()
			return &e
		}
		if u.Meta != "" {
			if err := ev.s.Meta(u.Meta); err != nil {
				return ev.errAt(u.Pos, "%s", err.Error())
			}
			continue
		}
		st, perr := syntax.Parse(u, ev.src.line)
		if perr != nil {
			perr.Calls = ev.callSites()
			return perr
		}
		out, err := ev.stmt(st, u.Text)
		if err != nil {
			return err
		}
		if out != "" {
			fmt.Fprintln(ev.s.Out, out)
		}
	}
}

// notScript tells by the first bytes of a file that it is plainly not a
// zq script, and says what it seems to be instead ("" when it may be a
// script): binary data, or a puzzle file that does not read as
// statements.
func notScript(data []byte) string {
	const binaryFile = "it holds binary data (open reads families written by save, load reads puzzles)"
	head := data[:min(len(data), 4096)]
	if bytes.IndexByte(head, 0) >= 0 {
		return binaryFile
	}
	if len(head) < len(data) {
		// Whole lines only, and no character cut at the end.
		i := bytes.LastIndexByte(head, '\n')
		if i < 0 {
			// One long line: its statements will tell, unless it is not
			// text (a character cut at the end takes at most 3 bytes).
			if !utf8.Valid(head[:len(head)-3]) {
				return binaryFile
			}
			return ""
		}
		head = head[:i+1]
	}
	if !utf8.Valid(head) {
		return binaryFile
	}
	text := string(head)
	if strings.HasPrefix(strings.TrimSpace(text), puzzles.HeaderPrefix) {
		return "it is a puzzle file (load reads puzzles)"
	}
	// A puzzle file whose head does not read as statements.
	rd := syntax.NewReader("", text)
	rd.Resume = false
	for {
		u, ok := rd.Next()
		if !ok {
			return ""
		}
		if u.LexErr != nil {
			if rd.Open() {
				return "" // cut inside brackets or a raw string
			}
			break
		}
		if u.Meta == "" {
			if _, err := syntax.Parse(u, func(Pos) string { return "" }); err != nil {
				break
			}
		}
	}
	if kind := puzzles.Detect(text); kind != "" {
		return fmt.Sprintf("it looks like a %s puzzle file (load reads puzzles)", kind)
	}
	return ""
}

// sameFile reports whether paths a and b name the same file.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}
