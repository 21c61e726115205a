package nurimaze

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

// readPzprv3 reads a pzprv3 file of the genre: the board and its
// shaded cells.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) < 5 || lines[0] != "pzprv3" || lines[1] != "nurimaze" {
		return nil, nil, fmt.Errorf("not a nurimaze pzprv3 file")
	}
	rows, _ := strconv.Atoi(lines[2])
	cols, _ := strconv.Atoi(lines[3])
	p, err := newPuzzle(rows, cols)
	if err != nil {
		return nil, nil, err
	}
	p.Rooms, _ = strconv.Atoi(lines[4])
	field := func(i int) []string {
		if 5+i < len(lines) {
			return strings.Fields(lines[5+i])
		}
		return nil
	}
	for r := 0; r < rows; r++ {
		for c, tok := range field(r) {
			p.Room[r*cols+c], _ = strconv.Atoi(tok)
		}
		for c, tok := range field(rows + r) {
			p.Marks[r*cols+c] = map[string]Mark{"s": Start, "g": Goal, "o": Circle, "t": Triangle}[tok]
		}
	}
	var set []uint32
	for r := 0; r < rows; r++ {
		for c, tok := range field(2*rows + r) {
			if tok == "#" {
				set = append(set, uint32(r*cols+c))
			}
		}
	}
	return p, set, nil
}

// pzprv3 writes p with the shaded cells of set (the others marked
// unshaded) as a pzprv3 file.
func pzprv3(p *Puzzle, set []uint32) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3/nurimaze/%d/%d/%d/", p.Rows, p.Cols, p.Rooms)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			fmt.Fprintf(&b, "%d ", p.Room[r*p.Cols+c])
		}
		b.WriteString("/")
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteString([]string{". ", "s ", "g ", "o ", "t "}[p.Marks[r*p.Cols+c]])
		}
		b.WriteString("/")
	}
	sh := map[uint32]bool{}
	for _, x := range set {
		sh[x] = true
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if sh[uint32(r*p.Cols+c)] {
				b.WriteString("# ")
			} else {
				b.WriteString("+ ")
			}
		}
		b.WriteString("/")
	}
	return b.String()
}

func ruleOf(err error) string {
	if err == nil {
		return "null"
	}
	if ce, ok := err.(*CheckError); ok {
		return ce.Rule
	}
	return err.Error()
}

// TestJudgeCases: Check gives pzprjs's verdict on each of its failcheck
// cases of the genre.
func TestJudgeCases(t *testing.T) {
	judge := judgetest.Path(t)
	out, err := exec.Command(judge, "--cases", "nurimaze").Output()
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
		want := "null"
		if c.Code != nil {
			want = *c.Code
		}
		if got := ruleOf(p.Check(set)); got != want {
			t.Errorf("case %s:\n%s\nCheck: %v", want, c.File, p.Check(set))
		}
		n++
	}
	if n < 5 {
		t.Fatalf("only %d cases", n)
	}
}

// TestJudgeRandom: on random small boards Check agrees with pzprjs on
// random shadings, the ZDD's solutions and those with one cell flipped.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	for k := 0; k < 200; k++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		N := len(p.Marks)
		if s := first(m, f); s != nil || m.Count(f).Int64() > 0 {
			items = append(items, item{p, s})
			x := uint32(rng.Intn(N))
			var flip []uint32
			found := false
			for _, y := range s {
				if y == x {
					found = true
				} else {
					flip = append(flip, y)
				}
			}
			if !found {
				flip = append(flip, x)
			}
			items = append(items, item{p, flip})
		}
		var s []uint32
		for i := 0; i < N; i++ {
			if rng.Intn(3) == 0 {
				s = append(s, uint32(i))
			}
		}
		items = append(items, item{p, s})
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
	if ok < 10 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(items))
	}
	t.Logf("%d sets judged, %d solutions", len(items), ok)
}

// TestJudgeReal: pzprjs accepts the solution of each real puzzle up to
// 10x10.
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
	if got != n || n < 3 {
		t.Fatalf("%d verdicts for %d puzzles", got, n)
	}
}
