package numberlink

import (
	"context"
	"os"
	"testing"
	"time"

	"zq/graph"
	"zq/zdd"
)

func TestScratch(t *testing.T) {
	if os.Getenv("ZQ_SCRATCH") == "" {
		t.Skip()
	}
	fh, _ := os.Open("../../../shared/data/numberlink/" + os.Getenv("ZQ_SCRATCH"))
	insts, err := ReadSet(fh)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range insts {
		if in.Status == "unknown" {
			continue
		}
		for _, r := range []Rule{RuleA, RuleB, RuleC} {
			if !in.Counts[r].Known && r != RuleA {
				continue
			}
			m := zdd.New()
			t0 := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			f, err := in.Puzzle.Solutions(ctx, m, r, Options{Workers: 1})
			cancel()
			if err != nil {
				t.Logf("%s %dx%d %v: %v", in.Puzzle.ID, in.Puzzle.Cols, in.Puzzle.Rows, r, err)
				continue
			}
			c := m.Count(f)
			ok := in.Counts[r].Matches(c.Int64())
			t.Logf("%s %dx%d rule %v count %v rec %v ok=%v %v", in.Puzzle.ID, in.Puzzle.Cols, in.Puzzle.Rows, r, c, in.Counts[r], ok, time.Since(t0))
		}
	}
}

func TestScratch2(t *testing.T) {
	if os.Getenv("ZQ_SCRATCH2") == "" {
		t.Skip()
	}
	fh, _ := os.Open("../../../shared/data/numberlink/ahle.txt")
	insts, _ := ReadSet(fh)
	for _, in := range insts {
		if in.Puzzle.ID != os.Getenv("ZQ_SCRATCH2") {
			continue
		}
		for _, nd := range []bool{false, true} {
			m := zdd.New()
			f, err := in.Puzzle.Solutions(context.Background(), m, RuleA, Options{Workers: 1, NoDeduce: nd})
			t.Log(nd, m.Count(f), err)
		}
		b, _ := in.Puzzle.board(RuleA, false)
		err := b.deduce()
		t.Log(err)
		for r := 0; r < b.rows; r++ {
			line := ""
			for c := 0; c < b.cols; c++ {
				line += string("0123456789abcdefghijklmnopqrstuvwxyz"[b.lab[r*b.cols+c]])
				if c+1 < b.cols {
					line += string(" -x"[b.force[b.g.GridEdge(r, c, r, c+1)]])
				}
			}
			t.Log(line)
			line = ""
			if r+1 < b.rows {
				for c := 0; c < b.cols; c++ {
					line += string(" |x"[b.force[b.g.GridEdge(r, c, r+1, c)]]) + " "
				}
			}
			t.Log(line)
		}
	}
}

func TestScratchGen(t *testing.T) {
	if os.Getenv("ZQ_GEN") == "" {
		t.Skip()
	}
	for _, sz := range [][3]int{{4, 4, 0}, {4, 5, 0}, {5, 5, 0}, {5, 6, 0}, {6, 6, 0}} {
		g, _ := graph.Grid(sz[0], sz[1])
		m := zdd.New()
		t0 := time.Now()
		res, err := GoodInstances(context.Background(), m, g, GenOptions{MaxPairs: sz[2]})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%dx%d l=%d: count %v min %d nodes %d states %d time %v mgr %v", sz[0], sz[1], sz[2], res.Count, res.MinPairs, m.NodeCount(res.Good), res.MaxStates, time.Since(t0), m.Stats())
	}
}

func TestScratchOne(t *testing.T) {
	id := os.Getenv("ZQ_ONE")
	if id == "" {
		t.Skip()
	}
	fh, _ := os.Open("../../../shared/data/numberlink/ahle.txt")
	insts, _ := ReadSet(fh)
	for _, in := range insts {
		if in.Puzzle.ID != id {
			continue
		}
		m := zdd.New()
		t0 := time.Now()
		s, _ := in.Puzzle.prepare(RuleA, Options{})
		maxp := 0
		_ = maxp
		f, err := in.Puzzle.Solutions(context.Background(), m, RuleA, Options{Workers: 1})
		t.Log(m.Count(f), err, time.Since(t0), s.size, s.f)
	}
}

func TestScratchGen1(t *testing.T) {
	if os.Getenv("ZQ_GEN1") == "" {
		t.Skip()
	}
	g, _ := graph.Grid(4, 4)
	m := zdd.New()
	t0 := time.Now()
	res, err := GoodInstances(context.Background(), m, g, GenOptions{})
	t.Log(res.Count, err, time.Since(t0))
}
