; s_buffer_load_dword{,x2,x4,x8,x16} through llvm.amdgcn.s.buffer.load with a
; uniform resource descriptor and immediate / SGPR offsets.

declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32>, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)
declare <8 x i32> @llvm.amdgcn.s.buffer.load.v8i32(<4 x i32>, i32, i32)
declare <16 x i32> @llvm.amdgcn.s.buffer.load.v16i32(<4 x i32>, i32, i32)

define amdgpu_kernel void @sbuf_dword(ptr addrspace(1) %out, <4 x i32> %rsrc) {
  %a = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 0, i32 0)
  %b = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 4, i32 0)
  %c = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 1020, i32 0)
  %d = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 1024, i32 0)
  %e = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 65536, i32 0)
  %s0 = add i32 %a, %b
  %s1 = mul i32 %s0, %c
  %s2 = xor i32 %s1, %d
  %s3 = sub i32 %s2, %e
  store i32 %s3, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @sbuf_sgpr_offset(ptr addrspace(1) %out, <4 x i32> %rsrc, i32 %off) {
  %a = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 %off, i32 0)
  %o2 = add i32 %off, 64
  %b = call <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32> %rsrc, i32 %o2, i32 0)
  %b0 = extractelement <2 x i32> %b, i32 0
  %b1 = extractelement <2 x i32> %b, i32 1
  %s0 = add i32 %a, %b0
  %s1 = mul i32 %s0, %b1
  store i32 %s1, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @sbuf_wide(ptr addrspace(1) %out, <4 x i32> %rsrc) {
  %a = call <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32> %rsrc, i32 8, i32 0)
  %b = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 32, i32 0)
  %c = call <8 x i32> @llvm.amdgcn.s.buffer.load.v8i32(<4 x i32> %rsrc, i32 256, i32 0)
  %d = call <16 x i32> @llvm.amdgcn.s.buffer.load.v16i32(<4 x i32> %rsrc, i32 512, i32 0)
  %e = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 4096, i32 0)
  %a1 = extractelement <2 x i32> %a, i32 1
  %b3 = extractelement <4 x i32> %b, i32 3
  %c7 = extractelement <8 x i32> %c, i32 7
  %c0 = extractelement <8 x i32> %c, i32 0
  %d15 = extractelement <16 x i32> %d, i32 15
  %d1 = extractelement <16 x i32> %d, i32 1
  %e2 = extractelement <4 x i32> %e, i32 2
  %e0 = extractelement <4 x i32> %e, i32 0
  %s0 = add i32 %a1, %b3
  %s1 = mul i32 %s0, %c7
  %s2 = xor i32 %s1, %c0
  %s3 = sub i32 %s2, %d15
  %s4 = or i32 %s3, %d1
  %s5 = and i32 %s4, %e2
  %s6 = add i32 %s5, %e0
  store i32 %s6, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @sbuf_glc(ptr addrspace(1) %out, <4 x i32> %rsrc) {
  %a = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 16, i32 1)
  %b = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 48, i32 1)
  %b0 = extractelement <4 x i32> %b, i32 0
  %b3 = extractelement <4 x i32> %b, i32 3
  %s0 = add i32 %a, %b0
  %s1 = xor i32 %s0, %b3
  store i32 %s1, ptr addrspace(1) %out
  ret void
}
