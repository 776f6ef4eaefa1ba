; Buffer intrinsics in more forms: struct (idxen + offen), format loads and stores,
; glc/slc from the cache-policy argument, immediate offsets, sub-dword loads and stores,
; and the atomics with and without a returned value (32 and 64 bits, cmpswap).

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.f32(float, <4 x i32>, i32, i32, i32)
declare <3 x i32> @llvm.amdgcn.struct.buffer.load.v3i32(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32>, <4 x i32>, i32, i32, i32)
declare i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32>, i32, i32, i32)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i8(i8, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i16(i16, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32)
declare i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64, <4 x i32>, i32, i32, i32)
declare i64 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i64(i64, i64, <4 x i32>, i32, i32, i32, i32)

define amdgpu_kernel void @buffer_forms(<4 x i32> inreg %rsrc, i32 inreg %soff, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 4
  %f4 = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %tid, i32 %off, i32 %soff, i32 0)
  %f2 = call <2 x float> @llvm.amdgcn.raw.buffer.load.format.v2f32(<4 x i32> %rsrc, i32 %off, i32 0, i32 2)
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %f4, <4 x i32> %rsrc, i32 %tid, i32 32, i32 %soff, i32 1)
  %f20 = extractelement <2 x float> %f2, i32 1
  call void @llvm.amdgcn.raw.buffer.store.format.f32(float %f20, <4 x i32> %rsrc, i32 %off, i32 0, i32 3)
  %i3 = call <3 x i32> @llvm.amdgcn.struct.buffer.load.v3i32(<4 x i32> %rsrc, i32 %tid, i32 4092, i32 0, i32 0)
  %i30 = extractelement <3 x i32> %i3, i32 2
  %v4 = insertelement <4 x i32> <i32 9, i32 8, i32 7, i32 6>, i32 %i30, i32 0
  call void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32> %v4, <4 x i32> %rsrc, i32 %off, i32 %soff, i32 0)
  %b = call i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %s = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rsrc, i32 %off, i32 0, i32 1)
  call void @llvm.amdgcn.raw.buffer.store.i8(i8 %b, <4 x i32> %rsrc, i32 %off, i32 %soff, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.i16(i16 %s, <4 x i32> %rsrc, i32 %off, i32 0, i32 2)
  %a0 = call i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a1 = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32 %a0, <4 x i32> %rsrc, i32 %off, i32 %soff, i32 0)
  %a2 = call i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32 %a1, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a3 = call i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32 %a2, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a4 = call i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32 %a3, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a5 = call i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32 %a4, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %unused = call i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32 %a5, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a6 = call i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32 %a5, <4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %a7 = call i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32 %a6, <4 x i32> %rsrc, i32 %tid, i32 %off, i32 0, i32 0)
  %a8 = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32 %a7, i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %w = zext i32 %a8 to i64
  %a9 = call i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64 %w, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %a10 = call i64 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i64(i64 %a9, i64 %w, <4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %t = trunc i64 %a10 to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %t, ptr addrspace(1) %q
  ret void
}
