package pzpr

import (
	"strconv"
	"strings"
)

// Values of a cell in the number encodings.
const (
	// Empty is a cell with no number.
	Empty = -1
	// Unknown is a cell with a clue whose number is not given ('.' in
	// Number16, '?' on puzz.link's board).
	Unknown = -2
)

func hexDigit(c byte) (int, bool) {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0'), true
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10, true
	}
	return 0, false
}

// hexAt parses n hex digits at s[i:].
func hexAt(s string, i, n int) (int, bool) {
	if i+n > len(s) {
		return 0, false
	}
	v, err := strconv.ParseUint(s[i:i+n], 16, 32)
	return int(v), err == nil
}

// number16 reads one Number16 value at the reader's place: the value
// (Unknown for '.') and how many characters it takes, 0 when the
// character starts none.
func (r *Reader) number16() (v, n int, err error) {
	s, i := r.s, r.i
	c := s[i]
	if d, ok := hexDigit(c); ok {
		return d, 1, nil
	}
	wide := map[byte]struct{ digits, base int }{
		'-': {2, 0}, '+': {3, 0}, '=': {3, 4096}, '%': {3, 8192}, '@': {3, 8192}, '*': {4, 12240}, '$': {5, 77776},
	}
	if w, ok := wide[c]; ok {
		x, ok := hexAt(s, i+1, w.digits)
		if !ok {
			return 0, 0, r.Errorf("%q must be followed by %d hex digits", c, w.digits)
		}
		return x + w.base, 1 + w.digits, nil
	}
	if c == '.' {
		return Unknown, 1, nil
	}
	return 0, 0, nil
}

// Number16 reads n cells' numbers in pzprjs's Number16 encoding: a hex
// digit (0-15), '-' and 2 hex digits, '+' and 3, '=' / '%' / '@' / '*'
// / '$' for larger numbers, '.' for a clue without a number (Unknown),
// 'g'-'z' for 1-20 empty cells (Empty). Reading stops when n cells are
// read; what follows is left for the next reader. A character none of
// these is an error (pzprjs passes over it silently: a typo would go
// unseen).
func (r *Reader) Number16(n int) ([]int, error) {
	out := filled(n, Empty)
	c := 0
	for r.i < len(r.s) && c < n {
		v, k, err := r.number16()
		if err != nil {
			return nil, err
		}
		if k > 0 {
			out[c] = v
			r.i += k
			c++
			continue
		}
		ch := r.s[r.i]
		if ch >= 'g' && ch <= 'z' {
			c += int(ch-'g') + 1
			r.i++
			continue
		}
		return nil, r.Errorf("%q is no number or run of empty cells (0-9, a-f, -, +, ., g-z)", ch)
	}
	return out, nil
}

// Number16 writes numbers (Empty for none, Unknown for a clue without
// a number) in pzprjs's Number16 encoding.
func Number16(vals []int) string {
	var b strings.Builder
	count := 0
	for _, v := range vals {
		p := writeNumber16(v)
		if p == "" {
			count++
		}
		if count == 0 {
			b.WriteString(p)
		} else if p != "" || count == 20 {
			b.WriteString(strconv.FormatInt(int64(15+count), 36))
			b.WriteString(p)
			count = 0
		}
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(15+count), 36))
	}
	return b.String()
}

func pad(v, n int) string {
	s := strconv.FormatInt(int64(v), 16)
	return strings.Repeat("0", max(0, n-len(s))) + s
}

func writeNumber16(v int) string {
	switch {
	case v == Unknown:
		return "."
	case v >= 0 && v < 16:
		return strconv.FormatInt(int64(v), 16)
	case v >= 16 && v < 256:
		return "-" + strconv.FormatInt(int64(v), 16)
	case v >= 256 && v < 4096:
		return "+" + strconv.FormatInt(int64(v), 16)
	case v >= 4096 && v < 8192:
		return "=" + pad(v-4096, 3)
	case v >= 8192 && v < 12240:
		return "@" + pad(v-8192, 3)
	case v >= 12240 && v < 77776:
		return "*" + pad(v-12240, 4)
	case v >= 77776:
		return "$" + pad(v-77776, 5)
	}
	return ""
}

func filled(n, v int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func base32(c byte) (int, bool) {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0'), true
	case c >= 'a' && c <= 'v':
		return int(c-'a') + 10, true
	}
	return 0, false
}

// bits reads count bits, five to a base-32 character, most significant
// first; a body that ends early leaves the rest false, as pzprjs does.
func (r *Reader) bits(count int) ([]bool, error) {
	out := make([]bool, count)
	chars := min((count+4)/5, len(r.s)-r.i)
	for k := 0; k < chars; k++ {
		v, ok := base32(r.s[r.i])
		if !ok {
			return nil, r.Errorf("%q is no base-32 digit (0-9, a-v)", r.s[r.i])
		}
		for w := 0; w < 5; w++ {
			if j := k*5 + w; j < count {
				out[j] = v&(16>>w) != 0
			}
		}
		r.i++
	}
	return out, nil
}

func writeBits(b *strings.Builder, xs []bool) {
	for k := 0; k < len(xs); k += 5 {
		v := 0
		for w := 0; w < 5 && k+w < len(xs); w++ {
			if xs[k+w] {
				v |= 16 >> w
			}
		}
		b.WriteString(strconv.FormatInt(int64(v), 32))
	}
}

// Borders are the inner borders of a board of Rows x Cols cells: V[r*(Cols-1)+c]
// is the border between (r, c) and (r, c+1), H[r*Cols+c] the one between
// (r, c) and (r+1, c).
type Borders struct {
	Rows, Cols int
	V, H       []bool
}

// Border reads a board's inner borders as pzprjs's decodeBorder does:
// the vertical ones row by row, then the horizontal ones, five to a
// base-32 character.
func (r *Reader) Border(rows, cols int) (*Borders, error) {
	v, err := r.bits((cols - 1) * rows)
	if err != nil {
		return nil, err
	}
	h, err := r.bits(cols * (rows - 1))
	if err != nil {
		return nil, err
	}
	return &Borders{Rows: rows, Cols: cols, V: v, H: h}, nil
}

// Encode writes the borders as pzprjs's encodeBorder does.
func (b *Borders) Encode() string {
	var s strings.Builder
	writeBits(&s, b.V)
	writeBits(&s, b.H)
	return s.String()
}

// Rooms numbers the rooms the borders make, as pzprjs numbers them: in
// the order of their first cell in row-major order (which is the room's
// top cell, where a room's number is written). room[i] is cell i's room.
func (b *Borders) Rooms() (room []int, n int) {
	R, C := b.Rows, b.Cols
	room = filled(R*C, -1)
	stack := []int{}
	for s := range room {
		if room[s] >= 0 {
			continue
		}
		room[s] = n
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := x/C, x%C
			try := func(y int, wall bool) {
				if !wall && room[y] < 0 {
					room[y] = n
					stack = append(stack, y)
				}
			}
			if c+1 < C {
				try(x+1, b.V[r*(C-1)+c])
			}
			if c > 0 {
				try(x-1, b.V[r*(C-1)+c-1])
			}
			if r+1 < R {
				try(x+C, b.H[r*C+c])
			}
			if r > 0 {
				try(x-C, b.H[(r-1)*C+c])
			}
		}
		n++
	}
	return room, n
}

// BordersOf returns the borders between cells of different rooms.
func BordersOf(rows, cols int, room []int) *Borders {
	b := &Borders{Rows: rows, Cols: cols, V: make([]bool, (cols-1)*rows), H: make([]bool, cols*(rows-1))}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c+1 < cols {
				b.V[r*(cols-1)+c] = room[r*cols+c] != room[r*cols+c+1]
			}
			if r+1 < rows {
				b.H[r*cols+c] = room[r*cols+c] != room[(r+1)*cols+c]
			}
		}
	}
	return b
}

// Binary reads n flags, five to a base-32 character (pzprjs's
// decodeBinary, for ice, empty cells and the like).
func (r *Reader) Binary(n int) ([]bool, error) { return r.bits(n) }

// Binary writes n flags as pzprjs's encodeBinary does.
func Binary(xs []bool) string {
	var b strings.Builder
	writeBits(&b, xs)
	return b.String()
}

// Circle reads n values 0..2, three to a base-27 character (pzprjs's
// decodeCircle: 1 white, 2 black, for Masyu's pearls).
func (r *Reader) Circle(n int) ([]int, error) {
	out := make([]int, n)
	chars := min((n+2)/3, len(r.s)-r.i)
	for k := 0; k < chars; k++ {
		ch := r.s[r.i]
		v, err := strconv.ParseInt(string(ch), 27, 32)
		if err != nil {
			return nil, r.Errorf("%q is no base-27 digit (0-9, a-q)", ch)
		}
		for w, t := range [3]int{9, 3, 1} {
			if j := k*3 + w; j < n {
				out[j] = int(v) / t % 3
			}
		}
		r.i++
	}
	return out, nil
}

// Circle writes values 0..2 as pzprjs's encodeCircle does.
func Circle(vals []int) string {
	var b strings.Builder
	for k := 0; k < len(vals); k += 3 {
		v := 0
		for w, t := range [3]int{9, 3, 1} {
			if k+w < len(vals) {
				v += vals[k+w] * t
			}
		}
		b.WriteString(strconv.FormatInt(int64(v), 27))
	}
	return b.String()
}

// Directions of an arrow, as pzprjs numbers them.
const (
	None  = 0
	Up    = 1
	Down  = 2
	Left  = 3
	Right = 4
)

// Arrow is a cell of pzprjs's arrow-number encoding: a number (Empty
// for none, Unknown for '?') with a direction (None, Up, Down, Left,
// Right); Block is a plain block ('+').
type Arrow struct {
	Dir, Num int
	Block    bool
}

// ArrowNumber16 reads n cells in pzprjs's decodeArrowNumber16 (Yajilin's
// arrows): a direction digit 0-4 and a hex digit or '.', 5-9 (direction
// + 5) and two hex digits, '-' a direction and three hex digits, '+' a
// block, 'a'-'z' 1-26 empty cells.
func (r *Reader) ArrowNumber16(n int) ([]Arrow, error) {
	out := make([]Arrow, n)
	for i := range out {
		out[i].Num = Empty
	}
	c := 0
	for r.i < len(r.s) && c < n {
		ch := r.s[r.i]
		switch {
		case ch == '+':
			out[c] = Arrow{Num: Unknown, Block: true}
			r.i++
		case ch >= '0' && ch <= '4':
			if r.i+1 >= len(r.s) {
				return nil, r.Errorf("the URL ends after an arrow's direction")
			}
			d := r.s[r.i+1]
			num := Unknown
			if d != '.' {
				x, ok := hexDigit(d)
				if !ok {
					return nil, r.errAt(r.i+1, "%q is no hex digit or '.'", d)
				}
				num = x
			}
			out[c] = Arrow{Dir: int(ch - '0'), Num: num}
			r.i += 2
		case ch >= '5' && ch <= '9':
			x, ok := hexAt(r.s, r.i+1, 2)
			if !ok {
				return nil, r.Errorf("%q must be followed by 2 hex digits", ch)
			}
			out[c] = Arrow{Dir: int(ch-'0') - 5, Num: x}
			r.i += 3
		case ch == '-':
			d, ok1 := hexAt(r.s, r.i+1, 1)
			x, ok2 := hexAt(r.s, r.i+2, 3)
			if !ok1 || !ok2 || d > 4 {
				return nil, r.Errorf("'-' must be followed by a direction 0-4 and 3 hex digits")
			}
			out[c] = Arrow{Dir: d, Num: x}
			r.i += 5
		case ch >= 'a' && ch <= 'z':
			c += int(ch - 'a')
			r.i++
		default:
			return nil, r.Errorf("%q is no arrow, number or run of empty cells", ch)
		}
		c++
	}
	return out, nil
}

// ArrowNumber16 writes cells as pzprjs's encodeArrowNumber16 does.
func ArrowNumber16(cells []Arrow) string {
	var b strings.Builder
	count := 0
	for _, a := range cells {
		p := ""
		switch {
		case a.Block:
			p = "+"
		case a.Num == Unknown:
			p = strconv.Itoa(a.Dir) + "."
		case a.Num >= 0 && a.Num < 16:
			p = strconv.Itoa(a.Dir) + strconv.FormatInt(int64(a.Num), 16)
		case a.Num >= 16 && a.Num < 256:
			p = strconv.Itoa(a.Dir+5) + strconv.FormatInt(int64(a.Num), 16)
		case a.Num >= 256 && a.Num < 4096:
			p = "-" + strconv.Itoa(a.Dir) + strconv.FormatInt(int64(a.Num), 16)
		default:
			count++
		}
		if count == 0 {
			b.WriteString(p)
		} else if p != "" || count == 26 {
			b.WriteString(strconv.FormatInt(int64(count+9), 36))
			b.WriteString(p)
			count = 0
		}
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(count+9), 36))
	}
	return b.String()
}

// FourCell reads n cells of 0-4 (or Unknown) in pzprjs's decode4Cell
// (Slitherlink's numbers): '0'-'4' a number, '5'-'9' a number and one
// empty cell, 'a'-'e' a number and two, '.' a clue without a number,
// 'g'-'z' 1-20 empty cells.
func (r *Reader) FourCell(n int) ([]int, error) {
	out := filled(n, Empty)
	c := 0
	for r.i < len(r.s) && c < n {
		ch := r.s[r.i]
		switch {
		case ch >= '0' && ch <= '4':
			out[c] = int(ch - '0')
		case ch >= '5' && ch <= '9':
			out[c] = int(ch-'0') - 5
			c++
		case ch >= 'a' && ch <= 'e':
			out[c] = int(ch-'a'+10) - 10
			c += 2
		case ch == '.':
			out[c] = Unknown
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 0
		default:
			return nil, r.Errorf("%q is no clue or run of empty cells (0-9, a-e, ., g-z)", ch)
		}
		c++
		r.i++
	}
	return out, nil
}

// FourCell writes cells of 0-4 (Empty, Unknown) as pzprjs's encode4Cell
// does.
func FourCell(vals []int) string {
	var b strings.Builder
	count := 0
	for c := 0; c < len(vals); c++ {
		p := ""
		v := vals[c]
		if v == Unknown {
			p = "."
		} else if v >= 0 {
			switch {
			case c+1 < len(vals) && vals[c+1] != Empty:
				p = strconv.FormatInt(int64(v), 16)
			case c+2 < len(vals) && vals[c+2] != Empty:
				p = strconv.FormatInt(int64(v+5), 16)
				c++
			default:
				p = strconv.FormatInt(int64(v+10), 16)
				c += 2
			}
		} else {
			count++
		}
		if count == 0 {
			b.WriteString(p)
		} else if p != "" || count == 20 {
			b.WriteString(strconv.FormatInt(int64(count+15), 36))
			b.WriteString(p)
			count = 0
		}
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(count+15), 36))
	}
	return b.String()
}
