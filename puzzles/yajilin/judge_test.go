package yajilin

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
	"anNoArrow":  "has no arrow",
	"lnBranch":   "branches",
	"lnCross":    "crosses itself",
	"lnOnShade":  "passes through the shaded cell",
	"csAdjacent": "touch",
	"anShadeNe":  "counts",
	"lnDeadEnd":  "ends at",
	"lnPlLoop":   "not one loop",
	"ceEmpty":    "neither shaded nor on the loop",
	"shInside":   "inside the loop",
}

// readPzprv3 reads a pzprv3 file of Yajilin: the board and the answer
// (shaded cells, the lines between cells).
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(strings.ReplaceAll(text, "/", "\n"), "\n")
	if len(lines) < 4 || lines[0] != "pzprv3" || lines[1] != "yajilin" {
		return nil, nil, fmt.Errorf("not a pzprv3 yajilin file")
	}
	R, _ := strconv.Atoi(lines[2])
	C, _ := strconv.Atoi(lines[3])
	p, err := New(R, C)
	if err != nil {
		return nil, nil, err
	}
	k := 4
	if strings.TrimSpace(lines[k]) == "o" {
		p.Outside = true
		k++
	}
	row := func() []string { f := strings.Fields(lines[k]); k++; return f }
	for r := 0; r < R; r++ {
		for c, tok := range row() {
			switch {
			case tok == ".":
			case tok == "#":
				p.Clues[r*C+c] = Clue{Num: Block}
			default:
				d, n, _ := strings.Cut(tok, ",")
				dir, _ := strconv.Atoi(d)
				num := Unknown
				if n != "-" {
					num, _ = strconv.Atoi(n)
				}
				p.Clues[r*C+c] = Clue{Dir: dir, Num: num}
			}
		}
	}
	var set []uint32
	for r := 0; r < R; r++ {
		for c, tok := range row() {
			if tok == "#" {
				set = append(set, uint32(p.ShadeVar(r, c)))
			}
		}
	}
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

// writePzprv3 writes p with the set as a pzprv3 file.
func writePzprv3(p *Puzzle, set []uint32) string {
	d, _ := p.decode(set)
	R, C := p.Rows, p.Cols
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\nyajilin\n%d\n%d\n", R, C)
	if p.Outside {
		b.WriteString("o\n")
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			cl := p.At(r, c)
			switch {
			case cl.Num == White:
				b.WriteString(". ")
			case cl.Num == Block:
				b.WriteString("# ")
			case cl.Num == Unknown:
				fmt.Fprintf(&b, "%d,- ", cl.Dir)
			default:
				fmt.Fprintf(&b, "%d,%d ", cl.Dir, cl.Num)
			}
		}
		b.WriteString("\n")
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if d.shaded[r*C+c] {
				b.WriteString("# ")
			} else {
				b.WriteString(". ")
			}
		}
		b.WriteString("\n")
	}
	for r := 0; r < R; r++ {
		for c := 0; c+1 < C; c++ {
			fmt.Fprintf(&b, "%d ", b2i(d.edges[r*C+c][dR]))
		}
		b.WriteString("\n")
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c < C; c++ {
			fmt.Fprintf(&b, "%d ", b2i(d.edges[r*C+c][dD]))
		}
		b.WriteString("\n")
	}
	return b.String()
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
	cases := runJudge(t, []string{"--cases", "yajilin"}, nil)
	if len(cases) < 10 {
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

// TestJudgeRandom: on random small boards, answers of the brute force
// (solutions and not) and their one-element changes are judged by
// pzprjs and by Check alike, first rule included. The changes are ones
// puzz.link's player can make: it shades no clue cell and draws no line
// into one (its checker does not look for them; Check refuses them).
func TestJudgeRandom(t *testing.T) {
	judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var in bytes.Buffer
	for len(items) < 600 {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		p := randomBoard(rng, R, C)
		p.Outside = rng.Intn(3) == 0
		all := bruteAnswers(p)
		if len(all) == 0 {
			continue
		}
		p = arrowsFrom(rng, p, all[rng.Intn(len(all))], 0.7)
		for k := 0; k < 4; k++ {
			s := all[rng.Intn(len(all))]
			if e := p.enterable(rng); k%2 == 1 && e >= 0 {
				s = solvertest.Flip(s, e)
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
		case v.Code != "" && codeWords[v.Code] != "" && !strings.Contains(got.Error(), codeWords[v.Code]):
			t.Errorf("pzprjs says %s, Check says %v\n%s", v.Code, got, writePzprv3(it.p, it.set))
		case v.Code != "" && codeWords[v.Code] == "":
			t.Errorf("pzprjs says %s (unknown here), Check says %v", v.Code, got)
		}
	}
	t.Logf("%d answers judged, %d right", len(vs), ok)
}

// enterable picks an element puzz.link's player can enter: a cell or
// an edge that is not a clue cell's (-1 after 100 tries).
func (p *Puzzle) enterable(rng *rand.Rand) int {
	for try := 0; try < 100; try++ {
		v := rng.Intn(p.Vars())
		e := p.elementOf(v)
		i := e.r*p.Cols + e.c
		j := i
		switch e.kind {
		case kRight:
			j = i + 1
		case kDown:
			j = i + p.Cols
		}
		if !p.Clues[i].IsClue() && !p.Clues[j].IsClue() {
			return v
		}
	}
	return -1
}
