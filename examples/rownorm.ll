; Row normalisation: out[row][i] = (x - mean) / sqrt(var + eps) for rows of n floats,
; one workgroup of 256 threads per row: a strided loop, a tree reduction in LDS with
; barriers, a division and a square root, a store loop.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"

@sum = internal addrspace(3) global [256 x float] poison, align 4
@sq = internal addrspace(3) global [256 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.sqrt.f32(float)

define amdgpu_kernel void @rownorm(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias readonly %in, i32 %n, float %eps) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %row = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %row, %n
  %base64 = sext i32 %base to i64
  %rowin = getelementptr float, ptr addrspace(1) %in, i64 %base64
  %rowout = getelementptr float, ptr addrspace(1) %out, i64 %base64
  br label %acc

acc:
  %i = phi i32 [ %tid, %entry ], [ %inext, %acc.body ]
  %s = phi float [ 0.0, %entry ], [ %s2, %acc.body ]
  %q = phi float [ 0.0, %entry ], [ %q2, %acc.body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %acc.body, label %reduce

acc.body:
  %p = getelementptr float, ptr addrspace(1) %rowin, i32 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %s2 = fadd float %s, %x
  %q2 = call float @llvm.fma.f32(float %x, float %x, float %q)
  %inext = add i32 %i, 256
  br label %acc

reduce:
  %ps = getelementptr [256 x float], ptr addrspace(3) @sum, i32 0, i32 %tid
  %pq = getelementptr [256 x float], ptr addrspace(3) @sq, i32 0, i32 %tid
  store float %s, ptr addrspace(3) %ps, align 4
  store float %q, ptr addrspace(3) %pq, align 4
  call void @llvm.amdgcn.s.barrier()
  br label %tree

tree:
  %w = phi i32 [ 128, %reduce ], [ %w2, %tree.next ]
  %active = icmp ult i32 %tid, %w
  br i1 %active, label %tree.add, label %tree.next

tree.add:
  %j = add i32 %tid, %w
  %pjs = getelementptr [256 x float], ptr addrspace(3) @sum, i32 0, i32 %j
  %pjq = getelementptr [256 x float], ptr addrspace(3) @sq, i32 0, i32 %j
  %a = load float, ptr addrspace(3) %ps, align 4
  %b = load float, ptr addrspace(3) %pjs, align 4
  %c = load float, ptr addrspace(3) %pq, align 4
  %d = load float, ptr addrspace(3) %pjq, align 4
  %ab = fadd float %a, %b
  %cd = fadd float %c, %d
  store float %ab, ptr addrspace(3) %ps, align 4
  store float %cd, ptr addrspace(3) %pq, align 4
  br label %tree.next

tree.next:
  call void @llvm.amdgcn.s.barrier()
  %w2 = lshr i32 %w, 1
  %done = icmp eq i32 %w2, 0
  br i1 %done, label %stats, label %tree

stats:
  %p0 = getelementptr [256 x float], ptr addrspace(3) @sum, i32 0, i32 0
  %q0 = getelementptr [256 x float], ptr addrspace(3) @sq, i32 0, i32 0
  %total = load float, ptr addrspace(3) %p0, align 4
  %totq = load float, ptr addrspace(3) %q0, align 4
  %nf = sitofp i32 %n to float
  %mean = fdiv float %total, %nf
  %ex2 = fdiv float %totq, %nf
  %m2 = fmul float %mean, %mean
  %var = fsub float %ex2, %m2
  %ve = fadd float %var, %eps
  %sd = call float @llvm.sqrt.f32(float %ve)
  %inv = fdiv float 1.0, %sd
  br label %norm

norm:
  %k = phi i32 [ %tid, %stats ], [ %knext, %norm.body ]
  %more2 = icmp slt i32 %k, %n
  br i1 %more2, label %norm.body, label %exit

norm.body:
  %pi = getelementptr float, ptr addrspace(1) %rowin, i32 %k
  %y = load float, ptr addrspace(1) %pi, align 4
  %yc = fsub float %y, %mean
  %yn = fmul float %yc, %inv
  %po = getelementptr float, ptr addrspace(1) %rowout, i32 %k
  store float %yn, ptr addrspace(1) %po, align 4
  %knext = add i32 %k, 256
  br label %norm

exit:
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
