; Waitcnt corpus: divergent branches with loads in both arms, nested loops, mixed counters.
@lds = internal addrspace(3) global [256 x i32] poison, align 4
define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(4) %c) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %k = load i32, ptr addrspace(4) %c
  %odd = and i32 %id, 1
  %t = icmp eq i32 %odd, 0
  br i1 %t, label %a, label %b
a:
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %va = load i32, ptr addrspace(1) %pa
  %la = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 %va, ptr addrspace(3) %la
  br label %j
b:
  %pb = getelementptr i32, ptr addrspace(1) %in, i32 %k
  %vb = load i32, ptr addrspace(1) %pb
  %lb = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0, i32 %vb
  %wb = load i32, ptr addrspace(3) %lb
  br label %j
j:
  %r = phi i32 [ %va, %a ], [ %wb, %b ]
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @nested(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %m) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.end ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %outer.end ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %acc1 = phi i32 [ %acc, %outer ], [ %acc.n, %inner ]
  %ix = add i32 %i, %j
  %ix2 = add i32 %ix, %id
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %ix2
  %v = load i32, ptr addrspace(1) %p
  %acc.n = add i32 %acc1, %v
  %j.next = add i32 %j, 1
  %cj = icmp slt i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.end
outer.end:
  %acc2 = mul i32 %acc.n, 3
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %acc2, ptr addrspace(1) %q
  %i.next = add i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
