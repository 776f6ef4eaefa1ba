; Buffer loads straight into LDS (the lds modifier, M0 holding the LDS address): the
; intrinsic is selected on gfx9 only.

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)

@lds = internal addrspace(3) global [256 x i32] poison, align 4

define amdgpu_kernel void @lds_dma(<4 x i32> inreg %rsrc, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) @lds, i32 4, i32 %off, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) @lds, i32 4, i32 %off, i32 0, i32 16, i32 1)
  %p = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  %v = load i32, ptr addrspace(3) %p
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %q
  ret void
}

