; Waitcnt corpus: LDS stores, barriers, LDS loads (two-address forms), a loop over LDS.
@lds = internal addrspace(3) global [256 x float] poison, align 4
define amdgpu_kernel void @lds_reduce(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %g
  %l = getelementptr [256 x float], ptr addrspace(3) @lds, i32 0, i32 %id
  store float %v, ptr addrspace(3) %l
  call void @llvm.amdgcn.s.barrier()
  br label %loop
loop:
  %s = phi i32 [ 128, %entry ], [ %s.next, %body ]
  %c = icmp ult i32 %id, %s
  br i1 %c, label %body0, label %body
body0:
  %j = add i32 %id, %s
  %lj = getelementptr [256 x float], ptr addrspace(3) @lds, i32 0, i32 %j
  %a = load float, ptr addrspace(3) %l
  %b = load float, ptr addrspace(3) %lj
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(3) %l
  br label %body
body:
  call void @llvm.amdgcn.s.barrier()
  %s.next = lshr i32 %s, 1
  %more = icmp ne i32 %s.next, 0
  br i1 %more, label %loop, label %done
done:
  %r = load float, ptr addrspace(3) @lds
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @lds_pairs(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %l0 = getelementptr [256 x float], ptr addrspace(3) @lds, i32 0, i32 %id
  %l1 = getelementptr float, ptr addrspace(3) %l0, i32 1
  %l2 = getelementptr float, ptr addrspace(3) %l0, i32 64
  %a = load float, ptr addrspace(3) %l0
  %b = load float, ptr addrspace(3) %l1
  %c = load float, ptr addrspace(3) %l2
  %x = fadd float %a, %b
  %y = fmul float %x, %c
  store float %y, ptr addrspace(3) %l2
  store float %x, ptr addrspace(3) %l1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %d = load float, ptr addrspace(3) %l1
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %d, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
