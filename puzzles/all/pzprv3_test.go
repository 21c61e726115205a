package all_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/judgetest"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// failcase is one of pzprjs's failcheck cases: a pzprv3 file with an
// answer and the rule code pzprjs's checker gives it (nil: a solution).
type failcase struct {
	Code *string
	File string
}

// cases are the failcheck cases of the first of types that pzprjs has
// cases for (testdata/failcheck, copied from pzprjs's test scripts).
func cases(t *testing.T, types []string) (string, []failcase) {
	for _, typ := range types {
		data, err := os.ReadFile(filepath.Join("testdata", "failcheck", typ+".jsonl"))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		var cs []failcase
		for i, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var c failcase
			if err := json.Unmarshal([]byte(l), &c); err != nil {
				t.Fatalf("%s.jsonl:%d: %v", typ, i+1, err)
			}
			cs = append(cs, c)
		}
		if len(cs) > 0 {
			return typ, cs
		}
	}
	return "", nil
}

// readsDifferently are the failcheck codes on which a genre's rules
// differ from pzprjs's checker, by genre, with the reason (each is also
// said in the genre's doc).
var readsDifferently = map[string]map[string]string{
	"hitori": {"brNoShade": "pzprjs calls an answer with nothing shaded incomplete; by the rules a board whose numbers never repeat (here a board of blank cells) is solved with nothing shaded"},
}

// notRead are the failcheck codes whose file a genre refuses, by genre,
// with the reason (each is also said in the genre's doc).
var notRead = map[string]map[string]string{
	"hashi": {"brNoLine": "a board without islands is no Hashiwokakero zq builds"},
}

// TestPZPRV3Failcheck reads every failcheck case of pzprjs for each
// genre that reads pzprv3 files, in the file form and the one-line
// form, and checks the answer read: ok exactly where pzprjs says null.
// A pzprv3.1 file of a variant the genre lacks must be refused as one.
// A genre added later is checked as soon as it reads pzprv3 files.
func TestPZPRV3Failcheck(t *testing.T) {
	for _, g := range puzzles.All() {
		if _, ok := g.(puzzles.PZPRV3Reader); !ok {
			continue
		}
		var codes map[string]string
		if rc, ok := g.(puzzles.RuleCoder); ok {
			codes = rc.PZPRCodes()
		}
		typ, cs := cases(t, append(append([]string{}, g.Doc().URLTypes...), g.Name()))
		if len(cs) == 0 {
			t.Errorf("%s: pzprjs has no failcheck case under %v", g.Name(), g.Doc().URLTypes)
			continue
		}
		ok, variants, named := 0, 0, 0
		for _, c := range cs {
			code := "null"
			if c.Code != nil {
				code = *c.Code
			} else {
				ok++
			}
			for _, form := range []string{c.File, strings.ReplaceAll(strings.TrimRight(c.File, "\n"), "\n", "/")} {
				p, err := puzzles.Parse("", form, nil)
				if err != nil && strings.HasPrefix(form, "pzprv3.1") && strings.Contains(err.Error(), "variant") {
					variants++
					continue
				}
				if _, listed := notRead[g.Name()][code]; listed {
					if err == nil {
						t.Errorf("%s %s: listed as refused, but read", typ, code)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s %s: %v\n%s", typ, code, err, form)
					continue
				}
				if p.Genre() != g.Name() {
					t.Errorf("%s %s: read as a %s", typ, code, p.Genre())
				}
				a, isA := p.(puzzles.Answerer)
				if !isA {
					t.Errorf("%s: a puzzle read from a file has no answer method", typ)
					continue
				}
				set, _ := a.Answer()
				if why, diff := readsDifferently[g.Name()][code]; diff {
					if p.Check(set) != nil {
						t.Errorf("%s %s: listed as read differently (%s), but check refuses it too", typ, code, why)
					}
					continue
				}
				why := p.Check(set)
				if (why == nil) != (c.Code == nil) {
					t.Errorf("%s %s: check says %v\n%s", typ, code, why, form)
					continue
				}
				if why == nil || codes == nil {
					continue
				}
				if want, ok := codes[code]; !ok {
					t.Errorf("%s: pzprjs's code %s is not in the genre's table", typ, code)
				} else if got := puzzles.RuleOf(why); got != want {
					t.Errorf("%s %s: check names the rule %q (%v), the table %q", typ, code, got, why, want)
				} else {
					named++
				}
			}
		}
		t.Logf("%s: %d pzprjs cases (%d solutions), all agreeing but %d listed as read differently and %d listed as refused; %d of a variant zq lacks (pzprv3.1) refused; %d failures named by the rule the table maps their code to", g.Name(), len(cs), ok, len(readsDifferently[g.Name()]), len(notRead[g.Name()]), variants/2, named/2)
	}
}

// TestPZPRV3RoundTrip writes every real puzzle of every genre that
// reads and writes pzprv3 files (testdata/puzzles.txt) with its one
// solution, and reads the file back, in both forms: the same puzzle and
// the same answer; without the answer, no answer.
func TestPZPRV3RoundTrip(t *testing.T) {
	var written []judged
	for _, g := range puzzles.All() {
		if _, ok := g.(puzzles.PZPRV3Reader); !ok {
			continue
		}
		data, err := os.ReadFile(filepath.Join("..", g.Name(), "testdata", "puzzles.txt"))
		if err != nil {
			t.Logf("%s: no real puzzles (%v)", g.Name(), err)
			continue
		}
		n := 0
		for _, url := range puzzles.ContentLines(string(data)) {
			p, err := puzzles.Parse(g.Name(), url, nil)
			if err != nil {
				t.Fatalf("%s: %v", url, err)
			}
			w, ok := p.(puzzles.PZPRV3Writer)
			if !ok {
				t.Fatalf("%s reads pzprv3 files but does not write them", g.Name())
			}
			m := zdd.New()
			root, err := p.Solve(context.Background(), m, nil)
			if err != nil {
				t.Fatalf("%s: %v", url, err)
			}
			sets := m.Sets(root, 2)
			if len(sets) != 1 {
				t.Fatalf("%s: %d solutions", url, len(sets))
			}
			sol := sets[0]
			file, err := w.PZPRV3(sol)
			if err != nil {
				t.Errorf("%s: %v", url, err)
				continue
			}
			written = append(written, judged{ID: g.Name() + " " + url, Text: file})
			oneLine := strings.ReplaceAll(strings.TrimRight(file, "\n"), "\n", "/")
			for _, form := range []string{file, oneLine} {
				q, err := puzzles.Parse("", form, nil)
				if err != nil {
					t.Errorf("%s: %v\n%s", url, err, form)
					continue
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if q.Text() != p.Text() || !has || !slices.Equal(ans, sol) {
					t.Errorf("%s: read back as %q with answer %v (%v), want %v\n%s", url, q.Text(), ans, has, sol, form)
				}
			}
			bare, err := w.PZPRV3(nil)
			if err != nil {
				t.Fatal(err)
			}
			q, err := puzzles.Parse("", bare, nil)
			if err != nil {
				t.Errorf("%s: %v\n%s", url, err, bare)
				continue
			}
			if _, has := q.(puzzles.Answerer).Answer(); has || q.Text() != p.Text() {
				t.Errorf("%s: the file without an answer reads back with one (%v) or as %q", url, has, q.Text())
			}
			n++
		}
		t.Logf("%s: %d real puzzles written with their solutions and read back", g.Name(), n)
	}
	t.Run("judge", func(t *testing.T) { judgeWritten(t, written) })
}

// judged is a file for pzprjs's judge, and its verdict.
type judged struct {
	ID       string `json:"id"`
	Text     string `json:"text,omitempty"`
	Complete bool   `json:"complete"`
	Code     any    `json:"code"`
}

// judgeWritten has pzprjs's own checker judge the files zq wrote with
// zq's solutions: each must open and be complete.
func judgeWritten(t *testing.T, files []judged) {
	judge := judgetest.Path(t)
	var in bytes.Buffer
	for _, f := range files {
		line, _ := json.Marshal(judged{ID: f.ID, Text: f.Text})
		in.Write(line)
		in.WriteByte('\n')
	}
	cmd := exec.Command(judge, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge: %v\n%s", err, out)
	}
	n, complete := 0, 0
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var v judged
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if !v.Complete {
			t.Errorf("pzprjs calls zq's solution of %s incomplete: %v", v.ID, v.Code)
		} else {
			complete++
		}
		n++
	}
	if n != len(files) {
		t.Errorf("the judge gave %d verdicts for %d files", n, len(files))
	}
	t.Logf("pzprjs calls %d of %d written files complete", complete, len(files))
}

// FuzzPZPRV3 reads any text as a pzprv3 file of any genre: an error or
// a puzzle, never a panic; an answer read is checked without a panic.
// It is seeded with a file of each genre and every failcheck case.
func FuzzPZPRV3(f *testing.F) {
	for _, s := range []string{
		"pzprv3\nmashu\n2\n3\n. 1 . \n. . . \n1 1 \n1 1 \n1 0 1 \n",
		"pzprv3\nslither\n1\n1\n3 \n1 1 \n1 \n1 \n",
		"pzprv3/numlin/2/2/1 1 /. . /1 /0 /0 0 /",
		"pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /2 . 4 3 /4 3 1 . /. 4 2 1 /1 2 . 4 /",
		"pzprv3/hashikake/1/3/1 . 1 /1 1 /",
		"pzprv3/hitori/2/2/1 1 /2 1 /# + /+ + /",
		"pzprv3.1/slither/1/1/f/. /",
	} {
		f.Add(s)
	}
	// Every failcheck case of pzprjs, in the file form.
	files, _ := filepath.Glob(filepath.Join("testdata", "failcheck", "*.jsonl"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var c failcase
			if json.Unmarshal([]byte(l), &c) == nil {
				f.Add(c.File)
			}
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := puzzles.Parse("", text, nil)
		if err != nil || p == nil {
			return
		}
		if a, ok := p.(puzzles.Answerer); ok {
			set, _ := a.Answer()
			_ = p.Check(set)
			if w, ok := p.(puzzles.PZPRV3Writer); ok {
				_, _ = w.PZPRV3(set)
			}
		}
	})
}

// TestPZPRV3Everywhere: every genre reads and writes pzprv3 files and
// maps pzprjs's codes to its rules, and pzprjs has failcheck cases of
// its type in testdata.
func TestPZPRV3Everywhere(t *testing.T) {
	for _, g := range puzzles.All() {
		_, reads := g.(puzzles.PZPRV3Reader)
		_, coded := g.(puzzles.RuleCoder)
		if !reads || !coded {
			t.Errorf("%s: reads pzprv3 files %v, maps pzprjs's codes %v", g.Name(), reads, coded)
		}
		if typ, cs := cases(t, append(append([]string{}, g.Doc().URLTypes...), g.Name())); len(cs) == 0 {
			t.Errorf("%s: no failcheck cases in testdata", g.Name())
		} else {
			t.Logf("%s (%s): %d cases", g.Name(), typ, len(cs))
		}
	}
}
