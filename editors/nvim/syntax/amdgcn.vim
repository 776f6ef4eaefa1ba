" Minimal syntax for AMD GCN assembly (LLVM AMDGPU syntax). The VS Code grammar is fuller.
if exists('b:current_syntax')
  finish
endif

syn match amdgcnDirective  /\.\h[[:alnum:]_.$]*/
syn match amdgcnLabel      /^\s*[[:alpha:]_.$][[:alnum:]_.$]*:/
syn match amdgcnNumber     /\<-\?\d\+\(\.\d*\)\?\([eE][-+]\?\d\+\)\?\>/
syn match amdgcnNumber     /\<-\?0[xX]\x\+\>/
syn match amdgcnNumber     /\<-\?0[bB][01]\+\>/
syn match amdgcnRegister   /\<\(s\|v\|a\|ttmp\)\(\d\+\>\|\[\s*\d\+\s*\(:\s*\d\+\s*\)\?\]\)/
syn keyword amdgcnRegister vcc vcc_lo vcc_hi exec exec_lo exec_hi m0 scc vccz execz
syn keyword amdgcnRegister flat_scratch flat_scratch_lo flat_scratch_hi xnack_mask xnack_mask_lo xnack_mask_hi
syn keyword amdgcnRegister tba tba_lo tba_hi tma tma_lo tma_hi lds_direct
syn match amdgcnMnemonic   /\<[sv]_\w\+/
syn match amdgcnMnemonic   /\<\(ds\|buffer\|tbuffer\|image\|flat\|global\|scratch\)_\w\+/
syn match amdgcnFlow       /\<s_\(branch\|cbranch_\w\+\|call\w*\|setpc_b64\|swappc_b64\|endpgm\w*\|trap\|rfe\w*\)\>/
syn keyword amdgcnModifier glc slc dlc nv gds lds tfe lwe da r128 a16 d16 unorm off offen idxen addr64 clamp done vm compr
syn match amdgcnModifier   /\<\(offset[01]\?\|format\|dfmt\|nfmt\|dmask\|omod\|mul\|div\|row_mask\|bank_mask\|bound_ctrl\|quad_perm\|row_\w\+\|wave_\w\+\|dst_sel\|dst_unused\|src[01]_sel\|op_sel\(_hi\)\?\|neg_lo\|neg_hi\):/me=e-1
syn match amdgcnFunction   /\<\(hwreg\|sendmsg\|swizzle\|gpr_idx\|vmcnt\|expcnt\|lgkmcnt\|sext\|abs\|neg\)\ze\s*(/
syn region amdgcnString    start=/"/ skip=/\\./ end=/"/ oneline
syn match amdgcnComment    /;.*$/
syn match amdgcnComment    +//.*$+
syn region amdgcnComment   start=+/\*+ end=+\*/+

hi def link amdgcnDirective PreProc
hi def link amdgcnLabel     Label
hi def link amdgcnNumber    Number
hi def link amdgcnRegister  Identifier
hi def link amdgcnMnemonic  Statement
hi def link amdgcnFlow      Conditional
hi def link amdgcnModifier  StorageClass
hi def link amdgcnFunction  Function
hi def link amdgcnString    String
hi def link amdgcnComment   Comment

let b:current_syntax = 'amdgcn'
