package norinori

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// TestDraw checks the text picture of pzprjs's sample with a shading
// and the SVG picture: well-formed, one dark square per shaded cell,
// a thick line per border.
func TestDraw(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	set := []uint32{0, 4, 5, 8}
	want := "" +
		"+---+---+---+---+---+\n" +
		"| #   . | . | .   # |\n" +
		"+---+---+   +   +   +\n" +
		"|[#]  .   . | #   . |\n" +
		"+   +---+---+   +   +\n" +
		"| . | .   . | .   . |\n" +
		"+---+   +   +---+---+\n" +
		"| .   .   .   .   . |\n" +
		"+---+---+   +   +   +\n" +
		"| .   . | .   .   . |\n" +
		"+---+---+---+---+---+\n"
	if got := p.Render(set, RenderOptions{ASCII: true, Mark: []uint32{5}}); got != want {
		t.Errorf("text picture:\n%s\nwant\n%s", got, want)
	}
	var b bytes.Buffer
	if err := p.WriteSVG(&b, set); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(strings.NewReader(b.String()))
	for {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the SVG is not well-formed: %v\n%s", err, b.String())
		}
	}
	borders := 0
	for _, x := range append(append([]bool(nil), p.V...), p.H...) {
		if x {
			borders++
		}
	}
	if got := strings.Count(b.String(), `fill="#505050"`); got != len(set) {
		t.Errorf("%d shaded squares, want %d", got, len(set))
	}
	if got := strings.Count(b.String(), `stroke-width="3" stroke-linecap`); got != borders {
		t.Errorf("%d borders drawn, want %d", got, borders)
	}
}
