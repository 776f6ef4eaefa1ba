; gfx9 global and flat forms: immediate offsets (positive and negative), a scalar base with a
; vector offset, 16-bit loads into the high half (d16_hi), sub-dword stores, flat with offsets,
; and global atomics with and without a returned value.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @global_offsets(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr %fp) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %pp = getelementptr i32, ptr addrspace(1) %p, i64 255
  %pm = getelementptr i32, ptr addrspace(1) %p, i64 -64
  %a = load i32, ptr addrspace(1) %pp
  %b = load i32, ptr addrspace(1) %pm
  %ph = getelementptr i16, ptr addrspace(1) %in, i64 %t64
  %h0 = load i16, ptr addrspace(1) %ph
  %ph1 = getelementptr i16, ptr addrspace(1) %ph, i64 1
  %h1 = load i16, ptr addrspace(1) %ph1
  %v0 = insertelement <2 x i16> poison, i16 %h0, i32 0
  %v1 = insertelement <2 x i16> %v0, i16 %h1, i32 1
  %pb = getelementptr i8, ptr addrspace(1) %in, i64 %t64
  %pb2 = getelementptr i8, ptr addrspace(1) %pb, i64 7
  %c = load i8, ptr addrspace(1) %pb2
  %cs = sext i8 %c to i32
  %fq = getelementptr i32, ptr %fp, i64 %t64
  %fq2 = getelementptr i32, ptr %fq, i64 100
  %f = load i32, ptr %fq2
  %s0 = add i32 %a, %b
  %s1 = add i32 %s0, %cs
  %s2 = add i32 %s1, %f
  store i32 %s2, ptr %fq
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %q2 = getelementptr i32, ptr addrspace(1) %q, i64 16
  store i32 %s2, ptr addrspace(1) %q2
  %qv = getelementptr <2 x i16>, ptr addrspace(1) %out, i64 %t64
  store <2 x i16> %v1, ptr addrspace(1) %qv
  %qs = getelementptr i16, ptr addrspace(1) %out, i64 %t64
  %qs2 = getelementptr i16, ptr addrspace(1) %qs, i64 -3
  store i16 %h1, ptr addrspace(1) %qs2
  %x = atomicrmw umin ptr addrspace(1) %q, i32 %s2 monotonic
  %unused = atomicrmw or ptr addrspace(1) %q2, i32 %x monotonic
  %q64 = getelementptr i64, ptr addrspace(1) %out, i64 8
  %w = atomicrmw xchg ptr addrspace(1) %q64, i64 %t64 monotonic
  %cx = cmpxchg ptr addrspace(1) %q64, i64 %w, i64 5 monotonic monotonic
  %fa = atomicrmw add ptr %fq, i32 3 monotonic
  ret void
}
