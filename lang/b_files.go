package lang

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/zqlang/zq/zdd"
	zddformat "github.com/zqlang/zq/zdd/format"
)

// metaPrefix starts the metadata zq stores in family files: the key of
// the family's universe follows it.
const metaPrefix = "zq universe: "

// drawBlocks places text blocks side by side while they fit in width
// columns, and below each other otherwise.
func drawBlocks(blocks []string, width int) string {
	var out strings.Builder
	for len(blocks) > 0 {
		row := [][]string{strings.Split(strings.TrimRight(blocks[0], "\n"), "\n")}
		w := blockWidth(row[0])
		i := 1
		for ; i < len(blocks); i++ {
			b := strings.Split(strings.TrimRight(blocks[i], "\n"), "\n")
			bw := blockWidth(b)
			if w+4+bw > width {
				break
			}
			row = append(row, b)
			w += 4 + bw
		}
		blocks = blocks[i:]
		height := 0
		for _, b := range row {
			height = max(height, len(b))
		}
		for y := 0; y < height; y++ {
			var line strings.Builder
			for j, b := range row {
				cell := ""
				if y < len(b) {
					cell = b[y]
				}
				if j+1 < len(row) {
					cell += strings.Repeat(" ", blockWidth(b)-len([]rune(cell))+4)
				}
				line.WriteString(cell)
			}
			out.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		}
		if len(blocks) > 0 {
			out.WriteString("\n")
		}
	}
	return out.String()
}

func blockWidth(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, len([]rune(l)))
	}
	return w
}

// openText implements open(path, format: "sapporo", "graphillion",
// "knuth" or "knuth-decimal",
// over: ...): the family over integers, or over the edges of a graph or
// a family's universe.
func openText(c *Call, format string) (Value, error) {
	data, err := c.readFile(0)
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
	u := Integers
	switch o := c.Arg(2).(type) {
	case *Graph:
		u = EdgesOf(o.G)
	case *Family:
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
	return &Family{U: u, Root: root}, nil
}

// readFile reads the file named by string parameter i, with an error at
// the argument that names the file and the reason.
func (c *Call) readFile(i int) ([]byte, error) {
	path := c.Str(i)
	data, err := c.S.readAll(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, c.Errorf(i, "cannot read %s: %v", path, pe.Err)
		}
		return nil, c.Errorf(i, "%v", err)
	}
	return data, nil
}

// writeFile replaces the file at path by data, whole: a new file is
// written beside it, synced, then renamed over it, so that a crash
// leaves the old file or the new one, never a mix. A symbolic link is
// written through (its target is replaced, the link stays); the file's
// permissions are kept (0644 for a new file); a read-only file is
// refused unless replace is set. The new file is named
// ".NAME.zq-writing-PID-RANDOM" until it is renamed; the temporaries a
// crashed zq left beside the file (their process is gone) are removed.
func writeFile(path string, data []byte) error { return writeFileOpt(path, data, false) }

// tempMarker names zq's temporary files: ".NAME" + tempMarker + "PID-...".
const tempMarker = ".zq-writing-"

func writeFileOpt(path string, data []byte, replace bool) error {
	fail := func(err error) error {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("cannot write %s: %v", path, pe.Err)
		}
		return fmt.Errorf("cannot write %s: %v", path, err)
	}
	target, err := linkTarget(path)
	if err != nil {
		return fail(err)
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(target); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("cannot write %s: not a regular file", path)
		}
		mode = fi.Mode().Perm()
		if mode&0o200 == 0 && !replace {
			return fmt.Errorf("cannot write %s: the file is read-only (replace: true replaces it)", path)
		}
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	removeStaleTemps(dir, base)
	tmp, err := os.CreateTemp(dir, "."+base+tempMarker+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return fail(err)
	}
	name := tmp.Name()
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(name, mode)
	}
	if werr == nil {
		werr = os.Rename(name, target)
	}
	if werr != nil {
		os.Remove(name)
		return fail(werr)
	}
	return nil
}

// linkTarget follows path's symbolic links to the file they name (which
// need not exist yet).
func linkTarget(path string) (string, error) {
	for range 40 {
		fi, err := os.Lstat(path)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", fmt.Errorf("too many levels of symbolic links")
}

// removeStaleTemps removes the temporary files of base in dir that a zq
// process which no longer runs left behind.
func removeStaleTemps(dir, base string) {
	prefix := "." + base + tempMarker
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid <= 0 || processRuns(pid) {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}

// processRuns reports whether process pid runs (or may: when that
// cannot be told, the file is left alone).
func processRuns(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.EPERM)
}

func init() {
	Register(&Builtin{
		Name: "show", Topic: "counting", Result: "string",
		Params:  []Param{{Name: "x", Kind: "family|graph|puzzle"}, {Name: "n", Kind: "integer|family|list", Optional: true}, {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "draws the first n sets of a family (default 6) on its grid or board, or lists them; show(p) draws a puzzle, show(p, S) with solution S (a set or a family's first set); ascii: true for plain ASCII",
		Example: "show(minimum(cycles(grid(3, 3))), n: 2)",
		Fn: func(c *Call) (Value, error) {
			if p, ok := c.Arg(0).(*Puzzle); ok {
				return showPuzzle(c, p)
			}
			if _, ok := c.Arg(1).(Int); c.Has(1) && !ok {
				return nil, c.Errorf(1, "expected the number of sets to draw, got %s", kindOf(c.Arg(1)))
			}
			n := 6
			if c.Has(1) {
				var err error
				if n, err = c.Int(1, 0, 1<<20); err != nil {
					return nil, err
				}
			}
			ascii := c.Bool(2, false)
			var f *Family
			switch x := c.Arg(0).(type) {
			case *Graph:
				u := EdgesOf(x.G)
				all := make([]uint32, x.G.M())
				for i := range all {
					all[i] = uint32(i)
				}
				f = oneSet(c.S.M, u, all)
			case *Family:
				f = x
			}
			total := c.S.M.Count(f.Root)
			sets := c.S.M.Sets(f.Root, n)
			var b strings.Builder
			if d, ok := f.U.(Drawer); ok {
				var blocks []string
				for _, st := range sets {
					blocks = append(blocks, d.Draw(st, ascii))
				}
				multi := false
				for _, bl := range blocks {
					multi = multi || strings.Count(strings.TrimRight(bl, "\n"), "\n") > 0
				}
				if multi {
					b.WriteString(drawBlocks(blocks, 78))
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
				fmt.Fprintf(&b, "(%s of %s sets shown)\n", g64(int64(len(sets))), Group(total))
			}
			if len(sets) == 0 {
				b.WriteString("(no sets)\n")
			}
			return Str(strings.TrimRight(b.String(), "\n")), nil
		},
	})
	Register(&Builtin{
		Name: "save", Topic: "files", Result: "string", Params: []Param{{Name: "F", Kind: "family|puzzle"}, {Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "replace", Kind: "boolean", Optional: true}},
		Help:    "writes F (with its universe) to a binary family file, or a puzzle to a text file that load reads; format: \"sapporo\" writes F in the SAPPOROBDD text format instead (variables as levels, the first at the top) \"graphillion\" in Graphillion's dump format (element i+1 for variable i) and \"knuth\" (or \"knuth-decimal\") in the format of Knuth's ZDD programs (level #i+1 for variable i); none keeps the universe. The file is replaced whole, its permissions kept, a symbolic link written through; a read-only file is refused unless replace: true",
		Example: `save(pow([1, 2]), "/tmp/zq-example.zdd")`,
		Fn: func(c *Call) (Value, error) {
			if p, ok := c.Arg(0).(*Puzzle); ok {
				return savePuzzle(c, p)
			}
			f := c.Family(0)
			var buf bytes.Buffer
			switch format := strings.ToLower(c.optStr(2)); format {
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
			if err := c.replaceFile(c.Str(1), buf.Bytes(), c.Bool(3, false)); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return Str(fmt.Sprintf("saved %s sets (%s nodes) to %s", Group(c.S.M.Count(f.Root)), g64(int64(c.S.M.NodeCount(f.Root))), c.Str(1))), nil
		},
	})
	Register(&Builtin{
		Name: "open", Topic: "files", Result: "family", Params: []Param{{Name: "path", Kind: "string"}, {Name: "format", Kind: "string", Optional: true}, {Name: "over", Kind: "family|graph", Optional: true}},
		Help:    "reads a family written by save (its universe comes back with it); format: \"sapporo\" reads the SAPPOROBDD text format (what TdZdd's ddpaths -export writes) \"graphillion\" Graphillion's dump format and \"knuth\" the format of Knuth's ZDD programs (hexadecimal ids; \"knuth-decimal\" for decimal), over integers or, with over:, the edges of a graph or a family's universe",
		Example: `save({{1, 2}, {3}}, "/tmp/zq-open.zdd"); open("/tmp/zq-open.zdd"); save(cycles(grid(3, 3)), "/tmp/zq-c.txt", format: "sapporo"); open("/tmp/zq-c.txt", format: "sapporo", over: grid(3, 3)) == cycles(grid(3, 3))`,
		Fn: func(c *Call) (Value, error) {
			path := c.Str(0)
			switch f := strings.ToLower(c.optStr(1)); f {
			case "", "zq":
			case "sapporo", "graphillion", "knuth", "knuth-decimal":
				return openText(c, f)
			default:
				return nil, c.Errorf(1, "no format %q (zq, the default, sapporo, graphillion, knuth or knuth-decimal)", f)
			}
			fh, err := c.S.files().Open(path)
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
			u := Integers
			if key, ok := strings.CutPrefix(string(meta), metaPrefix); ok {
				if u, err = DecodeUniverse(key); err != nil {
					return nil, c.Errorf(0, "%s: %v", path, err)
				}
			}
			if sz := u.Size(); sz >= 0 {
				if vs := c.S.M.Support(root); len(vs) > 0 && int(vs[len(vs)-1]) >= sz {
					return nil, c.Errorf(0, "%s: element %d is outside %s", path, vs[len(vs)-1], u.Describe())
				}
			}
			return &Family{U: u, Root: root}, nil
		},
	})
	dotText := func(c *Call, f *Family) (string, error) {
		var buf bytes.Buffer
		if err := zddformat.WriteDOT(c.S.M, &buf, f.Root, f.U.Name); err != nil {
			return "", err
		}
		return buf.String(), nil
	}
	Register(&Builtin{
		Name: "dot", Topic: "files", Result: "string", Params: []Param{fam("F"), {Name: "path", Kind: "string", Optional: true}},
		Help:    "the diagram of F in Graphviz DOT, returned, or written to path",
		Example: `dot({{1, 2}, {2}})`,
		Fn: func(c *Call) (Value, error) {
			if n := c.S.M.NodeCount(c.Family(0).Root); !c.Has(1) && n > 2000 {
				return nil, c.Fail("the diagram has %s nodes, too many to print: give a path to write it to", g64(int64(n)))
			}
			txt, err := dotText(c, c.Family(0))
			if err != nil {
				return nil, err
			}
			if !c.Has(1) {
				return Str(strings.TrimRight(txt, "\n")), nil
			}
			if err := c.writeFile(c.Str(1), []byte(txt)); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return Str("wrote " + c.Str(1)), nil
		},
	})
	Register(&Builtin{
		Name: "svg", Topic: "files", Result: "string", Params: []Param{{Name: "F", Kind: "family|puzzle"}, {Name: "path", Kind: "string|family|list"}, {Name: "file", Kind: "string", Optional: true}},
		Help:    "draws the diagram of F as SVG into path (needs the Graphviz program dot); svg(p, path) and svg(p, S, path) draw a puzzle, with solution S",
		Example: `svg({{1, 2}, {2}}, "zq-example.svg")`,
		Fn: func(c *Call) (Value, error) {
			if p, ok := c.Arg(0).(*Puzzle); ok {
				return svgPuzzle(c, p)
			}
			if _, ok := c.Arg(1).(Str); !ok || c.Has(2) {
				return nil, c.Fail("a family is drawn with svg(F, path)")
			}
			if w, ok := c.S.files().(interface{ Writable() bool }); ok && !w.Writable() {
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
			if err := c.writeFile(c.Str(1), stdout.Bytes()); err != nil {
				return nil, c.Errorf(1, "%s", err.Error())
			}
			return Str("wrote " + c.Str(1)), nil
		},
	})
}
