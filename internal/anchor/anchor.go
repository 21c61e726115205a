// Package anchor runs zq and another tool in turn on the same work and
// reports the ratio of their wall times and peak memories, the only way
// a speed claim against another tool is made here: the machines' speed
// drifts from day to day, so both sides are measured in one sitting,
// alternating (A B A B ...), and the median of the per-pair ratios is
// quoted with its spread.
package anchor

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Run is one process run.
type Run struct {
	// Wall is the elapsed time from start to exit.
	Wall time.Duration
	// PeakKiB is the peak resident memory (ru_maxrss).
	PeakKiB int64
	// Out is the standard output, ErrOut the standard error.
	Out, ErrOut string
	// Err is a failure to run or a non-zero exit.
	Err error
}

// Measure runs the command and waits for it: its wall time and peak
// memory are its own, whatever this process's size.
func Measure(name string, args ...string) Run { return Within(0, name, args...) }

// Within is Measure with a time limit (none when d is 0): a run past it
// is killed and fails with "no answer within d".
func Within(d time.Duration, name string, args ...string) Run {
	ctx := context.Background()
	if d > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	// A child started from this process inherits its resident size
	// as a floor of its peak (the exec happens in this process's
	// memory), so the peak comes from GNU time, which forks from a
	// small process; it costs both sides about half a millisecond.
	// Without it there is no memory figure.
	var peak string
	if _, err := os.Stat(gnuTime); err == nil {
		f, err := os.CreateTemp("", "anchor-peak")
		if err == nil {
			peak = f.Name()
			f.Close()
			defer os.Remove(peak)
			args = append([]string{"-f", "%M", "-o", peak, name}, args...)
			name = gnuTime
		}
	}
	cmd := exec.CommandContext(ctx, name, args...)
	// Past the limit the whole process group goes (time and its child).
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	r := Run{Wall: time.Since(start), Out: out.String(), ErrOut: errb.String()}
	if ctx.Err() != nil {
		err = fmt.Errorf("no answer within %v", d)
	}
	if err != nil {
		msg := strings.TrimSpace(errb.String())
		if len(msg) > 300 {
			msg = msg[:300] + "..."
		}
		r.Err = fmt.Errorf("%s: %v %s", name, err, msg)
	}
	if peak != "" {
		b, _ := os.ReadFile(peak)
		fs := strings.Fields(string(b))
		if len(fs) > 0 {
			r.PeakKiB, _ = strconv.ParseInt(fs[len(fs)-1], 10, 64)
		}
	}
	return r
}

// gnuTime is GNU time, which reports a child's peak memory (Debian
// package time).
const gnuTime = "/usr/bin/time"

// Pairs are the runs of both sides, in the order made.
type Pairs struct {
	A, B []Run
}

// Alternate runs a then b, k times.
func Alternate(k int, a, b func() Run) Pairs {
	var p Pairs
	for i := 0; i < k; i++ {
		p.A = append(p.A, a())
		p.B = append(p.B, b())
	}
	return p
}

// Err is the first failure of either side.
func (p Pairs) Err() error {
	for i := range p.A {
		if p.A[i].Err != nil {
			return p.A[i].Err
		}
		if p.B[i].Err != nil {
			return p.B[i].Err
		}
	}
	return nil
}

// Ratios are the per-pair ratios A/B of wall time and peak memory.
func (p Pairs) Ratios() (wall, mem []float64) {
	for i := range p.A {
		a, b := p.A[i], p.B[i]
		if b.Wall > 0 {
			wall = append(wall, a.Wall.Seconds()/b.Wall.Seconds())
		}
		if b.PeakKiB > 0 {
			mem = append(mem, float64(a.PeakKiB)/float64(b.PeakKiB))
		}
	}
	return wall, mem
}

// Median is the median of xs (0 for none).
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	} else {
		return (s[n/2-1] + s[n/2]) / 2
	}
}

// spread is "min-max" of xs.
func spread(xs []float64) string {
	if len(xs) == 0 {
		return "-"
	}
	lo, hi := xs[0], xs[0]
	for _, x := range xs {
		lo, hi = min(lo, x), max(hi, x)
	}
	return fmt.Sprintf("%.2f-%.2f", lo, hi)
}

// Summary is one line: the median ratios with their spreads, then each
// side's median wall time and peak memory.
func (p Pairs) Summary() string {
	if err := p.Err(); err != nil {
		return "failed: " + err.Error()
	}
	wall, mem := p.Ratios()
	med := func(rs []Run, f func(Run) float64) float64 {
		xs := make([]float64, len(rs))
		for i, r := range rs {
			xs[i] = f(r)
		}
		return Median(xs)
	}
	secs := func(r Run) float64 { return r.Wall.Seconds() }
	mib := func(r Run) float64 { return float64(r.PeakKiB) / 1024 }
	return fmt.Sprintf("time zq/anchor %.2f (%s), memory %.2f (%s), %d pairs; zq %.3f s %.0f MiB, anchor %.3f s %.0f MiB",
		Median(wall), spread(wall), Median(mem), spread(mem), len(p.A),
		med(p.A, secs), med(p.A, mib), med(p.B, secs), med(p.B, mib))
}
