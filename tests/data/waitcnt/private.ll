; Waitcnt corpus: a private (scratch) array with dynamic indexes.
define amdgpu_kernel void @private_array(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %k) {
  %arr = alloca [16 x i32], align 4, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %g
  %e = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %k
  store volatile i32 %v, ptr addrspace(5) %e
  %m = and i32 %id, 15
  %e2 = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %m
  %w = load volatile i32, ptr addrspace(5) %e2
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
