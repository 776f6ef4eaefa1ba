; Hazard corpus: IR whose compiled code needs wait states (s_nop) on some generations:
; VALU-written SGPRs read by vector memory, readlane lane selects, v_div_fmas after VCC,
; s_setreg/s_getreg, M0 for s_sendmsg and LDS, descriptors built in SGPRs for s_buffer_load.
define amdgpu_kernel void @sgpr_to_vmem(ptr addrspace(1) %out, ptr addrspace(8) %rsrc) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %id)
  %v = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %rsrc, i32 0, i32 %f, i32 0)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @lane_select(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p
  %l = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %m = and i32 %l, 63
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %id, i32 %m)
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 %r, i32 %m, i32 %v)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @div_fmas(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %id
  %a = load float, ptr addrspace(1) %p
  %q = getelementptr float, ptr addrspace(1) %p, i32 64
  %b = load float, ptr addrspace(1) %q
  %d = fdiv float %a, %b
  %e = fdiv double 1.0, 3.0
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %d, ptr addrspace(1) %o
  %c = fcmp olt float %a, %b
  %s = call float @llvm.amdgcn.div.fmas.f32(float %a, float %b, float %d, i1 %c)
  store float %s, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @setreg_getreg(ptr addrspace(1) %out, i32 %x) {
  call void @llvm.amdgcn.s.setreg(i32 2049, i32 %x)
  %g = call i32 @llvm.amdgcn.s.getreg(i32 2049)
  call void @llvm.amdgcn.s.setreg(i32 2049, i32 %g)
  %h = call i32 @llvm.amdgcn.s.getreg(i32 2049)
  store i32 %h, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @sendmsg_m0(i32 %x) {
  call void @llvm.amdgcn.s.sendmsg(i32 1, i32 %x)
  ret void
}

define amdgpu_kernel void @buffer_descriptor(ptr addrspace(1) %out, ptr addrspace(1) %base, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %base, i32 %id
  %v = load i32, ptr addrspace(1) %p
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %base, i16 0, i64 1024, i32 159744)
  %s = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> <i32 0, i32 0, i32 -1, i32 159744>, i32 %f, i32 0)
  %t = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %rsrc, i32 0, i32 %n, i32 0)
  %u = add i32 %s, %t
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %u, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @wide_store(ptr addrspace(1) %out, ptr addrspace(8) %rsrc, <4 x i32> %v) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %v, ptr addrspace(8) %rsrc, i32 0, i32 0, i32 0)
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %w, ptr addrspace(8) %rsrc, i32 16, i32 0, i32 0)
  %o = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %id
  store <4 x i32> %w, ptr addrspace(1) %o
  %x = mul <4 x i32> %w, %w
  store <4 x i32> %x, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.div.fmas.f32(float, float, float, i1)
declare void @llvm.amdgcn.s.setreg(i32, i32)
declare i32 @llvm.amdgcn.s.getreg(i32)
declare void @llvm.amdgcn.s.sendmsg(i32, i32)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
