// differential.js holds another engine of the grammar (the playground's
// highlight.js) to vscode-textmate on random text: documents drawn from
// zq's tokens and from the characters that make or break them (quotes,
// backquotes, #, :, backslashes, line breaks, stray characters), and
// random edits of the files given, half-typed as in an editor. Every
// character must get the same scopes from both.
//
//   node test/differential.js ENGINE.js GRAMMAR.json COUNT SEED [FILE...]
'use strict';

const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

// A small seeded generator (mulberry32), so that a failure can be replayed.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieces = [
  'count', 'cycles', 'grid', 'sample', 'slitherlink', 'x', 'F', '_', 'größe', 'π', '変数', 'countx', 'iff', 'x1',
  'assert', 'let', 'true', 'false', 'if', 'else', 'for', 'in', 'and', 'or', 'not',
  '0', '12', '1_000', '007', '3x',
  '"', '"a b"', '"\\n"', '"\\x41"', '"\\u00e9"', '"\\q"', '\\', '`', '`raw`', '#', '# note', ':', ':help', ':help count',
  'seed:', 'n:', '(', ')', '[', ']', '{', '}', '{{1, 2}}', ',', ';', '=', '==', '!=', '<=', '>=', '<', '>',
  '+', '-', '*', '/', '%', '&', '|', '^', ' ', ' ', ' ', '  ', '\t', '\n', '\n', '\n', '$', '@', '?', '.', "'",
  'f(a, b) = ', 'sq(n) = n * n', '\u00a0',
];

function randomDoc(r) {
  const n = 1 + Math.floor(r() * 40);
  let s = '';
  for (let i = 0; i < n; i++) s += pieces[Math.floor(r() * pieces.length)];
  return s;
}

function editDoc(r, text) {
  const lines = text.split('\n');
  const start = Math.floor(r() * lines.length);
  let s = lines.slice(start, start + 1 + Math.floor(r() * 6)).join('\n');
  const edits = 1 + Math.floor(r() * 4);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(r() * (s.length + 1));
    if (r() < 0.5 && s.length > 0) {
      s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 3));
    } else {
      s = s.slice(0, at) + pieces[Math.floor(r() * pieces.length)] + s.slice(at);
    }
  }
  return s;
}

async function main(argv) {
  if (argv.length < 4) {
    throw new Error('usage: node differential.js ENGINE.js GRAMMAR.json COUNT SEED [FILE...]');
  }
  const engine = require(path.resolve(argv[0]));
  const grammarPath = argv[1];
  const count = Number(argv[2]);
  const r = rng(Number(argv[3]));
  const files = argv.slice(4).map((f) => fs.readFileSync(f, 'utf8'));
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p) => new oniguruma.OnigScanner(p),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async () => vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath),
  });
  const grammar = await registry.loadGrammar('source.zq');
  const compiled = engine.compile(JSON.parse(fs.readFileSync(grammarPath, 'utf8')));
  const perChar = (line, toks) => {
    const at = new Array(line.length).fill('');
    for (const t of toks) for (let i = t.start; i < Math.min(t.end, line.length); i++) at[i] = t.scopes.join(' ');
    return at;
  };
  let chars = 0;
  for (let d = 0; d < count; d++) {
    const doc = files.length > 0 && d % 2 === 1 ? editDoc(r, files[Math.floor(r() * files.length)]) : randomDoc(r);
    let state = vsctm.INITIAL;
    let other = null;
    const lines = doc.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const a = grammar.tokenizeLine(line, state, 0);
      state = a.ruleStack;
      const b = engine.tokenizeLine(compiled, line, other);
      other = b.state;
      const want = perChar(line, a.tokens.map((t) => ({ start: t.startIndex, end: t.endIndex, scopes: t.scopes })));
      const got = perChar(line, b.tokens);
      const k = want.findIndex((w, j) => w !== got[j]);
      if (k >= 0) {
        throw new Error(`document ${d}, line ${i + 1}, column ${k + 1}: the engine gives ${JSON.stringify(got[k])}, vscode-textmate ${JSON.stringify(want[k])}\ndocument: ${JSON.stringify(doc)}`);
      }
      chars += line.length;
    }
  }
  process.stdout.write(`ok: ${count} documents, ${chars} characters\n`);
}

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`differential.js: ${err && err.message ? err.message : err}\n`);
  process.exit(1);
});
