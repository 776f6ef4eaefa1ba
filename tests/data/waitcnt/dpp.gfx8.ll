; Waitcnt corpus: DPP moves and ds_bpermute (GCN 1.2+), with loads feeding them.
define amdgpu_kernel void @dpp(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p
  %d = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
  %a4 = shl i32 %id, 2
  %b = call i32 @llvm.amdgcn.ds.bpermute(i32 %a4, i32 %d)
  %s = add i32 %b, %v
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
