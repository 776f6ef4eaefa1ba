'use strict';
// Logic of the VS Code client that does not need VS Code: settings, server command,
// GCN detection, message texts. Tested with `node --test test/unit/`.

const fs = require('fs');
const path = require('path');

// A line that shows a file is GCN assembly: a GCN directive, a gcnls modeline, or an
// instruction with a GCN mnemonic prefix (after an optional label). package.json's
// `firstLine` holds the same source (VS Code applies it to line 1 only); the unit tests
// keep the two equal, and editors/nvim/lua/gcnls/filetype.lua has the same rules.
const FIRST_LINE =
  '^\\s*(?:\\.(?:amdgcn|amdgpu|amdhsa_|amd_amdgpu_isa|amd_kernel_code_t|hsa_code_object_)' +
  '|\\.gpu\\s+\\w|\\.arch\\s+(?:gcn|gfx|GCN)|(?:;|//|/\\*|#)\\s*gcnls:' +
  '|(?:[A-Za-z_.$][\\w.$]*:\\s*)?(?:s|v|ds|buffer|tbuffer|flat|global|scratch|image)_\\w+(?:\\s|$))';
const FIRST_LINE_RE = new RegExp(FIRST_LINE);

const GCN_EXTENSIONS = ['.gcn', '.amdgcn', '.isa'];
const SNIFFED_EXTENSIONS = ['.s', '.S', '.asm'];
const SNIFF_LINES = 30;

/** True when one of the first SNIFF_LINES lines shows GCN assembly. */
function looksLikeGcn(text) {
  const lines = String(text).split(/\r?\n/, SNIFF_LINES);
  return lines.some((line) => FIRST_LINE_RE.test(line));
}

/** Whether a document that VS Code did not classify as amdgcn should become amdgcn. */
function shouldSwitchToGcn(fileName, languageId, text) {
  if (languageId === 'amdgcn') return false;
  if (!SNIFFED_EXTENSIONS.includes(path.extname(fileName))) return false;
  return looksLikeGcn(text);
}

/** The extension's settings from a getter like WorkspaceConfiguration.get. */
function readSettings(get) {
  const str = (key) => {
    const v = get(key, '');
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    serverPath: str('server.path') || 'gcnls',
    serverPython: str('server.python'),
    mcpu: str('mcpu'),
    crossCheckOnSave: get('crossCheck.onSave', false) === true,
    llvmMcPath: str('llvmMcPath'),
  };
}

/** initializationOptions for the server; unset values are left out. */
function initializationOptions(settings) {
  const options = { crossCheck: { onSave: settings.crossCheckOnSave } };
  if (settings.mcpu) options.mcpu = settings.mcpu;
  if (settings.llvmMcPath) options.llvmMcPath = settings.llvmMcPath;
  return options;
}

function isExecutableFile(file) {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    if (process.platform !== 'win32') fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Absolute path of an executable: `name` itself when it contains a path separator,
 * else the first match on PATH. The current directory is never searched (a workspace
 * must not be able to plant a `gcnls` that gets run). Returns null when not found.
 */
function findExecutable(name, env = process.env, platform = process.platform) {
  const exts = platform === 'win32'
    ? ['', ...(env.PATHEXT || '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean)]
    : [''];
  const candidates = (base) => exts.map((e) => base + e);
  if (name.includes('/') || (platform === 'win32' && name.includes('\\'))) {
    if (!path.isAbsolute(name)) return null;
    return candidates(name).find(isExecutableFile) || null;
  }
  const sep = platform === 'win32' ? ';' : ':';
  const dirs = (env.PATH || env.Path || '').split(sep).filter((d) => d && path.isAbsolute(d));
  for (const dir of dirs) {
    const hit = candidates(path.join(dir, name)).find(isExecutableFile);
    if (hit) return hit;
  }
  return null;
}

/**
 * How to start the server: `{command, args, setting}` or `{error, setting}`.
 * `setting` names the setting a user changes to fix a failure.
 */
function resolveServer(settings, env = process.env, platform = process.platform) {
  if (settings.serverPython) {
    const setting = 'gcnls.server.python';
    const python = findExecutable(settings.serverPython, env, platform);
    if (!python) {
      return {
        setting,
        error: `Python interpreter "${settings.serverPython}" not found. ` +
          `Set "${setting}" to an absolute path of a Python that has gcnls installed.`,
      };
    }
    return { command: python, args: ['-m', 'gcnls', 'serve'], setting };
  }
  const setting = 'gcnls.server.path';
  const exe = findExecutable(settings.serverPath, env, platform);
  if (!exe) {
    const where = settings.serverPath.includes('/') || settings.serverPath.includes('\\')
      ? 'does not exist or is not executable' : 'was not found on PATH';
    return {
      setting,
      error: `The gcnls language server "${settings.serverPath}" ${where}. ` +
        `Install it from the gcnls checkout (pipx install /path/to/gcnls), set "${setting}" to its absolute path, ` +
        'or set "gcnls.server.python" to a Python that has gcnls installed.',
    };
  }
  return { command: exe, args: ['serve'], setting };
}

/**
 * For `<python> -m gcnls serve`: check that the interpreter can import gcnls before the
 * client starts it, because a wrong interpreter otherwise only shows up as a closed
 * connection. Returns null when fine, else a message naming the setting.
 */
function checkPython(spec, spawnSync, cwd) {
  if (!spec.args || spec.args[0] !== '-m') return null;
  const r = spawnSync(spec.command, ['-c', 'import gcnls'], { cwd, timeout: 20000, encoding: 'utf8' });
  if (r.error) {
    return `Cannot run "${spec.command}" (${r.error.code || r.error.message}). Fix "${spec.setting}".`;
  }
  if (r.status !== 0) {
    const lines = String(r.stderr || '').trim().split(/\r?\n/);
    return `"${spec.command}" cannot import gcnls (${lines[lines.length - 1] || 'exit ' + r.status}). ` +
      `Install gcnls into that interpreter or fix "${spec.setting}".`;
  }
  return null;
}

/** Message for a server that failed to start or died while starting. */
function startFailureMessage(spec, err) {
  const detail = err && (err.code === 'ENOENT' ? `"${spec.command}" not found` : err.message || String(err));
  return `gcnls could not be started with "${[spec.command, ...(spec.args || [])].join(' ')}"` +
    (detail ? `: ${detail}` : '') + `. Check the setting "${spec.setting}".`;
}

/** Status bar text from the `target` of a gcnls/lineEncoding answer, else the mcpu setting. */
function formatTarget(target, mcpu) {
  if (typeof target === 'string' && target.trim()) {
    // "gfx900 (GCN 1.4, gfx9; from ...)" -> "gfx900 · GCN 1.4"
    const m = /^(\S+)\s*\(([^,;)]+)/.exec(target.trim());
    return m ? `${m[1]} · ${m[2].trim()}` : target.trim();
  }
  if (target && typeof target === 'object') {
    const name = target.mcpu || target.processor || target.cpu || target.name || mcpu;
    let gen = target.title || target.label || target.gcn || target.family || target.generation;
    if (typeof gen === 'string' && /^\d+(\.\d+)*$/.test(gen)) gen = `GCN ${gen}`;
    if (name && gen && gen !== name) return `${name} · ${gen}`;
    if (name || gen) return name || gen;
  }
  return mcpu || 'GCN';
}

function hexList(values, width) {
  return '[' + values.map((v) => '0x' + Number(v).toString(16).padStart(width, '0')).join(',') + ']';
}

/** One-line text for a gcnls/lineEncoding answer, e.g. "s_nop 0  [0x00,0x00,0x80,0xbf]". */
function formatEncoding(res) {
  // The server answers {text: null, bytes: null, ...} for comments, labels and lines
  // without an encoded instruction.
  if (!res || (res.text == null && res.bytes == null)) return 'No instruction on this line.';
  let bytes = res.bytes;
  if (Array.isArray(bytes)) bytes = hexList(bytes, 2);
  let words = res.words;
  if (Array.isArray(words)) words = hexList(words, 8);
  const parts = [res.text, bytes, words ? `words ${words}` : ''].filter(Boolean);
  return parts.join('  ');
}

module.exports = {
  FIRST_LINE,
  SNIFF_LINES,
  GCN_EXTENSIONS,
  SNIFFED_EXTENSIONS,
  looksLikeGcn,
  shouldSwitchToGcn,
  readSettings,
  initializationOptions,
  findExecutable,
  resolveServer,
  checkPython,
  startFailureMessage,
  formatTarget,
  formatEncoding,
};
