; SOPK instructions chosen by SIShrinkInstructions for uniform values and
; 16-bit constants that are not inline constants: s_movk_i32, s_cmpk_*_{i32,u32}
; (uniform compares feeding s_cbranch_scc*), s_addk_i32, s_mulk_i32.

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)

; VOP3 operands cannot be literals on gfx6-9, so 16-bit constants are put
; in SGPRs with s_movk_i32.
define amdgpu_kernel void @movk(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr <2 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <2 x i32>, ptr addrspace(1) %q
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %v, i32 1
  %x64 = zext i32 %x to i64
  %m = mul i64 %x64, 1000
  store volatile i64 %m, ptr addrspace(1) %out
  %a = and i32 %x, 1023
  %b = and i32 %y, -1024
  %c = or i32 %a, %b
  store volatile i32 %c, ptr addrspace(1) %out
  %d = call i32 @llvm.smin.i32(i32 %x, i32 3000)
  %e = call i32 @llvm.smax.i32(i32 %d, i32 -3000)
  store volatile i32 %e, ptr addrspace(1) %out
  %cc = icmp eq i32 %y, 0
  %s = select i1 %cc, i32 1000, i32 2000
  store volatile i32 %s, ptr addrspace(1) %out
  %bf = lshr i32 %y, 5
  %bf2 = and i32 %bf, 4095
  store volatile i32 %bf2, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @addk_mulk(ptr addrspace(1) %out, i32 %x, i32 %y) {
  %a = add i32 %x, 1000
  store volatile i32 %a, ptr addrspace(1) %out
  %b = mul i32 %y, 300
  store volatile i32 %b, ptr addrspace(1) %out
  %c = add i32 %a, -2000
  %d = mul i32 %c, -77
  store volatile i32 %d, ptr addrspace(1) %out
  %e = add i32 %b, 32767
  store volatile i32 %e, ptr addrspace(1) %out
  %f = mul i32 %e, 4097
  store volatile i32 %f, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @cmpk_i32(ptr addrspace(1) %out, i32 %x) {
entry:
  %c0 = icmp eq i32 %x, 1000
  br i1 %c0, label %a, label %b0
b0:
  %c1 = icmp slt i32 %x, -300
  br i1 %c1, label %a, label %b1
b1:
  %c2 = icmp sgt i32 %x, 20000
  br i1 %c2, label %a, label %b2
b2:
  %c3 = icmp ne i32 %x, 555
  br i1 %c3, label %a, label %b3
b3:
  store volatile i32 3, ptr addrspace(1) %out
  ret void
a:
  %p = phi i32 [ 0, %entry ], [ 1, %b0 ], [ 2, %b1 ], [ 4, %b2 ]
  store volatile i32 %p, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @cmpk_u32(ptr addrspace(1) %out, i32 %x) {
entry:
  %c0 = icmp ult i32 %x, 4000
  br i1 %c0, label %a, label %b0
b0:
  %c1 = icmp ugt i32 %x, 60000
  br i1 %c1, label %a, label %b1
b1:
  %c2 = icmp uge i32 %x, 1234
  br i1 %c2, label %a, label %b2
b2:
  %c3 = icmp ule i32 %x, 777
  br i1 %c3, label %a, label %b3
b3:
  store volatile i32 3, ptr addrspace(1) %out
  ret void
a:
  %p = phi i32 [ 0, %entry ], [ 1, %b0 ], [ 2, %b1 ], [ 4, %b2 ]
  store volatile i32 %p, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @uniform_loop(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %acc.next = mul i32 %acc, 1001
  %i.next = add i32 %i, 300
  %done = icmp sgt i32 %i.next, 9000
  br i1 %done, label %exit, label %loop
exit:
  %r = add i32 %acc.next, %n
  store i32 %r, ptr addrspace(1) %out
  ret void
}
