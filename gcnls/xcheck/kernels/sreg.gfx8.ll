; gfx8+ scalar timer/cache instructions: s_memrealtime, s_dcache_wb, and
; s_memtime next to them.

declare i64 @llvm.amdgcn.s.memrealtime()
declare i64 @llvm.amdgcn.s.memtime()
declare void @llvm.amdgcn.s.dcache.wb()
declare void @llvm.amdgcn.s.dcache.inv()

define amdgpu_kernel void @memrealtime(ptr addrspace(1) %out) {
  %t0 = call i64 @llvm.amdgcn.s.memrealtime()
  store volatile i64 %t0, ptr addrspace(1) %out
  %t1 = call i64 @llvm.amdgcn.s.memtime()
  store volatile i64 %t1, ptr addrspace(1) %out
  %t2 = call i64 @llvm.amdgcn.s.memrealtime()
  %d = sub i64 %t2, %t0
  store volatile i64 %d, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @dcache_wb(ptr addrspace(1) %out, i32 %x) {
  call void @llvm.amdgcn.s.dcache.wb()
  store i32 %x, ptr addrspace(1) %out
  call void @llvm.amdgcn.s.dcache.inv()
  call void @llvm.amdgcn.s.dcache.wb()
  ret void
}
