package minic

import (
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The parse tree. It mirrors the grammar closely and is converted into the
// AST (ast.go) by convert.go; nothing else looks at it. Binary expressions
// are parsed as flat operand/operator lists and given C precedence during the
// conversion.

type pFile struct {
	Decls []*pExternal `parser:"@@*"`
}

// pExternal is a function definition, a function prototype or a
// program-scope variable declaration.
type pExternal struct {
	Pos   lexer.Position
	Specs *pSpecs            `parser:"@@"`
	Bare  bool               `parser:"( @';'"`
	First *pInitDeclarator   `parser:"| @@"`
	Body  *pCompound         `parser:"( @@"`
	More  []*pInitDeclarator `parser:"| ( ',' @@ )* ';' ) )"`
}

// pSpecs is a list of declaration specifiers: qualifiers, then either type
// keywords (mixed with more qualifiers) or one type name.
type pSpecs struct {
	Pos    lexer.Position
	Pre    []*pQual     `parser:"@@*"`
	First  *pTypeWord   `parser:"( @@"`
	Rest   []*pWord     `parser:"  @@*"`
	Record *pRecordSpec `parser:"| @@"`
	Enum   *pEnumSpec   `parser:"| @@"`
	Name   *pTypeRef    `parser:"| @@ )"`
	Post   []*pQual     `parser:"@@*"`
}

// pEnumSpec is enum, with a tag, an enumerator list or both.
type pEnumSpec struct {
	Pos   lexer.Position
	Kw    string         `parser:"@'enum'"`
	Tag   *pTypeRef      `parser:"@@?"`
	Items []*pEnumerator `parser:"( '{' ( @@ ( ',' @@ )* ','? )?"`
	Close *pEnd          `parser:"  @@ )?"`
}

type pEnumerator struct {
	Pos   lexer.Position
	Name  string `parser:"@Ident"`
	Value *pCond `parser:"( '=' @@ )?"`
}

// pTypeRef is a name used as a type: a typedef or builtin type name, or
// (an error the checker reports) an unknown identifier.
type pTypeRef struct {
	Pos  lexer.Position
	Name string `parser:"@( TypeName | Ident )"`
}

// pRecordSpec is struct or union, with a tag, a member list or both.
type pRecordSpec struct {
	Pos     lexer.Position
	Kw      string    `parser:"@( 'struct' | 'union' )"`
	Tag     *pTypeRef `parser:"@@?"`
	Members []*pDecl  `parser:"( '{' @@*"`
	Close   *pEnd     `parser:"  @@ )?"`
}

// pWord is one specifier keyword: a qualifier, address space or function
// specifier (pQual), a type keyword (pTypeWord) or either (pWord).
type pWord struct {
	Pos  lexer.Position
	Word string `parser:"@( 'kernel' | '__kernel' | 'inline' | '__inline' | 'static' | 'typedef' | 'global' | '__global' | 'local' | '__local' | 'private' | '__private' | 'constant' | '__constant' | 'generic' | '__generic' | 'const' | '__const' | 'volatile' | 'restrict' | '__restrict' | 'read_only' | '__read_only' | 'write_only' | '__write_only' | 'read_write' | '__read_write' | Attribute | 'void' | 'bool' | 'char' | 'short' | 'int' | 'long' | 'signed' | 'unsigned' | 'uchar' | 'ushort' | 'uint' | 'ulong' | 'float' | 'double' | 'size_t' | 'ptrdiff_t' | 'intptr_t' | 'uintptr_t' )"`
}

type pQual struct {
	Pos  lexer.Position
	Word string `parser:"@( 'kernel' | '__kernel' | 'inline' | '__inline' | 'static' | 'typedef' | 'global' | '__global' | 'local' | '__local' | 'private' | '__private' | 'constant' | '__constant' | 'generic' | '__generic' | 'const' | '__const' | 'volatile' | 'restrict' | '__restrict' | 'read_only' | '__read_only' | 'write_only' | '__write_only' | 'read_write' | '__read_write' | Attribute )"`
}

type pTypeWord struct {
	Pos  lexer.Position
	Word string `parser:"@( 'void' | 'bool' | 'char' | 'short' | 'int' | 'long' | 'signed' | 'unsigned' | 'uchar' | 'ushort' | 'uint' | 'ulong' | 'float' | 'double' | 'size_t' | 'ptrdiff_t' | 'intptr_t' | 'uintptr_t' )"`
}

type pName struct {
	Pos  lexer.Position
	Name string `parser:"@Ident"`
}

type pInitDeclarator struct {
	Pos  lexer.Position
	Decl *pDeclarator  `parser:"@@"`
	Init *pInitializer `parser:"( '=' @@ )?"`
}

// pDeclarator is `*quals... name (params)` or `*quals... name[n]...`.
type pDeclarator struct {
	Pos    lexer.Position
	Ptrs   []*pPointer `parser:"@@*"`
	Name   *pTypeRef   `parser:"@@"`
	Params *pParams    `parser:"@@?"`
	Dims   []*pDim     `parser:"@@*"`
}

// pAbstractDeclarator is a declarator whose name is optional, in
// parameters and type names.
type pAbstractDeclarator struct {
	Pos    lexer.Position
	Ptrs   []*pPointer `parser:"@@*"`
	Name   *pTypeRef   `parser:"@@?"`
	Params *pParams    `parser:"@@?"`
	Dims   []*pDim     `parser:"@@*"`
}

type pPointer struct {
	Pos   lexer.Position
	Star  string   `parser:"@'*'"`
	Quals []*pQual `parser:"@@*"`
}

type pDim struct {
	Pos  lexer.Position
	Open string `parser:"@'['"`
	Size *pCond `parser:"@@? ']'"`
}

type pParams struct {
	Pos  lexer.Position
	Open string    `parser:"@'('"`
	List []*pParam `parser:"( @@ ( ',' @@ )* )?"`
	Dots string    `parser:"( ',' @'...' )? ')'"`
}

type pParam struct {
	Pos   lexer.Position
	Specs *pSpecs              `parser:"@@"`
	Decl  *pAbstractDeclarator `parser:"@@"`
}

type pInitializer struct {
	Pos  lexer.Position
	List *pInitList `parser:"  @@"`
	Expr *pAssign   `parser:"| @@"`
}

type pInitList struct {
	Pos   lexer.Position
	Open  string       `parser:"@'{'"`
	Items []*pInitItem `parser:"( @@ ( ',' @@ )* ','? )? '}'"`
}

// pInitItem is one element of an initializer list, with an optional
// designation: designators (.member or [index]), nested ones in a chain
// (.a.b[2].c =), and '='.
type pInitItem struct {
	Pos    lexer.Position
	Desigs []*pDesignator `parser:"( @@+ '=' )?"`
	Init   *pInitializer  `parser:"@@"`
}

type pDesignator struct {
	Pos   lexer.Position
	Field *pTypeRef `parser:"  '.' @@"`
	Index *pCond    `parser:"| '[' @@ ']'"`
}

// Statements.

type pCompound struct {
	Pos   lexer.Position
	Open  string   `parser:"@'{'"`
	Stmts []*pStmt `parser:"@@*"`
	End   pEnd     `parser:"@@"`
}

type pEnd struct {
	Pos   lexer.Position
	Close string `parser:"@'}'"`
}

type pStmt struct {
	Pos      lexer.Position
	Compound *pCompound `parser:"  @@"`
	If       *pIf       `parser:"| @@"`
	While    *pWhile    `parser:"| @@"`
	Do       *pDo       `parser:"| @@"`
	For      *pFor      `parser:"| @@"`
	Switch   *pSwitch   `parser:"| @@"`
	Case     *pCase     `parser:"| @@"`
	Default  *pDefault  `parser:"| @@"`
	Break    string     `parser:"| @'break' ';'"`
	Continue string     `parser:"| @'continue' ';'"`
	Return   *pReturn   `parser:"| @@"`
	Goto     *pGoto     `parser:"| @@"`
	Label    *pLabel    `parser:"| @@"`
	Decl     *pDecl     `parser:"| @@"`
	Expr     *pExpr     `parser:"| @@ ';'"`
	Empty    string     `parser:"| @';'"`
}

type pIf struct {
	Pos  lexer.Position
	Cond *pExpr `parser:"'if' '(' @@ ')'"`
	Then *pStmt `parser:"@@"`
	Else *pStmt `parser:"( 'else' @@ )?"`
}

type pWhile struct {
	Pos  lexer.Position
	Cond *pExpr `parser:"'while' '(' @@ ')'"`
	Body *pStmt `parser:"@@"`
}

type pDo struct {
	Pos      lexer.Position
	Body     *pStmt   `parser:"'do' @@"`
	WhilePos pWhileKw `parser:"@@"`
	Cond     *pExpr   `parser:"'(' @@ ')' ';'"`
}

type pWhileKw struct {
	Pos lexer.Position
	Kw  string `parser:"@'while'"`
}

type pFor struct {
	Pos  lexer.Position
	Kw   string    `parser:"@'for' '('"`
	Init *pForInit `parser:"@@"`
	Cond *pExpr    `parser:"@@? ';'"`
	Post *pExpr    `parser:"@@? ')'"`
	Body *pStmt    `parser:"@@"`
}

type pForInit struct {
	Pos   lexer.Position
	Decl  *pDecl `parser:"  @@"`
	Expr  *pExpr `parser:"| @@ ';'"`
	Empty string `parser:"| @';'"`
}

type pSwitch struct {
	Pos  lexer.Position
	Cond *pExpr `parser:"'switch' '(' @@ ')'"`
	Body *pStmt `parser:"@@"`
}

type pCase struct {
	Pos   lexer.Position
	Value *pCond `parser:"'case' @@ ':'"`
	Body  *pStmt `parser:"@@"`
}

type pDefault struct {
	Pos  lexer.Position
	Kw   string `parser:"@'default' ':'"`
	Body *pStmt `parser:"@@"`
}

type pReturn struct {
	Pos   lexer.Position
	Kw    string `parser:"@'return'"`
	Value *pExpr `parser:"@@? ';'"`
}

type pGoto struct {
	Pos   lexer.Position
	Kw    string `parser:"@'goto'"`
	Label *pName `parser:"@@ ';'"`
}

type pLabel struct {
	Pos  lexer.Position
	Name string `parser:"@Ident ':'"`
	Body *pStmt `parser:"@@"`
}

type pDecl struct {
	Pos   lexer.Position
	Specs *pSpecs            `parser:"@@"`
	List  []*pInitDeclarator `parser:"( @@ ( ',' @@ )* )? ';'"`
}

// Expressions.

type pExpr struct {
	Pos  lexer.Position
	List []*pAssign `parser:"@@ ( ',' @@ )*"`
}

type pAssign struct {
	Pos  lexer.Position
	Left *pCond       `parser:"@@"`
	Tail *pAssignTail `parser:"@@?"`
}

// pAssignTail is the operator and right operand of an assignment; its Pos
// is the operator's (clang's position for a diagnostic about the
// assignment).
type pAssignTail struct {
	Pos   lexer.Position
	Op    string   `parser:"@( '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '|=' | '^=' | '<<=' | '>>=' )"`
	Right *pAssign `parser:"@@"`
}

type pCond struct {
	Pos  lexer.Position
	Cond *pBinary `parser:"@@"`
	Then *pExpr   `parser:"( '?' @@"`
	Else *pCond   `parser:"  ':' @@ )?"`
}

type pBinary struct {
	Pos  lexer.Position
	Head *pUnary   `parser:"@@"`
	Tail []*pBinOp `parser:"@@*"`
}

type pBinOp struct {
	Pos lexer.Position
	Op  string  `parser:"@( '||' | '&&' | '|' | '^' | '&' | '==' | '!=' | '<=' | '>=' | '<' | '>' | '<<' | '>>' | '+' | '-' | '*' | '/' | '%' )"`
	X   *pUnary `parser:"@@"`
}

type pUnary struct {
	Pos    lexer.Position
	Op     string    `parser:"  @( '++' | '--' | '&' | '*' | '+' | '-' | '~' | '!' )"`
	X      *pUnary   `parser:"  @@"`
	Cast   *pCast    `parser:"| @@"`
	Sizeof *pSizeof  `parser:"| @@"`
	Post   *pPostfix `parser:"| @@"`
}

type pCast struct {
	Pos  lexer.Position
	Type *pTypeName `parser:"'(' @@ ')'"`
	X    *pUnary    `parser:"@@"`
}

type pSizeof struct {
	Pos  lexer.Position
	Kw   string     `parser:"@'sizeof'"`
	Type *pTypeName `parser:"( '(' @@ ')'"`
	X    *pUnary    `parser:"| @@ )"`
}

// pTypeSpecs are the specifiers of a type name in a cast or sizeof, which
// must contain a type keyword (there are no typedef names to tell "(x)*y"
// apart).
type pTypeSpecs struct {
	Pos    lexer.Position
	Pre    []*pQual      `parser:"@@*"`
	First  *pTypeWord    `parser:"( @@"`
	Rest   []*pWord      `parser:"  @@*"`
	Record *pRecordSpec  `parser:"| @@"`
	Enum   *pEnumSpec    `parser:"| @@"`
	Name   *pTypeNameTok `parser:"| @@ )"`
	Post   []*pQual      `parser:"@@*"`
}

// pTypeNameTok is a typedef or builtin type name.
type pTypeNameTok struct {
	Pos  lexer.Position
	Name string `parser:"@TypeName"`
}

type pTypeName struct {
	Pos   lexer.Position
	Specs *pTypeSpecs          `parser:"@@"`
	Decl  *pAbstractDeclarator `parser:"@@"`
}

type pPostfix struct {
	Pos lexer.Position
	X   *pPrimary  `parser:"@@"`
	Ops []*pSuffix `parser:"@@*"`
}

type pSuffix struct {
	Pos    lexer.Position
	Index  *pExpr   `parser:"  '[' @@ ']'"`
	Call   *pArgs   `parser:"| @@"`
	Inc    string   `parser:"| @( '++' | '--' )"`
	Member *pMember `parser:"| @@"`
}

type pArgs struct {
	Pos  lexer.Position
	Open string     `parser:"@'('"`
	List []*pAssign `parser:"( @@ ( ',' @@ )* )? ')'"`
}

type pMember struct {
	Pos  lexer.Position
	Op   string `parser:"@( '.' | '->' )"`
	Name string `parser:"@( Ident | TypeName )"`
}

type pPrimary struct {
	Pos    lexer.Position
	Ident  string   `parser:"  @Ident"`
	Number string   `parser:"| @Number"`
	Char   string   `parser:"| @Char"`
	String []string `parser:"| @String+"`
	Bool   string   `parser:"| @( 'true' | 'false' )"`
	Paren  *pExpr   `parser:"| '(' @@ ')'"`
}

// miniC returns the parser. It is built on first use and never changes
// (participle parsers keep no state between parses), like a compiled
// regexp. Building it takes ~10 ms, which a package-level variable would
// cost every simtc command at start-up, mini-C or not (issue 33: the
// commands' fixed cost on small inputs).
var miniC = sync.OnceValue(func() *participle.Parser[pFile] {
	return participle.MustBuild[pFile](
		participle.Lexer(newLexDef()),
		participle.UseLookahead(4),
	)
})

// lessLookahead returns the parser with lookahead 3, 2 and 1, used only to
// find a better position for a syntax error (furthestError); built on
// first use, as miniC.
var lessLookahead = sync.OnceValue(func() []*participle.Parser[pFile] {
	return []*participle.Parser[pFile]{
		participle.MustBuild[pFile](participle.Lexer(newLexDef()), participle.UseLookahead(3)),
		participle.MustBuild[pFile](participle.Lexer(newLexDef()), participle.UseLookahead(2)),
		participle.MustBuild[pFile](participle.Lexer(newLexDef()), participle.UseLookahead(1)),
	}
})
