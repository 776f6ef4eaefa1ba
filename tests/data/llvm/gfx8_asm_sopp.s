// Input lines of llvm/test/MC/AMDGPU/gfx8_asm_sopp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit a1a27030acd7; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_barrier
s_branch 12609
s_branch 49617
s_cbranch_cdbgsys 12609
s_cbranch_cdbgsys 49617
s_cbranch_cdbgsys_and_user 12609
s_cbranch_cdbgsys_and_user 49617
s_cbranch_cdbgsys_or_user 12609
s_cbranch_cdbgsys_or_user 49617
s_cbranch_cdbguser 12609
s_cbranch_cdbguser 49617
s_cbranch_execnz 12609
s_cbranch_execnz 49617
s_cbranch_execz 12609
s_cbranch_execz 49617
s_cbranch_scc0 12609
s_cbranch_scc0 49617
s_cbranch_scc1 12609
s_cbranch_scc1 49617
s_cbranch_vccnz 12609
s_cbranch_vccnz 49617
s_cbranch_vccz 12609
s_cbranch_vccz 49617
s_decperflevel 0x3141
s_decperflevel 0xc1d1
s_endpgm
s_endpgm 1
s_endpgm 65535
s_endpgm_saved
s_icache_inv
s_incperflevel 0x3141
s_incperflevel 0xc1d1
s_nop 0x3141
s_nop 0xc1d1
s_sendmsg 0x3141
s_sendmsg 0xc1d1
s_sendmsghalt 0x3141
s_sendmsghalt 0xc1d1
s_set_gpr_idx_mode 0x0
s_set_gpr_idx_mode 0x1
s_set_gpr_idx_mode 0xF
s_set_gpr_idx_off
s_sethalt 0x3141
s_sethalt 0xc1d1
s_setkill 0x3141
s_setkill 0xc1d1
s_setprio 0x3141
s_setprio 0xc1d1
s_sleep 0x3141
s_sleep 0xc1d1
s_trap 0x3141
s_trap 0xc1d1
s_ttracedata
s_waitcnt 0x3141
s_waitcnt 0xc1d1
s_wakeup
