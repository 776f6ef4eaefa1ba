; Linkage, visibility and address spaces as compilers write them: weak, linkonce_odr,
; internal, hidden and protected symbols, external globals (relocations), LDS globals,
; a string, an indirect call and a function pointer table.

@weak_counter = weak addrspace(1) global i32 3, align 4
@odr_value = linkonce_odr addrspace(1) global i64 5, align 8
@local_table = internal addrspace(4) constant [3 x i16] [i16 1, i16 2, i16 3], align 2
@hidden_value = hidden addrspace(1) global i32 9, align 4
@protected_value = protected addrspace(1) global i32 11, align 4
@external_value = external addrspace(1) global i32, align 4
@message = private unnamed_addr addrspace(4) constant [12 x i8] c"hello\09world\00", align 1
@lds_buf = internal addrspace(3) global [64 x i32] undef, align 16
@lds_one = addrspace(3) global i32 undef, align 4
@fptrs = addrspace(1) global [2 x ptr] [ptr @add_one, ptr @twice], align 8
@aliased = alias i32, ptr addrspace(1) @hidden_value

define internal i32 @add_one(i32 %a) #0 {
  %r = add i32 %a, 1
  ret i32 %r
}

define linkonce_odr hidden i32 @twice(i32 %a) #0 {
  %r = shl i32 %a, 1
  ret i32 %r
}

define weak i32 @weak_fn(i32 %a) #0 {
  %r = xor i32 %a, 5
  ret i32 %r
}

define amdgpu_kernel void @use_all(ptr addrspace(1) %out, i32 %i, i32 %sel) {
  %w = load i32, ptr addrspace(1) @weak_counter
  %o = load i64, ptr addrspace(1) @odr_value
  %ot = trunc i64 %o to i32
  %tp = getelementptr [3 x i16], ptr addrspace(4) @local_table, i32 0, i32 %i
  %t = load i16, ptr addrspace(4) %tp
  %te = zext i16 %t to i32
  %h = load i32, ptr addrspace(1) @hidden_value
  %p = load i32, ptr addrspace(1) @protected_value
  %e = load i32, ptr addrspace(1) @external_value
  %mp = getelementptr [12 x i8], ptr addrspace(4) @message, i32 0, i32 %i
  %m = load i8, ptr addrspace(4) %mp
  %me = zext i8 %m to i32
  %lp = getelementptr [64 x i32], ptr addrspace(3) @lds_buf, i32 0, i32 %i
  store i32 %w, ptr addrspace(3) %lp
  store i32 %h, ptr addrspace(3) @lds_one
  %l = load i32, ptr addrspace(3) @lds_buf
  %fp = getelementptr [2 x ptr], ptr addrspace(1) @fptrs, i32 0, i32 %sel
  %f = load ptr, ptr addrspace(1) %fp
  %c = call i32 %f(i32 %l)
  %d = call i32 @weak_fn(i32 %c)
  %s1 = add i32 %w, %ot
  %s2 = add i32 %s1, %te
  %s3 = add i32 %s2, %h
  %s4 = add i32 %s3, %p
  %s5 = add i32 %s4, %e
  %s6 = add i32 %s5, %me
  %s7 = add i32 %s6, %d
  store i32 %s7, ptr addrspace(1) %out
  ret void
}

attributes #0 = { noinline }
