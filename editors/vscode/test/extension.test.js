// extension.test.js checks the extension without VS Code: package.json
// declares the language, grammar and configuration, and activate() starts
// `zq lsp` on stdio through vscode-languageclient (both modules are
// replaced by stand-ins that record what they are asked).
//
//   node test/extension.test.js
'use strict';

const assert = require('assert');
const fs = require('fs');
const path = require('path');
const Module = require('module');

const dir = path.join(__dirname, '..');
let checks = 0;
function check(cond, msg) {
  assert.ok(cond, msg);
  checks++;
}

// The manifest.
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const lang = pkg.contributes.languages.find((l) => l.id === 'zq');
check(lang && lang.extensions.includes('.zq'), 'package.json: .zq is not associated with the language zq');
const conf = JSON.parse(fs.readFileSync(path.join(dir, lang.configuration), 'utf8'));
check(conf.comments.lineComment === '#', 'language-configuration.json: the line comment is not #');
check(['()', '[]', '{}'].every((b) => conf.brackets.some((p) => p.join('') === b)), 'language-configuration.json: a bracket pair is missing');
const inc = new RegExp(conf.indentationRules.increaseIndentPattern);
const dec = new RegExp(conf.indentationRules.decreaseIndentPattern);
for (const [line, indent, dedent] of [['table([', true, false], ['x = f(a, b)', false, false], ['L = [1, 2,  # more', true, false], ['F = {{1}}', false, false], ['  ])', false, true]]) {
  check(inc.test(line) === indent && dec.test(line) === dedent, `language-configuration.json: the indentation of ${JSON.stringify(line)}`);
}
const gr = pkg.contributes.grammars.find((g) => g.language === 'zq');
const grammar = JSON.parse(fs.readFileSync(path.join(dir, gr.path), 'utf8'));
check(gr.scopeName === 'source.zq' && grammar.scopeName === gr.scopeName, 'the grammar\'s scope is not source.zq');
check(fs.existsSync(path.join(dir, pkg.main)), `package.json: main ${pkg.main} is missing`);
check(pkg.activationEvents.includes('onLanguage:zq'), 'package.json: no activation on the language zq');

// activate and deactivate, with stand-ins for vscode and the client.
let settings, clients, messages, startFails;
const vscode = {
  workspace: {
    getConfiguration: (section) => ({
      get: (key, def) => (settings[`${section}.${key}`] !== undefined ? settings[`${section}.${key}`] : def),
    }),
    onDidChangeConfiguration: () => ({ dispose() {} }),
  },
  window: {
    showErrorMessage: (m) => messages.push(m),
    showInformationMessage: (m) => messages.push(m),
  },
};
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, started: false, stopped: false });
    clients.push(this);
  }
  async start() {
    if (startFails) {
      throw new Error('spawn zq ENOENT');
    }
    this.started = true;
  }
  async stop() {
    this.stopped = true;
  }
}
const client = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return client;
  return load.call(this, request, parent, isMain);
};
const ext = require(path.join(dir, pkg.main));

async function run(s, fails) {
  settings = s;
  clients = [];
  messages = [];
  startFails = fails;
  const context = { subscriptions: [] };
  await ext.activate(context);
  return context;
}

(async () => {
  await run({}, false);
  check(clients.length === 1, 'activate made no client');
  const c = clients[0];
  check(c.id === 'zq', `the client is ${c.id}`);
  for (const mode of ['run', 'debug']) {
    const o = c.serverOptions[mode];
    check(o.command === 'zq' && o.args.join(' ') === 'lsp' && o.transport === 0, `${mode}: the server is not "zq lsp" on stdio: ${JSON.stringify(o)}`);
  }
  check(c.clientOptions.documentSelector.some((d) => d.language === 'zq' && d.scheme === 'file'), 'the client does not serve zq files');
  check(c.started, 'the client was not started');
  await ext.deactivate();
  check(c.stopped, 'deactivate did not stop the client');

  await run({ 'zq.path': '/opt/zq/bin/zq' }, false);
  check(clients[0].serverOptions.run.command === '/opt/zq/bin/zq', 'zq.path is not the command');
  await ext.deactivate();

  await run({ 'zq.languageServer': false }, false);
  check(clients.length === 0, 'zq.languageServer false still made a client');

  await run({}, true);
  check(messages.length === 1 && messages[0].includes('zq lsp') && messages[0].includes('zq.path'), `a failed start says ${JSON.stringify(messages)}`);
  await ext.deactivate();

  process.stdout.write(`ok: ${checks} checks\n`);
})().catch((err) => {
  process.stderr.write(`${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
