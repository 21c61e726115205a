package files

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"

	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/lang/lib/genres"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/zdd"
	zddformat "github.com/zqlang/zq/zdd/format"
)

// metaPrefix starts the metadata zq stores in family files: the key of
// the family's universe follows it.
const metaPrefix = "zq universe: "

// formatNamed returns the format named by string parameter i, one that
// reads (read set) or writes; an unknown name is an error that lists
// the formats.
func formatNamed(c *lang.Call, i int, read bool) (*zddformat.Format, error) {
	name := c.Str(i)
	f, ok := zddformat.Lookup(name)
	if ok && (read && f.Read != nil || !read && f.Write != nil) {
		return f, nil
	}
	what := "written"
	if read {
		what = "read"
	}
	known := strings.Join(zddformat.Names(read), ", ")
	if ok {
		return nil, c.Errorf(i, "the format %s cannot be %s (the formats %s: %s)", f.Name, what, what, known)
	}
	return nil, c.Errorf(i, "no format %q (the formats %s: %s)", name, what, known)
}

// formatsHelp lists the formats that read (read set) or write, with
// what each is, for the help of open and save.
func formatsHelp(read bool) string {
	var parts []string
	for _, f := range zddformat.All() {
		if read && f.Read != nil || !read && f.Write != nil {
			parts = append(parts, fmt.Sprintf("%q (%s)", f.Name, f.Help))
		}
	}
	return strings.Join(parts, ", ")
}

// formatError is the error of a format's reader or writer: as it is when
// it stops the statement, else with the place and without the package's
// prefix.
func formatError(err error, wrap func(msg string) error) error {
	if lang.IsStop(err) {
		return err
	}
	return wrap(strings.TrimPrefix(err.Error(), "zdd: "))
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "show", Topic: "counting", Result: "string",
		Params:  []lang.Param{{Name: "x", Kind: "family|graph|puzzle"}, {Name: "n", Kind: "integer|family|list", Optional: true}, {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "draws the first n sets of a family (default 6) on its grid or board, or lists them; show(p) draws a puzzle, show(p, S) with solution S (a set or a family's first set); ascii: true for plain ASCII",
		Example: "show(minimum(cycles(grid(3, 3))), n: 2)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			if p, ok := c.Arg(0).(*lang.Puzzle); ok {
				return genres.Show(c, p)
			}
			if _, ok := c.Arg(1).(lang.Int); c.Has(1) && !ok {
				return nil, c.Errorf(1, "expected the number of sets to draw, got %s", lang.KindOf(c.Arg(1)))
			}
			n := 6
			if c.Has(1) {
				var err error
				if n, err = c.Int(1, 0, 1<<20); err != nil {
					return nil, err
				}
			}
			ascii := c.Bool(2, false)
			var f *lang.Family
			switch x := c.Arg(0).(type) {
			case *lang.Graph:
				u := lang.EdgesOf(x.G)
				all := make([]uint32, x.G.M())
				for i := range all {
					all[i] = uint32(i)
				}
				f = lang.FamilyOf(c.S.M, u, all)
			case *lang.Family:
				f = x
			}
			total := c.S.M.Count(f.Root)
			sets := c.S.M.Sets(f.Root, n)
			var b strings.Builder
			if d, ok := f.U.(lang.Drawer); ok {
				var blocks []string
				for _, st := range sets {
					blocks = append(blocks, d.Draw(st, ascii))
				}
				multi := false
				for _, bl := range blocks {
					multi = multi || strings.Count(strings.TrimRight(bl, "\n"), "\n") > 0
				}
				if multi {
					b.WriteString(wording.Blocks(blocks, 78))
				} else {
					for _, bl := range blocks {
						b.WriteString(strings.TrimRight(bl, "\n") + "\n")
					}
				}
			} else {
				for _, st := range sets {
					names := make([]string, len(st))
					for j, v := range st {
						names[j] = f.U.Name(v)
					}
					b.WriteString("{" + strings.Join(names, ", ") + "}\n")
				}
			}
			if more := total.Int64() - int64(len(sets)); !total.IsInt64() || more > 0 {
				fmt.Fprintf(&b, "(%s of %s sets shown)\n", wording.Group64(int64(len(sets))), lang.Group(total))
			}
			if len(sets) == 0 {
				b.WriteString("(no sets)\n")
			}
			return lang.Str(strings.TrimRight(b.String(), "\n")), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "save", Topic: "files", Result: "string", Params: []lang.Param{{Name: "F", Kind: "family|puzzle"}, {Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "replace", Kind: "boolean", Optional: true}, {Name: "answer", Kind: "family|list", Optional: true}},
		Help:    "writes F to a file in a format: the one format: names, else the one of the path's extension (.dot, .gv: Graphviz DOT; .zdd: zq's), else zq's binary family file, which keeps F's universe; the formats: " + formatsHelp(false) + "; a puzzle is written to a text file that load reads, or with format: \"pzprv3\" to the file puzz.link's editor opens, answer: S (one solution) drawn in it. The file is replaced whole, its permissions kept, a symbolic link written through; a read-only file is refused unless replace: true",
		Example: `save(pow([1, 2]), "/tmp/zq-example.zdd")`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			if p, ok := c.Arg(0).(*lang.Puzzle); ok {
				return genres.Save(c, p)
			}
			if c.Has(4) {
				return nil, c.Errorf(4, "answer: is for a puzzle saved as a pzprv3 file")
			}
			f := c.Family(0)
			// The format named, or the one of the path's extension, or
			// zq's own.
			fm, _ := zddformat.Lookup("zq")
			if c.OptStr(2) != "" {
				var err error
				if fm, err = formatNamed(c, 2, false); err != nil {
					return nil, err
				}
			} else if e, ok := zddformat.ForPath(c.Str(1)); ok && e.Write != nil {
				fm = e
			}
			file := zddformat.File{Root: f.Root, Vars: f.U.Size(), Name: f.U.Name}
			if fm.Meta {
				file.Meta = []byte(metaPrefix + f.U.Key())
			}
			var buf bytes.Buffer
			if err := fm.Write(c.S.M, &buf, file); err != nil {
				return nil, formatError(err, func(msg string) error { return c.Fail("%s", msg) })
			}
			if err := c.WriteFile(c.Str(1), buf.Bytes(), c.Bool(3, false)); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return lang.Str(fmt.Sprintf("saved %s sets (%s nodes) to %s", lang.Group(c.S.M.Count(f.Root)), wording.Group64(int64(c.S.M.NodeCount(f.Root))), c.Str(1))), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "open", Topic: "files", Result: "family", Params: []lang.Param{{Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "over", Kind: "family|graph", Optional: true}},
		Help:    "reads a family from a file in the format format: names, else the one its first bytes show (or its extension): " + formatsHelp(true) + "; a family from zq's own file comes back with its universe, one from another format over integers or, with over:, over the edges of a graph or a family's universe",
		Example: `save({{1, 2}, {3}}, "/tmp/zq-open.zdd"); open("/tmp/zq-open.zdd"); save(cycles(grid(3, 3)), "/tmp/zq-c.txt", format: "sapporo"); open("/tmp/zq-c.txt", over: grid(3, 3)) == cycles(grid(3, 3))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			path := c.Str(0)
			var fm *zddformat.Format
			if c.OptStr(1) != "" {
				var err error
				if fm, err = formatNamed(c, 1, true); err != nil {
					return nil, err
				}
			}
			fh, err := filesOf(c.S).Open(path)
			if err != nil {
				return nil, c.Errorf(0, "cannot open %s: %v", path, errors.Unwrap(err))
			}
			defer fh.Close()
			r := bufio.NewReaderSize(fh, 1<<16)
			if fm == nil {
				// The format the file's first bytes show, or its
				// extension's.
				head, _ := r.Peek(zddformat.SniffLen)
				var ok bool
				if fm, ok = zddformat.Detect(head); !ok {
					if fm, ok = zddformat.ForPath(path); !ok {
						return nil, c.Errorf(0, "%s is in none of the formats zq reads (%s; format: names one)", path, strings.Join(zddformat.Names(true), ", "))
					}
					if fm.Read == nil {
						return nil, c.Errorf(0, "%s: the format %s is written only", path, fm.Name)
					}
				}
			}
			file, err := fm.Read(c.S.M, r)
			if err != nil {
				return nil, formatError(err, func(msg string) error {
					if errors.Is(err, zdd.ErrFormat) {
						return c.Errorf(0, "%s is not a %s file (%s)", path, fm.Name, msg)
					}
					return c.Errorf(0, "reading %s: %s", path, msg)
				})
			}
			// The universe the file keeps, or the one over: gives.
			u := lang.Integers
			if key, ok := strings.CutPrefix(string(file.Meta), metaPrefix); ok {
				if u, err = lang.DecodeUniverse(key); err != nil {
					return nil, c.Errorf(0, "%s: %v", path, err)
				}
			}
			at := 0
			switch o := c.Arg(2).(type) {
			case *lang.Graph:
				u, at = lang.EdgesOf(o.G), 2
			case *lang.Family:
				u, at = o.U, 2
			}
			if sz := u.Size(); sz >= 0 {
				if file.Vars >= 0 && file.Vars != sz {
					return nil, c.Errorf(at, "%s has %d variables, but %s has %d elements", path, file.Vars, u.Describe(), sz)
				}
				if vs := c.S.M.Support(file.Root); len(vs) > 0 && int(vs[len(vs)-1]) >= sz {
					return nil, c.Errorf(at, "%s uses variable %d, outside %s (%d elements)", path, vs[len(vs)-1], u.Describe(), sz)
				}
			}
			return &lang.Family{U: u, Root: file.Root}, nil
		},
	})
	dotText := func(c *lang.Call, f *lang.Family) (string, error) {
		var buf bytes.Buffer
		if err := zddformat.WriteDOT(c.S.M, &buf, f.Root, f.U.Name); err != nil {
			return "", err
		}
		return buf.String(), nil
	}
	lang.MustRegister(&lang.Builtin{
		Name: "dot", Topic: "files", Result: "string", Params: []lang.Param{fam("F"), {Name: "path", Kind: "string", Optional: true}},
		Help:    "the diagram of F in Graphviz DOT, returned, or written to path",
		Example: `dot({{1, 2}, {2}})`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			if n := c.S.M.NodeCount(c.Family(0).Root); !c.Has(1) && n > 2000 {
				return nil, c.Fail("the diagram has %s nodes, too many to print: give a path to write it to", wording.Group64(int64(n)))
			}
			txt, err := dotText(c, c.Family(0))
			if err != nil {
				return nil, err
			}
			if !c.Has(1) {
				return lang.Str(strings.TrimRight(txt, "\n")), nil
			}
			if err := c.WriteFile(c.Str(1), []byte(txt), false); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return lang.Str("wrote " + c.Str(1)), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "svg", Topic: "files", Result: "string", Params: []lang.Param{{Name: "F", Kind: "family|puzzle"}, {Name: "path", Kind: "string|family|list"}, {Name: "file", Kind: "string", Optional: true}},
		Help:    "draws the diagram of F as SVG into path (needs the Graphviz program dot); svg(p, path) and svg(p, S, path) draw a puzzle, with solution S",
		Example: `svg({{1, 2}, {2}}, "zq-example.svg")`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			if p, ok := c.Arg(0).(*lang.Puzzle); ok {
				return genres.SVG(c, p)
			}
			if _, ok := c.Arg(1).(lang.Str); !ok || c.Has(2) {
				return nil, c.Fail("a family is drawn with svg(F, path)")
			}
			if w, ok := filesOf(c.S).(interface{ Writable() bool }); ok && !w.Writable() {
				return nil, c.Fail("writing files is off in this session")
			}
			dotProg, err := exec.LookPath("dot")
			if err != nil {
				return nil, c.Fail("the Graphviz program dot is not installed (on Debian: apt-get install graphviz); dot(F, path) writes the DOT text instead")
			}
			txt, err := dotText(c, c.Family(0))
			if err != nil {
				return nil, err
			}
			cmd := exec.CommandContext(c.Ctx, dotProg, "-Tsvg")
			cmd.Stdin = strings.NewReader(txt)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				return nil, c.Fail("dot failed: %v %s", err, strings.TrimSpace(stderr.String()))
			}
			if err := c.WriteFile(c.Str(1), stdout.Bytes(), false); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return lang.Str("wrote " + c.Str(1)), nil
		},
	})
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "write", Topic: "files", Result: "nothing",
		Params:  []lang.Param{{Name: "text", Kind: "string"}, {Name: "path", Kind: "string"}, {Name: "replace", Kind: "boolean", Optional: true}},
		Help:    "write a string to a file (replacing it whole: a new file is written, then renamed; its permissions are kept, a symbolic link is written through, a read-only file is refused unless replace: true)",
		Example: `write("sq(n) = n * n\n", "zq-defs.zq")`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			if err := c.WriteFile(c.Str(1), []byte(c.Str(0)), c.Bool(2, false)); err != nil {
				return nil, c.Fail("%s", err.Error())
			}
			return nil, nil
		},
	})
}

// filesOf is how the builtins of s reach files.
func filesOf(s *lang.Session) lang.Files {
	if s.Files != nil {
		return s.Files
	}
	return lang.OSFiles
}
