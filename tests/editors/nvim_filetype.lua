-- Filetype detection of editors/nvim without setup(): plugin/gcnls.lua alone.
-- Writes JSON to GCNLS_E2E_OUT: {cases = {line -> bool}, files = {name -> filetype}}.
local out = { cases = {}, files = {} }
local ok, err = pcall(function()
  vim.cmd('runtime! plugin/gcnls.lua')
  vim.cmd('filetype on')
  local ft = require('gcnls.filetype')
  local cases = vim.json.decode(table.concat(vim.fn.readfile(vim.env.GCNLS_CASES), '\n'))
  for _, group in ipairs({ 'gcn', 'not_gcn' }) do
    for _, line in ipairs(cases[group]) do
      out.cases[line] = ft.is_gcn_line(line)
    end
  end
  for _, name in ipairs(vim.fn.readdir(vim.env.GCNLS_FILES)) do
    vim.cmd.edit(vim.fn.fnameescape(vim.env.GCNLS_FILES .. '/' .. name))
    out.files[name] = vim.bo.filetype
  end
  -- lsp/gcnls.lua gives a default config without setup(); setup() with no arguments works.
  out.default_cmd = vim.lsp.config.gcnls.cmd
  vim.cmd('%bwipeout!') -- nothing for vim.lsp.enable() to attach to
  require('gcnls').setup()
  local c = vim.lsp.config.gcnls
  out.setup_plain = { cmd = c.cmd, filetypes = c.filetypes, root_markers = c.root_markers, init_options = c.init_options, settings = c.settings }
  require('gcnls').setup({ mcpu = 'gfx900', llvm_mc_path = '/opt/llvm/bin/llvm-mc', settings = { crossCheck = { onSave = true } } })
  c = vim.lsp.config.gcnls
  out.setup_full = { init_options = c.init_options, settings = c.settings }
  out.commands = { vim.fn.exists(':GcnEncoding'), vim.fn.exists(':GcnCrossCheck') }
  -- the server's answer on a comment or label line (JSON nulls), and on an instruction
  local fmt = require('gcnls').format_encoding
  out.encodings = {
    fmt(vim.json.decode('{"text": null, "bytes": null, "words": null, "target": {"mcpu": "gfx900"}}')),
    fmt(vim.json.decode('{"text": "s_nop 0", "bytes": [0, 0, 128, 191], "words": [3212836864]}')),
  }
end)
if not ok then
  out.error = err
end
local f = assert(io.open(vim.env.GCNLS_E2E_OUT, 'w'))
f:write(vim.json.encode(out))
f:close()
vim.cmd('qa!')
