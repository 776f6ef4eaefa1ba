-- Loaded from the runtime path: filetype detection works without calling setup().
if vim.g.loaded_gcnls then
  return
end
vim.g.loaded_gcnls = true
require('gcnls.filetype').register()
-- Say so when the server cannot start: vim.lsp.enable() alone stays silent about it.
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'amdgcn',
  group = vim.api.nvim_create_augroup('gcnls_check', { clear = true }),
  callback = function()
    require('gcnls').check_executable()
  end,
})
