package sim

// The package structure of the simulator, enforced: the machine (sim)
// names no mechanism, mechanism families do not know each other, and
// memory is below the machine (doc.go).

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/simtc/simtc/"

// families are the mechanism packages; helpers the packages the families
// share (they may import no family either).
func families() []string {
	return []string{"sim/mech/dwf", "sim/mech/multipath", "sim/mech/stack", "sim/mech/threadpc"}
}

func helpers() []string { return []string{"sim/mech/hybrid", "sim/mech/mechutil"} }

// moduleImports returns the module packages pkg imports (its non-test
// files), read from the source in the repository root.
func moduleImports(t testing.TB, root, pkg string) []string {
	dir := filepath.Join(root, filepath.FromSlash(pkg))
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	fset := token.NewFileSet()
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			p := strings.Trim(im.Path.Value, `"`)
			if strings.HasPrefix(p, module) {
				seen[strings.TrimPrefix(p, module)] = true
			}
		}
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// deps returns the module packages pkg depends on, directly or not, with
// the import path to each (pkg → … → dep).
func deps(imports func(string) []string, pkg string) map[string]string {
	via := map[string]string{}
	var walk func(p, path string)
	walk = func(p, path string) {
		for _, q := range imports(p) {
			if _, ok := via[q]; !ok {
				via[q] = path + " → " + q
				walk(q, via[q])
			}
		}
	}
	walk(pkg, pkg)
	return via
}

// violations checks the rules against an import graph and returns what
// breaks them, sorted.
func violations(imports func(string) []string) []string {
	var bad []string
	forbid := func(pkg string, banned func(string) bool, why string) {
		for dep, path := range deps(imports, pkg) {
			if banned(dep) {
				bad = append(bad, path+": "+why)
			}
		}
	}
	isMech := func(p string) bool { return p == "sim/mechs" || strings.HasPrefix(p, "sim/mech/") }
	forbid("sim", isMech, "the machine imports no mechanism and no registry of them")
	forbid("sim/mem", func(p string) bool { return p == "sim" }, "memory is below the machine")
	for _, f := range append(families(), helpers()...) {
		forbid(f, func(p string) bool {
			for _, g := range families() {
				if p == g && g != f {
					return true
				}
			}
			return p == "sim/mechs"
		}, "a mechanism family imports no other family (shared helpers go down)")
	}
	sort.Strings(bad)
	return bad
}

func TestImportStructure(t *testing.T) {
	cache := map[string][]string{}
	imports := func(p string) []string {
		if l, ok := cache[p]; ok {
			return l
		}
		l := moduleImports(t, "..", p)
		cache[p] = l
		return l
	}
	for _, pkg := range append(append([]string{"sim", "sim/mem", "sim/mechs"}, families()...), helpers()...) {
		if len(imports(pkg)) == 0 && pkg != "sim/mem" {
			t.Errorf("%s imports no package of the module: not read?", pkg)
		}
	}
	for _, v := range violations(imports) {
		t.Error(v)
	}
	// The registry sees every family.
	got := strings.Join(imports("sim/mechs"), " ")
	for _, f := range families() {
		if !strings.Contains(got, f) {
			t.Errorf("sim/mechs does not import %s", f)
		}
	}

	// The rules catch what they forbid.
	graph := map[string][]string{
		"sim":                {"sim/isa", "sim/simtest"},
		"sim/simtest":        {"sim/mech/stack"},
		"sim/mem":            {"sim/isa", "sim"},
		"sim/mech/stack":     {"sim/isa", "sim/mech/hybrid"},
		"sim/mech/hybrid":    {"sim/mech/dwf"},
		"sim/mech/multipath": {"sim/mechs"},
	}
	want := []string{
		"sim → sim/simtest → sim/mech/stack → sim/mech/hybrid → sim/mech/dwf: the machine imports no mechanism and no registry of them",
		"sim → sim/simtest → sim/mech/stack → sim/mech/hybrid: the machine imports no mechanism and no registry of them",
		"sim → sim/simtest → sim/mech/stack: the machine imports no mechanism and no registry of them",
		"sim/mech/hybrid → sim/mech/dwf: a mechanism family imports no other family (shared helpers go down)",
		"sim/mech/multipath → sim/mechs: a mechanism family imports no other family (shared helpers go down)",
		"sim/mech/stack → sim/mech/hybrid → sim/mech/dwf: a mechanism family imports no other family (shared helpers go down)",
		"sim/mem → sim: memory is below the machine",
	}
	if got := violations(func(p string) []string { return graph[p] }); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("violations of a bad graph:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
