// Package playground is zq in the browser: a page that runs the zq
// interpreter itself, compiled to WebAssembly (playground/wasm) and run
// in a Web Worker, with a notebook of cells, the lessons as guided
// pages, and pictures of diagrams, operations and the frontier-based
// search.
//
// Site writes the page into a folder for any static host; Serve builds
// it and serves it on a local address. The WebAssembly build is made
// by the go command each time (it is never committed), and wasm_exec.js
// comes from the same Go installation.
package playground

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/zqlang/zq/editors"
	"github.com/zqlang/zq/scripts/lessons"
)

// static holds the page's own files.
//
//go:embed site
var static embed.FS

// wasmPackage is the import path of the program compiled for the page.
const wasmPackage = "github.com/zqlang/zq/playground/wasm"

// Site writes the playground into dir (created if needed): the page and
// its scripts, the lessons, zq.wasm built now by the go command (from
// the zq source tree the current directory is in), and wasm_exec.js from
// that Go installation. Progress lines go to log.
func Site(ctx context.Context, dir string, log io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeStatic(dir); err != nil {
		return err
	}
	if err := writeLessons(dir); err != nil {
		return err
	}
	goroot, err := goEnv(ctx, "GOROOT")
	if err != nil {
		return err
	}
	if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js")); err != nil {
		return fmt.Errorf("wasm_exec.js of the Go installation: %w", err)
	}
	fmt.Fprintln(log, "building zq.wasm (GOOS=js GOARCH=wasm go build) ...")
	return BuildWasm(ctx, filepath.Join(dir, "zq.wasm"))
}

// BuildWasm compiles the page's program to WebAssembly into out.
func BuildWasm(ctx context.Context, out string) error {
	mod, err := goEnv(ctx, "GOMOD")
	if err != nil {
		return err
	}
	if mod == "" || mod == os.DevNull {
		return errors.New("the WebAssembly build needs the zq source tree: run this from inside a clone of zq")
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", abs, wasmPackage)
	cmd.Dir = filepath.Dir(mod)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build of %s for GOOS=js GOARCH=wasm: %v\n%s", wasmPackage, err, stderr.String())
	}
	return nil
}

// goEnv asks the go command for one of its settings.
func goEnv(ctx context.Context, name string) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v (the playground is built with the go command, which must be on PATH)", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// writeStatic writes the page's own files and zq's grammar, which colours
// the cells (zq.tmLanguage.json, read by highlight.js).
func writeStatic(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "zq.tmLanguage.json"), editors.Grammar, 0o644); err != nil {
		return err
	}
	return fs.WalkDir(static, "site", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, "site"), "/")
		target := filepath.Join(dir, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// lesson is an entry of lessons/index.json.
type lesson struct {
	// Name is the file's name without .zq ("01_families").
	Name string `json:"name"`
	// Title is the text of the file's first comment line after "Lesson N: ".
	Title string `json:"title"`
}

// writeLessons copies the course into dir/lessons with an index.
func writeLessons(dir string) error {
	out := filepath.Join(dir, "lessons")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	entries, err := fs.ReadDir(lessons.Files, ".")
	if err != nil {
		return err
	}
	var index []lesson
	for _, e := range entries {
		if path.Ext(e.Name()) != ".zq" {
			continue
		}
		data, err := lessons.Files.ReadFile(e.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), data, 0o644); err != nil {
			return err
		}
		index = append(index, lesson{Name: strings.TrimSuffix(e.Name(), ".zq"), Title: lessonTitle(string(data))})
	}
	js, err := json.MarshalIndent(index, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "index.json"), js, 0o644)
}

// lessonTitle is the title in a lesson's first line, "# Lesson 1: a
// family of sets and its diagram." giving "a family of sets and its
// diagram".
func lessonTitle(src string) string {
	first, _, _ := strings.Cut(src, "\n")
	first = strings.TrimSpace(strings.TrimPrefix(first, "#"))
	if _, after, ok := strings.Cut(first, ": "); ok && strings.HasPrefix(first, "Lesson") {
		first = after
	}
	return strings.TrimSuffix(first, ".")
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}
