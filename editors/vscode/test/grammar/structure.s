; SYNTAX TEST "source.amdgcn" "labels, directives, comments"
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
; <-------------- keyword.control.directive.amdgcn
;              ^^^^^^^^^^^^^^^^^^^^^^^^^^^ string.quoted.double.amdgcn
.text
; <----- keyword.control.directive.amdgcn
.globl kernel
; <------ keyword.control.directive.amdgcn
;      ^^^^^^ variable.other.label.amdgcn
.p2align 8
;        ^ constant.numeric.decimal.amdgcn
kernel:
; <------ entity.name.function.label.amdgcn
;     ^ punctuation.separator.label.amdgcn
.LBB0_1:
; <------- entity.name.function.label.amdgcn
loop: s_nop 0
; <---- entity.name.function.label.amdgcn
;     ^^^^^ keyword.other.mnemonic.scalar.amdgcn
  s_nop 0 ; trailing comment
;         ^ comment.line.semicolon.amdgcn
;           ^^^^^^^^^^^^^^^^ comment.line.semicolon.amdgcn
  s_nop 0 // slash comment
;         ^^ comment.line.double-slash.amdgcn
;            ^^^^^^^^^^^^^ comment.line.double-slash.amdgcn
  s_nop /* inline */ 0
;       ^^ comment.block.amdgcn
;          ^^^^^^ comment.block.amdgcn
;                    ^ constant.numeric.decimal.amdgcn
/* block comment
; <-- comment.block.amdgcn
;  ^^^^^ comment.block.amdgcn
   s_nop 0 still comment */ s_endpgm
;  ^^^^^ comment.block.amdgcn
;                        ^^ comment.block.amdgcn
;                           ^^^^^^^^ keyword.control.flow.amdgcn
// s_nop 0
; <-- comment.line.double-slash.amdgcn
;  ^^^^^ comment.line.double-slash.amdgcn
.amdhsa_kernel kernel
; <-------------- keyword.control.directive.amdgcn
  .amdhsa_next_free_vgpr 4
; ^^^^^^^^^^^^^^^^^^^^^^ keyword.control.directive.amdgcn
.end_amdhsa_kernel
; <------------------ keyword.control.directive.amdgcn
.set s_fake, 1
;    ^^^^^^ variable.other.label.amdgcn
#include "defs.h"
; <-------- meta.preprocessor.amdgcn
.amdgpu_metadata
; <---------------- keyword.control.directive.amdgcn
amdhsa.version: [1, 0]
; <-------------- meta.embedded.block.yaml
.end_amdgpu_metadata
; <-------------------- keyword.control.directive.amdgcn
