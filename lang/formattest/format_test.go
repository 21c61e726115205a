// Package formattest shows what adding a file format takes: the format
// below (in a test, so that it stays out of the command) registers
// itself with package zdd/format and is then written by save and read
// by open, by name, by its extension and by sniffing its first line,
// with its universe kept, without a line changed in package lang.
package formattest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
	"github.com/zqlang/zq/zdd"
	"github.com/zqlang/zq/zdd/format"
)

// setlist is a toy text format: the line "setlist 1", then a line
// "meta TEXT" (TEXT a Go-quoted string) when there is metadata, then
// one line per set with its variables' numbers, "-" for the empty set.
const header = "setlist 1"

func init() {
	format.Register(&format.Format{
		Name:       "setlist",
		Help:       "one set a line",
		Extensions: []string{".sets"},
		Sniff: func(head []byte) bool {
			line, _, _ := bytes.Cut(head, []byte("\n"))
			return strings.TrimSpace(string(line)) == header
		},
		Read:  read,
		Write: write,
		Meta:  true,
	})
}

func write(m *zdd.Manager, w io.Writer, f format.File) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, header)
	if len(f.Meta) > 0 {
		fmt.Fprintln(bw, "meta", strconv.Quote(string(f.Meta)))
	}
	m.Each(f.Root, func(set []uint32) bool {
		if len(set) == 0 {
			fmt.Fprintln(bw, "-")
			return true
		}
		for i, v := range set {
			if i > 0 {
				bw.WriteByte(' ')
			}
			bw.WriteString(strconv.FormatUint(uint64(v), 10))
		}
		bw.WriteByte('\n')
		return true
	})
	return bw.Flush()
}

func read(m *zdd.Manager, r io.Reader) (format.File, error) {
	file := format.File{Root: zdd.Empty, Vars: -1}
	sc := bufio.NewScanner(r)
	bad := func(line int, msg string) error {
		return fmt.Errorf("%w: line %d: %s", zdd.ErrFormat, line, msg)
	}
	var err error
	gerr := m.Guard(func() {
		for line := 1; sc.Scan(); line++ {
			t := strings.TrimSpace(sc.Text())
			switch {
			case line == 1:
				if t != header {
					err = bad(line, "the first line is "+strconv.Quote(header))
					return
				}
				continue
			case line == 2 && strings.HasPrefix(t, "meta "):
				q, e := strconv.Unquote(strings.TrimPrefix(t, "meta "))
				if e != nil {
					err = bad(line, "the metadata is a quoted string")
					return
				}
				file.Meta = []byte(q)
				continue
			case t == "-":
				file.Root = m.Union(file.Root, zdd.Base)
				continue
			}
			var set []uint32
			for _, x := range strings.Fields(t) {
				v, e := strconv.ParseUint(x, 10, 32)
				if e != nil || v >= zdd.MaxVars {
					err = bad(line, strconv.Quote(x)+" is not a variable")
					return
				}
				set = append(set, uint32(v))
			}
			file.Root = m.Union(file.Root, m.SetOf(set))
		}
		err = sc.Err()
	})
	if gerr != nil {
		return format.File{}, gerr
	}
	return file, err
}

// TestNewFormat drives the toy format through the language.
func TestNewFormat(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return strconv.Quote(filepath.Join(dir, name)) }
	var out strings.Builder
	s := lang.NewSession(&out)
	src := `g = grid(2, 3)
F = cycles(g)
save(F, ` + at("a.txt") + `, format: "setlist")
save(F, ` + at("b.sets") + `)
assert open(` + at("a.txt") + `, format: "setlist") == F
assert open(` + at("a.txt") + `) == F
assert open(` + at("b.sets") + `) == F
assert show(open(` + at("a.txt") + `)) == show(F)
save({{1, 2}, {3}, {}}, ` + at("c.txt") + `, format: "SetList")
assert open(` + at("c.txt") + `) == {{1, 2}, {3}, {}}
save(F, ` + at("d.txt") + `, format: "sapporo")
assert open(` + at("d.txt") + `, over: g) == F
`
	if err := s.Run("t.zq", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
	data, err := os.ReadFile(filepath.Join(dir, "a.txt"))
	if err != nil || !strings.HasPrefix(string(data), header+"\nmeta ") || strings.Count(string(data), "\n") != 2+3 {
		t.Fatalf("a.txt: %v\n%s", err, data)
	}
	// A malformed file is an error naming the file, the format and the
	// line.
	os.WriteFile(filepath.Join(dir, "bad.txt"), []byte(header+"\n1 2\nx\n"), 0o644)
	err = s.Run("t.zq", "open("+at("bad.txt")+")")
	if err == nil || !strings.Contains(lang.Detail(err), "bad.txt is not a setlist file") || !strings.Contains(lang.Detail(err), "line 3") {
		t.Fatalf("malformed file: %v", err)
	}
	// The help of save and open lists the formats registered by then;
	// this one registered after the library, so the error of an unknown
	// format, made at the call, names it.
	err = s.Run("t.zq", "open("+at("a.txt")+`, format: "nope")`)
	if err == nil || !strings.Contains(lang.Detail(err), "setlist") {
		t.Fatalf("unknown format: %v", err)
	}
}
