; Cache maintenance: agent-scope acquire fences (buffer_wbinvl1*), volatile and nontemporal
; accesses (glc/slc), image loads with tfe/lwe and cache bits.

declare i32 @llvm.amdgcn.workitem.id.x()
declare {<4 x float>, i32} @llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32, i32, <8 x i32>, i32, i32)

define amdgpu_kernel void @fences(ptr addrspace(1) %out, ptr addrspace(1) %flag) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %f = load atomic i32, ptr addrspace(1) %flag syncscope("agent") acquire, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %v = load volatile i32, ptr addrspace(1) %p
  %s = add i32 %v, %f
  store i32 %s, ptr addrspace(1) %p, !nontemporal !0
  fence syncscope("agent") acq_rel
  store atomic i32 %s, ptr addrspace(1) %flag syncscope("agent") release, align 4
  ret void
}

define amdgpu_kernel void @image_flags(<8 x i32> inreg %img, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call {<4 x float>, i32} @llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32(i32 15, i32 %tid, i32 %tid, <8 x i32> %img, i32 1, i32 0)
  %l = call <2 x float> @llvm.amdgcn.image.load.1d.v2f32.i32(i32 9, i32 %tid, <8 x i32> %img, i32 0, i32 3)
  %d = extractvalue {<4 x float>, i32} %r, 0
  %e = extractvalue {<4 x float>, i32} %r, 1
  %d0 = extractelement <4 x float> %d, i32 0
  %l1 = extractelement <2 x float> %l, i32 1
  %s = fadd float %d0, %l1
  %ei = bitcast i32 %e to float
  %t = fadd float %s, %ei
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %t, ptr addrspace(1) %q
  ret void
}

!0 = !{i32 1}
