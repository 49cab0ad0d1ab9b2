// Package frontend reads a kernel source by its kind — mini-C (.cl), LLVM
// IR (.ll), simtc IR (.ir) — into one verified ir.Module. It is the one
// place below the driver that switches on file extensions; the frontends
// themselves (frontend/minic, frontend/llvm) and the IR parser (ir.Parse)
// each take bytes. The driver (package driver) builds on it; packages that
// only need a module (analysis tests) use it directly.
package frontend

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
)

// Kind is the kind of an input file, from its extension.
type Kind uint8

// The input kinds.
const (
	Unknown Kind = iota
	MiniC        // .cl: mini-C, a subset of OpenCL C
	LLVM         // .ll: textual LLVM IR as clang-14 emits it
	IR           // .ir: simtc IR text (simtc ir, build --emit ir)
	Object       // .simt: a compiled object (only run and objdump read it)
)

// String returns the kind's name as messages use it.
func (k Kind) String() string {
	switch k {
	case MiniC:
		return "mini-C"
	case LLVM:
		return "LLVM IR"
	case IR:
		return "simtc IR"
	case Object:
		return "simtc object"
	}
	return "unknown"
}

// Source reports whether k is a source kind a frontend reads.
func (k Kind) Source() bool { return k == MiniC || k == LLVM || k == IR }

// KindOf returns the kind of path by its extension (case-insensitive).
func KindOf(path string) Kind {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".cl":
		return MiniC
	case ".ll":
		return LLVM
	case ".ir":
		return IR
	case ".simt":
		return Object
	}
	return Unknown
}

// Options are the frontend options of the command line.
type Options struct {
	Defines     []string // -D NAME[=VALUE], mini-C's preprocessor
	IncludeDirs []string // -I DIR, mini-C's #include search path
	// Kernels (--kernel NAME) names the functions of an LLVM file that
	// are kernels, replacing the detection from calling conventions.
	Kernels []string
}

// UnknownKindError is the message for a file of no known source kind.
func UnknownKindError(path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".cu", ".cuh":
		ll := strings.TrimSuffix(path, filepath.Ext(path)) + ".ll"
		return fmt.Errorf("%s: error: simtc does not read CUDA source; give it the LLVM IR clang-14 makes of it:\n"+
			"  clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -Xclang -target-feature -Xclang +ptx70 -emit-llvm -S -O2 %s -o %s\n"+
			"(-nocudainc needs the CUDA declarations the kernel uses, e.g. testdata/real/real_cuda.h; see the README, \"Getting LLVM IR from clang\")", path, path, ll)
	}
	return fmt.Errorf("%s: error: unknown input kind %q: want .cl (mini-C), .ll (LLVM IR) or .ir (simtc IR)", path, filepath.Ext(path))
}

// Parse turns src, the text of path, into a verified module by path's
// kind. Errors carry positions in path (*ir.Error, ir.ErrorList) or name
// path.
func Parse(path string, src []byte, o Options) (*ir.Module, error) {
	var m *ir.Module
	var err error
	switch k := KindOf(path); k {
	case MiniC:
		m, err = minic.Compile(path, src, minic.Options{Defines: o.Defines, IncludeDirs: o.IncludeDirs})
	case LLVM:
		// llvm.Import verifies what it returns (its errors say "invalid
		// LLVM IR"); verifying again would cost a tenth of the import.
		return llvm.Import(path, src, llvm.Options{Kernels: o.Kernels})
	case IR:
		m, err = ir.Parse(path, src)
	default:
		return nil, UnknownKindError(path)
	}
	if err != nil {
		return nil, err
	}
	if err := ir.VerifyModule(m); err != nil {
		return nil, fmt.Errorf("%s: error: the module is not valid IR:\n%v", path, err)
	}
	return m, nil
}

// Directives returns the simtc directives of src, the text of path, by
// path's kind, without compiling it: the comments of mini-C and LLVM IR
// (their frontends' scanners), the directive lines of simtc IR.
func Directives(path string, src []byte) ([]ir.Directive, error) {
	switch KindOf(path) {
	case MiniC:
		return minic.ScanDirectives(path, src)
	case LLVM:
		return llvm.ScanDirectives(path, src)
	case IR:
		m, err := ir.Parse(path, src)
		if err != nil {
			return nil, err
		}
		return m.Directives, nil
	}
	return nil, UnknownKindError(path)
}

// Load reads path and parses it (Parse).
func Load(path string, o Options) (*ir.Module, error) {
	if !KindOf(path).Source() {
		return nil, UnknownKindError(path)
	}
	src, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src, o)
}

// MaxFileSize bounds an input file (a source or an object): 256 MiB,
// several times the largest generated stress input (a 96k-block function
// is 40 MB of LLVM IR).
const MaxFileSize = 256 << 20

// ReadFile reads path, a regular file of at most MaxFileSize bytes, with
// the error in the tools' form ("path: error: no such file or
// directory"). It looks before it reads: a device (/dev/zero) or a FIFO is
// refused without being opened, so it never blocks or reads without end.
func ReadFile(path string) ([]byte, error) {
	fail := func(err error) ([]byte, error) {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: error: %v", path, err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return fail(err)
	}
	switch {
	case fi.IsDir():
		return fail(errors.New("is a directory"))
	case !fi.Mode().IsRegular():
		return fail(fmt.Errorf("not a regular file (%s)", FileKind(fi.Mode())))
	case fi.Size() > MaxFileSize:
		return fail(fmt.Errorf("%d bytes: larger than the limit on an input file, %d bytes (256 MiB)", fi.Size(), int64(MaxFileSize)))
	}
	f, err := os.Open(path)
	if err != nil {
		return fail(err)
	}
	defer f.Close()
	// The file may grow after the Stat: read at most one byte past the
	// limit to know. The buffer is the size Stat gave, and a byte more
	// to see the end without growing it: io.ReadAll starts at 512 bytes
	// and grows step by step, which on a 67 MB .ll allocated 158 MB in
	// 58 buffers (64 MB in 20 objects now) and cost its import (simtc ir
	// --report) four collections (issue 33).
	r := io.LimitReader(f, MaxFileSize+1)
	src := make([]byte, 0, fi.Size()+1)
	for {
		if len(src) == cap(src) {
			src = append(src, 0)[:len(src)] // the file grew
		}
		n, err := r.Read(src[len(src):cap(src)])
		src = src[:len(src)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return fail(err)
		}
	}
	if len(src) > MaxFileSize {
		return fail(fmt.Errorf("larger than the limit on an input file, %d bytes (256 MiB)", int64(MaxFileSize)))
	}
	return src, nil
}

// FileKind names a file mode that is not a regular file ("a directory",
// "a FIFO", ...), for the errors that refuse such a file.
func FileKind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeCharDevice != 0:
		return "a character device"
	case m&os.ModeDevice != 0:
		return "a block device"
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "mode " + m.String()
}
