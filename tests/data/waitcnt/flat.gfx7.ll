; Waitcnt corpus: generic (flat) pointers: loads, stores, an atomic (GCN 1.1+ has FLAT).
define amdgpu_kernel void @flat_ptrs(ptr %out, ptr %in, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr %in, i32 %id
  %a = load i32, ptr %p
  %q = getelementptr i32, ptr %p, i32 %n
  %b = load i32, ptr %q
  %s = add i32 %a, %b
  %o = getelementptr i32, ptr %out, i32 %id
  store i32 %s, ptr %o
  %old = atomicrmw add ptr %o, i32 %a seq_cst
  %o2 = getelementptr i32, ptr %o, i32 1
  store i32 %old, ptr %o2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
