-- Headless Neovim end-to-end check of editors/nvim with the real gcnls server.
-- Run by test_nvim.py: nvim --headless -u NONE --cmd "set rtp+=editors/nvim" -c "luafile nvim_e2e.lua"
-- Inputs (environment): GCNLS_E2E_FILE (a .s file), GCNLS_E2E_PYTHON, GCNLS_E2E_OUT (JSON written here),
-- GCNLS_E2E_TIMEOUT_MS. Positions below refer to the file test_nvim.py writes.
local timeout = tonumber(vim.env.GCNLS_E2E_TIMEOUT_MS or '20000')
-- GCNLS_E2E_HOVER_LINE: 0-based line of the hover/lineEncoding requests (default 3);
-- GCNLS_E2E_WAIT_DIAGNOSTICS=0: the file may have none, so do not wait for them.
local hover_line = tonumber(vim.env.GCNLS_E2E_HOVER_LINE or '3')
local wait_diagnostics = vim.env.GCNLS_E2E_WAIT_DIAGNOSTICS ~= '0'
local result = { done = false }

local function text_of(contents)
  if type(contents) == 'string' then
    return contents
  elseif type(contents) == 'table' then
    if contents.value then
      return contents.value
    end
    local parts = {}
    for _, c in ipairs(contents) do
      parts[#parts + 1] = text_of(c)
    end
    return table.concat(parts, '\n')
  end
  return ''
end

local function main()
  vim.cmd('filetype plugin on')
  vim.cmd('syntax on')
  require('gcnls').setup({
    cmd = { vim.env.GCNLS_E2E_PYTHON, '-m', 'gcnls', 'serve' },
    mcpu = 'gfx900',
  })
  local exited
  vim.lsp.config('gcnls', { on_exit = function(code) exited = code end })
  vim.cmd.edit(vim.fn.fnameescape(vim.env.GCNLS_E2E_FILE))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype

  local client
  result.attached = vim.wait(timeout, function()
    client = vim.lsp.get_clients({ bufnr = buf, name = 'gcnls' })[1]
    return client ~= nil or exited ~= nil
  end, 50)
  if not client then
    result.error = exited and ('gcnls exited with code ' .. exited .. ' (see lsp.log)')
      or 'gcnls did not start or initialize (see lsp.log)'
    return
  end
  result.server_info = client.server_info
  local exec = client.server_capabilities.executeCommandProvider
  result.commands = exec and exec.commands or {}

  -- Diagnostics (pushed; pulled ones land in vim.diagnostic as well).
  result.diagnostics_arrived = vim.wait(wait_diagnostics and timeout or 1000, function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.source == 'gcnls' then
        return true
      end
    end
    return false
  end, 50)
  vim.wait(300) -- let a follow-up publish settle
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp
    result.diagnostics[#result.diagnostics + 1] = {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      severity = d.severity, source = d.source, code = d.code, message = d.message,
      range = lsp and lsp.range or vim.NIL,
    }
  end

  local uri = vim.uri_from_bufnr(buf)
  local function request(method, params)
    local r, err = client:request_sync(method, params, timeout, buf)
    if not r then
      return { error = err or 'timeout' }
    end
    return { result = r.result == nil and vim.NIL or r.result, error = r.err and r.err.message or vim.NIL }
  end

  -- By default line 4 (0-based 3) is `s_load_dword s5, s[2:3], 0x4`.
  local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = hover_line, character = 2 } })
  result.hover_error = hover.error
  result.hover = type(hover.result) == 'table' and text_of(hover.result.contents) or vim.NIL

  local completion = request('textDocument/completion', {
    textDocument = { uri = uri },
    position = { line = 3, character = 4 },
    context = { triggerKind = 1 },
  })
  result.completion_error = completion.error
  local items = type(completion.result) == 'table' and (completion.result.items or completion.result) or {}
  result.completion_count = #items
  result.completion_has_s_load_dword = false
  for _, item in ipairs(items) do
    if item.label == 's_load_dword' then
      result.completion_has_s_load_dword = true
    end
  end
  result.completion_labels = {}
  for i, item in ipairs(items) do
    if i <= 200 then
      result.completion_labels[i] = item.label
    end
  end

  result.line_encoding = request('gcnls/lineEncoding', { textDocument = { uri = uri }, position = { line = hover_line, character = 2 } })
  result.done = true
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  result.error = err
end
local f = assert(io.open(vim.env.GCNLS_E2E_OUT, 'w'))
f:write(vim.json.encode(result))
f:close()
vim.cmd('qa!')
