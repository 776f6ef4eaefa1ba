'use strict';
// VS Code client for gcnls. Plain CommonJS, no build step.

const vscode = require('vscode');
const { spawnSync } = require('child_process');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
const config = require('./config');

let extensionPath;
let output;
let statusItem;
let client; // LanguageClient once started
let starting; // Promise of the running start
const targets = new Map(); // document URI -> status text taken from the server
const sniffed = new Set(); // documents switched to amdgcn once already

function settings() {
  const c = vscode.workspace.getConfiguration('gcnls');
  return config.readSettings((key, def) => c.get(key, def));
}

async function showStartError(message, spec) {
  output.appendLine(message);
  const open = 'Open Settings';
  const pick = await vscode.window.showErrorMessage(message, open, 'Show Output');
  if (pick === open) vscode.commands.executeCommand('workbench.action.openSettings', spec ? spec.setting : 'gcnls.server');
  else if (pick) output.show(true);
}

async function startClient() {
  const s = settings();
  const spec = config.resolveServer(s);
  if (spec.error) {
    showStartError(spec.error, spec);
    return undefined;
  }
  // Start from the extension's folder, not the workspace: `python -m` puts the working
  // directory on sys.path, so a workspace could otherwise plant its own `gcnls`.
  const cwd = extensionPath;
  const problem = config.checkPython(spec, spawnSync, cwd);
  if (problem) {
    showStartError(problem, spec);
    return undefined;
  }
  output.appendLine(`Starting ${[spec.command, ...spec.args].join(' ')}`);
  const serverOptions = { command: spec.command, args: spec.args, transport: TransportKind.stdio, options: { cwd } };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'amdgcn' }, { scheme: 'untitled', language: 'amdgcn' }],
    initializationOptions: config.initializationOptions(s),
    synchronize: { configurationSection: 'gcnls' },
    outputChannel: output,
    // start() rejects as well; the error is shown once, below.
    initializationFailedHandler: (err) => {
      output.appendLine(`initialize failed: ${err && err.message}`);
      return false;
    },
  };
  const c = new LanguageClient('gcnls', 'GCN Assembly (gcnls)', serverOptions, clientOptions);
  try {
    await c.start();
  } catch (err) {
    showStartError(config.startFailureMessage(spec, err), spec);
    c.dispose().catch(() => {});
    return undefined;
  }
  return c;
}

/** The running client, starting it on first use. */
function ensureClient() {
  if (client) return Promise.resolve(client);
  if (!starting) {
    starting = startClient().then((c) => {
      client = c;
      starting = undefined;
      refreshStatus();
      return c;
    });
  }
  return starting;
}

async function stopClient() {
  const c = client || (starting && (await starting));
  client = undefined;
  starting = undefined;
  targets.clear();
  if (c) await c.stop().catch(() => {});
}

async function restart() {
  await stopClient();
  const c = await ensureClient();
  if (c) vscode.window.setStatusBarMessage('gcnls restarted', 3000);
}

function gcnEditor() {
  const editor = vscode.window.activeTextEditor;
  if (editor && editor.document.languageId === 'amdgcn') return editor;
  vscode.window.showInformationMessage('Open an AMD GCN assembly file first.');
  return undefined;
}

async function lineEncoding(c, editor) {
  const pos = editor.selection.active;
  return c.sendRequest('gcnls/lineEncoding', {
    textDocument: { uri: c.code2ProtocolConverter.asUri(editor.document.uri) },
    position: { line: pos.line, character: pos.character },
  });
}

async function showLineEncoding() {
  const editor = gcnEditor();
  const c = editor && (await ensureClient());
  if (!c) return;
  try {
    const res = await lineEncoding(c, editor);
    noteTarget(editor.document, res);
    const text = config.formatEncoding(res);
    output.appendLine(`${editor.document.fileName}:${editor.selection.active.line + 1}: ${text}`);
    vscode.window.showInformationMessage(text);
  } catch (err) {
    vscode.window.showErrorMessage(`gcnls/lineEncoding failed: ${err.message || err}`);
  }
}

async function crossCheck() {
  const editor = gcnEditor();
  const c = editor && (await ensureClient());
  if (!c) return;
  const uri = c.code2ProtocolConverter.asUri(editor.document.uri);
  try {
    const res = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: 'gcnls: cross-checking against llvm-mc' },
      () => c.sendRequest('workspace/executeCommand', { command: 'gcnls.crossCheck', arguments: [uri] }));
    const text = typeof res === 'string' ? res : res && (res.message || res.summary);
    vscode.window.showInformationMessage(text || 'Cross-check done; disagreements are listed in Problems.');
  } catch (err) {
    vscode.window.showErrorMessage(`Cross-check failed: ${err.message || err}`);
  }
}

function noteTarget(document, res) {
  if (res && res.target) {
    targets.set(document.uri.toString(), config.formatTarget(res.target, settings().mcpu));
    refreshStatus();
  }
}

/** Status bar: "gfx900 · GCN 1.4" as the server names the target, else the mcpu setting. */
function refreshStatus() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'amdgcn') {
    statusItem.hide();
    return;
  }
  const key = editor.document.uri.toString();
  statusItem.text = targets.get(key) || config.formatTarget(undefined, settings().mcpu);
  statusItem.tooltip = 'GCN target (gcnls). Click: show the encoding of the current line.';
  statusItem.show();
  if (client && !targets.has(key)) {
    targets.set(key, statusItem.text); // ask once per document
    lineEncoding(client, editor).then((res) => noteTarget(editor.document, res), () => {});
  }
}

/** .s/.S/.asm files that VS Code did not recognise but whose first lines show GCN. */
function sniff(document) {
  const key = document.uri.toString();
  if (sniffed.has(key)) return;
  const head = document.getText(new vscode.Range(0, 0, config.SNIFF_LINES, 0));
  if (config.shouldSwitchToGcn(document.fileName, document.languageId, head)) {
    sniffed.add(key);
    vscode.languages.setTextDocumentLanguage(document, 'amdgcn').then(undefined, () => {});
  }
}

function onOpen(document) {
  sniff(document);
  if (document.languageId === 'amdgcn') ensureClient();
}

function onConfiguration(e) {
  if (!e.affectsConfiguration('gcnls')) return;
  targets.clear();
  // The server reads llvmMcPath from its initialization options only: restart to apply it.
  const restartKeys = ['gcnls.server', 'gcnls.llvmMcPath'];
  if (restartKeys.some((k) => e.affectsConfiguration(k)) && (client || starting)) restart();
  else refreshStatus();
}

function activate(context) {
  extensionPath = context.extensionPath;
  output = vscode.window.createOutputChannel('GCN Assembly (gcnls)');
  statusItem = vscode.window.createStatusBarItem('gcnls.target', vscode.StatusBarAlignment.Right, 100);
  statusItem.name = 'GCN target';
  statusItem.command = 'gcnls.showLineEncoding';
  context.subscriptions.push(
    output,
    statusItem,
    vscode.commands.registerCommand('gcnls.crossCheckFile', crossCheck),
    vscode.commands.registerCommand('gcnls.restartServer', restart),
    vscode.commands.registerCommand('gcnls.showLineEncoding', showLineEncoding),
    vscode.workspace.onDidOpenTextDocument(onOpen),
    vscode.workspace.onDidChangeConfiguration(onConfiguration),
    vscode.window.onDidChangeActiveTextEditor(refreshStatus),
  );
  vscode.workspace.textDocuments.forEach(onOpen);
  refreshStatus();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
