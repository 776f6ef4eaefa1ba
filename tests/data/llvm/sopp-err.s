// Input lines of llvm/test/MC/AMDGPU/sopp-err.s from the LLVM project (Apache-2.0 WITH
// LLVM-exception), commit 055440c2a38f; RUN/CHECK lines and comments removed. Expected
// results are never taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_sendmsg sendmsg(MSG_INTERRUPTX)
s_sendmsg sendmsg(1 -)
s_sendmsg sendmsg(MSG_INTERRUPT, 0)
s_sendmsg sendmsg(MSG_INTERRUPT, 0, 0)
s_sendmsg sendmsg(MSG_GS)
s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsg sendmsg(MSG_GS, 0)
s_sendmsg sendmsg(MSG_GS, -1)
s_sendmsg sendmsg(MSG_GS, 4)
s_sendmsg sendmsg(MSG_GS, 8)
s_sendmsg sendmsg(15, -1)
s_sendmsg sendmsg(15, 8)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0, 0)
s_sendmsg sendmsg(MSG_GSX, GS_OP_CUT, 0)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUTX, 0)
s_sendmsg sendmsg(MSG_GS, 1 -)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 4)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 1 -)
s_sendmsg sendmsg(2, 3, 0, 0)
s_sendmsg sendmsg(2, 2, -1)
s_sendmsg sendmsg(2, 2, 4)
s_sendmsg sendmsg(2, 2, 0, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
s_sendmsg sendmsg(MSG_GS_DONE, 0, 0)
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ, 0)
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_sendmsg sendmsg(MSG_GET_DDID)
s_sendmsg sendmsg(-1)
s_sendmsg sendmsg(16)
s_sendmsg sendmsg(MSG_SYSMSG)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT, 0)
s_sendmsg sendmsg(MSG_SYSMSG, 0)
s_sendmsg sendmsg(MSG_SYSMSG, 5)
s_waitcnt lgkmcnt(16)
s_waitcnt lgkmcnt(64)
s_waitcnt expcnt(8)
s_waitcnt vmcnt(16)
s_waitcnt vmcnt(64)
s_waitcnt vmcnt(0xFFFFFFFFFFFF0000)
s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0),
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)&
s_waitcnt vmcnt(0) & expcnt(0) & x
s_waitcnt vmcnt(0) & expcnt(0) x
s_waitcnt vmcnt(0) & expcnt(0) & 1
s_waitcnt vmcnt(0) & expcnt(0) 1
s_waitcnt vmcnt(0) & expcnt(0) x(0)
s_waitcnt vmcnt(x)
s_waitcnt x
s_waitcnt vmcnt(0
s_branch 0x80000000ffff
s_branch 0x10000
s_branch -32769
s_branch 1.0
s_branch s0
s_branch offset:1
