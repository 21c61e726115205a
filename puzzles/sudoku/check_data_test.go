package sudoku

import (
	"bytes"
	"fmt"
	"testing"
)

// checkStats counts what checkRecords did.
type checkStats struct {
	solutions, swaps, changes, urls, noURL int
}

// rejectedBy fails the test unless Explain gives a reason for grid s and
// IsSolutionOf agrees.
func rejectedBy(t *testing.T, rec *Record, s []uint8, what string) bool {
	t.Helper()
	err := rec.Puzzle.Explain(s)
	if err == nil || err.Error() == "" {
		t.Errorf("%s: %s is not rejected", rec.ID, what)
		return false
	}
	if rec.Puzzle.IsSolutionOf(s) {
		t.Errorf("%s: %s: Explain says %v, IsSolutionOf accepts it", rec.ID, what, err)
		return false
	}
	return true
}

// swapTargets returns pairs of cells holding different digits: the
// first two empty cells of one row (a swap that keeps the row and every
// given intact), and two cells far apart picked from the index k.
func swapTargets(p *Puzzle, sol []uint8, k int) [][2]int {
	n := p.N()
	var out [][2]int
	for r := 0; r < n && len(out) == 0; r++ {
		row := (r + k) % n
		first := -1
		for c := 0; c < n; c++ {
			i := row*n + c
			if p.Cells[i] != 0 {
				continue
			}
			if first < 0 {
				first = i
			} else if sol[i] != sol[first] {
				out = append(out, [2]int{first, i})
				break
			}
		}
	}
	a := (k * 7) % (n * n)
	for d := 1; d < n*n; d++ {
		b := (a + d*(n+1)) % (n * n)
		if sol[a] != sol[b] {
			out = append(out, [2]int{a, b})
			break
		}
	}
	return out
}

// checkRecords checks that every recorded solution passes Explain, that
// two cells of different digits swapped (two swaps, see swapTargets)
// and one digit changed (in an empty cell and in a given) are each
// rejected with a reason, and that each puzzle survives a round trip
// through its URL, or has none (diagonals; boxes that are not square,
// except 2x3 on 6x6) and says why.
func checkRecords(t *testing.T, recs []*Record) checkStats {
	t.Helper()
	var st checkStats
	for k, rec := range recs {
		p := rec.Puzzle
		n := p.N()
		u, err := p.URL()
		switch urlShape := !p.X && (p.BoxRows == p.BoxCols || p.BoxRows == 2 && p.BoxCols == 3); {
		case !urlShape && (err == nil || u != ""):
			t.Errorf("%s: %dx%d boxes (diagonal %v) have no puzz.link URL, got %q (%v)", rec.ID, p.BoxRows, p.BoxCols, p.X, u, err)
		case !urlShape:
			st.noURL++
		case err != nil:
			t.Errorf("%s: %v", rec.ID, err)
		default:
			q, err := ParseURL(u)
			if err != nil {
				t.Errorf("%s: URL %s: %v", rec.ID, u, err)
			} else if q.BoxRows != p.BoxRows || q.BoxCols != p.BoxCols || q.X != p.X || !bytes.Equal(q.Cells, p.Cells) {
				t.Errorf("%s: URL %s reads back as %dx%d boxes %s", rec.ID, u, q.BoxRows, q.BoxCols, q)
			} else {
				st.urls++
			}
		}
		if mu, ok := rec.Meta["url"]; ok {
			if q, err := ParseURL(mu); err != nil || !bytes.Equal(q.Cells, p.Cells) {
				t.Errorf("%s: url=%s does not decode to the puzzle (%v)", rec.ID, mu, err)
			}
		}
		sol := rec.Solution
		if sol == nil {
			continue
		}
		if err := p.Explain(sol); err != nil {
			t.Errorf("%s: recorded solution rejected: %v", rec.ID, err)
			continue
		}
		st.solutions++
		for _, ij := range swapTargets(p, sol, k) {
			s := bytes.Clone(sol)
			i, j := ij[0], ij[1]
			s[i], s[j] = s[j], s[i]
			if rejectedBy(t, rec, s, fmt.Sprintf("swapping cells %d and %d", i, j)) {
				st.swaps++
			}
		}
		for _, given := range []bool{false, true} {
			for d := 0; d < n*n; d++ {
				i := (k*13 + d) % (n * n)
				if (p.Cells[i] != 0) != given {
					continue
				}
				s := bytes.Clone(sol)
				s[i] = uint8(int(s[i])%n + 1)
				if rejectedBy(t, rec, s, fmt.Sprintf("changing cell %d", i)) {
					st.changes++
				}
				break
			}
		}
	}
	return st
}

// TestCheckTestdata runs the checks on the fixtures: every shape of
// sgt-solo (including the ones without a URL) and the pzprjs puzzle.
func TestCheckTestdata(t *testing.T) {
	for _, name := range []string{"testdata/sgt_solo_small.txt", "testdata/sgt_solo_shapes.txt", "testdata/pzprjs.txt"} {
		recs := loadFile(t, name)
		st := checkRecords(t, recs)
		if st.solutions != len(recs) || st.swaps < len(recs) || st.changes < len(recs) {
			t.Fatalf("%s: %+v for %d records", name, st, len(recs))
		}
		t.Logf("%s: %d solutions checked, %d swaps and %d changes rejected, %d URLs round-tripped, %d shapes without URL",
			name, st.solutions, st.swaps, st.changes, st.urls, st.noURL)
	}
}

// TestCheckDataSet checks every recorded solution of the data set, with
// two swaps and two changed digits for each, and the URL of every
// puzzle.
func TestCheckDataSet(t *testing.T) {
	for _, name := range []string{"pzprjs.txt", "sgt_solo.txt", "janko_16x16.txt", "royle17.txt", "magictour_top1465.txt",
		"forum_hardest_1106.txt", "forum_hardest_1905_11plus_sub.txt", "serg_benchmark_multi.txt"} {
		t.Run(name, func(t *testing.T) {
			st := checkRecords(t, loadShared(t, name))
			t.Logf("%d solutions checked, %d swaps and %d changes rejected, %d URLs round-tripped, %d shapes without URL",
				st.solutions, st.swaps, st.changes, st.urls, st.noURL)
		})
	}
}
