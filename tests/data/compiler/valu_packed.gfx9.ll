; gfx9 only: packed math (<2 x half> and <2 x i16>: v_pk_* with op_sel/op_sel_hi/neg).

declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)

define amdgpu_kernel void @packed(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x half> %s) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %tid
  %x = load <2 x half>, ptr addrspace(1) %p
  %a = fadd <2 x half> %x, %s
  %b = fmul <2 x half> %a, <half 0xH3800, half 0xH3800>
  %sw = shufflevector <2 x half> %b, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %c = call <2 x half> @llvm.fma.v2f16(<2 x half> %sw, <2 x half> %x, <2 x half> %a)
  %n = fneg <2 x half> %c
  %d = fsub <2 x half> %n, %x
  %q = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %tid
  store <2 x half> %d, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @packed_int(ptr addrspace(1) %out, ptr addrspace(1) %in, <2 x i16> %s) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <2 x i16>, ptr addrspace(1) %in, i32 %tid
  %x = load <2 x i16>, ptr addrspace(1) %p
  %a = add <2 x i16> %x, %s
  %b = mul <2 x i16> %a, %x
  %c = shl <2 x i16> %b, <i16 1, i16 3>
  %d = ashr <2 x i16> %c, %s
  %e = sub <2 x i16> %d, <i16 5, i16 -7>
  %q = getelementptr <2 x i16>, ptr addrspace(1) %out, i32 %tid
  store <2 x i16> %e, ptr addrspace(1) %q
  ret void
}
