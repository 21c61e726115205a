package heyawake

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

	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/zdd"
)

// codeWords maps pzprjs's rule codes to the words of Check's message
// for the same rule.
var codeWords = map[string]string{
	"brNoShade":          "no cell is shaded",
	"csAdjacent":         "touch",
	"cuDivideRB":         "not connected",
	"bkShadeNe":          "and its number is",
	"bkUnshadeConsecGt3": "run across two room borders",
}

// readPzprv3 reads a Heyawake pzprv3 file as pzprjs's FileIO writes it:
// pzprv3 (or pzprv3.1), the genre, rows, columns; then the rooms (file
// version 0: their count and each cell's room; version 1: the borders,
// the vertical ones row by row, then the horizontal ones, 0 or 1), the
// numbers (a number, '-' for '?', '.' for none) and the answer ('#'
// shaded), one row a line. Missing lines are empty.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(strings.ReplaceAll(text, "/", "\n"), "\n")
	next := func() []string {
		if len(lines) == 0 {
			return nil
		}
		l := lines[0]
		lines = lines[1:]
		return strings.Fields(l)
	}
	head := next()
	if len(head) == 0 || !strings.HasPrefix(head[0], "pzprv3") {
		return nil, nil, fmt.Errorf("not a pzprv3 file")
	}
	ver := 0
	if strings.HasPrefix(head[0], "pzprv3.") {
		ver, _ = strconv.Atoi(head[0][7:])
	}
	next() // the genre
	rows, _ := strconv.Atoi(strings.Join(next(), ""))
	cols, _ := strconv.Atoi(strings.Join(next(), ""))
	b := &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, (cols-1)*rows), H: make([]bool, cols*(rows-1))}
	if ver == 0 {
		next() // the number of rooms
		label := make([]int, rows*cols)
		for r := 0; r < rows; r++ {
			f := next()
			for c := 0; c < cols && c < len(f); c++ {
				label[r*cols+c], _ = strconv.Atoi(f[c])
			}
		}
		if len(lines) > 0 || rows > 0 {
			b = pzpr.BordersOf(rows, cols, label)
		}
	} else {
		for r := 0; r < rows; r++ {
			f := next()
			for c := 0; c < cols-1 && c < len(f); c++ {
				b.V[r*(cols-1)+c] = f[c] == "1"
			}
		}
		for r := 0; r < rows-1; r++ {
			f := next()
			for c := 0; c < cols && c < len(f); c++ {
				b.H[r*cols+c] = f[c] == "1"
			}
		}
	}
	room, n := b.Rooms()
	nums := make([]int, n)
	for i := range nums {
		nums[i] = NoNumber
	}
	top := make([]bool, rows*cols)
	seen := make([]bool, n)
	for i, r := range room {
		if !seen[r] {
			seen[r], top[i] = true, true
		}
	}
	for r := 0; r < rows; r++ {
		f := next()
		for c := 0; c < cols && c < len(f); c++ {
			i := r*cols + c
			if !top[i] {
				continue // pzprjs counts by the number on the top cell
			}
			switch f[c] {
			case ".":
			case "-":
				nums[room[i]] = Unknown
			default:
				v, err := strconv.Atoi(f[c])
				if err != nil {
					return nil, nil, err
				}
				nums[room[i]] = v
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
	p, err := New(rows, cols, b, nums)
	return p, set, err
}

// pzprv3 writes p with the answer set as a pzprv3.1 file.
func pzprv3(p *Puzzle, set []uint32) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3.1\nheyawake\n%d\n%d\n", p.Rows, p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			b.WriteString(map[bool]string{true: "1 ", false: "0 "}[p.Borders.V[r*(p.Cols-1)+c]])
		}
		b.WriteByte('\n')
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteString(map[bool]string{true: "1 ", false: "0 "}[p.Borders.H[r*p.Cols+c]])
		}
		b.WriteByte('\n')
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			s := ". "
			if room := p.Room[i]; p.top[room] == i {
				switch v := p.Nums[room]; {
				case v == Unknown:
					s = "- "
				case v >= 0:
					s = strconv.Itoa(v) + " "
				}
			}
			b.WriteString(s)
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
// Heyawake test script, the rule broken included.
func TestJudgeCases(t *testing.T) {
	path := judgetest.Path(t)
	out, err := exec.Command(path, "--cases", "heyawake").Output()
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
	if n < 8 {
		t.Errorf("only %d cases", n)
	}
}

// TestJudgeRandom: on random boards (walls inside rooms too) Check and
// pzprjs give the same verdict, the same rule broken, on answers, on
// answers with a cell changed and on random shadings.
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	var files []string
	var errs []error
	add := func(p *Puzzle, set []uint32) {
		files = append(files, pzprv3(p, set))
		errs = append(errs, p.Check(set))
	}
	for len(files) < 600 {
		rows, cols := 2+rng.Intn(5), 2+rng.Intn(5)
		p := randomBoard(rng, rows, cols, 2+rng.Intn(5))
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range m.Sets(f, 3) {
			add(p, s)
			sh := p.Shading(s)
			x := rng.Intn(p.Cells())
			sh[x] = !sh[x]
			add(p, Set(sh))
		}
		sh := make([]bool, p.Cells())
		for i := range sh {
			sh[i] = rng.Intn(4) == 0
		}
		add(p, Set(sh))
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
