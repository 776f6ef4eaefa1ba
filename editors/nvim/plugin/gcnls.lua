-- Loaded from the runtime path: filetype detection works without calling setup().
if vim.g.loaded_gcnls then
  return
end
vim.g.loaded_gcnls = true
require('gcnls.filetype').register()
