package country

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// codeWords maps pzprjs's rule codes to words of Check's messages.
var codeWords = map[string]string{
	"lnBranch":    "branches",
	"lnCross":     "crosses itself",
	"bkPassTwice": "more than once",
	"bkLineNe":    "cells on the loop, not",
	"bkNoLine":    "misses the room",
	"cbNoLine":    "off the loop, touch",
	"lnDeadEnd":   "ends at",
	"lnPlLoop":    "not one loop",
}

// readPzprv3 reads a pzprv3 file of Country Road: the rooms, the
// numbers and the answer's lines.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(text, "\n")
	if len(lines) < 5 || !strings.HasPrefix(lines[0], "pzprv3") || lines[1] != "country" {
		return nil, nil, fmt.Errorf("not a pzprv3 country file")
	}
	R, _ := strconv.Atoi(lines[2])
	C, _ := strconv.Atoi(lines[3])
	k := 4
	empty := false
	if lines[0] != "pzprv3" {
		empty = strings.Contains(lines[k], "country_empty")
		k++
	}
	k++ // the number of rooms
	row := func() []string { f := strings.Fields(lines[k]); k++; return f }
	var room []int
	for r := 0; r < R; r++ {
		for _, tok := range row() {
			x, _ := strconv.Atoi(tok)
			room = append(room, x)
		}
	}
	p, err := New(R, C, room)
	if err != nil {
		return nil, nil, err
	}
	p.Empty = empty
	for r := 0; r < R; r++ {
		for c, tok := range row() {
			switch tok {
			case ".":
			case "-":
				p.Num[p.Room[r*C+c]] = Unknown
			default:
				p.Num[p.Room[r*C+c]], _ = strconv.Atoi(tok)
			}
		}
	}
	var set []uint32
	for r := 0; r < R; r++ {
		for c, tok := range row() {
			if tok == "1" {
				set = append(set, uint32(p.RightVar(r, c)))
			}
		}
	}
	for r := 0; r < R-1; r++ {
		for c, tok := range row() {
			if tok == "1" {
				set = append(set, uint32(p.DownVar(r, c)))
			}
		}
	}
	sort.Slice(set, func(i, j int) bool { return set[i] < set[j] })
	return p, set, nil
}

// writePzprv3 writes p with the loop set as a pzprv3 file (version 1,
// with the flags line).
func writePzprv3(p *Puzzle, set []uint32) string {
	e, _ := p.decode(set)
	R, C := p.Rows, p.Cols
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3.1\ncountry\n%d\n%d\n", R, C)
	if p.Empty {
		b.WriteString("country_empty")
	}
	fmt.Fprintf(&b, "\n%d\n", p.Rooms)
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			fmt.Fprintf(&b, "%d ", p.Room[r*C+c])
		}
		b.WriteString("\n")
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			n := p.Num[p.Room[i]]
			switch {
			case p.Top(p.Room[i]) != i || n == None:
				b.WriteString(". ")
			case n == Unknown:
				b.WriteString("- ")
			default:
				fmt.Fprintf(&b, "%d ", n)
			}
		}
		b.WriteString("\n")
	}
	for r := 0; r < R; r++ {
		for c := 0; c+1 < C; c++ {
			fmt.Fprintf(&b, "%d ", b2i(e[r*C+c][dR]))
		}
		b.WriteString("\n")
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c < C; c++ {
			fmt.Fprintf(&b, "%d ", b2i(e[r*C+c][dD]))
		}
		b.WriteString("\n")
	}
	for r := 0; r < R; r++ {
		b.WriteString(strings.Repeat("0 ", C) + "\n")
	}
	return b.String()
}

func b2i(x bool) int {
	if x {
		return 1
	}
	return 0
}

type verdict struct {
	ID, Genre, Code, File string
	Complete              bool
}

func runJudge(t *testing.T, args []string, stdin []byte) []verdict {
	t.Helper()
	cmd := exec.Command(judgetest.Path(t), args...)
	cmd.Stdin = bytes.NewReader(stdin)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge %v: %v", args, err)
	}
	var vs []verdict
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v verdict
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("judge output %q: %v", sc.Text(), err)
		}
		vs = append(vs, v)
	}
	return vs
}

// TestJudgeCases: Check gives pzprjs's verdict, and the same first
// rule, on every failcheck case of pzprjs's test script.
func TestJudgeCases(t *testing.T) {
	cases := runJudge(t, []string{"--cases", "country"}, nil)
	if len(cases) < 8 {
		t.Fatalf("only %d cases", len(cases))
	}
	for i, c := range cases {
		p, set, err := readPzprv3(c.File)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		got := p.Check(set)
		switch {
		case c.Code == "" && got != nil:
			t.Errorf("case %d: pzprjs accepts, Check says %v\n%s", i, got, c.File)
		case c.Code != "" && got == nil:
			t.Errorf("case %d: pzprjs says %s, Check accepts\n%s", i, c.Code, c.File)
		case c.Code != "" && !strings.Contains(got.Error(), codeWords[c.Code]):
			t.Errorf("case %d: pzprjs says %s, Check says %v", i, c.Code, got)
		}
	}
}

// TestJudgeRandom: on random boards, loops (solutions and not) and
// their one-edge changes are judged by pzprjs and by Check alike, first
// rule included.
func TestJudgeRandom(t *testing.T) {
	judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var in bytes.Buffer
	loops := map[[2]int][][]uint32{}
	for len(items) < 600 {
		// one column gives lines without entries, which pzprjs reads
		// otherwise than this writer means them
		R, C := 1+rng.Intn(4), 2+rng.Intn(4)
		key := [2]int{R, C}
		if loops[key] == nil {
			b, _ := New(R, C, make([]int, R*C))
			loops[key] = allLoops(b)
		}
		p := randomBoard(rng, R, C, loops[key])
		for k := 0; k < 4; k++ {
			s := loops[key][rng.Intn(len(loops[key]))]
			if k%2 == 1 && p.Vars() > 0 {
				s = solvertest.Flip(s, rng.Intn(p.Vars()))
			}
			items = append(items, item{p, s})
			line, _ := json.Marshal(map[string]string{"id": strconv.Itoa(len(items) - 1), "text": writePzprv3(p, s)})
			in.Write(line)
			in.WriteByte('\n')
		}
	}
	vs := runJudge(t, []string{"-"}, in.Bytes())
	if len(vs) != len(items) {
		t.Fatalf("%d verdicts for %d answers", len(vs), len(items))
	}
	ok := 0
	for _, v := range vs {
		i, _ := strconv.Atoi(v.ID)
		it := items[i]
		got := it.p.Check(it.set)
		if v.Code == "" {
			ok++
		}
		switch {
		case v.Code == "" && got != nil:
			t.Errorf("pzprjs accepts, Check says %v\n%s", got, writePzprv3(it.p, it.set))
		case v.Code != "" && got == nil:
			t.Errorf("pzprjs says %s, Check accepts\n%s", v.Code, writePzprv3(it.p, it.set))
		case v.Code != "" && !strings.Contains(got.Error(), codeWords[v.Code]):
			t.Errorf("pzprjs says %s, Check says %v\n%s", v.Code, got, writePzprv3(it.p, it.set))
		}
	}
	t.Logf("%d answers judged, %d right", len(vs), ok)
}
