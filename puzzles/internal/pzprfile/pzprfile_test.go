package pzprfile

import (
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// TestLines reads the answer's lines of boards of one column, one row
// and more, as LineRows writes them, and the errors of bad or missing
// lines.
func TestLines(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		on         [][3]int // r, c, down
	}{
		{3, 1, [][3]int{{0, 0, 1}, {1, 0, 1}}},
		{1, 3, [][3]int{{0, 1, 0}}},
		{2, 3, [][3]int{{0, 0, 0}, {1, 1, 0}, {0, 2, 1}}},
		{1, 1, nil},
	} {
		on := func(r, c int, down bool) bool {
			d := 0
			if down {
				d = 1
			}
			return slices.Contains(tc.on, [3]int{r, c, d})
		}
		body := LineRows(tc.rows, tc.cols, on)
		if len(body) != tc.rows+tc.rows-1 {
			t.Errorf("%dx%d: %d rows, want %d", tc.rows, tc.cols, len(body), 2*tc.rows-1)
		}
		text := puzzles.WritePZPRV3("x", tc.rows, tc.cols, false, body)
		f, err := puzzles.ReadPZPRV3(text)
		if err != nil {
			t.Fatal(err)
		}
		var set []uint32
		right := func(r, c int) int { return 1000 + r*10 + c }
		down := func(r, c int) int { return 2000 + r*10 + c }
		if _, err := Lines(f, 0, tc.rows, tc.cols, right, down, &set); err != nil {
			t.Fatalf("%dx%d: %v\n%s", tc.rows, tc.cols, err, text)
		}
		var want []uint32
		for _, e := range tc.on {
			if e[2] == 1 {
				want = append(want, uint32(down(e[0], e[1])))
			} else {
				want = append(want, uint32(right(e[0], e[1])))
			}
		}
		slices.Sort(set)
		slices.Sort(want)
		if !slices.Equal(set, want) {
			t.Errorf("%dx%d: read %v, want %v\n%s", tc.rows, tc.cols, set, want, text)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"pzprv3\nx\n2\n2\n1 \n", "line 6 of the text: the file ends; 1 more lines of 1 items"},
		{"pzprv3\nx\n2\n2\n1 \n0 \n", "line 7 of the text: the file ends; 1 more lines of 2 items"},
		{"pzprv3\nx\n2\n2\n1 \n0 1 \n", "line 6 of the text: 2 items on the line, want 1"},
		{"pzprv3\nx\n2\n2\n1 \n0 \n1 2 \n", "line 7, column 3 of the text, cell (0, 1): \"2\" is no line mark"},
		{"pzprv3\nx\n2\n1\n\n1 \n", "line 6, column 1 of the text: 1 items on the line, want 0"},
	} {
		f, err := puzzles.ReadPZPRV3(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		var set []uint32
		none := func(int, int) int { return 0 }
		_, err = Lines(f, 0, f.Rows, f.Cols, none, none, &set)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}
