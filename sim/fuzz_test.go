package sim_test

import (
	"fmt"
	"testing"

	"github.com/simtc/simtc/driver/harness"
	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/isa"
	"github.com/simtc/simtc/sim/mechs"
)

// FuzzRunObject runs mutated objects: whatever isa.Read accepts must run
// to a status without panicking.
func FuzzRunObject(f *testing.F) {
	for _, o := range []*isa.Object{spinLock(f), reduction(f), ifElse(f), divergentLoop(f)} {
		b, err := isa.Marshal(o)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		o, err := isa.Unmarshal(b)
		if err != nil {
			return
		}
		for _, k := range o.Kernels {
			l := &sim.Launch{Kernel: k.Name, Grid: 2, Block: 40}
			for _, p := range k.Params {
				spec := p.Name + "=1"
				if p.Kind == isa.ParamPointer {
					spec = fmt.Sprintf("%s=int32[64]", p.Name)
					if p.Type == isa.I8 {
						spec = fmt.Sprintf("%s=int8[64]", p.Name)
					} else if p.Type.Size() == 8 {
						spec = fmt.Sprintf("%s=int64[64]", p.Name)
					} else if p.Type == isa.I16 {
						spec = fmt.Sprintf("%s=int16[64]", p.Name)
					}
					if p.Type.IsFloat() {
						spec = fmt.Sprintf("%s=float%d[64]", p.Name, p.Type.Bits())
					}
				}
				if err := harness.Set(l, spec, ""); err != nil {
					return
				}
			}
			cfg := sim.DefaultConfig()
			cfg.MaxCycles = 20000
			cfg.Watchdog = 5000
			for _, mech := range mechs.Default().Names() {
				r, err := mechs.Run(o, mech, l, cfg)
				if err == nil && r.Status == "" {
					t.Fatal("no status")
				}
			}
		}
	})
}

// FuzzMutateCode mutates the instructions of the test kernels (registers,
// immediates, branch targets, ALU opcodes) and runs whatever still
// validates: every run must end with a status, never a panic.
func FuzzMutateCode(f *testing.F) {
	f.Add(uint8(0), []byte{3, 3, 200, 7, 1, 4, 0, 1})
	f.Add(uint8(1), []byte{5, 4, 2, 0, 9, 3, 255, 255})
	f.Add(uint8(2), []byte{7, 5, 3, 1})
	f.Add(uint8(3), []byte{2, 0, 1, 2, 11, 1, 4, 4})
	alu := []isa.Op{isa.OpAdd, isa.OpSub, isa.OpMul, isa.OpSDiv, isa.OpUDiv, isa.OpSRem, isa.OpURem, isa.OpAnd, isa.OpShl, isa.OpAShr, isa.OpSMin, isa.OpUMax}
	f.Fuzz(func(t *testing.T, which uint8, muts []byte) {
		var o *isa.Object
		launch := ""
		switch which % 4 {
		case 0:
			o, launch = spinLock(t), "grid=2 block=40 lock=int32[1] counter=int32[1]"
		case 1:
			o, launch = reduction(t), "grid=2 block=64 in=int32[128]:iota out=int32[2]"
		case 2:
			o, launch = ifElse(t), "grid=1 block=64 out=int32[64]"
		default:
			o, launch = divergentLoop(t), "grid=1 block=33 out=int32[33]"
		}
		n := len(o.Code)
		regs := o.Kernels[0].NumRegs
		for i := 0; i+3 < len(muts); i += 4 {
			in := &o.Code[int(muts[i])%n]
			v := muts[i+2]
			switch muts[i+1] % 6 {
			case 0:
				in.Dst = isa.Reg(int(v) % regs)
			case 1:
				in.A = isa.Reg(int(v) % regs)
			case 2:
				in.B = isa.Reg(int(v) % regs)
			case 3:
				if in.Flags&isa.FlagImm != 0 || in.Op.IsMem() {
					in.Imm = int64(int8(v)) * int64(muts[i+3])
					if muts[i+3] > 250 {
						in.Imm = int64(v) << 56
					}
				}
			case 4:
				if in.Op == isa.OpBra || in.Op == isa.OpCBra {
					in.Target = uint32(int(v)%n) * isa.InstSize
				}
			case 5:
				for _, op := range alu {
					if in.Op == op {
						in.Op = alu[int(v)%len(alu)]
						break
					}
				}
			}
		}
		if o.Validate() != nil {
			return
		}
		cfg := sim.DefaultConfig()
		cfg.MaxCycles = 30000
		cfg.Watchdog = 5000
		for _, mech := range mechs.Default().Names() {
			r, err := mechs.Run(o, mech, mustLaunch(t, launch), cfg)
			if err != nil {
				t.Fatalf("%s: %v", mech, err)
			}
			if r.Status == "" {
				t.Fatal("no status")
			}
		}
	})
}
