package place

import "testing"

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		line, row, col int
		want           string
	}{
		{0, 0, 0, "p: bad"},
		{3, 0, 0, "p: line 3: bad"},
		{0, 2, 0, "p: row 2: bad"},
		{0, 2, 5, "p: row 2, col 5: bad"},
		{4, 2, 5, "p: line 4: row 2, col 5: bad"},
		{4, 0, 5, "p: line 4: bad"},
	} {
		if got := Format("p: ", tc.line, tc.row, tc.col, "bad"); got != tc.want {
			t.Errorf("Format(%d, %d, %d) = %q, want %q", tc.line, tc.row, tc.col, got, tc.want)
		}
	}
}
