package pzpr

import (
	"errors"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in                 string
		typ, flag, body    string
		variant            string
		cols, rows, bodyAt int
	}{
		{in: "https://puzz.link/p?mashu/10/10/0000", typ: "mashu", cols: 10, rows: 10, body: "0000", bodyAt: 32},
		{in: "http://pzv.jp/p.html?heyawake/6/5/abc/", typ: "heyawake", cols: 6, rows: 5, body: "abc", bodyAt: 34},
		{in: "puzz.link/p?yajilin_edit/b/5/5/x", typ: "yajilin", flag: "b", cols: 5, rows: 5, body: "x", bodyAt: 31},
		{in: "https://puzz.link/p?type=player&Slither/3/2/g1", typ: "slither", cols: 3, rows: 2, body: "g1", bodyAt: 44},
		{in: "nurikabe/4/4/a/b", typ: "nurikabe", cols: 4, rows: 4, body: "a/b", bodyAt: 13},
		{in: "https://puzz.link/p?tapa/v:x/5/5/y", typ: "tapa", variant: "x", cols: 5, rows: 5, body: "y", bodyAt: 33},
		{in: "https://puzz.link/p?v:x/tapa/5/5/y", typ: "tapa", variant: "x", cols: 5, rows: 5, body: "y", bodyAt: 33},
		{in: "https://puzz.link/p?lits/3/3", typ: "lits", cols: 3, rows: 3, body: "", bodyAt: 28},
	}
	for _, tc := range tests {
		u, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		want := &URL{Type: tc.typ, Variant: tc.variant, Flag: tc.flag, Cols: tc.cols, Rows: tc.rows, Body: tc.body, BodyAt: tc.bodyAt}
		if !reflect.DeepEqual(u, want) {
			t.Errorf("Parse(%q) = %+v, want %+v", tc.in, u, want)
		}
		if tc.body != "" && tc.in[u.BodyAt:u.BodyAt+len(u.Body)] != u.Body {
			t.Errorf("Parse(%q): BodyAt %d does not point at the body", tc.in, u.BodyAt)
		}
		if got := TypeOf(tc.in); got != tc.typ {
			t.Errorf("TypeOf(%q) = %q, want %q", tc.in, got, tc.typ)
		}
	}
	bad := []struct{ in, msg string }{
		{"", "empty"},
		{"https://puzz.link/p?lits", "no size"},
		{"https://puzz.link/p?lits/0/3/x", "column count"},
		{"https://puzz.link/p?lits/3/999/x", "row count"},
		{"https://puzz.link/p?lits/3 3/x", "no spaces"},
		{"https://puzz.link/p?/3/3/x", "no puzzle type"},
	}
	for _, tc := range bad {
		_, err := Parse(tc.in)
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Parse(%q) = %v, want an *Error saying %q", tc.in, err, tc.msg)
		}
	}
}

func TestFormat(t *testing.T) {
	if got, want := Format("yajilin", "b", 5, 4, "xy"), "https://puzz.link/p?yajilin/b/5/4/xy"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
	u, err := Parse(Format("lits", "", 7, 3, "a/b"))
	if err != nil || u.Cols != 7 || u.Rows != 3 || u.Body != "a/b" {
		t.Errorf("Parse(Format(...)) = %+v, %v", u, err)
	}
}

func TestNumber16Known(t *testing.T) {
	// A hand-worked example of pzprjs's encoding: 3, 2 empty, 17,
	// unknown, 300, 20 empty, 5000, 1 empty.
	vals := []int{3, Empty, Empty, 17, Unknown, 300}
	for i := 0; i < 20; i++ {
		vals = append(vals, Empty)
	}
	vals = append(vals, 5000, Empty)
	enc := Number16(vals)
	if want := "3h-11.+12cz=388g"; enc != want {
		t.Errorf("Number16 = %q, want %q", enc, want)
	}
	r := NewReaderString(enc+"/rest", 0)
	got, err := r.Number16(len(vals))
	if err != nil || !reflect.DeepEqual(got, vals) {
		t.Errorf("reading %q = %v, %v; want %v", enc, got, err, vals)
	}
	if r.Rest() != "/rest" {
		t.Errorf("Rest = %q, want /rest", r.Rest())
	}
	if _, err := NewReaderString("3-1", 40).Number16(4); err == nil || !strings.Contains(err.Error(), "character 42") {
		t.Errorf("a cut number: %v, want an error at character 42", err)
	}
	if _, err := NewReaderString("3#", 0).Number16(4); err == nil {
		t.Error("a bad character read without error")
	}
}

func randVals(rng *rand.Rand, n int, pick func() int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = pick()
	}
	return out
}

func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 500; trial++ {
		n := 1 + rng.Intn(120)
		nums := randVals(rng, n, func() int {
			switch rng.Intn(6) {
			case 0, 1, 2:
				return Empty
			case 3:
				return Unknown
			case 4:
				return rng.Intn(16)
			}
			return rng.Intn(100000)
		})
		if got, err := NewReaderString(Number16(nums), 0).Number16(n); err != nil || !reflect.DeepEqual(got, nums) {
			t.Fatalf("Number16 round trip of %v: %v, %v", nums, got, err)
		}
		four := randVals(rng, n, func() int { return []int{Empty, Empty, Empty, Unknown, 0, 1, 2, 3, 4}[rng.Intn(9)] })
		if got, err := NewReaderString(FourCell(four), 0).FourCell(n); err != nil || !reflect.DeepEqual(got, four) {
			t.Fatalf("FourCell round trip of %v (%q): %v, %v", four, FourCell(four), got, err)
		}
		circ := randVals(rng, n, func() int { return rng.Intn(3) })
		if got, err := NewReaderString(Circle(circ), 0).Circle(n); err != nil || !reflect.DeepEqual(got, circ) {
			t.Fatalf("Circle round trip of %v: %v, %v", circ, got, err)
		}
		bin := make([]bool, n)
		for i := range bin {
			bin[i] = rng.Intn(2) == 0
		}
		if got, err := NewReaderString(Binary(bin), 0).Binary(n); err != nil || !reflect.DeepEqual(got, bin) {
			t.Fatalf("Binary round trip of %v: %v, %v", bin, got, err)
		}
		arrows := make([]Arrow, n)
		for i := range arrows {
			switch rng.Intn(5) {
			case 0:
				arrows[i] = Arrow{Num: Unknown, Block: true}
			case 1:
				arrows[i] = Arrow{Dir: rng.Intn(5), Num: Unknown}
			case 2:
				arrows[i] = Arrow{Dir: rng.Intn(5), Num: rng.Intn(4096)}
			default:
				arrows[i] = Arrow{Num: Empty}
			}
		}
		if got, err := NewReaderString(ArrowNumber16(arrows), 0).ArrowNumber16(n); err != nil || !reflect.DeepEqual(got, arrows) {
			t.Fatalf("ArrowNumber16 round trip of %v: %v, %v", arrows, got, err)
		}
		rows, cols := 1+rng.Intn(9), 1+rng.Intn(9)
		room := randVals(rng, rows*cols, func() int { return rng.Intn(3) })
		b := BordersOf(rows, cols, room)
		got, err := NewReaderString(b.Encode(), 0).Border(rows, cols)
		if err != nil || !reflect.DeepEqual(got, b) {
			t.Fatalf("Border round trip: %+v, %v; want %+v", got, err, b)
		}
		// The rooms the borders make are the connected parts of the
		// labelling, numbered in order of their first cell.
		ids, k := b.Rooms()
		seen := -1
		for i := range ids {
			if ids[i] > seen+1 {
				t.Fatalf("room %d first seen after room %d", ids[i], seen)
			}
			seen = max(seen, ids[i])
		}
		if seen != k-1 || !reflect.DeepEqual(BordersOf(rows, cols, ids), b) {
			t.Fatalf("Rooms gave %v (%d rooms), whose borders differ", ids, k)
		}
	}
}

func TestBorderShortBody(t *testing.T) {
	// pzprjs leaves the borders a short body does not reach unset.
	b, err := NewReaderString("v", 0).Border(3, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !b.V[0] || !b.V[4] || b.V[5] || b.H[0] {
		t.Errorf("Border(\"v\") = %+v", b)
	}
}

func FuzzReaders(f *testing.F) {
	f.Add("https://puzz.link/p?yajilin/5/5/3h-11.+12cz=388g")
	f.Add("p?lits/3/3/vv00")
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		n := u.Rows * u.Cols
		NewReader(u).Number16(n)
		NewReader(u).FourCell(n)
		NewReader(u).Circle(n)
		NewReader(u).Binary(n)
		NewReader(u).ArrowNumber16(n)
		NewReader(u).Border(u.Rows, u.Cols)
	})
}
