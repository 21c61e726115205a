package zdd

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// ErrFormat is wrapped by the errors LoadWithMeta reports for input
// that is not a well-formed family file (including truncated input),
// and by the readers of package zdd/format.
var ErrFormat = errors.New("zdd: malformed family file")

const (
	fileMagic   = "ZQDD"
	fileVersion = 1
	maxMetaLen  = 1 << 30
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// Save writes f to w in a compact binary format, a few bytes a node.
//
// The format (version 1), all integers unsigned LEB128 varints unless
// noted:
//
//	magic    4 bytes "ZQDD"
//	version  2 bytes little-endian (1)
//	flags    2 bytes little-endian (0)
//	metalen  length of the metadata, then that many bytes (free-form,
//	         for example a description of what the variables stand for)
//	count    number of nodes N
//	N nodes  children before parents; node i is: var, lo, hi, where a
//	         child reference is 0 for Empty, 1 for Base and d+1 for the
//	         node d places before node i
//	root     reference to the root, relative to position N as above
//	crc      4 bytes little-endian: CRC-32 (Castagnoli) of every byte
//	         before it
//
// A reader checks the magic, the version, that every reference points
// backwards, that variables increase along every arc, that no 1-arc
// leads to Empty, and the checksum; any failure is reported as an error
// wrapping ErrFormat.
func (m *Manager) Save(w io.Writer, f Node) error { return m.SaveWithMeta(w, f, nil) }

// SaveWithMeta writes f to w together with the given metadata bytes,
// which LoadWithMeta gives back.
func (m *Manager) SaveWithMeta(w io.Writer, f Node, meta []byte) error {
	if !m.Valid(f) {
		return fmt.Errorf("zdd: save: invalid node %d", f)
	}
	if len(meta) > maxMetaLen {
		return fmt.Errorf("zdd: save: metadata of %d bytes is too long", len(meta))
	}
	crc := crc32.New(crcTable)
	bw := bufio.NewWriterSize(io.MultiWriter(w, crc), 1<<16)
	var tmp [binary.MaxVarintLen64]byte
	put := func(x uint64) {
		bw.Write(tmp[:binary.PutUvarint(tmp[:], x)])
	}
	bw.WriteString(fileMagic)
	bw.Write([]byte{fileVersion, 0, 0, 0})
	put(uint64(len(meta)))
	bw.Write(meta)
	// Number the nodes children first.
	var order []Node
	small := m.isSmall(f)
	m.postorderIn(f, small, func(n Node) { order = append(order, n) })
	index := newNodeMap[uint32](m, small)
	for i, n := range order {
		index.set(n, uint32(i))
	}
	ref := func(pos int, c Node) uint64 {
		if c <= Base {
			return uint64(c)
		}
		return uint64(pos-int(index.get(c))) + 1
	}
	put(uint64(len(order)))
	for i, n := range order {
		nd := m.nodes[n]
		put(uint64(nd.v))
		put(ref(i, nd.lo))
		put(ref(i, nd.hi))
	}
	put(ref(len(order), f))
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("zdd: save: %w", err)
	}
	var sum [4]byte
	binary.LittleEndian.PutUint32(sum[:], crc.Sum32())
	if _, err := w.Write(sum[:]); err != nil {
		return fmt.Errorf("zdd: save: %w", err)
	}
	return nil
}

// crcReader hands out bytes one at a time and keeps the checksum of
// every byte handed out.
type crcReader struct {
	r         io.Reader
	buf       []byte
	pos, end  int
	mark      int // buf[:mark] is already in crc
	crc       uint32
	offset    int64 // bytes handed out before buf[0]
	lastError error
}

func (c *crcReader) ReadByte() (byte, error) {
	if c.pos == c.end {
		c.crc = crc32.Update(c.crc, crcTable, c.buf[c.mark:c.pos])
		c.offset += int64(c.end)
		c.pos, c.end, c.mark = 0, 0, 0
		for c.end == 0 {
			if c.lastError != nil {
				return 0, io.ErrUnexpectedEOF
			}
			n, err := c.r.Read(c.buf)
			c.end = n
			if err != nil {
				c.lastError = err
			}
		}
	}
	b := c.buf[c.pos]
	c.pos++
	return b, nil
}

// sum returns the checksum of every byte handed out so far.
func (c *crcReader) sum() uint32 {
	c.crc = crc32.Update(c.crc, crcTable, c.buf[c.mark:c.pos])
	c.mark = c.pos
	return c.crc
}

func (c *crcReader) where() int64 { return c.offset + int64(c.pos) }

// LoadWithMeta reads a family written by SaveWithMeta (or Save) and
// returns its root in m and the metadata. The stream must end with the
// family: anything after it is reported as a format error.
func (m *Manager) LoadWithMeta(r io.Reader) (root Node, meta []byte, err error) {
	cr := &crcReader{r: r, buf: make([]byte, 1<<16)}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: byte %d: %s", ErrFormat, cr.where(), fmt.Sprintf(format, args...))
	}
	readN := func(what string) (uint64, error) {
		x, err := binary.ReadUvarint(cr)
		if err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
				return 0, bad("truncated in %s", what)
			}
			return 0, bad("bad number in %s", what)
		}
		return x, nil
	}
	var head [8]byte
	for i := range head {
		b, err := cr.ReadByte()
		if err != nil {
			return Empty, nil, bad("truncated header")
		}
		head[i] = b
	}
	if string(head[:4]) != fileMagic {
		return Empty, nil, bad("not a family file")
	}
	if v := binary.LittleEndian.Uint16(head[4:]); v != fileVersion {
		return Empty, nil, bad("unsupported version %d", v)
	}
	if fl := binary.LittleEndian.Uint16(head[6:]); fl != 0 {
		return Empty, nil, bad("unknown flags %#x", fl)
	}
	ml, err := readN("metadata length")
	if err != nil {
		return Empty, nil, err
	}
	if ml > maxMetaLen {
		return Empty, nil, bad("metadata length %d too large", ml)
	}
	meta = make([]byte, 0, min(ml, 1<<16))
	for range ml {
		b, err := cr.ReadByte()
		if err != nil {
			return Empty, nil, bad("truncated in metadata")
		}
		meta = append(meta, b)
	}
	count, err := readN("node count")
	if err != nil {
		return Empty, nil, err
	}
	if count > MaxNodes {
		return Empty, nil, bad("node count %d too large", count)
	}
	nodes := make([]Node, 0, min(count, 1<<20))
	deref := func(pos int, x uint64, what string) (Node, error) {
		if x <= 1 {
			return Node(x), nil
		}
		d := x - 1
		if d > uint64(pos) {
			return Empty, bad("%s reference %d points before the first node", what, x)
		}
		return nodes[pos-int(d)], nil
	}
	var gerr error
	guardErr := m.Guard(func() {
		for i := 0; i < int(count); i++ {
			v, err := readN("node variable")
			if err != nil {
				gerr = err
				return
			}
			if v >= MaxVars {
				gerr = bad("node %d: variable %d out of range", i, v)
				return
			}
			var kids [2]Node
			for j, what := range [2]string{"0-child", "1-child"} {
				x, err := readN(what)
				if err != nil {
					gerr = err
					return
				}
				if kids[j], err = deref(i, x, what); err != nil {
					gerr = err
					return
				}
				if m.nodes[kids[j]].v <= uint32(v) {
					gerr = bad("node %d: %s does not lie below variable %d", i, what, v)
					return
				}
			}
			if kids[1] == Empty {
				gerr = bad("node %d: 1-child is the empty family", i)
				return
			}
			nodes = append(nodes, m.MakeNode(uint32(v), kids[0], kids[1]))
		}
	})
	if guardErr != nil {
		return Empty, nil, fmt.Errorf("zdd: load: %w", guardErr)
	}
	if gerr != nil {
		return Empty, nil, gerr
	}
	x, err := readN("root")
	if err != nil {
		return Empty, nil, err
	}
	root, err = deref(len(nodes), x, "root")
	if err != nil {
		return Empty, nil, err
	}
	want := cr.sum()
	var sum [4]byte
	for i := range sum {
		b, err := cr.ReadByte()
		if err != nil {
			return Empty, nil, bad("truncated checksum")
		}
		sum[i] = b
	}
	if got := binary.LittleEndian.Uint32(sum[:]); got != want {
		return Empty, nil, bad("checksum mismatch (file %08x, data %08x)", got, want)
	}
	if _, err := cr.ReadByte(); err == nil {
		return Empty, nil, bad("data after the end of the family (a file holds one family)")
	}
	return root, meta, nil
}
