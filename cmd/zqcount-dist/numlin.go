package main

import (
	"context"
	"fmt"
	"os"
	"regexp"

	"github.com/zqlang/zq/distcount"
	"github.com/zqlang/zq/puzzles/numberlink"
	"github.com/zqlang/zq/topdown"
)

// numlinJob is a Numberlink puzzle to count under a rule.
type numlinJob struct {
	inst *numberlink.Instance
	id   string
	rule numberlink.Rule
}

// numlinJobs reads the puzzles of a data-set file whose count under
// rule is recorded exactly (or whose id matches idRE).
func numlinJobs(path, idRE, rule string) ([]numlinJob, error) {
	r, err := numberlink.ParseRule(rule)
	if err != nil {
		return nil, err
	}
	var re *regexp.Regexp
	if idRE != "" {
		if re, err = regexp.Compile(idRE); err != nil {
			return nil, err
		}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	set, err := numberlink.ReadSet(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var jobs []numlinJob
	for _, inst := range set {
		id := inst.Puzzle.ID
		c := inst.Counts[r]
		if re != nil && !re.MatchString(id) || re == nil && (!c.Known || c.AtLeast) {
			continue
		}
		jobs = append(jobs, numlinJob{inst: inst, id: id, rule: r})
	}
	if len(jobs) == 0 {
		return nil, fmt.Errorf("%s: no puzzle to count", path)
	}
	return jobs, nil
}

// countNumlin counts each job's solutions with the processes of c, with
// room for more pairs while a rule-A state overflows in any process.
// Process 0 prints a line a puzzle, and a summary; a count that differs
// from the record is an error.
func countNumlin(c distcount.Comm, jobs []numlinJob, round int) error {
	ctx := context.Background()
	opt := distcount.Options{Round: round}
	differ := 0
	if c.Rank() == 0 {
		fmt.Printf("# id rule count recorded processes\n")
	}
	for _, j := range jobs {
		var got string
		for slack := 0; ; {
			s, overflowed, err := j.inst.Puzzle.CountSpec(ctx, j.rule, slack)
			if err != nil {
				return fmt.Errorf("%s: %v", j.id, err)
			}
			if s == nil {
				got = "0"
				break
			}
			est, _, err := distcount.Estimate(ctx, s, c, opt)
			if err != nil {
				return err
			}
			ps := topdown.Primes(topdown.PrimesForEstimate(est))
			res, _, err := distcount.Count(ctx, s, c, ps, opt)
			if err != nil {
				return err
			}
			over := byte(0)
			if overflowed() {
				over = 1
			}
			flags, err := c.Allgather([]byte{over})
			if err != nil {
				return err
			}
			any := false
			for _, f := range flags {
				any = any || f[0] == 1
			}
			if !any {
				n, _, err := topdown.CRT(res, ps)
				if err != nil {
					return err
				}
				got = n.String()
				break
			}
			if slack = max(4, 2*slack); slack > 64 {
				return fmt.Errorf("%s: %v", j.id, numberlink.ErrStateOverflow)
			}
		}
		rec := j.inst.Counts[j.rule]
		if rec.Known && !rec.AtLeast && got != fmt.Sprint(rec.N) {
			differ++
		}
		if c.Rank() == 0 {
			fmt.Printf("%s %s %s %s %d\n", j.id, j.rule, got, rec, c.Size())
		}
	}
	if differ > 0 {
		return fmt.Errorf("%d of %d counts differ from the record", differ, len(jobs))
	}
	if c.Rank() == 0 {
		fmt.Printf("# %d puzzles, every count as recorded\n", len(jobs))
	}
	return nil
}
