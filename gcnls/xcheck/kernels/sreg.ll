; Hardware-register and cache/timer scalar instructions available on every
; GCN generation: s_getreg_b32, s_setreg_b32, s_setreg_imm32_b32 (SOPK with a
; literal), s_memtime and s_dcache_inv (SMRD on gfx6/7, SMEM on gfx8/9).
; hwreg simm16 = id | offset << 6 | (size - 1) << 11.

declare i32 @llvm.amdgcn.s.getreg(i32 immarg)
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)
declare i64 @llvm.amdgcn.s.memtime()
declare void @llvm.amdgcn.s.dcache.inv()

define amdgpu_kernel void @getreg(ptr addrspace(1) %out) {
  %mode = call i32 @llvm.amdgcn.s.getreg(i32 63489)   ; HW_REG_MODE, 0, 32
  %status = call i32 @llvm.amdgcn.s.getreg(i32 2)     ; HW_REG_STATUS, 0, 1
  %trap = call i32 @llvm.amdgcn.s.getreg(i32 2563)    ; HW_REG_TRAPSTS, 8, 2
  %hwid = call i32 @llvm.amdgcn.s.getreg(i32 30724)   ; HW_REG_HW_ID, 0, 16
  %gpr = call i32 @llvm.amdgcn.s.getreg(i32 14853)    ; HW_REG_GPR_ALLOC, 8, 8
  %lds = call i32 @llvm.amdgcn.s.getreg(i32 63494)    ; HW_REG_LDS_ALLOC, 0, 32
  %ib = call i32 @llvm.amdgcn.s.getreg(i32 7)         ; HW_REG_IB_STS, 0, 1
  %s0 = add i32 %mode, %status
  %s1 = xor i32 %s0, %trap
  %s2 = add i32 %s1, %hwid
  %s3 = xor i32 %s2, %gpr
  %s4 = add i32 %s3, %lds
  %s5 = xor i32 %s4, %ib
  store i32 %s5, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @setreg(i32 %x, i32 %y) {
  call void @llvm.amdgcn.s.setreg(i32 2177, i32 %x)   ; HW_REG_MODE, 2, 2
  call void @llvm.amdgcn.s.setreg(i32 6145, i32 %y)   ; HW_REG_MODE, 0, 4
  call void @llvm.amdgcn.s.setreg(i32 63489, i32 %x)  ; HW_REG_MODE, 0, 32
  call void @llvm.amdgcn.s.setreg(i32 2049, i32 3)    ; HW_REG_MODE, 0, 2
  call void @llvm.amdgcn.s.setreg(i32 4289, i32 10)   ; HW_REG_MODE, 3, 3
  call void @llvm.amdgcn.s.setreg(i32 63489, i32 240) ; HW_REG_MODE, 0, 32
  ret void
}

define amdgpu_kernel void @memtime(ptr addrspace(1) %out) {
  %t0 = call i64 @llvm.amdgcn.s.memtime()
  store volatile i64 %t0, ptr addrspace(1) %out
  %t1 = call i64 @llvm.amdgcn.s.memtime()
  %d = sub i64 %t1, %t0
  store volatile i64 %d, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @dcache_inv(ptr addrspace(1) %out, ptr addrspace(4) %p) {
  call void @llvm.amdgcn.s.dcache.inv()
  %v = load i32, ptr addrspace(4) %p
  store i32 %v, ptr addrspace(1) %out
  call void @llvm.amdgcn.s.dcache.inv()
  ret void
}
