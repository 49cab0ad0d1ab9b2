package deadlock_test

import (
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/passes/deadlock"
)

// detectText writes Detect's results on f under every option set of the
// digest, with the regions set aside (Result.Cleared), changed by tweak.
func detectText(w io.Writer, f *ir.Func, tweak func(deadlock.Options) deadlock.Options) {
	digestFuncWith(w, f, tweak)
	if len(f.Blocks) == 0 {
		return
	}
	for _, mode := range []deadlock.Mode{deadlock.ReconvIPDOM, deadlock.ReconvNvidia} {
		res := deadlock.Detect(f, tweak(deadlock.Options{Reconv: mode}))
		for _, c := range res.Cleared {
			fmt.Fprintf(w, " cleared %s why=%d reads=%s writes=%s distance=%d\n",
				c.Region.Header.Name, c.Why, instrNames(c.Reads), instrNames(c.Writes), c.Distance)
		}
	}
}

// TestDetectWalks compares Detect's results with the path questions
// answered by safepoint.go (by default; with closures only, of one or two
// regions at a time in turn; with its limited walks only) and by the
// direct walks, on the digest's corpora, a quarter of its generated
// kernels (not with -short) and random CFGs. With -short every other
// function is compared, under one of the five settings in turn (so each
// setting still meets a tenth of the inputs), and on 100 random CFGs
// instead of 400.
func TestDetectWalks(t *testing.T) {
	var fs []*ir.Func
	var names []string
	for k, in := range digestInputs(t) {
		if generated := strings.HasPrefix(in.name, "difftest/") || strings.HasPrefix(in.name, "explore/"); generated && (testing.Short() || k%4 != 0) {
			continue // with -short the corpora only, else one generated kernel in four (TestDigest has them all)
		}
		for _, f := range in.m.Funcs {
			fs, names = append(fs, f), append(names, in.name+":"+f.Name)
		}
	}
	seeds := 400
	if testing.Short() {
		seeds = 100
	}
	for seed := 0; seed < seeds; seed++ {
		r := rand.New(rand.NewSource(int64(seed)))
		src := deadlock.RandomCFG(r, 2+r.Intn(40))
		if seed%2 == 0 {
			// A volatile load: the function synchronizes.
			src = strings.Replace(src, "= load %p0\n", "= load.volatile %p0\n", 1)
		}
		m, err := ir.Parse("rand.ir", []byte(src))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		fs, names = append(fs, m.Funcs[0]), append(names, fmt.Sprintf("random/%d", seed))
	}
	flagged, compared := 0, 0
	for k, f := range fs {
		text := func(walk bool, s setting) string {
			var b strings.Builder
			detectText(&b, f, func(o deadlock.Options) deadlock.Options {
				return deadlock.WithNear(deadlock.WithWalks(o, walk, s.chunk), s.near)
			})
			return b.String()
		}
		// The default, then closures only and limited walks only, with
		// chunks of one or two regions in turn: three Detect runs per
		// function besides the walks'.
		settings := []setting{{0, 0}, {1 + k%2, 1}, {2 * (k % 2), 2}}
		if testing.Short() {
			if k%2 == 1 {
				continue
			}
			all := []setting{{0, 0}, {1, 1}, {2, 1}, {0, 2}, {2, 2}}
			settings = all[k/2%len(all) : k/2%len(all)+1]
		}
		want := text(true, setting{})
		flagged += strings.Count(want, " loop ")
		compared++
		for _, s := range settings {
			if got := text(false, s); got != want {
				t.Errorf("%s (chunk %d, near %d): results differ from the direct walks' at\n%s", names[k], s.chunk, s.near, firstDiff(got, want))
			}
		}
	}
	t.Logf("%d of %d functions compared, %d flagged regions by the walks", compared, len(fs), flagged)
}

// setting is one way TestDetectWalks has safepoint.go answer the path
// questions: chunk regions per closure (0: the default), and closures or
// limited walks by cost (near 0), closures only (1) or limited walks only (2).
type setting struct{ chunk, near int }

// firstDiff returns the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for k := 0; k < max(len(g), len(w)); k++ {
		var gl, wl string
		if k < len(g) {
			gl = g[k]
		}
		if k < len(w) {
			wl = w[k]
		}
		if gl != wl {
			return fmt.Sprintf(" got: %s\nwant: %s", gl, wl)
		}
	}
	return ""
}
