package nurikabe

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// TestDraw draws the sample with its solution as text and as SVG: the
// text shows the shaded cells and the numbers, the SVG is well-formed
// XML with a dark square per shaded cell and a text per number.
func TestDraw(t *testing.T) {
	p, err := Parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	if err != nil {
		t.Fatal(err)
	}
	// the answer of pzprjs's sample, as its failcheck case gives it
	rows := []string{".5###", ".#2.#", ".####", ".#1#.", "###3."}
	var set []uint32
	for r, row := range rows {
		for c, ch := range row {
			if ch == '#' {
				set = append(set, uint32(r*5+c))
			}
		}
	}
	if err := p.Check(set); err != nil {
		t.Fatal(err)
	}
	text := p.Render(set, RenderOptions{ASCII: true})
	want := " .  5  #  #  # \n .  #  2  .  # \n .  #  #  #  # \n .  #  1  #  . \n #  #  #  3  . \n"
	if text != want {
		t.Errorf("text:\n%s\nwant:\n%s", text, want)
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, set); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(strings.NewReader(b.String()))
	dark, texts := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v\n%s", err, b.String())
		}
		if se, ok := tok.(xml.StartElement); ok {
			for _, a := range se.Attr {
				if se.Name.Local == "rect" && a.Name.Local == "fill" && a.Value == "#333333" {
					dark++
				}
			}
			if se.Name.Local == "text" {
				texts++
			}
		}
	}
	if dark != len(set) || texts != 4 {
		t.Errorf("SVG has %d dark squares and %d texts, want %d and 4", dark, texts, len(set))
	}
}
