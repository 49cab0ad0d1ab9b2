package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// ParseShard parses --shard: "i/n" (0 ≤ i < n), or "n" alone, when the
// index comes from the environment (SLURM_ARRAY_TASK_ID, less
// SLURM_ARRAY_TASK_MIN, or a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX). An empty spec shards only inside a Slurm array job
// (SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT both set); ok is false
// when there is nothing to shard.
func ParseShard(spec string, getenv func(string) string) (i, n int, ok bool, err error) {
	envIndex := func() (int, error) {
		if id := getenv("SLURM_ARRAY_TASK_ID"); id != "" {
			v, err := strconv.Atoi(id)
			if err != nil {
				return 0, fmt.Errorf("SLURM_ARRAY_TASK_ID=%q is not an integer", id)
			}
			if min := getenv("SLURM_ARRAY_TASK_MIN"); min != "" {
				m, err := strconv.Atoi(min)
				if err != nil {
					return 0, fmt.Errorf("SLURM_ARRAY_TASK_MIN=%q is not an integer", min)
				}
				v -= m
			}
			return v, nil
		}
		if id := getenv("JOB_COMPLETION_INDEX"); id != "" {
			v, err := strconv.Atoi(id)
			if err != nil {
				return 0, fmt.Errorf("JOB_COMPLETION_INDEX=%q is not an integer", id)
			}
			return v, nil
		}
		return 0, fmt.Errorf("no shard index: give --shard i/n, or run in a Slurm array or a Kubernetes Indexed Job")
	}
	switch {
	case spec == "":
		if getenv("SLURM_ARRAY_TASK_ID") == "" || getenv("SLURM_ARRAY_TASK_COUNT") == "" {
			return 0, 0, false, nil
		}
		n, err = strconv.Atoi(getenv("SLURM_ARRAY_TASK_COUNT"))
		if err != nil {
			return 0, 0, false, fmt.Errorf("SLURM_ARRAY_TASK_COUNT=%q is not an integer", getenv("SLURM_ARRAY_TASK_COUNT"))
		}
		i, err = envIndex()
	case strings.Contains(spec, "/"):
		a, b, _ := strings.Cut(spec, "/")
		var e1, e2 error
		i, e1 = strconv.Atoi(a)
		n, e2 = strconv.Atoi(b)
		if e1 != nil || e2 != nil {
			return 0, 0, false, fmt.Errorf("--shard %q: want i/n", spec)
		}
	default:
		n, err = strconv.Atoi(spec)
		if err != nil {
			return 0, 0, false, fmt.Errorf("--shard %q: want i/n or n", spec)
		}
		i, err = envIndex()
	}
	if err != nil {
		return 0, 0, false, fmt.Errorf("--shard: %v", err)
	}
	if n < 1 || i < 0 || i >= n {
		return 0, 0, false, fmt.Errorf("--shard: shard %d of %d: want 0 ≤ i < n", i, n)
	}
	return i, n, true, nil
}

// WriteShard writes shard i of n as JSON lines: the header, then the rows.
func WriteShard(w io.Writer, m *Matrix, i, n int, rows []Row) error {
	enc := json.NewEncoder(w)
	if err := enc.Encode(m.header(i, n)); err != nil {
		return err
	}
	for k := range rows {
		if err := enc.Encode(&rows[k]); err != nil {
			return err
		}
	}
	return nil
}

// ShardFile is the file name of shard i of n in an --out directory.
func ShardFile(i, n int) string { return fmt.Sprintf("shard-%04d-of-%04d.jsonl", i, n) }

// Merge reads every *.jsonl shard in dir and builds the report of the whole
// matrix. The shards must agree on the matrix, and every shard 0 … n-1
// must be there exactly once.
func Merge(dir string) (*Report, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	if len(paths) == 0 {
		return nil, fmt.Errorf("%s: no shards (*.jsonl)", dir)
	}
	var h0 *Header
	var rows []Row
	seen := map[int]string{}
	for _, p := range paths {
		h, rs, err := readShard(p)
		if err != nil {
			return nil, err
		}
		if h0 == nil {
			h0 = &h
		} else if h.Shards != h0.Shards || h.Jobs != h0.Jobs || !reflect.DeepEqual(h.Kernels, h0.Kernels) ||
			!reflect.DeepEqual(h.Variants, h0.Variants) || !reflect.DeepEqual(h.Configs, h0.Configs) ||
			h.Setup != h0.Setup {
			return nil, fmt.Errorf("%s: shard of another benchmark than %s", p, seen[h0.Shard])
		}
		if prev, ok := seen[h.Shard]; ok {
			return nil, fmt.Errorf("%s: shard %d of %d is also %s", p, h.Shard, h.Shards, prev)
		}
		seen[h.Shard] = p
		for _, r := range rs {
			if r.Index < 0 || r.Index >= h.Jobs || r.Index%h.Shards != h.Shard {
				return nil, fmt.Errorf("%s: job %d does not belong to shard %d of %d", p, r.Index, h.Shard, h.Shards)
			}
		}
		rows = append(rows, rs...)
	}
	var missing []string
	for i := 0; i < h0.Shards; i++ {
		if _, ok := seen[i]; !ok {
			missing = append(missing, strconv.Itoa(i))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: shards %s of %d are missing", dir, strings.Join(missing, ", "), h0.Shards)
	}
	h := *h0
	h.Shard, h.Shards = 0, 1
	r, err := Build(h, rows)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", dir, err)
	}
	return r, nil
}

func readShard(path string) (Header, []Row, error) {
	var h Header
	f, err := os.Open(path)
	if err != nil {
		return h, nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	line := 0
	var rows []Row
	for sc.Scan() {
		line++
		if line == 1 {
			if err := json.Unmarshal(sc.Bytes(), &h); err != nil || h.Format != shardFormat {
				return h, nil, fmt.Errorf("%s:1: not a simtc bench shard (want a %s header)", path, shardFormat)
			}
			if h.Shards < 1 || h.Shard < 0 || h.Shard >= h.Shards {
				return h, nil, fmt.Errorf("%s:1: shard %d of %d", path, h.Shard, h.Shards)
			}
			continue
		}
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return h, nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return h, nil, fmt.Errorf("%s: %v", path, err)
	}
	if line == 0 {
		return h, nil, fmt.Errorf("%s: empty shard", path)
	}
	return h, rows, nil
}
