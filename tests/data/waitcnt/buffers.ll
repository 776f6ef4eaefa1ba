; Waitcnt corpus: buffer loads/stores/atomics through resource descriptors, image loads.
define amdgpu_kernel void @buffers(<4 x i32> %rsrc, <4 x i32> %dst, i32 %off) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o4 = shl i32 %id, 2
  %a = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rsrc, i32 %o4, i32 %off, i32 0)
  %b = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %o4, i32 16, i32 0)
  %b0 = extractelement <4 x float> %b, i32 0
  %s = fadd float %a, %b0
  call void @llvm.amdgcn.raw.buffer.store.f32(float %s, <4 x i32> %dst, i32 %o4, i32 0, i32 0)
  %i = fptosi float %s to i32
  %old = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %i, <4 x i32> %dst, i32 %o4, i32 64, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %old, <4 x i32> %dst, i32 %o4, i32 128, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %b, <4 x i32> %dst, i32 %o4, i32 256, i32 0)
  ret void
}
define amdgpu_kernel void @images(<8 x i32> %img, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %id, i32 %id, <8 x i32> %img, i32 0, i32 0)
  %w = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %id, i32 0, <8 x i32> %img, i32 0, i32 0)
  %s = fadd <4 x float> %v, %w
  %o = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %id
  store <4 x float> %s, ptr addrspace(1) %o
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %s, i32 15, i32 %id, i32 1, <8 x i32> %img, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
