; SYNTAX TEST "source.amdgcn" "mnemonics by class"
  s_add_u32 s0, s1, s2
; ^^^^^^^^^ keyword.other.mnemonic.scalar.amdgcn
  v_add_f32_e32 v0, v1, v2
; ^^^^^^^^^^^^^ keyword.other.mnemonic.vector.amdgcn
  v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD
; ^^^^^^^^^^^^^^ keyword.other.mnemonic.vector.amdgcn
;                       ^^^^^^^ storage.modifier.amdgcn
;                               ^^^^^^ support.constant.amdgcn
;                                                 ^^^^^^^^^^ support.constant.amdgcn
  ds_read_b32 v0, v1 offset:16 gds
; ^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                    ^^^^^^ storage.modifier.amdgcn
;                          ^ punctuation.separator.key-value.amdgcn
;                           ^^ constant.numeric.decimal.amdgcn
;                              ^^^ storage.modifier.amdgcn
  ds_write2_b32 v0, v1, v2 offset0:4 offset1:8
; ^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                          ^^^^^^^ storage.modifier.amdgcn
;                                    ^^^^^^^ storage.modifier.amdgcn
  buffer_load_dword v1, off, s[8:11], s3 offset:0x10 glc slc
; ^^^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                       ^^^ storage.modifier.amdgcn
;                                        ^^^^^^ storage.modifier.amdgcn
;                                               ^^^^ constant.numeric.hex.amdgcn
;                                                    ^^^ storage.modifier.amdgcn
;                                                        ^^^ storage.modifier.amdgcn
  tbuffer_load_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1
; ^^^^^^^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                                        ^^^^ storage.modifier.amdgcn
;                                                 ^^^^ storage.modifier.amdgcn
  image_load v[0:3], v0, s[0:7] dmask:0xf unorm
; ^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                               ^^^^^ storage.modifier.amdgcn
;                                         ^^^^^ storage.modifier.amdgcn
  flat_load_dword v0, v[0:1] glc
; ^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
  global_store_dword v[0:1], v2, off nv
; ^^^^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                                    ^^ storage.modifier.amdgcn
  scratch_load_dword v0, off, s0 offset:-4
; ^^^^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
;                                       ^^ constant.numeric.decimal.amdgcn
  s_load_dword s5, s[2:3], 0x4
; ^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
  s_buffer_load_dwordx4 s[0:3], s[4:7], 0x10
; ^^^^^^^^^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
  s_store_dword s1, s[2:3], 0x0 glc
; ^^^^^^^^^^^^^ keyword.other.mnemonic.memory.amdgcn
  s_branch .LBB0_1
; ^^^^^^^^ keyword.control.flow.amdgcn
;          ^^^^^^^ variable.other.label.amdgcn
  s_cbranch_execz skip
; ^^^^^^^^^^^^^^^ keyword.control.flow.amdgcn
;                 ^^^^ variable.other.label.amdgcn
  s_cbranch_vccnz loop
; ^^^^^^^^^^^^^^^ keyword.control.flow.amdgcn
  s_call_b64 s[30:31], func
; ^^^^^^^^^^ keyword.control.flow.amdgcn
;                      ^^^^ variable.other.label.amdgcn
  s_setpc_b64 s[30:31]
; ^^^^^^^^^^^ keyword.control.flow.amdgcn
  s_swappc_b64 s[30:31], s[4:5]
; ^^^^^^^^^^^^ keyword.control.flow.amdgcn
  s_endpgm
; ^^^^^^^^ keyword.control.flow.amdgcn
  s_waitcnt vmcnt(0) & lgkmcnt(0)
; ^^^^^^^^^ keyword.other.mnemonic.scalar.amdgcn
;           ^^^^^ support.function.amdgcn
;                    ^ keyword.operator.amdgcn
;                      ^^^^^^^ support.function.amdgcn
  s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 1)
;                  ^^^^^ support.function.amdgcn
;                       ^ punctuation.section.parens.begin.amdgcn
;                        ^^^^^^^^^^^ support.constant.amdgcn
;                                        ^ constant.numeric.decimal.amdgcn
;                                         ^ punctuation.section.parens.end.amdgcn
  s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
;           ^^^^^^^ support.function.amdgcn
;                   ^^^^^^^^^^^ support.constant.amdgcn
  ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
;                       ^^^^^^ storage.modifier.amdgcn
;                              ^^^^^^^ support.function.amdgcn
;                                      ^^^^^^^^^ support.constant.amdgcn
  v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:0
;                      ^^^^^^^^^ storage.modifier.amdgcn
;                                ^ punctuation.section.brackets.begin.amdgcn
;                                          ^^^^^^^^ storage.modifier.amdgcn
;                                                                     ^^^^^^^^^^ storage.modifier.amdgcn
  v_add_f32_e64 v0, |v1|, -v2 clamp mul:2
;                   ^ keyword.operator.amdgcn
;                         ^ keyword.operator.amdgcn
;                             ^^^^^ storage.modifier.amdgcn
;                                   ^^^ storage.modifier.amdgcn
  exp mrt0 v0, v0, v0, v0 done vm
; ^^^ keyword.other.mnemonic.export.amdgcn
;     ^^^^ support.constant.export-target.amdgcn
;                         ^^^^ storage.modifier.amdgcn
;                              ^^ storage.modifier.amdgcn
  s_getpc_b64 s[4:5]
; ^^^^^^^^^^^ keyword.other.mnemonic.scalar.amdgcn
  s_add_u32 s4, s4, func@rel32@lo+4
;                   ^^^^ variable.other.label.amdgcn
;                       ^^^^^^ storage.type.relocation.amdgcn
;                             ^^^ storage.type.relocation.amdgcn
;                                ^ keyword.operator.amdgcn
