package wording

// Nearest returns the candidate closest to name when it is close enough.
func Nearest(name string, cands []string) string {
	best, bestD := "", 3
	if len(name) <= 2 {
		return ""
	}
	bestD *= 2
	for _, c := range cands {
		d := 2 * editDistance(name, c)
		if isSubsequence(name, c) {
			d--
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

func isSubsequence(a, b string) bool {
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
