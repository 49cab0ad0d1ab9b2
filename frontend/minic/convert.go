package minic

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/simtc/simtc/ir"
)

// converter turns the parse tree into the AST.
type converter struct {
	file string
}

func (c *converter) pos(p lexer.Position) ir.Pos {
	return ir.Pos{File: c.file, Line: p.Line, Col: p.Column}
}

func (c *converter) file_(f *pFile) *File {
	out := &File{Name: c.file}
	for _, d := range f.Decls {
		out.Decls = append(out.Decls, c.external(d))
	}
	return out
}

func (c *converter) external(d *pExternal) *FuncDecl {
	fd := &FuncDecl{
		Pos:   c.pos(d.Pos),
		Specs: c.specs(d.Specs),
	}
	if d.First == nil {
		// struct S { … }; declares only its tag.
		fd.Decl = &Declarator{Pos: fd.Pos}
		fd.Bare = true
		return fd
	}
	fd.Decl = c.declarator(d.First.Decl)
	fd.Init = c.initializer(d.First.Init)
	if d.Body != nil {
		fd.Body = c.compound(d.Body)
	}
	for _, m := range d.More {
		fd.More = append(fd.More, &InitDecl{Decl: c.declarator(m.Decl), Init: c.initializer(m.Init)})
	}
	return fd
}

func (c *converter) words(ws []*pQual) []Word {
	var out []Word
	for _, w := range ws {
		out = append(out, Word{Pos: c.pos(w.Pos), Text: w.Word})
	}
	return out
}

func (c *converter) specs(s *pSpecs) *DeclSpecs {
	if s == nil {
		return nil
	}
	ds := &DeclSpecs{Pos: c.pos(s.Pos), Words: c.words(s.Pre)}
	if s.First != nil {
		ds.Words = append(ds.Words, Word{Pos: c.pos(s.First.Pos), Text: s.First.Word})
	}
	for _, w := range s.Rest {
		ds.Words = append(ds.Words, Word{Pos: c.pos(w.Pos), Text: w.Word})
	}
	if s.Name != nil {
		ds.TypeName = s.Name.Name
		ds.NamePos = c.pos(s.Name.Pos)
	}
	if en := s.Enum; en != nil {
		es := &EnumSpec{Pos: c.pos(en.Pos), HasBody: en.Close != nil}
		if en.Tag != nil {
			es.Tag = en.Tag.Name
		}
		for _, it := range en.Items {
			item := &Enumerator{Pos: c.pos(it.Pos), Name: it.Name}
			if it.Value != nil {
				item.Value = c.cond(it.Value)
			}
			es.Items = append(es.Items, item)
		}
		ds.Enum = es
	}
	if r := s.Record; r != nil {
		rs := &RecordSpec{Pos: c.pos(r.Pos), Union: r.Kw == "union", HasBody: r.Close != nil}
		if r.Tag != nil {
			rs.Tag, rs.TagPos = r.Tag.Name, c.pos(r.Tag.Pos)
		}
		for _, m := range r.Members {
			rs.Members = append(rs.Members, c.decl(m))
		}
		ds.Record = rs
	}
	ds.Words = append(ds.Words, c.words(s.Post)...)
	return ds
}

func (c *converter) declarator(d *pDeclarator) *Declarator {
	if d == nil {
		return &Declarator{}
	}
	return c.abstractDeclarator((*pAbstractDeclarator)(d))
}

func (c *converter) abstractDeclarator(d *pAbstractDeclarator) *Declarator {
	if d == nil {
		return &Declarator{}
	}
	out := &Declarator{Pos: c.pos(d.Pos)}
	for _, p := range d.Ptrs {
		out.Ptrs = append(out.Ptrs, c.words(p.Quals))
		out.PtrPos = append(out.PtrPos, c.pos(p.Pos))
	}
	if d.Name != nil {
		out.Name = d.Name.Name
		out.NamePos = c.pos(d.Name.Pos)
	} else {
		out.NamePos = out.Pos
	}
	if d.Params != nil {
		out.HasParams = true
		out.Variadic = d.Params.Dots != ""
		for _, p := range d.Params.List {
			out.Params = append(out.Params, &ParamDecl{
				Pos:   c.pos(p.Pos),
				Specs: c.specs(p.Specs),
				Decl:  c.abstractDeclarator(p.Decl),
			})
		}
	}
	for _, dim := range d.Dims {
		dd := &Dim{Pos: c.pos(dim.Pos)}
		if dim.Size != nil {
			dd.Size = c.cond(dim.Size)
		}
		out.Dims = append(out.Dims, dd)
	}
	return out
}

func (c *converter) initializer(in *pInitializer) *Initializer {
	if in == nil {
		return nil
	}
	out := &Initializer{Pos: c.pos(in.Pos)}
	if in.List != nil {
		out.Brace = true
		for _, it := range in.List.Items {
			x := c.initializer(it.Init)
			for k, d := range it.Desigs {
				var field string
				var index Expr
				if d.Field != nil {
					field = d.Field.Name
				} else {
					index = c.cond(d.Index)
				}
				if k == 0 {
					x.Field, x.Index, x.DesigPos = field, index, c.pos(d.Pos)
					continue
				}
				x.More = append(x.More, Designator{Field: field, Index: index, Pos: c.pos(d.Pos)})
			}
			out.List = append(out.List, x)
		}
		return out
	}
	out.Expr = c.assign(in.Expr)
	return out
}

// Statements.

func (c *converter) compound(b *pCompound) *Block {
	out := &Block{stmtBase: stmtBase{c.pos(b.Pos)}, End: c.pos(b.End.Pos)}
	for _, s := range b.Stmts {
		out.Stmts = append(out.Stmts, c.stmt(s))
	}
	return out
}

func (c *converter) stmt(s *pStmt) Stmt {
	base := stmtBase{c.pos(s.Pos)}
	switch {
	case s.Compound != nil:
		return c.compound(s.Compound)
	case s.If != nil:
		out := &If{stmtBase: base, Cond: c.expr(s.If.Cond), Then: c.stmt(s.If.Then)}
		if s.If.Else != nil {
			out.Else = c.stmt(s.If.Else)
		}
		return out
	case s.While != nil:
		return &While{stmtBase: base, Cond: c.expr(s.While.Cond), Body: c.stmt(s.While.Body)}
	case s.Do != nil:
		return &DoWhile{stmtBase: base, Body: c.stmt(s.Do.Body), Cond: c.expr(s.Do.Cond), WhilePos: c.pos(s.Do.WhilePos.Pos)}
	case s.For != nil:
		out := &For{stmtBase: base, Body: c.stmt(s.For.Body)}
		switch in := s.For.Init; {
		case in.Decl != nil:
			out.Init = c.decl(in.Decl)
		case in.Expr != nil:
			out.Init = &ExprStmt{stmtBase: stmtBase{c.pos(in.Pos)}, X: c.expr(in.Expr)}
		}
		if s.For.Cond != nil {
			out.Cond = c.expr(s.For.Cond)
		}
		if s.For.Post != nil {
			out.Post = c.expr(s.For.Post)
		}
		return out
	case s.Switch != nil:
		return &Switch{stmtBase: base, X: c.expr(s.Switch.Cond), Body: c.stmt(s.Switch.Body)}
	case s.Case != nil:
		return &Case{stmtBase: base, Value: c.cond(s.Case.Value), Body: c.stmt(s.Case.Body)}
	case s.Default != nil:
		return &Default{stmtBase: base, Body: c.stmt(s.Default.Body)}
	case s.Break != "":
		return &Break{base}
	case s.Continue != "":
		return &Continue{base}
	case s.Return != nil:
		out := &Return{stmtBase: base}
		if s.Return.Value != nil {
			out.X = c.expr(s.Return.Value)
		}
		return out
	case s.Goto != nil:
		return &Goto{stmtBase: base, Label: s.Goto.Label.Name, LabelPos: c.pos(s.Goto.Label.Pos)}
	case s.Label != nil:
		return &Labeled{stmtBase: base, Label: s.Label.Name, Body: c.stmt(s.Label.Body)}
	case s.Decl != nil:
		if d := s.Decl; len(d.List) == 0 && d.Specs.Record == nil && d.Specs.Enum == nil && d.Specs.Name != nil &&
			len(d.Specs.Pre) == 0 && len(d.Specs.Post) == 0 {
			// "x;" is an expression statement.
			return &ExprStmt{stmtBase: base, X: &Ident{exprInfo: exprInfo{Pos: c.pos(d.Specs.Name.Pos)}, Name: d.Specs.Name.Name}}
		}
		return c.decl(s.Decl)
	case s.Expr != nil:
		return &ExprStmt{stmtBase: base, X: c.expr(s.Expr)}
	}
	return &Empty{base}
}

func (c *converter) decl(d *pDecl) *DeclStmt {
	out := &DeclStmt{stmtBase: stmtBase{c.pos(d.Pos)}, Specs: c.specs(d.Specs)}
	for _, id := range d.List {
		out.Decls = append(out.Decls, &InitDecl{Decl: c.declarator(id.Decl), Init: c.initializer(id.Init)})
	}
	return out
}

// Expressions.

func (c *converter) expr(e *pExpr) Expr {
	if len(e.List) == 1 {
		return c.assign(e.List[0])
	}
	out := &Comma{exprInfo: exprInfo{Pos: c.pos(e.Pos)}}
	for _, a := range e.List {
		out.List = append(out.List, c.assign(a))
	}
	return out
}

func (c *converter) assign(a *pAssign) Expr {
	x := c.cond(a.Left)
	if a.Tail == nil {
		return x
	}
	op := strings.TrimSuffix(a.Tail.Op, "=")
	return &Assign{exprInfo: exprInfo{Pos: c.pos(a.Pos)}, Op: op, OpPos: c.pos(a.Tail.Pos), X: x, Y: c.assign(a.Tail.Right)}
}

func (c *converter) cond(e *pCond) Expr {
	x := c.binary(e.Cond)
	if e.Then == nil {
		return x
	}
	return &CondExpr{exprInfo: exprInfo{Pos: c.pos(e.Pos)}, Cond: x, X: c.expr(e.Then), Y: c.cond(e.Else)}
}

// binaryPrec gives the C precedence of the binary operators (higher binds
// tighter).
func binaryPrec(op string) int {
	switch op {
	case "*", "/", "%":
		return 10
	case "+", "-":
		return 9
	case "<<", ">>":
		return 8
	case "<", ">", "<=", ">=":
		return 7
	case "==", "!=":
		return 6
	case "&":
		return 5
	case "^":
		return 4
	case "|":
		return 3
	case "&&":
		return 2
	case "||":
		return 1
	}
	return 0
}

// binary builds the tree of a flat operand/operator list by precedence
// climbing; all binary operators are left-associative.
func (c *converter) binary(b *pBinary) Expr {
	operands := []Expr{c.unary(b.Head)}
	for _, t := range b.Tail {
		operands = append(operands, c.unary(t.X))
	}
	i := 0
	return climbFrom(operands, &i, b.Tail, 1, c)
}

// climbFrom continues precedence climbing with operands[*i] as the left
// operand, consuming operators of precedence at least minPrec.
func climbFrom(operands []Expr, i *int, tail []*pBinOp, minPrec int, c *converter) Expr {
	lhs := operands[*i]
	for *i < len(tail) && binaryPrec(tail[*i].Op) >= minPrec {
		t := tail[*i]
		prec := binaryPrec(t.Op)
		*i++
		rhs := operands[*i]
		for *i < len(tail) && binaryPrec(tail[*i].Op) > prec {
			rhs = climbFrom(operands, i, tail, prec+1, c)
		}
		lhs = &Binary{exprInfo: exprInfo{Pos: posOf(lhs)}, Op: t.Op, OpPos: c.pos(t.Pos), X: lhs, Y: rhs}
	}
	return lhs
}

func (c *converter) unary(u *pUnary) Expr {
	pos := c.pos(u.Pos)
	switch {
	case u.X != nil:
		x := c.unary(u.X)
		if u.Op == "++" || u.Op == "--" {
			return &IncDec{exprInfo: exprInfo{Pos: pos}, Op: u.Op, X: x}
		}
		return &Unary{exprInfo: exprInfo{Pos: pos}, Op: u.Op, X: x}
	case u.Cast != nil:
		return &Cast{exprInfo: exprInfo{Pos: pos}, To: c.typeName(u.Cast.Type), X: c.unary(u.Cast.X)}
	case u.Sizeof != nil:
		out := &Sizeof{exprInfo: exprInfo{Pos: pos}}
		if u.Sizeof.Type != nil {
			out.To = c.typeName(u.Sizeof.Type)
		} else {
			out.X = c.unary(u.Sizeof.X)
		}
		return out
	}
	return c.postfix(u.Post)
}

func (c *converter) typeName(t *pTypeName) *TypeName {
	specs := &pSpecs{Pos: t.Specs.Pos, Pre: t.Specs.Pre, First: t.Specs.First, Rest: t.Specs.Rest,
		Record: t.Specs.Record, Enum: t.Specs.Enum, Post: t.Specs.Post}
	if n := t.Specs.Name; n != nil {
		specs.Name = &pTypeRef{Pos: n.Pos, Name: n.Name}
	}
	return &TypeName{Pos: c.pos(t.Pos), Specs: c.specs(specs), Decl: c.abstractDeclarator(t.Decl)}
}

func (c *converter) postfix(p *pPostfix) Expr {
	x := c.primary(p.X)
	for _, s := range p.Ops {
		pos := c.pos(s.Pos)
		switch {
		case s.Index != nil:
			x = &Index{exprInfo: exprInfo{Pos: posOf(x)}, X: x, I: c.expr(s.Index)}
		case s.Call != nil:
			call := &Call{exprInfo: exprInfo{Pos: posOf(x)}, NamePos: posOf(x)}
			if id, ok := x.(*Ident); ok {
				call.Name = id.Name
			}
			for _, a := range s.Call.List {
				call.Args = append(call.Args, c.assign(a))
			}
			if call.Name == "" {
				// A call through something other than a name: keep the
				// callee as the first "argument" for the error.
				call.Args = append([]Expr{x}, call.Args...)
			}
			x = call
		case s.Inc != "":
			x = &IncDec{exprInfo: exprInfo{Pos: posOf(x)}, Op: s.Inc, Post: true, X: x}
		case s.Member != nil:
			x = &Member{exprInfo: exprInfo{Pos: pos}, X: x, Arrow: s.Member.Op == "->", Name: s.Member.Name}
		}
	}
	return x
}

func (c *converter) primary(p *pPrimary) Expr {
	info := exprInfo{Pos: c.pos(p.Pos)}
	switch {
	case p.Ident != "":
		return &Ident{exprInfo: info, Name: p.Ident}
	case p.Number != "":
		if isFloatLiteral(p.Number) {
			return &FloatLit{exprInfo: info, Text: p.Number}
		}
		return &IntLit{exprInfo: info, Text: p.Number}
	case p.Char != "":
		return &IntLit{exprInfo: info, Text: p.Char, Char: true}
	case len(p.String) > 0:
		return &StringLit{exprInfo: info, Parts: p.String}
	case p.Bool != "":
		return &BoolLit{exprInfo: info, Val: p.Bool == "true"}
	case p.Paren != nil:
		return c.expr(p.Paren)
	}
	return &IntLit{exprInfo: info, Text: "0"}
}

// isFloatLiteral reports whether a preprocessing number is a floating
// literal rather than an integer one.
func isFloatLiteral(s string) bool {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		return strings.ContainsAny(s, ".pP")
	}
	return strings.ContainsAny(s, ".eE")
}
