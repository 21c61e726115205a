// Package judgetest runs pzprjs's judge (puzz.link's own rules, built
// in the shared tools outside the project) for the genres' tests: it
// finds the judge or skips the test, lists a genre's failcheck cases and
// has the judge give its verdict on pzprv3 files.
package judgetest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// Path returns the path of the judge, found in the shared folder beside
// the project (from a genre's package folder, or a worktree's), or
// skips t saying what is missing: node, or the folder.
func Path(t testing.TB) string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: pzprjs's judge cannot run")
	}
	for _, dir := range []string{
		filepath.Join("..", "..", "..", "shared"),
		filepath.Join("..", "..", "..", "..", "shared"),
		"/work/shared",
	} {
		p := filepath.Join(dir, "tools", "pzprjs", "judge")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("the shared folder with pzprjs's judge is absent")
	return ""
}

// Case is one failcheck case of pzprjs's test script: a pzprv3 file with
// an answer, and the rule code pzprjs's checker gives it ("" for a right
// answer).
type Case struct {
	Code string
	File string
}

// Cases returns the failcheck cases of pzprjs's genre (its puzz.link
// type name).
func Cases(t testing.TB, path, genre string) []Case {
	t.Helper()
	out, err := exec.Command(path, "--cases", genre).Output()
	if err != nil {
		t.Fatalf("judge --cases %s: %v", genre, err)
	}
	var cases []Case
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var c struct {
			Code *string `json:"code"`
			File string  `json:"file"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("judge --cases %s: %q: %v", genre, sc.Text(), err)
		}
		k := Case{File: c.File}
		if c.Code != nil {
			k.Code = *c.Code
		}
		cases = append(cases, k)
	}
	return cases
}

// Codes has the judge read each pzprv3 file and returns the rule code of
// each ("" when its answer is right); t fails when the judge cannot read
// a file or answers for fewer files than it was given.
func Codes(t testing.TB, path string, files []string) []string {
	t.Helper()
	var in bytes.Buffer
	for i, f := range files {
		line, _ := json.Marshal(map[string]string{"id": strconv.Itoa(i), "text": f})
		in.Write(line)
		in.WriteByte('\n')
	}
	cmd := exec.Command(path, "-")
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("judge: %v", err)
	}
	codes := make([]string, len(files))
	seen := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var v struct {
			ID    string  `json:"id"`
			Code  *string `json:"code"`
			Error string  `json:"error"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("judge output %q: %v", sc.Text(), err)
		}
		if v.Error != "" {
			t.Fatalf("judge could not read file %s: %s\n%s", v.ID, v.Error, files[atoi(v.ID)])
		}
		i := atoi(v.ID)
		if i < 0 || i >= len(files) {
			t.Fatalf("judge answered for file %q, which was not given", v.ID)
		}
		if v.Code != nil {
			codes[i] = *v.Code
		}
		seen++
	}
	if seen != len(files) {
		t.Fatalf("judge gave %d verdicts for %d files", seen, len(files))
	}
	return codes
}

func atoi(s string) int {
	i, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return i
}
