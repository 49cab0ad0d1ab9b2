// Package machine is the one table of machine keys (Keys: their names in
// machine files, in --config k=v and in sim.ConfigError, their meaning,
// kind and the sim.Config field each sets), the machine files (TOML,
// Parse: every error at FILE:LINE:COL), the presets (embedded TOML files
// under presets/, each citing its source: simple, the default; perfect;
// gtx480 and c2050, GPGPU-Sim's Fermi configurations of ElTantawy et al.
// 2014 and ElTantawy & Aamodt 2016; jin2012, Jin's Table 5.1; volta, a
// V100 after Accel-Sim), GPGPU-Sim's gpgpusim.config options that map
// onto the model (ReadGPGPUSim, listing those it ignores), and the text
// of `simtc run --machine help` (Help).
//
// A machine is a sim.Config: Load("gtx480") or Load("my.toml"), then
// Apply(&cfg, settings) for --config. Nothing here is mutable state:
// the key table and the presets are built or read on each call.
package machine
