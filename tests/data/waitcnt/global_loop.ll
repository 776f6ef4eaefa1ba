; Waitcnt corpus (tests/test_waitcnt_corpus.py): global loads in a loop, reduction, stores.
define amdgpu_kernel void @global_loop(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %id
  %p = getelementptr float, ptr addrspace(1) %in, i32 %idx
  %v = load float, ptr addrspace(1) %p
  %p2 = getelementptr float, ptr addrspace(1) %p, i32 64
  %w = load float, ptr addrspace(1) %p2
  %m = fmul float %v, %w
  %acc.next = fadd float %acc, %m
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %acc.next, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @vec_loads(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %id
  %a = load <4 x float>, ptr addrspace(1) %p
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p, i32 256
  %b = load <4 x float>, ptr addrspace(1) %p1
  %p2 = getelementptr <2 x double>, ptr addrspace(1) %in, i32 %id
  %d = load <2 x double>, ptr addrspace(1) %p2
  %s = fadd <4 x float> %a, %b
  %e0 = extractelement <2 x double> %d, i32 0
  %e1 = extractelement <2 x double> %d, i32 1
  %dd = fadd double %e0, %e1
  %f = fptrunc double %dd to float
  %s2 = insertelement <4 x float> %s, float %f, i32 3
  %o = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %id
  store <4 x float> %s2, ptr addrspace(1) %o
  %o2 = getelementptr double, ptr addrspace(1) %out, i32 %id
  store double %dd, ptr addrspace(1) %o2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
