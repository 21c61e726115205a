package lang

import (
	"bytes"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// A small family as a set of bitmasks over elements 0..5.
type bfam map[uint32]bool

func (f bfam) literal() string {
	var sets []string
	for s := range f {
		var el []string
		for v := 0; v < 6; v++ {
			if s&(1<<v) != 0 {
				el = append(el, fmt.Sprint(v))
			}
		}
		sets = append(sets, "{"+strings.Join(el, ", ")+"}")
	}
	sort.Strings(sets)
	return "{" + strings.Join(sets, ", ") + "}"
}

func (f bfam) filter(keep func(s uint32) bool) bfam {
	out := bfam{}
	for s := range f {
		if keep(s) {
			out[s] = true
		}
	}
	return out
}

func randFam(r *rand.Rand) bfam {
	f := bfam{}
	n := r.IntN(7)
	for i := 0; i < n; i++ {
		f[uint32(r.IntN(64))] = true
	}
	return f
}

func sub(a, b uint32) bool { return a&^b == 0 }

func (s *Session) bits(t *testing.T, v Value) bfam {
	t.Helper()
	f, ok := v.(*Family)
	if !ok {
		t.Fatalf("not a family: %s", Show(v))
	}
	out := bfam{}
	s.M.Each(f.Root, func(set []uint32) bool {
		var m uint32
		for _, e := range set {
			m |= 1 << e
		}
		out[m] = true
		return true
	})
	return out
}

// TestOperatorsBruteForce checks every operator and algebra builtin, as
// the language evaluates it, against a direct computation on bitmasks
// over random small families.
func TestOperatorsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 150; iter++ {
		A, B := randFam(r), randFam(r)
		e := r.IntN(6)
		E := uint32(r.IntN(64))
		k := r.IntN(4)
		var Elist []string
		for v := 0; v < 6; v++ {
			if E&(1<<v) != 0 {
				Elist = append(Elist, fmt.Sprint(v))
			}
		}
		join := func(x, y bfam) bfam {
			out := bfam{}
			for a := range x {
				for b := range y {
					out[a|b] = true
				}
			}
			return out
		}
		quot := bfam{}
		if len(B) > 0 {
			for a := uint32(0); a < 64; a++ {
				ok := true
				for b := range B {
					if a&b != 0 || !A[a|b] {
						ok = false
					}
				}
				if ok {
					quot[a] = true
				}
			}
		}
		want := map[string]bfam{
			"A | B": A.filter(func(uint32) bool { return true }),
			"A & B": A.filter(func(s uint32) bool { return B[s] }),
			"A - B": A.filter(func(s uint32) bool { return !B[s] }),
			"A * B": join(A, B),
			"A / B": quot,
			"A % B": A.filter(func(s uint32) bool { return !join(quot, B)[s] }),
			"meet(A, B)": func() bfam {
				out := bfam{}
				for a := range A {
					for b := range B {
						out[a&b] = true
					}
				}
				return out
			}(),
			"minimal(A)": A.filter(func(s uint32) bool {
				for t := range A {
					if t != s && sub(t, s) {
						return false
					}
				}
				return true
			}),
			"maximal(A)": A.filter(func(s uint32) bool {
				for t := range A {
					if t != s && sub(s, t) {
						return false
					}
				}
				return true
			}),
			"restrict(A, B)": A.filter(func(s uint32) bool {
				for b := range B {
					if sub(b, s) {
						return true
					}
				}
				return false
			}),
			"permit(A, B)": A.filter(func(s uint32) bool {
				for b := range B {
					if sub(s, b) {
						return true
					}
				}
				return false
			}),
			"nonsup(A, B)": A.filter(func(s uint32) bool {
				for b := range B {
					if sub(b, s) {
						return false
					}
				}
				return true
			}),
			"nonsub(A, B)": A.filter(func(s uint32) bool {
				for b := range B {
					if sub(s, b) {
						return false
					}
				}
				return true
			}),
			"with(A, e)":    A.filter(func(s uint32) bool { return s&(1<<e) != 0 }),
			"without(A, e)": A.filter(func(s uint32) bool { return s&(1<<e) == 0 }),
			"offset(A, e)":  A.filter(func(s uint32) bool { return s&(1<<e) == 0 }),
			"onset(A, e)": func() bfam {
				out := bfam{}
				for s := range A {
					if s&(1<<e) != 0 {
						out[s&^(1<<e)] = true
					}
				}
				return out
			}(),
			"change(A, e)": func() bfam {
				out := bfam{}
				for s := range A {
					out[s^(1<<e)] = true
				}
				return out
			}(),
			"project(A, E)": func() bfam {
				out := bfam{}
				for s := range A {
					out[s&E] = true
				}
				return out
			}(),
			"complement(A, E)": func() bfam {
				out := bfam{}
				for s := uint32(0); s < 64; s++ {
					if sub(s, E) && !A[s] {
						out[s] = true
					}
				}
				return out
			}(),
			"ofsize(A, k)":         A.filter(func(s uint32) bool { return bits.OnesCount32(s) == k }),
			"ofsize(A, k, max: 3)": A.filter(func(s uint32) bool { c := bits.OnesCount32(s); return c >= k && c <= 3 }),
		}
		for s := range B {
			want["A | B"][s] = true
		}
		want["A ^ B"] = bfam{}
		for s := range A {
			if !B[s] {
				want["A ^ B"][s] = true
			}
		}
		for s := range B {
			if !A[s] {
				want["A ^ B"][s] = true
			}
		}
		minSize, maxSize := 99, -1
		for s := range A {
			minSize = min(minSize, bits.OnesCount32(s))
			maxSize = max(maxSize, bits.OnesCount32(s))
		}
		want["minimum(A)"] = A.filter(func(s uint32) bool { return bits.OnesCount32(s) == minSize })
		want["maximum(A)"] = A.filter(func(s uint32) bool { return bits.OnesCount32(s) == maxSize })

		var out bytes.Buffer
		s := NewSession(&out)
		setup := fmt.Sprintf("A = %s; B = %s; e = %d; E = [%s]; k = %d", A.literal(), B.literal(), e, strings.Join(Elist, ", "), k)
		if err := s.Run("setup", setup); err != nil {
			t.Fatal(Detail(err))
		}
		for expr, w := range want {
			if err := s.Run("brute", "R = "+expr); err != nil {
				t.Fatalf("%s with %s: %s", expr, setup, Detail(err))
			}
			got := s.bits(t, s.vars["R"])
			if fmt.Sprint(sortedKeys(got)) != fmt.Sprint(sortedKeys(w)) {
				t.Fatalf("%s with %s:\n got  %v\n want %v", expr, setup, sortedKeys(got), sortedKeys(w))
			}
		}
		// Comparisons.
		subAB := true
		for s := range A {
			subAB = subAB && B[s]
		}
		for expr, w := range map[string]bool{
			"A <= B": subAB,
			"A == B": fmt.Sprint(sortedKeys(A)) == fmt.Sprint(sortedKeys(B)),
			"A < B":  subAB && len(A) < len(B),
		} {
			if err := s.Run("brute", "r = "+expr); err != nil {
				t.Fatal(Detail(err))
			}
			if got := bool(s.vars["r"].(Bool)); got != w {
				t.Fatalf("%s with %s: got %v, want %v", expr, setup, got, w)
			}
		}
	}
}

func sortedKeys(f bfam) []uint32 {
	var out []uint32
	for s := range f {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
