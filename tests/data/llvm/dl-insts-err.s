// Input lines of llvm/test/MC/AMDGPU/dl-insts-err.s from the LLVM project (Apache-2.0 WITH LLVM-
// exception), commit 007f1e960061: its first page of two (the unsupported-GPU lines, v_dot2_*
// op_sel/op_sel_hi/neg_lo/neg_hi syntax errors); RUN/CHECK lines removed. Expected results are never
// taken from here: tests/test_llvm_cases.py asks the live llvm-mc 22.
v_fmac_f32 v0, v1, v2
v_xnor_b32 v0, v1, v2
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_i32_i16 v0, v1, v2, v3
v_dot2_u32_u16 v0, v1, v2, v3
v_dot4_i32_i8 v0, v1, v2, v3
v_dot4_u32_u8 v0, v1, v2, v3
v_dot8_i32_i4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3 op_sel
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[,]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,2]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[2,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[2,2]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,-1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[-1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[-1,-1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0,0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[,]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,2]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[2,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[2,2]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,-1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[-1,0]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[-1,-1]
v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,0,0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[,]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,2]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[2,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[2,2]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,-1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[-1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[-1,-1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,0,0,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[,]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,2]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[2,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[2,2]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,-1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[-1,0]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[-1,-1]
v_dot2_f32_f16 v0, v1, v2, v3 neg_hi:[0,0,0,0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[,]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,2]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[2,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[2,2]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,-1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[-1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[-1,-1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[0,0,0,0,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[,]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[0,2]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[2,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[2,2]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[0,-1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[-1,0]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[-1,-1]
v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[0,0,0,0,0]
v_dot2_i32_i16 v0, v1, v2, v3 neg_lo:[0,0]
v_dot2_i32_i16 v0, v1, v2, v3 neg_hi:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[,]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,2]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[2,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[2,2]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,-1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[-1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[-1,-1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0,0,0,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[,]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[0,2]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[2,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[2,2]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[0,-1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[-1,0]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[-1,-1]
v_dot2_u32_u16 v0, v1, v2, v3 op_sel_hi:[0,0,0,0,0]
v_dot2_u32_u16 v0, v1, v2, v3 neg_lo:[0,0]
v_dot2_u32_u16 v0, v1, v2, v3 neg_hi:[0,0]
