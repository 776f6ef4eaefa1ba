; Scalar loads of kernel arguments of several widths and offsets.
; Every value stays uniform, so LLVM keeps it in SGPRs and reads it with
; s_load_dword{,x2,x4,x8,x16} (SMRD on gfx6/7, SMEM on gfx8/9).

define amdgpu_kernel void @kernarg_i32(ptr addrspace(1) %out, i32 %a) {
  store i32 %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_i32_off(ptr addrspace(1) %out, i32 %pad0, i32 %pad1, i64 %pad2, i32 %a) {
  store i32 %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_i64(ptr addrspace(1) %out, i64 %a) {
  store i64 %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_v2i32_off(ptr addrspace(1) %out, <4 x i32> %pad, <2 x i32> %a) {
  store <2 x i32> %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_v4i32(ptr addrspace(1) %out, <4 x i32> %a) {
  store <4 x i32> %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_v8i32(ptr addrspace(1) %out, <8 x i32> %a) {
  store <8 x i32> %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_v16i32(ptr addrspace(1) %out, <16 x i32> %a) {
  store <16 x i32> %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_v16i32_off(ptr addrspace(1) %out, <16 x i32> %pad, <16 x i32> %a) {
  store <16 x i32> %a, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @kernarg_mixed(ptr addrspace(1) %out, i32 %a, i64 %b, <2 x i32> %c, i16 %d, i8 %e, float %f) {
  %b32 = trunc i64 %b to i32
  %c0 = extractelement <2 x i32> %c, i32 0
  %c1 = extractelement <2 x i32> %c, i32 1
  %d32 = zext i16 %d to i32
  %e32 = sext i8 %e to i32
  %f32 = bitcast float %f to i32
  %s0 = add i32 %a, %b32
  %s1 = xor i32 %s0, %c0
  %s2 = mul i32 %s1, %c1
  %s3 = sub i32 %s2, %d32
  %s4 = or i32 %s3, %e32
  %s5 = and i32 %s4, %f32
  store i32 %s5, ptr addrspace(1) %out
  ret void
}

; Loads through a constant (addrspace 4) pointer with immediate offsets that
; straddle the SMRD 8-bit dword offset, the CI 32-bit literal offset and the
; VI/GFX9 20-bit byte offset.
define amdgpu_kernel void @const_offsets(ptr addrspace(1) %out, ptr addrspace(4) %p) {
  %p1 = getelementptr i32, ptr addrspace(4) %p, i64 1
  %p2 = getelementptr i32, ptr addrspace(4) %p, i64 255
  %p3 = getelementptr i32, ptr addrspace(4) %p, i64 256
  %p4 = getelementptr i32, ptr addrspace(4) %p, i64 4096
  %p5 = getelementptr i32, ptr addrspace(4) %p, i64 262143
  %p6 = getelementptr i32, ptr addrspace(4) %p, i64 262144
  %v1 = load i32, ptr addrspace(4) %p1
  %v2 = load i32, ptr addrspace(4) %p2
  %v3 = load i32, ptr addrspace(4) %p3
  %v4 = load i32, ptr addrspace(4) %p4
  %v5 = load i32, ptr addrspace(4) %p5
  %v6 = load i32, ptr addrspace(4) %p6
  %a = add i32 %v1, %v2
  %b = add i32 %a, %v3
  %c = add i32 %b, %v4
  %d = add i32 %c, %v5
  %e = add i32 %d, %v6
  store i32 %e, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @const_wide_offsets(ptr addrspace(1) %out, ptr addrspace(4) %p) {
  %p1 = getelementptr <2 x i32>, ptr addrspace(4) %p, i64 3
  %p2 = getelementptr <4 x i32>, ptr addrspace(4) %p, i64 17
  %p3 = getelementptr <8 x i32>, ptr addrspace(4) %p, i64 40
  %p4 = getelementptr <16 x i32>, ptr addrspace(4) %p, i64 2
  %v1 = load <2 x i32>, ptr addrspace(4) %p1, align 8
  %v2 = load <4 x i32>, ptr addrspace(4) %p2, align 16
  %v3 = load <8 x i32>, ptr addrspace(4) %p3, align 32
  %v4 = load <16 x i32>, ptr addrspace(4) %p4, align 64
  %a = extractelement <2 x i32> %v1, i32 1
  %b = extractelement <4 x i32> %v2, i32 3
  %c = extractelement <8 x i32> %v3, i32 7
  %d = extractelement <16 x i32> %v4, i32 15
  %c2 = extractelement <8 x i32> %v3, i32 0
  %d2 = extractelement <16 x i32> %v4, i32 1
  %s0 = add i32 %a, %b
  %s1 = add i32 %s0, %c
  %s2 = add i32 %s1, %d
  %s3 = add i32 %s2, %c2
  %s4 = add i32 %s3, %d2
  store i32 %s4, ptr addrspace(1) %out
  ret void
}

; Kernel arguments beyond the SMRD 8-bit dword offset (byte offset > 0x3fc):
; gfx6 needs an SGPR offset, gfx7 a 32-bit literal offset, gfx8/9 an immediate.
define amdgpu_kernel void @kernarg_far(ptr addrspace(1) %out, [300 x i32] %pad, i32 %a, <2 x i32> %b, <4 x i32> %c) {
  %b1 = extractelement <2 x i32> %b, i32 1
  %c2 = extractelement <4 x i32> %c, i32 2
  %s0 = add i32 %a, %b1
  %s1 = xor i32 %s0, %c2
  store i32 %s1, ptr addrspace(1) %out
  ret void
}
