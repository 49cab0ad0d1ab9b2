package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/simtc/simtc/sim/machine"
)

// machineFlags are run's (and --explore's) machine flags.
func machineFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "machine", Usage: "the machine: a preset (" + strings.Join(machine.Names(), ", ") +
			"; default simple) or a machine `FILE` (TOML); help: the presets and every key with its meaning"},
		&cli.StringSliceFlag{Name: "config", Usage: "machine settings `k=v,...` on top of the machine, in order (repeatable; --machine help lists the keys)"},
		&cli.StringFlag{Name: "gpgpusim-config", Usage: "apply the options of a GPGPU-Sim gpgpusim.config `FILE` that map onto the model (on top of --machine, default gtx480) and list those it ignores on standard error"},
		&cli.BoolFlag{Name: "print-machine", Usage: "print the machine and exit: a preset's file as written (with its sources), else (--gpgpusim-config, --config) a machine file that sets every key"},
	}
}

// machineHelp handles --machine help; it reports whether it did.
func machineHelp(c *cli.Context) bool {
	if c.String("machine") != "help" {
		return false
	}
	fmt.Fprint(c.App.Writer, machine.Help())
	return true
}

// resolveMachine returns the machine of the command line's flags, the
// GPGPU-Sim options it ignored listed on standard error. Errors are input
// errors (exit 2), with the file position of a bad machine file.
func resolveMachine(c *cli.Context) (*machine.Resolved, error) {
	r, err := machine.Resolve(machine.Spec{Machine: c.String("machine"), GPGPUSim: c.String("gpgpusim-config"), Config: c.StringSlice("config")})
	if err != nil {
		return nil, inputError(fmt.Errorf("simtc %s: %v", c.Command.Name, err))
	}
	if len(r.Ignored) > 0 {
		fmt.Fprintf(c.App.ErrWriter, "simtc %s: %s: %d GPGPU-Sim options not used (simtc does not model them):\n", c.Command.Name, c.String("gpgpusim-config"), len(r.Ignored))
		for _, ig := range r.Ignored {
			fmt.Fprintf(c.App.ErrWriter, "  %s:%s\n", c.String("gpgpusim-config"), ig)
		}
	}
	return r, nil
}

// printMachine handles --print-machine; it reports whether it did.
func printMachine(c *cli.Context) (bool, error) {
	if !c.Bool("print-machine") {
		return false, nil
	}
	r, err := resolveMachine(c)
	if err != nil {
		return true, err
	}
	if text, ok := machine.PresetFile(c.String("machine")); ok && !c.IsSet("gpgpusim-config") && !c.IsSet("config") {
		c.App.Writer.Write(text) // a preset as written, with its sources
		return true, nil
	}
	fmt.Fprint(c.App.Writer, machine.Format(&r.Config, "the machine "+r.Name))
	return true, nil
}
