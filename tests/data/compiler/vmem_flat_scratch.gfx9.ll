; Private memory through scratch_* instructions (gfx9 with flat scratch enabled): SGPR and
; VGPR addresses, immediate offsets, sub-dword and tuple accesses.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @flat_scratch(ptr addrspace(1) %out, i32 %i, i32 %j) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca [64 x i32], align 4, addrspace(5)
  %v = alloca [4 x <4 x i32>], align 16, addrspace(5)
  %b = alloca [16 x i8], align 1, addrspace(5)
  %pa = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  store volatile i32 %tid, ptr addrspace(5) %pa
  %pc = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 12
  store volatile i32 %j, ptr addrspace(5) %pc
  %pt = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 %tid
  store volatile i32 %i, ptr addrspace(5) %pt
  %pv = getelementptr [4 x <4 x i32>], ptr addrspace(5) %v, i32 0, i32 %j
  %vec = insertelement <4 x i32> <i32 5, i32 6, i32 7, i32 8>, i32 %tid, i32 2
  store volatile <4 x i32> %vec, ptr addrspace(5) %pv
  %pb = getelementptr [16 x i8], ptr addrspace(5) %b, i32 0, i32 %tid
  %t8 = trunc i32 %tid to i8
  store volatile i8 %t8, ptr addrspace(5) %pb
  %qa = getelementptr [64 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  %la = load volatile i32, ptr addrspace(5) %qa
  %lc = load volatile i32, ptr addrspace(5) %pc
  %qv = getelementptr [4 x <4 x i32>], ptr addrspace(5) %v, i32 0, i32 %i
  %lv = load volatile <4 x i32>, ptr addrspace(5) %qv
  %lv1 = extractelement <4 x i32> %lv, i32 1
  %qb = getelementptr [16 x i8], ptr addrspace(5) %b, i32 0, i32 %i
  %lb = load volatile i8, ptr addrspace(5) %qb
  %lbz = zext i8 %lb to i32
  %s0 = add i32 %la, %lc
  %s1 = add i32 %s0, %lv1
  %s2 = add i32 %s1, %lbz
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %q
  ret void
}

attributes #0 = { "target-features"="+enable-flat-scratch" }
