package isa

import (
	"encoding/binary"
	"fmt"
)

// The encoding of one instruction, InstSize = 16 bytes, multi-byte fields
// little-endian:
//
//	byte  0     Op
//	byte  1     bits 0-3 Type, bits 4-7 From (conversions) or Space (memory, cvta)
//	byte  2     Cond (icmp, fcmp), Atom (atom), SReg (s2r), Mem (fence, bar) or Math (math)
//	byte  3     Flags
//	bytes 4-7   Dst, A, B, C
//	bytes 8-15  Imm (int64), or Target (bytes 8-11) and RPC (bytes 12-15)
//
// Unused fields are zero. Decoding rejects anything Validate rejects, so
// Encode(Decode(b)) == b for every b that decodes.

// Encode returns the encoding of in, or an error if in is not valid.
func Encode(in Inst) ([InstSize]byte, error) {
	var b [InstSize]byte
	if err := in.Validate(); err != nil {
		return b, err
	}
	oi := in.Op.info()
	b[0] = byte(in.Op)
	aux := byte(0)
	switch oi.aux {
	case auxFrom:
		aux = byte(in.From)
	case auxSpace:
		aux = byte(in.Space)
	}
	b[1] = byte(in.Type) | aux<<4
	switch oi.mod {
	case modICond, modFCond:
		b[2] = byte(in.Cond)
	case modAtom:
		b[2] = byte(in.Atom)
	case modSReg:
		b[2] = byte(in.SReg)
	case modMem:
		b[2] = byte(in.Mem)
	case modMath:
		b[2] = byte(in.Math)
	}
	b[3] = byte(in.Flags)
	b[4], b[5], b[6], b[7] = byte(in.Dst), byte(in.A), byte(in.B), byte(in.C)
	if oi.imm == immPC {
		binary.LittleEndian.PutUint32(b[8:], in.Target)
		binary.LittleEndian.PutUint32(b[12:], in.RPC)
	} else {
		binary.LittleEndian.PutUint64(b[8:], uint64(in.Imm))
	}
	return b, nil
}

// AppendEncode appends the encoding of in to dst.
func AppendEncode(dst []byte, in Inst) ([]byte, error) {
	b, err := Encode(in)
	if err != nil {
		return dst, err
	}
	return append(dst, b[:]...), nil
}

// Decode decodes the instruction in b[:InstSize]. It returns an error, never
// panics, when b is short or does not hold a valid instruction.
func Decode(b []byte) (Inst, error) {
	if len(b) < InstSize {
		return Inst{}, fmt.Errorf("instruction truncated: %d bytes, want %d", len(b), InstSize)
	}
	in := Inst{Op: Op(b[0])}
	if !in.Op.Valid() {
		return Inst{}, fmt.Errorf("invalid opcode %d", b[0])
	}
	oi := in.Op.info()
	in.Type = Type(b[1] & 0xf)
	aux := b[1] >> 4
	switch oi.aux {
	case auxFrom:
		in.From = Type(aux)
	case auxSpace:
		in.Space = Space(aux)
	default:
		if aux != 0 {
			return Inst{}, fmt.Errorf("%s: byte 1 high nibble is %d, want 0", oi.name, aux)
		}
	}
	switch oi.mod {
	case modICond, modFCond:
		in.Cond = Cond(b[2])
	case modAtom:
		in.Atom = AtomOp(b[2])
	case modSReg:
		in.SReg = SReg(b[2])
	case modMem:
		in.Mem = MemFlags(b[2])
	case modMath:
		in.Math = MathFn(b[2])
	default:
		if b[2] != 0 {
			return Inst{}, fmt.Errorf("%s: modifier byte is %d, want 0", oi.name, b[2])
		}
	}
	in.Flags = Flags(b[3])
	in.Dst, in.A, in.B, in.C = Reg(b[4]), Reg(b[5]), Reg(b[6]), Reg(b[7])
	if oi.imm == immPC {
		in.Target = binary.LittleEndian.Uint32(b[8:])
		in.RPC = binary.LittleEndian.Uint32(b[12:])
	} else {
		in.Imm = int64(binary.LittleEndian.Uint64(b[8:]))
	}
	if err := in.Validate(); err != nil {
		return Inst{}, err
	}
	return in, nil
}

// EncodeCode encodes a whole code sequence; instruction i is at PC
// i*InstSize.
func EncodeCode(code []Inst) ([]byte, error) {
	out := make([]byte, 0, len(code)*InstSize)
	for i, in := range code {
		var err error
		if out, err = AppendEncode(out, in); err != nil {
			return nil, fmt.Errorf("pc %#x: %w", i*InstSize, err)
		}
	}
	return out, nil
}

// DecodeCode decodes a code sequence whose length must be a multiple of
// InstSize. Errors name the PC of the bad instruction.
func DecodeCode(b []byte) ([]Inst, error) {
	if len(b)%InstSize != 0 {
		return nil, fmt.Errorf("code size %d is not a multiple of %d", len(b), InstSize)
	}
	code := make([]Inst, len(b)/InstSize)
	for i := range code {
		in, err := Decode(b[i*InstSize:])
		if err != nil {
			return nil, fmt.Errorf("pc %#x: %w", i*InstSize, err)
		}
		code[i] = in
	}
	return code, nil
}
