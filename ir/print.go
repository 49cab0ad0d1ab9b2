package ir

import (
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// String returns m in the .ir text format.
func (m *Module) String() string {
	var sb strings.Builder
	Fprint(&sb, m)
	return sb.String()
}

// String returns f in the .ir text format.
func (f *Func) String() string {
	var sb strings.Builder
	p := &printer{w: &sb, file: moduleFile(f.Module)}
	p.fn(f, true)
	return sb.String()
}

func moduleFile(m *Module) string {
	if m == nil {
		return ""
	}
	return m.File
}

// Fprint writes m to w in the .ir text format (see doc.go).
func Fprint(w io.Writer, m *Module) error { return fprint(w, m, nil) }

// fprint is Fprint with, when only is not nil, every function's body but
// only's left out (see CopyFunc).
func fprint(w io.Writer, m *Module, only *Func) error {
	p := &printer{w: w, file: m.File}
	p.printf("; simtc IR\n")
	if m.File != "" {
		p.printf("source %s\n", strconv.Quote(m.File))
	}
	if len(m.Directives) > 0 {
		p.printf("\n")
	}
	for _, d := range m.Directives {
		p.printf("directive %s %s%s\n", d.Kind, strconv.Quote(d.Text), p.pos(d.Pos))
	}
	if len(m.Globals) > 0 {
		p.printf("\n")
	}
	for _, g := range m.Globals {
		init := ""
		if len(g.Init) > 0 {
			init = ` = "` + hex.EncodeToString(g.Init) + `"`
		}
		p.printf("global @%s: %s %s%s%s\n", quoteName(g.Name), g.Elem, g.Space, init, p.pos(g.Pos))
	}
	for _, f := range m.Funcs {
		p.printf("\n")
		p.fn(f, only == nil || f == only)
	}
	return p.err
}

type printer struct {
	w     io.Writer
	file  string
	err   error
	names map[Value]string
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

// pos formats a position suffix: " !line:col", with the file only when it
// is not the module's source file.
func (p *printer) pos(pos Pos) string {
	if !pos.IsKnown() {
		return ""
	}
	if pos.File != p.file {
		return fmt.Sprintf(" !%s:%d:%d", strconv.Quote(pos.File), pos.Line, pos.Col)
	}
	return fmt.Sprintf(" !%d:%d", pos.Line, pos.Col)
}

// nameValues gives every parameter and instruction result of f a unique
// printed name: its own name when it has one and it is free, else the next
// free number, in order of appearance.
func (p *printer) nameValues(f *Func) {
	p.names = make(map[Value]string)
	used := make(map[string]bool)
	// suffix[name] is where the search for name's next free "name.N"
	// starts: every N below it is taken (names are never given back), so
	// a name shared by many values costs one probe each, not a scan from 1
	// (that scan made printing a 16000-statement function quadratic).
	suffix := make(map[string]int)
	take := func(v Value, name string) {
		if name != "" && !used[name] {
			used[name] = true
			p.names[v] = name
			return
		}
		if name != "" {
			for n := max(suffix[name], 1); ; n++ {
				cand := name + "." + strconv.Itoa(n)
				if !used[cand] {
					used[cand] = true
					p.names[v] = cand
					suffix[name] = n + 1
					return
				}
			}
		}
	}
	// Named values first, so that generated numbers never steal a name.
	for _, a := range f.Params {
		take(a, a.Name)
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.HasResult() && i.Name != "" {
				take(i, i.Name)
			}
		}
	}
	next := 0
	fresh := func(v Value) {
		for used[strconv.Itoa(next)] {
			next++
		}
		p.names[v] = strconv.Itoa(next)
		used[strconv.Itoa(next)] = true
	}
	for _, a := range f.Params {
		if _, ok := p.names[a]; !ok {
			fresh(a)
		}
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if _, ok := p.names[i]; !ok && i.HasResult() {
				fresh(i)
			}
		}
	}
}

// fn prints f, with its blocks when body is set (else as a function
// without a body, as a declaration of what calls it).
func (p *printer) fn(f *Func, body bool) {
	p.nameValues(f)
	kw := "func"
	if f.Kernel {
		kw = "kernel"
	}
	var params []string
	for _, a := range f.Params {
		s := "%" + quoteName(p.names[a]) + ": " + a.Typ.String()
		if a.NoAlias {
			s += " noalias"
		}
		if a.ByValue != nil {
			s += " " + a.ByValue.String()
		}
		params = append(params, s)
	}
	ret := ""
	if f.Ret != nil && f.Ret != Void {
		ret = ": " + f.Ret.String()
	}
	p.printf("%s @%s(%s)%s%s {\n", kw, quoteName(f.Name), strings.Join(params, ", "), ret, p.pos(f.Pos))
	for k, b := range f.Blocks {
		if !body {
			break
		}
		if k > 0 {
			p.printf("\n")
		}
		p.printf("%s:", quoteName(b.Name))
		if len(b.Preds) > 0 {
			var ps []string
			for _, x := range b.Preds {
				ps = append(ps, quoteName(x.Name))
			}
			p.printf("%*s; preds: %s", max(1, 24-len(quoteName(b.Name))), "", strings.Join(ps, ", "))
		}
		p.printf("\n")
		for _, i := range b.Instrs {
			p.printf("  %s%s\n", p.instr(i), p.pos(i.Pos))
		}
	}
	p.printf("}\n")
}

// ref formats an operand.
func (p *printer) ref(v Value) string {
	switch v := v.(type) {
	case *Const:
		return FormatConst(v)
	case *Global:
		return "@" + quoteName(v.Name)
	case nil:
		return "<nil>"
	}
	if n, ok := p.names[v]; ok {
		return "%" + quoteName(n)
	}
	return "%<unnamed>"
}

func (p *printer) refs(vs []Value) string {
	var ss []string
	for _, v := range vs {
		ss = append(ss, p.ref(v))
	}
	return strings.Join(ss, ", ")
}

func blockRef(b *Block) string { return "^" + quoteName(b.Name) }

func (p *printer) instr(i *Instr) string {
	var sb strings.Builder
	if i.HasResult() {
		fmt.Fprintf(&sb, "%%%s: %s = ", quoteName(p.names[i]), i.Typ)
	}
	sb.WriteString(i.Op.String())
	switch i.Op {
	case OpICmp, OpFCmp:
		sb.WriteString("." + i.Pred.String())
	case OpAtomic:
		sb.WriteString("." + i.Atomic.String())
	case OpMath:
		sb.WriteString("." + i.Math.String())
	case OpBarrier, OpFence:
		if i.Flags&MemShared != 0 {
			sb.WriteString(".shared")
		}
		if i.Flags&MemGlobal != 0 {
			sb.WriteString(".global")
		}
	}
	if i.Op.HasDim() {
		if i.Dim >= 0 && i.Dim < 3 {
			sb.WriteString("." + string("xyz"[i.Dim]))
		} else {
			fmt.Fprintf(&sb, ".dim%d", i.Dim)
		}
	}
	if i.Volatile {
		sb.WriteString(".volatile")
	}
	b := i.Block
	switch i.Op {
	case OpCall:
		name := "<nil>"
		if i.Callee() != nil {
			name = quoteName(i.Callee().Name)
		}
		fmt.Fprintf(&sb, " @%s(%s)", name, p.refs(i.Args))
		return sb.String()
	case OpPhi:
		for k, a := range i.Args {
			if k > 0 {
				sb.WriteByte(',')
			}
			pred := "^<none>"
			if b != nil && k < len(b.Preds) {
				pred = blockRef(b.Preds[k])
			}
			fmt.Fprintf(&sb, " [%s, %s]", p.ref(a), pred)
		}
		return sb.String()
	case OpBr, OpCondBr, OpSwitch:
		var parts []string
		if len(i.Args) > 0 {
			parts = append(parts, p.refs(i.Args))
		}
		if b != nil {
			for k, s := range b.Succs {
				if i.Op == OpSwitch && k > 0 && k-1 < len(i.Cases()) {
					parts = append(parts, fmt.Sprintf("%d: %s", i.Cases()[k-1], blockRef(s)))
				} else {
					parts = append(parts, blockRef(s))
				}
			}
		}
		if len(parts) > 0 {
			sb.WriteString(" " + strings.Join(parts, ", "))
		}
		return sb.String()
	}
	if len(i.Args) > 0 {
		sb.WriteString(" " + p.refs(i.Args))
	}
	return sb.String()
}

// FormatConst formats a constant operand: its type, then its value
// ("i32 -1", "i1 true", "f32 1.5", "*global i32 null", "i32 undef").
func FormatConst(c *Const) string {
	t := c.Typ.String()
	switch {
	case c.Undef:
		return t + " undef"
	case IsPtr(c.Typ):
		if c.Int == 0 {
			return t + " null"
		}
		return fmt.Sprintf("%s %d", t, c.Int)
	case IsFloat(c.Typ):
		return t + " " + formatFloat(c.Float, Bits(c.Typ))
	case c.Typ == I1:
		if c.Int != 0 {
			return t + " true"
		}
		return t + " false"
	}
	return fmt.Sprintf("%s %d", t, c.Int)
}

// formatFloat prints the shortest text that reads back as the same value,
// always with a '.' or exponent so it cannot be mistaken for an integer.
func formatFloat(v float64, bits int) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case math.IsNaN(v):
		return "nan"
	}
	s := strconv.FormatFloat(v, 'g', -1, bits)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// quoteName returns name as is when it is a plain identifier (letters,
// digits, '_', '.', '$', '-'), else quoted.
func quoteName(name string) string {
	if name == "" {
		return `""`
	}
	for _, r := range name {
		if !(r == '_' || r == '.' || r == '$' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return strconv.Quote(name)
		}
	}
	return name
}
