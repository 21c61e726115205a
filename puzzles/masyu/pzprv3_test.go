package masyu

import (
	"errors"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3Read reads a file's clues and answer, the file form and the
// one-line form alike, and a file without an answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\nmashu\n2\n3\n1 . 2 \n. . . \n1 1 \n1 1 \n1 0 1 \n"
	p, err := puzzles.Parse("", file, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := p.(*Game)
	if g.P.At(0, 0) != White || g.P.At(0, 2) != Black || g.P.At(1, 1) != 0 {
		t.Errorf("pearls %v", g.P.Pearls)
	}
	ans, has := g.Answer()
	if !has || len(ans) != 6 {
		t.Errorf("answer %v, %v: want the 6 edges of the loop around the board", ans, has)
	}
	one, err := puzzles.Parse("masyu", strings.ReplaceAll(strings.TrimRight(file, "\n"), "\n", "/"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := one.(puzzles.Answerer).Answer(); one.Text() != p.Text() || len(a) != len(ans) {
		t.Errorf("the one-line form reads as %q %v", one.Text(), a)
	}
	bare, err := puzzles.Parse("", "pzprv3\nmashu\n2\n3\n1 . 2 \n. . . \n", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, has := bare.(puzzles.Answerer).Answer(); has || bare.Text() != p.Text() {
		t.Errorf("a file without an answer: answer %v, text %q", has, bare.Text())
	}
}

// TestPZPRV3Errors: bad files are errors with the line (and column) of
// the file, never a panic.
func TestPZPRV3Errors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"pzprv3\nmashu\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nmashu\nx\n3\n", "line 3 of the text: the row count \"x\""},
		{"pzprv3\nmashu\n2\n3\n1 . 2 \n. 3 . \n", "line 6, column 3 of the text, cell (1, 1): \"3\" is no pearl"},
		{"pzprv3\nmashu\n2\n3\n1 . 2 \n. . \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\nmashu\n2\n3\n1 . 2 \n. . . \n1 1 \n", "line 8 of the text: the file ends"},
		{"pzprv3/mashu/2/3/1 . 2 /. . . /1 7 /1 1 /1 0 1 /", "cell (0, 1): \"7\" is no line mark"},
		{"pzprv3\nnurikabe\n2\n2\n", "no genre of zq reads puzz.link type \"nurikabe\""},
	} {
		_, err := puzzles.Parse("", tc.in, nil)
		var ke *puzzles.KindError
		var pe *puzzles.ParseError
		if err == nil || !(errors.As(err, &pe) || errors.As(err, &ke)) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

// FuzzPZPRV3 reads any text as a pzprv3 file: an error or a puzzle,
// never a panic; a puzzle's answer is checked without a panic.
func FuzzPZPRV3(f *testing.F) {
	f.Add("pzprv3\nmashu\n2\n3\n1 . 2 \n. . . \n1 1 \n1 1 \n1 0 1 \n")
	f.Add("pzprv3/mashu/2/3/1 . 2 /. . . /1 7 /")
	f.Add("pzprv3/mashu/1/1")
	f.Fuzz(func(t *testing.T, text string) {
		if !puzzles.IsPZPRV3(text) {
			return
		}
		p, err := puzzles.Parse("masyu", text, nil)
		if err != nil {
			return
		}
		if a, ok := p.(puzzles.Answerer); ok {
			set, _ := a.Answer()
			_ = p.Check(set)
		}
	})
}
