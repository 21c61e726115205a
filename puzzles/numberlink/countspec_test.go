package numberlink

import (
	"context"
	"testing"

	"github.com/zqlang/zq/topdown"
)

// TestCountSpec counts boards by the spec CountSpec hands out, with and
// without extra slack, against Count, under each rule.
func TestCountSpec(t *testing.T) {
	ctx := context.Background()
	for _, text := range []string{
		"1 . . . 2\n. . . . .\n. . 3 . .\n1 . . 3 2",
		"1 . . .\n. . . .\n. . . .\n. . . 1",
		"1 2 . .\n. . . .\n. . 2 .\n. . . 1",
		"1 . 1\n. . .",
	} {
		p, err := ParseGrid(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, rule := range []Rule{RuleA, RuleB, RuleC} {
			want, err := p.Count(ctx, rule, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, slack := range []int{0, 8} {
				s, over, err := p.CountSpec(ctx, rule, slack)
				if err != nil {
					t.Fatal(err)
				}
				got := "0"
				if s != nil {
					n, err := topdown.Count(ctx, s, topdown.Options{Workers: 1})
					if err != nil {
						t.Fatal(err)
					}
					if over() {
						t.Fatalf("%q rule %v slack %d: overflowed", text, rule, slack)
					}
					got = n.String()
				}
				if got != want.String() {
					t.Errorf("%q rule %v slack %d: %s, Count says %v", text, rule, slack, got, want)
				}
			}
		}
	}
}
