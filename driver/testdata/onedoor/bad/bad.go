package bad

import (
	"path/filepath"
	"strings"
)

func kind(path string) int {
	switch filepath.Ext(path) {
	case ".cl":
		return 1
	case ".ll":
		return 2
	case ".ir":
		return 3
	}
	return 0
}
func ScanDirectives(src string) []string {
	var out []string
	if i := strings.Index(src, "simtc:launch"); i >= 0 {
		out = append(out, src[i:])
	}
	out = append(out, strings.TrimPrefix(src, "simtc:expect "))
	return out
}

func myScanDirectives() {}
