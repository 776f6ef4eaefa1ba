; Vector ALU as compilers write it: f16/f32/f64/i32/i64 arithmetic, compares and selects,
; a loop, division (the div_scale/div_fmas/div_fixup sequence) and a global atomic.

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare half @llvm.fabs.f16(half)
declare float @llvm.sqrt.f32(float)

define amdgpu_kernel void @arith(ptr addrspace(1) %out, ptr addrspace(1) %in, float %s, double %d, i64 %l) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p
  %a = fmul float %x, %s
  %b = call float @llvm.fma.f32(float %a, float %x, float 0.5)
  %c = fdiv float %b, %x
  %q = fsub float %c, 1.0
  %r = call float @llvm.sqrt.f32(float %q)
  %xd = fpext float %r to double
  %e = fmul double %xd, %d
  %f = call double @llvm.fma.f64(double %e, double %d, double 2.0)
  %g = fdiv double %f, %xd
  %h = fptrunc double %g to half
  %hh = fadd half %h, 0xH3C00
  %ha = call half @llvm.fabs.f16(half %hh)
  %hm = fmul half %ha, %ha
  %back = fpext half %hm to float
  %i = fptosi float %back to i32
  %j = mul i32 %i, %tid
  %k = sdiv i32 %j, 7
  %m = udiv i32 %k, %tid
  %n = sext i32 %m to i64
  %o = mul i64 %n, %l
  %o2 = add i64 %o, 12345678901
  %o3 = lshr i64 %o2, 3
  %cmp = icmp slt i32 %k, %m
  %fc = fcmp olt float %back, %s
  %both = and i1 %cmp, %fc
  %sel = select i1 %both, i64 %o3, i64 %l
  %q2 = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %sel, ptr addrspace(1) %q2
  ret void
}

define amdgpu_kernel void @loop(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %body ]
  %fi = uitofp i32 %i to float
  %t = fmul float %fi, 0x3FC99999A0000000
  %acc1 = fadd float %acc, %t
  %i1 = add i32 %i, 1
  %done = icmp uge i32 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  %old = atomicrmw add ptr addrspace(1) %q, i32 %tid seq_cst
  %f = sitofp i32 %old to float
  %sum = fadd float %acc1, %f
  store float %sum, ptr addrspace(1) %q
  ret void
}
