; DS intrinsics available on every GCN generation: ds_swizzle_b32 (the
; offset: field is the swizzle pattern), ds_append / ds_consume (M0-based
; address, result returned in a VGPR).

@lds = internal addrspace(3) global [256 x i32] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg)
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1 immarg)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3), i1 immarg)

define amdgpu_kernel void @ds_swizzle(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 @llvm.amdgcn.ds.swizzle(i32 %tid, i32 31)
  %b = call i32 @llvm.amdgcn.ds.swizzle(i32 %a, i32 1055)
  %c = call i32 @llvm.amdgcn.ds.swizzle(i32 %b, i32 32768)
  %d = call i32 @llvm.amdgcn.ds.swizzle(i32 %c, i32 65535)
  %e = call i32 @llvm.amdgcn.ds.swizzle(i32 %d, i32 16415)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %e, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_append_consume(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p1 = getelementptr i32, ptr addrspace(3) @lds, i32 4
  %p2 = getelementptr i32, ptr addrspace(3) @lds, i32 100
  %a = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @lds, i1 false)
  %b = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) %p1, i1 false)
  %c = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) %p2, i1 false)
  %s0 = add i32 %a, %b
  %s1 = add i32 %s0, %c
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s1, ptr addrspace(1) %q
  ret void
}
