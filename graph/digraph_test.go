package graph

import "testing"

func TestParseDigraph(t *testing.T) {
	for _, tc := range []struct {
		in   string
		arcs string // EdgeName of each arc, space-separated
		n    int
	}{
		{"1>2 2>3 3>1", "1>2 2>3 3>1", 3},
		{"1>2, 2>1; 3", "1>2 2>1", 3},
		{"(0,0)>(0,1) (0,1) > (1,1)", "(0,0)>(0,1) (0,1)>(1,1)", 3},
		{"a>b\nb>a\n", "a>b b>a", 2},
	} {
		g, err := ParseDigraph(tc.in)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		var names string
		for i := 0; i < g.M(); i++ {
			if i > 0 {
				names += " "
			}
			names += g.EdgeName(i)
		}
		if names != tc.arcs || g.N() != tc.n || !g.Directed {
			t.Errorf("%q: arcs %q, %d vertices, directed %v; want %q, %d", tc.in, names, g.N(), g.Directed, tc.arcs, tc.n)
		}
	}
	for _, bad := range []string{"1>1", "1>2 1>2", ">2", "1>", "1>2>3", "(1>2"} {
		if _, err := ParseDigraph(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// FuzzParseDigraph reads any text: a digraph or an error, never a panic.
func FuzzParseDigraph(f *testing.F) {
	for _, s := range []string{"1>2 2>3", "(0,0)>(0,1)", "a > b, b>a; c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseDigraph(s)
		if err == nil && !g.Directed {
			t.Fatal("not directed")
		}
	})
}
