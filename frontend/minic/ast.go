package minic

import (
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/ir/builtin"
)

// The AST. convert.go builds it from the parse tree; check.go resolves names,
// computes types, inserts the implicit conversions as Cast nodes and folds
// constants; lower.go turns it into IR. After checking, every Expr has a
// non-nil type, and the operands of every operator have the types the
// operator computes in.

// File is a checked translation unit.
type File struct {
	Name    string
	Decls   []*FuncDecl // the external declarations, in source order
	Funcs   []*Function // one per function name, in order of first declaration
	Globals []*Var      // program-scope variables (constant or global space), in source order
	// Warnings are the checker's warnings (what clang only warns about).
	Warnings []ir.Warning
}

// Expr is an expression. The expressions are *Ident, *IntLit, *FloatLit,
// *BoolLit, *StringLit, *Unary, *IncDec, *Binary, *Assign, *CondExpr, *Call,
// *Index, *Member, *Cast, *Sizeof and *Comma.
type Expr interface {
	info() *exprInfo
}

// exprInfo is what every expression has: its position and, after
// checking, its type, its constant value (when it is a constant
// expression), and whether it designates an object (an lvalue).
type exprInfo struct {
	Pos    ir.Pos
	Type   *Type
	Const  *constVal
	LValue bool
}

func (e *exprInfo) info() *exprInfo { return e }

func posOf(e Expr) ir.Pos      { return e.info().Pos }
func typeOf(e Expr) *Type      { return e.info().Type }
func constOf(e Expr) *constVal { return e.info().Const }

// Ident names a variable or a function.
type Ident struct {
	exprInfo
	Name string
	Var  *Var      // after checking, when it names a variable
	Func *Function // after checking, when it names a function
}

// IntLit is an integer or character literal.
type IntLit struct {
	exprInfo
	Text string
	Char bool
}

// FloatLit is a floating-point literal.
type FloatLit struct {
	exprInfo
	Text string
}

// BoolLit is true or false.
type BoolLit struct {
	exprInfo
	Val bool
}

// StringLit is a string literal: printf's format and %s arguments only
// (elsewhere outside the subset). Parts are the adjacent literals' source
// texts, quotes included, which concatenate.
type StringLit struct {
	exprInfo
	Parts []string
	Value string // decoded (checker), without the terminating NUL
}

// Unary is a prefix operator: + - ~ ! * &.
type Unary struct {
	exprInfo
	Op string
	X  Expr
}

// IncDec is ++ or --, prefix or postfix.
type IncDec struct {
	exprInfo
	Op   string // "++" or "--"
	Post bool
	X    Expr
}

// Binary is a binary operator other than assignment and comma. After
// checking, X and Y of arithmetic and comparison operators have the common
// type (for comparisons, Operand records it), && and || have bool operands,
// and shifts have both operands in the promoted type of X.
type Binary struct {
	exprInfo
	Op      string
	OpPos   ir.Pos
	X, Y    Expr
	Operand *Type // the type the operation is computed in
}

// Assign is = or a compound assignment (Op is then the binary operator:
// "+" for +=). For a compound assignment the left side is read, converted to
// Operand, combined with Y (already of type Operand, or of the promoted
// left type for shifts) and converted back.
type Assign struct {
	exprInfo
	Op      string
	OpPos   ir.Pos // the operator's position
	X, Y    Expr
	Operand *Type
}

// CondExpr is c ? x : y.
type CondExpr struct {
	exprInfo
	Cond, X, Y Expr
}

// Call is a call of a device function or a builtin.
type Call struct {
	exprInfo
	Name    string
	NamePos ir.Pos
	Args    []Expr
	Func    *Function        // a device function, after checking
	Builtin *builtin.Builtin // a builtin of the catalogue (special form or ordinary), after checking
	Convert *builtin.Conv    // convert_T with _sat or a rounding mode (builtins_int.go), after checking
	VecMem  string           // "vload" or "vstore" for vloadN and vstoreN (VecN components); "async", "wait"
	VecN    int64
	Printf  bool // printf (see printf.go)
}

// Index is x[i]; after checking X is a pointer and I an integer.
type Index struct {
	exprInfo
	X, I Expr
}

// Member is x.f or x->f, which mini-C rejects.
type Member struct {
	exprInfo
	X     Expr
	Arrow bool
	Name  string
	// After checking: the byte offset of the member in the record, or,
	// for a vector component access, the components selected.
	Offset int64
	Comps  []int
}

// CastKind says how a Cast converts.
type CastKind uint8

// The conversions.
const (
	CastNone     CastKind = iota // same representation (qualifiers only)
	CastArith                    // between arithmetic types
	CastToBool                   // scalar to bool: x != 0
	CastDecay                    // array to pointer to its first element
	CastPtr                      // pointer to pointer of another pointee
	CastPtrToInt                 // pointer to integer
	CastIntToPtr                 // integer to pointer (null constants too)
	CastToVoid                   // discard the value
	CastSplat                    // scalar (already of the element type) to every component of a vector
	CastVector                   // vector to vector of as many components, component by component
	CastBits                     // as_T: the same bits (component by component for vectors)
)

// VecLit is a vector literal, (float4)(a, b, c, d): its elements are
// scalars of the vector's element type or vectors of it, in order.
type VecLit struct {
	exprInfo
	Elems []Expr
}

// Cast is an explicit cast or an implicit conversion inserted by the
// checker.
type Cast struct {
	exprInfo
	X        Expr
	To       *TypeName // the written type of an explicit cast
	Kind     CastKind
	Implicit bool
}

// Sizeof is sizeof(type) or sizeof expr; the checker folds it to a constant.
type Sizeof struct {
	exprInfo
	To *TypeName
	X  Expr
}

// Comma is a, b, c.
type Comma struct {
	exprInfo
	List []Expr
}

// TypeName is a written type: specifiers and an abstract declarator.
type TypeName struct {
	Pos   ir.Pos
	Specs *DeclSpecs
	Decl  *Declarator
}

// DeclSpecs are the declaration specifiers as written.
type DeclSpecs struct {
	Pos      ir.Pos
	Words    []Word
	TypeName string // a name used as a type: a typedef or builtin type name
	NamePos  ir.Pos
	Record   *RecordSpec // struct or union
	Enum     *EnumSpec
}

// EnumSpec is an enum specifier: a tag, an enumerator list, or both.
type EnumSpec struct {
	Pos     ir.Pos
	Tag     string
	HasBody bool
	Items   []*Enumerator
}

// Enumerator is one enumeration constant, with its value if written.
type Enumerator struct {
	Pos   ir.Pos
	Name  string
	Value Expr
}

// RecordSpec is a struct or union specifier: a tag, a member list, or both.
type RecordSpec struct {
	Pos     ir.Pos
	Union   bool
	Tag     string
	TagPos  ir.Pos
	HasBody bool
	Members []*DeclStmt
}

// Word is a specifier keyword at its position.
type Word struct {
	Pos  ir.Pos
	Text string
}

// Declarator is the part of a declaration after the specifiers.
type Declarator struct {
	Pos       ir.Pos
	Ptrs      [][]Word // one entry per '*', with the qualifiers after it
	PtrPos    []ir.Pos
	Name      string
	NamePos   ir.Pos
	HasParams bool
	Params    []*ParamDecl
	Variadic  bool
	Dims      []*Dim
}

// Dim is one [size] of an array declarator; Size is nil for [].
type Dim struct {
	Pos  ir.Pos
	Size Expr
}

// ParamDecl is one parameter of a function declarator.
type ParamDecl struct {
	Pos   ir.Pos
	Specs *DeclSpecs
	Decl  *Declarator
}

// Initializer is an expression or a brace-enclosed list. After checking,
// the list of an array or record initializer is positional: element i
// initializes element (or member) i, and a nil element is zero.
type Initializer struct {
	Pos   ir.Pos
	Expr  Expr
	List  []*Initializer
	Brace bool

	// A designator before the element: .Field = or [Index] =, and the
	// designators that follow it in a chain (.a.b = , [2].x = , .arr[1] =).
	Field    string
	Index    Expr
	DesigPos ir.Pos
	More     []Designator

	checked bool // Expr has been checked (see checker.initExpr)
}

// Designator is one designator of a chain after the first: .Field or
// [Index].
type Designator struct {
	Field string
	Index Expr
	Pos   ir.Pos
}

// Stmt is a statement: *Block, *DeclStmt, *ExprStmt, *If, *While,
// *DoWhile, *For, *Switch, *Case, *Default, *Break, *Continue, *Return,
// *Goto, *Labeled or *Empty.
type Stmt interface {
	stmtPos() ir.Pos
}

type stmtBase struct{ Pos ir.Pos }

func (s *stmtBase) stmtPos() ir.Pos { return s.Pos }

// Block is { stmts }.
type Block struct {
	stmtBase
	Stmts []Stmt
	End   ir.Pos // the closing brace
}

// DeclStmt declares local variables.
type DeclStmt struct {
	stmtBase
	Specs *DeclSpecs
	Decls []*InitDecl
	Vars  []*Var // after checking, one per InitDecl
}

// InitDecl is one declarator with its initializer.
type InitDecl struct {
	Decl *Declarator
	Init *Initializer
}

// ExprStmt evaluates an expression for its effects.
type ExprStmt struct {
	stmtBase
	X Expr
}

// If is if (Cond) Then else Else.
type If struct {
	stmtBase
	Cond       Expr
	Then, Else Stmt
}

// While is while (Cond) Body.
type While struct {
	stmtBase
	Cond Expr
	Body Stmt
}

// DoWhile is do Body while (Cond);.
type DoWhile struct {
	stmtBase
	Body     Stmt
	Cond     Expr
	WhilePos ir.Pos
}

// For is for (Init; Cond; Post) Body; Init is a *DeclStmt, an *ExprStmt or
// nil, Cond and Post may be nil.
type For struct {
	stmtBase
	Init Stmt
	Cond Expr
	Post Expr
	Body Stmt
}

// Switch is switch (X) Body; the checker lists its cases.
type Switch struct {
	stmtBase
	X       Expr
	Body    Stmt
	Cases   []*Case
	Default *Default
}

// Case is case Value: Body.
type Case struct {
	stmtBase
	Value Expr
	Body  Stmt
	Val   int64 // after checking, converted to the switch's type
}

// Default is default: Body.
type Default struct {
	stmtBase
	Body Stmt
}

// Break is break;.
type Break struct{ stmtBase }

// Continue is continue;.
type Continue struct{ stmtBase }

// Return is return X; X may be nil.
type Return struct {
	stmtBase
	X Expr
}

// Goto is goto Label;.
type Goto struct {
	stmtBase
	Label    string
	LabelPos ir.Pos
	Target   *Labeled // after checking
}

// Labeled is Label: Body.
type Labeled struct {
	stmtBase
	Label string
	Body  Stmt
}

// Empty is ;.
type Empty struct{ stmtBase }

// FuncDecl is one external declaration: a function definition or
// prototype, or a (rejected) program-scope variable.
type FuncDecl struct {
	Pos   ir.Pos
	Specs *DeclSpecs
	Decl  *Declarator
	Body  *Block
	More  []*InitDecl // further declarators: only variables
	Init  *Initializer
	Bare  bool // no declarator: struct S { … };
}

// Var is a variable: a local, a parameter or a kernel's local-memory array.
type Var struct {
	Name  string
	Pos   ir.Pos
	Type  *Type
	Param bool
	Init  *Initializer
	// AddrTaken is set when the program takes the variable's address, so
	// that it must live in memory; arrays always do.
	AddrTaken bool
	// Shared is set for local-memory variables of a kernel, which become
	// module globals.
	Shared bool
	// Global is set for program-scope variables, module globals too.
	Global bool
}

// inMemory reports whether v lives in memory rather than in SSA values.
func (v *Var) inMemory() bool {
	return v.AddrTaken || v.Shared || v.Global || v.Type.Kind == Array || v.Type.isAggregate()
}

// Function is a function with all its declarations merged.
type Function struct {
	Name    string
	Pos     ir.Pos // of the definition, or the first declaration
	Type    *Type  // of kind Func
	Kernel  bool
	Reqd    [3]int // reqd_work_group_size(X, Y, Z); zero when not given
	Params  []*Var
	Body    *Block
	Locals  []*Var // every local variable, in declaration order
	Called  bool
	callPos ir.Pos
}
