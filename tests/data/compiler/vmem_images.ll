; Image instructions: loads and stores with and without mip, sample with explicit lod,
; bias, compare and offsets, gather4, resinfo, atomics, 1d/2d/3d/cube/array dimensions.

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.mip.1d.f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <2 x float> @llvm.amdgcn.image.load.3d.v2f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.mip.2darray.f32.i32(float, i32, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.lz.1d.f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.c.lz.2d.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.lz.o.2d.v2f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)

define amdgpu_kernel void @images(<8 x i32> inreg %img, <4 x i32> inreg %smp, ptr addrspace(1) %out, float %u, float %v) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = and i32 %tid, 63
  %y = lshr i32 %tid, 6
  %l = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %lm = call float @llvm.amdgcn.image.load.mip.1d.f32.i32(i32 2, i32 %x, i32 1, <8 x i32> %img, i32 0, i32 1)
  %l3 = call <2 x float> @llvm.amdgcn.image.load.3d.v2f32.i32(i32 5, i32 %x, i32 %y, i32 %tid, <8 x i32> %img, i32 0, i32 2)
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %l, i32 15, i32 %y, i32 %x, <8 x i32> %img, i32 0, i32 0)
  call void @llvm.amdgcn.image.store.mip.2darray.f32.i32(float %lm, i32 1, i32 %x, i32 %y, i32 3, i32 0, <8 x i32> %img, i32 0, i32 3)
  %fx = uitofp i32 %x to float
  %s = call <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32 15, float %fx, float %v, float 0.0, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %s1 = call float @llvm.amdgcn.image.sample.lz.1d.f32.f32(i32 4, float %u, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %sc = call <4 x float> @llvm.amdgcn.image.sample.l.cube.v4f32.f32(i32 11, float %u, float %v, float %fx, float 1.0, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %cmp = call float @llvm.amdgcn.image.sample.c.lz.2d.f32.f32(i32 1, float 0.5, float %u, float %fx, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %so = call <2 x float> @llvm.amdgcn.image.sample.lz.o.2d.v2f32.f32(i32 3, i32 257, float %u, float %v, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %g = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 1, float %u, float %fx, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %r = call <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32 15, i32 0, <8 x i32> %img, i32 0, i32 0)
  %a = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 %tid, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %c = call i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32(i32 %a, i32 %tid, i32 %x, <8 x i32> %img, i32 0, i32 0)
  %unused = call i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32(i32 %c, i32 %x, i32 %y, i32 2, <8 x i32> %img, i32 0, i32 0)
  %e0 = extractelement <4 x float> %s, i32 2
  %e1 = extractelement <4 x float> %sc, i32 1
  %e2 = extractelement <2 x float> %so, i32 1
  %e3 = extractelement <4 x float> %g, i32 3
  %e4 = extractelement <4 x float> %r, i32 0
  %e5 = extractelement <2 x float> %l3, i32 1
  %t0 = fadd float %e0, %e1
  %t1 = fadd float %t0, %e2
  %t2 = fadd float %t1, %e3
  %t3 = fadd float %t2, %e4
  %t4 = fadd float %t3, %s1
  %t5 = fadd float %t4, %cmp
  %t6 = fadd float %t5, %e5
  %ci = bitcast i32 %c to float
  %t7 = fadd float %t6, %ci
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %t7, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @more_samples(<8 x i32> inreg %img, <4 x i32> inreg %smp, ptr addrspace(1) %out, float %u, float %v, float %bias) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %fx = uitofp i32 %tid to float
  %s = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %fx, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %b = call <4 x float> @llvm.amdgcn.image.sample.b.2darray.v4f32.f32.f32(i32 7, float %bias, float %u, float %fx, float 2.0, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %d = call <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32 15, float %u, float %v, float %v, float %u, float %fx, float %v, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %r0 = fadd <4 x float> %s, %b
  %r = fadd <4 x float> %r0, %d
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %r, ptr addrspace(1) %q
  ret void
}

declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.b.2darray.v4f32.f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32, float, float, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
