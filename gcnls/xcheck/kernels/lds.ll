; LDS (addrspace 3) reads, writes and atomics: ds_read/write_b32/b64/b128,
; ds_read_{u,i}{8,16}, ds_write_b{8,16}, ds_read2/write2(st64)_b32/b64,
; ds_{add,sub,max,min,and,or,xor,inc,dec}(_rtn)_*, ds_wrxchg_rtn_b32,
; ds_cmpst_rtn_b32/b64, with per-lane (VGPR) addresses with and without an
; offset: field, and with constant addresses (v_mov_b32 v, 0 + offset:).
; gfx6-8 initialise M0 (s_mov_b32 m0, -1) before LDS access; gfx9 does not.

@lds = internal addrspace(3) global [4096 x i32] poison, align 16
@lds64 = internal addrspace(3) global [1024 x i64] poison, align 16

@ldsd = internal addrspace(3) global [1024 x double] poison, align 16
@lds8 = internal addrspace(3) global [4096 x i8] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @ds_read_b32(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 300
  %v0 = load i32, ptr addrspace(3) %p0
  %v1 = load i32, ptr addrspace(3) %p1
  %s = add i32 %v0, %v1
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_read_wide(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = mul i32 %tid, 16
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 10
  %v2 = load <2 x i32>, ptr addrspace(3) %p0, align 8
  %v4 = load <4 x i32>, ptr addrspace(3) %p1, align 16
  %a = extractelement <2 x i32> %v2, i32 1
  %b = extractelement <4 x i32> %v4, i32 3
  %c = extractelement <4 x i32> %v4, i32 0
  %s0 = add i32 %a, %b
  %s1 = xor i32 %s0, %c
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s1, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_read2(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 7
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 200
  %p3 = getelementptr i32, ptr addrspace(3) %p0, i32 64
  %p4 = getelementptr i32, ptr addrspace(3) %p0, i32 192
  %v0 = load i32, ptr addrspace(3) %p1
  %v1 = load i32, ptr addrspace(3) %p2
  %v2 = load i32, ptr addrspace(3) %p3
  %v3 = load i32, ptr addrspace(3) %p4
  %s0 = add i32 %v0, %v1
  %s1 = xor i32 %s0, %v2
  %s2 = mul i32 %s1, %v3
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_read2_b64(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i64, ptr addrspace(3) @lds64, i32 %tid
  %p1 = getelementptr i64, ptr addrspace(3) %p0, i32 3
  %p2 = getelementptr i64, ptr addrspace(3) %p0, i32 100
  %p3 = getelementptr i64, ptr addrspace(3) %p0, i32 128
  %p4 = getelementptr i64, ptr addrspace(3) %p0, i32 640
  %v0 = load i64, ptr addrspace(3) %p1
  %v1 = load i64, ptr addrspace(3) %p2
  %v2 = load i64, ptr addrspace(3) %p3
  %v3 = load i64, ptr addrspace(3) %p4
  %s0 = add i64 %v0, %v1
  %s1 = xor i64 %s0, %v2
  %s2 = or i64 %s1, %v3
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %s2, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_write(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %v = load <4 x i32>, ptr addrspace(1) %q
  %x = extractelement <4 x i32> %v, i32 0
  %x64 = bitcast <4 x i32> %v to <2 x i64>
  %y = extractelement <2 x i64> %x64, i32 1
  %i = mul i32 %tid, 16
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 33
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 2
  %p3 = getelementptr i32, ptr addrspace(3) %p0, i32 4
  store volatile i32 %x, ptr addrspace(3) %p0
  store volatile i32 %x, ptr addrspace(3) %p1
  store volatile i64 %y, ptr addrspace(3) %p2, align 8
  store volatile <4 x i32> %v, ptr addrspace(3) %p3, align 16
  ret void
}

define amdgpu_kernel void @ds_write2(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i64, ptr addrspace(1) %in, i32 %tid
  %v = load i64, ptr addrspace(1) %q
  %w = trunc i64 %v to i32
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 1
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 255
  %p3 = getelementptr i32, ptr addrspace(3) %p0, i32 640
  %p4 = getelementptr i32, ptr addrspace(3) %p0, i32 1280
  store i32 %w, ptr addrspace(3) %p1
  store i32 %w, ptr addrspace(3) %p2
  store i32 %w, ptr addrspace(3) %p3
  store i32 %w, ptr addrspace(3) %p4
  %r0 = getelementptr i64, ptr addrspace(3) @lds64, i32 %tid
  %r1 = getelementptr i64, ptr addrspace(3) %r0, i32 5
  %r2 = getelementptr i64, ptr addrspace(3) %r0, i32 77
  store i64 %v, ptr addrspace(3) %r1
  store i64 %v, ptr addrspace(3) %r2
  ret void
}

define amdgpu_kernel void @ds_const_addr(ptr addrspace(1) %out, i32 %x) {
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 17
  %p1 = getelementptr i32, ptr addrspace(3) @lds, i32 3000
  store volatile i32 %x, ptr addrspace(3) %p0
  %v = load volatile i32, ptr addrspace(3) %p1
  %w = load volatile <2 x i32>, ptr addrspace(3) @lds, align 8
  %w1 = extractelement <2 x i32> %w, i32 1
  %s = add i32 %v, %w1
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @ds_atomics_noret(i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 4
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 8
  %a = atomicrmw add ptr addrspace(3) %p0, i32 %x seq_cst
  %b = atomicrmw sub ptr addrspace(3) %p1, i32 %x seq_cst
  %c = atomicrmw max ptr addrspace(3) %p2, i32 %x seq_cst
  %d = atomicrmw min ptr addrspace(3) %p0, i32 %x seq_cst
  %e = atomicrmw umax ptr addrspace(3) %p1, i32 %x seq_cst
  %f = atomicrmw umin ptr addrspace(3) %p2, i32 %x seq_cst
  %g = atomicrmw and ptr addrspace(3) %p0, i32 %x seq_cst
  %h = atomicrmw or ptr addrspace(3) %p1, i32 %x seq_cst
  %i = atomicrmw xor ptr addrspace(3) %p2, i32 %x seq_cst
  %j = atomicrmw xchg ptr addrspace(3) %p0, i32 %x seq_cst
  %k = atomicrmw uinc_wrap ptr addrspace(3) %p1, i32 %x seq_cst
  %l = atomicrmw udec_wrap ptr addrspace(3) %p2, i32 %x seq_cst
  ret void
}

define amdgpu_kernel void @ds_atomics_rtn(ptr addrspace(1) %out, i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 16
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 100
  %a = atomicrmw add ptr addrspace(3) %p0, i32 %x seq_cst
  %b = atomicrmw max ptr addrspace(3) %p1, i32 %a seq_cst
  %c = atomicrmw umin ptr addrspace(3) %p2, i32 %b seq_cst
  %d = atomicrmw min ptr addrspace(3) %p1, i32 %c seq_cst
  %e = atomicrmw umax ptr addrspace(3) %p2, i32 %d seq_cst
  %f = atomicrmw xchg ptr addrspace(3) %p0, i32 %e seq_cst
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %f, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_cmpxchg(ptr addrspace(1) %out, i32 %x, i32 %y) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 12
  %r0 = cmpxchg ptr addrspace(3) %p0, i32 %x, i32 %y seq_cst seq_cst
  %v0 = extractvalue { i32, i1 } %r0, 0
  %r1 = cmpxchg ptr addrspace(3) %p1, i32 %v0, i32 %tid seq_cst seq_cst
  %v1 = extractvalue { i32, i1 } %r1, 0
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_atomics64(ptr addrspace(1) %out, i64 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i64, ptr addrspace(3) @lds64, i32 %tid
  %p1 = getelementptr i64, ptr addrspace(3) %p0, i32 2
  %a = atomicrmw add ptr addrspace(3) %p0, i64 %x seq_cst
  %b = atomicrmw max ptr addrspace(3) %p1, i64 %x seq_cst
  %r = cmpxchg ptr addrspace(3) %p0, i64 %a, i64 %b seq_cst seq_cst
  %v = extractvalue { i64, i1 } %r, 0
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %v, ptr addrspace(1) %q
  ret void
}
define amdgpu_kernel void @ds_read2_f64(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr double, ptr addrspace(3) @ldsd, i32 %tid
  %p1 = getelementptr double, ptr addrspace(3) %p0, i32 3
  %p2 = getelementptr double, ptr addrspace(3) %p0, i32 100
  %p3 = getelementptr double, ptr addrspace(3) %p0, i32 128
  %p4 = getelementptr double, ptr addrspace(3) %p0, i32 640
  %v0 = load double, ptr addrspace(3) %p1, align 8
  %v1 = load double, ptr addrspace(3) %p2, align 8
  %v2 = load double, ptr addrspace(3) %p3, align 8
  %v3 = load double, ptr addrspace(3) %p4, align 8
  %s0 = fadd double %v0, %v1
  %s1 = fmul double %s0, %v2
  %s2 = fsub double %s1, %v3
  %q = getelementptr double, ptr addrspace(1) %out, i32 %tid
  store double %s2, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_write2_f64(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr double, ptr addrspace(1) %in, i32 %tid
  %v = load double, ptr addrspace(1) %q
  %w = fadd double %v, 1.0
  %p0 = getelementptr double, ptr addrspace(3) @ldsd, i32 %tid
  %p1 = getelementptr double, ptr addrspace(3) %p0, i32 5
  %p2 = getelementptr double, ptr addrspace(3) %p0, i32 77
  %p3 = getelementptr double, ptr addrspace(3) %p0, i32 64
  %p4 = getelementptr double, ptr addrspace(3) %p0, i32 192
  store double %v, ptr addrspace(3) %p1, align 8
  store double %w, ptr addrspace(3) %p2, align 8
  store double %v, ptr addrspace(3) %p3, align 8
  store double %w, ptr addrspace(3) %p4, align 8
  ret void
}

define amdgpu_kernel void @ds_subdword(ptr addrspace(1) %out, i32 %x) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i8, ptr addrspace(3) @lds8, i32 %tid
  %p1 = getelementptr i8, ptr addrspace(3) %p0, i32 3
  %p2 = getelementptr i8, ptr addrspace(3) %p0, i32 66
  %p3 = getelementptr i8, ptr addrspace(3) %p0, i32 130
  %t8 = trunc i32 %x to i8
  %t16 = trunc i32 %x to i16
  store volatile i8 %t8, ptr addrspace(3) %p1
  store volatile i16 %t16, ptr addrspace(3) %p2, align 2
  %a = load volatile i8, ptr addrspace(3) %p1
  %b = load volatile i8, ptr addrspace(3) %p0
  %c = load volatile i16, ptr addrspace(3) %p2, align 2
  %d = load volatile i16, ptr addrspace(3) %p3, align 2
  %a32 = zext i8 %a to i32
  %b32 = sext i8 %b to i32
  %c32 = zext i16 %c to i32
  %d32 = sext i16 %d to i32
  %s0 = add i32 %a32, %b32
  %s1 = add i32 %s0, %c32
  %s2 = add i32 %s1, %d32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @ds_read2st64_b32(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(3) %p0, i32 192
  %p2 = getelementptr i32, ptr addrspace(3) %p0, i32 448
  %v0 = load i32, ptr addrspace(3) %p1
  %v1 = load i32, ptr addrspace(3) %p2
  %s = sub i32 %v0, %v1
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %q
  ret void
}
