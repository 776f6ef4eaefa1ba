// Input lines of llvm/test/MC/AMDGPU/sopp-gfx9.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit c1898945db2d: the whole file; RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
s_waitcnt 0
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)
s_waitcnt vmcnt(1)
s_waitcnt vmcnt(9)
s_waitcnt expcnt(2)
s_waitcnt lgkmcnt(3)
s_waitcnt lgkmcnt(9)
s_waitcnt vmcnt(0), expcnt(0)
s_waitcnt vmcnt(15)
s_waitcnt vmcnt(15) expcnt(6)
s_waitcnt vmcnt(15) lgkmcnt(14)
s_waitcnt vmcnt(15) expcnt(6) lgkmcnt(14)
s_waitcnt vmcnt(31)
s_waitcnt vmcnt(31) expcnt(6)
s_waitcnt vmcnt(31) lgkmcnt(14)
s_waitcnt vmcnt(31) expcnt(6) lgkmcnt(14)
s_waitcnt vmcnt(62)
s_waitcnt vmcnt(62) expcnt(6)
s_waitcnt vmcnt(62) lgkmcnt(14)
s_waitcnt vmcnt(62) expcnt(6) lgkmcnt(14)
s_sendmsg 5
s_sendmsg sendmsg(MSG_STALL_WAVE_GEN)
s_sendmsg 6
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg 7
s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)
s_sendmsg 8
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
s_sendmsg 9
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg 10
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_sendmsg sendmsg(15, 3, 0)
