package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
)

// maxMemoryFlag is --max-memory: the launch memory limit of run and bench
// (sim.Config.MaxMemory).
func maxMemoryFlag() cli.Flag {
	return &cli.StringFlag{Name: "max-memory", Usage: "refuse a launch whose simulated memory (buffers, shared memory of the resident blocks, private memory and call stacks of their threads) exceeds `SIZE` bytes (suffixes K, M, G, KiB, MiB, GiB; default a quarter of the physical memory or of the address-space limit, whichever is smaller)"}
}

// maxMemory returns --max-memory in bytes, 0 when it is not given.
func maxMemory(c *cli.Context) (int64, error) {
	if !c.IsSet("max-memory") {
		return 0, nil
	}
	n, err := parseSize(c.String("max-memory"))
	if err != nil {
		return 0, inputError(fmt.Errorf("simtc %s: --max-memory %q: %v", c.Command.Name, c.String("max-memory"), err))
	}
	return n, nil
}

// parseSize parses a positive byte count with an optional binary suffix
// (K = KiB = 1024 bytes, M, G, T).
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	shift := 0
	for _, u := range []struct {
		suffix string
		shift  int
	}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40}, {"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}} {
		if strings.HasSuffix(t, u.suffix) {
			t, shift = strings.TrimSuffix(t, u.suffix), u.shift
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(t), 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("want a positive number of bytes, optionally with a suffix K, M, G or T")
	}
	if n > (1<<62)>>shift {
		return 0, fmt.Errorf("larger than 2^62 bytes")
	}
	return n << shift, nil
}
