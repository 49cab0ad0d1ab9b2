package trace

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
)

// Validate checks that r holds a trace in the Trace Event Format (the
// JSON object form: {"traceEvents": [...], ...}) as the viewers read it,
// and as this package promises to write it:
//
//   - every event is an object with a string name and ph, and numeric
//     pid and tid (a counter's tid may be absent);
//   - ph is one the format defines; every event but metadata (M) has a
//     numeric ts ≥ 0; a complete event (X) a numeric dur ≥ 0; an instant
//     (i) a scope s of g, p or t if any; a counter (C) args whose values
//     are all numbers; a metadata event a known name and args.name or
//     args.sort_index;
//   - the events after the metadata are in non-decreasing ts;
//   - per track (pid, tid), begin (B) and end (E) events match as a
//     stack, none left open and none closed that is not open, and slices
//     (X, and B … E pairs) nest: no slice starts inside another and ends
//     after it.
//
// It returns every problem found (at most 20), joined, or nil.
func Validate(r io.Reader) error {
	var top map[string]json.RawMessage
	if err := json.NewDecoder(r).Decode(&top); err != nil {
		return fmt.Errorf("not a JSON object: %w", err)
	}
	raw, ok := top["traceEvents"]
	if !ok {
		return fmt.Errorf("no traceEvents array")
	}
	var evs []map[string]any
	if err := json.Unmarshal(raw, &evs); err != nil {
		return fmt.Errorf("traceEvents: %w", err)
	}
	var probs []string
	bad := func(i int, format string, args ...any) {
		if len(probs) < 20 {
			probs = append(probs, fmt.Sprintf("event %d: %s", i, fmt.Sprintf(format, args...)))
		}
	}
	type span struct{ start, end float64 }
	type track struct {
		open   []float64 // B timestamps
		slices []span
	}
	tracks := map[[2]float64]*track{}
	lastTs := -1.0
	for i, e := range evs {
		name, ok := e["name"].(string)
		if !ok {
			bad(i, "no string name")
		}
		ph, ok := e["ph"].(string)
		if !ok {
			bad(i, "no string ph")
			continue
		}
		pid, okp := e["pid"].(float64)
		tid, okt := e["tid"].(float64)
		if !okp || (!okt && ph != "C") {
			bad(i, "%s %q: pid and tid must be numbers", ph, name)
		}
		if ph == "M" {
			args, _ := e["args"].(map[string]any)
			switch name {
			case "process_name", "thread_name":
				if _, ok := args["name"].(string); !ok {
					bad(i, "metadata %s without args.name", name)
				}
			case "process_sort_index", "thread_sort_index":
				if _, ok := args["sort_index"].(float64); !ok {
					bad(i, "metadata %s without a numeric args.sort_index", name)
				}
			default:
				bad(i, "unknown metadata %q", name)
			}
			if lastTs >= 0 {
				bad(i, "metadata after timed events")
			}
			continue
		}
		ts, ok := e["ts"].(float64)
		if !ok || ts < 0 {
			bad(i, "%s %q: ts must be a number ≥ 0", ph, name)
			continue
		}
		if ts < lastTs {
			bad(i, "%s %q at ts %v after ts %v: events not in time order", ph, name, ts, lastTs)
		}
		lastTs = ts
		key := [2]float64{pid, tid}
		tr := tracks[key]
		if tr == nil {
			tr = &track{}
			tracks[key] = tr
		}
		switch ph {
		case "X":
			d, ok := e["dur"].(float64)
			if !ok || d < 0 {
				bad(i, "X %q: dur must be a number ≥ 0", name)
				continue
			}
			tr.slices = append(tr.slices, span{ts, ts + d})
		case "B":
			tr.open = append(tr.open, ts)
		case "E":
			if len(tr.open) == 0 {
				bad(i, "E %q on track pid %v tid %v with no open B", name, pid, tid)
				continue
			}
			b := tr.open[len(tr.open)-1]
			tr.open = tr.open[:len(tr.open)-1]
			tr.slices = append(tr.slices, span{b, ts})
		case "i", "I":
			if s, ok := e["s"]; ok && s != "g" && s != "p" && s != "t" {
				bad(i, "instant %q: scope %v is not g, p or t", name, s)
			}
		case "C":
			args, ok := e["args"].(map[string]any)
			if !ok || len(args) == 0 {
				bad(i, "counter %q without args", name)
			}
			for k, v := range args {
				if _, ok := v.(float64); !ok {
					bad(i, "counter %q: args.%s is not a number", name, k)
				}
			}
		case "b", "e", "n", "s", "t", "f", "P", "O", "N", "D", "R", "c", "(", ")":
		default:
			bad(i, "unknown ph %q", ph)
		}
	}
	keys := make([][2]float64, 0, len(tracks))
	for k := range tracks {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		tr := tracks[k]
		if len(tr.open) > 0 && len(probs) < 20 {
			probs = append(probs, fmt.Sprintf("track pid %v tid %v: %d B event(s) never ended", k[0], k[1], len(tr.open)))
		}
		// Nesting: sorted by start (longer first on ties), each slice
		// must end within every slice it starts in.
		s := tr.slices
		sort.SliceStable(s, func(i, j int) bool {
			if s[i].start != s[j].start {
				return s[i].start < s[j].start
			}
			return s[i].end > s[j].end
		})
		var stack []span
		for _, x := range s {
			for len(stack) > 0 && stack[len(stack)-1].end <= x.start {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 && x.end > stack[len(stack)-1].end && len(probs) < 20 {
				top := stack[len(stack)-1]
				probs = append(probs, fmt.Sprintf("track pid %v tid %v: slice [%v, %v) overlaps [%v, %v) without nesting", k[0], k[1], x.start, x.end, top.start, top.end))
			}
			stack = append(stack, x)
		}
	}
	if len(probs) == 0 {
		return nil
	}
	return fmt.Errorf("%d problem(s):\n  %s", len(probs), joinLines(probs))
}

func joinLines(s []string) string {
	out := ""
	for i, p := range s {
		if i > 0 {
			out += "\n  "
		}
		out += p
	}
	return out
}
