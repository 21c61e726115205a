package place

import "testing"

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		line, col int
		cell      bool
		r, c      int
		want      string
	}{
		{0, 0, false, 0, 0, ""},
		{3, 0, false, 0, 0, "line 3 of the text"},
		{3, 7, false, 0, 0, "line 3, column 7 of the text"},
		{0, 7, false, 0, 0, "column 7 of the text"},
		{0, 0, true, 0, 0, "cell (0, 0)"},
		{0, 0, true, 2, 5, "cell (2, 5)"},
		{4, 9, true, 2, 5, "line 4, column 9 of the text, cell (2, 5)"},
		{4, 0, true, 2, 5, "line 4 of the text, cell (2, 5)"},
	} {
		if got := Format(tc.line, tc.col, tc.cell, tc.r, tc.c); got != tc.want {
			t.Errorf("Format(%d, %d, %v, %d, %d) = %q, want %q", tc.line, tc.col, tc.cell, tc.r, tc.c, got, tc.want)
		}
	}
}
