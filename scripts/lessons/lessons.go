// Package lessons holds the course of zq lessons (the *.zq files of this
// folder), for programs that show them, such as the playground.
package lessons

import "embed"

// Files holds the lessons, NN_name.zq, in course order by name.
//
//go:embed *.zq
var Files embed.FS
