package repl

import (
	"bytes"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	"github.com/zqlang/zq/lang"
)

// TestHostSameAsRunWith: the loop over a session of the host package
// writes what it writes over a language session, errors and :quit
// included, and completes the same names.
func TestHostSameAsRunWith(t *testing.T) {
	input := strings.Join([]string{
		"x = {{1}, {2}}", "x = count(1)", "count(x)", "sq(n) = n * n", "G = {{1},", "  {2}}",
		":vars", ":limit 10", "paths(grid(4, 4), (0, 0), (3, 3))", ":quit", "y = 1",
	}, "\n") + "\n"
	var lo, le bytes.Buffer
	ls := lang.NewSession(nil)
	if err := RunWith(ls, Options{In: strings.NewReader(input), Out: &lo, Err: &le}); err != nil {
		t.Fatal(err)
	}
	var ho, he bytes.Buffer
	hs, err := zq.New(zq.Options{OSFiles: true, UserLimits: true, ProcessMemory: true, MemoryBudget: zq.DefaultMemoryBudget()})
	if err != nil {
		t.Fatal(err)
	}
	if err := Host(hs, Options{In: strings.NewReader(input), Out: &ho, Err: &he}); err != nil {
		t.Fatal(err)
	}
	if lo.String() != ho.String() || le.String() != he.String() {
		t.Errorf("RunWith wrote\n%s%s\nHost wrote\n%s%s", lo.String(), le.String(), ho.String(), he.String())
	}
	if !strings.Contains(le.String(), "node limit of 10 nodes") {
		t.Errorf("errors %q", le.String())
	}
	lc, hc := &Completer{S: ls}, &Completer{session: hs}
	for _, line := range []string{"cou", "x = s", ":help s", ":ti", "G"} {
		lw, lcands := lc.Candidates(line, len(line))
		hw, hcands := hc.Candidates(line, len(line))
		if lw != hw || strings.Join(lcands, " ") != strings.Join(hcands, " ") {
			t.Errorf("Candidates(%q): %q %q against %q %q", line, lw, lcands, hw, hcands)
		}
	}
}
