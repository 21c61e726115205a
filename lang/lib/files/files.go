package files

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"

	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/lang/lib/puzzles"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/zdd"
	zddformat "github.com/zqlang/zq/zdd/format"
)

// metaPrefix starts the metadata zq stores in family files: the key of
// the family's universe follows it.
const metaPrefix = "zq universe: "

// openText implements open(path, format: "sapporo", "graphillion",
// "knuth" or "knuth-decimal",
// over: ...): the family over integers, or over the edges of a graph or
// a family's universe.
func openText(c *lang.Call, format string) (lang.Value, error) {
	data, err := c.ReadFile(0)
	if err != nil {
		return nil, err
	}
	var root zdd.Node
	n := -1
	switch format {
	case "sapporo":
		root, n, err = zddformat.ReadSapporo(c.S.M, bytes.NewReader(data))
	case "graphillion":
		root, err = zddformat.ReadGraphillion(c.S.M, bytes.NewReader(data))
	default:
		root, err = zddformat.ReadKnuth(c.S.M, bytes.NewReader(data), format == "knuth")
	}
	if err != nil {
		return nil, c.Errorf(0, "%s: %s", c.Str(0), strings.TrimPrefix(err.Error(), "zdd: "))
	}
	u := lang.Integers
	switch o := c.Arg(2).(type) {
	case *lang.Graph:
		u = lang.EdgesOf(o.G)
	case *lang.Family:
		u = o.U
	}
	if sz := u.Size(); sz >= 0 {
		if n >= 0 && n != sz {
			return nil, c.Errorf(2, "%s has %d variables, but %s has %d elements", c.Str(0), n, u.Describe(), sz)
		}
		if vs := c.S.M.Support(root); len(vs) > 0 && int(vs[len(vs)-1]) >= sz {
			return nil, c.Errorf(2, "%s uses element %d, outside %s", c.Str(0), vs[len(vs)-1]+1, u.Describe())
		}
	}
	return &lang.Family{U: u, Root: root}, nil
}

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "show", Topic: "counting", Result: "string",
		Params:  []lang.Param{{Name: "x", Kind: "family|graph|puzzle"}, {Name: "n", Kind: "integer|family|list", Optional: true}, {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "draws the first n sets of a family (default 6) on its grid or board, or lists them; show(p) draws a puzzle, show(p, S) with solution S (a set or a family's first set); ascii: true for plain ASCII",
		Example: "show(minimum(cycles(grid(3, 3))), n: 2)",
		Fn: func(c *lang.Call) (lang.Value, error) {
			if p, ok := c.Arg(0).(*lang.Puzzle); ok {
				return puzzles.Show(c, p)
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
		Name: "save", Topic: "files", Result: "string", Params: []lang.Param{{Name: "F", Kind: "family|puzzle"}, {Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "replace", Kind: "boolean", Optional: true}},
		Help:    "writes F (with its universe) to a binary family file, or a puzzle to a text file that load reads; format: \"sapporo\" writes F in the SAPPOROBDD text format instead (variables as levels, the first at the top) \"graphillion\" in Graphillion's dump format (element i+1 for variable i) and \"knuth\" (or \"knuth-decimal\") in the format of Knuth's ZDD programs (level #i+1 for variable i); none keeps the universe. The file is replaced whole, its permissions kept, a symbolic link written through; a read-only file is refused unless replace: true",
		Example: `save(pow([1, 2]), "/tmp/zq-example.zdd")`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			if p, ok := c.Arg(0).(*lang.Puzzle); ok {
				return puzzles.Save(c, p)
			}
			f := c.Family(0)
			var buf bytes.Buffer
			switch format := strings.ToLower(c.OptStr(2)); format {
			case "", "zq":
				if err := c.S.M.SaveWithMeta(&buf, f.Root, []byte(metaPrefix+f.U.Key())); err != nil {
					return nil, err
				}
			case "sapporo":
				n := f.U.Size()
				if n < 0 {
					if vs := c.S.M.Support(f.Root); len(vs) > 0 {
						n = int(vs[len(vs)-1]) + 1
					} else {
						n = 0
					}
				}
				if err := zddformat.WriteSapporo(c.S.M, &buf, f.Root, n); err != nil {
					return nil, c.Fail("%s", strings.TrimPrefix(err.Error(), "zdd: "))
				}
			case "graphillion":
				if err := zddformat.WriteGraphillion(c.S.M, &buf, f.Root); err != nil {
					return nil, err
				}
			case "knuth", "knuth-decimal":
				if err := zddformat.WriteKnuth(c.S.M, &buf, f.Root, format == "knuth"); err != nil {
					return nil, err
				}
			default:
				return nil, c.Errorf(2, "no format %q (zq, the default, sapporo, graphillion, knuth or knuth-decimal)", format)
			}
			if err := c.WriteFile(c.Str(1), buf.Bytes(), c.Bool(3, false)); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return lang.Str(fmt.Sprintf("saved %s sets (%s nodes) to %s", lang.Group(c.S.M.Count(f.Root)), wording.Group64(int64(c.S.M.NodeCount(f.Root))), c.Str(1))), nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "open", Topic: "files", Result: "family", Params: []lang.Param{{Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "over", Kind: "family|graph", Optional: true}},
		Help:    "reads a family written by save (its universe comes back with it); format: \"sapporo\" reads the SAPPOROBDD text format (what TdZdd's ddpaths -export writes) \"graphillion\" Graphillion's dump format and \"knuth\" the format of Knuth's ZDD programs (hexadecimal ids; \"knuth-decimal\" for decimal), over integers or, with over:, the edges of a graph or a family's universe",
		Example: `save({{1, 2}, {3}}, "/tmp/zq-open.zdd"); open("/tmp/zq-open.zdd"); save(cycles(grid(3, 3)), "/tmp/zq-c.txt", format: "sapporo"); open("/tmp/zq-c.txt", format: "sapporo", over: grid(3, 3)) == cycles(grid(3, 3))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			path := c.Str(0)
			switch f := strings.ToLower(c.OptStr(1)); f {
			case "", "zq":
			case "sapporo", "graphillion", "knuth", "knuth-decimal":
				return openText(c, f)
			default:
				return nil, c.Errorf(1, "no format %q (zq, the default, sapporo, graphillion, knuth or knuth-decimal)", f)
			}
			fh, err := filesOf(c.S).Open(path)
			if err != nil {
				return nil, c.Errorf(0, "cannot open %s: %v", path, errors.Unwrap(err))
			}
			defer fh.Close()
			root, meta, err := c.S.M.LoadWithMeta(bufio.NewReader(fh))
			if err != nil {
				if errors.Is(err, zdd.ErrFormat) {
					return nil, c.Errorf(0, "%s is not a family file (%v)", path, err)
				}
				return nil, c.Errorf(0, "reading %s: %v", path, err)
			}
			u := lang.Integers
			if key, ok := strings.CutPrefix(string(meta), metaPrefix); ok {
				if u, err = lang.DecodeUniverse(key); err != nil {
					return nil, c.Errorf(0, "%s: %v", path, err)
				}
			}
			if sz := u.Size(); sz >= 0 {
				if vs := c.S.M.Support(root); len(vs) > 0 && int(vs[len(vs)-1]) >= sz {
					return nil, c.Errorf(0, "%s: element %d is outside %s", path, vs[len(vs)-1], u.Describe())
				}
			}
			return &lang.Family{U: u, Root: root}, nil
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
				return puzzles.SVG(c, p)
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
