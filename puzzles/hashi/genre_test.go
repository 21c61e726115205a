package hashi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// TestLanguage drives the genre through the language: constructor,
// properties, solutions by the ZDD and by SAT, check, hint sets and
// instances, save and load, URL, and the bridges as elements.
func TestLanguage(t *testing.T) {
	dir := t.TempDir()
	src := `
p = hashi("5x4m2:3a2a1g3a32d")
assert unique(p)
S = solutions(p)
assert count(S) == 1
assert check(p, S) == "ok"
assert check(p, change(S, 0)) != "ok"
assert solutions(p, method: "sat") == S
assert unique(p, method: "sat-minisat")
H = hints(p, S)
assert count(minimal(H)) >= 1
assert contains(H, clues(p))
q = instance(p, S, first(minimum(H)))
assert unique(q)
assert solutions(q) == S
save(p, "` + filepath.Join(dir, "p.txt") + `")
assert load("` + filepath.Join(dir, "p.txt") + `") == p
assert url(p) == "https://puzz.link/p?hashi/5/4/3g2g1m3g32j"
assert hashi(url(p)) == p
m = hashi("5x4m2:3a2a1g3a32d", max: 3)
assert count(solutions(m)) >= 1
save(m, "` + filepath.Join(dir, "m.txt") + `")
assert load("` + filepath.Join(dir, "m.txt") + `") == m
assert count(solutions(hashi("3.3\n...\n3.3"))) == 2
assert count(solutions(hashi("3.3\n...\n3.3", noloops: true))) == 0
show(p, S)
show(first(S))
`
	var out bytes.Buffer
	if err := lang.NewSession(&out).Run("test", src); err != nil {
		t.Fatalf("%s\n%s", lang.Detail(err), out.String())
	}
	if !strings.Contains(out.String(), "3───2") {
		t.Errorf("the drawing of the solution is missing:\n%s", out.String())
	}
}

// TestContract: the puzzle through the contract's functions: the
// file's header keeps max and noloops, the bridges' universe reads its
// key back and names and reads bridges, Instance on every island gives
// the puzzle back.
func TestContract(t *testing.T) {
	p, err := puzzles.Parse("hashi", "7x7m3L:3e4g1b2a1h3b5b4g1b1b1", nil)
	if err != nil {
		t.Fatal(err)
	}
	text := puzzles.FileText(p)
	if !strings.HasPrefix(text, "# zq puzzle: hashi max=3 noloops\n") {
		t.Fatalf("file:\n%s", text)
	}
	k, props, body, ok, err := puzzles.ReadHeader(text)
	if err != nil || !ok || k != "hashi" {
		t.Fatal(k, ok, err)
	}
	q, err := puzzles.Parse(k, body, props)
	if err != nil || q.Text() != p.Text() || q.(*Game).P.Max != 3 || !q.(*Game).P.NoLoops {
		t.Fatalf("read back: %v", err)
	}
	sp := p.Elements().(puzzles.ElementSpace)
	back, ok, err := puzzles.DecodeSpace(sp.Key())
	if !ok || err != nil || back.Key() != sp.Key() || back.Size() != sp.Size() {
		t.Fatalf("space %q decodes as %v, %v", sp.Key(), ok, err)
	}
	g := p.(*Game)
	for v := 0; v < sp.Size(); v++ {
		name := sp.Name(uint32(v))
		var r1, c1, r2, c2, k int
		if _, err := fmt.Sscanf(name, "(%d,%d)-(%d,%d)#%d", &r1, &c1, &r2, &c2, &k); err != nil {
			t.Fatalf("name %q: %v", name, err)
		}
		got, err := sp.Elem([]any{r1, c1, r2, c2, k}, name)
		if err != nil || got != uint32(v) {
			t.Fatalf("Elem of %q = %d, %v", name, got, err)
		}
	}
	if _, err := sp.Elem([]any{0, 0, 6, 6}, "(0, 0, 6, 6)"); err == nil {
		t.Error("a bridge between islands not in a row or column")
	}
	m := zdd.New()
	n, err := p.Solve(context.Background(), m, nil)
	if err != nil {
		t.Fatal(err)
	}
	sol := m.Sets(n, 1)[0]
	if err := g.CheckForm(sol); err != nil {
		t.Fatal(err)
	}
	var all []uint32
	for _, c := range p.Clues() {
		all = append(all, uint32(c))
	}
	inst, err := g.Instance(sol, all)
	if err != nil || inst.Text() != p.Text() {
		t.Fatalf("instance on every island:\n%v%v", inst.Text(), err)
	}
	if _, err := g.Hints(context.Background(), m, sol, puzzles.HintOptions{Cells: []int{1}}); err == nil {
		t.Error("a hint on water")
	} else if ae, ok := err.(*puzzles.ArgError); !ok || ae.Arg != "cells" {
		t.Errorf("hint on water: %v", err)
	}
}

// TestLimits: a construction stops with the context's error when the
// progress hook cancels it, and with the node limit's when the
// manager's store is full.
func TestLimits(t *testing.T) {
	f, err := os.Open(dataFile)
	if err != nil {
		t.Fatal(err)
	}
	es, err := ReadEntries(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var p *Puzzle
	for _, e := range es {
		if e.ID == "bridges-30x30m2d2-1" {
			p = e.Puzzle
		}
	}
	if p == nil {
		t.Fatal("no bridges-30x30m2d2-1 in the data set")
	}
	ctx, cancel := context.WithCancel(context.Background())
	levels := 0
	ctx = topdown.WithProgress(ctx, func(topdown.Progress) {
		levels++
		if levels == 3 {
			cancel()
		}
	})
	if _, err := p.Solutions(ctx, zdd.New(), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if levels < 3 {
		t.Errorf("the progress hook was called %d times", levels)
	}
	m := zdd.New()
	m.SetNodeLimit(10)
	if _, err := p.Solutions(context.Background(), m, nil); !errors.Is(err, zdd.ErrNodeLimit) {
		t.Errorf("node limit: %v", err)
	}
}
