package llvm

// OpenCL builtins reach LLVM IR as external functions with Itanium-mangled
// names: _Z12get_local_idj is get_local_id(uint), _Z14atomic_cmpxchgPU3AS1Viii
// is atomic_cmpxchg(volatile __global int *, int, int). The importer only
// needs the base name and, for the builtins whose meaning depends on it
// (atomic_min/max, min/max, abs), the type of the first parameter, so this
// is a small reader of exactly that, not a general demangler.

// mangled is the part of an Itanium-mangled OpenCL builtin name the importer uses.
type mangled struct {
	name string // the unqualified name: "get_local_id", "atomic_cmpxchg"
	// first is the builtin-type code of the first parameter, looking through
	// one pointer and its qualifiers: 'i' int, 'j' uint, 'l' long, 'm'
	// ulong, 'f' float, 'd' double, 'v' none … (0 when unknown).
	first byte
	ptr   bool // the first parameter is a pointer
}

// demangle reads an Itanium-mangled name of a free function. ok is false
// for names that are not of the form _Z<len><name><params>.
func demangle(s string) (m mangled, ok bool) {
	if len(s) < 3 || s[0] != '_' || s[1] != 'Z' {
		return m, false
	}
	i := 2
	n := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		n = n*10 + int(s[i]-'0')
		if n > len(s) {
			return m, false
		}
		i++
	}
	if n == 0 || i+n > len(s) {
		return m, false
	}
	m.name = s[i : i+n]
	rest := s[i+n:]
	// First parameter: [P] { K | V | r | U<len><qual> } <builtin>.
	j := 0
	if j < len(rest) && rest[j] == 'P' {
		m.ptr = true
		j++
	}
	for j < len(rest) {
		switch c := rest[j]; {
		case c == 'K' || c == 'V' || c == 'r':
			j++
			continue
		case c == 'U':
			// vendor qualifier U<len><name>, e.g. U3AS1 (address space 1) or U7_Atomic
			k := j + 1
			l := 0
			for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
				l = l*10 + int(rest[k]-'0')
				if l > len(rest) {
					return m, true
				}
				k++
			}
			if l == 0 || k+l > len(rest) {
				return m, true
			}
			j = k + l
			continue
		}
		break
	}
	if j < len(rest) {
		m.first = rest[j]
	}
	return m, true
}

// unsigned reports whether the builtin-type code c is an unsigned integer.
func unsignedCode(c byte) bool { return c == 'h' || c == 't' || c == 'j' || c == 'm' || c == 'y' }
