; Private memory (allocas) with dynamic indices: scratch buffer_load/store (offen, offset:,
; the scratch resource and wave offset) on every generation, bytes, shorts, dwords and tuples.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @scratch_mixed(ptr addrspace(1) %out, i32 %i, i32 %j) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca [64 x i32], align 4, addrspace(5)
  %b = alloca [32 x i8], align 1, addrspace(5)
  %h = alloca [16 x i16], align 2, addrspace(5)
  %v = alloca [8 x <4 x i32>], align 16, addrspace(5)
  %pa = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  store volatile i32 %tid, ptr addrspace(5) %pa
  %pa2 = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 40
  store volatile i32 %j, ptr addrspace(5) %pa2
  %pb = getelementptr [32 x i8], ptr addrspace(5) %b, i32 0, i32 %j
  %t8 = trunc i32 %tid to i8
  store volatile i8 %t8, ptr addrspace(5) %pb
  %ph = getelementptr [16 x i16], ptr addrspace(5) %h, i32 0, i32 %i
  %t16 = trunc i32 %tid to i16
  store volatile i16 %t16, ptr addrspace(5) %ph
  %pv = getelementptr [8 x <4 x i32>], ptr addrspace(5) %v, i32 0, i32 %i
  %vec = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %tid, i32 1
  store volatile <4 x i32> %vec, ptr addrspace(5) %pv
  %qa = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  %la = load volatile i32, ptr addrspace(5) %qa
  %qb = getelementptr [32 x i8], ptr addrspace(5) %b, i32 0, i32 %i
  %lb = load volatile i8, ptr addrspace(5) %qb
  %lbs = sext i8 %lb to i32
  %qh = getelementptr [16 x i16], ptr addrspace(5) %h, i32 0, i32 %j
  %lh = load volatile i16, ptr addrspace(5) %qh
  %lhz = zext i16 %lh to i32
  %qv = getelementptr [8 x <4 x i32>], ptr addrspace(5) %v, i32 0, i32 %j
  %lv = load volatile <4 x i32>, ptr addrspace(5) %qv
  %lv3 = extractelement <4 x i32> %lv, i32 3
  %s0 = add i32 %la, %lbs
  %s1 = add i32 %s0, %lhz
  %s2 = add i32 %s1, %lv3
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %q
  ret void
}
