-- gcnls for Neovim >= 0.11: require('gcnls').setup({ ... })
local M = {}

M.defaults = {
  cmd = { 'gcnls', 'serve' }, -- or { '/path/to/venv/bin/python', '-m', 'gcnls', 'serve' }
  filetypes = { 'amdgcn' },
  root_markers = { '.git' },
  mcpu = nil, -- e.g. 'gfx900'; nil: the file's .amdgcn_target or the server's default
  cross_check_on_save = false, -- run llvm-mc on save and report disagreements
  llvm_mc_path = nil, -- absolute path of llvm-mc or llvm-mc-NN for cross-checks (initialization option only); nil: $GCNLS_LLVM_MC, else found on PATH
  settings = {}, -- more server settings, spelled as the server does (e.g. crossCheck = { onSave = true })
  on_attach = nil,
  capabilities = nil,
  enable = true, -- call vim.lsp.enable('gcnls')
}

--- The `gcnls` settings table (also sent as initializationOptions).
function M.server_settings(opts)
  local s = { crossCheck = { onSave = opts.cross_check_on_save == true } }
  if opts.mcpu and opts.mcpu ~= '' then
    s.mcpu = opts.mcpu
  end
  if opts.llvm_mc_path and opts.llvm_mc_path ~= '' then
    s.llvmMcPath = opts.llvm_mc_path
  end
  return vim.tbl_deep_extend('force', s, opts.settings or {})
end

local function client(bufnr)
  return vim.lsp.get_clients({ bufnr = bufnr or 0, name = 'gcnls' })[1]
end

local function hex_list(values, width)
  local out = {}
  for i, v in ipairs(values) do
    out[i] = string.format('0x%0' .. width .. 'x', v)
  end
  return '[' .. table.concat(out, ',') .. ']'
end

--- One line of text for a gcnls/lineEncoding answer.
function M.format_encoding(res)
  local function given(v)
    return v ~= nil and v ~= vim.NIL
  end
  -- The server answers {text = null, bytes = null, ...} for comments, labels and lines
  -- without an encoded instruction.
  if type(res) ~= 'table' or not (given(res.text) or given(res.bytes)) then
    return 'No instruction on this line.'
  end
  local bytes = type(res.bytes) == 'table' and hex_list(res.bytes, 2) or res.bytes
  local parts = { res.text, bytes }
  return table.concat(vim.tbl_filter(function(p)
    return type(p) == 'string' and p ~= ''
  end, parts), '  ')
end

--- :GcnEncoding, the encoding of the instruction under the cursor.
function M.show_line_encoding()
  local c = client(0)
  if not c then
    return vim.notify('gcnls is not attached to this buffer', vim.log.levels.WARN)
  end
  local params = vim.lsp.util.make_position_params(0, c.offset_encoding)
  c:request('gcnls/lineEncoding', params, function(err, res)
    if err then
      return vim.notify('gcnls/lineEncoding: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
    end
    vim.notify(M.format_encoding(res))
  end, 0)
end

--- :GcnCrossCheck, assemble the buffer with llvm-mc and report disagreements.
function M.cross_check()
  local c = client(0)
  if not c then
    return vim.notify('gcnls is not attached to this buffer', vim.log.levels.WARN)
  end
  local params = { command = 'gcnls.crossCheck', arguments = { vim.uri_from_bufnr(0) } }
  c:request('workspace/executeCommand', params, function(err, res)
    if err then
      return vim.notify('cross-check: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
    end
    local text = type(res) == 'string' and res or (type(res) == 'table' and (res.message or res.summary))
    vim.notify(text or 'cross-check done; see diagnostics')
  end, 0)
end

local warned = false

--- Warn once when the server command of the gcnls config is not an executable: without
--- it a buffer would silently get no diagnostics. Returns the message (nil when fine).
function M.check_executable()
  local cfg = vim.lsp.config.gcnls
  local cmd = cfg and cfg.cmd
  if type(cmd) ~= 'table' or type(cmd[1]) ~= 'string' or vim.fn.executable(cmd[1]) == 1 then
    return nil
  end
  local msg = ("gcnls: cannot start the language server: '%s' is not an executable on PATH. "
    .. "Install gcnls (python3 -m venv ~/.venvs/gcnls && ~/.venvs/gcnls/bin/pip install /path/to/gcnls) "
    .. "and put its bin/ on PATH, or call require('gcnls').setup({ cmd = { '/path/to/venv/bin/gcnls', 'serve' } }).")
    :format(cmd[1])
  if not warned then
    warned = true
    vim.notify(msg, vim.log.levels.WARN)
  end
  return msg
end

function M.setup(opts)
  opts = vim.tbl_extend('force', M.defaults, opts or {})
  require('gcnls.filetype').register()
  local s = M.server_settings(opts)
  local workspace_settings = vim.deepcopy(s)
  workspace_settings.llvmMcPath = nil
  local config = {
    cmd = opts.cmd,
    filetypes = opts.filetypes,
    root_markers = opts.root_markers,
    init_options = s,
    -- The server answers workspace/configuration with these, which never choose a
    -- program: llvmMcPath goes in the initialization options only.
    settings = { gcnls = workspace_settings },
  }
  config.on_attach = opts.on_attach
  config.capabilities = opts.capabilities
  vim.lsp.config('gcnls', config)
  vim.api.nvim_create_user_command('GcnEncoding', M.show_line_encoding, { desc = 'gcnls: encoding of the current line' })
  vim.api.nvim_create_user_command('GcnCrossCheck', M.cross_check, { desc = 'gcnls: cross-check the buffer against llvm-mc' })
  if opts.enable then
    vim.lsp.enable('gcnls')
  end
end

return M
