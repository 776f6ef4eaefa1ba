; Waitcnt corpus: global and LDS atomics with and without return, cmpxchg loops, fences.
@lds = internal addrspace(3) global [64 x i32] poison, align 4
define amdgpu_kernel void @atomics(ptr addrspace(1) %out, ptr addrspace(1) %ctr, i32 %v) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) %ctr, i32 %v seq_cst
  %p = getelementptr i32, ptr addrspace(1) %ctr, i32 %id
  atomicrmw max ptr addrspace(1) %p, i32 %id monotonic
  %x = atomicrmw xchg ptr addrspace(1) %p, i32 %old acq_rel
  %l = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  %y = atomicrmw add ptr addrspace(3) %l, i32 %x seq_cst
  atomicrmw or ptr addrspace(3) @lds, i32 %y monotonic
  %pair = cmpxchg ptr addrspace(1) %ctr, i32 %y, i32 %x seq_cst seq_cst
  %z = extractvalue { i32, i1 } %pair, 0
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %z, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @float_atomic_loop(ptr addrspace(1) %p, float %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float %v seq_cst
  %q = getelementptr float, ptr addrspace(1) %p, i32 1
  store float %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
