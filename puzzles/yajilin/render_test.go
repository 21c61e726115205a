package yajilin

import (
	"context"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestDrawings: the sample's solution drawn as text (box-drawing and
// ASCII) and as SVG, which is well-formed XML with a rectangle per
// shaded cell and the clue's number.
func TestDrawings(t *testing.T) {
	p, _ := Parse("https://puzz.link/p?yajilin/5/5/m32j10")
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m)
	sol := m.Sets(f, 1)[0]
	text := p.Render(sol, false, nil)
	ascii := p.Render(sol, true, []uint32{uint32(p.ShadeVar(2, 0))})
	for _, want := range []string{"███ │ ███ 2< │", " └─────┘ ███ 0^"} {
		if !strings.Contains(text, want) {
			t.Errorf("drawing lacks %q:\n%s", want, text)
		}
	}
	if want := "[#] | ### 2< |"; !strings.Contains(ascii, want) {
		t.Errorf("ASCII drawing lacks %q:\n%s", want, ascii)
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, sol); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(strings.NewReader(b.String()))
	black, texts := 0, []string{}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG: %v\n%s", err, b.String())
		}
		if se, ok := tok.(xml.StartElement); ok {
			for _, a := range se.Attr {
				if se.Name.Local == "rect" && a.Name.Local == "fill" && a.Value == "black" {
					black++
				}
			}
		}
		if cd, ok := tok.(xml.CharData); ok && strings.TrimSpace(string(cd)) != "" {
			texts = append(texts, strings.TrimSpace(string(cd)))
		}
	}
	if black != 3 || strings.Join(texts, ",") != "2,0" {
		t.Errorf("SVG: %d black cells, texts %v", black, texts)
	}
}
