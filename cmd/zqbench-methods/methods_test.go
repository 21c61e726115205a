package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// The zdd method agrees with the recorded answers of a Slitherlink,
// a Numberlink and a Sudoku.
func TestZDDMethod(t *testing.T) {
	m, ok := lookup("zdd")
	if !ok {
		t.Fatal("no zdd method")
	}
	var cases []*Case
	sl, err := loadFile("slitherlink", strings.NewReader(line+"\n"), 100)
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, sl...)
	const numlin = `puzzle pzprjs-numlin-1 5 5
1 0 0 0 0
2 0 0 3 0
0 0 0 0 0
0 1 0 0 2
0 0 0 0 3
counts A=1 B=1 C=1
solution A
1 1 2 2 2
2 1 2 3 2
2 1 2 3 2
2 1 2 3 2
2 2 2 3 3
end
`
	nl, err := loadFile("numberlink", strings.NewReader(numlin), 100)
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, nl...)
	su, err := loadFile("sudoku", strings.NewReader("pzprjs-sudoku-1 std 2 2 .1.....23.....3. 1 2143431234211234\nmulti std 2 2 .1.............. 2+ 2143431234211234\n"), 100)
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, su...)
	if len(cases) != 4 {
		t.Fatalf("%d cases", len(cases))
	}
	var buf bytes.Buffer
	if !report(context.Background(), &buf, cases, []Method{m}, time.Minute) {
		t.Errorf("zdd disagrees:\n%s", buf.String())
	}
	if strings.Count(buf.String(), "| yes |") != 4 || !strings.Contains(buf.String(), "| 2+/1 | yes |") {
		t.Errorf("table:\n%s", buf.String())
	}
}
