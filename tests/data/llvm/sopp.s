// Input lines of llvm/test/MC/AMDGPU/sopp.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 1e33f0d27285; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_nop 0
s_nop 0xffff
s_nop 1
s_endpgm
s_branch 2
s_cbranch_scc0 3
s_cbranch_scc1 4
s_cbranch_vccz 5
s_cbranch_vccnz 6
s_cbranch_execz 7
s_cbranch_execnz 8
s_cbranch_cdbgsys 9
s_cbranch_cdbgsys_and_user 10
s_cbranch_cdbgsys_or_user 11
s_cbranch_cdbguser 12
s_barrier
s_waitcnt 0
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)
s_waitcnt vmcnt(1)
s_waitcnt vmcnt(9)
s_waitcnt vmcnt(15)
s_waitcnt vmcnt_sat(9)
s_waitcnt vmcnt_sat(15)
s_waitcnt vmcnt_sat(16)
s_waitcnt expcnt(2)
s_waitcnt expcnt(7)
s_waitcnt expcnt_sat(2)
s_waitcnt expcnt_sat(7)
s_waitcnt expcnt_sat(0xFFFF0000)
s_waitcnt lgkmcnt(3)
s_waitcnt lgkmcnt(9)
s_waitcnt lgkmcnt(15)
s_waitcnt vmcnt(0), expcnt(0)
s_waitcnt lgkmcnt_sat(3)
s_waitcnt lgkmcnt_sat(9)
s_waitcnt lgkmcnt_sat(15)
s_waitcnt lgkmcnt_sat(16)
x=1
s_waitcnt lgkmcnt_sat(x+1)
s_waitcnt lgkmcnt_sat(1+x)
s_waitcnt x+1
s_waitcnt 1+x
lgkmcnt_sat=1
s_waitcnt lgkmcnt_sat
s_waitcnt lgkmcnt_sat+1
s_sethalt 9
s_setkill 7
s_sleep 10
s_setprio 1
s_sendmsg 0x1
s_sendmsg sendmsg(1)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg 0x12
s_sendmsg sendmsg(2, 1)
s_sendmsg sendmsg(2, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)
s_sendmsg sendmsg(MSG_GS, 1)
s_sendmsg sendmsg(MSG_GS, 1, 1)
s_sendmsg 0x122
s_sendmsg sendmsg(2, 2, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg 0x232
s_sendmsg sendmsg(2, 3, 2)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)
s_sendmsg 0x3
s_sendmsg sendmsg(3, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg 0x4
s_sendmsg sendmsg(4)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg 0x1f
s_sendmsg sendmsg(15, 1)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsghalt 3
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg 2
s_sendmsg 9
s_sendmsg 11
s_sendmsg 0x6f
s_sendmsg sendmsg(1, 3)
s_sendmsg sendmsg(1, 3, 2)
s_sendmsg sendmsg(2, 0, 1)
s_sendmsg sendmsg(15, 7, 3)
s_sendmsg 4567
sendmsg=2
s_sendmsg sendmsg
sendmsg=1
s_sendmsg sendmsg+1
s_sendmsg 1+sendmsg
msg=1
s_sendmsg sendmsg(msg)
msg=0
s_sendmsg sendmsg(msg+1)
msg=0
s_sendmsg sendmsg(1+msg)
msg=2
op=1
s_sendmsg sendmsg(msg, op)
msg=1
op=0
s_sendmsg sendmsg(msg+1, op+1)
msg=1
op=0
s_sendmsg sendmsg(1+msg, 1+op)
msg=1
op=2
stream=1
s_sendmsg sendmsg(msg+1, op+1, stream+1)
msg=1
op=2
stream=1
s_sendmsg sendmsg(1+msg, 1+op, 1+stream)
MSG_GS=-1
GS_OP_EMIT=-1
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_trap 4
s_icache_inv
s_incperflevel 5
s_decperflevel 6
s_ttracedata
s_set_gpr_idx_off
s_set_gpr_idx_mode 0
s_set_gpr_idx_mode gpr_idx()
s_set_gpr_idx_mode 15
s_set_gpr_idx_mode gpr_idx(SRC2,SRC1,SRC0,DST)
s_endpgm_saved
s_wakeup
offset = 3
s_branch 1+offset
offset = 3
s_branch offset+1
