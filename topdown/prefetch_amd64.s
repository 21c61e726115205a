#include "textflag.h"

// func prefetch(p unsafe.Pointer)
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ p+0(FP), AX
	PREFETCHT0 (AX)
	RET

// func prefetchAll(p []uintptr)
TEXT ·prefetchAll(SB), NOSPLIT, $0-24
	MOVQ p_base+0(FP), AX
	MOVQ p_len+8(FP), CX
	TESTQ CX, CX
	JEQ done
loop:
	MOVQ (AX), DX
	PREFETCHT0 (DX)
	ADDQ $8, AX
	DECQ CX
	JNE loop
done:
	RET
