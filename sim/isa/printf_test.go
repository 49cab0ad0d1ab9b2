package isa

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// printfObject is minimalObject with a printf: format version 3.
func printfObject() *Object {
	return &Object{
		Code: []Inst{
			{Op: OpPrintf, A: RZ, Imm: 1},
			{Op: OpExit},
		},
		Kernels: []Kernel{{Name: "k", PrivateSize: 64}},
		Printfs: []Printf{
			{Format: "hello\n"},
			{Format: "%d %5.2f %s %v2hhx\n", Args: []Type{I32, F64, I64, I8, I8}},
		},
	}
}

func TestPrintfObject(t *testing.T) {
	o := printfObject()
	b, err := Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	if v := binary.LittleEndian.Uint16(b[8:]); v != 3 {
		t.Errorf("version %d, want 3", v)
	}
	got, err := Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(o, got); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
	checkCanonical(t, b)
	var dis bytes.Buffer
	if err := got.WriteDisasm(&dis); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`; printf #1 "%d %5.2f %s %v2hhx\n": 5 arguments (i32, f64, i64, i8, i8)`, "printf [rz], #1"} {
		if !strings.Contains(dis.String(), want) {
			t.Errorf("disassembly lacks %q:\n%s", want, dis.String())
		}
	}
	// Without printf formats: version 2, the bytes of old objects.
	b2, err := Marshal(minimalObject())
	if err != nil {
		t.Fatal(err)
	}
	if v := binary.LittleEndian.Uint16(b2[8:]); v != 2 {
		t.Errorf("an object without printf: version %d, want 2", v)
	}
	// Every prefix and a byte flipped anywhere: an error or a canonical object.
	for n := range b {
		checkCanonical(t, b[:n])
		c := bytes.Clone(b)
		c[n] ^= 0x5a
		checkCanonical(t, c)
	}
}

func TestPrintfValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(o *Object)
		want string
	}{
		{"index", func(o *Object) { o.Code[0].Imm = 2 }, "printf of format 2, but there are 2 formats"},
		{"format", func(o *Object) { o.Printfs[0].Format = "%y" }, `printf 0: printf format, byte 0: "%y": unknown conversion "y"`},
		{"too few", func(o *Object) { o.Printfs[1].Args = o.Printfs[1].Args[:2] }, "printf 1: the format takes 5 arguments, the table gives 2"},
		{"class", func(o *Object) { o.Printfs[1].Args[1] = I64 }, "printf 1: argument 1 has type i64, not one the format converts there"},
		{"string", func(o *Object) { o.Printfs[1].Args[2] = I32 }, "printf 1: argument 2 has type i32"},
		{"bad type", func(o *Object) { o.Printfs[0].Args = []Type{Type(99)} }, "printf 0: argument 0 has type"},
		{"too many", func(o *Object) { o.Printfs[0].Args = make([]Type, MaxPrintfArgs+1) }, "printf 0: 257 arguments, at most 256"},
	} {
		o := printfObject()
		tc.edit(o)
		err := o.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
}

// TestPrintfVersion: a version 3 object must have printf formats (else
// it would be written as version 2), and a version 2 object has none.
func TestPrintfVersion(t *testing.T) {
	b, err := Marshal(minimalObject())
	if err != nil {
		t.Fatal(err)
	}
	b[8] = 3
	b = append(b, secPrintf, 1, 0)
	binary.LittleEndian.PutUint32(b[12:], uint32(len(b)))
	if _, err := Unmarshal(b); err == nil || !strings.Contains(err.Error(), "version 3 object without printf formats") {
		t.Errorf("empty printf section: %v", err)
	}
	b, err = Marshal(printfObject())
	if err != nil {
		t.Fatal(err)
	}
	b[8] = 2
	if _, err := Unmarshal(b); err == nil || !strings.Contains(err.Error(), "bytes after the last section") {
		t.Errorf("version 2 with a printf section: %v", err)
	}
}
