package cgraph

import (
	"context"
	"sync"

	"github.com/goccy/go-graphviz/internal/wasm"
)

// The graph descriptors. simtc patch: upstream fills them in the package's
// init function, which loads the WebAssembly module at every program's
// start-up; here they are allocated at init and filled on first use
// (loadGlobals), so that copies taken at init (graphviz.Directed) stay valid.
var (
	Directed         = &Desc{}
	StrictDirected   = &Desc{}
	UnDirected       = &Desc{}
	StrictUnDirected = &Desc{}

	globalsOnce sync.Once
)

// loadGlobals fills the descriptors and sets the error level, once; every
// function of this package that starts from no graph calls it first.
func loadGlobals() {
	globalsOnce.Do(func() {
		if err := setGlobalVars(context.Background()); err != nil {
			panic(err)
		}
	})
}

func setGlobalVars(ctx context.Context) error {
	// Set MAX to prevent outputting internally generated errors or warnings with agerr to the stderr.
	wasm.SetError(ctx, wasm.MAX)

	directed, err := wasm.NewGraphDescriptor(ctx)
	if err != nil {
		return err
	}
	directed.SetDirected(1)
	directed.SetMaingraph(1)

	strictDirected, err := wasm.NewGraphDescriptor(ctx)
	if err != nil {
		return err
	}
	strictDirected.SetDirected(1)
	strictDirected.SetStrict(1)
	strictDirected.SetMaingraph(1)

	undirected, err := wasm.NewGraphDescriptor(ctx)
	if err != nil {
		return err
	}
	undirected.SetMaingraph(1)

	strictUndirected, err := wasm.NewGraphDescriptor(ctx)
	if err != nil {
		return err
	}
	strictUndirected.SetStrict(1)
	strictUndirected.SetMaingraph(1)

	Directed.wasm = directed
	StrictDirected.wasm = strictDirected
	UnDirected.wasm = undirected
	StrictUnDirected.wasm = strictUndirected

	return nil
}
