// tokenize.js tokenizes zq files with the grammar, through vscode-textmate
// and vscode-oniguruma (the engine VS Code uses), and prints the tokens as
// JSON: {"files": [{"path": P, "lines": [[[TEXT, "scope scope ..."], ...], ...]}]}.
//
//   node test/tokenize.js [-plist GRAMMAR.tmLanguage] [-js ENGINE.js] GRAMMAR.json FILE...
//
// With -plist the files are also tokenized with the plist form of the
// grammar (read by vscode-textmate's own plist reader), and any token that
// differs between the two is an error (exit status 1). With -js they are
// also tokenized by another engine of the grammar (the playground's,
// a module with compile and tokenizeLine), and any character whose scopes
// differ from vscode-textmate's is an error.
'use strict';

const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

async function registryFor(grammarPath) {
  const content = fs.readFileSync(grammarPath, 'utf8');
  const raw = vsctm.parseRawGrammar(content, grammarPath);
  const registry = new vsctm.Registry({
    onigLib: onigLib,
    loadGrammar: async (scopeName) => (scopeName === raw.scopeName ? raw : null),
  });
  const grammar = await registry.loadGrammar(raw.scopeName);
  if (!grammar) {
    throw new Error(`${grammarPath}: the grammar did not load`);
  }
  return grammar;
}

let onigLib;

function tokenize(grammar, file) {
  const text = fs.readFileSync(file, 'utf8');
  let lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') {
    lines = lines.slice(0, -1);
  }
  let state = vsctm.INITIAL;
  const out = [];
  lines.forEach((line, i) => {
    const r = grammar.tokenizeLine(line, state, 0);
    if (r.stoppedEarly) {
      throw new Error(`${file}:${i + 1}: tokenizing stopped early`);
    }
    out.push(
      r.tokens
        .map((t) => [line.slice(t.startIndex, Math.min(t.endIndex, line.length)), t.scopes.join(' ')])
        .filter((t) => t[0] !== '')
    );
    state = r.ruleStack;
  });
  return out;
}

// perChar gives each UTF-16 unit of a line its scopes.
function perChar(line, tokens) {
  const at = new Array(line.length).fill('');
  for (const t of tokens) {
    for (let i = t.start; i < Math.min(t.end, line.length); i++) at[i] = t.scopes.join(' ');
  }
  return at;
}

// compareEngine tokenizes a file with another engine and reports the
// lines where a character's scopes differ from vscode-textmate's.
function compareEngine(engine, compiled, grammar, file) {
  const text = fs.readFileSync(file, 'utf8');
  let lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines = lines.slice(0, -1);
  let state = vsctm.INITIAL;
  let other = null;
  let bad = 0;
  lines.forEach((line, i) => {
    const r = grammar.tokenizeLine(line, state, 0);
    state = r.ruleStack;
    const o = engine.tokenizeLine(compiled, line, other);
    other = o.state;
    const want = perChar(line, r.tokens.map((t) => ({ start: t.startIndex, end: t.endIndex, scopes: t.scopes })));
    const got = perChar(line, o.tokens);
    const k = want.findIndex((w, j) => w !== got[j]);
    if (k >= 0) {
      bad++;
      process.stderr.write(`${file}:${i + 1}:${k + 1}: the engine ${JSON.stringify(got[k])}, vscode-textmate ${JSON.stringify(want[k])}\n`);
    }
  });
  return bad;
}

async function main(argv) {
  let plist = '';
  let js = '';
  for (;;) {
    if (argv[0] === '-plist') {
      plist = argv[1];
      argv = argv.slice(2);
    } else if (argv[0] === '-js') {
      js = path.resolve(argv[1]);
      argv = argv.slice(2);
    } else {
      break;
    }
  }
  if (argv.length < 1) {
    throw new Error('usage: node tokenize.js [-plist GRAMMAR.tmLanguage] GRAMMAR.json FILE...');
  }
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  onigLib = Promise.resolve({
    createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s) => new oniguruma.OnigString(s),
  });
  const grammar = await registryFor(argv[0]);
  const other = plist ? await registryFor(plist) : null;
  const engine = js ? require(js) : null;
  const compiled = engine ? engine.compile(JSON.parse(fs.readFileSync(argv[0], 'utf8'))) : null;
  const files = [];
  let bad = 0;
  for (const file of argv.slice(1)) {
    const lines = tokenize(grammar, file);
    if (other) {
      const again = tokenize(other, file);
      lines.forEach((toks, i) => {
        if (JSON.stringify(toks) !== JSON.stringify(again[i])) {
          bad++;
          process.stderr.write(`${file}:${i + 1}: the JSON and plist grammars differ:\n  ${JSON.stringify(toks)}\n  ${JSON.stringify(again[i])}\n`);
        }
      });
    }
    if (engine) {
      bad += compareEngine(engine, compiled, grammar, file);
    }
    files.push({ path: file, lines });
  }
  process.stdout.write(JSON.stringify({ files }) + '\n');
  if (bad > 0) {
    process.exit(1);
  }
}

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`tokenize.js: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
