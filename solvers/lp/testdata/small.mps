NAME small
ROWS
 N obj
 L ab
 G bc
 E aw
COLUMNS
 M0 'MARKER' 'INTORG'
 a obj -3
 a ab 1
 a aw 1
 b obj -2
 b ab 1
 b bc 1
 c obj -1
 c bc 1
 M1 'MARKER' 'INTEND'
 w obj 0
 w aw -2
RHS
 RHS_VECTOR ab 1
 RHS_VECTOR bc 1
BOUNDS
 UP BOUNDS_SET a 1
 UP BOUNDS_SET b 1
 UP BOUNDS_SET c 1
 LO BOUNDS_SET w 0
 UP BOUNDS_SET w 0.5
ENDATA
