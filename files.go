package zq

import (
	"errors"
	"fmt"
	"io/fs"
)

// hostFiles is how a session's builtins reach files: Options.FS and
// Options.WriteFile.
type hostFiles struct {
	fsys  fs.FS
	write func(name string, data []byte) error
}

func (h hostFiles) Open(name string) (fs.File, error) {
	if h.fsys == nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("reading files is off in this session")}
	}
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("not a path of this session's files (relative, slash-separated, without . or .. elements)")}
	}
	return h.fsys.Open(name)
}

func (h hostFiles) WriteFile(name string, data []byte) error {
	if h.write == nil {
		return fmt.Errorf("cannot write %s: writing files is off in this session", name)
	}
	if err := h.write(name, data); err != nil {
		return fmt.Errorf("cannot write %s: %v", name, err)
	}
	return nil
}

// Writable reports whether files can be written (svg asks before it
// runs the Graphviz program).
func (h hostFiles) Writable() bool { return h.write != nil }
