; Waitcnt corpus: uniform (scalar) loads from the constant address space, uniform branches.
define amdgpu_kernel void @scalar_branches(ptr addrspace(1) %out, ptr addrspace(4) %tab, i32 %sel, i32 %k) {
entry:
  %t0 = load i32, ptr addrspace(4) %tab
  %c = icmp eq i32 %t0, %sel
  br i1 %c, label %then, label %else
then:
  %p1 = getelementptr i32, ptr addrspace(4) %tab, i32 4
  %t1 = load i32, ptr addrspace(4) %p1
  %a = mul i32 %t1, %k
  br label %join
else:
  %p2 = getelementptr i32, ptr addrspace(4) %tab, i32 %k
  %t2 = load i32, ptr addrspace(4) %p2
  %b = add i32 %t2, 7
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  %p3 = getelementptr <8 x i32>, ptr addrspace(4) %tab, i32 %r
  %v8 = load <8 x i32>, ptr addrspace(4) %p3
  %x = extractelement <8 x i32> %v8, i32 5
  %y = extractelement <8 x i32> %v8, i32 2
  %z = add i32 %x, %y
  store i32 %z, ptr addrspace(1) %out
  ret void
}
define amdgpu_kernel void @uniform_loop(ptr addrspace(1) %out, ptr addrspace(4) %tab, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr i32, ptr addrspace(4) %tab, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %s.next = xor i32 %s, %v
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  %f = uitofp i32 %s.next to float
  %fc = fcmp ogt float %f, 1.0e3
  br i1 %fc, label %big, label %small
big:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
small:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %n, ptr addrspace(1) %o
  ret void
}
