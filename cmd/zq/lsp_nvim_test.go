package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// nvimScript is run by a headless neovim: it starts zq lsp with the
// built-in LSP client, opens a script, waits for the diagnostics, asks
// for a hover and a completion, and writes what it got as JSON.
const nvimScript = `
local bin, file, out = os.getenv('ZQ_BIN'), os.getenv('ZQ_FILE'), os.getenv('ZQ_OUT')
local function finish(result)
  local f = io.open(out, 'w')
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  local id = vim.lsp.start_client({ name = 'zq', cmd = { bin, 'lsp' }, root_dir = vim.fn.fnamemodify(file, ':h') })
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, id)
  local got = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  local result = { diagnostics = {} }
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { line = d.lnum, col = d.col, end_col = d.end_col, message = d.message })
  end
  local uri = vim.uri_from_bufnr(buf)
  local function ask(method, line, character)
    local answers = vim.lsp.buf_request_sync(buf, method, { textDocument = { uri = uri }, position = { line = line, character = character } }, 20000)
    for _, a in pairs(answers or {}) do
      if a.result then return a.result end
    end
    return vim.NIL
  end
  result.hover = ask('textDocument/hover', 1, 1)
  local completion = ask('textDocument/completion', 2, 10)
  result.completion = {}
  for _, item in ipairs(completion.items or completion) do
    table.insert(result.completion, item.label)
  end
  vim.lsp.stop_client(id)
  finish(result)
end)
if not ok then finish({ error = tostring(err) }) end
`

// TestLSPNeovim: neovim's own LSP client (Debian's neovim, headless)
// talks to zq lsp: the diagnostics of a script with an error, a hover
// and a completion come back.
func TestLSPNeovim(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (apt-get install neovim): the test of zq lsp under neovim's LSP client is skipped")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "cycles.zq")
	src := "g = grid(3, 3)\ncount(cycels(g))\nx = g + cy\n"
	lua := filepath.Join(dir, "test.lua")
	out := filepath.Join(dir, "out.json")
	for name, data := range map[string]string{script: src, lua: nvimScript} {
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-n", "-c", "luafile "+lua)
	cmd.Env = append(os.Environ(), "ZQ_BIN="+binary, "ZQ_FILE="+script, "ZQ_OUT="+out, "HOME="+dir, "XDG_STATE_HOME="+dir, "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nvim: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("nvim wrote nothing: %v", err)
	}
	var got struct {
		Error       string
		Diagnostics []struct {
			Line, Col, End_col int
			Message            string
		}
		Hover struct {
			Contents struct{ Value string }
		}
		Completion []string
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	if got.Error != "" {
		t.Fatalf("the script in nvim failed: %s", got.Error)
	}
	if len(got.Diagnostics) != 2 {
		t.Fatalf("diagnostics %+v", got.Diagnostics)
	}
	// neovim's lines and columns count from 0.
	if d := got.Diagnostics[0]; d.Line != 1 || d.Col != 6 || d.End_col != 12 || d.Message != "unknown function cycels; did you mean cycles?" {
		t.Errorf("diagnostic %+v", d)
	}
	if d := got.Diagnostics[1]; d.Line != 2 || d.Col != 8 || d.End_col != 10 || d.Message != "undefined name cy" {
		t.Errorf("diagnostic %+v", d)
	}
	if !strings.Contains(got.Hover.Contents.Value, "count(F family) -> integer") {
		t.Errorf("hover %q", got.Hover.Contents.Value)
	}
	has := map[string]bool{}
	for _, l := range got.Completion {
		has[l] = true
	}
	if !has["cycles"] || has["count"] {
		t.Errorf("completion after cy: %q", got.Completion)
	}
}
