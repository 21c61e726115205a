package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zqlang/zq/internal/gridfam"
	"github.com/zqlang/zq/topdown"
)

// cases are the families and sizes the command is checked on.
var cases = []struct {
	family string
	n      int
}{{"paths", 8}, {"cycles", 7}, {"hamcycles", 6}, {"matchings", 6}}

// serial is topdown.Count's exact count of the family.
func serial(t *testing.T, family string, n int) string {
	s, err := gridfam.Spec(family, n)
	if err != nil {
		t.Fatal(err)
	}
	c, err := topdown.Count(context.Background(), s, topdown.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return c.String()
}

// counted is the count of process 0's line.
func counted(t *testing.T, out string) (count string, procs int) {
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 3 && !strings.HasPrefix(l, "#") {
			p, _ := strconv.Atoi(f[3])
			return f[2], p
		}
	}
	t.Fatalf("no count in %q", out)
	return "", 0
}

// TestLocal runs the command's goroutine processes on every case.
func TestLocal(t *testing.T) {
	for _, c := range cases {
		want := serial(t, c.family, c.n)
		for _, np := range []int{1, 3} {
			out, err := exec.Command("go", "run", ".", "-local", strconv.Itoa(np), "-family", c.family, "-n", strconv.Itoa(c.n), "-round", "100").CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if got, p := counted(t, string(out)); got != want || p != np {
				t.Errorf("%s %d on %d: %s from %d processes, want %s", c.family, c.n, np, got, p, want)
			}
		}
	}
}

// TestMPI builds the command with MPI and runs it under mpirun with 1,
// 2 and 4 processes (oversubscribed) on every case: the counts equal
// the serial ones. It skips when mpirun or the MPI library is missing.
func TestMPI(t *testing.T) {
	mpirun, err := exec.LookPath("mpirun")
	if err != nil {
		t.Skip("skipped: no mpirun (Debian: apt-get install openmpi-bin libopenmpi-dev)")
	}
	if err := exec.Command("pkg-config", "--exists", "mpi").Run(); err != nil {
		t.Skip("skipped: pkg-config finds no MPI library (Debian: apt-get install libopenmpi-dev)")
	}
	bin := filepath.Join(t.TempDir(), "zqcount-dist")
	if out, err := exec.Command("go", "build", "-tags", "mpi", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -tags mpi: %v\n%s", err, out)
	}
	for _, c := range cases {
		want := serial(t, c.family, c.n)
		for _, np := range []int{1, 2, 4} {
			cmd := exec.Command(mpirun, "--allow-run-as-root", "--oversubscribe", "-np", strconv.Itoa(np),
				bin, "-family", c.family, "-n", strconv.Itoa(c.n), "-round", "500")
			cmd.Env = append(cmd.Environ(), "OMPI_MCA_btl=self,vader")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("mpirun -np %d: %v\n%s", np, err, out)
			}
			if got, p := counted(t, string(out)); got != want || p != np {
				t.Errorf("%s %d under mpirun -np %d: %s from %d processes, want %s", c.family, c.n, np, got, p, want)
			}
		}
	}
}

// dataSet is the Numberlink data set of the shared folder, or a skip.
func dataSet(t *testing.T) string {
	p := filepath.Join("..", "..", "..", "shared", "data", "numberlink", "ahle.txt")
	if _, err := os.Stat(p); err != nil {
		t.Skipf("skipped: the Numberlink data set is not there (%s)", p)
	}
	abs, _ := filepath.Abs(p)
	return abs
}

// TestNumlinData counts the data set's Numberlink puzzles whose counts
// under rules B and C are recorded, on 3 goroutine processes and, where
// MPI is there, under mpirun -np 2: the command fails on a count that
// differs from the record.
func TestNumlinData(t *testing.T) {
	file := dataSet(t)
	for _, rule := range []string{"B", "C"} {
		out, err := exec.Command("go", "run", ".", "-local", "3", "-numlin", file, "-rule", rule).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "every count as recorded") {
			t.Fatalf("rule %s: %v\n%s", rule, err, out)
		}
		t.Logf("rule %s, 3 goroutine processes: %s", rule, lastLine(string(out)))
	}
	mpirun, err := exec.LookPath("mpirun")
	if err != nil || exec.Command("pkg-config", "--exists", "mpi").Run() != nil {
		t.Log("mpirun or the MPI library is missing: the data set was counted without MPI only")
		return
	}
	bin := filepath.Join(t.TempDir(), "zqcount-dist")
	if out, err := exec.Command("go", "build", "-tags", "mpi", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -tags mpi: %v\n%s", err, out)
	}
	cmd := exec.Command(mpirun, "--allow-run-as-root", "--oversubscribe", "-np", "2", bin, "-numlin", file, "-rule", "B")
	cmd.Env = append(cmd.Environ(), "OMPI_MCA_btl=self,vader")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "every count as recorded") {
		t.Fatalf("mpirun: %v\n%s", err, out)
	}
	t.Logf("rule B, mpirun -np 2: %s", lastLine(string(out)))
}

func lastLine(s string) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return l[len(l)-1]
}
