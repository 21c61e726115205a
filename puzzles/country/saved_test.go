package country_test

import (
	"context"
	"os"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestSavedByEditor reads testdata/saved.pzprv3, the first puzzle of
// testdata/puzzles.txt as puzz.link's editor (pzprjs) saves it today,
// in version pzprv3.2 of the type's fields: it is a Country Road with
// one solution.
func TestSavedByEditor(t *testing.T) {
	data, err := os.ReadFile("testdata/saved.pzprv3")
	if err != nil {
		t.Fatal(err)
	}
	if !puzzles.IsPZPRV3(string(data)) {
		t.Fatal("not taken for a pzprv3 file")
	}
	p, err := puzzles.Parse("", string(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Genre() != "country" {
		t.Fatalf("read as %s", p.Genre())
	}
	m := zdd.New()
	f, err := p.Solve(context.Background(), m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Count(f); n.Int64() != 1 {
		t.Errorf("%v solutions", n)
	}
}
