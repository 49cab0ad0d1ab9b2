package llvmir

// The module level: template or new module, functions, globals, metadata,
// the comment header.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/simtc/simtc/ir"
)

// Rewrite is one loop that SSDE rewrote: its function, its header block, and
// the switch block its back edges now go through.
type Rewrite struct {
	Func, Loop, Switch string
}

// Directive is a directive of the input for the header.
type Directive struct {
	Text    string // "simtc:expect counter=[64]"
	Dropped bool
}

// Options say what to write.
type Options struct {
	// Template is the original LLVM IR text when the module was imported
	// from a .ll file, nil otherwise.
	Template []byte
	// Target is spir64 or nvptx64 for a module without a template (the
	// default is spir64). With a template it may be empty; otherwise it
	// must name the template's target.
	Target string
	// Directives are the input's simtc:launch and simtc:expect directives
	// in file order ("simtc:launch grid=1 …"), repeated in the header;
	// one marked Dropped no longer applies to the output (a status
	// expectation after SSDE) and is written as such.
	Directives []Directive
	// Transforms names the transforms applied, in order, for the header.
	Transforms []string
	// Rewrites lists SSDE's rewritten loops for !simtc.ssde.
	Rewrites []Rewrite
}

// Write returns m as LLVM IR text.
func Write(m *ir.Module, opt Options) ([]byte, error) {
	w := &writer{opt: opt, funcs: map[string]*llir.Func{}, globals: map[string]*llir.Global{}, called: map[*llir.Func]bool{}}
	var err error
	if opt.Template != nil {
		err = w.fromTemplate(m)
	} else {
		err = w.fresh(m)
	}
	if err != nil {
		return nil, err
	}
	for _, f := range m.Funcs {
		if err := w.function(f); err != nil {
			return nil, err
		}
	}
	w.prune(m)
	w.ssdeMetadata()
	var buf, body bytes.Buffer
	w.header(&buf, m)
	if _, err := w.mod.WriteTo(&body); err != nil {
		return nil, err
	}
	out := quoteDigitNames(body.Bytes())
	for p, name := range w.dwarfCC {
		out = bytes.ReplaceAll(out, []byte("cc: "+p), []byte("cc: "+name))
	}
	buf.Write(out)
	return buf.Bytes(), nil
}

// llir writes a local name that starts with a digit but is not a number
// (the SSDE block "10.tail") bare, and LLVM reads %10.tail as %10 followed by
// junk; such names are quoted. Quoted text (a string constant c"%03d\0A",
// a quoted name, a metadata string) is left as it is: digitRef matches it
// whole so that a printf format's %03d is not taken for a name. (This
// file's regular expressions are compiled when a module is written, not in
// the package's init, which every simtc process ran.)
func quoteDigitNames(b []byte) []byte {
	digitRef := regexp.MustCompile(`"[^"\n]*"|%([0-9]+[-A-Za-z$._][-A-Za-z$._0-9]*)`)
	digitLabel := regexp.MustCompile(`(?m)^([0-9]+[-A-Za-z$._][-A-Za-z$._0-9]*):`)
	b = digitRef.ReplaceAllFunc(b, func(m []byte) []byte {
		if m[0] == '"' {
			return m
		}
		return append(append([]byte(`%"`), m[1:]...), '"')
	})
	return digitLabel.ReplaceAll(b, []byte(`"$1":`))
}

// Emit writes m as LLVM IR text to out.
func Emit(out io.Writer, m *ir.Module, opt Options) error {
	b, err := Write(m, opt)
	if err != nil {
		return err
	}
	_, err = out.Write(b)
	return err
}

// writer holds the module being built.
type writer struct {
	opt     Options
	t       target
	tname   string
	tmpl    bool
	mod     *llir.Module
	funcs   map[string]*llir.Func
	globals map[string]*llir.Global
	called  map[*llir.Func]bool // functions some emitted call calls
	// dwarfCC maps placeholder DWARF calling conventions back to the
	// template's own (see fromTemplate).
	dwarfCC map[string]string
	// lineCallee is the function called on each line of the template.
	lineCallee map[int]string
	// index finds the template's instructions (keep.go); nil without a
	// template.
	index *templateIndex
}

// dwarfPlaceholders are DWARF calling conventions llir knows that stand in
// for the ones it does not while the template is parsed.
var dwarfPlaceholders = []string{"DW_CC_BORLAND_safecall", "DW_CC_BORLAND_stdcall", "DW_CC_BORLAND_pascal",
	"DW_CC_BORLAND_msfastcall", "DW_CC_BORLAND_msreturn", "DW_CC_BORLAND_thiscall", "DW_CC_BORLAND_fastcall"}

func knownDwarfCC(s string) bool {
	switch s {
	case "DW_CC_normal", "DW_CC_program", "DW_CC_nocall", "DW_CC_pass_by_reference", "DW_CC_pass_by_value",
		"DW_CC_GNU_borland_fastcall_i386", "DW_CC_LLVM_vectorcall":
		return true
	}
	for _, p := range dwarfPlaceholders {
		if s == p {
			return true
		}
	}
	return false
}

// fromTemplate parses the original .ll as the module to fill.
func (w *writer) fromTemplate(m *ir.Module) error {
	// llir panics on DWARF calling conventions it does not know
	// (DW_CC_LLVM_OpenCLKernel, DW_CC_LLVM_SpirFunction; see frontend/llvm's
	// doc). Each becomes a distinct enumerator llir knows and the template
	// does not use, and is put back in the output.
	w.dwarfCC = map[string]string{}
	free := dwarfPlaceholders[:0:0]
	for _, p := range dwarfPlaceholders {
		if !bytes.Contains(w.opt.Template, []byte(p)) {
			free = append(free, p)
		}
	}
	unknownDwarfCC := regexp.MustCompile(`DW_CC_[A-Za-z0-9_]+`)
	src := unknownDwarfCC.ReplaceAllFunc(w.opt.Template, func(s []byte) []byte {
		name := string(s)
		if knownDwarfCC(name) {
			return s
		}
		for p, n := range w.dwarfCC {
			if n == name {
				return []byte(p)
			}
		}
		if len(free) == 0 {
			return []byte("DW_CC_normal")
		}
		p := free[0]
		free = free[1:]
		w.dwarfCC[p] = name
		return []byte(p)
	})
	lm, err := parseTemplate(m.File, src)
	if err != nil {
		return err
	}
	w.mod, w.tmpl = lm, true
	w.index = indexTemplate(src, lm)
	w.lineCallee = map[int]string{}
	callOnLine := regexp.MustCompile(`\bcall\b[^@]*@([-A-Za-z$._0-9]+)\(`)
	for n, line := range bytes.Split(w.opt.Template, []byte("\n")) {
		if m := callOnLine.FindSubmatch(line); m != nil {
			w.lineCallee[n+1] = string(m[1])
		}
	}
	t, name, err := targetOfTriple(lm.TargetTriple)
	if err != nil {
		return err
	}
	if w.opt.Target != "" && w.opt.Target != name {
		return fmt.Errorf("--target %s, but the input's triple is %q", w.opt.Target, lm.TargetTriple)
	}
	w.t, w.tname = t, name
	for _, f := range lm.Funcs {
		w.funcs[f.Name()] = f
	}
	for _, g := range lm.Globals {
		w.globals[g.Name()] = g
	}
	for _, g := range m.Globals {
		if w.globals[g.Name] == nil {
			if err := w.newGlobal(g); err != nil {
				return err
			}
		}
	}
	// Headers of functions the module does not have yet (none, unless a
	// transform added one).
	for _, f := range m.Funcs {
		if w.funcs[f.Name] == nil {
			if err := w.newFunc(f); err != nil {
				return err
			}
		} else if old := w.funcs[f.Name]; w.headerMisfit(f, old) {
			if err := w.refitHeader(f, old); err != nil {
				return err
			}
		}
	}
	return nil
}

func parseTemplate(file string, src []byte) (lm *llir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: error: reading the LLVM template: %v", file, r)
		}
	}()
	lm, err = asm.ParseBytes(file, src)
	if err != nil {
		return nil, fmt.Errorf("%s: error: reading the LLVM template: %v", file, err)
	}
	return lm, nil
}

// fresh starts a new module for the target.
func (w *writer) fresh(m *ir.Module) error {
	t, err := targetOf(w.opt.Target)
	if err != nil {
		return err
	}
	w.t, w.tname = t, SPIR64
	w.mod = llir.NewModule()
	w.mod.SourceFilename = filepath.Base(m.File)
	if t.nvptx {
		w.tname = NVPTX64
		w.mod.DataLayout, w.mod.TargetTriple = nvptxLayout, nvptxTriple
	} else {
		w.mod.DataLayout, w.mod.TargetTriple = spirLayout, spirTriple
	}
	for _, g := range m.Globals {
		if err := w.newGlobal(g); err != nil {
			return err
		}
	}
	for _, f := range m.Funcs {
		if err := w.newFunc(f); err != nil {
			return err
		}
	}
	if !t.nvptx {
		ver := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{i32MD(2), i32MD(0)}}
		w.mod.MetadataDefs = append(w.mod.MetadataDefs, ver)
		w.mod.NamedMetadataDefs["opencl.ocl.version"] = &metadata.NamedDef{Name: "opencl.ocl.version", Nodes: []metadata.Node{ver}}
		w.mod.NamedMetadataDefs["opencl.spir.version"] = &metadata.NamedDef{Name: "opencl.spir.version", Nodes: []metadata.Node{ver}}
	}
	return nil
}

func i32MD(v int64) metadata.Field {
	return constant.NewInt(types.I32, v)
}

func strMD(s string) metadata.Field { return &metadata.String{Value: s} }

// newGlobal adds g to the module: shared arrays as clang writes them
// (internal, undef), others with their initializer or zero.
func (w *writer) newGlobal(g *ir.Global) error {
	et, err := w.t.typ(g.Elem)
	if err != nil {
		return fmt.Errorf("%s: global @%s: %v", g.Pos, g.Name, err)
	}
	var init constant.Constant
	switch {
	case len(g.Init) > 0:
		var rest []byte
		init, rest, err = w.initConst(g.Elem, g.Init)
		if err != nil || len(rest) != 0 {
			return fmt.Errorf("%s: global @%s: initializer does not match %v", g.Pos, g.Name, g.Elem)
		}
	case g.Space == ir.SpaceShared:
		init = constant.NewUndef(et)
	default:
		init = constant.NewZeroInitializer(et)
	}
	lg := w.mod.NewGlobalDef(g.Name, init)
	lg.AddrSpace = w.t.space(g.Space)
	lg.Typ.AddrSpace = lg.AddrSpace
	lg.Linkage = enum.LinkageInternal
	lg.Immutable = g.Space == ir.SpaceConstant
	if g.Space == ir.SpaceShared || g.Space == ir.SpaceConstant || g.Space == ir.SpaceGlobal {
		lg.Align = llir.Align(alignOf(g.Elem))
	}
	w.globals[g.Name] = lg
	return nil
}

func alignOf(t ir.Type) int64 {
	for {
		at, ok := t.(ir.ArrayType)
		if !ok {
			break
		}
		t = at.Elem
	}
	if s := ir.SizeOf(t); s > 0 {
		return s
	}
	return 1
}

// initConst decodes a little-endian initializer of type t from b and
// returns the rest.
func (w *writer) initConst(t ir.Type, b []byte) (constant.Constant, []byte, error) {
	n := ir.SizeOf(t)
	if int64(len(b)) < n {
		return nil, nil, fmt.Errorf("short initializer")
	}
	switch t := t.(type) {
	case ir.IntType:
		var v uint64
		for k := n - 1; k >= 0; k-- {
			v = v<<8 | uint64(b[k])
		}
		return constant.NewInt(types.NewInt(uint64(t.Bits)), ir.TruncInt(int64(v), t.Bits)), b[n:], nil
	case ir.FloatType:
		if t.Bits == 32 {
			return constant.NewFloat(types.Float, float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))), b[4:], nil
		}
		return constant.NewFloat(types.Double, math.Float64frombits(binary.LittleEndian.Uint64(b))), b[8:], nil
	case ir.ArrayType:
		lt, err := w.t.typ(t)
		if err != nil {
			return nil, nil, err
		}
		elems := make([]constant.Constant, t.Len)
		for k := range elems {
			var err error
			if elems[k], b, err = w.initConst(t.Elem, b); err != nil {
				return nil, nil, err
			}
		}
		return constant.NewArray(lt.(*types.ArrayType), elems...), b, nil
	}
	return nil, nil, fmt.Errorf("no initializer of type %v", t)
}

// newFunc adds the header of f in the target's form.
func (w *writer) newFunc(f *ir.Func) error {
	rt, err := w.t.typ(f.Ret)
	if err != nil {
		return fmt.Errorf("%s: function %s: %v", f.Pos, f.Name, err)
	}
	params := make([]*llir.Param, len(f.Params))
	for k, p := range f.Params {
		if p.ByValue != nil && f.Kernel {
			lp, err := w.newByValueParam(p)
			if err != nil {
				return fmt.Errorf("%s: function %s: parameter %s: %v", f.Pos, f.Name, p.Name, err)
			}
			params[k] = lp
			continue
		}
		pt, err := w.t.typ(p.Typ)
		if err != nil {
			return fmt.Errorf("%s: function %s: parameter %s: %v", f.Pos, f.Name, p.Name, err)
		}
		params[k] = llir.NewParam(p.Name, pt)
		if p.NoAlias {
			params[k].Attrs = append(params[k].Attrs, enum.ParamAttrNoAlias)
		}
	}
	lf := w.mod.NewFunc(f.Name, rt, params...)
	lf.Preemption = enum.PreemptionDSOLocal
	lf.FuncAttrs = append(lf.FuncAttrs, enum.FuncAttrConvergent, enum.FuncAttrNoUnwind)
	w.funcs[f.Name] = lf
	switch {
	case !w.t.nvptx && f.Kernel:
		lf.CallingConv = enum.CallingConvSPIRKernel
		w.kernelArgInfo(f, lf)
	case !w.t.nvptx:
		lf.CallingConv = enum.CallingConvSPIRFunc
	case f.Kernel:
		ann := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{lf, strMD("kernel"), i32MD(1)}}
		w.mod.MetadataDefs = append(w.mod.MetadataDefs, ann)
		nd := w.mod.NamedMetadataDefs["nvvm.annotations"]
		if nd == nil {
			nd = &metadata.NamedDef{Name: "nvvm.annotations"}
			w.mod.NamedMetadataDefs["nvvm.annotations"] = nd
		}
		nd.Nodes = append(nd.Nodes, ann)
	}
	return nil
}

// kernelArgInfo attaches the !kernel_arg_* metadata clang writes for an
// OpenCL kernel with -cl-kernel-arg-info. simtc types carry no signedness,
// so integer types are named by width (int, long, …).
func (w *writer) kernelArgInfo(f *ir.Func, lf *llir.Func) {
	var space, access, typ, qual, name []metadata.Field
	for _, p := range f.Params {
		as := int64(0)
		if pt, ok := p.Typ.(ir.PtrType); ok && p.ByValue == nil {
			as = int64(w.t.space(pt.Space))
		}
		space = append(space, i32MD(as))
		access = append(access, strMD("none"))
		if p.ByValue != nil {
			typ = append(typ, strMD(p.ByValue.Name))
		} else {
			typ = append(typ, strMD(cTypeName(p.Typ)))
		}
		q := ""
		if p.NoAlias {
			q = "restrict"
		}
		qual = append(qual, strMD(q))
		name = append(name, strMD(p.Name))
	}
	add := func(kind string, fields []metadata.Field) {
		t := &metadata.Tuple{MetadataID: -1, Fields: fields}
		w.mod.MetadataDefs = append(w.mod.MetadataDefs, t)
		lf.Metadata = append(lf.Metadata, &metadata.Attachment{Name: kind, Node: t})
	}
	add("kernel_arg_addr_space", space)
	add("kernel_arg_access_qual", access)
	add("kernel_arg_type", typ)
	add("kernel_arg_base_type", typ)
	add("kernel_arg_type_qual", qual)
	add("kernel_arg_name", name)
}

func cTypeName(t ir.Type) string {
	switch t := t.(type) {
	case ir.IntType:
		switch t.Bits {
		case 1:
			return "bool"
		case 8:
			return "char"
		case 16:
			return "short"
		case 32:
			return "int"
		}
		return "long"
	case ir.FloatType:
		if t.Bits == 32 {
			return "float"
		}
		return "double"
	case ir.PtrType:
		return cTypeName(t.Elem) + "*"
	}
	return "void"
}

// prune drops the template's functions the module no longer has (inlined
// device functions) and declarations that nothing calls any more.
func (w *writer) prune(m *ir.Module) {
	keep := w.mod.Funcs[:0]
	for _, lf := range w.mod.Funcs {
		if m.Func(lf.Name()) != nil || w.called[lf] {
			keep = append(keep, lf)
		}
	}
	w.mod.Funcs = keep
}

// ssdeMetadata lists the rewrites in !simtc.ssde.
func (w *writer) ssdeMetadata() {
	if len(w.opt.Rewrites) == 0 {
		return
	}
	nd := &metadata.NamedDef{Name: "simtc.ssde"}
	for _, r := range w.opt.Rewrites {
		t := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{strMD(r.Func), strMD(r.Loop), strMD(r.Switch)}}
		w.mod.MetadataDefs = append(w.mod.MetadataDefs, t)
		nd.Nodes = append(nd.Nodes, t)
	}
	w.mod.NamedMetadataDefs["simtc.ssde"] = nd
}

// header writes the comment header: directives, source, target,
// transforms.
func (w *writer) header(buf *bytes.Buffer, m *ir.Module) {
	for _, d := range w.opt.Directives {
		if d.Dropped {
			fmt.Fprintf(buf, "; (dropped after SSDE: %s)\n", strings.TrimPrefix(d.Text, "simtc:"))
			continue
		}
		fmt.Fprintf(buf, "; %s\n", d.Text)
	}
	fmt.Fprintf(buf, "; Written by simtc from %s for %s.\n", m.File, w.tname)
	tr := "none"
	if len(w.opt.Transforms) > 0 {
		tr = strings.Join(w.opt.Transforms, ", ")
	}
	fmt.Fprintf(buf, "; Transforms applied: %s.\n", tr)
	if n := len(w.opt.Rewrites); n > 0 {
		rs := append([]Rewrite(nil), w.opt.Rewrites...)
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].Func < rs[j].Func })
		fmt.Fprintf(buf, "; SSDE rewrote %d loop(s) (listed in !simtc.ssde):\n", n)
		for _, r := range rs {
			fmt.Fprintf(buf, ";   @%s: loop %%%s goes round through switch block %%%s\n", r.Func, r.Loop, r.Switch)
		}
	}
	buf.WriteString("\n")
}
