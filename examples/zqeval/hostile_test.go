package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// timed makes the hostile test hold each answer to its time limit + 0.5
// s; without it the times are only logged, as timings have no place in
// an ordinary test run.
var timed = flag.Bool("timed", false, "hold each hostile request to its time limit + 0.5 s")

// hostile is a request cheap to write and costly to run, and how it must
// end: "timeout", "memory", "nodes", or "" for a value.
type hostile struct {
	expr, stopped string
}

// hostiles are the runaways (as single expressions) and more.
var hostiles = []hostile{
	{"len(range(16777216))", "memory"},
	{"range(16777216) + range(16777216) + range(16777216)", "memory"},
	{"sum(range(3000000))", "memory"},
	{"len([(i, j) for i in range(5000) for j in range(5000)])", "memory|timeout"},
	{"len(str(range(3000000)))", "memory"},
	{"len([str(i) + str(j) for i in range(3000) for j in range(3000)])", "timeout|memory"},
	{"len(str(count(pow(range(1000000)))))", "memory"},
	{"len(str(count(pow(range(300000))) * count(pow(range(300000)))))", "timeout|memory"},
	{"count(pow(range(900000))) * count(pow(range(900000))) > 0", "memory|timeout"}, // on a loaded machine the time limit can come first
	{"len(str([str(range(1000)) for i in range(200000)]))", "memory|timeout"},
	{"count(cycles(grid(30, 30)))", "timeout|memory|nodes"},
	{"count(paths(grid(40, 40), (0, 0), (39, 39)))", "timeout|memory|nodes"},
	{"[F for F in pow(range(20))]", "timeout|memory"},
	{"len([x for x in range(100000) for y in range(100000) if x == y])", "timeout|memory"},
	{"len([x for x in range(20000) for y in [x, x + 1, x + 2] if y > x and y < x])", ""},
	{"len([(a, b, c) for a in range(300) for b in range(300) for c in range(300) if a + b == c + 1000])", "timeout"},
	{"max([len(str(i)) for i in range(1000000)])", "memory"},
}

// TestHostile sends the hostile requests, several at a time, to the web
// handler under small limits: each must end with its stop (or value), the
// handler must answer the cheap requests sent among them, and the
// process's peak resident memory must stay under the budget times the
// requests in flight, plus 64 MiB over what it held before.
func TestHostile(t *testing.T) {
	const inFlight = 4
	lim := Limits{Timeout: 1500 * time.Millisecond, Memory: 64 << 20, Nodes: 2_000_000, Sets: 10, Items: 100, Concurrent: inFlight}
	GoMemoryLimit(lim)
	defer debug.SetMemoryLimit(math.MaxInt64)
	srv := httptest.NewServer(Handler(lim))
	defer srv.Close()
	runtime.GC()
	before := residentPeak()
	reqs := append([]hostile(nil), hostiles...)
	reqs = append(reqs, generated(40, 1)...)
	for i := 0; i < 8; i++ {
		reqs = append(reqs, hostile{"count(cycles(grid(4, 4)))", ""})
	}
	type result struct {
		h     hostile
		a     Answer
		took  time.Duration
		err   error
		index int
	}
	results := make([]result, len(reqs))
	sem := make(chan struct{}, inFlight)
	var wg sync.WaitGroup
	for i, h := range reqs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			body, _ := json.Marshal(map[string]string{"expr": h.expr})
			start := time.Now()
			res, err := http.Post(srv.URL, "application/json", bytes.NewReader(body))
			r := result{h: h, index: i, err: err}
			if err == nil {
				err = json.NewDecoder(res.Body).Decode(&r.a)
				res.Body.Close()
				r.err = err
			}
			r.took = time.Since(start)
			results[i] = r
		}()
	}
	wg.Wait()
	peak := residentPeak()
	var worst time.Duration
	var lateness []time.Duration
	for _, r := range results {
		if r.err != nil {
			t.Errorf("%s: %v", r.h.expr, r.err)
			continue
		}
		if r.h.stopped != "any" && !oneOf(r.a.Stopped, r.h.stopped) {
			t.Errorf("%s: stopped %q (%s), want %q", r.h.expr, r.a.Stopped, r.a.Error, r.h.stopped)
		}
		if strings.Contains(r.a.Error, "internal error") {
			t.Errorf("%s: %s", r.h.expr, r.a.Error)
		}
		worst = max(worst, r.took)
		if r.a.Stopped == "timeout" {
			lateness = append(lateness, r.took-lim.Timeout)
		}
		if r.took > lim.Timeout+300*time.Millisecond {
			t.Logf("%s: answered after %v (%s)", r.h.expr, r.took.Round(time.Millisecond), r.a.Stopped)
		}
		if *timed && r.took > lim.Timeout+500*time.Millisecond {
			t.Errorf("%s: answered after %v, past the time limit %v + 0.5 s", r.h.expr, r.took, lim.Timeout)
		}
	}
	sort.Slice(lateness, func(i, j int) bool { return lateness[i] < lateness[j] })
	if n := len(lateness); n > 0 {
		t.Logf("%d requests (%d in flight): %d stopped by the time limit, answered after it by %v (median) to %v (worst); slowest answer %v",
			len(reqs), inFlight, n, lateness[n/2].Round(time.Millisecond), lateness[n-1].Round(time.Millisecond), worst.Round(time.Millisecond))
	}
	bound := inFlight*lim.Memory + 64<<20
	t.Logf("peak resident memory %d MiB (%d MiB before the requests; bound %d MiB)", peak>>20, before>>20, bound>>20)
	if peak > bound {
		t.Errorf("peak resident memory %d MiB, past the bound %d MiB", peak>>20, bound>>20)
	}
}

func oneOf(got, want string) bool {
	for _, w := range strings.Split(want, "|") {
		if got == w {
			return true
		}
	}
	return false
}

// generated makes n random expressions from pieces that are cheap to
// write and may be costly to run: long ranges, their text, products of
// ranges in comprehensions, huge counts and their digits. Each must end
// with a value or a stop ("any").
func generated(n int, seed int64) []hostile {
	rng := rand.New(rand.NewSource(seed))
	size := func() string { return strconv.Itoa([]int{10, 1000, 100000, 1000000, 10000000}[rng.Intn(5)]) }
	var leaf func(d int) string
	leaf = func(d int) string {
		if d > 2 {
			return "range(" + size() + ")"
		}
		switch rng.Intn(7) {
		case 0:
			return "range(" + size() + ")"
		case 1:
			return "[str(x) for x in " + leaf(d+1) + "]"
		case 2:
			return "[(x, y) for x in " + leaf(d+1) + " for y in range(" + size() + ")]"
		case 3:
			return leaf(d+1) + " + " + leaf(d+1)
		case 4:
			return "[len(str(count(pow(range(" + size() + "))))) for i in range(" + size() + ")]"
		case 5:
			return "[str(" + leaf(d+1) + ")]"
		default:
			return "[sum(" + leaf(d+1) + ")]"
		}
	}
	out := make([]hostile, n)
	for i := range out {
		out[i] = hostile{expr: "len(" + leaf(0) + ")", stopped: "any"}
	}
	return out
}

// residentPeak is the process's peak resident memory (VmHWM), or 0.
func residentPeak() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), &kb)
			return kb << 10
		}
	}
	return 0
}
