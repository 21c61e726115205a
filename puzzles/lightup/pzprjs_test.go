package lightup

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"

	"github.com/zqlang/zq/zdd"
)

// sampleURL is the puzzle of pzprjs's test script for the genre
// (test/script/lightup.js, its url line).
const sampleURL = "https://puzz.link/p?lightup/6/6/nekcakbl"

// pzprv3 writes p with the lamps of set as pzprjs's file: numbers, '-'
// for a black cell without one, '#' a lamp, '.' a white cell.
func pzprv3(p *Puzzle, set []uint32) string {
	lamp := p.Lamps(set)
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\nlightup\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			switch v := p.Cells[i]; {
			case v >= 0:
				b.WriteString(strconv.Itoa(v))
			case v == Black:
				b.WriteByte('-')
			case lamp[i]:
				b.WriteByte('#')
			default:
				b.WriteByte('.')
			}
			b.WriteByte(' ')
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// readPzprv3 reads a pzprjs file of the genre: the board and the lamps
// ('#'; '+', a cell marked unlit, is a white cell).
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	ls := strings.Split(strings.ReplaceAll(text, "/", "\n"), "\n")
	if len(ls) < 4 || ls[0] != "pzprv3" || ls[1] != "lightup" {
		return nil, nil, fmt.Errorf("not a pzprv3 lightup file: %q", text)
	}
	rows, err1 := strconv.Atoi(ls[2])
	cols, err2 := strconv.Atoi(ls[3])
	if err1 != nil || err2 != nil || len(ls) < 4+rows {
		return nil, nil, fmt.Errorf("bad size in %q", text)
	}
	var cells []int
	var set []uint32
	for r := 0; r < rows; r++ {
		f := strings.Fields(ls[4+r])
		if len(f) != cols {
			return nil, nil, fmt.Errorf("row %d has %d cells", r, len(f))
		}
		for c, s := range f {
			v := White
			switch s {
			case "#":
				set = append(set, uint32(r*cols+c))
			case ".", "+":
			case "-":
				v = Black
			default:
				n, err := strconv.Atoi(s)
				if err != nil {
					return nil, nil, fmt.Errorf("cell %q", s)
				}
				v = n
			}
			cells = append(cells, v)
		}
	}
	p, err := New(rows, cols, cells)
	return p, set, err
}

// ruleOf is the pzprjs code of the rule a Check error names.
func ruleOf(err error) string {
	switch {
	case err == nil:
		return ""
	case strings.Contains(err.Error(), "see each other"):
		return "akariDup"
	case strings.Contains(err.Error(), "lamps beside it"):
		return "nmAkariNe"
	case strings.Contains(err.Error(), "not lit"):
		return "ceDark"
	}
	return "other: " + err.Error()
}

type verdict struct {
	ID       string  `json:"id"`
	Genre    string  `json:"genre"`
	Complete bool    `json:"complete"`
	Code     *string `json:"code"`
	File     string  `json:"file"`
}

func runJudge(t *testing.T, judge string, stdin []byte, args ...string) []verdict {
	t.Helper()
	cmd := exec.Command(judge, args...)
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

// TestPzprjsCases makes Check agree with every failcheck case of
// pzprjs's test script: the same rule broken, or none.
func TestPzprjsCases(t *testing.T) {
	judge := judgetest.Path(t)
	vs := runJudge(t, judge, nil, "--cases", "lightup")
	if len(vs) < 5 {
		t.Fatalf("%d cases", len(vs))
	}
	for k, v := range vs {
		p, set, err := readPzprv3(v.File)
		if err != nil {
			t.Fatalf("case %d: %v", k, err)
		}
		want := ""
		if v.Code != nil {
			want = *v.Code
		}
		if got := ruleOf(p.Check(set)); got != want {
			t.Errorf("case %d (%s):\n%s: Check says %q (%v)", k, want, v.File, got, p.Check(set))
		}
	}
}

// TestPzprjsSample counts the sample puzzle of pzprjs's test script,
// checks its one solution, and has pzprjs judge that solution complete.
func TestPzprjsSample(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	if p.URL() != sampleURL {
		t.Errorf("URL() = %s, want %s", p.URL(), sampleURL)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Count(f).Int64(); n != 1 {
		t.Fatalf("%d solutions", n)
	}
	sol := m.Sets(f, 1)[0]
	if err := p.Check(sol); err != nil {
		t.Fatal(err)
	}
	judge := judgetest.Path(t)
	line, _ := json.Marshal(map[string]string{"id": "sample", "text": pzprv3(p, sol)})
	vs := runJudge(t, judge, append(line, '\n'), "-")
	if len(vs) != 1 || !vs[0].Complete || vs[0].Code != nil {
		t.Errorf("pzprjs's verdict on the solution: %+v", vs)
	}
}

// TestPzprjsRandom compares Check with pzprjs's verdict on random
// boards up to 6x6, each with its solutions and random lamp sets, some
// of them near a solution: the same rule broken, or none.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var in bytes.Buffer
	add := func(p *Puzzle, set []uint32) {
		line, _ := json.Marshal(map[string]string{"id": strconv.Itoa(len(items)), "text": pzprv3(p, set)})
		in.Write(line)
		in.WriteByte('\n')
		items = append(items, item{p, set})
	}
	for trial := 0; trial < 120; trial++ {
		p := randomBoard(rng, 2+rng.Intn(5), 2+rng.Intn(5), 10+rng.Intn(30), true, trial%4 != 0)
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, s)
			// a lamp more or less
			i := rng.Intn(p.N())
			if p.IsWhite(i) {
				add(p, solvertest.Flip(s, i))
			}
		}
		var set []uint32
		for i := range p.Cells {
			if p.IsWhite(i) && rng.Intn(4) == 0 {
				set = append(set, uint32(i))
			}
		}
		add(p, set)
	}
	vs := runJudge(t, judge, in.Bytes(), "-")
	if len(vs) != len(items) {
		t.Fatalf("%d verdicts for %d files", len(vs), len(items))
	}
	ok := 0
	for _, v := range vs {
		k, _ := strconv.Atoi(v.ID)
		it := items[k]
		want := ""
		if v.Code != nil {
			want = *v.Code
		} else {
			ok++
		}
		if got := ruleOf(it.p.Check(it.set)); got != want {
			t.Errorf("%s: pzprjs says %q, Check %q (%v)", pzprv3(it.p, it.set), want, got, it.p.Check(it.set))
		}
	}
	if ok < len(items)/5 || ok > len(items)*4/5 {
		t.Errorf("%d of %d answers right: too few of one kind", ok, len(items))
	}
	t.Logf("%d answers, %d right", len(items), ok)
}
