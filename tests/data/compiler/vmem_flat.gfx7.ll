; Flat (generic pointer) loads, stores and atomics: flat_* on gfx7+ (gfx6 has no FLAT).

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @flat_rw(ptr addrspace(1) %pp) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ptr = load ptr, ptr addrspace(1) %pp
  %p = getelementptr i32, ptr %ptr, i32 %tid
  %v = load i32, ptr %p
  %p2 = getelementptr i32, ptr %p, i32 64
  %w = load <2 x i32>, ptr %p2
  %w0 = extractelement <2 x i32> %w, i32 1
  %s = add i32 %v, %w0
  store i32 %s, ptr %p2
  %a = atomicrmw add ptr %p, i32 %s monotonic
  store i32 %a, ptr %p
  ret void
}

