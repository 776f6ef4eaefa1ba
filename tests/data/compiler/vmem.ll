; Vector memory: global (addrspace 1) loads, stores and atomics (gfx6: buffer_* addr64,
; gfx7/8: flat_*, gfx9: global_* with a scalar base), raw/struct buffer and typed-buffer intrinsics (buffer_*/tbuffer_* with off, offen,
; idxen, glc/slc, soffset).

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.f32(float, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.f32(float, <4 x i32>, i32, i32, i32, i32)

define amdgpu_kernel void @global_rw(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 100
  %v = load i32, ptr addrspace(1) %p
  %w = load i32, ptr addrspace(1) %p2
  %pv = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %x = load <4 x i32>, ptr addrspace(1) %pv
  %e = extractelement <4 x i32> %x, i32 2
  %b = getelementptr i8, ptr addrspace(1) %in, i32 %tid
  %c = load i8, ptr addrspace(1) %b
  %cz = zext i8 %c to i32
  %h = getelementptr i16, ptr addrspace(1) %in, i32 %tid
  %hv = load i16, ptr addrspace(1) %h
  %hs = sext i16 %hv to i32
  %s0 = add i32 %v, %w
  %s1 = add i32 %s0, %e
  %s2 = add i32 %s1, %cz
  %s3 = add i32 %s2, %hs
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s3, ptr addrspace(1) %q
  %q8 = getelementptr i8, ptr addrspace(1) %out, i32 %s3
  store i8 %c, ptr addrspace(1) %q8
  %qv = getelementptr <2 x i32>, ptr addrspace(1) %out, i32 %s2
  %pair = insertelement <2 x i32> poison, i32 %v, i32 0
  %pair2 = insertelement <2 x i32> %pair, i32 %w, i32 1
  store <2 x i32> %pair2, ptr addrspace(1) %qv
  ret void
}

define amdgpu_kernel void @global_atomics(ptr addrspace(1) %out, ptr addrspace(1) %cnt) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 %tid seq_cst
  %p = getelementptr i32, ptr addrspace(1) %cnt, i32 4
  %m = atomicrmw max ptr addrspace(1) %p, i32 %old monotonic
  %p64 = getelementptr i64, ptr addrspace(1) %cnt, i32 8
  %x = zext i32 %m to i64
  %y = atomicrmw xor ptr addrspace(1) %p64, i64 %x monotonic
  %pc = getelementptr i32, ptr addrspace(1) %cnt, i32 12
  %cx = cmpxchg ptr addrspace(1) %pc, i32 %old, i32 %tid monotonic monotonic
  %cv = extractvalue { i32, i1 } %cx, 0
  %t = trunc i64 %y to i32
  %s = add i32 %cv, %t
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %q
  %pn = getelementptr i32, ptr addrspace(1) %cnt, i32 16
  %unused = atomicrmw sub ptr addrspace(1) %pn, i32 1 monotonic
  ret void
}

define amdgpu_kernel void @buffers(<4 x i32> inreg %rsrc, i32 inreg %soff, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  %a = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rsrc, i32 %off, i32 %soff, i32 0)
  %b = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 1)
  %c = call float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32> %rsrc, i32 %tid, i32 16, i32 %soff, i32 2)
  %b1 = extractelement <4 x float> %b, i32 1
  %s = fadd float %a, %b1
  %t = fadd float %s, %c
  call void @llvm.amdgcn.struct.buffer.store.f32(float %t, <4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %pair = insertelement <2 x float> poison, float %t, i32 0
  %pair2 = insertelement <2 x float> %pair, float %a, i32 1
  call void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float> %pair2, <4 x i32> %rsrc, i32 %off, i32 %soff, i32 3)
  %old = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %tv = call <2 x float> @llvm.amdgcn.raw.tbuffer.load.v2f32(<4 x i32> %rsrc, i32 %off, i32 %soff, i32 78, i32 0)
  %t0 = extractelement <2 x float> %tv, i32 0
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %t0, <4 x i32> %rsrc, i32 %off, i32 4, i32 22, i32 1)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %old, ptr addrspace(1) %q
  ret void
}
