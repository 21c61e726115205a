package solvers

import "fmt"

// String formats p for test messages.
func (p *Slitherlink) String() string { return fmt.Sprintf("%dx%d %v", p.Rows, p.Cols, p.Clues) }
