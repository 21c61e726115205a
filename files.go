package zq

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
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

// CleanWritePath is the name Options.WriteFile is given for the name a
// statement wrote: a clean relative slash-separated path (path.Clean),
// or an error for an absolute name, one with a .. element, a backslash
// or nothing to name.
func CleanWritePath(name string) (string, error) {
	switch {
	case name == "" || strings.TrimSpace(name) == "":
		return "", errors.New("no file named")
	case strings.ContainsRune(name, '\\'):
		return "", errors.New("a path is written with / between folders, not \\")
	case path.IsAbs(name) || (len(name) >= 2 && name[1] == ':'):
		return "", errors.New("not a path of this session's files (a relative path, not an absolute one)")
	}
	clean := path.Clean(name)
	if !fs.ValidPath(clean) || clean == "." {
		return "", errors.New("not a path of this session's files (a relative path without .. elements)")
	}
	return clean, nil
}

func (h hostFiles) WriteFile(name string, data []byte) error {
	if h.write == nil {
		return fmt.Errorf("cannot write %s: writing files is off in this session", name)
	}
	clean, err := CleanWritePath(name)
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", name, err)
	}
	if err := h.write(clean, data); err != nil {
		return fmt.Errorf("cannot write %s: %v", name, err)
	}
	return nil
}

// Writable reports whether files can be written (svg asks before it
// runs the Graphviz program).
func (h hostFiles) Writable() bool { return h.write != nil }
