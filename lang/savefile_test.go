package lang

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteFileAtomic checks that writeFile replaces a file whole,
// leaves no temporary file behind, and names the path when it cannot
// write.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	for _, content := range []string{"first version\n", "second\n"} {
		if err := writeFile(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Fatalf("file holds %q, want %q", got, content)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("%d files in the folder after two writes, want 1", len(entries))
	}
	err := writeFile(filepath.Join(dir, "no", "such", "dir.txt"), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "cannot write") || !strings.Contains(err.Error(), "dir.txt") {
		t.Fatalf("writing into a missing folder: %v", err)
	}
}

// TestSaveFileSemantics checks what save and write do to the file they
// replace: a read-only file is refused unless replace: true, the file's
// permissions are kept, a symbolic link is written through to its
// target, and the temporaries a dead process left beside the file are
// removed while those of running processes stay.
func TestSaveFileSemantics(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	s := NewSession(&strings.Builder{})
	run := func(src string) error { return s.Run("t", src) }
	mode := func(name string) os.FileMode {
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Mode().Perm()
	}
	// Read-only: refused, the file unchanged; replace: true replaces it
	// and keeps it read-only.
	if err := os.WriteFile("ro.zdd", []byte("old"), 0o444); err != nil {
		t.Fatal(err)
	}
	err := run(`save(pow([1, 2]), "ro.zdd")`)
	if err == nil || !strings.Contains(err.Error(), "cannot write ro.zdd: the file is read-only (replace: true replaces it)") {
		t.Fatalf("save onto a read-only file: %v", err)
	}
	if data, _ := os.ReadFile("ro.zdd"); string(data) != "old" {
		t.Fatalf("the read-only file was changed")
	}
	if err := run(`save(pow([1, 2]), "ro.zdd", replace: true); assert count(open("ro.zdd")) == 4`); err != nil {
		t.Fatal(Detail(err))
	}
	if m := mode("ro.zdd"); m != 0o444 {
		t.Errorf("mode after replace: %v, want 0444", m)
	}
	if err := run(`write("x", "ro.zdd")`); err == nil {
		t.Errorf("write onto a read-only file succeeded")
	}
	// Permissions kept.
	if err := os.WriteFile("private.txt", []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := run(`write("new", "private.txt")`); err != nil {
		t.Fatal(Detail(err))
	}
	if m := mode("private.txt"); m != 0o600 {
		t.Errorf("mode after write: %v, want 0600", m)
	}
	if err := run(`write("fresh", "new.txt")`); err != nil || mode("new.txt") != 0o644 {
		t.Errorf("a new file: %v, mode %v", err, mode("new.txt"))
	}
	// Through a symbolic link (also one naming a file not yet there).
	if err := os.Mkdir("sub", 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile("sub/target.txt", []byte("old"), 0o640)
	os.Symlink("sub/target.txt", "link.txt")
	os.Symlink("sub/later.txt", "dangling.txt")
	if err := run(`write("through", "link.txt"); write("made", "dangling.txt")`); err != nil {
		t.Fatal(Detail(err))
	}
	if fi, err := os.Lstat("link.txt"); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if data, _ := os.ReadFile("sub/target.txt"); string(data) != "through" || mode("sub/target.txt") != 0o640 {
		t.Errorf("the target holds %q, mode %v", data, mode("sub/target.txt"))
	}
	if data, _ := os.ReadFile("sub/later.txt"); string(data) != "made" {
		t.Errorf("the dangling link's target holds %q", data)
	}
	// Temporaries: a dead process's are removed, a running one's kept.
	dead := ".f.zdd" + tempMarker + "999999999-12345"
	mine := fmt.Sprintf(".f.zdd%s%d-678", tempMarker, os.Getpid())
	for _, n := range []string{dead, mine} {
		os.WriteFile(n, []byte("partial"), 0o600)
	}
	if err := run(`save(pow([1]), "f.zdd")`); err != nil {
		t.Fatal(Detail(err))
	}
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("a dead process's temporary is still there")
	}
	if _, err := os.Stat(mine); err != nil {
		t.Errorf("a running process's temporary was removed: %v", err)
	}
}
