package norinori

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
	"github.com/zqlang/zq/puzzles/internal/solvertest"

	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample Norinori (its test script,
// test/script/norinori.js).
const sampleURL = "https://puzz.link/p?norinori/5/5/cag4ocjo"

// codes maps pzprjs's failure codes of Norinori to words of Check's
// messages.
var codes = map[string]string{
	"csGt2":      "more than a domino",
	"bkShadeGt2": "more than 2",
	"csLt2":      "has no shaded neighbour",
	"bkShadeLt2": "fewer than 2",
	"bkNoShade":  "has no shaded cell",
}

// agrees reports whether Check's verdict err matches pzprjs's code (""
// for a solution).
func agrees(err error, code string) bool {
	if code == "" {
		return err == nil
	}
	return err != nil && strings.Contains(err.Error(), codes[code])
}

// readPzprv3 reads a pzprv3 Norinori file with its answer: the header
// (pzprv3 or pzprv3.1, lits, rows, cols), the regions (version 0: their
// count and a region number per cell; 1: the borders, vertical then
// horizontal), then '#' for a shaded cell per cell.
func readPzprv3(text string) (*Puzzle, []uint32, error) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) < 4 || lines[1] != "norinori" {
		return nil, nil, fmt.Errorf("not a pzprv3 Norinori file")
	}
	rows, _ := strconv.Atoi(lines[2])
	cols, _ := strconv.Atoi(lines[3])
	k := 4
	var p *Puzzle
	var err error
	if lines[0] == "pzprv3" {
		k++ // the number of regions
		labels := make([]int, 0, rows*cols)
		for r := 0; r < rows; r++ {
			for _, f := range strings.Fields(lines[k]) {
				v, _ := strconv.Atoi(f)
				labels = append(labels, v)
			}
			k++
		}
		p, err = FromRooms(rows, cols, labels)
	} else {
		var v, h []bool
		for r := 0; r < rows; r++ {
			for _, f := range strings.Fields(lines[k]) {
				v = append(v, f == "1")
			}
			k++
		}
		for r := 0; r+1 < rows; r++ {
			for _, f := range strings.Fields(lines[k]) {
				h = append(h, f == "1")
			}
			k++
		}
		p, err = New(rows, cols, v, h)
	}
	if err != nil {
		return nil, nil, err
	}
	var set []uint32
	for r := 0; r < rows; r++ {
		for c, f := range strings.Fields(lines[k]) {
			if f == "#" {
				set = append(set, uint32(r*cols+c))
			}
		}
		k++
	}
	return p, set, nil
}

// pzprv3 writes p and the shading set as a pzprv3.1 file.
func pzprv3(p *Puzzle, set []uint32) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3.1\nnorinori\n%d\n%d\n", p.Rows, p.Cols)
	bit := func(x bool) string {
		if x {
			return "1 "
		}
		return "0 "
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			b.WriteString(bit(p.V[r*(p.Cols-1)+c]))
		}
		b.WriteString("\n")
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteString(bit(p.H[r*p.Cols+c]))
		}
		b.WriteString("\n")
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
		b.WriteString("\n")
	}
	return b.String()
}

// TestSample counts pzprjs's sample puzzle's solutions (one), checks
// it, and has pzprjs judge it.
func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Count(f).Int64(); c != 1 {
		t.Fatalf("the sample has %d solutions, want 1", c)
	}
	sol := m.Sets(f, 1)[0]
	if err := p.Check(sol); err != nil {
		t.Fatalf("the sample's solution: %v", err)
	}
	if got := p.URL(); got != sampleURL {
		t.Errorf("URL %s, want %s", got, sampleURL)
	}
	path := judgetest.Path(t)
	if c := judgetest.Codes(t, path, []string{pzprv3(p, sol)}); c[0] != "" {
		t.Errorf("pzprjs finds the solution wrong: %s", c[0])
	}
}

// TestJudgeCases reads pzprjs's own failcheck cases of Norinori and
// requires Check to break the same rule (or none).
func TestJudgeCases(t *testing.T) {
	path := judgetest.Path(t)
	out, err := exec.Command(path, "--cases", "norinori").Output()
	if err != nil {
		t.Fatal(err)
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
			t.Fatal(err)
		}
		code := ""
		if c.Code != nil {
			code = *c.Code
		}
		if err := p.Check(set); !agrees(err, code) {
			t.Errorf("case %q: Check says %v\n%s", code, err, p.Render(set, RenderOptions{ASCII: true}))
		}
		n++
	}
	if n < 6 {
		t.Errorf("only %d cases", n)
	}
}

// TestJudgeRandom has pzprjs judge shadings of random and planted
// boards: solutions of each board, its planted answer, that answer
// with a cell or two flipped, and random shadings of one to three cells
// a region; Check must break the rule pzprjs names first.
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	var files []string
	type tcase struct {
		p   *Puzzle
		set []uint32
	}
	var cases []tcase
	add := func(p *Puzzle, set []uint32) {
		files = append(files, pzprv3(p, set))
		cases = append(cases, tcase{p, set})
	}
	for b := 0; b < 40; b++ {
		rows, cols := 3+rng.Intn(5), 3+rng.Intn(5)
		var p *Puzzle
		var planted []uint32
		if b%3 == 0 {
			p = randomBoard(rng, rows, cols)
		} else {
			p, planted = plantedBoard(rng, rows, cols)
		}
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sols := m.Sets(f, 3)
		for _, s := range sols {
			add(p, s)
		}
		if planted != nil {
			sols = append(sols, planted)
		}
		for _, sol := range sols {
			// a domino taken away
			sh := p.Shading(sol)
			x := int(sol[rng.Intn(len(sol))])
			for _, y := range p.neighbours(x) {
				if sh[y] {
					add(p, solvertest.Flip(solvertest.Flip(sol, x), y))
				}
			}
			for j := 0; j < 3; j++ {
				s := solvertest.Flip(sol, rng.Intn(p.Cells()))
				if j == 2 {
					s = solvertest.Flip(s, rng.Intn(p.Cells()))
				}
				add(p, s)
			}
		}
		for j := 0; j < 3; j++ {
			var s []uint32
			for _, cs := range p.roomCells() {
				perm := rng.Perm(len(cs))
				for _, i := range perm[:min(len(cs), rng.Intn(4))] {
					s = append(s, uint32(cs[i]))
				}
			}
			add(p, sorted(s))
		}
	}
	got := judgetest.Codes(t, path, files)
	seen := map[string]int{}
	for i, c := range cases {
		err := c.p.Check(c.set)
		seen[got[i]]++
		if !agrees(err, got[i]) {
			t.Errorf("%s%s: pzprjs says %q, Check %v", c.p.Render(c.set, RenderOptions{ASCII: true}), c.p.URL(), got[i], err)
		}
	}
	t.Logf("%d shadings judged, by pzprjs's code: %v", len(files), seen)
	for code := range codes {
		if seen[code] == 0 {
			t.Errorf("no shading broke %s: the test is weak", code)
		}
	}
	if seen[""] < 20 {
		t.Errorf("only %d solutions judged", seen[""])
	}
}

func sorted(s []uint32) []uint32 {
	out := append([]uint32(nil), s...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
