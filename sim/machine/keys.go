package machine

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim"
	"github.com/simtc/simtc/sim/mem"
)

// Kind is the type of a key's value.
type Kind uint8

// The value kinds.
const (
	KindInt    Kind = iota // an integer
	KindFloat              // a number
	KindBool               // true or false
	KindEnum               // one of Key.Values
	KindString             // any text (description)
)

func (k Kind) String() string {
	switch k {
	case KindInt:
		return "integer"
	case KindFloat:
		return "number"
	case KindBool:
		return "true or false"
	case KindEnum:
		return "name"
	}
	return "string"
}

// Key is one setting of a machine: its name (in machine files, in
// --config k=v and in sim.ConfigError), what it means, its kind, and how
// it reads and sets a sim.Config.
type Key struct {
	Name string
	Doc  string
	Kind Kind
	// Values are the names a KindEnum key accepts.
	Values []string
	// Alias, when set, says that the key is an older name that sets the
	// keys listed (bench's --config before machine files).
	Alias []string

	get func(c *sim.Config) string
	set func(c *sim.Config, v value) error
}

// value is a key's value, parsed by its kind.
type value struct {
	text string
	i    int64
	f    float64
	b    bool
}

// Get returns the key's value in c as text (as --config writes it).
func (k *Key) Get(c *sim.Config) string {
	if k.get == nil {
		return ""
	}
	return k.get(c)
}

// Set parses text as the key's value and sets it in c.
func (k *Key) Set(c *sim.Config, text string) error {
	v, err := k.parse(text)
	if err != nil {
		return err
	}
	return k.set(c, v)
}

// parse reads the text of a value of the key's kind.
func (k *Key) parse(text string) (value, error) {
	v := value{text: text}
	var err error
	switch k.Kind {
	case KindInt:
		v.i, err = strconv.ParseInt(strings.ReplaceAll(text, "_", ""), 10, 64)
		if err != nil {
			return v, fmt.Errorf("%q is not an integer", text)
		}
	case KindFloat:
		v.f, err = strconv.ParseFloat(strings.ReplaceAll(text, "_", ""), 64)
		if err != nil || math.IsInf(v.f, 0) || math.IsNaN(v.f) {
			return v, fmt.Errorf("%q is not a number", text)
		}
	case KindBool:
		switch text {
		case "true":
			v.b = true
		case "false":
		default:
			return v, fmt.Errorf("%q is not true or false", text)
		}
	case KindEnum:
		for _, x := range k.Values {
			if x == text {
				return v, nil
			}
		}
		return v, fmt.Errorf("unknown value %q (want %s)", text, strings.Join(k.Values, ", "))
	}
	return v, nil
}

// Usage is the key's value syntax for help: the enum's values or the
// kind.
func (k *Key) Usage() string {
	if k.Kind == KindEnum {
		return strings.Join(k.Values, "|")
	}
	return k.Kind.String()
}

func intKey(name, doc string, f func(c *sim.Config) *int) Key {
	return Key{Name: name, Doc: doc, Kind: KindInt,
		get: func(c *sim.Config) string { return strconv.Itoa(*f(c)) },
		set: func(c *sim.Config, v value) error {
			if v.i < math.MinInt32 || v.i > math.MaxInt32 {
				return fmt.Errorf("%d is out of range", v.i)
			}
			*f(c) = int(v.i)
			return nil
		}}
}

func int64Key(name, doc string, f func(c *sim.Config) *int64) Key {
	return Key{Name: name, Doc: doc, Kind: KindInt,
		get: func(c *sim.Config) string { return strconv.FormatInt(*f(c), 10) },
		set: func(c *sim.Config, v value) error { *f(c) = v.i; return nil }}
}

func floatKey(name, doc string, f func(c *sim.Config) *float64) Key {
	return Key{Name: name, Doc: doc, Kind: KindFloat,
		get: func(c *sim.Config) string { return strconv.FormatFloat(*f(c), 'g', -1, 64) },
		set: func(c *sim.Config, v value) error { *f(c) = v.f; return nil }}
}

func boolKey(name, doc string, f func(c *sim.Config) *bool) Key {
	return Key{Name: name, Doc: doc, Kind: KindBool,
		get: func(c *sim.Config) string { return strconv.FormatBool(*f(c)) },
		set: func(c *sim.Config, v value) error { *f(c) = v.b; return nil }}
}

// enumKey is a key whose values are the names of an enum's values, in the
// order of the enum (names[i] is value i).
func enumKey[T ~uint8](name, doc string, names []string, f func(c *sim.Config) *T) Key {
	return Key{Name: name, Doc: doc, Kind: KindEnum, Values: names,
		get: func(c *sim.Config) string {
			if i := int(*f(c)); i < len(names) {
				return names[i]
			}
			return fmt.Sprint(*f(c))
		},
		set: func(c *sim.Config, v value) error {
			for i, n := range names {
				if n == v.text {
					*f(c) = T(i)
					return nil
				}
			}
			return fmt.Errorf("unknown value %q", v.text)
		}}
}

// The names of the memory model's enums, in their order.
var (
	coalesceNames  = []string{"segments", "gpgpusim"}
	replNames      = []string{"lru", "fifo"}
	writeNames     = []string{"write-evict", "write-through", "write-back", "read-only"}
	allocNames     = []string{"none", "fetch", "lazy"}
	setIndexNames  = []string{"linear", "xor"}
	dramSchedNames = []string{"fcfs", "frfcfs"}
)

// cacheKeys are the keys of a cache (p is "l1" or "l2").
func cacheKeys(p, what string, f func(c *sim.Config) *mem.CacheConfig) []Key {
	return []Key{
		intKey(p+".sets", what+": sets, a power of two; 0: no "+p, func(c *sim.Config) *int { return &f(c).Sets }),
		intKey(p+".line-size", what+": line size in bytes", func(c *sim.Config) *int { return &f(c).LineSize }),
		intKey(p+".ways", what+": associativity", func(c *sim.Config) *int { return &f(c).Ways }),
		boolKey(p+".sectored", what+": filled and validated in 32-byte sectors (GPGPU-Sim 'S')", func(c *sim.Config) *bool { return &f(c).Sectored }),
		enumKey(p+".replacement", what+": replacement policy", replNames, func(c *sim.Config) *mem.Replacement { return &f(c).Replacement }),
		enumKey(p+".write", what+": what a store that hits does", writeNames, func(c *sim.Config) *mem.WritePolicy { return &f(c).Write }),
		enumKey(p+".write-allocate", what+": what a store that misses does (none: no write-allocate; fetch: allocate and fetch; lazy: allocate the written sectors)", allocNames, func(c *sim.Config) *mem.WriteAllocate { return &f(c).WriteAllocate }),
		boolKey(p+".alloc-on-fill", what+": allocate a line when the miss is filled instead of when it is sent (GPGPU-Sim 'f'/'s')", func(c *sim.Config) *bool { return &f(c).AllocOnFill }),
		enumKey(p+".set-index", what+": set-index function (xor stands for GPGPU-Sim's hashed ones)", setIndexNames, func(c *sim.Config) *mem.SetIndex { return &f(c).SetIndex }),
		intKey(p+".mshrs", what+": outstanding missing lines (MSHRs)", func(c *sim.Config) *int { return &f(c).MSHRs }),
		intKey(p+".mshr-merge", what+": requests merged into one MSHR", func(c *sim.Config) *int { return &f(c).MSHRMerge }),
		intKey(p+".port-bytes", what+": data port bytes per cycle (0: the line size)", func(c *sim.Config) *int { return &f(c).PortBytes }),
		intKey(p+".latency", what+": hit latency in cycles", func(c *sim.Config) *int { return &f(c).Latency }),
	}
}

// Keys returns every key, in the order help lists them: the cores, the
// memory hierarchy, the run limits, then the older names.
func Keys() []Key {
	keys := []Key{
		{Name: "description", Doc: "what the machine is (machine files; shown by --machine help)", Kind: KindString,
			set: func(*sim.Config, value) error { return nil }},
		intKey("cores", "cores (GPGPU-Sim: SIMT clusters × cores per cluster)", func(c *sim.Config) *int { return &c.Cores }),
		intKey("warp", "threads per warp, 1 … 64 (a launch's warp= overrides it)", func(c *sim.Config) *int { return &c.WarpSize }),
		intKey("simd", "SIMD width: lanes per cycle; a warp instruction occupies its scheduler ceil(warp/simd) cycles", func(c *sim.Config) *int { return &c.SIMDWidth }),
		intKey("warps-per-core", "resident warps per core", func(c *sim.Config) *int { return &c.WarpsPerCore }),
		intKey("blocks-per-core", "resident blocks per core", func(c *sim.Config) *int { return &c.BlocksPerCore }),
		intKey("shared-per-core", "shared memory bytes per core", func(c *sim.Config) *int { return &c.SharedPerCore }),
		intKey("schedulers", "warp schedulers per core; a warp belongs to the scheduler of its hardware slot modulo schedulers", func(c *sim.Config) *int { return &c.Schedulers }),
		intKey("issue", "warp instructions each scheduler issues per cycle (from distinct warps)", func(c *sim.Config) *int { return &c.IssueWidth }),
		{Name: "sched", Doc: "warp scheduler (mechanisms that need fair scheduling use lrr instead of an unfair one)", Kind: KindEnum, Values: sim.Schedulers(),
			get: func(c *sim.Config) string { return string(c.Scheduler) },
			set: func(c *sim.Config, v value) error { c.Scheduler = sim.Scheduler(v.text); return nil }},
		{Name: "barrier", Doc: "what a block barrier counts: every live thread, or a warp when any of its threads arrives", Kind: KindEnum, Values: []string{string(sim.BarrierPerThread), string(sim.BarrierPerWarp)},
			get: func(c *sim.Config) string { return string(c.Barrier) },
			set: func(c *sim.Config, v value) error { c.Barrier = sim.BarrierCounting(v.text); return nil }},
		intKey("alu-latency", "ALU result latency in cycles", func(c *sim.Config) *int { return &c.ALULatency }),
		intKey("sfu-latency", "SFU result latency (division, remainder, square root)", func(c *sim.Config) *int { return &c.SFULatency }),
		intKey("ctrl-latency", "branch, barrier and reconvergence instruction latency", func(c *sim.Config) *int { return &c.CtrlLatency }),

		{Name: "memory", Doc: "the whole memory hierarchy of a preset (e.g. memory=perfect on any machine); later memory keys change it", Kind: KindEnum, Values: Names(),
			set: func(c *sim.Config, v value) error {
				p, err := Preset(v.text)
				if err != nil {
					return err
				}
				c.Mem = p.Mem
				return nil
			}},
		enumKey("coalesce.mode", "coalescing rule: segments (the distinct segment-size segments an access touches) or gpgpusim (GPGPU-Sim's compute capability 2.0+ rule)", coalesceNames, func(c *sim.Config) *mem.CoalesceMode { return &c.Mem.Coalesce.Mode }),
		intKey("coalesce.segment-size", "coalescing segment bytes (gpgpusim: 32, 64 or 128; 32 = sectored)", func(c *sim.Config) *int { return &c.Mem.Coalesce.SegmentSize }),
		intKey("coalesce.tx-cycles", "cycles between two transactions of one access entering the memory system", func(c *sim.Config) *int { return &c.Mem.Coalesce.TxCycles }),
	}
	keys = append(keys, cacheKeys("l1", "per-core L1 data cache", func(c *sim.Config) *mem.CacheConfig { return &c.Mem.L1 })...)
	keys = append(keys, cacheKeys("l2", "L2, one bank (GPGPU-Sim memory sub-partition)", func(c *sim.Config) *mem.CacheConfig { return &c.Mem.L2 })...)
	keys = append(keys,
		intKey("l2.banks", "L2 banks per DRAM channel (GPGPU-Sim sub-partitions per memory channel)", func(c *sim.Config) *int { return &c.Mem.L2Banks }),
		intKey("dram.channels", "DRAM channels (GPGPU-Sim memory partitions)", func(c *sim.Config) *int { return &c.Mem.DRAM.Channels }),
		intKey("dram.interleave", "channel interleaving in bytes (GPGPU-Sim dramid@8: 256)", func(c *sim.Config) *int { return &c.Mem.DRAM.Interleave }),
		intKey("dram.latency", "fixed part of a DRAM access in core cycles (the whole access without bus and rows: the simple machine's global latency)", func(c *sim.Config) *int { return &c.Mem.DRAM.Latency }),
		intKey("dram.bus-bytes", "bytes per DRAM clock per channel; 0: unlimited bandwidth", func(c *sim.Config) *int { return &c.Mem.DRAM.BusBytes }),
		floatKey("dram.core-mhz", "core clock in MHz (converts DRAM clocks)", func(c *sim.Config) *float64 { return &c.Mem.DRAM.CoreMHz }),
		floatKey("dram.dram-mhz", "DRAM clock in MHz", func(c *sim.Config) *float64 { return &c.Mem.DRAM.DRAMMHz }),
		intKey("dram.banks", "DRAM banks per channel", func(c *sim.Config) *int { return &c.Mem.DRAM.Banks }),
		intKey("dram.row-bytes", "DRAM row bytes per bank; 0: no row-buffer model", func(c *sim.Config) *int { return &c.Mem.DRAM.RowBytes }),
		intKey("dram.rcd", "activate to read, DRAM clocks (tRCD)", func(c *sim.Config) *int { return &c.Mem.DRAM.RCD }),
		intKey("dram.rp", "precharge, DRAM clocks (tRP)", func(c *sim.Config) *int { return &c.Mem.DRAM.RP }),
		intKey("dram.cl", "read CAS latency, DRAM clocks (CL)", func(c *sim.Config) *int { return &c.Mem.DRAM.CL }),
		intKey("dram.wl", "write latency, DRAM clocks (WL)", func(c *sim.Config) *int { return &c.Mem.DRAM.WL }),
		enumKey("dram.scheduler", "DRAM scheduling per channel: fcfs (first come, first served) or frfcfs (per bank, the oldest request to the open row first, else the oldest; GPGPU-Sim -gpgpu_dram_scheduler 1; needs row-bytes)", dramSchedNames, func(c *sim.Config) *mem.DRAMScheduler { return &c.Mem.DRAM.Scheduler }),
		intKey("dram.queue-size", "requests frfcfs chooses among per channel, the others wait in arrival order (GPGPU-Sim -gpgpu_frfcfs_dram_sched_queue_size); 0: unbounded", func(c *sim.Config) *int { return &c.Mem.DRAM.QueueSize }),
		intKey("shared.latency", "shared memory latency of a conflict-free access", func(c *sim.Config) *int { return &c.Mem.Shared.Latency }),
		intKey("shared.banks", "shared memory banks; 0: no bank conflicts", func(c *sim.Config) *int { return &c.Mem.Shared.Banks }),
		intKey("shared.bank-bytes", "bytes per shared memory bank", func(c *sim.Config) *int { return &c.Mem.Shared.BankBytes }),
		intKey("shared.pass-cycles", "extra cycles per further pass of a bank-conflicting access", func(c *sim.Config) *int { return &c.Mem.Shared.PassCycles }),
		intKey("local.latency", "private and parameter memory latency (private: when not cached)", func(c *sim.Config) *int { return &c.Mem.LocalLatency }),
		boolKey("local.cached", "private memory goes through the L1 and L2 in CUDA's interleaved local-memory layout", func(c *sim.Config) *bool { return &c.Mem.LocalCached }),
		int64Key("epoch", "cycles per epoch of the shared memory levels (cores see each other's L2 and DRAM traffic at epoch ends)", func(c *sim.Config) *int64 { return &c.Mem.Epoch }),

		int64Key("max-cycles", "cycle limit (0: 10^9 + 10^6 per launched thread)", func(c *sim.Config) *int64 { return &c.MaxCycles }),
		int64Key("watchdog", "cycles without progress that stop a run with status watchdog (0: off)", func(c *sim.Config) *int64 { return &c.Watchdog }),

		alias("mem-latency", "dram.latency"),
		alias("tx-cycles", "coalesce.tx-cycles"),
		alias("segment", "coalesce.segment-size"),
		alias("shared-latency", "shared.latency", "local.latency"),
	)
	return keys
}

// alias is an older key name that sets the keys of names to its value.
func alias(name string, names ...string) Key {
	return Key{Name: name, Doc: "older name: sets " + strings.Join(names, " and "), Kind: KindInt, Alias: names,
		get: func(c *sim.Config) string {
			k, _ := lookup(names[0])
			return k.Get(c)
		},
		set: func(c *sim.Config, v value) error {
			for _, n := range names {
				k, _ := lookup(n)
				if err := k.set(c, v); err != nil {
					return err
				}
			}
			return nil
		}}
}

// lookup returns the key called name.
func lookup(name string) (*Key, bool) {
	for _, k := range Keys() {
		if k.Name == name {
			return &k, true
		}
	}
	return nil, false
}

// Lookup returns the key called name, or an error that suggests the
// nearest key names.
func Lookup(name string) (*Key, error) {
	if k, ok := lookup(name); ok {
		return k, nil
	}
	return nil, fmt.Errorf("unknown key %q%s", name, suggest(name))
}
