package nurikabe

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"
)

// readPzprv3 reads a Nurikabe pzprv3 file (pzprv3, nurikabe, rows, cols,
// then a row per line of cells: a number, '-' for a number not given,
// '#' shaded, '+' or '.' unshaded) into the puzzle and the shaded set.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(text, "/", "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 4 || lines[0] != "pzprv3" || lines[1] != "nurikabe" {
		return nil, nil, fmt.Errorf("not a nurikabe pzprv3 file: %q", text)
	}
	rows, _ := strconv.Atoi(lines[2])
	cols, _ := strconv.Atoi(lines[3])
	if len(lines) < 4+rows {
		return nil, nil, fmt.Errorf("%d rows missing", 4+rows-len(lines))
	}
	var nums []int
	var set []uint32
	for r := 0; r < rows; r++ {
		f := strings.Fields(lines[4+r])
		if len(f) != cols {
			return nil, nil, fmt.Errorf("row %d has %d cells", r, len(f))
		}
		for c, x := range f {
			v := NoNumber
			switch x {
			case "#":
				set = append(set, uint32(r*cols+c))
			case "+", ".":
			case "-":
				v = Unknown
			default:
				n, err := strconv.Atoi(x)
				if err != nil {
					return nil, nil, fmt.Errorf("cell %q", x)
				}
				v = n
			}
			nums = append(nums, v)
		}
	}
	p, err := New(rows, cols, nums)
	return p, set, err
}

// writePzprv3 writes p with the shading set as a pzprv3 file.
func writePzprv3(p *Puzzle, set []uint32) string {
	sh := p.Shading(set)
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\nnurikabe\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			switch v := p.Nums[i]; {
			case v == Unknown:
				b.WriteString("- ")
			case v != NoNumber:
				b.WriteString(strconv.Itoa(v) + " ")
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

// pzprjs's rule codes and the words of Check's message for each.
var codeWords = map[string]string{
	"cs2x2":    "2x2 block",
	"bkNoNum":  "holds no number",
	"csDivide": "are not connected",
	"bkNumGe2": "numbers, at",
	"bkSizeNe": "cells",
}

// TestJudgeCases checks Check against pzprjs's failcheck cases: ok
// exactly where pzprjs has no rule broken, and the same rule otherwise.
func TestJudgeCases(t *testing.T) {
	judge := judgetest.Path(t)
	out, err := exec.Command(judge, "--cases", "nurikabe").Output()
	if err != nil {
		t.Fatalf("judge --cases: %v", err)
	}
	cases := 0
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
			t.Fatal(err)
		}
		got := p.Check(set)
		switch {
		case c.Code == nil && got != nil:
			t.Errorf("pzprjs accepts\n%s\nCheck says %v", c.File, got)
		case c.Code != nil && got == nil:
			t.Errorf("pzprjs says %s for\n%s\nCheck accepts it", *c.Code, c.File)
		case c.Code != nil && !strings.Contains(got.Error(), codeWords[*c.Code]):
			t.Errorf("pzprjs says %s for\n%s\nCheck says %v", *c.Code, c.File, got)
		}
		cases++
	}
	if cases < 6 {
		t.Fatalf("only %d cases", cases)
	}
}

// TestJudgeRandom compares Check with pzprjs's verdict (ok or not, and
// the rule) on random shadings of random boards, and the solutions the
// ZDD finds on them.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(5))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var in bytes.Buffer
	for len(items) < 300 {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		p := randomBoard(rng, rows, cols, rng.Intn(3) != 0)
		var set []uint32
		for i := range p.Nums {
			if !p.IsClue(i) && rng.Intn(3) != 0 {
				set = append(set, uint32(i))
			}
		}
		if rows*cols <= 12 && rng.Intn(2) == 0 {
			if sols := brute(p); len(sols) > 0 {
				set = sols[rng.Intn(len(sols))]
			}
		}
		json.NewEncoder(&in).Encode(map[string]string{"id": strconv.Itoa(len(items)), "text": writePzprv3(p, set)})
		items = append(items, item{p, set})
	}
	cmd := exec.Command(judge, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	n, oks := 0, 0
	for sc.Scan() {
		var v struct {
			ID   string
			Code *string
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		k, _ := strconv.Atoi(v.ID)
		it := items[k]
		got := it.p.Check(it.set)
		switch {
		case v.Code == nil && got != nil:
			t.Errorf("pzprjs accepts\n%s\nCheck says %v", writePzprv3(it.p, it.set), got)
		case v.Code != nil && got == nil:
			t.Errorf("pzprjs says %s for\n%s\nCheck accepts it", *v.Code, writePzprv3(it.p, it.set))
		case v.Code != nil && !strings.Contains(got.Error(), codeWords[*v.Code]):
			t.Errorf("pzprjs says %s for\n%s\nCheck says %v", *v.Code, writePzprv3(it.p, it.set), got)
		}
		if v.Code == nil {
			oks++
		}
		n++
	}
	if n != len(items) {
		t.Fatalf("%d verdicts for %d files", n, len(items))
	}
	if oks < 40 {
		t.Fatalf("only %d of %d shadings are solutions: the test says little", oks, n)
	}
	t.Logf("%d shadings, %d solutions, pzprjs and Check agree", n, oks)
}
