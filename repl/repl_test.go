package repl

import (
	"context"
	"reflect"
	"testing"
)

func TestCandidates(t *testing.T) {
	s := newSession(t)
	if err := s.Set("Cycles4", 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Exec(context.Background(), "cycfun(n) = count(cycles(grid(n, n)))"); err != nil {
		t.Fatal(err)
	}
	c := NewCompleter(s)
	for _, tc := range []struct {
		line string
		word string
		want []string
	}{
		{"cou", "cou", []string{"count(", "countdp(", "countmod(", "country("}},
		{"univ", "univ", []string{"universe("}},
		{"x = minim", "minim", []string{"minimal(", "minimum("}},
		{"count(Cyc", "Cyc", []string{"Cycles4"}},
		{"x = cycf", "cycf", []string{"cycfun("}},
		{":help cycf", "cycf", []string{"cycfun"}},
		{"true or", "or", []string{"or "}},
		{":ti", ":ti", []string{":time ", ":timeout "}},
		{":help hamc", "hamc", []string{"hamcycles"}},
		{"", "", nil},
	} {
		word, got := c.Candidates(tc.line, len(tc.line))
		if word != tc.word || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Candidates(%q) = %q, %q; want %q, %q", tc.line, word, got, tc.word, tc.want)
		}
	}
	// Do returns the missing suffixes and the length of the word.
	got, n := c.Do([]rune("x = univ"), 8)
	if n != 4 || len(got) != 1 || string(got[0]) != "erse(" {
		t.Errorf("Do(x = univ) = %q, %d", got, n)
	}
}

func TestHistoryPath(t *testing.T) {
	t.Setenv("ZQ_HISTORY", "")
	t.Setenv("HOME", "/home/someone")
	if got := HistoryPath(); got != "/home/someone/.zq_history" {
		t.Errorf("HistoryPath() = %q", got)
	}
	t.Setenv("ZQ_HISTORY", "/tmp/h")
	if got := HistoryPath(); got != "/tmp/h" {
		t.Errorf("HistoryPath() = %q", got)
	}
}
