package llvm

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// A million nested constant expressions, aggregate types or metadata
// tuples are refused at a position (llir's parser and the fast path
// recurse once per level: they overflowed the Go stack, a fatal error);
// the streaming import declines them so that Import reports it. Quoted
// brackets and comments do not count, and clang's nesting is far under
// the bound.
func TestNestingBound(t *testing.T) {
	const n = 1_000_000
	for name, src := range map[string]string{
		"constant": "@g = global i64 " + strings.Repeat("add (i64 ", n) + "1, i64 1" + strings.Repeat(")", n) + "\n",
		"type":     "@g = global " + strings.Repeat("[1 x ", n) + "i32" + strings.Repeat("]", n) + " zeroinitializer\n",
		"metadata": "!0 = " + strings.Repeat("!{", n) + strings.Repeat("}", n) + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Import("deep.ll", []byte(src+"define void @k() {\n  ret void\n}\n"), Options{})
			if err == nil || !strings.HasPrefix(err.Error(), "deep.ll:1:") || !strings.Contains(err.Error(), "nested more than 256 deep") {
				t.Fatalf("got %v", err)
			}
			if _, ok := ImportEach("deep.ll", []byte(src), Options{}, nil); ok {
				t.Error("ImportEach took it")
			}
		})
	}
	// The position is the bracket past the bound (the 257th: the "<" of
	// the 129th "<{ "), on its line, after comments and strings with
	// brackets in them.
	deep := "; ((((\n@s = constant [3 x i8] c\"(((\" ; [[[\n  @g = global " + strings.Repeat("<{ ", 300) + "\n"
	_, err := Import("deep.ll", []byte(deep+"define void @k() {\n  ret void\n}\n"), Options{})
	if want := "deep.ll:3:" + fmt.Sprint(len("  @g = global ")+3*128+1) + ": "; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want it at %s", err, want)
	}
	ok := "; (((((( [[[[ {{{{ <<<< in a comment\n@s = constant [6 x i8] c\"((((((\"\n" +
		"@g = global " + strings.Repeat("[1 x ", 200) + "i32" + strings.Repeat("]", 200) + " zeroinitializer\n" +
		"define void @k() {\n  ret void\n}\n"
	if _, err := Import("ok.ll", []byte(ok), Options{}); err != nil {
		t.Errorf("200 levels, and brackets in a comment and a string: %v", err)
	}
}

// TestScanNesting checks that scanText refuses a text exactly when
// checkNesting does, on random texts of brackets, quotes, comments and
// newlines, nested around the bound.
func TestScanNesting(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const bytes = "([{<([{<)]}>\"; \nab"
	refused := 0
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		// Mostly opening brackets first, so that some texts pass the
		// bound and some stay under it.
		for k, size := 0, 500+rng.Intn(300); k < size; k++ {
			c := bytes[rng.Intn(len(bytes))]
			if k < size/2 && rng.Intn(16) > 0 {
				c = "([{<"[rng.Intn(4)]
			}
			b.WriteByte(c)
		}
		text := b.String()
		want := checkNesting("r.ll", []byte(text)) != nil
		if _, bad := scanText(text); want && !bad {
			t.Fatalf("scanText took a text checkNesting refuses: %q", text)
		}
		deep := eachLine(text, func(int, string, string, int) bool { return true })
		if deep != want {
			t.Fatalf("eachLine says deep %v, checkNesting %v: %q", deep, want, text)
		}
		if want {
			refused++
		}
	}
	if refused < 300 || refused > 2700 {
		t.Errorf("%d of 3000 texts refused: the test needs both kinds", refused)
	}
}
