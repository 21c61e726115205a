package tapa

import (
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

	"github.com/zqlang/zq/zdd"
)

// readPzprv3 reads a pzprv3 Tapa file with its answer: the board and
// the shaded cells ('#').
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	ls := strings.Split(strings.TrimSpace(text), "\n")
	if len(ls) < 4 || ls[0] != "pzprv3" || ls[1] != "tapa" {
		return nil, nil, fmt.Errorf("not a pzprv3 tapa file")
	}
	rows, _ := strconv.Atoi(ls[2])
	cols, _ := strconv.Atoi(ls[3])
	clues := make([][]int, rows*cols)
	var set []uint32
	for r := 0; r < rows && 4+r < len(ls); r++ {
		for c, f := range strings.Fields(ls[4+r]) {
			switch f {
			case "#":
				set = append(set, uint32(r*cols+c))
			case ".", "+":
			default:
				cl, err := parseClue(f)
				if err != nil {
					return nil, nil, err
				}
				clues[r*cols+c] = cl
			}
		}
	}
	p, err := New(rows, cols, clues)
	return p, set, err
}

// writePzprv3 writes p with the shading set as a pzprv3 file.
func writePzprv3(p *Puzzle, set []uint32) string {
	sh := p.Shading(set)
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\ntapa\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			switch {
			case p.Clues[i] != nil:
				b.WriteString(strings.ReplaceAll(ClueString(p.Clues[i]), "?", "-") + " ")
			case sh[i]:
				b.WriteString("# ")
			default:
				b.WriteString(". ")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestPzprjsCases: Check agrees with pzprjs's own failcheck cases of
// Tapa (ok against not ok, and the rule for each).
func TestPzprjsCases(t *testing.T) {
	judge := judgetest.Path(t)
	out, err := exec.Command(judge, "--cases", "tapa").Output()
	if err != nil {
		t.Fatalf("judge --cases: %v", err)
	}
	rule := map[string]string{
		"brNoShade": "no cell is shaded",
		"cs2x2":     "2x2 block",
		"ceTapaNe":  "sees the runs",
		"csDivide":  "not connected",
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var c struct {
			Code *string
			File string
		}
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			t.Fatal(err)
		}
		p, set, err := readPzprv3(c.File)
		if err != nil {
			t.Fatalf("%v:\n%s", err, c.File)
		}
		got := p.Check(set)
		switch {
		case c.Code == nil && got != nil:
			t.Errorf("pzprjs accepts, Check says %v:\n%s", got, c.File)
		case c.Code != nil && got == nil:
			t.Errorf("pzprjs says %s, Check accepts:\n%s", *c.Code, c.File)
		case c.Code != nil && !strings.Contains(got.Error(), rule[*c.Code]):
			t.Errorf("pzprjs says %s, Check %v:\n%s", *c.Code, got, c.File)
		}
		n++
	}
	if n < 6 {
		t.Errorf("only %d cases", n)
	}
}

// TestPzprjsRandom: Check and pzprjs's verdict agree on random boards
// with random shadings and with solutions.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	}
	var in bytes.Buffer
	var ps []*Puzzle
	var sets [][]uint32
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		p := randomBoard(rng, rows, cols, 2+rng.Intn(4), k%2 == 0)
		var set []uint32
		var sols [][]uint32
		if k%3 == 0 {
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			m.Each(f, func(s []uint32) bool {
				sols = append(sols, append([]uint32(nil), s...))
				return len(sols) < 20
			})
		}
		if len(sols) > 0 {
			set = sols[rng.Intn(len(sols))]
		} else {
			for i := 0; i < p.Cells(); i++ {
				if p.Clues[i] == nil && rng.Intn(2) == 0 {
					set = append(set, uint32(i))
				}
			}
		}
		ps, sets = append(ps, p), append(sets, set)
		b, _ := json.Marshal(item{strconv.Itoa(k), writePzprv3(p, set)})
		in.Write(b)
		in.WriteByte('\n')
	}
	cmd := exec.Command(judge, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge: %v", err)
	}
	ok := 0
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var v struct {
			ID       string
			Complete bool
			Code     *string
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatal(err)
		}
		k, _ := strconv.Atoi(v.ID)
		got := ps[k].Check(sets[k])
		if v.Complete != (got == nil) {
			t.Errorf("pzprjs complete=%v (%v), Check %v:\n%s", v.Complete, v.Code, got, writePzprv3(ps[k], sets[k]))
		}
		if v.Complete {
			ok++
		}
	}
	t.Logf("%d of %d answers right by both", ok, len(ps))
	if ok < 30 {
		t.Errorf("only %d right answers: the test is weak", ok)
	}
}
