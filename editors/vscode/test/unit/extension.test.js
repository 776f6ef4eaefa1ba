'use strict';
// Loads src/extension.js (and vscode-languageclient) against a stand-in `vscode` module:
// checks that the client's dependencies resolve and that activate() registers every
// command package.json contributes. VS Code itself is not available to the tests.
// GCNLS_EXTENSION_DIR=<unpacked .vsix>/extension runs the same check on a packaged client.
const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('module');
const path = require('path');
const os = require('os');

const root = path.resolve(process.env.GCNLS_EXTENSION_DIR || path.join(__dirname, '../..'));
const pkg = require(path.join(root, 'package.json'));

function standIn(record) {
  // Any property is a constructible function that returns another stand-in.
  const make = (name) => new Proxy(function () {}, {
    get(target, prop) {
      if (prop === 'then') return undefined; // not a promise
      if (prop === Symbol.toPrimitive) return () => name;
      if (prop === 'prototype') return target.prototype;
      const full = `${name}.${String(prop)}`;
      if (record.overrides[full]) return record.overrides[full];
      return make(full);
    },
    set() {
      return true;
    },
    apply(_t, _this, args) {
      record.calls.push([name, args]);
      return make(`${name}()`);
    },
    construct() {
      return make(`new ${name}`);
    },
  });
  return make('vscode');
}

test('extension loads and registers the contributed commands', () => {
  const record = { calls: [], overrides: {} };
  record.overrides['vscode.workspace.textDocuments'] = [];
  record.overrides['vscode.window.activeTextEditor'] = undefined;
  const vscode = standIn(record);
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (request === 'vscode') return 'vscode';
    return resolve.call(this, request, ...rest);
  };
  require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: vscode };
  try {
    const ext = require(path.join(root, pkg.main));
    assert.equal(typeof ext.activate, 'function');
    assert.equal(typeof ext.deactivate, 'function');
    const subscriptions = [];
    ext.activate({ extensionPath: root, subscriptions, globalStorageUri: os.tmpdir() });
    const registered = record.calls
      .filter(([name]) => name === 'vscode.commands.registerCommand')
      .map(([, args]) => args[0]);
    const contributed = pkg.contributes.commands.map((c) => c.command);
    assert.deepEqual(registered.sort(), contributed.sort());
    assert.ok(!registered.includes('gcnls.crossCheck'), 'gcnls.crossCheck belongs to the server');
    assert.ok(subscriptions.length >= contributed.length);
  } finally {
    Module._resolveFilename = resolve;
    delete require.cache.vscode;
  }
});

test('restricted settings are machine-scoped and listed for untrusted workspaces', () => {
  const props = pkg.contributes.configuration.properties;
  const restricted = pkg.capabilities.untrustedWorkspaces.restrictedConfigurations;
  assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
  for (const key of ['gcnls.llvmMcPath', 'gcnls.server.path', 'gcnls.server.python']) {
    assert.equal(props[key].scope, 'machine', key);
    assert.ok(restricted.includes(key), key);
  }
  for (const key of ['gcnls.mcpu', 'gcnls.crossCheck.onSave', 'gcnls.trace.server']) assert.ok(props[key], key);
});

test('every bundled example opened as plain text or asm is switched to amdgcn', () => {
  const fs = require('fs');
  const examples = path.join(__dirname, '../../../../examples');
  const names = fs.readdirSync(examples).filter((n) => /\.(s|S|asm)$/.test(n));
  assert.ok(names.length >= 3, names.join(' '));
  const docs = names.map((name, i) => {
    const fileName = path.join(examples, name);
    const text = fs.readFileSync(fileName, 'utf8');
    return {
      fileName,
      languageId: i % 2 ? 'asm' : 'plaintext',
      uri: { toString: () => `file://${fileName}` },
      getText: () => text, // the stand-in Range is opaque: the whole text is at most what is asked
    };
  });
  docs.push({ fileName: '/x/x86.s', languageId: 'asm', uri: { toString: () => 'file:///x/x86.s' },
    getText: () => '\t.file "a.c"\n\t.text\n\tmovl $1, %eax\n' });
  const switched = [];
  const record = { calls: [], overrides: {} };
  record.overrides['vscode.workspace.textDocuments'] = docs;
  record.overrides['vscode.window.activeTextEditor'] = undefined;
  record.overrides['vscode.languages.setTextDocumentLanguage'] = (doc, lang) => {
    switched.push([path.basename(doc.fileName), lang]);
    return Promise.resolve(doc);
  };
  const vscode = standIn(record);
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (request === 'vscode') return 'vscode';
    return resolve.call(this, request, ...rest);
  };
  require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: vscode };
  const main = require.resolve(path.join(root, pkg.main));
  delete require.cache[main];
  try {
    require(main).activate({ extensionPath: root, subscriptions: [], globalStorageUri: os.tmpdir() });
    assert.deepEqual(switched, names.map((n) => [n, 'amdgcn']));
  } finally {
    Module._resolveFilename = resolve;
    delete require.cache.vscode;
    delete require.cache[main];
  }
});
