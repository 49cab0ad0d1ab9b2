// Command simtc compiles GPU (SIMT) kernels from mini-C or LLVM IR into one
// SSA IR, analyses them for SIMT-induced deadlocks, transforms them, and runs
// them on a cycle-level SIMT simulator. See README.md and DESIGN.md.
package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mechs"
)

// Exit codes (DESIGN.md, CLI contract).
const (
	exitOK       = 0
	exitFindings = 1 // lint findings or a failed simtc:expect
	exitInput    = 2 // usage or input error
)

func main() {
	// github.com/llir/llvm prints notes of its own (e.g. "using gep to
	// index into vector types will be disallowed in a future release")
	// through the standard logger while it parses; they are about llir's
	// future, not the user's input, and simtc reports every problem
	// itself.
	log.SetOutput(io.Discard)
	os.Exit(runProcess(os.Args, os.Stdout, os.Stderr))
}

// runProcess is run for the simtc process itself: the commands may also
// make process-wide settings (build: the collector's first cycle,
// startheap.go), which tests running commands in-process must not.
func runProcess(args []string, stdout, stderr io.Writer) int {
	app := newApp(stdout, stderr)
	app.Metadata[processKey] = true
	return runApp(app, args, stderr)
}

// exitError carries an exit code through urfave/cli's action errors.
type exitError struct {
	code int
	err  error // nil when the message was printed already
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

// inputError marks err as a usage or input error (exit 2).
func inputError(err error) error { return &exitError{code: exitInput, err: err} }

// run executes simtc with args (args[0] is the program name) and returns the
// exit code. It never calls os.Exit, so tests can run it in-process.
func run(args []string, stdout, stderr io.Writer) int {
	return runApp(newApp(stdout, stderr), args, stderr)
}

// runApp runs app with args and returns the exit code.
func runApp(app *cli.App, args []string, stderr io.Writer) int {
	err := app.Run(intersperse(app, args))
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, ee.err)
		}
		return ee.code
	}
	// Flag-parsing and other usage errors from urfave/cli.
	fmt.Fprintf(stderr, "simtc: %v\n", err)
	return exitInput
}

func newApp(stdout, stderr io.Writer) *cli.App {
	return newAppWith(mechs.Default(), stdout, stderr)
}

// newAppWith is simtc with the mechanisms of reg: their names, flags and
// help come from it (a test adds a mechanism of its own).
func newAppWith(reg *sim.Registry, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:  "simtc",
		Usage: "compile, lint, transform and simulate GPU (SIMT) kernels",
		Description: "simtc reads kernels as mini-C (.cl, a subset of OpenCL C), LLVM IR (.ll, as clang-14 emits it)\n" +
			"or simtc IR text (.ir), and works on them as one SSA IR.",
		Metadata:        map[string]any{mechsKey: reg},
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		// --arg values contain commas (data=float32[4]:1,2,3,4).
		DisableSliceFlagSeparator: true,
		// Errors are printed by run, with the exit code they carry.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   commandUsageError,
		Version:        version(),
		Action:         rootAction,
		Commands: []*cli.Command{
			buildCommand(reg),
			lintCommand(),
			diffCommand(),
			runCommand(reg),
			objdumpCommand(),
			analyzeCommand(),
			cfgCommand(),
			irCommand(),
			benchCommand(reg),
			versionCommand(),
		},
	}
	// Every command's flag errors are one line (without it urfave/cli
	// prints the whole help text); its flags' names are computed once
	// (flagnames.go).
	var each func([]*cli.Command)
	each = func(cmds []*cli.Command) {
		for _, c := range cmds {
			c.OnUsageError = commandUsageError
			c.Flags = cachedNames(c.Flags)
			each(c.Subcommands)
		}
	}
	each(app.Commands)
	return app
}

// oneFile returns the single FILE argument of a command.
func oneFile(c *cli.Context) (string, error) {
	if c.NArg() != 1 {
		return "", inputError(fmt.Errorf("simtc %s: expected one FILE argument, got %d (see simtc %s --help)", c.Command.Name, c.NArg(), c.Command.Name))
	}
	return c.Args().First(), nil
}

// mechsKey is where the app keeps its registry of mechanisms.
const mechsKey = "mechs"

// mechsOf returns the registry of mechanisms the command runs with.
func mechsOf(c *cli.Context) *sim.Registry { return c.App.Metadata[mechsKey].(*sim.Registry) }
