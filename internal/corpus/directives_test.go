package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// This file is a deliberately small, regexp-based reader of the kernel files:
// enough to cross-check the directives against the kernel signature. The
// real parsers live in frontend/minic.

// kernelFile is what the tests need from one kernel file.
type kernelFile struct {
	Path    string
	Sig     kernelSig
	Launch  launchDirective
	Expects []expectDirective
}

type kernelSig struct {
	Name   string
	Params []kparam
}

// kparam is one kernel parameter: its name, its (scalar or pointee) type
// with address-space and cv-qualifiers removed, and whether it is a pointer.
type kparam struct {
	Name    string
	Type    string
	Pointer bool
}

type launchDirective struct {
	Line              int
	Grid, Block, Warp int
	Args              map[string]argSpec
}

// argSpec is a parsed NAME=SPEC of the launch directive.
type argSpec struct {
	Name   string
	Scalar string   // for scalars: the literal
	Elem   string   // for buffers: int32, float32, ...
	Count  int      // for buffers: number of elements
	Init   string   // for buffers: "", "iota", "list" or "file"
	List   []string // for Init == "list"
}

func (a argSpec) isBuffer() bool { return a.Elem != "" }

type expectDirective struct {
	Line   int
	Status string // status=S mech=M form
	Mech   string
	Name   string   // buffer forms
	Index  int      // -1 for the whole-buffer form
	Values []string // expanded
}

var (
	sigRE       = regexp.MustCompile(`\b(?:__)?kernel\s+void\s+(\w+)\s*\(([^)]*)\)`)
	paramNameRE = regexp.MustCompile(`(\w+)\s*$`)
	launchRE    = regexp.MustCompile(`^\s*//\s*simtc:launch\b(.*)$`)
	expectRE    = regexp.MustCompile(`^\s*//\s*simtc:expect\b(.*)$`)
	specRE      = regexp.MustCompile(`^(int8|int16|int32|int64|uint8|uint16|uint32|uint64|float32|float64)\[(\d+)\](?::(.*))?$`)
	statusRE    = regexp.MustCompile(`^status=(\w[\w-]*)\s+mech=(\w[\w-]*)$`)
	listRE      = regexp.MustCompile(`^(\w+)=\[(.*)\]$`)
	elemRE      = regexp.MustCompile(`^(\w+)\[(\d+)\]=(\S+)$`)
	wantRE      = regexp.MustCompile(`//\s*want\s+"[^"]*"`)
	allowRE     = regexp.MustCompile(`//\s*simtc:allow\s+deadlock`)
	loopLineRE  = regexp.MustCompile(`\b(while|for|do)\b|^\s*\w+\s*:(?:[^:]|$)`)
	// A "want" of the barrier-divergence check (issue 31) is on a barrier.
	barrierLineRE = regexp.MustCompile(`\b(barrier|work_group_barrier|__syncthreads)\s*\(`)
)

// qualifiers are dropped from parameter types.
var qualifiers = map[string]bool{
	"global": true, "__global": true, "local": true, "__local": true,
	"constant": true, "__constant": true, "private": true, "__private": true,
	"const": true, "volatile": true, "restrict": true, "__restrict": true,
}

// elemTypes maps mini-C types to launch element types.
var elemTypes = map[string]string{
	"char": "int8", "signed char": "int8", "unsigned char": "uint8",
	"short": "int16", "unsigned short": "uint16",
	"int": "int32", "uint": "uint32", "unsigned": "uint32", "unsigned int": "uint32",
	"long": "int64", "ulong": "uint64", "unsigned long": "uint64",
	"float": "float32", "double": "float64",
}

// stripComments blanks out comments, keeping line structure and columns.
func stripComments(src string) string {
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '\'':
			for i++; i < len(b) && b[i] != '\'' && b[i] != '\n'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '/':
			for ; i < len(b) && b[i] != '\n'; i++ {
				b[i] = ' '
			}
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '*':
			for ; i < len(b) && !(b[i] == '*' && i+1 < len(b) && b[i+1] == '/'); i++ {
				if b[i] != '\n' {
					b[i] = ' '
				}
			}
			if i+1 < len(b) {
				b[i], b[i+1] = ' ', ' '
				i++
			}
		}
	}
	return string(b)
}

func parseSignatures(src string) ([]kernelSig, error) {
	var sigs []kernelSig
	for _, m := range sigRE.FindAllStringSubmatch(stripComments(src), -1) {
		sig := kernelSig{Name: m[1]}
		list := strings.TrimSpace(m[2])
		if list == "" || list == "void" {
			sigs = append(sigs, sig)
			continue
		}
		for _, p := range strings.Split(list, ",") {
			p = strings.TrimSpace(p)
			nm := paramNameRE.FindStringSubmatch(p)
			if nm == nil {
				return nil, fmt.Errorf("kernel %s: cannot read parameter %q", sig.Name, p)
			}
			rest := strings.TrimSpace(p[:len(p)-len(nm[0])])
			kp := kparam{Name: nm[1], Pointer: strings.Contains(rest, "*")}
			var words []string
			for _, w := range strings.Fields(strings.ReplaceAll(rest, "*", " ")) {
				if !qualifiers[w] {
					words = append(words, w)
				}
			}
			kp.Type = strings.Join(words, " ")
			if kp.Type == "" {
				return nil, fmt.Errorf("kernel %s: parameter %s has no type", sig.Name, kp.Name)
			}
			sig.Params = append(sig.Params, kp)
		}
		sigs = append(sigs, sig)
	}
	return sigs, nil
}

func parseArgSpec(name, spec string) (argSpec, error) {
	a := argSpec{Name: name}
	m := specRE.FindStringSubmatch(spec)
	if m == nil {
		if _, err := strconv.ParseFloat(spec, 64); err != nil {
			if _, err := strconv.ParseInt(spec, 0, 64); err != nil {
				return a, fmt.Errorf("%s=%s: neither a number nor TYPE[N][:init]", name, spec)
			}
		}
		a.Scalar = spec
		return a, nil
	}
	a.Elem = m[1]
	n, err := strconv.Atoi(m[2])
	if err != nil || n <= 0 {
		return a, fmt.Errorf("%s=%s: bad element count", name, spec)
	}
	a.Count = n
	switch init := m[3]; {
	case init == "":
	case init == "iota":
		a.Init = "iota"
	case strings.HasPrefix(init, "@"):
		a.Init = "file"
	default:
		a.Init = "list"
		a.List = strings.Split(init, ",")
		if len(a.List) != n {
			return a, fmt.Errorf("%s=%s: %d initial values for %d elements", name, spec, len(a.List), n)
		}
		for _, v := range a.List {
			if err := checkValue(a.Elem, v); err != nil {
				return a, fmt.Errorf("%s: %v", name, err)
			}
		}
	}
	return a, nil
}

func parseLaunch(line int, text string) (launchDirective, []error) {
	l := launchDirective{Line: line, Args: map[string]argSpec{}}
	var errs []error
	for _, f := range strings.Fields(text) {
		name, spec, ok := strings.Cut(f, "=")
		if !ok || name == "" || spec == "" {
			errs = append(errs, fmt.Errorf("launch: %q is not NAME=SPEC", f))
			continue
		}
		switch name {
		case "grid", "block", "warp":
			n, err := strconv.Atoi(spec)
			if err != nil || n <= 0 {
				errs = append(errs, fmt.Errorf("launch: %s=%s is not a positive integer", name, spec))
				continue
			}
			switch name {
			case "grid":
				l.Grid = n
			case "block":
				l.Block = n
			default:
				l.Warp = n
			}
			continue
		}
		if _, dup := l.Args[name]; dup {
			errs = append(errs, fmt.Errorf("launch: %s given twice", name))
			continue
		}
		a, err := parseArgSpec(name, spec)
		if err != nil {
			errs = append(errs, fmt.Errorf("launch: %v", err))
			continue
		}
		l.Args[name] = a
	}
	if l.Grid == 0 || l.Block == 0 {
		errs = append(errs, fmt.Errorf("launch: grid= and block= are required"))
	}
	return l, errs
}

func parseExpect(line int, text string) (expectDirective, error) {
	e := expectDirective{Line: line, Index: -1}
	text = strings.TrimSpace(text)
	if m := statusRE.FindStringSubmatch(text); m != nil {
		e.Status, e.Mech = m[1], m[2]
		switch e.Status {
		case "ok", "deadlock", "fault", "max-cycles":
		default:
			return e, fmt.Errorf("expect: unknown status %q", e.Status)
		}
		return e, nil
	}
	if m := listRE.FindStringSubmatch(text); m != nil {
		e.Name = m[1]
		for _, v := range strings.Split(m[2], ",") {
			v = strings.TrimSpace(v)
			val, count := v, 1
			if i := strings.LastIndex(v, "*"); i >= 0 {
				n, err := strconv.Atoi(v[i+1:])
				if err != nil || n <= 0 {
					return e, fmt.Errorf("expect %s: bad repeat %q", e.Name, v)
				}
				val, count = v[:i], n
			}
			if val == "" {
				return e, fmt.Errorf("expect %s: empty value", e.Name)
			}
			for j := 0; j < count; j++ {
				e.Values = append(e.Values, val)
			}
		}
		return e, nil
	}
	if m := elemRE.FindStringSubmatch(text); m != nil {
		e.Name = m[1]
		e.Index, _ = strconv.Atoi(m[2])
		e.Values = []string{m[3]}
		return e, nil
	}
	return e, fmt.Errorf("expect: cannot read %q", text)
}

// checkValue reports whether v is a valid literal of launch element type elem.
func checkValue(elem, v string) error {
	var err error
	switch elem {
	case "float32", "float64":
		_, err = strconv.ParseFloat(v, 64)
	case "int8", "int16", "int32", "int64":
		bits, _ := strconv.Atoi(elem[3:])
		_, err = strconv.ParseInt(v, 10, bits)
	default:
		bits, _ := strconv.Atoi(elem[4:])
		_, err = strconv.ParseUint(v, 10, bits)
	}
	if err != nil {
		return fmt.Errorf("%q is not a valid %s", v, elem)
	}
	return nil
}

// checkKernel reads one kernel file and returns it with every problem found.
func checkKernel(path, src string) (kernelFile, []error) {
	kf := kernelFile{Path: path}
	var errs []error
	bad := func(line int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s:%d: %s", filepath.Base(path), line, fmt.Sprintf(format, args...)))
	}

	lines := strings.Split(src, "\n")
	if first := lines[0]; !(strings.HasPrefix(first, "//") || strings.HasPrefix(first, "/*")) ||
		strings.Contains(first, "simtc:") {
		bad(1, "the file must start with a comment citing its source")
	}

	sigs, err := parseSignatures(src)
	switch {
	case err != nil:
		bad(1, "%v", err)
	case len(sigs) != 1:
		bad(1, "want exactly one kernel function, found %d", len(sigs))
	default:
		kf.Sig = sigs[0]
	}

	code := strings.Split(stripComments(src), "\n")
	nlaunch := 0
	for i, line := range lines {
		if m := launchRE.FindStringSubmatch(line); m != nil {
			nlaunch++
			if nlaunch > 1 {
				bad(i+1, "second launch directive (the first is on line %d)", kf.Launch.Line)
				continue
			}
			l, lerrs := parseLaunch(i+1, m[1])
			for _, e := range lerrs {
				bad(i+1, "%v", e)
			}
			kf.Launch = l
		}
		if m := expectRE.FindStringSubmatch(line); m != nil {
			e, err := parseExpect(i+1, m[1])
			if err != nil {
				bad(i+1, "%v", err)
				continue
			}
			kf.Expects = append(kf.Expects, e)
		}
		if (wantRE.MatchString(line) || allowRE.MatchString(line)) && !loopLineRE.MatchString(code[i]) && !barrierLineRE.MatchString(code[i]) {
			bad(i+1, "want/allow comment on a line that is not a loop header (while, for, do or a label) or a barrier")
		}
	}
	if nlaunch == 0 {
		bad(1, "no launch directive")
		return kf, errs
	}

	// The launch must name every parameter, and nothing else.
	lline := kf.Launch.Line
	params := map[string]kparam{}
	for _, p := range kf.Sig.Params {
		params[p.Name] = p
		a, ok := kf.Launch.Args[p.Name]
		if !ok {
			bad(lline, "launch does not name parameter %s of kernel %s", p.Name, kf.Sig.Name)
			continue
		}
		if p.Pointer != a.isBuffer() {
			bad(lline, "parameter %s: pointer=%v but launch spec %s=%s%s", p.Name, p.Pointer, a.Name, a.Scalar, a.Elem)
			continue
		}
		want, known := elemTypes[p.Type]
		if !known {
			bad(lline, "parameter %s: unsupported type %q", p.Name, p.Type)
			continue
		}
		if a.isBuffer() && a.Elem != want {
			bad(lline, "parameter %s is %s *, launch says %s", p.Name, p.Type, a.Elem)
		}
		if !a.isBuffer() {
			if err := checkValue(want, a.Scalar); err != nil {
				bad(lline, "parameter %s: %v", p.Name, err)
			}
		}
	}
	var extra []string
	for name := range kf.Launch.Args {
		if _, ok := params[name]; !ok {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	for _, name := range extra {
		bad(lline, "launch names %s, which is not a parameter of kernel %s", name, kf.Sig.Name)
	}

	// Expectations must describe whole buffers of the launch.
	for _, e := range kf.Expects {
		if e.Status != "" {
			continue
		}
		a, ok := kf.Launch.Args[e.Name]
		if !ok || !a.isBuffer() {
			bad(e.Line, "expect names %s, which is not a buffer of the launch", e.Name)
			continue
		}
		if e.Index < 0 && len(e.Values) != a.Count {
			bad(e.Line, "expect %s: %d values for a buffer of %d", e.Name, len(e.Values), a.Count)
		}
		if e.Index >= a.Count {
			bad(e.Line, "expect %s[%d]: index out of range [0,%d)", e.Name, e.Index, a.Count)
		}
		for _, v := range e.Values {
			if err := checkValue(a.Elem, v); err != nil {
				bad(e.Line, "expect %s: %v", e.Name, err)
				break
			}
		}
	}
	if l := kf.Launch; l.Grid*l.Block > 0 && l.Warp > 0 && l.Block%l.Warp != 0 && l.Block > l.Warp {
		bad(lline, "block=%d is not a multiple of warp=%d", l.Block, l.Warp)
	}
	return kf, errs
}

// loadKernels reads and checks every kernel file. TestKernelDirectives
// reports the problems; the other tests use only the files without any.
func loadKernels(t *testing.T) (good []kernelFile, problems []error) {
	t.Helper()
	paths, err := Kernels()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		kf, errs := checkKernel(p, string(src))
		if len(errs) == 0 {
			good = append(good, kf)
		}
		problems = append(problems, errs...)
	}
	return good, problems
}

func TestKernelDirectives(t *testing.T) {
	good, problems := loadKernels(t)
	for _, e := range problems {
		t.Error(e)
	}
	if n := len(good); n < 20 {
		t.Errorf("found %d valid kernels, want at least 20", n)
	}
}

func TestKernelNamesMatchFiles(t *testing.T) {
	good, _ := loadKernels(t)
	for _, kf := range good {
		if want := strings.TrimSuffix(filepath.Base(kf.Path), ".cl"); kf.Sig.Name != want {
			t.Errorf("%s: kernel is named %s, want %s", filepath.Base(kf.Path), kf.Sig.Name, want)
		}
	}
}

// TestReadmeListsKernels keeps testdata/kernels/README.md in step with the files.
func TestReadmeListsKernels(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(KernelDir(), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	paths, err := Kernels()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if !strings.Contains(string(readme), "`"+filepath.Base(p)+"`") {
			t.Errorf("README.md does not list %s", filepath.Base(p))
		}
	}
}

// TestCheckKernelFails makes sure the checker above rejects broken files.
func TestCheckKernelFails(t *testing.T) {
	const good = "// header\n" +
		"// simtc:launch grid=1 block=64 warp=32 lock=int32[1] data=float32[2]:1,2 n=4\n" +
		"// simtc:expect lock=[0]\n" +
		"// simtc:expect data=[1*2]\n" +
		"kernel void k(volatile global int *lock, global float *data, int n)\n" +
		"{\n" +
		"    while (atomic_cmpxchg(lock, 0, 1) != 0) { // want \"SIMT deadlock\"\n" +
		"    }\n" +
		"}\n"
	if _, errs := checkKernel("good.cl", good); len(errs) != 0 {
		t.Fatalf("good kernel rejected: %v", errs)
	}
	tests := []struct {
		name, old, new, want string
	}{
		{"missing param", " n=4", "", "does not name parameter n"},
		{"extra name", " n=4", " n=4 m=3", "names m, which is not a parameter"},
		{"duplicate name", " n=4", " n=4 n=5", "n given twice"},
		{"no launch", "simtc:launch", "simtc:lunch", "no launch directive"},
		{"two launches", "// simtc:expect lock=[0]\n", "// simtc:launch grid=1 block=1 lock=int32[1] data=float32[2] n=1\n", "second launch"},
		{"scalar as buffer", " n=4", " n=int32[4]", "pointer=false"},
		{"buffer as scalar", " lock=int32[1]", " lock=1", "pointer=true"},
		{"wrong element type", " lock=int32[1]", " lock=uint32[1]", "launch says uint32"},
		{"short init list", ":1,2", ":1", "1 initial values for 2 elements"},
		{"bad scalar", " n=4", " n=four", "neither a number"},
		{"float scalar for int", " n=4", " n=4.5", "not a valid int32"},
		{"expect length", "data=[1*2]", "data=[1*3]", "3 values for a buffer of 2"},
		{"expect unknown buffer", "lock=[0]", "lok=[0]", "not a buffer of the launch"},
		{"expect scalar", "lock=[0]", "n=[4]", "not a buffer of the launch"},
		{"expect bad value", "lock=[0]", "lock=[x]", "not a valid int32"},
		{"expect index", "lock=[0]", "lock[1]=0", "index out of range"},
		{"expect status", "lock=[0]", "status=hung mech=pdom", "unknown status"},
		{"want off loop", "    }\n}", "    } // want \"SIMT deadlock\"\n}", "not a loop header"},
		{"no header", "// header\n", "", "must start with a comment"},
		{"no grid", "grid=1 ", "", "grid= and block= are required"},
		{"two kernels", "{\n", "{\n}\nkernel void k2(int n)\n{\n", "exactly one kernel"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(good, tt.old, tt.new, 1)
			if src == good {
				t.Fatalf("test case does not change the source")
			}
			_, errs := checkKernel("bad.cl", src)
			for _, e := range errs {
				if strings.Contains(e.Error(), tt.want) {
					return
				}
			}
			t.Errorf("want an error containing %q, got %v", tt.want, errs)
		})
	}
}

func TestParseSignatures(t *testing.T) {
	src := "/* kernel void commented(int a) */\n" +
		"__kernel void k(__global const unsigned int * restrict p, constant float *c,\n" +
		"                volatile global long *q, uint n)\n{}\n"
	sigs, err := parseSignatures(src)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(sigs)
	want := "[{k [{p unsigned int true} {c float true} {q long true} {n uint false}]}]"
	if got != want {
		t.Errorf("parseSignatures:\n got %s\nwant %s", got, want)
	}
}

func TestCheckValue(t *testing.T) {
	for _, tt := range []struct {
		elem, v string
		ok      bool
	}{
		{"int8", "-128", true}, {"int8", "128", false}, {"uint8", "-1", false},
		{"uint32", "4294967295", true}, {"int64", "-549755813878", true},
		{"float32", "0.5", true}, {"float32", "-1", true},
		{"int32", "1.5", false},
	} {
		if err := checkValue(tt.elem, tt.v); (err == nil) != tt.ok {
			t.Errorf("checkValue(%s, %s) = %v, want ok=%v", tt.elem, tt.v, err, tt.ok)
		}
	}
}
