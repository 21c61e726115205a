package puzzles

import (
	"context"
	"fmt"
	"html"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/zqlang/zq/zdd"
)

// SVGWriter is implemented by puzzles with a picture of their own; the
// others are drawn by [SVG] as their text drawing.
type SVGWriter interface {
	// SVG writes the puzzle as an SVG picture with the solution set
	// (nil for none).
	SVG(w io.Writer, set []uint32) error
}

// URLWriter is implemented by puzzles with a puzz.link URL.
type URLWriter interface {
	// URL is the puzzle's puzz.link URL, or an error saying why this
	// one has none.
	URL() (string, error)
}

// Uniquer is implemented by puzzles that decide uniqueness faster than
// by counting every solution ([Unique] does that for the others).
type Uniquer interface {
	// Unique reports whether the puzzle has exactly one solution, under
	// ctx and note as for [Puzzle.Solve].
	Unique(ctx context.Context, m *zdd.Manager, note func(string)) (bool, error)
}

// SVG writes p as an SVG picture with the solution set (nil for none):
// p's own picture, or else its text drawing in a fixed-width font.
func SVG(w io.Writer, p Puzzle, set []uint32) error {
	if s, ok := p.(SVGWriter); ok {
		return s.SVG(w, set)
	}
	return TextSVG(w, p.Draw(set, DrawOptions{}))
}

// TextSVG writes text as an SVG picture: one line of a fixed-width
// font per line of text.
func TextSVG(w io.Writer, text string) error {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	width := 0
	for _, l := range lines {
		width = max(width, utf8.RuneCountInString(l))
	}
	const cw, lh = 10, 20
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">`+"\n", width*cw+2*cw, len(lines)*lh+lh)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text font-family="monospace" font-size="16" fill="black" xml:space="preserve">`+"\n")
	for i, l := range lines {
		fmt.Fprintf(&b, `<tspan x="%d" y="%d">%s</tspan>`+"\n", cw, (i+1)*lh, html.EscapeString(l))
	}
	b.WriteString("</text>\n</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// URL is p's puzz.link URL, or an error saying why it has none.
func URL(p Puzzle) (string, error) {
	if u, ok := p.(URLWriter); ok {
		return u.URL()
	}
	return "", fmt.Errorf("%s: %s has no puzz.link URL", p.Genre(), title(p.Genre()))
}

// Unique reports whether p has exactly one solution: by p's own test,
// or else by counting the solutions of [Puzzle.Solve].
func Unique(ctx context.Context, m *zdd.Manager, p Puzzle, note func(string)) (bool, error) {
	if u, ok := p.(Uniquer); ok {
		return u.Unique(ctx, m, note)
	}
	root, err := p.Solve(ctx, m, note)
	if err != nil {
		return false, err
	}
	return m.Count(root).IsInt64() && m.Count(root).Int64() == 1, nil
}

// title gives a genre's name as written in prose: "Slitherlink".
func title(name string) string {
	if name == "" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// Solvers is the short form of [Methods] for puzzles whose other
// methods all list solutions as element numbers through one function
// (the external IP and SAT methods of package solvers, say); [MethodsOf]
// makes it a Methods.
type Solvers interface {
	// SolverNames are the methods' names ("ip", "sat", ...).
	SolverNames() []string
	// EachBy yields the solutions method finds, as element numbers,
	// until yield returns false or none is left.
	EachBy(ctx context.Context, method string, yield func(set []int) bool) error
}

// MethodsOf returns the methods of p other than the ZDD: its Methods,
// or those its Solvers make; ok is false when it has neither.
func MethodsOf(p Puzzle) (m Methods, ok bool) {
	if m, ok := p.(Methods); ok {
		return m, true
	}
	if s, ok := p.(Solvers); ok {
		return solverMethods{s}, true
	}
	return nil, false
}

// solverMethods is the Methods of a Solvers.
type solverMethods struct{ s Solvers }

func (m solverMethods) Methods() []Method {
	var out []Method
	for _, n := range m.s.SolverNames() {
		out = append(out, Method{Name: n})
	}
	return out
}

func (m solverMethods) Each(ctx context.Context, method string, yield func([]uint32) bool) error {
	return m.s.EachBy(ctx, method, func(s []int) bool { return yield(Set(s)) })
}

func (m solverMethods) UniqueBy(ctx context.Context, method string) (bool, error) {
	return UniqueByEach(ctx, m, method)
}
