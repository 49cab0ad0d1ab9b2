package isa

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Disasm returns one line per instruction, "PC  instruction", with Code[i]
// at PC i*InstSize.
func Disasm(code []Inst) string {
	var sb strings.Builder
	for i, in := range code {
		fmt.Fprintf(&sb, "%#06x  %s\n", i*InstSize, in)
	}
	return sb.String()
}

// WriteDisasm writes a listing of o: the kernels with their parameters and
// resources, the globals, then the code with function labels, block labels,
// priorities and join points, source positions where they change, and
// branch metadata.
func (o *Object) WriteDisasm(w io.Writer) error {
	bw := bufio.NewWriter(w)
	if o.Mech != "" {
		fmt.Fprintf(bw, "; mechanism %s\n", o.Mech)
	}
	if o.Layout != "" {
		fmt.Fprintf(bw, "; layout %s\n", o.Layout)
	}
	for _, k := range o.Kernels {
		fmt.Fprintf(bw, "; kernel %s at %#x: regs=%d params=%d shared=%d private=%d stack=%d\n",
			k.Name, k.PC, k.NumRegs, k.ParamSize, k.SharedSize, k.PrivateSize, k.StackSize)
		for _, p := range k.Params {
			fmt.Fprintf(bw, ";   param %s: %s\n", p.Name, p.describe())
		}
	}
	for i, g := range o.Globals {
		init := ""
		if len(g.Init) > 0 {
			init = ", initialized"
		}
		fmt.Fprintf(bw, "; global g%d %s: %s, %d bytes, align %d%s\n", i, g.Name, g.Space, g.Size, g.Align, init)
	}
	for i, p := range o.Printfs {
		fmt.Fprintf(bw, "; printf #%d %q: %d arguments", i, p.Format, len(p.Args))
		for k, t := range p.Args {
			sep := ", "
			if k == 0 {
				sep = " ("
			}
			fmt.Fprintf(bw, "%s%s", sep, t)
		}
		if len(p.Args) > 0 {
			fmt.Fprint(bw, ")")
		}
		fmt.Fprintln(bw)
	}
	gname := func(i int64) string {
		if i >= 0 && i < int64(len(o.Globals)) {
			return o.Globals[i].Name
		}
		return fmt.Sprintf("g%d", i)
	}
	entries := make(map[uint32][]string) // kernels are sorted by name, not PC
	for _, k := range o.Kernels {
		entries[k.PC] = append(entries[k.PC], k.Name)
	}
	si, bi, li := 0, 0, 0
	var lastLine *Line
	var sb strings.Builder
	for i, in := range o.Code {
		pc := uint32(i) * InstSize
		for ; si < len(o.Symbols) && o.Symbols[si].PC <= pc; si++ {
			if o.Symbols[si].PC == pc {
				fmt.Fprintf(bw, "\n%s:\n", o.Symbols[si].Name)
			}
		}
		for _, k := range entries[pc] {
			fmt.Fprintf(bw, "  ; entry of kernel %s\n", k)
		}
		for ; bi < len(o.Blocks) && o.Blocks[bi].PC <= pc; bi++ {
			if b := o.Blocks[bi]; b.PC == pc {
				fmt.Fprintf(bw, "  .%s:", b.Name)
				switch {
				case b.Priority != NoPriority && b.Join:
					fmt.Fprintf(bw, "  ; priority %d, join point", b.Priority)
				case b.Priority != NoPriority:
					fmt.Fprintf(bw, "  ; priority %d", b.Priority)
				case b.Join:
					fmt.Fprintf(bw, "  ; join point")
				}
				bw.WriteByte('\n')
			}
		}
		for ; li < len(o.Lines) && o.Lines[li].PC <= pc; li++ {
			l := &o.Lines[li]
			if l.Line != 0 && (lastLine == nil || l.File != lastLine.File || l.Line != lastLine.Line || l.Col != lastLine.Col) {
				fmt.Fprintf(bw, "    ; %s\n", l)
				lastLine = l
			}
		}
		sb.Reset()
		if in.Validate() == nil {
			in.format(&sb, gname)
		} else {
			sb.WriteString(in.String())
		}
		if b, ok := o.BranchAt(pc); ok && len(b.Frontier)+len(b.Targets) > 0 {
			pad := 36 - sb.Len()
			if pad < 1 {
				pad = 1
			}
			sb.WriteString(strings.Repeat(" ", pad) + ";")
			if len(b.Frontier) > 0 {
				sb.WriteString(" frontier=" + pcList(b.Frontier))
			}
			if len(b.Targets) > 0 {
				sb.WriteString(" targets=" + pcList(b.Targets))
			}
		}
		fmt.Fprintf(bw, "    %#06x  %s\n", pc, sb.String())
	}
	return bw.Flush()
}

func (p Param) describe() string {
	s := ""
	switch p.Kind {
	case ParamScalar:
		s = p.Type.String()
	case ParamPointer:
		elem := "?"
		if p.Type != TypeNone {
			elem = p.Type.String()
		}
		s = "*" + p.Space.String() + " " + elem
	default:
		s = p.Kind.String()
	}
	return fmt.Sprintf("%s at [%d, %d)", s, p.Offset, uint64(p.Offset)+uint64(p.Size))
}

func pcList(pcs []uint32) string {
	parts := make([]string, len(pcs))
	for i, pc := range pcs {
		parts[i] = fmt.Sprintf("%#x", pc)
	}
	return "{" + strings.Join(parts, ",") + "}"
}
