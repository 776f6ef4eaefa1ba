-- Neovim set-up for tools/screenshot_nvim.sh: the README's set-up plus a scripted hover.
vim.opt.rtp:append(vim.env.GCNLS_ROOT .. '/editors/nvim')
vim.cmd('filetype plugin on')
vim.cmd('syntax on')
vim.opt.termguicolors = true
vim.opt.number = true
vim.opt.laststatus = 2
vim.opt.showmode = false
vim.opt.shortmess:append('I')
vim.diagnostic.config({ virtual_text = true }) -- as the README says: Neovim 0.11 shows none by default
require('gcnls').setup({ cmd = { vim.env.GCNLS_BIN, 'serve' } })

-- examples/kernel.s on top with a hover open, examples/mistakes.s below (diagnostics).
vim.cmd.edit(vim.env.GCNLS_ROOT .. '/examples/kernel.s')
vim.cmd('belowright split ' .. vim.env.GCNLS_ROOT .. '/examples/mistakes.s')
vim.cmd('resize 9 | wincmd k')
local function ready(buf)
  return #vim.lsp.get_clients({ bufnr = buf, name = 'gcnls' }) > 0
end
local function hover_when_ready()
  local kernel = vim.fn.bufnr('kernel.s')
  if not (ready(kernel) and #vim.diagnostic.get(vim.fn.bufnr('mistakes.s')) >= 6) then
    return vim.defer_fn(hover_when_ready, 200)
  end
  vim.api.nvim_set_current_win(vim.fn.bufwinid(kernel))
  vim.api.nvim_win_set_cursor(0, { 7, 3 }) -- `s_load_dword s6, s[0:1], 0x8 glc`
  vim.lsp.buf.hover({ border = 'rounded', max_width = 78, max_height = 22 })
end
-- After start-up: the moves of VimEnter would close a float opened earlier.
vim.api.nvim_create_autocmd('VimEnter', { callback = function() vim.defer_fn(hover_when_ready, 300) end })
