; Waitcnt corpus: readfirstlane/readlane, ballot-style compares, ds_swizzle and ds_bpermute.
define amdgpu_kernel void @lanes(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 3)
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 31)
  %x = add i32 %f, %r
  %y = add i32 %x, %sw
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %f
  %w = load i32, ptr addrspace(1) %q
  %z = add i32 %y, %w
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %z, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
