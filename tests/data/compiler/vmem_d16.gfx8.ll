; 16-bit data through buffers and typed buffers on gfx8+ (d16 format loads and stores:
; unpacked registers on gfx8.0, packed on gfx8.1+/gfx9) and half loads.

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32>, i32, i32, i32)
declare half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32>, i32, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.buffer.load.format.v2f16(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v4f16(<4 x half>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half>, <4 x i32>, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v4f16(<4 x half>, <4 x i32>, i32, i32, i32, i32)

define amdgpu_kernel void @d16_buffers(<4 x i32> inreg %rsrc, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 3
  %h4 = call <4 x half> @llvm.amdgcn.raw.buffer.load.format.v4f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %h1 = call half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %h2 = call <2 x half> @llvm.amdgcn.raw.buffer.load.format.v2f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 1)
  %t2 = call <2 x half> @llvm.amdgcn.raw.tbuffer.load.v2f16(<4 x i32> %rsrc, i32 %off, i32 0, i32 78, i32 0)
  %x = insertelement <4 x half> %h4, half %h1, i32 3
  call void @llvm.amdgcn.raw.buffer.store.format.v4f16(<4 x half> %x, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %y = fadd <2 x half> %h2, %t2
  call void @llvm.amdgcn.raw.buffer.store.format.v2f16(<2 x half> %y, <4 x i32> %rsrc, i32 %off, i32 16, i32 0)
  call void @llvm.amdgcn.raw.tbuffer.store.v4f16(<4 x half> %h4, <4 x i32> %rsrc, i32 %off, i32 0, i32 22, i32 0)
  %q = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %tid
  store <2 x half> %y, ptr addrspace(1) %q
  ret void
}
