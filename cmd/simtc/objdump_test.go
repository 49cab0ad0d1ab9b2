package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/simtc/simtc/sim/isa"
)

// buildObj compiles a bundled kernel to a .simt file in a temporary directory.
func buildObj(t *testing.T, kernel string, extra ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), kernel+".simt")
	args := append([]string{"build", "-o", out}, extra...)
	if code, _, errs := simtc(t, append(args, "testdata/kernels/"+kernel+".cl")...); code != 0 {
		t.Fatalf("build %s: exit %d\n%s", kernel, code, errs)
	}
	return out
}

// TestObjdumpGolden: the disassembly, with source lines, of five
// representative kernels: a straight-line one, a lock loop, a switch, a
// barrier reduction in shared memory, and a real call (Collange's Listing 1
// with --no-inline).
func TestObjdumpGolden(t *testing.T) {
	for _, tt := range []struct {
		kernel string
		flags  []string
	}{
		{"vecadd", nil},
		{"spinlock", nil},
		{"switch_case", nil},
		{"barrier_reduction", nil},
		{"collange_listing1", []string{"--no-inline"}},
	} {
		t.Run(tt.kernel, func(t *testing.T) {
			obj := buildObj(t, tt.kernel, tt.flags...)
			code, out, errs := simtc(t, "objdump", obj)
			if code != 0 {
				t.Fatalf("objdump: exit %d\n%s", code, errs)
			}
			if !strings.Contains(out, "  | ") {
				t.Errorf("no source text interleaved:\n%s", out)
			}
			golden(t, filepath.Join("testdata", "golden", "objdump", tt.kernel+".dis"), out)
			// --emit asm prints the same listing, without source text.
			_, asm, _ := simtc(t, append(append([]string{"build", "--emit", "asm"}, tt.flags...), "testdata/kernels/"+tt.kernel+".cl")...)
			var stripped []string
			for _, l := range strings.Split(out, "\n") {
				if i := strings.Index(l, "  | "); i >= 0 {
					l = l[:i]
				}
				stripped = append(stripped, l)
			}
			if asm != strings.Join(stripped, "\n") {
				t.Errorf("build --emit asm differs from objdump without source text")
			}
		})
	}
}

// TestCorruptObjects: a damaged .simt is a clear error with exit 2, for
// objdump and run alike, never a crash.
func TestCorruptObjects(t *testing.T) {
	good, err := os.ReadFile(buildObj(t, "spinlock"))
	if err != nil {
		t.Fatal(err)
	}
	obj, err := isa.Unmarshal(good)
	if err != nil {
		t.Fatal(err)
	}
	// Locate the first cbra's encoding to give it a target outside the code.
	var branch []byte
	for _, in := range obj.Code {
		if in.Op == isa.OpCBra {
			enc, err := isa.Encode(in)
			if err != nil {
				t.Fatal(err)
			}
			branch = enc[:]
			break
		}
	}
	at := bytes.Index(good, branch)
	if branch == nil || at < 0 {
		t.Fatal("no conditional branch found in the object")
	}
	damage := map[string]func([]byte) []byte{
		"truncated": func(b []byte) []byte { return b[:len(b)/2] },
		"bad magic": func(b []byte) []byte { b[0] = 'X'; return b },
		"bad version": func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[8:], 99)
			return b
		},
		"branch outside the code": func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[at+8:], 0x100000)
			return b
		},
		"empty": func([]byte) []byte { return nil },
	}
	want := map[string]string{
		"truncated": "", "bad magic": "magic", "bad version": "version",
		"branch outside the code": "outside the code", "empty": "",
	}
	for name, f := range damage {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.simt")
			if err := os.WriteFile(path, f(append([]byte(nil), good...)), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, args := range [][]string{{"objdump", path}, {"run", "--grid", "1", "--block", "32", path}} {
				code, out, errs := simtc(t, args...)
				if code != exitInput || out != "" {
					t.Errorf("%v: exit %d, stdout %q; want exit 2 and no output", args, code, out)
				}
				if !strings.HasPrefix(errs, path+": error: ") || !strings.Contains(errs, want[name]) {
					t.Errorf("%v: message %q does not name the file and the problem (%q)", args, errs, want[name])
				}
			}
		})
	}
}

// A built object runs with the launch given by flags.
func TestRunObject(t *testing.T) {
	obj := buildObj(t, "spinlock")
	code, out, _ := simtc(t, "run", "--mech", "mimd", "--grid", "1", "--block", "64", "--warp", "32",
		"--arg", "lock=int32[1]", "--arg", "counter=int32[1]", obj)
	if code != 0 || !strings.Contains(out, "counter (int32[1]) = [64]") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if code, _, errs := simtc(t, "run", obj); code != exitInput || !strings.Contains(errs, "no launch geometry") {
		t.Errorf("run without a launch: exit %d %s", code, errs)
	}
}
