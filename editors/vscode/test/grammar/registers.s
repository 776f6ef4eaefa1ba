; SYNTAX TEST "source.amdgcn" "registers and ranges"
  s_mov_b32 s5, s105
;           ^^ variable.language.register.scalar.amdgcn
;               ^^^^ variable.language.register.scalar.amdgcn
  s_load_dwordx4 s[4:7], s[0:1], 0x0
;                ^^^^^^ variable.language.register.scalar.amdgcn
;                        ^^^^^^ variable.language.register.scalar.amdgcn
  v_mov_b32 v255, v0
;           ^^^^ variable.language.register.vector.amdgcn
;                 ^^ variable.language.register.vector.amdgcn
  global_load_dwordx4 v[0:3], v[4:5], off
;                     ^^^^^^ variable.language.register.vector.amdgcn
;                             ^^^^^^ variable.language.register.vector.amdgcn
  v_accvgpr_write_b32 a0, v1
;                     ^^ variable.language.register.vector.amdgcn
  s_mov_b64 ttmp[4:5], s[0:1]
;           ^^^^^^^^^ variable.language.register.trap.amdgcn
  s_mov_b32 ttmp3, 0
;           ^^^^^ variable.language.register.trap.amdgcn
  s_mov_b32 s[4], s[ 6 : 6 ]
;           ^^^^ variable.language.register.scalar.amdgcn
;                 ^^^^^^^^^^ variable.language.register.scalar.amdgcn
  s_and_b64 vcc, exec, vcc
;           ^^^ variable.language.register.special.amdgcn
;                ^^^^ variable.language.register.special.amdgcn
  s_mov_b32 exec_lo, vcc_hi
;           ^^^^^^^ variable.language.register.special.amdgcn
;                    ^^^^^^ variable.language.register.special.amdgcn
  s_mov_b32 m0, -1
;           ^^ variable.language.register.special.amdgcn
  s_mov_b32 flat_scratch_hi, s1
;           ^^^^^^^^^^^^^^^ variable.language.register.special.amdgcn
  s_mov_b64 xnack_mask, tba
;           ^^^^^^^^^^ variable.language.register.special.amdgcn
;                       ^^^ variable.language.register.special.amdgcn
  s_mov_b64 s[0:1], tma
;                   ^^^ variable.language.register.special.amdgcn
  s_cselect_b32 s0, scc, vccz
;                   ^^^ variable.language.register.special.amdgcn
;                        ^^^^ variable.language.register.special.amdgcn
  s_mov_b64 s[0:1], src_shared_base
;                   ^^^^^^^^^^^^^^^ variable.language.register.special.amdgcn
  s_mov_b32 s0, s1_label
;               ^^^^^^^^ variable.other.label.amdgcn
  s_mov_b32 s0, v_thing
;               ^^^^^^^ variable.other.label.amdgcn
