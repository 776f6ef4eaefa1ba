; Kernels written for the directive test (test_compiler_output.py): they make LLVM print
; data sections, scratch use, a dynamic stack, a called function, work-item ids in Y/Z,
; work-group size attributes and globals of several kinds.

@table = addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@counter = addrspace(1) global i32 7, align 4
@bytes = addrspace(1) global [5 x i8] c"abcd\00", align 1
@zeroes = addrspace(1) global [16 x i64] zeroinitializer, align 8
@wide = addrspace(1) global i64 81985529216486895, align 8
@half = addrspace(1) global i16 -2, align 2

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.y()

define amdgpu_kernel void @uses_table(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %c = load i32, ptr addrspace(1) @counter
  %s = add i32 %v, %c
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @private_array(ptr addrspace(1) %out, i32 %i, i32 %j) {
  %a = alloca [32 x i32], align 4, addrspace(5)
  %p = getelementptr [32 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  store volatile i32 %j, ptr addrspace(5) %p
  %q = getelementptr [32 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  %v = load volatile i32, ptr addrspace(5) %q
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @dynamic_stack(ptr addrspace(1) %out, i32 %n) {
  %a = alloca i32, i32 %n, align 4, addrspace(5)
  store volatile i32 %n, ptr addrspace(5) %a
  %v = load volatile i32, ptr addrspace(5) %a
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define i32 @helper(i32 %a, i32 %b) #1 {
  %m = mul i32 %a, %b
  %r = add i32 %m, 3
  ret i32 %r
}

define amdgpu_kernel void @calls_helper(ptr addrspace(1) %out, i32 %a) {
  %r = call i32 @helper(i32 %a, i32 %a)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @ids_xyz(ptr addrspace(1) %out) #0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %g = call i32 @llvm.amdgcn.workgroup.id.y()
  %xy = add i32 %x, %y
  %xyz = add i32 %xy, %z
  %all = add i32 %xyz, %g
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %all, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @float_modes(ptr addrspace(1) %out, float %a, double %b) #2 {
  %c = fpext float %a to double
  %d = fadd double %c, %b
  store double %d, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @empty() {
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
attributes #1 = { noinline }
attributes #2 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-ieee"="false" }
