package kurodoko

import (
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

// codeWords maps pzprjs's rule codes to the words of Check's message
// for the same rule.
var codeWords = map[string]string{
	"brNoShade":   "no cell is shaded",
	"csAdjacent":  "touch",
	"cuDivideRB":  "not connected",
	"nmSumViewNe": "sees",
}

// readPzprv3 reads a Kurodoko pzprv3 file as pzprjs's FileIO writes it:
// pzprv3, the genre, rows, columns; then the numbers (a number, '-' for
// '?', '.' for none) and the answer ('#' shaded), one row a line.
// Missing lines are empty.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(text, "\n")
	next := func() []string {
		if len(lines) == 0 {
			return nil
		}
		l := lines[0]
		lines = lines[1:]
		return strings.Fields(l)
	}
	if h := next(); len(h) == 0 || !strings.HasPrefix(h[0], "pzprv3") {
		return nil, nil, fmt.Errorf("not a pzprv3 file")
	}
	next() // the genre
	rows, _ := strconv.Atoi(strings.Join(next(), ""))
	cols, _ := strconv.Atoi(strings.Join(next(), ""))
	nums := make([]int, rows*cols)
	for r := 0; r < rows; r++ {
		f := next()
		for c := 0; c < cols; c++ {
			nums[r*cols+c] = NoNumber
			if c >= len(f) {
				continue
			}
			switch f[c] {
			case ".":
			case "-":
				nums[r*cols+c] = Unknown
			default:
				v, err := strconv.Atoi(f[c])
				if err != nil {
					return nil, nil, err
				}
				nums[r*cols+c] = v
			}
		}
	}
	var set []uint32
	for r := 0; r < rows; r++ {
		f := next()
		for c := 0; c < cols && c < len(f); c++ {
			if f[c] == "#" {
				set = append(set, uint32(r*cols+c))
			}
		}
	}
	p, err := New(rows, cols, nums)
	return p, set, err
}

// pzprv3 writes p with the answer set as a pzprv3 file.
func pzprv3(p *Puzzle, set []uint32) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\nkurodoko\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			switch v := p.Nums[r*p.Cols+c]; {
			case v == Unknown:
				b.WriteString("- ")
			case v >= 0:
				b.WriteString(strconv.Itoa(v) + " ")
			default:
				b.WriteString(". ")
			}
		}
		b.WriteByte('\n')
	}
	sh := p.Shading(set)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if sh[r*p.Cols+c] {
				b.WriteString("# ")
			} else {
				b.WriteString("+ ")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// agree reports whether Check's verdict err says what pzprjs's code
// does.
func agree(code string, err error) bool {
	if code == "" {
		return err == nil
	}
	return err != nil && strings.Contains(err.Error(), codeWords[code])
}

// TestJudgeCases: Check agrees with every rule case of pzprjs's
// Kurodoko test script, the rule broken included.
func TestJudgeCases(t *testing.T) {
	path := judgetest.Path(t)
	out, err := exec.Command(path, "--cases", "kurodoko").Output()
	if err != nil {
		t.Fatalf("judge --cases: %v", err)
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var c struct {
			Code *string `json:"code"`
			File string  `json:"file"`
		}
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			t.Fatal(err)
		}
		p, set, err := readPzprv3(c.File)
		if err != nil {
			t.Fatalf("%s: %v", c.File, err)
		}
		code := ""
		if c.Code != nil {
			code = *c.Code
		}
		if _, ok := codeWords[code]; code != "" && !ok {
			t.Fatalf("a rule code with no counterpart: %s", code)
		}
		if err := p.Check(set); !agree(code, err) {
			t.Errorf("case %q:\n%s\nCheck says %v", code, c.File, err)
		}
		n++
	}
	if n < 5 {
		t.Errorf("only %d cases", n)
	}
}

// TestJudgeRandom: on random boards Check and pzprjs give the same
// verdict, the same rule broken, on answers, answers with a cell
// changed and random shadings (numbered cells left unshaded, which
// pzprjs's editor enforces and its checker takes for granted).
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	var files []string
	var errs []error
	add := func(p *Puzzle, sh []bool) {
		for i, v := range p.Nums {
			if v != NoNumber {
				sh[i] = false
			}
		}
		set := Set(sh)
		files = append(files, pzprv3(p, set))
		errs = append(errs, p.Check(set))
	}
	for len(files) < 600 {
		rows, cols := 2+rng.Intn(5), 2+rng.Intn(5)
		p := randomBoard(rng, rows, cols, 1+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, p.Shading(s))
			sh := p.Shading(s)
			x := rng.Intn(p.Cells())
			sh[x] = !sh[x]
			add(p, sh)
		}
		sh := make([]bool, p.Cells())
		for i := range sh {
			sh[i] = rng.Intn(4) == 0
		}
		add(p, sh)
	}
	codes := judgetest.Codes(t, path, files)
	ok := 0
	for i, code := range codes {
		if !agree(code, errs[i]) {
			t.Fatalf("pzprjs says %q, Check says %v, on\n%s", code, errs[i], files[i])
		}
		if code == "" {
			ok++
		}
	}
	if ok < len(files)/5 {
		t.Errorf("only %d of %d answers right: the test hardly tests", ok, len(files))
	}
	t.Logf("%d files, %d right", len(files), ok)
}
