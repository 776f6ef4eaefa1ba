; gfx8+ only: DPP moves (update.dpp / mov.dpp with row shifts, quad permutes, broadcasts)
; and the SDWA forms the compiler's peephole makes of 16-bit and byte arithmetic.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)

define amdgpu_kernel void @dpp(ptr addrspace(1) %out, i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, %x
  %a = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
  %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 %a, i32 %v, i32 27, i32 10, i32 5, i1 true)
  %c = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %b, i32 322, i32 15, i32 15, i1 false)
  %d = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %c, i32 320, i32 12, i32 3, i1 true)
  %e = call i32 @llvm.amdgcn.update.dpp.i32(i32 %d, i32 %c, i32 312, i32 15, i32 15, i1 false)
  %s = add i32 %d, %e
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @bytes(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %w = load i32, ptr addrspace(1) %p
  %b1 = lshr i32 %w, 8
  %b1m = and i32 %b1, 255
  %b2 = lshr i32 %w, 16
  %prod = mul i32 %b1m, %b2
  %h = trunc i32 %w to i16
  %hi = lshr i32 %w, 16
  %h2 = trunc i32 %hi to i16
  %hs = add i16 %h, %h2
  %hx = zext i16 %hs to i32
  %r = or i32 %prod, %hx
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %q
  ret void
}
