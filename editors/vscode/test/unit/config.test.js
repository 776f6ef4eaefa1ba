'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const config = require('../../src/config');
const pkg = require('../../package.json');
const cases = require('../../../firstline-cases.json');

test('package.json firstLine is the regex config.js uses', () => {
  const lang = pkg.contributes.languages.find((l) => l.id === 'amdgcn');
  assert.equal(lang.firstLine, config.FIRST_LINE);
  assert.deepEqual(lang.extensions, config.GCN_EXTENSIONS);
  assert.ok(!lang.extensions.includes('.s'), '.s must not be claimed outright');
});

test('first line detection: GCN lines', () => {
  const re = new RegExp(config.FIRST_LINE);
  for (const line of cases.gcn) assert.ok(re.test(line), `should be GCN: ${JSON.stringify(line)}`);
});

test('first line detection: other assembly stays alone', () => {
  const re = new RegExp(config.FIRST_LINE);
  for (const line of cases.not_gcn) assert.ok(!re.test(line), `should not be GCN: ${JSON.stringify(line)}`);
});

test('sniffing looks at the first SNIFF_LINES lines of .s/.S/.asm files only', () => {
  const clang = '\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n';
  assert.ok(config.shouldSwitchToGcn('/x/k.s', 'plaintext', clang));
  assert.ok(config.shouldSwitchToGcn('/x/k.S', 'asm', clang));
  assert.ok(config.shouldSwitchToGcn('C:\\x\\k.asm', 'plaintext', clang));
  assert.ok(!config.shouldSwitchToGcn('/x/k.s', 'amdgcn', clang));
  assert.ok(!config.shouldSwitchToGcn('/x/k.txt', 'plaintext', clang));
  assert.ok(!config.shouldSwitchToGcn('/x/k.s', 'plaintext', '\t.file "a.c"\n\t.text\n'));
  const blank = '\n'.repeat(config.SNIFF_LINES - 1);
  assert.ok(config.shouldSwitchToGcn('/x/k.s', 'plaintext', `${blank}s_endpgm\n`));
  assert.ok(!config.shouldSwitchToGcn('/x/k.s', 'plaintext', `${blank}\ns_endpgm\n`));
  // Every bundled example is GCN by its content.
  const examples = path.join(__dirname, '../../../../examples');
  const names = fs.readdirSync(examples).filter((n) => /\.(s|S|asm)$/.test(n));
  assert.ok(names.length >= 3, names.join(' '));
  for (const name of names) {
    const text = fs.readFileSync(path.join(examples, name), 'utf8');
    assert.ok(config.shouldSwitchToGcn(path.join(examples, name), 'plaintext', text), name);
  }
});

function getter(values) {
  return (key, def) => (key in values ? values[key] : def);
}

test('settings and initializationOptions', () => {
  const s = config.readSettings(getter({ mcpu: ' gfx803 ', 'crossCheck.onSave': true, llvmMcPath: '/opt/llvm/bin/llvm-mc' }));
  assert.equal(s.serverPath, 'gcnls');
  assert.equal(s.serverPython, '');
  assert.deepEqual(config.initializationOptions(s), {
    mcpu: 'gfx803',
    crossCheck: { onSave: true },
    llvmMcPath: '/opt/llvm/bin/llvm-mc',
  });
  const d = config.readSettings(getter({}));
  assert.deepEqual(config.initializationOptions(d), { crossCheck: { onSave: false } });
});

function fakeBin(dir, name) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return file;
}

test('server command: gcnls on PATH, absolute path, python -m', { skip: process.platform === 'win32' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gcnls-'));
  const exe = fakeBin(dir, 'gcnls');
  const env = { PATH: `/nonexistent:${dir}` };

  const onPath = config.resolveServer(config.readSettings(getter({})), env);
  assert.deepEqual(onPath, { command: exe, args: ['serve'], setting: 'gcnls.server.path' });

  const abs = config.resolveServer(config.readSettings(getter({ 'server.path': exe })), { PATH: '' });
  assert.equal(abs.command, exe);

  const py = fakeBin(dir, 'python3');
  const viaPy = config.resolveServer(config.readSettings(getter({ 'server.python': py, 'server.path': '/x' })), env);
  assert.deepEqual(viaPy, { command: py, args: ['-m', 'gcnls', 'serve'], setting: 'gcnls.server.python' });
});

test('server command: errors name the setting to fix', () => {
  const missing = config.resolveServer(config.readSettings(getter({})), { PATH: '/nonexistent' });
  assert.match(missing.error, /not found on PATH/);
  assert.match(missing.error, /gcnls\.server\.path/);

  const relative = config.resolveServer(config.readSettings(getter({ 'server.path': './gcnls' })), { PATH: '' });
  assert.match(relative.error, /gcnls\.server\.path/);

  const py = config.resolveServer(config.readSettings(getter({ 'server.python': '/nonexistent/python' })), {});
  assert.match(py.error, /gcnls\.server\.python/);
});

test('the current directory is not searched', { skip: process.platform === 'win32' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gcnls-cwd-'));
  fakeBin(dir, 'gcnls');
  const old = process.cwd();
  process.chdir(dir);
  try {
    assert.equal(config.findExecutable('gcnls', { PATH: '.:' }), null);
  } finally {
    process.chdir(old);
  }
});

test('python preflight: a Python without gcnls is reported with the setting', () => {
  const spec = { command: process.execPath, args: ['-m', 'gcnls', 'serve'], setting: 'gcnls.server.python' };
  // node is no Python: `-c "import gcnls"` fails like a Python without gcnls would.
  const msg = config.checkPython(spec, spawnSync, os.tmpdir());
  assert.match(msg, /cannot import gcnls/);
  assert.match(msg, /gcnls\.server\.python/);

  const gone = config.checkPython({ ...spec, command: '/nonexistent/python3' }, spawnSync, os.tmpdir());
  assert.match(gone, /ENOENT/);

  const ok = config.checkPython(spec, () => ({ status: 0 }), os.tmpdir());
  assert.equal(ok, null);
  assert.equal(config.checkPython({ command: 'gcnls', args: ['serve'] }, spawnSync), null);
});

test('start failure message', () => {
  const spec = { command: '/usr/bin/gcnls', args: ['serve'], setting: 'gcnls.server.path' };
  const err = Object.assign(new Error('spawn /usr/bin/gcnls ENOENT'), { code: 'ENOENT' });
  const msg = config.startFailureMessage(spec, err);
  assert.match(msg, /\/usr\/bin\/gcnls serve/);
  assert.match(msg, /not found/);
  assert.match(msg, /gcnls\.server\.path/);
});

test('status bar text', () => {
  assert.equal(config.formatTarget({ mcpu: 'gfx900', gcn: 'GCN 1.4' }, ''), 'gfx900 · GCN 1.4');
  assert.equal(config.formatTarget({ processor: 'gfx803', generation: 'gfx8' }, ''), 'gfx803 · gfx8');
  assert.equal(config.formatTarget('gfx900 · GCN 1.4', 'x'), 'gfx900 · GCN 1.4');
  assert.equal(config.formatTarget('gfx906 (GCN 1.4, gfx9; from the target directive on line 1)', ''), 'gfx906 · GCN 1.4');
  assert.equal(config.formatTarget({ mcpu: 'tonga', gcn: '1.2' }, ''), 'tonga · GCN 1.2');
  assert.equal(config.formatTarget({ mcpu: 'gfx900', title: 'GCN 1.4', generation: 'gfx9' }, ''), 'gfx900 · GCN 1.4');
  // as gcnls/lineEncoding answers
  assert.equal(config.formatTarget({ generation: 'gfx9', source: 'directive', mcpu: 'gfx900', title: 'GCN 1.4' }, ''),
    'gfx900 · GCN 1.4');
  assert.equal(config.formatTarget(undefined, 'gfx700'), 'gfx700');
  assert.equal(config.formatTarget(null, ''), 'GCN');
});

test('encoding text', () => {
  const text = config.formatEncoding({
    text: 's_load_dword s5, s[2:3], 0x4',
    bytes: [0x41, 0x01, 0x02, 0xc0, 0x04, 0x00, 0x00, 0x00],
    words: [0xc0020141, 0x4],
  });
  assert.match(text, /\[0x41,0x01,0x02,0xc0,0x04,0x00,0x00,0x00\]/);
  assert.match(text, /0xc0020141/);
  const asServer = config.formatEncoding({
    text: 's_load_dword s5, s[2:3], 0x4',
    bytes: '[0x41,0x01,0x02,0xc0,0x04,0x00,0x00,0x00]',
    words: [3221356865, 4],
  });
  assert.equal(asServer, 's_load_dword s5, s[2:3], 0x4  [0x41,0x01,0x02,0xc0,0x04,0x00,0x00,0x00]  words [0xc0020141,0x00000004]');
  assert.equal(config.formatEncoding(null), 'No instruction on this line.');
  // what the server answers on a comment or a label line
  const none = { text: null, bytes: null, words: null, target: { mcpu: 'gfx900' } };
  assert.equal(config.formatEncoding(none), 'No instruction on this line.');
});
