package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/frontend/llvm"
	"github.com/simtc/simtc/frontend/minic"
	"github.com/simtc/simtc/ir"
)

// inputFlags are the flags of every command that reads a kernel.
func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringSliceFlag{Name: "D", Usage: "define a preprocessor macro for .cl input: `NAME[=VALUE]`"},
		&cli.StringSliceFlag{Name: "I", Usage: "search `DIR` for #include files of .cl input (after the including file's directory)"},
		&cli.StringSliceFlag{Name: "kernel", Usage: "treat function `NAME` of a .ll file as a kernel"},
	}
}

// loadModule reads path as mini-C (.cl), LLVM IR (.ll) or simtc IR (.ir),
// by extension. Errors are input errors (exit 2) with positions.
func loadModule(c *cli.Context, path string) (*ir.Module, error) {
	var parse func(src []byte) (*ir.Module, error)
	ext := strings.ToLower(filepath.Ext(path))
	switch ext {
	case ".cl":
		parse = func(src []byte) (*ir.Module, error) {
			return minic.Compile(path, src, minic.Options{Defines: c.StringSlice("D"), IncludeDirs: c.StringSlice("I")})
		}
	case ".ll":
		parse = func(src []byte) (*ir.Module, error) {
			return llvm.Import(path, src, llvm.Options{Kernels: c.StringSlice("kernel")})
		}
	case ".ir":
		parse = func(src []byte) (*ir.Module, error) { return ir.Parse(path, src) }
	default:
		return nil, inputError(fmt.Errorf("%s: error: unknown input kind %q: want .cl (mini-C), .ll (LLVM IR) or .ir (simtc IR)", path, ext))
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, inputError(fmt.Errorf("%s: error: %v", path, unwrapPathError(err)))
	}
	m, err := parse(src)
	if err != nil {
		return nil, fileError(path, err)
	}
	// llvm.Import verifies what it returns (its errors say "invalid LLVM
	// IR"); verifying again would cost a tenth of the import.
	if ext != ".ll" {
		if err := ir.VerifyModule(m); err != nil {
			return nil, inputError(fmt.Errorf("%s: error: the module is not valid IR:\n%v", path, err))
		}
	}
	return m, nil
}

// unwrapPathError drops the path from an *os.PathError, which the caller
// already prints.
func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// fileError returns err as an input error that names path: positioned
// errors (ir.Error, ir.ErrorList) already do, others get "path: error: ".
func fileError(path string, err error) error {
	switch err.(type) {
	case *ir.Error, ir.ErrorList:
		return inputError(err)
	}
	return inputError(fmt.Errorf("%s: error: %v", path, err))
}
