-- Filetype detection for AMD GCN assembly (filetype `amdgcn`).
-- .gcn/.amdgcn/.isa always; .s/.S/.asm when one of the first lines shows GCN: a GCN
-- directive (.amdgcn_target, .amdhsa_*, .hsa_code_object_*, ...), a gcnls modeline, or an
-- instruction with a GCN mnemonic prefix (s_, v_, ds_, buffer_, ...). The rules are those
-- of the VS Code extension (editors/firstline-cases.json tests both).
local M = {}

M.sniff_lines = 30

-- Lua patterns for the VS Code `FIRST_LINE` regex.
M.patterns = {
  '^%s*%.amdgcn',
  '^%s*%.amdgpu',
  '^%s*%.amdhsa_',
  '^%s*%.amd_amdgpu_isa',
  '^%s*%.amd_kernel_code_t',
  '^%s*%.hsa_code_object_',
  '^%s*%.gpu%s+[%w_]',
  '^%s*%.arch%s+gcn',
  '^%s*%.arch%s+gfx',
  '^%s*%.arch%s+GCN',
  '^%s*;%s*gcnls:',
  '^%s*//%s*gcnls:',
  '^%s*/%*%s*gcnls:',
  '^%s*#%s*gcnls:',
}

-- Mnemonic prefixes of GCN instructions (an optional `label:` may come first); the
-- mnemonic must end the line or be followed by a blank, so `s_foo:` (a label) is not one.
M.mnemonic_prefixes = { 's', 'v', 'ds', 'buffer', 'tbuffer', 'flat', 'global', 'scratch', 'image' }
for _, prefix in ipairs(M.mnemonic_prefixes) do
  for _, lead in ipairs({ '^%s*', '^%s*[%a_.$][%w_.$]*:%s*' }) do
    M.patterns[#M.patterns + 1] = lead .. prefix .. '_[%w_]+%s'
    M.patterns[#M.patterns + 1] = lead .. prefix .. '_[%w_]+$'
  end
end

--- True when `line` shows GCN assembly.
function M.is_gcn_line(line)
  for _, pat in ipairs(M.patterns) do
    if line:find(pat) then
      return true
    end
  end
  return false
end

--- True when one of the first `M.sniff_lines` of `lines` shows GCN assembly.
function M.is_gcn(lines)
  for i = 1, math.min(#lines, M.sniff_lines) do
    if M.is_gcn_line(lines[i]) then
      return true
    end
  end
  return false
end

--- vim.filetype pattern callback: 'amdgcn' or nil (nil lets the usual `asm` detection run).
function M.detect(_, bufnr)
  if bufnr and vim.api.nvim_buf_is_valid(bufnr) then
    if M.is_gcn(vim.api.nvim_buf_get_lines(bufnr, 0, M.sniff_lines, false)) then
      return 'amdgcn'
    end
  end
end

local registered = false

function M.register()
  if registered then
    return
  end
  registered = true
  vim.filetype.add({
    extension = { gcn = 'amdgcn', amdgcn = 'amdgcn', isa = 'amdgcn' },
    pattern = {
      ['.*%.[sS]'] = { M.detect, { priority = 10 } },
      ['.*%.asm'] = { M.detect, { priority = 10 } },
    },
  })
end

return M
