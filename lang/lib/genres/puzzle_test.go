package genres

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"

	"github.com/zqlang/zq/puzzles"
	_ "github.com/zqlang/zq/puzzles/all"
	"github.com/zqlang/zq/puzzles/slitherlink"
	"github.com/zqlang/zq/puzzles/sudoku"
	"github.com/zqlang/zq/zdd"
)

// TestLoadPuzzles loads every kind of puzzle file: data-set files,
// puzz.link URLs and plain grids, and files with errors, whose messages
// must name the file, the row and the column.
func TestLoadPuzzles(t *testing.T) {
	tests := []struct{ file, want string }{
		{"slither_set.txt", "puzzle: slitherlink 5x5, 9 hints"},
		{"slither_url.txt", "puzzle: slitherlink 5x5, 9 hints"},
		{"slither_grid.txt", "puzzle: slitherlink 3x3, 4 hints"},
		{"numlin_set.txt", "puzzle: numberlink 5x5, 3 pairs, rule A"},
		{"numlin_url.txt", "puzzle: numberlink 5x5, 3 pairs, rule A"},
		{"numlin_grid.txt", "puzzle: numberlink 5x5, 3 pairs, rule A"},
		{"sudoku_set.txt", "puzzle: sudoku 4x4 (boxes 2x2), 4 givens"},
		{"sudoku_url.txt", "puzzle: sudoku 4x4 (boxes 2x2), 4 givens"},
		{"sudoku_grid.txt", "puzzle: sudoku 4x4 (boxes 2x2), 4 givens"},
		// the place in the file as FILE:LINE:COL counts it (from 1), then
		// the cell as the language writes it (from 0)
		{"bad_slither.txt", "bad_slither.txt:2:3: cell (1, 2): bad character 'x'"},
		{"bad_numlin.txt", "bad_numlin.txt:2:7: cell (1, 3): number 3 appears only once"},
		{"bad_sudoku.txt", "bad_sudoku.txt:3:3: cell (2, 2): value '9' out of range 1..4"},
		{"bad_sudoku_repeat.txt", "bad_sudoku_repeat.txt:2:1: cell (1, 0): given 1 repeats the one at (0, 1) in the same box"},
	}
	for _, tc := range tests {
		path := filepath.Join("testdata", "puzzles", tc.file)
		var out bytes.Buffer
		s := lang.NewSession(&out)
		err := s.Run("test", `load("`+path+`")`)
		got := out.String()
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("load(%s) = %q, want %q", tc.file, got, tc.want)
		}
	}
}

// TestLoadByID picks entries of data-set files by their id.
func TestLoadByID(t *testing.T) {
	tests := []struct{ src, want string }{
		{`load("testdata/puzzles/slither_set.txt", id: "pzprjs-slither-1")`, "puzzle: slitherlink 5x5, 9 hints"},
		{`load("testdata/puzzles/numlin_set.txt", id: "pzprjs-numlin-1")`, "puzzle: numberlink 5x5, 3 pairs, rule A"},
		{`load("testdata/puzzles/sudoku_set.txt", id: "pzprjs-sudoku-1")`, "puzzle: sudoku 4x4 (boxes 2x2), 4 givens"},
		{`load("testdata/puzzles/sudoku_set.txt", id: "x")`, `sudoku_set.txt: no sudoku called "x" among its 1`},
		{`load("testdata/puzzles/numlin_set.txt", id: "x")`, `numlin_set.txt: no numberlink called "x" among its 1`},
		{`load("testdata/puzzles/slither_grid.txt", id: "x")`, `slither_grid.txt: not a data-set file`},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		err := lang.NewSession(&out).Run("test", tc.src)
		got := out.String()
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s = %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestLoadSolves checks that the three forms of one puzzle load as the
// same puzzle and that its solution is the recorded one.
func TestLoadSolves(t *testing.T) {
	src := `
a = load("testdata/puzzles/slither_set.txt"); b = load("testdata/puzzles/slither_url.txt")
assert a == b
assert unique(a)
c = load("testdata/puzzles/numlin_set.txt"); d = load("testdata/puzzles/numlin_url.txt"); e = load("testdata/puzzles/numlin_grid.txt")
assert (c == d) & (d == e)
assert count(solutions(c)) == 1
f = load("testdata/puzzles/sudoku_set.txt"); g = load("testdata/puzzles/sudoku_url.txt"); h = load("testdata/puzzles/sudoku_grid.txt")
assert (f == g) & (g == h)
assert unique(f)
`
	var out bytes.Buffer
	if err := lang.NewSession(&out).Run("test", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
}

// FuzzParsePuzzle feeds arbitrary text to the puzzle readers: an error
// or a puzzle, never a panic.
func FuzzParsePuzzle(f *testing.F) {
	for _, s := range []string{"3.\n.2", "1 . 1\n2 . 2", "1..4 .... .... ....", "X:1...",
		"puzzle x 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n1 1\nend", "https://puzz.link/p?slither/2/2/g",
		"https://puzz.link/p?sudoku/4/4/g1k23k3g", "id std 2 2 1............... 1", "#\n\n"} {
		f.Add(s, "")
		f.Add(s, "2x2")
	}
	f.Fuzz(func(t *testing.T, text, box string) {
		for _, kind := range []string{"", "slitherlink", "numberlink", "sudoku"} {
			p, err := parsePuzzle(kind, text, "f.txt", puzzles.Props{"box": box})
			if err == nil && p == nil {
				t.Fatalf("no puzzle and no error for %q", text)
			}
			if err == nil {
				_ = p.Summary()
				_ = draw(p, nil, true, nil)
				// What save writes reads back as the same puzzle, and so
				// does its URL when it has one.
				k, o, body, ok, herr := puzzles.ReadHeader(puzzles.FileText(p.P))
				if herr != nil || !ok {
					t.Fatalf("header of a saved %s: %v", p.Type(), herr)
				}
				q, qerr := parsePuzzle(k, body, "saved", o)
				if qerr != nil || !samePuzzle(p, q) {
					t.Fatalf("a saved %s reads back differently (%v):\n%s", p.Type(), qerr, puzzles.FileText(p.P))
				}
				if u, uerr := puzzles.URL(p.P); uerr == nil {
					q, qerr := parsePuzzle(p.Type(), u, "url", o)
					if qerr != nil || !samePuzzle(p, q) {
						t.Fatalf("URL %s reads back differently (%v)", u, qerr)
					}
				}
			}
			// A file with a header line of any content fails cleanly.
			_, _, _, _, _ = puzzles.ReadHeader("# zq puzzle: " + text)
		}
	})
}

// TestMissingSolver checks the message when a method's solver program
// is not installed.
func TestMissingSolver(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, method := range []string{"sat", "ip", "ip-glpk", "sat-minisat"} {
		var out bytes.Buffer
		err := lang.NewSession(&out).Run("test", `solutions(sudoku("1... ..2. .3.. ...4"), method: "`+method+`")`)
		if err == nil || !strings.Contains(err.Error(), "which is not installed (on Debian: apt-get install") {
			t.Errorf("method %s without its solver: %v", method, err)
		}
		out.Reset()
		err = lang.NewSession(&out).Run("test", `unique(slitherlink(".3.\n0.."), method: "`+method+`")`)
		if err == nil || !strings.Contains(err.Error(), "which is not installed") {
			t.Errorf("unique, method %s without its solver: %v", method, err)
		}
	}
}

// TestSlitherlinkBrute compares solutions and hints on a 3x3 board with
// brute force over the cycles of the dot grid: the solutions of a
// puzzle are the cycles meeting its clues, and a hint set is good for a
// loop when no other cycle has the loop's edge counts on all its cells.
func TestSlitherlinkBrute(t *testing.T) {
	var out bytes.Buffer
	s := lang.NewSession(&out)
	if err := s.Run("test", "C = cycles(grid(4, 4)); e = slitherlink(\"...\\n...\\n...\")"); err != nil {
		t.Fatal(lang.Detail(err))
	}
	cv, _ := s.Lookup("C")
	ev, _ := s.Lookup("e")
	sp := ev.(*lang.Puzzle).P.(*slitherlink.Game).P
	var cycles [][]int8
	var sets [][]uint32
	s.M.Each(cv.(*lang.Family).Root, func(set []uint32) bool {
		sets = append(sets, append([]uint32(nil), set...))
		cycles = append(cycles, cellCounts(sp, set))
		return true
	})
	if len(cycles) != 213 {
		t.Fatalf("%d cycles", len(cycles))
	}
	for _, k := range []int{0, 7, 57, 100, 212} {
		loop := cycles[k]
		// Hints by brute force, as a set of bit masks over the 9 cells.
		good := map[int]bool{}
		for h := 0; h < 1<<9; h++ {
			ok := true
			for j, other := range cycles {
				if j == k {
					continue
				}
				same := true
				for c := 0; c < 9 && same; c++ {
					if h&(1<<c) != 0 && other[c] != loop[c] {
						same = false
					}
				}
				if same {
					ok = false
					break
				}
			}
			good[h] = ok
		}
		s.Bind("L", lang.FamilyOf(s.M, lang.EdgesOf(sp.Graph()), sets[k]))
		if err := s.Run("test", "H = hints(e, L)"); err != nil {
			t.Fatal(lang.Detail(err))
		}
		hv, _ := s.Lookup("H")
		got := map[int]bool{}
		s.M.Each(hv.(*lang.Family).Root, func(set []uint32) bool {
			m := 0
			for _, v := range set {
				m |= 1 << v
			}
			got[m] = true
			return true
		})
		for h := 0; h < 1<<9; h++ {
			if good[h] != got[h] {
				t.Fatalf("loop %d, hint set %09b: brute force %v, hints %v", k, h, good[h], got[h])
			}
		}
		// The puzzle of the full hint set: its solutions are the cycles
		// with the loop's counts everywhere.
		var want []int
		for j, other := range cycles {
			if slices.Equal(other, loop) {
				want = append(want, j)
			}
		}
		q := sp.HintPuzzle(sets[k], []uint32{0, 1, 2, 3, 4, 5, 6, 7, 8})
		s.Bind("q", &lang.Puzzle{P: &slitherlink.Game{P: q}})
		if err := s.Run("test", "Q = solutions(q)"); err != nil {
			t.Fatal(lang.Detail(err))
		}
		qv, _ := s.Lookup("Q")
		if n, _ := s.M.Count64(qv.(*lang.Family).Root); int(n) != len(want) {
			t.Errorf("loop %d: %d solutions, brute force %d", k, n, len(want))
		}
		for _, j := range want {
			if !s.M.Contains(qv.(*lang.Family).Root, sets[j]) {
				t.Errorf("loop %d: cycle %d missing from the solutions", k, j)
			}
		}
	}
}

// TestSudokuClueSets compares hints on a 4x4 sudoku with the clue sets
// of the package, and minimal/minimum with its minimal and minimum ones.
func TestSudokuClueSets(t *testing.T) {
	var out bytes.Buffer
	s := lang.NewSession(&out)
	if err := s.Run("test", `p = sudoku("1... ..2. .3.. ...4"); g = first(solutions(p)); K = hints(p, g); M = minimal(K); N = minimum(K)`); err != nil {
		t.Fatal(lang.Detail(err))
	}
	get := func(name string) zdd.Node { v, _ := s.Lookup(name); return v.(*lang.Family).Root }
	pv, _ := s.Lookup("p")
	p := pv.(*lang.Puzzle).P.(*sudoku.Game).P
	sol := p.GridOf(toInts(s.M.Sets(get("g"), 1)[0]))
	grids, err := sudoku.Grids(context.Background(), s.M, 2, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	shape, _ := sudoku.New(2, 2, false)
	k, err := sudoku.ClueSets(s.M, shape, grids, sol)
	if err != nil || k != get("K") {
		t.Fatalf("hints differ from ClueSets (%v)", err)
	}
	if m, err := sudoku.MinimalClueSets(s.M, k); err != nil || m != get("M") {
		t.Errorf("minimal differs from MinimalClueSets (%v)", err)
	}
	if n, size, err := sudoku.MinimumClueSets(s.M, k); err != nil || n != get("N") || size != 4 {
		t.Errorf("minimum differs from MinimumClueSets (size %d, %v)", size, err)
	}
}

func toInts(set []uint32) []int {
	out := make([]int, len(set))
	for i, v := range set {
		out[i] = int(v)
	}
	return out
}

// cellCounts returns, by brute force, the number of edges of set around every cell.
func cellCounts(sp *slitherlink.Puzzle, set []uint32) []int8 {
	on := make(map[int]bool, len(set))
	for _, v := range set {
		on[int(v)] = true
	}
	out := make([]int8, sp.Rows*sp.Cols)
	for r := 0; r < sp.Rows; r++ {
		for col := 0; col < sp.Cols; col++ {
			for _, e := range sp.CellEdges(r, col) {
				if on[e] {
					out[r*sp.Cols+col]++
				}
			}
		}
	}
	return out
}

// BenchmarkHints compares the builtin hints with the same family derived
// by the set algebra from the cycles of the dot grid (a 5x5 board).
func BenchmarkHints(b *testing.B) {
	for _, bc := range []struct{ name, src string }{
		{"builtin", "H = hints(g, L)"},
		{"algebra", "P = pow(cells(g)); H = P - permit(P, agree(g, L, cycles(g)))"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				var out bytes.Buffer
				s := lang.NewSession(&out)
				if err := s.Run("bench", "g = grid(6, 6); L = unrank(cycles(g), 500000); "+bc.src); err != nil {
					b.Fatal(lang.Detail(err))
				}
			}
		})
	}
}

// TestPuzzleAnyURL reads pzprjs's sample URL of each genre in the forms
// real URLs take, by pzprjs's type names and zq's, through puzzle(text)
// and load(URL); each is the genre's puzzle, counted 1 and checked ok.
func TestPuzzleAnyURL(t *testing.T) {
	samples := []struct{ genre, body string }{
		{"masyu", "6/6/1063000i3000"},
		{"slitherlink", "5/5/cbcbcddad"},
		{"numberlink", "5/5/1j2h3m1h2j3"},
		{"sudoku", "4/4/g1k23k3g"},
		{"hashi", "5/5/4g2i3h23k3g1g3g4g3"},
		{"hitori", "4/4/1114142333214213"},
	}
	forms := []string{
		"https://puzz.link/p?%s/%s",
		"http://puzz.link/p?%s/%s",
		"http://pzv.jp/p.html?%s/%s",
		"https://puzz.link/p?type=player&%s/%s",
		"https://puzz.link/p?%s_edit/%s/",
		"%s/%s",
	}
	for _, sm := range samples {
		g, ok := puzzles.Lookup(sm.genre)
		if !ok {
			t.Fatalf("genre %s is not registered", sm.genre)
		}
		types := append([]string{sm.genre}, g.Doc().URLTypes...)
		for _, typ := range types {
			for i, form := range forms {
				url := fmt.Sprintf(form, typ, sm.body)
				call := "puzzle"
				if i%2 == 1 && strings.Contains(url, "?") {
					call = "load"
				}
				var out bytes.Buffer
				s := lang.NewSession(&out)
				src := `p = ` + call + `("` + url + `"); count(solutions(p)); check(p, solutions(p))`
				if err := s.Run("t", src); err != nil {
					t.Errorf("%s: %s", src, lang.Detail(err))
					continue
				}
				if got := out.String(); got != "1\n\"ok\"\n" && got != "1\nok\n" {
					t.Errorf("%s: %q, want a count of 1 and ok", src, got)
				}
				p, _ := s.Lookup("p")
				if k := p.(*lang.Puzzle).P.Genre(); k != sm.genre {
					t.Errorf("%s: a %s, want a %s", src, k, sm.genre)
				}
			}
		}
	}
}

// TestPuzzleOtherForms: puzzle(text) makes the puzzle of a form one
// genre claims (a Loopy or Pearl game ID, a grid) or a file's header
// names.
func TestPuzzleOtherForms(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"5x5t0:2b1b2b1b2b3b3b0b3", "puzzle: slitherlink 5x5"},
		{"6x6:BbBjWBbBbWaWcWcWcB", "puzzle: masyu 6x6"},
		{`# zq puzzle: numberlink rule=C\n1 . 1\n2 . 2`, "rule C"},
	} {
		var out bytes.Buffer
		s := lang.NewSession(&out)
		if err := s.Run("t", `puzzle("`+tc.text+`")`); err != nil {
			t.Errorf("%s: %s", tc.text, lang.Detail(err))
			continue
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("puzzle(%q) = %q, want %q", tc.text, out.String(), tc.want)
		}
	}
}

// TestPuzzleErrors checks the errors of puzzle(text): a type no genre
// reads lists the genres, as does text no genre claims.
func TestPuzzleErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`puzzle("https://puzz.link/p?kurotto/2/2/00")`, `no genre of zq reads puzz.link type "kurotto"; the genres are `},
		{`load("http://pzv.jp/p.html?kakuro/2/2/00")`, `no genre of zq reads puzz.link type "kakuro"`},
		{`puzzle("")`, "no genre reads this text (the genres are "},
		{`puzzle("https://puzz.link/p?mashu/6/6/1063000i3000", rule: "A")`, "rule"},
		{`puzzle("https://puzz.link/p?slither/5/5/#")`, "character 33 of the URL"},
	} {
		s := lang.NewSession(&bytes.Buffer{})
		err := s.Run("t", tc.src)
		if err == nil || !strings.Contains(lang.Detail(err), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.src, err, tc.want)
		}
		if err != nil && strings.Contains(tc.want, "the genres are") {
			for _, k := range puzzles.Names() {
				if !strings.Contains(err.Error(), k) {
					t.Errorf("%s: %v does not name genre %s", tc.src, err, k)
				}
			}
		}
	}
}

// TestAnswer reads pzprv3 files through puzzle, the genre's constructor
// and load: answer(p) is the file's answer over the universe of
// solutions(p), the one solution here; the empty family without one.
func TestAnswer(t *testing.T) {
	file := "pzprv3\nmashu\n2\n3\n. 1 . \n. . . \n1 1 \n1 1 \n1 0 1 \n"
	path := filepath.Join(t.TempDir(), "m.txt")
	if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	oneLine := strings.ReplaceAll(strings.TrimRight(file, "\n"), "\n", "/")
	for _, tc := range []struct {
		src    string
		answer bool
	}{
		{`p = puzzle("` + oneLine + `")`, true},
		{`p = masyu("` + oneLine + `")`, true},
		{`p = load("` + path + `")`, true},
		{`p = masyu("pzprv3/mashu/2/3/. 1 . /. . . /")`, false},
		{`p = masyu(".W.\n...")`, false},
	} {
		var out bytes.Buffer
		s := lang.NewSession(&out)
		src, want := tc.src+"\nA = answer(p)\ncount(A)\nA <= solutions(p)", "0\ntrue"
		if tc.answer {
			src, want = src+"\nA == solutions(p)\ncheck(p, A)", "1\ntrue\ntrue\nok"
		}
		if err := s.Run("t", src); err != nil {
			t.Errorf("%s: %s", tc.src, lang.Detail(err))
			continue
		}
		if got := strings.TrimSpace(out.String()); got != want {
			t.Errorf("%s: %q, want %q", tc.src, got, want)
		}
	}
}

// TestPZPRV3Builtin writes pzprjs's sample of each genre with its
// solution by pzprv3(p, S) and reads it back with puzzle: the answer is
// the solution; a puzzle puzz.link cannot show has no file.
func TestPZPRV3Builtin(t *testing.T) {
	for _, url := range []string{
		"https://puzz.link/p?mashu/6/6/1063000i3000",
		"https://puzz.link/p?slither/5/5/cbcbcddad",
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
		"https://puzz.link/p?sudoku/4/4/g1k23k3g",
		"https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3",
		"https://puzz.link/p?hitori/4/4/1114142333214213",
	} {
		var out bytes.Buffer
		s := lang.NewSession(&out)
		src := `p = puzzle("` + url + `"); S = solutions(p); q = puzzle(pzprv3(p, S)); answer(q) == S; count(answer(puzzle(pzprv3(p))))`
		if err := s.Run("t", src); err != nil {
			t.Errorf("%s: %s", url, lang.Detail(err))
			continue
		}
		if got := strings.TrimSpace(out.String()); got != "true\n0" {
			t.Errorf("%s: %q, want true and 0", url, got)
		}
	}
	s := lang.NewSession(&bytes.Buffer{})
	if err := s.Run("t", `pzprv3(sudoku("1... ..2. .3.. ...4", diagonal: true))`); err == nil || !strings.Contains(err.Error(), "diagonals") {
		t.Errorf("a diagonal sudoku's file: error %v, want one about diagonals", err)
	}
}

// TestSavePZPRV3 saves a puzzle as a pzprv3 file and loads it back;
// write(pzprv3(p, S), path) keeps the answer; another format is an
// error.
func TestSavePZPRV3(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	var out bytes.Buffer
	s := lang.NewSession(&out)
	src := `p = puzzle("https://puzz.link/p?slither/5/5/cbcbcddad"); save(p, "` + a + `", format: "pzprv3"); write(pzprv3(p, solutions(p)), "` + b + `")
q = load("` + a + `"); r = load("` + b + `")
url(q) == url(p); count(answer(q)); answer(r) == solutions(p)`
	if err := s.Run("t", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
	if got := out.String(); !strings.HasSuffix(got, "true\n0\ntrue\n") {
		t.Errorf("%q", got)
	}
	data, err := os.ReadFile(a)
	if err != nil || !strings.HasPrefix(string(data), "pzprv3\nslither\n5\n5\n") {
		t.Errorf("the file: %q, %v", data, err)
	}
	err = s.Run("t", `save(p, "`+a+`", format: "dot")`)
	if err == nil || !strings.Contains(err.Error(), `format: "pzprv3"`) {
		t.Errorf("another format: %v", err)
	}
	// save(..., answer: S) writes the answer as pzprv3(p, S) does.
	out.Reset()
	c := filepath.Join(dir, "c.txt")
	if err := s.Run("t", `save(p, "`+c+`", format: "pzprv3", answer: solutions(p)); answer(load("`+c+`")) == solutions(p)`); err != nil {
		t.Fatal(lang.Detail(err))
	}
	if data, _ := os.ReadFile(c); !strings.HasSuffix(out.String(), "true\n") || !strings.HasPrefix(string(data), "pzprv3\nslither\n") {
		t.Errorf("save with an answer: %q, file %q", out.String(), data)
	}
	for _, bad := range []string{
		`save(p, "` + c + `", answer: solutions(p))`,
		`save(pow([1]), "` + c + `", answer: pow([1]))`,
		`save(p, "` + c + `", format: "pzprv3", answer: pow([1]))`,
	} {
		if err := s.Run("t", bad); err == nil {
			t.Errorf("%s: no error", bad)
		} else {
			t.Logf("%s: %v", bad, err)
		}
	}
}

// TestPZPRV3UnknownType: a pzprv3 file of a type no genre reads is an
// error at the type's line that lists the genres, in both forms.
func TestPZPRV3UnknownType(t *testing.T) {
	s := lang.NewSession(&bytes.Buffer{})
	for _, src := range []string{`puzzle("pzprv3\nkakuro\n3\n3\n")`, `puzzle("# a comment\npzprv3\nkakuro\n3\n3\n")`, `puzzle("pzprv3/kakuro/3/3/. . . /")`} {
		err := s.Run("t", src)
		want := "line 2 of the text"
		if strings.Contains(src, "comment") {
			want = "line 3 of the text"
		}
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), `type "kakuro"`) || !strings.Contains(err.Error(), "slitherlink") {
			t.Errorf("%s: %v", src, err)
		}
	}
}
