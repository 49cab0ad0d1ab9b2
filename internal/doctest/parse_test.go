package doctest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestCommands: the blocks, continuations and comment claims of a
// document are read as the package doc says.
func TestCommands(t *testing.T) {
	doc := "# T\n\n```sh\n# a comment line\n./simtc lint k.cl   # flags it, exit 1\n" +
		"./simtc run \\\n  --mech mimd k.cl # prints \"counter = [64]\"\n\n" +
		"echo 'a # b' # needs sbatch, when \"sinfo -h\"; slow\ngo test ./... # runs this itself\n```\n\n```go\nnot a command\n```\n"
	p := filepath.Join(t.TempDir(), "d.md")
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Commands(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []Command{
		{Doc: p, Line: 5, Text: "./simtc lint k.cl", Exit: 1},
		{Doc: p, Line: 6, Text: "./simtc run  --mech mimd k.cl", Print: []string{"counter = [64]"}},
		{Doc: p, Line: 9, Text: "echo 'a # b'", Needs: []string{"sbatch"}, When: []string{"sinfo -h"}, Slow: true},
		{Doc: p, Line: 10, Text: "go test ./...", Self: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %#v\nwant %#v", got, want)
	}
}
