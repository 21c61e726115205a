// The zq extension: the grammar and language configuration are declared
// in package.json; activation starts the zq language server, `zq lsp`,
// over standard input and output.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

// serverOptions runs `<zq.path> lsp` on stdio.
function serverOptions(command) {
  const run = { command, args: ['lsp'], transport: TransportKind.stdio };
  return { run, debug: run };
}

async function activate(context) {
  const config = vscode.workspace.getConfiguration('zq');
  if (!config.get('languageServer', true)) {
    return;
  }
  const command = config.get('path', 'zq') || 'zq';
  client = new LanguageClient('zq', 'zq language server', serverOptions(command), {
    documentSelector: [{ scheme: 'file', language: 'zq' }, { scheme: 'untitled', language: 'zq' }],
  });
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('zq')) {
        vscode.window.showInformationMessage('zq: reload the window to apply the new settings.');
      }
    })
  );
  try {
    await client.start();
  } catch (err) {
    vscode.window.showErrorMessage(
      `zq: could not start "${command} lsp" (${err && err.message ? err.message : err}); ` +
        'set zq.path to the zq command, or zq.languageServer to false.'
    );
  }
}

async function deactivate() {
  if (client) {
    const c = client;
    client = undefined;
    await c.stop();
  }
}

module.exports = { activate, deactivate };
