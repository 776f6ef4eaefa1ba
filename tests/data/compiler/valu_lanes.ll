; Cross-lane vector ALU: readlane, readfirstlane, writelane (every generation).

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)

define amdgpu_kernel void @lanes(ptr addrspace(1) %out, i32 %lane) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %tid, 3
  %a = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %lane)
  %b = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
  %c = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %s = add i32 %a, %b
  %s2 = add i32 %s, %c
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 %s2, i32 7, i32 %v)
  %w2 = call i32 @llvm.amdgcn.writelane.i32(i32 %a, i32 %lane, i32 %w)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w2, ptr addrspace(1) %q
  ret void
}
