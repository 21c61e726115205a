package firefly

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"

	"github.com/zqlang/zq/zdd"
)

// readPzprv3 reads a pzprv3 file of the genre: the board and the lines
// of its answer (1 a line; 0 or -1 none).
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) < 4 || lines[0] != "pzprv3" || lines[1] != "firefly" {
		return nil, nil, fmt.Errorf("not a firefly pzprv3 file")
	}
	rows, _ := strconv.Atoi(lines[2])
	cols, _ := strconv.Atoi(lines[3])
	p, err := New(rows, cols)
	if err != nil {
		return nil, nil, err
	}
	field := func(i int) []string {
		if 4+i < len(lines) {
			return strings.Fields(lines[4+i])
		}
		return nil
	}
	for r := 0; r < rows; r++ {
		for c, tok := range field(r) {
			if tok == "." {
				continue
			}
			d, n, _ := strings.Cut(tok, ",")
			cell := Cell{Num: Unknown}
			cell.Dir, _ = strconv.Atoi(d)
			if n != "-" {
				cell.Num, _ = strconv.Atoi(n)
			}
			p.Cells[r*cols+c] = cell
		}
	}
	g := p.Graph()
	var set []uint32
	for r := 0; r < rows; r++ {
		for c, tok := range field(rows + r) {
			if tok == "1" {
				set = append(set, uint32(g.GridEdge(r, c, r, c+1)))
			}
		}
	}
	for r := 0; r+1 < rows; r++ {
		for c, tok := range field(2*rows + r) {
			if tok == "1" {
				set = append(set, uint32(g.GridEdge(r, c, r+1, c)))
			}
		}
	}
	return p, set, nil
}

// pzprv3 writes p with the lines of set as a pzprv3 file.
func pzprv3(p *Puzzle, set []uint32) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3/firefly/%d/%d/", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			x := p.At(r, c)
			switch {
			case !x.Firefly():
				b.WriteString(". ")
			case x.Num == Unknown:
				fmt.Fprintf(&b, "%d,- ", x.Dir)
			default:
				fmt.Fprintf(&b, "%d,%d ", x.Dir, x.Num)
			}
		}
		b.WriteString("/")
	}
	on := map[int]bool{}
	for _, e := range set {
		on[int(e)] = true
	}
	g := p.Graph()
	bit := func(e int) string {
		if on[e] {
			return "1 "
		}
		return "0 "
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			b.WriteString(bit(g.GridEdge(r, c, r, c+1)))
		}
		b.WriteString("/")
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteString(bit(g.GridEdge(r, c, r+1, c)))
		}
		b.WriteString("/")
	}
	return b.String()
}

// TestJudgeCases: Check gives pzprjs's verdict (and rule) on each of
// pzprjs's failcheck cases of the genre.
func TestJudgeCases(t *testing.T) {
	judge := judgetest.Path(t)
	out, err := exec.Command(judge, "--cases", "firefly").Output()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var c struct {
			Code *string
			File string
		}
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatal(err)
		}
		p, set, err := readPzprv3(c.File)
		if err != nil {
			t.Fatal(err)
		}
		got := p.Check(set)
		want := "null"
		if c.Code != nil {
			want = *c.Code
		}
		if rule := ruleOf(got); rule != want {
			t.Errorf("case %s:\n%s\nCheck: %v", want, c.File, got)
		}
		n++
	}
	if n < 5 {
		t.Fatalf("only %d cases", n)
	}
}

// ruleOf is the rule code of a Check result ("null" for nil).
func ruleOf(err error) string {
	if err == nil {
		return "null"
	}
	if ce, ok := err.(*CheckError); ok {
		return ce.Rule
	}
	return err.Error()
}

// TestJudgeRandom: on random small boards, Check agrees with pzprjs's
// judge on random sets of lines, on every solution the ZDD finds and on
// those solutions with one edge flipped.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	for k := 0; len(items) < 600 && k < 2000; k++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		ne := p.Graph().M()
		m.Each(f, func(s []uint32) bool {
			items = append(items, item{p, append([]uint32(nil), s...)})
			e := uint32(rng.Intn(ne))
			flip := []uint32{e}
			for _, x := range s {
				if x != e {
					flip = append(flip, x)
				} else {
					flip = flip[1:]
				}
			}
			items = append(items, item{p, flip})
			return false
		})
		if k%3 == 0 {
			var s []uint32
			for e := 0; e < ne; e++ {
				if rng.Intn(2) == 0 {
					s = append(s, uint32(e))
				}
			}
			items = append(items, item{p, s})
		}
	}
	var in bytes.Buffer
	for i, it := range items {
		b, _ := json.Marshal(map[string]string{"id": strconv.Itoa(i), "text": pzprv3(it.p, it.set)})
		in.Write(b)
		in.WriteByte('\n')
	}
	cmd := exec.Command(judge, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	ok, bad := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var v struct {
			ID   string
			Code *string
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		i, _ := strconv.Atoi(v.ID)
		want := "null"
		if v.Code != nil {
			want = *v.Code
		}
		got := ruleOf(items[i].p.Check(items[i].set))
		if got == "null" {
			ok++
		}
		if got != want {
			bad++
			if bad < 5 {
				t.Errorf("%s\n%s: Check %s, pzprjs %s", items[i].p, pzprv3(items[i].p, items[i].set), got, want)
			}
		}
	}
	if ok < 50 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(items))
	}
	t.Logf("%d sets judged, %d solutions", len(items), ok)
}

// TestJudgeReal: pzprjs accepts the solution of each real puzzle.
func TestJudgeReal(t *testing.T) {
	judge := judgetest.Path(t)
	data, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	var in bytes.Buffer
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		if p.Rows*p.Cols > 100 {
			continue // the largest are judged by TestRealPuzzles's Check only, to keep the tests short
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(map[string]string{"id": line, "text": pzprv3(p, first(m, f))})
		in.Write(b)
		in.WriteByte('\n')
		n++
	}
	cmd := exec.Command(judge, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var v struct {
			ID   string
			Code *string
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		if v.Code != nil {
			t.Errorf("%s: pzprjs says %s", v.ID, *v.Code)
		}
		got++
	}
	if got != n || n < 5 {
		t.Fatalf("%d verdicts for %d puzzles", got, n)
	}
}
