; gfx8+ only: ds_bpermute_b32 / ds_permute_b32 (with and without offset:)
; and the floating-point LDS atomics ds_add_f32 / ds_add_rtn_f32.

@lds = internal addrspace(3) global [256 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)

define amdgpu_kernel void @ds_bpermute(ptr addrspace(1) %out, i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %addr = shl i32 %tid, 2
  %a = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)
  %addr4 = add i32 %addr, 4
  %b = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr4, i32 %a)
  %c = call i32 @llvm.amdgcn.ds.permute(i32 %addr, i32 %b)
  %addr64 = add i32 %addr, 64
  %d = call i32 @llvm.amdgcn.ds.permute(i32 %addr64, i32 %c)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %d, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_add_f32(ptr addrspace(1) %out, float %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr float, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr float, ptr addrspace(3) %p0, i32 8
  %a = atomicrmw fadd ptr addrspace(3) %p0, float %x seq_cst
  %b = atomicrmw fadd ptr addrspace(3) %p1, float %x seq_cst
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %b, ptr addrspace(1) %q
  ret void
}
