package dbchoco

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"

	"github.com/zqlang/zq/zdd"
)

// sampleURL is the puzzle of pzprjs's test script for the genre
// (test/script/dbchoco.js, its url line).
const sampleURL = "https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j"

// pzprv3 writes p with the borders of set as pzprjs's file: the cells
// ('-' before a grey cell's number or alone, '0' a number not given,
// '.' a white cell without one), then the borders between columns
// (rows of Cols-1) and between rows (Rows-1 rows of Cols), 1 for a
// border.
func pzprv3(p *Puzzle, set []uint32) string {
	cut := make([]bool, p.g.M())
	for _, e := range set {
		cut[e] = true
	}
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\ndbchoco\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			s := ""
			if p.Grey[i] {
				s = "-"
			}
			switch v := p.Nums[i]; v {
			case Empty:
			case Unknown:
				s += "0"
			default:
				s += strconv.Itoa(v)
			}
			if s == "" {
				s = "."
			}
			b.WriteString(s + " ")
		}
		b.WriteByte('\n')
	}
	bit := func(u, v int) string {
		if cut[p.edge(u, v)] {
			return "1 "
		}
		return "0 "
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			b.WriteString(bit(r*p.Cols+c, r*p.Cols+c+1))
		}
		b.WriteByte('\n')
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteString(bit(r*p.Cols+c, (r+1)*p.Cols+c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// readPzprv3 reads a pzprjs file of the genre: the board and the
// borders (1 or 2; -1, a mark of no border, is none).
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	ls := strings.Split(strings.ReplaceAll(text, "/", "\n"), "\n")
	if len(ls) < 4 || ls[0] != "pzprv3" || ls[1] != "dbchoco" {
		return nil, nil, fmt.Errorf("not a pzprv3 dbchoco file: %q", text)
	}
	rows, err1 := strconv.Atoi(ls[2])
	cols, err2 := strconv.Atoi(ls[3])
	if err1 != nil || err2 != nil || len(ls) < 4+rows+rows+rows-1 {
		return nil, nil, fmt.Errorf("bad size in %q", text)
	}
	var nums []int
	var grey []bool
	for r := 0; r < rows; r++ {
		for _, s := range strings.Fields(ls[4+r]) {
			g := strings.HasPrefix(s, "-")
			s = strings.TrimPrefix(s, "-")
			v := Empty
			switch s {
			case "", ".":
			case "0":
				v = Unknown
			default:
				n, err := strconv.Atoi(s)
				if err != nil {
					return nil, nil, err
				}
				v = n
			}
			nums = append(nums, v)
			grey = append(grey, g)
		}
	}
	p, err := New(rows, cols, grey, nums)
	if err != nil {
		return nil, nil, err
	}
	var set []uint32
	at := 4 + rows
	for r := 0; r < rows; r++ {
		for c, s := range strings.Fields(ls[at+r]) {
			if s == "1" || s == "2" {
				set = append(set, uint32(p.edge(r*cols+c, r*cols+c+1)))
			}
		}
	}
	at += rows
	for r := 0; r+1 < rows; r++ {
		for c, s := range strings.Fields(ls[at+r]) {
			if s == "1" || s == "2" {
				set = append(set, uint32(p.edge(r*cols+c, (r+1)*cols+c)))
			}
		}
	}
	slices.Sort(set)
	return p, set, nil
}

// ruleOf is the pzprjs code of the rule a Check error names.
func ruleOf(err error) string {
	switch {
	case err == nil:
		return ""
	case strings.Contains(err.Error(), "one half"):
		return "bkSubLt2"
	case strings.Contains(err.Error(), "is larger than its half"):
		return "bkSizeLt"
	case strings.Contains(err.Error(), "halves of different"):
		return "bkDifferentShape"
	case strings.Contains(err.Error(), " halves"):
		return "bkSubGt2"
	case strings.Contains(err.Error(), "is smaller than its half"):
		return "bkSizeGt"
	case strings.Contains(err.Error(), "ends inside"):
		return "bdDeadEnd"
	}
	return "other: " + err.Error()
}

type verdict struct {
	ID       string  `json:"id"`
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
	vs := runJudge(t, judge, nil, "--cases", "dbchoco")
	if len(vs) < 6 {
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
// boards up to 6x6, each with its solutions, a border more or less, and
// random border sets: the same rule broken, or none.
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
	for trial := 0; trial < 80; trial++ {
		p := randomBoard(rng, 2+rng.Intn(4), 2+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, s)
			add(p, solvertest.Flip(s, rng.Intn(p.g.M())))
		}
		var set []uint32
		for e := 0; e < p.g.M(); e++ {
			if rng.Intn(3) == 0 {
				set = append(set, uint32(e))
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
