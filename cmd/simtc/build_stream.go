package main

// simtc build on an LLVM file, one kernel at a time (issue 33): each
// function is prepared and compiled as soon as it has been read
// (driver.LoadEach, pipeline.Stream) and its body dropped, as llc-14
// compiles and frees one function at a time; the heap holds the text, the
// module's header, the functions in flight and the object, not the whole
// module. The object is the same bytes as the whole-module build's
// (TestBuildStreamMatches); whenever streaming cannot give exactly that
// (a call between functions, --no-inline, any error), it gives up and
// build reads the whole module as before, which reports any error.

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/ir"
	"github.com/simtc/simtc/pipeline"
	"github.com/simtc/simtc/sim/isa"
)

// streamBuild compiles the file path with p one kernel at a time. ok false
// means it printed nothing and the caller must build the whole module.
func streamBuild(c *cli.Context, p *pipeline.Pipeline, path string) (obj *isa.Object, ok bool) {
	obj, ws, ok := streamObject(p, path, frontendOptions(c))
	if !ok {
		return nil, false
	}
	for _, w := range ws {
		fmt.Fprintln(c.App.ErrWriter, w)
	}
	return obj, true
}

// streamObject is streamBuild's compile: the object and the frontend's
// warnings, or ok false.
func streamObject(p *pipeline.Pipeline, path string, fo frontend.Options) (obj *isa.Object, ws []ir.Warning, ok bool) {
	st, ok := p.Stream()
	if !ok {
		return nil, nil, false
	}
	ws, ok = driver.LoadEach(path, fo, st.Func)
	if !ok {
		return nil, nil, false
	}
	if obj, ok = st.Finish(); !ok {
		return nil, nil, false
	}
	return obj, ws, true
}
