package harness

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/simtc/simtc/sim"
)

// ExpectKind is the kind of a simtc:expect directive.
type ExpectKind uint8

// The expectation kinds.
const (
	ExpectBuffer ExpectKind = iota + 1 // NAME=[v0,v1,...]: the whole buffer
	ExpectElem                         // NAME[i]=v: one element
	ExpectStatus                       // status=S [mech=M[,M]]
	ExpectMetric                       // [mech=M[,M]] STAT=v STAT>=v ...: statistics
)

// MetricCheck is one comparison of a metric expectation.
type MetricCheck struct {
	Stat  string // a statistic of the run JSON (cycles, simd_efficiency …) or a mechanism statistic
	Op    string // =, !=, <, <=, >, >=
	Value float64
}

// Expect is one parsed simtc:expect directive.
type Expect struct {
	Text   string // as written
	Kind   ExpectKind
	Name   string   // buffer name
	Index  int      // ExpectElem: the element
	Values []string // expected values (literals), v*count expanded

	Status  sim.Status    // ExpectStatus
	Mechs   []string      // ExpectStatus, ExpectMetric: the mechanisms it is about; empty = all
	Metrics []MetricCheck // ExpectMetric
}

// ParseExpect parses the text of one simtc:expect directive (a leading
// "simtc:expect" is skipped):
//
//	counter=[64]            the whole buffer, v*count repeats v
//	data[3]=7               one element
//	status=deadlock mech=pdom[,M...]   the run's status under those mechanisms
//	mech=pdom warp_instructions=123 simd_efficiency>=0.9
//	                        statistics of an ok run (under those mechanisms):
//	                        any number key of the run JSON or of its
//	                        mechanism_stats, compared with = != < <= > >=
func ParseExpect(text string) (Expect, error) {
	text = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "simtc:expect"))
	e := Expect{Text: text}
	fail := func(format string, args ...any) (Expect, error) {
		return Expect{}, fmt.Errorf("simtc:expect %s: %s", text, fmt.Sprintf(format, args...))
	}
	if isMetricExpect(text) {
		e.Kind = ExpectMetric
		for _, f := range strings.Fields(text) {
			if v, ok := strings.CutPrefix(f, "mech="); ok {
				for _, m := range strings.Split(v, ",") {
					if m = strings.TrimSpace(m); m == "" {
						return fail("empty mechanism name")
					}
					e.Mechs = append(e.Mechs, m)
				}
				continue
			}
			c, err := parseMetric(f)
			if err != nil {
				return fail("%v", err)
			}
			e.Metrics = append(e.Metrics, c)
		}
		if len(e.Metrics) == 0 {
			return fail("no statistic to compare")
		}
		return e, nil
	}
	if strings.HasPrefix(text, "status=") {
		e.Kind = ExpectStatus
		for _, f := range strings.Fields(text) {
			k, v, _ := strings.Cut(f, "=")
			switch k {
			case "status":
				if e.Status != "" {
					return fail("status given twice")
				}
				switch sim.Status(v) {
				case sim.StatusOK, sim.StatusDeadlock, sim.StatusFault, sim.StatusMaxCycles, sim.StatusStarved, sim.StatusWatchdog:
					e.Status = sim.Status(v)
				default:
					return fail("unknown status %q (want ok, deadlock, fault, max-cycles, starved or watchdog)", v)
				}
			case "mech":
				for _, m := range strings.Split(v, ",") {
					if m = strings.TrimSpace(m); m == "" {
						return fail("empty mechanism name")
					}
					e.Mechs = append(e.Mechs, m)
				}
			default:
				return fail("unknown field %q (want status= and mech=)", f)
			}
		}
		return e, nil
	}
	lhs, rhs, ok := strings.Cut(text, "=")
	if !ok {
		return fail("want NAME=[values], NAME[i]=value or status=S")
	}
	lhs, rhs = strings.TrimSpace(lhs), strings.TrimSpace(rhs)
	if i := strings.IndexByte(lhs, '['); i >= 0 {
		if !strings.HasSuffix(lhs, "]") {
			return fail("missing ']' in %q", lhs)
		}
		idx, err := strconv.Atoi(lhs[i+1 : len(lhs)-1])
		if err != nil || idx < 0 {
			return fail("bad index %q", lhs[i+1:len(lhs)-1])
		}
		e.Kind, e.Name, e.Index, e.Values = ExpectElem, lhs[:i], idx, []string{rhs}
		if rhs == "" {
			return fail("missing value")
		}
	} else {
		if !strings.HasPrefix(rhs, "[") || !strings.HasSuffix(rhs, "]") {
			return fail("want %s=[v0,v1,...]", lhs)
		}
		vals, err := expandList(rhs[1 : len(rhs)-1])
		if err != nil {
			return fail("%v", err)
		}
		e.Kind, e.Name, e.Values = ExpectBuffer, lhs, vals
	}
	if !isIdent(e.Name) {
		return fail("%q is not a buffer name", e.Name)
	}
	return e, nil
}

// ParseExpects parses several directives, collecting every error.
func ParseExpects(texts []string) ([]Expect, error) {
	var out []Expect
	var errs []string
	for _, t := range texts {
		e, err := ParseExpect(t)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		out = append(out, e)
	}
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return out, nil
}

// Contradicts reports why expectations a and b cannot both hold, or ""
// when they can: two status expectations about a common mechanism with
// different statuses, or two buffer expectations that give one element
// different values (whole buffers of different lengths, too). Values
// differ when both are numbers that differ and, for integers, also differ
// as 32- and 64-bit patterns (-1 and 4294967295 may be the same int32).
func Contradicts(a, b *Expect) string {
	switch {
	case a.Kind == ExpectStatus && b.Kind == ExpectStatus:
		if a.Status == b.Status {
			return ""
		}
		if len(a.Mechs) == 0 && len(b.Mechs) == 0 {
			return fmt.Sprintf("status %s and status %s under every mechanism", a.Status, b.Status)
		}
		// One about every mechanism and one about some: the named
		// mechanisms' own expectation wins (Check).
		for _, m := range a.Mechs {
			if slices.Contains(b.Mechs, m) {
				return fmt.Sprintf("status %s and status %s under %s", a.Status, b.Status, m)
			}
		}
	case (a.Kind == ExpectBuffer || a.Kind == ExpectElem) && (b.Kind == ExpectBuffer || b.Kind == ExpectElem) && a.Name == b.Name:
		if a.Kind == ExpectBuffer && b.Kind == ExpectBuffer && len(a.Values) != len(b.Values) {
			return fmt.Sprintf("%s has %d elements and %d elements", a.Name, len(a.Values), len(b.Values))
		}
		elem := func(e *Expect, i int) (string, bool) {
			if e.Kind == ExpectElem {
				return e.Values[0], i == e.Index
			}
			if i < len(e.Values) {
				return e.Values[i], true
			}
			return "", false
		}
		n := max(len(a.Values), len(b.Values), a.Index+1, b.Index+1)
		for i := 0; i < n; i++ {
			va, oka := elem(a, i)
			vb, okb := elem(b, i)
			if oka && okb && valuesDiffer(va, vb) {
				return fmt.Sprintf("%s[%d] = %s and %s[%d] = %s", a.Name, i, va, b.Name, i, vb)
			}
		}
	}
	return ""
}

// valuesDiffer reports whether two literals are numbers that cannot be the
// same element value.
func valuesDiffer(a, b string) bool {
	ia, erra := strconv.ParseInt(a, 0, 64)
	ib, errb := strconv.ParseInt(b, 0, 64)
	if erra == nil && errb == nil {
		return ia != ib && uint32(ia) != uint32(ib)
	}
	ua, erra := strconv.ParseUint(a, 0, 64)
	ub, errb := strconv.ParseUint(b, 0, 64)
	if erra == nil && errb == nil {
		return ua != ub
	}
	fa, erra := strconv.ParseFloat(a, 64)
	fb, errb := strconv.ParseFloat(b, 64)
	if erra != nil || errb != nil {
		return false
	}
	if math.IsNaN(fa) && math.IsNaN(fb) {
		return false
	}
	// float32 rounding may make two float64 literals the same element.
	return fa != fb && float32(fa) != float32(fb)
}

// appliesTo reports whether a status expectation is about mech.
func (e *Expect) appliesTo(mech string) bool {
	if len(e.Mechs) == 0 {
		return true
	}
	for _, m := range e.Mechs {
		if m == mech {
			return true
		}
	}
	return false
}

// Check checks the expectations against a result and returns one error per
// failed expectation. Rules:
//
//   - The status expectations that name r.Mechanism (or, without one,
//     those that name none) give the expected status. Without one, the semantic reference (mimd:
//     r.Reference) must end ok, and any other
//     mechanism ok or deadlock (a SIMT deadlock is a legitimate outcome
//     for a mechanism the file says nothing about); fault and max-cycles
//     always fail then.
//   - Buffer expectations describe the final memory of a terminating run,
//     so they are checked only when the run ended ok.
func Check(exps []Expect, r *sim.Result) []error {
	var errs []error
	var want *Expect
	for i := range exps {
		e := &exps[i]
		// One that names the mechanism wins over one about every mechanism.
		if e.Kind == ExpectStatus && e.appliesTo(r.Mechanism) && (want == nil || len(want.Mechs) == 0 || len(e.Mechs) > 0) {
			want = e
		}
	}
	switch {
	case want != nil:
		if r.Status != want.Status {
			errs = append(errs, fmt.Errorf("simtc:expect %s: status is %s under %s", want.Text, r.Status, r.Mechanism))
		}
	case r.Reference && r.Status != sim.StatusOK,
		r.Status != sim.StatusOK && r.Status != sim.StatusDeadlock:
		errs = append(errs, fmt.Errorf("status is %s under %s, want ok", r.Status, r.Mechanism))
	}
	if r.Status != sim.StatusOK {
		return errs
	}
	for i := range exps {
		e := &exps[i]
		if e.Kind == ExpectStatus {
			continue
		}
		if e.Kind == ExpectMetric {
			if e.appliesTo(r.Mechanism) {
				errs = append(errs, checkMetrics(e, r)...)
			}
			continue
		}
		b := r.Buffer(e.Name)
		if b == nil {
			errs = append(errs, fmt.Errorf("simtc:expect %s: no buffer argument %s", e.Text, e.Name))
			continue
		}
		n := b.Len()
		switch e.Kind {
		case ExpectBuffer:
			if len(e.Values) != n {
				errs = append(errs, fmt.Errorf("simtc:expect %s: %s has %d elements, expectation lists %d", short(e.Text), e.Name, n, len(e.Values)))
				continue
			}
			var bad []string
			for i, v := range e.Values {
				ok, err := equal(b, i, v)
				if err != nil {
					bad = append(bad, err.Error())
					break
				}
				if !ok {
					bad = append(bad, fmt.Sprintf("%s[%d] = %s, want %s", e.Name, i, b.Format(i), v))
				}
			}
			if len(bad) > 0 {
				if len(bad) > 8 {
					bad = append(bad[:8], fmt.Sprintf("… %d more", len(bad)-8))
				}
				errs = append(errs, fmt.Errorf("simtc:expect %s: %s", short(e.Text), strings.Join(bad, ", ")))
			}
		case ExpectElem:
			if e.Index >= n {
				errs = append(errs, fmt.Errorf("simtc:expect %s: index %d out of range (%s has %d elements)", e.Text, e.Index, e.Name, n))
				continue
			}
			ok, err := equal(b, e.Index, e.Values[0])
			if err != nil {
				errs = append(errs, fmt.Errorf("simtc:expect %s: %v", e.Text, err))
			} else if !ok {
				errs = append(errs, fmt.Errorf("simtc:expect %s: %s[%d] = %s", e.Text, e.Name, e.Index, b.Format(e.Index)))
			}
		}
	}
	return errs
}

func short(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// equal compares element i of b with a literal: integers exactly (a negative
// literal matches the two's complement bit pattern), floats after
// rounding the literal to the element type (NaN matches NaN).
func equal(b *sim.Buffer, i int, lit string) (bool, error) {
	if b.Type.IsFloat() {
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			return false, fmt.Errorf("%q is not a number", lit)
		}
		got := b.Float(i)
		if b.Type == sim.Float32 {
			f = float64(float32(f))
		}
		return got == f || math.IsNaN(got) && math.IsNaN(f), nil
	}
	want, err := b.Type.Value(lit)
	if err != nil {
		// Allow a float literal that is an integer ("3.0").
		f, ferr := strconv.ParseFloat(lit, 64)
		if ferr != nil || f != math.Trunc(f) {
			return false, err
		}
		want, err = b.Type.Value(strconv.FormatInt(int64(f), 10))
		if err != nil {
			return false, err
		}
	}
	return b.Bits(i) == want, nil
}

// isMetricExpect: a metric expectation is made of mech= and statistic
// comparisons only (a buffer expectation has one NAME=[...] or
// NAME[i]=v; a status expectation has status=).
func isMetricExpect(text string) bool {
	fs := strings.Fields(text)
	if len(fs) == 0 {
		return false
	}
	isMetric := false
	for _, f := range fs {
		switch {
		case strings.HasPrefix(f, "mech="):
		case strings.HasPrefix(f, "status="), strings.ContainsAny(f, "[]"):
			return false
		default:
			isMetric = true
		}
	}
	if len(fs) == 1 && !strings.ContainsAny(fs[0], "<>!") {
		// NAME=v alone is a metric only for a statistic of the run JSON
		// (a buffer needs NAME=[...] or NAME[i]=v).
		name, _, _ := strings.Cut(fs[0], "=")
		_, ok := metric(&sim.Result{}, name)
		return ok
	}
	return isMetric
}

func parseMetric(f string) (MetricCheck, error) {
	for _, op := range []string{"<=", ">=", "!=", "=", "<", ">"} {
		if i := strings.Index(f, op); i > 0 {
			v, err := strconv.ParseFloat(f[i+len(op):], 64)
			if err != nil {
				return MetricCheck{}, fmt.Errorf("%s: %q is not a number", f, f[i+len(op):])
			}
			if !isIdent(f[:i]) || isNumber(f[:i]) {
				return MetricCheck{}, fmt.Errorf("%s: %q is not a statistic name", f, f[:i])
			}
			return MetricCheck{Stat: f[:i], Op: op, Value: v}, nil
		}
	}
	return MetricCheck{}, fmt.Errorf("%s: want STAT=v, STAT>=v, STAT<=v, STAT<v, STAT>v or STAT!=v", f)
}

// metric returns the named statistic of r: a number key of the run JSON,
// or a mechanism statistic.
func metric(r *sim.Result, name string) (float64, bool) {
	if v, ok := r.Stats.Mechanism.Get(name); ok {
		return float64(v), true
	}
	b, err := json.Marshal(r.Stats)
	if err != nil {
		return 0, false
	}
	var all map[string]any
	if json.Unmarshal(b, &all) != nil {
		return 0, false
	}
	v, ok := all[name].(float64)
	return v, ok
}

func checkMetrics(e *Expect, r *sim.Result) []error {
	var errs []error
	for _, c := range e.Metrics {
		v, ok := metric(r, c.Stat)
		if !ok {
			errs = append(errs, fmt.Errorf("simtc:expect %s: no statistic %s under %s", e.Text, c.Stat, r.Mechanism))
			continue
		}
		var good bool
		switch c.Op {
		case "=":
			good = v == c.Value
		case "!=":
			good = v != c.Value
		case "<":
			good = v < c.Value
		case "<=":
			good = v <= c.Value
		case ">":
			good = v > c.Value
		case ">=":
			good = v >= c.Value
		}
		if !good {
			errs = append(errs, fmt.Errorf("simtc:expect %s: %s is %s under %s, want %s %s", e.Text, c.Stat, strconv.FormatFloat(v, 'g', -1, 64), r.Mechanism, c.Op, strconv.FormatFloat(c.Value, 'g', -1, 64)))
		}
	}
	return errs
}
