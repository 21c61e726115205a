package format_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/zqlang/zq/zdd"
	"github.com/zqlang/zq/zdd/format"
)

// A family written in a format chosen by name, and read back from its
// text with the format found by sniffing.
func Example() {
	m := zdd.New()
	f := m.Union(m.SetOf([]uint32{0, 2}), m.SetOf([]uint32{1}))
	g, _ := format.Lookup("graphillion")
	var buf bytes.Buffer
	if err := g.Write(m, &buf, format.File{Root: f, Vars: -1}); err != nil {
		panic(err)
	}
	fmt.Print(buf.String())
	d, _ := format.Detect(buf.Bytes())
	back, err := d.Read(m, &buf)
	fmt.Println(d.Name, back.Root == f, err)
	// Output:
	// 2 2 B T
	// 3 3 B T
	// 4 1 2 3
	// .
	// graphillion true <nil>
}

// Adding a format: a value with a name, what recognises its files and
// a reader or a writer (here a writer only), registered from an init
// function. The writer walks the diagram with Nodes, Var, Lo and Hi.
func ExampleRegister() {
	format.Register(&format.Format{
		Name: "arcs",
		Help: "one line per node: its variable and children",
		Write: func(m *zdd.Manager, w io.Writer, f format.File) error {
			for _, n := range m.Nodes(f.Root) {
				fmt.Fprintf(w, "%d: x%d ? %d : %d\n", n, m.Var(n), m.Hi(n), m.Lo(n))
			}
			return nil
		},
	})
	m := zdd.New()
	f := m.SetOf([]uint32{0, 1})
	arcs, _ := format.Lookup("arcs")
	arcs.Write(m, os.Stdout, format.File{Root: f})
	fmt.Println(strings.Join(format.Names(false), " "))
	// Output:
	// 2: x1 ? 1 : 0
	// 3: x0 ? 2 : 0
	// arcs dot graphillion knuth knuth-decimal sapporo zq
}
