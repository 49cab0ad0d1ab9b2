package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/driver"
	"github.com/simtc/simtc/frontend"
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

// frontendOptions are the frontend options of the command line.
func frontendOptions(c *cli.Context) frontend.Options {
	return frontend.Options{Defines: c.StringSlice("D"), IncludeDirs: c.StringSlice("I"), Kernels: c.StringSlice("kernel")}
}

// load reads path through the driver (by kind, with the frontend options
// of the command line). Errors are input errors (exit 2) with positions;
// the frontend's warnings go to stderr, and the command goes on.
func load(c *cli.Context, path string) (*driver.Source, error) {
	s, err := driver.Load(path, frontendOptions(c))
	if err != nil {
		return nil, inputError(err)
	}
	for _, w := range s.Warnings {
		fmt.Fprintln(c.App.ErrWriter, w)
	}
	return s, nil
}

// loadModule reads the source path into a verified module.
func loadModule(c *cli.Context, path string) (*ir.Module, error) {
	s, err := load(c, path)
	if err != nil {
		return nil, err
	}
	m, err := s.Module()
	if err != nil {
		return nil, inputError(err)
	}
	return m, nil
}

// unwrapPathError drops the path from an *os.PathError, which the caller
// already prints.
func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
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
