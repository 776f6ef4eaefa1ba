-- Default configuration: `vim.lsp.enable('gcnls')` alone works when `gcnls` is on PATH.
-- require('gcnls').setup() adds settings on top (vim.lsp.config merges).
return {
  cmd = { 'gcnls', 'serve' },
  filetypes = { 'amdgcn' },
  root_markers = { '.git' },
}
