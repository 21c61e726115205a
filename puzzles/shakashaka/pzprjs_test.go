package shakashaka

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// writePzprv3 writes p with the triangles set as a pzprv3 file.
func writePzprv3(p *Puzzle, set []uint32) string {
	kind := make([]int, p.N())
	for _, x := range set {
		kind[x/4] = int(x%4) + 2
	}
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\nshakashaka\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			switch v := p.Cells[r*p.Cols+c]; v {
			case White:
				b.WriteString(". ")
			case Black:
				b.WriteString("5 ")
			default:
				b.WriteString(strconv.Itoa(v) + " ")
			}
		}
		b.WriteString("\n")
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := kind[r*p.Cols+c]; k > 0 {
				b.WriteString(strconv.Itoa(k) + " ")
			} else {
				b.WriteString(". ")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestPzprjsRandom: Check and pzprjs's verdict agree on random boards
// with random triangles and with solutions.
func TestPzprjsRandom(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: pzprjs's verdicts skipped")
	}
	judge := ""
	for _, dir := range []string{"../../../shared", "/work/shared"} {
		if p := filepath.Join(dir, "tools", "pzprjs", "judge"); judge == "" {
			if _, err := os.Stat(p); err == nil {
				judge = p
			}
		}
	}
	if judge == "" {
		t.Skip("the shared folder with pzprjs's judge is not there: pzprjs's verdicts skipped")
	}
	rng := rand.New(rand.NewSource(9))
	var in bytes.Buffer
	var ps []*Puzzle
	var sets [][]uint32
	for k := 0; k < 300; k++ {
		p := randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6), 2+rng.Intn(5))
		var set []uint32
		var sols [][]uint32
		for try := 0; k%2 == 0 && len(sols) == 0 && try < 30; try++ {
			if try > 0 {
				p = randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6), 2+rng.Intn(5))
			}
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m)
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
			if k%4 == 0 && len(set) > 0 {
				// a near miss: one triangle turned
				j := rng.Intn(len(set))
				set = append([]uint32(nil), set...)
				set[j] = set[j]/4*4 + uint32(rng.Intn(4))
			}
		} else {
			for i := range p.Cells {
				if !p.IsBlack(i) && rng.Intn(3) == 0 {
					set = append(set, uint32(4*i+rng.Intn(4)))
				}
			}
		}
		ps, sets = append(ps, p), append(sets, set)
		b, _ := json.Marshal(map[string]string{"id": strconv.Itoa(k), "text": writePzprv3(p, set)})
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
			t.Errorf("pzprjs complete=%v (%v), Check %v:\n%s", v.Complete, *v.Code, got, writePzprv3(ps[k], sets[k]))
		}
		if v.Complete {
			ok++
		}
	}
	t.Logf("%d of %d answers right by both", ok, len(ps))
	if ok < 60 {
		t.Errorf("only %d right answers: the test is weak", ok)
	}
}
