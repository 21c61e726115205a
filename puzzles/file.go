package puzzles

import (
	"fmt"
	"sort"
	"strings"
)

// HeaderPrefix starts the first line of a puzzle file that save writes.
const HeaderPrefix = "# zq puzzle:"

// Header is the header line of p's file: the genre and the properties
// that change the answer, e.g. "# zq puzzle: sudoku box=3x2 diagonal",
// "# zq puzzle: numberlink rule=C", "# zq puzzle: slitherlink multi".
func Header(p Puzzle) string {
	h := HeaderPrefix + " " + p.Genre()
	props := p.Props()
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch v := props[k]; v {
		case "true":
			h += " " + k
		case "false", "":
		default:
			h += " " + k + "=" + v
		}
	}
	return h
}

// FileText is the text of p's file: its header line, then its File.
func FileText(p Puzzle) string {
	text := p.File()
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return Header(p) + "\n" + text
}

// ReadHeader reads the header line of a puzzle file, if its first
// non-blank line is one; the header is blanked in the text returned, so
// that places keep their line numbers. A property must be one of the
// genre's constructor's.
func ReadHeader(text string) (genre string, props Props, rest string, ok bool, err error) {
	props = Props{}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		body, found := strings.CutPrefix(t, HeaderPrefix)
		if !found {
			return "", props, text, false, nil
		}
		f := strings.Fields(body)
		if len(f) == 0 {
			return "", props, text, false, fmt.Errorf("line %d of the file: the header names no puzzle type", i+1)
		}
		genre = f[0]
		g, known := Lookup(genre)
		if !known {
			return "", props, text, false, fmt.Errorf("line %d of the file: unknown puzzle type %q in the header (%s)", i+1, genre, NameList())
		}
		for _, w := range f[1:] {
			key, val, hasVal := strings.Cut(w, "=")
			okKey := false
			for _, p := range g.Doc().Params {
				if p.Name == key && (p.Kind == "boolean") != hasVal {
					okKey = true
				}
			}
			if !okKey {
				return "", props, text, false, fmt.Errorf("line %d of the file: unknown property %q for a %s in the header", i+1, w, genre)
			}
			if !hasVal {
				val = "true"
			}
			props[key] = val
		}
		lines[i] = ""
		return genre, props, strings.Join(lines, "\n"), true, nil
	}
	return "", props, text, false, nil
}

// NameList is "numberlink, slitherlink or sudoku": the registered
// genres' names, for messages.
func NameList() string {
	n := Names()
	if len(n) < 2 {
		return strings.Join(n, "")
	}
	return strings.Join(n[:len(n)-1], ", ") + " or " + n[len(n)-1]
}

// FileOptions tune [ReadFile].
type FileOptions struct {
	// Genre is the genre the file is read as ("": its header's, or the
	// one its text is detected as).
	Genre string
	// ID, when HasID, names the data-set entry to read (else the first
	// entry of a data-set file).
	ID    string
	HasID bool
	// Props are properties given beside the file (they override the
	// header's).
	Props Props
}

// Source is a puzzle file read by [ReadFile]: the genre, the puzzle's
// text (the entry of a data set, with blank lines before it so that
// places keep their line numbers) and its properties, ready for
// [Genre.Parse].
type Source struct {
	Genre string
	Text  string
	Props Props
}

// ReadFile reads a puzzle file: its header (written by [FileText]),
// the genre (the header's, o.Genre, or detected), and the entry of a
// data-set file. where names the file in messages. Errors are
// *ArgError naming what they are about: "path" (the header), "kind"
// (the genre) or "id" (the entry).
func ReadFile(where, text string, o FileOptions) (*Source, error) {
	kind := strings.ToLower(o.Genre)
	hk, props, rest, hasHeader, err := ReadHeader(text)
	if err != nil {
		return nil, &ArgError{Arg: "path", Msg: where + ": " + err.Error()}
	}
	if hasHeader {
		if kind != "" && kind != hk {
			return nil, &ArgError{Arg: "kind", Msg: fmt.Sprintf("%s holds a %s (its header says so), not a %s", where, hk, kind)}
		}
		kind, text = hk, rest
	}
	for k, v := range o.Props {
		props[k] = v
	}
	if kind == "" {
		kind = Detect(text)
	}
	if kind != "" {
		if _, ok := Lookup(kind); !ok {
			return nil, &ArgError{Arg: "kind", Msg: fmt.Sprintf("unknown puzzle type %q (%s)", kind, NameList())}
		}
	}
	if entries, isSet := dataSet(kind, text); o.HasID || isSet {
		t, err := entryText(kind, entries, isSet, o.ID)
		if err != nil {
			return nil, &ArgError{Arg: "id", Msg: where + ": " + err.Error()}
		}
		text = t
	}
	return &Source{Genre: kind, Text: text, Props: props}, nil
}

// dataSet returns the entries of text and true when it is a data-set
// file of the genre kind ("" when not known).
func dataSet(kind, text string) ([]Entry, bool) {
	g, ok := Lookup(kind)
	if !ok {
		return nil, false
	}
	ds, ok := g.(DataSet)
	if !ok {
		return nil, false
	}
	return ds.Entries(text)
}

// entryText returns the text of the data-set entry called id (the first
// entry when id is ""), with blank lines before it so that places keep
// their line numbers.
func entryText(kind string, entries []Entry, isSet bool, id string) (string, error) {
	if !isSet {
		return "", fmt.Errorf("not a data-set file (no puzzle in it has an id)")
	}
	for _, e := range entries {
		if e.ID == id || id == "" {
			return strings.Repeat("\n", e.Line) + e.Text, nil
		}
	}
	return "", fmt.Errorf("no %s called %q among its %d", kind, id, len(entries))
}

// KindError is an error about which genre a text is (none detected, an
// unknown genre, a URL of another genre), as opposed to an error inside
// the text.
type KindError struct{ Msg string }

// Error is the message.
func (e *KindError) Error() string { return e.Msg }

// ErrNoPuzzle is the KindError of a text no genre claims.
var ErrNoPuzzle = &KindError{Msg: "no puzzle in it"}

// Parse reads text as a puzzle of the genre kind ("": the genre it is
// detected as) under props. Errors about the genre are *KindError
// (ErrNoPuzzle when none is detected); the others are the genre's.
func Parse(kind, text string, props Props) (Puzzle, error) {
	if IsPZPRV3(text) {
		return parsePZPRV3(kind, text, props)
	}
	if kind == "" {
		kind = Detect(text)
		if kind == "" {
			if typ := URLType(text); typ != "" && IsURL(text) {
				return nil, TypeError(typ)
			}
			return nil, ErrNoPuzzle
		}
	}
	g, ok := Lookup(kind)
	if !ok {
		return nil, &KindError{Msg: fmt.Sprintf("unknown puzzle type %q (%s)", kind, NameList())}
	}
	if k := URLGenre(text); k != "" && k != kind {
		return nil, &KindError{Msg: fmt.Sprintf("this is a %s URL, not a %s one: read it with %s(...) or load(path, kind: %q)", title(k), title(kind), k, k)}
	}
	return g.Parse(text, props)
}

// TypeError is the KindError of a puzz.link URL whose type no genre
// reads: it names the type and lists the genres.
func TypeError(typ string) *KindError {
	return &KindError{Msg: fmt.Sprintf("no genre of zq reads puzz.link type %q; the genres are %s", typ, NameList())}
}

// parsePZPRV3 reads a pzprv3 file as a puzzle of the genre its type
// names (kind, when not "", must be that genre), under props.
func parsePZPRV3(kind, text string, props Props) (Puzzle, error) {
	f, err := ReadPZPRV3(text)
	if err != nil {
		return nil, err
	}
	g, ok := GenreOfType(f.Type)
	if !ok {
		return nil, f.TypeError()
	}
	if kind != "" && kind != g.Name() {
		return nil, &KindError{Msg: fmt.Sprintf("this is a %s file, not a %s one: read it with %s(...) or load(path, kind: %q)", title(g.Name()), title(kind), g.Name(), g.Name())}
	}
	r, ok := g.(PZPRV3Reader)
	if !ok {
		return nil, &KindError{Msg: fmt.Sprintf("%s does not read pzprv3 files yet (it reads its puzz.link URLs)", title(g.Name()))}
	}
	p, err := r.ReadPZPRV3(f, props)
	if pe, ok := err.(*ParseError); ok && pe.Genre == "" {
		pe.Genre = g.Name()
	}
	return p, err
}
