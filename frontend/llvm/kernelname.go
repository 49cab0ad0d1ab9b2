package llvm

import (
	"strconv"
	"strings"
)

// KernelNames returns the names a user may select the function sym by
// (--kernel, simtc:launch kernel=): sym itself and, when sym is an
// Itanium-mangled name as clang gives CUDA kernels, its demangled name
// without parameters — "VoteAnyKernel1" for _Z14VoteAnyKernel1Pj,
// "MatrixMulCUDA<16>" for _Z13MatrixMulCUDAILi16EEvPfS0_S0_ii,
// "ns::k" for _ZN2ns1kEPi — and the bare name without template
// arguments or namespaces ("MatrixMulCUDA", "k"). It reads only what
// those need: nested names, identifiers and template arguments that are
// integer literals or builtin types; for anything else it gives what it
// could read.
func KernelNames(sym string) []string {
	out := []string{sym}
	if !strings.HasPrefix(sym, "_Z") {
		return out
	}
	r := &mreader{s: sym, i: 2}
	var parts []string
	var targs string
	nested := r.eat('N')
	for {
		id, ok := r.ident()
		if !ok {
			break
		}
		parts = append(parts, id)
		if r.peek() == 'I' {
			a, ok := r.templateArgs()
			if !ok {
				break
			}
			targs = a
		}
		if !nested {
			break
		}
		if r.eat('E') {
			break
		}
	}
	if len(parts) == 0 {
		return out
	}
	full := strings.Join(parts, "::")
	base := parts[len(parts)-1]
	add := func(n string) {
		for _, o := range out {
			if o == n {
				return
			}
		}
		out = append(out, n)
	}
	if targs != "" {
		add(full + targs)
	}
	add(full)
	add(base)
	return out
}

type mreader struct {
	s string
	i int
}

func (r *mreader) peek() byte {
	if r.i < len(r.s) {
		return r.s[r.i]
	}
	return 0
}

func (r *mreader) eat(c byte) bool {
	if r.peek() == c {
		r.i++
		return true
	}
	return false
}

// ident reads <len><identifier>.
func (r *mreader) ident() (string, bool) {
	j := r.i
	for j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(r.s[r.i:j])
	if err != nil || n <= 0 || j+n > len(r.s) {
		return "", false
	}
	r.i = j + n
	return r.s[j : j+n], true
}

var builtinTypes = map[byte]string{'v': "void", 'b': "bool", 'c': "char", 'a': "signed char", 'h': "unsigned char",
	's': "short", 't': "unsigned short", 'i': "int", 'j': "unsigned int", 'l': "long", 'm': "unsigned long",
	'x': "long long", 'y': "unsigned long long", 'f': "float", 'd': "double"}

// templateArgs reads I <arg>+ E, each arg an integer literal L<type><n>E
// or a builtin type, and renders "<16, float>".
func (r *mreader) templateArgs() (string, bool) {
	if !r.eat('I') {
		return "", false
	}
	var args []string
	for !r.eat('E') {
		switch c := r.peek(); {
		case c == 'L':
			r.i++
			t := r.peek()
			if _, ok := builtinTypes[t]; !ok {
				return "", false
			}
			r.i++
			neg := r.eat('n')
			j := r.i
			for j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
				j++
			}
			if j == r.i || j >= len(r.s) || r.s[j] != 'E' {
				return "", false
			}
			v := r.s[r.i:j]
			if neg {
				v = "-" + v
			}
			if t == 'b' {
				v = map[string]string{"0": "false", "1": "true"}[v]
			}
			args = append(args, v)
			r.i = j + 1
		case builtinTypes[c] != "":
			args = append(args, builtinTypes[c])
			r.i++
		default:
			return "", false
		}
	}
	return "<" + strings.Join(args, ", ") + ">", true
}
