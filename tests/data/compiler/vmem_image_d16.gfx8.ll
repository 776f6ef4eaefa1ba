; 16-bit image data on gfx8+ (d16: unpacked registers on gfx8.0, packed on gfx8.1+/gfx9).

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare half @llvm.amdgcn.image.sample.lz.2d.f16.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v2f16.i32(<2 x half>, i32, i32, <8 x i32>, i32, i32)
declare <4 x half> @llvm.amdgcn.image.gather4.lz.2d.v4f16.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)

define amdgpu_kernel void @image_d16(<8 x i32> inreg %img, <4 x i32> inreg %smp, ptr addrspace(1) %out, float %u) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %h = call <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32 15, i32 %tid, i32 3, <8 x i32> %img, i32 0, i32 0)
  %s = call half @llvm.amdgcn.image.sample.lz.2d.f16.f32(i32 2, float %u, float %u, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %g = call <4 x half> @llvm.amdgcn.image.gather4.lz.2d.v4f16.f32(i32 4, float %u, float 0.5, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %x = insertelement <4 x half> %h, half %s, i32 0
  %y = fadd <4 x half> %x, %g
  %lo = shufflevector <4 x half> %y, <4 x half> poison, <2 x i32> <i32 0, i32 3>
  call void @llvm.amdgcn.image.store.1d.v2f16.i32(<2 x half> %lo, i32 3, i32 %tid, <8 x i32> %img, i32 0, i32 0)
  %q = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %tid
  store <2 x half> %lo, ptr addrspace(1) %q
  ret void
}
