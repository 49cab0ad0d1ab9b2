package minic

import (
	"fmt"
	"strings"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// maxErrors bounds the errors reported for one file.
const maxErrors = 20

// checker resolves names, computes types, inserts implicit conversions and
// reports semantic errors.
type checker struct {
	file  *File
	cat   *builtin.Catalogue // the builtins
	errs  ir.ErrorList
	funcs map[string]*Function

	fn         *Function
	scopes     []map[string]*Var
	labels     map[string]*Labeled
	gotos      []*Goto
	loops      int       // enclosing loops
	switches   []*Switch // enclosing switches
	breakables int       // enclosing loops and switches
	undeclared map[string]bool

	enumConsts map[string]*constVal // enumeration constants (int), file-wide
	typedefs   map[string]*Type     // typedef names, file-wide (see cLexer)
	tags       map[string]*Record   // struct and union tags, file-wide
	temps      int                  // hidden temporaries made so far
}

func (c *checker) errorf(pos ir.Pos, format string, args ...any) {
	if len(c.errs) < maxErrors {
		c.errs.Add(pos, format, args...)
	}
}

// warnf reports what clang only warns about: the program is compiled as
// clang compiles it, and the warning printed (File.Warnings).
func (c *checker) warnf(pos ir.Pos, format string, args ...any) {
	c.file.Warnings = append(c.file.Warnings, ir.Warning{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// check checks f, whose builtins are cat's, and fills in its Funcs.
func check(f *File, cat *builtin.Catalogue) ir.ErrorList {
	c := &checker{file: f, cat: cat, funcs: make(map[string]*Function),
		typedefs: make(map[string]*Type), tags: make(map[string]*Record),
		enumConsts: make(map[string]*constVal)}
	// Declare every function first, so that a function may be called
	// before its definition.
	for _, d := range f.Decls {
		c.declareExternal(d)
	}
	for _, d := range f.Decls {
		if d.Body == nil {
			continue
		}
		fn := c.funcs[d.Decl.Name]
		if fn == nil || fn.Body != d.Body {
			continue
		}
		c.checkFunc(fn)
	}
	if len(c.errs) == 0 {
		defined := false
		for _, fn := range f.Funcs {
			if fn.Body != nil {
				defined = true
			}
			if fn.Called && fn.Body == nil {
				c.errorf(fn.callPos, "function '%s' is declared but never defined", fn.Name)
			}
		}
		if !defined {
			c.errorf(ir.Pos{File: f.Name, Line: 1, Col: 1}, "no kernel or function in file")
		}
	}
	return c.errs
}

// specInfo is what declaration specifiers say besides the type.
type specInfo struct {
	reqd                   [3]int // __attribute__((reqd_work_group_size(X,Y,Z)))
	kernel, inline, static bool
	typedef                bool
	space                  ir.AddrSpace
	spacePos               ir.Pos
	hasSpace               bool
}

func spaceWord(w string) (ir.AddrSpace, bool) {
	switch w {
	case "global", "__global":
		return ir.SpaceGlobal, true
	case "local", "__local":
		return ir.SpaceShared, true
	case "private", "__private":
		return ir.SpacePrivate, true
	case "constant", "__constant":
		return ir.SpaceConstant, true
	case "generic", "__generic":
		return ir.SpaceGeneric, true
	}
	return 0, false
}

// qualify applies the qualifier and address-space words ws to t. It
// returns false after an error.
func (c *checker) qualify(t *Type, ws []Word, info *specInfo) bool {
	for _, w := range ws {
		if s, ok := spaceWord(w.Text); ok {
			if info.hasSpace && info.space != s {
				c.errorf(w.Pos, "multiple address spaces specified for type")
				return false
			}
			info.space, info.hasSpace, info.spacePos = s, true, w.Pos
			continue
		}
		switch w.Text {
		case "const", "__const":
			t.Const = true
		case "volatile":
			t.Volatile = true
		case "restrict", "__restrict":
			if t.Kind != Pointer {
				c.errorf(w.Pos, "restrict requires a pointer type")
				return false
			}
			t.Restrict = true
		case "kernel", "__kernel":
			info.kernel = true
		case "inline", "__inline":
			info.inline = true
		case "static":
			info.static = true
		case "typedef":
			info.typedef = true
		default:
			if strings.HasPrefix(w.Text, "__attribute__") {
				if r, ok := reqdWorkGroupSize(w.Text); ok {
					info.reqd = r
				}
				for _, a := range attributeNames(w.Text) {
					if !ignoredAttributes[a] {
						c.errorf(w.Pos, "the attribute '%s' is not supported by mini-C", a)
						return false
					}
				}
			}
		}
	}
	return true
}

// baseType resolves declaration specifiers to a type (in the address space
// they name, private by default).
func (c *checker) baseType(ds *DeclSpecs) (*Type, specInfo) {
	info := specInfo{space: ir.SpacePrivate}
	if ds.TypeName != "" || ds.Record != nil || ds.Enum != nil {
		var named *Type
		switch {
		case ds.Enum != nil:
			named = c.enumType(ds.Enum)
		case ds.Record != nil:
			named = c.recordType(ds.Record)
		default:
			named = c.namedType(ds.TypeName, ds.NamePos)
		}
		if named.isInvalid() {
			return named, info
		}
		t := *named
		for _, w := range ds.Words {
			switch w.Text {
			case "void", "bool", "char", "short", "int", "long", "signed", "unsigned", "uchar", "ushort",
				"uint", "ulong", "float", "double", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t":
				c.errorf(w.Pos, "cannot combine '%s' with a type name", w.Text)
				return invalidType(), info
			}
		}
		if !c.qualify(&t, ds.Words, &info) {
			return invalidType(), info
		}
		if info.hasSpace || named.Space == ir.SpacePrivate {
			return t.inSpace(info.space), info
		}
		info.space = named.Space
		return &t, info
	}
	var (
		base         string
		basePos      ir.Pos
		sign         string
		short, sInt  bool
		long         int
		quals        []Word
		firstTypePos ir.Pos
	)
	for _, w := range ds.Words {
		switch w.Text {
		case "signed", "unsigned":
			if sign != "" {
				c.errorf(w.Pos, "cannot combine '%s' with previous '%s'", w.Text, sign)
				return invalidType(), info
			}
			sign = w.Text
		case "short":
			short = true
		case "long":
			long++
		case "int":
			if sInt {
				c.errorf(w.Pos, "cannot combine 'int' with previous 'int'")
				return invalidType(), info
			}
			sInt = true
		case "void", "bool", "char", "float", "double", "uchar", "ushort", "uint", "ulong",
			"size_t", "ptrdiff_t", "intptr_t", "uintptr_t":
			if base != "" {
				c.errorf(w.Pos, "cannot combine '%s' with previous '%s'", w.Text, base)
				return invalidType(), info
			}
			base, basePos = w.Text, w.Pos
		default:
			quals = append(quals, w)
			continue
		}
		if !firstTypePos.IsKnown() {
			firstTypePos = w.Pos
		}
	}
	var k Kind
	bad := func(what string) (*Type, specInfo) {
		c.errorf(basePos, "'%s' cannot be combined with %s", base, what)
		return invalidType(), info
	}
	switch {
	case long >= 2:
		c.errorf(firstTypePos, "'long long' is not supported in OpenCL C")
		return invalidType(), info
	case base == "char":
		if short || long > 0 || sInt {
			return bad("other type specifiers")
		}
		k = Char
		if sign == "unsigned" {
			k = UChar
		}
	case base == "double" && long > 0:
		c.errorf(firstTypePos, "long double is not supported in OpenCL C")
		return invalidType(), info
	case base != "":
		if short || long > 0 || sInt || sign != "" {
			return bad("other type specifiers")
		}
		k = map[string]Kind{
			"void": Void, "bool": Bool, "float": Float, "double": Double,
			"uchar": UChar, "ushort": UShort, "uint": UInt, "ulong": ULong,
			"size_t": ULong, "ptrdiff_t": Long, "intptr_t": Long, "uintptr_t": ULong,
		}[base]
	case short && long > 0:
		c.errorf(firstTypePos, "cannot combine 'short' with 'long'")
		return invalidType(), info
	case short:
		k = Short
	case long == 1:
		k = Long
	default:
		k = Int
	}
	if sign == "unsigned" && base == "" {
		k++ // Short → UShort, Int → UInt, Long → ULong
	}
	t := basic(k)
	if !c.qualify(t, quals, &info) {
		return invalidType(), info
	}
	t.Space = info.space
	return t, info
}

// isVectorTypeName reports whether name is an OpenCL vector type (float4, …).
func isVectorTypeName(name string) bool {
	for _, base := range []string{"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half", "bool"} {
		if len(name) > len(base) && name[:len(base)] == base {
			switch name[len(base):] {
			case "2", "3", "4", "8", "16":
				return true
			}
		}
	}
	return false
}

// declType applies a declarator to a base type: pointers, then array
// dimensions. Function declarators are handled by the caller. It returns
// the invalid type after an error.
func (c *checker) declType(base *Type, d *Declarator) *Type {
	if base.isInvalid() {
		return base
	}
	t := base
	for _, quals := range d.Ptrs {
		p := pointerTo(t)
		info := specInfo{space: ir.SpacePrivate}
		if !c.qualify(p, quals, &info) {
			return invalidType()
		}
		for _, w := range quals {
			switch w.Text {
			case "kernel", "__kernel", "inline", "__inline", "static":
				c.errorf(w.Pos, "'%s' is not allowed here", w.Text)
				return invalidType()
			}
		}
		p.Space = info.space
		t = p
	}
	// int a[2][3] is an array of 2 arrays of 3 ints: apply the dimensions
	// from the right.
	for i := len(d.Dims) - 1; i >= 0; i-- {
		dim := d.Dims[i]
		if t.Kind == Void {
			c.errorf(dim.Pos, "array of void")
			return invalidType()
		}
		if t.Kind == Array && t.Len < 0 {
			c.errorf(dim.Pos, "array has incomplete element type")
			return invalidType()
		}
		n := int64(-1)
		if dim.Size != nil {
			n = c.arraySize(dim.Size)
			if n < 0 {
				return invalidType()
			}
		}
		t = &Type{Kind: Array, Elem: t, Len: n, Space: t.Space}
	}
	return t
}

// arraySize evaluates an array dimension; -1 after an error.
func (c *checker) arraySize(e Expr) int64 {
	e = c.rvalue(e)
	t := typeOf(e)
	if t.isInvalid() {
		return -1
	}
	cv := constOf(e)
	if !t.isInteger() || cv == nil {
		c.errorf(posOf(e), "array size must be an integer constant expression")
		return -1
	}
	if t.isSigned() && cv.Int < 0 || cv.Int == 0 {
		c.errorf(posOf(e), "array size must be positive")
		return -1
	}
	if cv.Int > 1<<28 || cv.Int < 0 {
		c.errorf(posOf(e), "array is too large")
		return -1
	}
	return cv.Int
}

// funcType builds the type and parameters of a function declarator.
func (c *checker) funcType(ret *Type, d *Declarator, kernel bool) (*Type, []*Var, bool) {
	ok := true
	if d.Variadic {
		c.errorf(d.Pos, "variadic functions are not supported by mini-C")
		ok = false
	}
	ft := &Type{Kind: Func, Ret: ret}
	var params []*Var
	if len(d.Params) == 1 && d.Params[0].Decl.Name == "" && len(d.Params[0].Decl.Ptrs) == 0 &&
		len(d.Params[0].Decl.Dims) == 0 && !d.Params[0].Decl.HasParams {
		// f(void)
		if b, _ := c.baseTypeQuiet(d.Params[0].Specs); b != nil && b.Kind == Void {
			return ft, nil, ok
		}
	}
	for _, pd := range d.Params {
		base, info := c.baseType(pd.Specs)
		if info.kernel || info.inline || info.static {
			c.errorf(pd.Pos, "invalid specifier on a parameter")
			ok = false
		}
		t := c.declType(base, pd.Decl)
		if pd.Decl.HasParams {
			c.errorf(pd.Decl.Pos, "function pointers are not supported by mini-C")
			t = invalidType()
		}
		if t.isInvalid() {
			ok = false
		}
		pos := pd.Decl.NamePos
		if !pos.IsKnown() {
			pos = pd.Pos
		}
		switch {
		case t.Kind == Void:
			c.errorf(pos, "parameter has incomplete type 'void'")
			ok = false
		case t.Kind == Struct && !t.Rec.Complete:
			c.errorf(pos, "parameter has incomplete type '%s'", t)
			ok = false
		case t.Kind == Array:
			// Array parameters are pointers to their first element.
			elem := t.Elem
			t = pointerTo(elem)
		}
		if ok && t.Space != ir.SpacePrivate {
			c.errorf(pos, "parameters must be in the private address space")
			ok = false
		}
		if kernel && ok {
			switch {
			case t.Kind == Pointer && t.Elem.Space != ir.SpaceGlobal && t.Elem.Space != ir.SpaceShared && t.Elem.Space != ir.SpaceConstant:
				c.errorf(pos, "pointer arguments to kernel functions must point to global, local or constant memory")
				ok = false
			case t.Kind == Pointer && t.Elem.Kind == Pointer:
				c.errorf(pos, "kernel parameters cannot be pointers to pointers")
				ok = false
			case t.Kind == Bool:
				c.errorf(pos, "'bool' cannot be the type of a kernel parameter")
				ok = false
			case t.Kind == Struct && hasPointer(t):
				c.errorf(pos, "struct kernel parameters may not contain pointers")
				ok = false
			}
		}
		ft.Params = append(ft.Params, t)
		params = append(params, &Var{Name: pd.Decl.Name, Pos: pos, Type: t, Param: true})
	}
	return ft, params, ok
}

// baseTypeQuiet is baseType without error reporting, for recognizing f(void).
func (c *checker) baseTypeQuiet(ds *DeclSpecs) (*Type, specInfo) {
	saved := c.errs
	t, info := c.baseType(ds)
	c.errs = saved
	return t, info
}

// declareExternal enters a top-level declaration.
func (c *checker) declareExternal(d *FuncDecl) {
	base, info := c.baseType(d.Specs)
	if base.isInvalid() {
		return
	}
	if d.Bare {
		if d.Specs.Record == nil && d.Specs.Enum == nil {
			c.errorf(d.Pos, "declaration does not declare anything")
		}
		return
	}
	if info.typedef {
		c.typedefDecl(base, append([]*InitDecl{{Decl: d.Decl, Init: d.Init}}, d.More...))
		return
	}
	if !d.Decl.HasParams {
		c.programVars(base, info, append([]*InitDecl{{Decl: d.Decl, Init: d.Init}}, d.More...))
		return
	}
	if len(d.More) > 0 || d.Init != nil {
		c.errorf(d.Decl.NamePos, "program-scope variables are not supported by mini-C")
		return
	}
	if len(d.Decl.Dims) > 0 {
		c.errorf(d.Decl.Dims[0].Pos, "function cannot return an array")
		return
	}
	if info.hasSpace && base.Kind != Pointer && len(d.Decl.Ptrs) == 0 {
		c.errorf(info.spacePos, "return type cannot be in an address space")
		return
	}
	ret := c.declType(base, &Declarator{Ptrs: d.Decl.Ptrs})
	if ret.isInvalid() {
		return
	}
	if info.kernel && ret.Kind != Void {
		c.errorf(d.Decl.NamePos, "kernel function '%s' must have void return type", d.Decl.Name)
		return
	}
	ft, params, ok := c.funcType(ret, d.Decl, info.kernel)
	if !ok {
		return
	}
	name := d.Decl.Name
	if c.special(name) != nil {
		c.errorf(d.Decl.NamePos, "'%s' is a builtin function and cannot be redeclared", name)
		return
	}
	fn := c.funcs[name]
	if fn == nil {
		fn = &Function{Name: name, Pos: d.Decl.NamePos, Type: ft, Kernel: info.kernel, Reqd: info.reqd, Params: params}
		c.funcs[name] = fn
		c.file.Funcs = append(c.file.Funcs, fn)
	} else {
		if !sameType(fn.Type, ft) || fn.Kernel != info.kernel {
			c.errorf(d.Decl.NamePos, "conflicting types for '%s'", name)
			return
		}
	}
	if d.Body != nil {
		if fn.Body != nil {
			c.errorf(d.Decl.NamePos, "redefinition of '%s'", name)
			return
		}
		fn.Body = d.Body
		fn.Pos = d.Decl.NamePos
		fn.Params = params
	}
}

// checkFunc checks the body of fn.
func (c *checker) checkFunc(fn *Function) {
	c.fn = fn
	c.labels = make(map[string]*Labeled)
	c.gotos = nil
	c.undeclared = make(map[string]bool)
	c.scopes = nil
	c.push()
	for _, p := range fn.Params {
		if p.Name == "" {
			c.errorf(p.Pos, "parameter name omitted")
			continue
		}
		c.declare(p)
	}
	// The body shares the parameters' scope.
	for _, s := range fn.Body.Stmts {
		c.stmt(s)
	}
	c.pop()
	for _, g := range c.gotos {
		l := c.labels[g.Label]
		if l == nil {
			c.errorf(g.LabelPos, "use of undeclared label '%s'", g.Label)
			continue
		}
		g.Target = l
	}
	c.fn = nil
}

func (c *checker) push() { c.scopes = append(c.scopes, make(map[string]*Var)) }
func (c *checker) pop()  { c.scopes = c.scopes[:len(c.scopes)-1] }

func (c *checker) declare(v *Var) {
	top := c.scopes[len(c.scopes)-1]
	if top[v.Name] != nil {
		c.errorf(v.Pos, "redefinition of '%s'", v.Name)
		return
	}
	top[v.Name] = v
}

func (c *checker) lookup(name string) *Var {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if v := c.scopes[i][name]; v != nil {
			return v
		}
	}
	for _, v := range c.file.Globals {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// programVars declares program-scope variables: in the constant address
// space (initialized, read-only: lookup tables) or in the global address
// space (OpenCL 2.0), with constant initializers.
func (c *checker) programVars(base *Type, info specInfo, decls []*InitDecl) {
	if info.kernel || info.inline {
		c.errorf(decls[0].Decl.NamePos, "'kernel' and 'inline' can only be used on functions")
		return
	}
	for _, d := range decls {
		v := &Var{Name: d.Decl.Name, Pos: d.Decl.NamePos, Init: d.Init, Global: true}
		t := c.declType(base, d.Decl)
		if t.isInvalid() {
			continue
		}
		switch {
		case d.Decl.HasParams:
			c.errorf(d.Decl.NamePos, "function declarations must come alone in mini-C")
			continue
		case t.Space != ir.SpaceConstant && t.Space != ir.SpaceGlobal:
			c.errorf(d.Decl.NamePos, "program scope variable must reside in constant or global address space")
			continue
		case t.Space == ir.SpaceConstant && d.Init == nil:
			c.errorf(d.Decl.NamePos, "variable in constant address space must be initialized")
			continue
		case t.Kind == Void || t.Kind == Struct && !t.Rec.Complete:
			c.errorf(d.Decl.NamePos, "variable has incomplete type '%s'", t)
			continue
		case t.Kind == Array && t.Len < 0 && (d.Init == nil || !d.Init.Brace):
			c.errorf(d.Decl.NamePos, "definition of variable with array type needs an explicit size or an initializer")
			continue
		case d.Init != nil && t.size() > maxInitSize:
			c.errorf(d.Init.Pos, "initializer of an object of %d bytes is too large for mini-C (at most %d)", t.size(), maxInitSize)
			continue
		case c.funcs[v.Name] != nil || c.lookup(v.Name) != nil:
			c.errorf(d.Decl.NamePos, "redefinition of '%s'", v.Name)
			continue
		}
		v.Type = t
		if d.Init != nil {
			n := len(c.errs)
			c.initializer(v, d.Init)
			if len(c.errs) == n && !constInit(d.Init) {
				c.errorf(d.Init.Pos, "initializer element is not a compile-time constant")
			}
			if len(c.errs) != n {
				continue
			}
		}
		if v.Type.isInvalid() || v.Type.size() <= 0 {
			continue
		}
		c.file.Globals = append(c.file.Globals, v)
	}
}

// constInit reports whether every element of in is a constant.
func constInit(in *Initializer) bool {
	if !in.Brace {
		_, ok := constLeaves(in.Expr)
		return ok
	}
	for _, it := range in.List {
		if it != nil && !constInit(it) {
			return false
		}
	}
	return true
}

// Statements.

func (c *checker) stmt(s Stmt) {
	switch s := s.(type) {
	case *Block:
		c.push()
		for _, x := range s.Stmts {
			c.stmt(x)
		}
		c.pop()
	case *DeclStmt:
		c.declStmt(s)
	case *ExprStmt:
		s.X = c.discarded(s.X)
	case *If:
		s.Cond = c.condition(s.Cond)
		c.scoped(s.Then)
		if s.Else != nil {
			c.scoped(s.Else)
		}
	case *While:
		s.Cond = c.condition(s.Cond)
		c.loop(s.Body)
	case *DoWhile:
		c.loop(s.Body)
		s.Cond = c.condition(s.Cond)
	case *For:
		c.push()
		switch init := s.Init.(type) {
		case *DeclStmt:
			c.declStmt(init)
		case *ExprStmt:
			init.X = c.discarded(init.X)
		}
		if s.Cond != nil {
			s.Cond = c.condition(s.Cond)
		}
		if s.Post != nil {
			s.Post = c.discarded(s.Post)
		}
		c.loop(s.Body)
		c.pop()
	case *Switch:
		x := c.rvalue(s.X)
		if t := typeOf(x); !t.isInvalid() {
			if !t.isInteger() {
				c.errorf(posOf(x), "statement requires expression of integer type ('%s' invalid)", t)
				x = c.poison(x)
			} else {
				x = c.implicit(x, promote(t))
			}
		}
		s.X = x
		c.switches = append(c.switches, s)
		c.breakables++
		c.scoped(s.Body)
		c.breakables--
		c.switches = c.switches[:len(c.switches)-1]
	case *Case:
		c.caseStmt(s)
		c.stmt(s.Body)
	case *Default:
		if len(c.switches) == 0 {
			c.errorf(s.Pos, "'default' statement not in switch statement")
		} else if sw := c.switches[len(c.switches)-1]; sw.Default != nil {
			c.errorf(s.Pos, "multiple default labels in one switch")
		} else {
			sw.Default = s
		}
		c.stmt(s.Body)
	case *Break:
		if c.breakables == 0 {
			c.errorf(s.Pos, "'break' statement not in loop or switch statement")
		}
	case *Continue:
		if c.loops == 0 {
			c.errorf(s.Pos, "'continue' statement not in loop statement")
		}
	case *Return:
		c.returnStmt(s)
	case *Goto:
		c.gotos = append(c.gotos, s)
	case *Labeled:
		if c.labels[s.Label] != nil {
			c.errorf(s.Pos, "redefinition of label '%s'", s.Label)
		} else {
			c.labels[s.Label] = s
		}
		c.stmt(s.Body)
	case *Empty:
	}
}

// scoped checks a sub-statement in its own scope (C99 6.8.4, 6.8.5).
func (c *checker) scoped(s Stmt) {
	c.push()
	c.stmt(s)
	c.pop()
}

func (c *checker) loop(body Stmt) {
	c.loops++
	c.breakables++
	c.scoped(body)
	c.loops--
	c.breakables--
}

func (c *checker) caseStmt(s *Case) {
	v := c.rvalue(s.Value)
	s.Value = v
	if len(c.switches) == 0 {
		c.errorf(s.Pos, "'case' statement not in switch statement")
		return
	}
	sw := c.switches[len(c.switches)-1]
	t := typeOf(v)
	if t.isInvalid() {
		return
	}
	cv := constOf(v)
	if !t.isInteger() || cv == nil {
		c.errorf(posOf(v), "case value is not an integer constant expression")
		return
	}
	st := typeOf(sw.X)
	if st.isInvalid() {
		return
	}
	s.Val = convertConst(cv, t, st).Int
	for _, o := range sw.Cases {
		if o.Val == s.Val {
			c.errorf(posOf(v), "duplicate case value '%d'", s.Val)
			return
		}
	}
	sw.Cases = append(sw.Cases, s)
}

func (c *checker) returnStmt(s *Return) {
	ret := c.fn.Type.Ret
	if s.X == nil {
		if ret.Kind != Void {
			c.errorf(s.Pos, "non-void function '%s' should return a value", c.fn.Name)
		}
		return
	}
	x := c.rvalue(s.X)
	t := typeOf(x)
	if ret.Kind == Void {
		if !t.isInvalid() && t.Kind != Void {
			c.errorf(posOf(x), "void function '%s' should not return a value", c.fn.Name)
		}
		s.X = x
		return
	}
	s.X = c.assignConv(x, ret.unqual(), "returning")
}

func (c *checker) declStmt(s *DeclStmt) {
	base, info := c.baseType(s.Specs)
	if len(s.Decls) == 0 {
		if !base.isInvalid() && s.Specs.Record == nil && s.Specs.Enum == nil {
			c.errorf(s.Pos, "declaration does not declare anything")
		}
		return
	}
	if info.typedef {
		if !base.isInvalid() {
			c.typedefDecl(base, s.Decls)
		}
		return
	}
	if info.kernel || info.inline {
		c.errorf(s.Pos, "'kernel' and 'inline' can only be used on functions")
		base = invalidType()
	}
	if info.static {
		c.errorf(s.Pos, "static variables are not supported by mini-C")
		base = invalidType()
	}
	for _, d := range s.Decls {
		v := &Var{Name: d.Decl.Name, Pos: d.Decl.NamePos, Init: d.Init}
		s.Vars = append(s.Vars, v)
		t := c.declType(base, d.Decl)
		if d.Decl.HasParams && !t.isInvalid() {
			c.errorf(d.Decl.NamePos, "function declarations inside functions are not supported by mini-C")
			t = invalidType()
		}
		if !t.isInvalid() {
			t = c.checkStorage(v, t, info, d)
		}
		if t.Kind == Array && t.Len < 0 && (d.Init == nil || !d.Init.Brace) {
			c.errorf(d.Decl.NamePos, "definition of variable with array type needs an explicit size or an initializer")
			t = invalidType()
		}
		if d.Init != nil && t.size() > maxInitSize {
			c.errorf(d.Init.Pos, "initializer of an object of %d bytes is too large for mini-C (at most %d)", t.size(), maxInitSize)
			t = invalidType()
		}
		v.Type = t
		if d.Init != nil && !t.isInvalid() {
			c.initializer(v, d.Init)
		}
		c.declare(v)
		c.fn.Locals = append(c.fn.Locals, v)
	}
}

// checkStorage checks where a local variable lives.
func (c *checker) checkStorage(v *Var, t *Type, info specInfo, d *InitDecl) *Type {
	if t.Kind == Void || t.Kind == Struct && !t.Rec.Complete {
		c.errorf(v.Pos, "variable has incomplete type '%s'", t)
		return invalidType()
	}
	// The variable's own space is that of its outermost type.
	switch t.Space {
	case ir.SpacePrivate:
	case ir.SpaceShared:
		if !c.fn.Kernel {
			c.errorf(v.Pos, "local variables can only be declared in kernel functions")
			return invalidType()
		}
		if d.Init != nil {
			c.errorf(d.Init.Pos, "local variables cannot be initialized")
			return invalidType()
		}
		v.Shared = true
	default:
		c.errorf(v.Pos, "function-scope variables cannot be declared in the %s address space", spaceName(t.Space))
		return invalidType()
	}
	return t
}

// initializer checks the initializer of v; for arrays without a size it
// sets the size.
func (c *checker) initializer(v *Var, in *Initializer) {
	t := v.Type
	if t.Kind == Array {
		if !in.Brace {
			c.errorf(in.Pos, "array initializer must be an initializer list")
			return
		}
		n := c.initList(t, in)
		if t.Len < 0 {
			if n == 0 {
				c.errorf(in.Pos, "zero-size array '%s': the initializer list is empty", v.Name)
				v.Type = invalidType()
				return
			}
			nt := *t
			nt.Len = n
			v.Type = &nt
		}
		return
	}
	c.elemInit(t, in, v.Pos)
}

// elemInit checks the initializer of an object of type t; a warning about
// its conversion is at (clang: the declarator's name), or at the
// initializer when at is not known.
func (c *checker) elemInit(t *Type, in *Initializer, at ir.Pos) {
	switch t.Kind {
	case Array, Struct, Vector:
		if !in.Brace {
			if t.Kind == Array {
				c.errorf(in.Pos, "array initializer must be an initializer list")
				return
			}
			in.Expr = c.assignConvAt(c.initExpr(in), t.unqual(), "initializing", at, t)
			return
		}
		c.initList(t, in)
	default:
		c.scalarInit(t, in, at)
	}
}

// initExpr checks the expression of a non-brace initializer once: brace
// elision looks at its type before it knows what the expression
// initializes.
func (c *checker) initExpr(in *Initializer) Expr {
	if !in.checked {
		in.Expr = c.rvalue(in.Expr)
		in.checked = true
	}
	return in.Expr
}

// initList checks a brace list for the array, record or vector type t,
// makes it positional and returns the number of elements (members,
// components) it initializes.
func (c *checker) initList(t *Type, in *Initializer) int64 {
	i := 0
	in.List, _ = c.fill(t, in.List, &i, true)
	return int64(len(in.List))
}

// fill checks the initializers items[*i:] of an object of type t, an
// array, record or vector, advances *i past the ones it uses and returns
// the positional list: element (member, component) k is initialized by
// list[k], and a nil or missing entry is zero.
//
// C11 6.7.9p17-20: at the top of a brace list (top) fill uses every item,
// and a designator chooses the element the next item initializes. A
// sub-object whose initializer does not begin with a brace has its braces
// elided: fill then takes only as many items as the sub-object has
// elements, and stops early at a designator, which belongs to an
// enclosing list. A record sub-object is initialized whole by an
// expression of its own type (6.7.9p13), a vector by any expression that
// converts to it (see subInit). ok is false after an error.
func (c *checker) fill(t *Type, items []*Initializer, i *int, top bool) (out []*Initializer, ok bool) {
	n := t.Len // elements; -1: an array of unknown size
	if t.Kind == Struct {
		n = int64(len(t.Rec.Fields))
		if t.Rec.Union && n > 1 {
			n = 1 // only the first member, unless designated
		}
	}
	slot := int64(0)
	for *i < len(items) {
		it := items[*i]
		if it.Field != "" || it.Index != nil {
			if !top {
				return out, true
			}
			s, ok := c.designated(t, it)
			if !ok {
				return out, false
			}
			if t.Kind == Struct && t.Rec.Union {
				out = nil // a union holds the last member initialized
				n = s + 1
			}
			slot = s
			if len(it.More) > 0 { // .a.b = x, [2].y = x: designators.go
				var prev *Initializer
				if slot < int64(len(out)) {
					prev = out[slot]
				}
				sub, ok := c.nestedInit(elemAt(t, slot), prev, it)
				if !ok {
					return out, false
				}
				for int64(len(out)) <= slot {
					out = append(out, nil)
				}
				out[slot] = sub
				if *i++; *i < len(items) && items[*i].Field == "" && items[*i].Index == nil {
					c.errorf(items[*i].Pos, "an initializer without a designator after a nested designator is not supported by mini-C")
					return out, false
				}
				continue
			}
			d := *it
			d.Field, d.Index = "", nil
			it = &d
			items[*i] = it
		}
		if n >= 0 && slot >= n {
			if !top {
				return out, true
			}
			what := "array"
			switch t.Kind {
			case Struct:
				what = t.Rec.kw()
			case Vector:
				what = "vector"
			}
			c.errorf(it.Pos, "excess elements in %s initializer", what)
			return out, false
		}
		et := t.Elem
		if t.Kind == Struct {
			et = t.Rec.Fields[slot].Type
		}
		sub, ok := c.subInit(et, items, i)
		if !ok {
			return out, false
		}
		for int64(len(out)) <= slot {
			out = append(out, nil)
		}
		out[slot] = sub
		slot++
	}
	return out, true
}

// designated returns the element of t that the designator of it chooses.
func (c *checker) designated(t *Type, it *Initializer) (int64, bool) {
	switch {
	case t.Kind == Vector:
		c.errorf(it.DesigPos, "designators in vector initializers are not supported by mini-C")
	case t.Kind != Struct && t.Kind != Array && it.Index != nil, t.Kind == Struct && it.Index != nil:
		c.errorf(it.DesigPos, "array designator cannot initialize non-array type '%s'", t)
	case t.Kind != Struct && it.Field != "":
		c.errorf(it.DesigPos, "field designator cannot initialize a non-struct, non-union type '%s'", t)
	case t.Kind == Struct:
		for k, f := range t.Rec.Fields {
			if f.Name == it.Field {
				return int64(k), true
			}
		}
		c.errorf(it.DesigPos, "field designator '%s' does not refer to any field in type '%s'", it.Field, t)
	default:
		x := c.rvalue(it.Index)
		cv := constOf(x)
		if typeOf(x).isInvalid() {
			return 0, false
		}
		if !typeOf(x).isInteger() || cv == nil || typeOf(x).isSigned() && cv.Int < 0 || cv.Int > 1<<20 {
			c.errorf(posOf(x), "array designator must be a non-negative integer constant (at most 1<<20)")
			return 0, false
		}
		if t.Len >= 0 && cv.Int >= t.Len {
			c.errorf(posOf(x), "array designator index %d exceeds array bounds (%d)", cv.Int, t.Len)
			return 0, false
		}
		return cv.Int, true
	}
	return 0, false
}

// subInit checks the initializer of a sub-object of type t that begins at
// items[*i] and advances *i past it: one item when it is braced, when t is
// a scalar or a vector (an expression converts to a vector as a whole, a
// scalar by splatting: clang elides no vector braces in OpenCL C) or when
// it is an expression of t's record type; otherwise the items of t with
// its braces elided, gathered in a new brace initializer.
func (c *checker) subInit(t *Type, items []*Initializer, i *int) (*Initializer, bool) {
	it := items[*i]
	n := len(c.errs)
	if !it.Brace && t.Kind == Struct {
		x := c.initExpr(it)
		xt := typeOf(x)
		if xt.isInvalid() {
			*i++
			return it, false
		}
		if sameType(xt.unqual(), t.unqual()) {
			*i++
			it.Expr = c.assignConv(x, t.unqual(), "initializing")
			return it, len(c.errs) == n
		}
	}
	if it.Brace || t.Kind != Array && t.Kind != Struct {
		*i++
		c.elemInit(t, it, ir.Pos{})
		return it, len(c.errs) == n
	}
	first := *i
	list, ok := c.fill(t, items, i, false)
	if ok && *i == first {
		c.errorf(it.Pos, "initializer for an empty '%s'", t)
		return it, false
	}
	return &Initializer{Pos: it.Pos, Brace: true, List: list}, ok
}

func (c *checker) scalarInit(t *Type, in *Initializer, at ir.Pos) {
	if in.Brace {
		if len(in.List) != 1 || in.List[0].Brace || in.List[0].Field != "" || in.List[0].Index != nil {
			c.errorf(in.Pos, "scalar initializer must have exactly one element")
			return
		}
		in.Expr = in.List[0].Expr
		in.checked = in.List[0].checked
		in.List = nil
		in.Brace = false
	}
	in.Expr = c.assignConvAt(c.initExpr(in), t.unqual(), "initializing", at, t)
}

func (c *checker) poison(e Expr) Expr {
	e.info().Type = invalidType()
	e.info().Const = nil
	return e
}

// condition checks a controlling expression and converts it to bool.
func (c *checker) condition(e Expr) Expr {
	e = c.rvalue(e)
	t := typeOf(e)
	if t.isInvalid() {
		return e
	}
	if !t.isScalar() {
		c.errorf(posOf(e), "statement requires expression of scalar type ('%s' invalid)", t)
		return c.poison(e)
	}
	return c.toBool(e)
}

// discarded checks an expression whose value is not used.
func (c *checker) discarded(e Expr) Expr {
	// A discarded expression is still evaluated as a value: an array
	// decays to a pointer rather than being loaded whole.
	return c.rvalue(e)
}

func (c *checker) argCountError(call *Call, lo, hi int) {
	n := len(call.Args)
	want := fmt.Sprint(lo)
	if hi != lo {
		want = fmt.Sprintf("%d or %d", lo, hi)
	}
	if n < lo {
		c.errorf(call.NamePos, "too few arguments to function call '%s', expected %s, have %d", call.Name, want, n)
	} else {
		c.errorf(call.NamePos, "too many arguments to function call '%s', expected %s, have %d", call.Name, want, n)
	}
}

// namedType resolves a name used as a type.
func (c *checker) namedType(name string, pos ir.Pos) *Type {
	if t := c.typedefs[name]; t != nil {
		return t
	}
	if t, ok := vectorType(name); ok {
		return t
	}
	if k, ok := scalarTypeNames[name]; ok {
		return basic(k)
	}
	switch {
	case isVectorTypeName(name):
		c.errorf(pos, "the vector type '%s' is not supported by mini-C", name)
	case unsupportedTypeNames[name] != "":
		c.errorf(pos, "'%s': %s are not supported by mini-C", name, unsupportedTypeNames[name])
	default:
		c.errorf(pos, "unknown type name '%s'", name)
	}
	return invalidType()
}

// recordType resolves a struct or union specifier, declaring its tag and
// laying out its members when it has a body.
func (c *checker) recordType(rs *RecordSpec) *Type {
	var r *Record
	if rs.Tag != "" {
		r = c.tags[rs.Tag]
		if r != nil && r.Union != rs.Union {
			c.errorf(rs.TagPos, "use of '%s' with tag type that does not match previous declaration", rs.Tag)
			return invalidType()
		}
		if r != nil && rs.HasBody && r.Complete {
			c.errorf(rs.TagPos, "redefinition of '%s %s'", r.kw(), rs.Tag)
			return invalidType()
		}
	}
	if r == nil {
		r = &Record{Tag: rs.Tag, Union: rs.Union, Pos: rs.Pos}
		if rs.Tag != "" {
			c.tags[rs.Tag] = r
		}
	}
	t := &Type{Kind: Struct, Rec: r, Space: ir.SpacePrivate}
	if !rs.HasBody {
		return t
	}
	names := make(map[string]bool)
	ok := true
	for _, m := range rs.Members {
		base, info := c.baseType(m.Specs)
		if base.isInvalid() {
			ok = false
			continue
		}
		if info.kernel || info.inline || info.static || info.typedef || info.hasSpace {
			c.errorf(m.Pos, "invalid specifier on a %s member", r.kw())
			ok = false
			continue
		}
		if len(m.Decls) == 0 {
			if base.Kind == Struct && m.Specs.Record != nil && m.Specs.Record.Tag == "" {
				r.Fields = append(r.Fields, &Field{Pos: m.Pos, Type: base})
				continue
			}
			c.errorf(m.Pos, "declaration does not declare anything")
			ok = false
			continue
		}
		for _, d := range m.Decls {
			ft := c.declType(base, d.Decl)
			if ft.isInvalid() {
				ok = false
				continue
			}
			switch {
			case d.Decl.HasParams:
				c.errorf(d.Decl.NamePos, "function members are not supported")
				ok = false
				continue
			case d.Init != nil:
				c.errorf(d.Init.Pos, "%s members cannot be initialized", r.kw())
				ok = false
				continue
			case ft.size() <= 0:
				c.errorf(d.Decl.NamePos, "field '%s' has incomplete type '%s'", d.Decl.Name, ft)
				ok = false
				continue
			case names[d.Decl.Name]:
				c.errorf(d.Decl.NamePos, "duplicate member '%s'", d.Decl.Name)
				ok = false
				continue
			}
			names[d.Decl.Name] = true
			r.Fields = append(r.Fields, &Field{Name: d.Decl.Name, Pos: d.Decl.NamePos, Type: ft})
		}
	}
	if !ok {
		return invalidType()
	}
	if len(r.Fields) == 0 {
		c.errorf(rs.Pos, "empty %s is not supported by mini-C", r.kw())
		return invalidType()
	}
	r.layout()
	if r.Size > maxRecordSize {
		c.errorf(rs.Pos, "%s of %d bytes is too large for mini-C (at most %d)", r.kw(), r.Size, maxRecordSize)
		r.Complete = false
		return invalidType()
	}
	return t
}

// maxRecordSize bounds the size of a struct or union (copies and
// initializers lower to one load and store per unit).
const maxRecordSize = 1 << 16

// maxInitSize bounds the size of an initialized local variable.
const maxInitSize = 1 << 16

// typedefDecl declares the typedef names of one declaration.
func (c *checker) typedefDecl(base *Type, decls []*InitDecl) {
	for _, d := range decls {
		t := c.declType(base, d.Decl)
		if t.isInvalid() {
			continue
		}
		if d.Decl.HasParams {
			c.errorf(d.Decl.NamePos, "function types are not supported by mini-C")
			continue
		}
		if d.Init != nil {
			c.errorf(d.Init.Pos, "a typedef cannot be initialized")
			continue
		}
		if old := c.typedefs[d.Decl.Name]; old != nil && !sameType(old, t) {
			c.errorf(d.Decl.NamePos, "typedef redefinition with different types ('%s' vs '%s')", t, old)
			continue
		}
		if t.Kind == Struct && t.Rec.Tag == "" && t.Rec.Typedef == "" {
			t.Rec.Typedef = d.Decl.Name
		}
		c.typedefs[d.Decl.Name] = t
	}
}

// constLeaves returns the constant scalars a scalar or vector constant
// expression consists of, in component order.
func constLeaves(e Expr) ([]Expr, bool) {
	if constOf(e) != nil {
		return []Expr{e}, true
	}
	switch e := e.(type) {
	case *VecLit:
		var out []Expr
		for _, x := range e.Elems {
			l, ok := constLeaves(x)
			if !ok {
				return nil, false
			}
			out = append(out, l...)
		}
		return out, true
	case *Cast:
		if e.Kind == CastSplat && constOf(e.X) != nil {
			out := make([]Expr, e.Type.Len)
			for k := range out {
				out[k] = e.X
			}
			return out, true
		}
	}
	return nil, false
}

// enumType declares the constants of an enum specifier; an enum type is
// int (clang's choice for enumerators that fit in int).
func (c *checker) enumType(es *EnumSpec) *Type {
	next := int64(0)
	for _, it := range es.Items {
		if c.enumConsts[it.Name] != nil || c.lookup(it.Name) != nil || c.funcs[it.Name] != nil {
			c.errorf(it.Pos, "redefinition of '%s'", it.Name)
			return invalidType()
		}
		if it.Value != nil {
			v := c.rvalue(it.Value)
			t := typeOf(v)
			if t.isInvalid() {
				return invalidType()
			}
			cv := constOf(v)
			if !t.isInteger() || cv == nil {
				c.errorf(posOf(v), "expression is not an integer constant expression")
				return invalidType()
			}
			next = convertConst(cv, t, basic(Long)).Int
		}
		if next < -1<<31 || next > 1<<31-1 {
			c.errorf(it.Pos, "enumerator value %d does not fit in int (not supported by mini-C)", next)
			return invalidType()
		}
		c.enumConsts[it.Name] = intConst(next, basic(Int))
		next++
	}
	if es.HasBody && len(es.Items) == 0 {
		c.errorf(es.Pos, "use of empty enum")
		return invalidType()
	}
	return basic(Int)
}
