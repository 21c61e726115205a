package format

import (
	"bytes"
	"io"

	"github.com/zqlang/zq/zdd"
)

// zq's own format is zdd's family file (Manager.SaveWithMeta and
// LoadWithMeta): it stays in package zdd, whose tests and tools save
// diagrams with it, because it numbers the nodes through the manager's
// dense node tables, a few bytes a node on the largest diagrams.
func init() {
	Register(&Format{
		Name:       "zq",
		Help:       "zq's binary family file, versioned and checksummed, with the family's universe",
		Extensions: []string{".zdd"},
		Sniff:      func(head []byte) bool { return bytes.HasPrefix(head, []byte("ZQDD")) },
		Read: func(m *zdd.Manager, r io.Reader) (File, error) {
			root, meta, err := m.LoadWithMeta(r)
			return File{Root: root, Vars: -1, Meta: meta}, err
		},
		Write: func(m *zdd.Manager, w io.Writer, f File) error { return m.SaveWithMeta(w, f.Root, f.Meta) },
		Meta:  true,
	})
}
