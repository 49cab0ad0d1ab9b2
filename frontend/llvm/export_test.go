package llvm

// ImportBothPaths imports src on llir's path and on the fast path
// (fastparse.go) and returns what each printed (module text or error), for
// the external tests' differential checks (FuzzImport).
func ImportBothPaths(name string, src []byte) (slow, fast string) {
	return importBoth(name, src, false)
}
