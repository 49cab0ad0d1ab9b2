package preproc

import (
	"sort"
	"strings"
)

// hideSet is the set of macro names a token must not be expanded by: the
// "painted blue" rule, kept per token as in Prosser's algorithm. It is an
// index into hideSets, so tokens stay small and the set operations of one
// run are computed once each; 0 is the empty set.
type hideSet int32

// hideSets interns the hide sets of one run and memoizes their operations.
type hideSets struct {
	sets  [][]string // sorted names, by hideSet
	index map[string]hideSet
	withs map[withKey]hideSet
	pairs map[pairKey]hideSet
}

type withKey struct {
	h    hideSet
	name string
}

type pairKey struct {
	a, b  hideSet
	union bool
}

func newHideSets() hideSets {
	return hideSets{
		sets:  [][]string{nil},
		index: map[string]hideSet{"": 0},
		withs: map[withKey]hideSet{},
		pairs: map[pairKey]hideSet{},
	}
}

// intern returns the hideSet of the sorted names.
func (s *hideSets) intern(names []string) hideSet {
	key := strings.Join(names, "\x00")
	if h, ok := s.index[key]; ok {
		return h
	}
	h := hideSet(len(s.sets))
	s.sets = append(s.sets, names)
	s.index[key] = h
	return h
}

func (s *hideSets) has(h hideSet, name string) bool {
	set := s.sets[h]
	i := sort.SearchStrings(set, name)
	return i < len(set) && set[i] == name
}

// with returns h ∪ {name}.
func (s *hideSets) with(h hideSet, name string) hideSet {
	k := withKey{h, name}
	if r, ok := s.withs[k]; ok {
		return r
	}
	set := s.sets[h]
	i := sort.SearchStrings(set, name)
	r := h
	if i == len(set) || set[i] != name {
		names := make([]string, 0, len(set)+1)
		names = append(names, set[:i]...)
		names = append(names, name)
		r = s.intern(append(names, set[i:]...))
	}
	s.withs[k] = r
	return r
}

// union returns a ∪ b.
func (s *hideSets) union(a, b hideSet) hideSet {
	switch {
	case a == b || b == 0:
		return a
	case a == 0:
		return b
	}
	return s.pair(a, b, true)
}

// intersect returns a ∩ b.
func (s *hideSets) intersect(a, b hideSet) hideSet {
	switch {
	case a == b:
		return a
	case a == 0 || b == 0:
		return 0
	}
	return s.pair(a, b, false)
}

func (s *hideSets) pair(a, b hideSet, union bool) hideSet {
	k := pairKey{a, b, union}
	if r, ok := s.pairs[k]; ok {
		return r
	}
	x, y := s.sets[a], s.sets[b]
	var names []string
	i, j := 0, 0
	for i < len(x) && j < len(y) {
		switch {
		case x[i] < y[j]:
			if union {
				names = append(names, x[i])
			}
			i++
		case x[i] > y[j]:
			if union {
				names = append(names, y[j])
			}
			j++
		default:
			names = append(names, x[i])
			i++
			j++
		}
	}
	if union {
		names = append(names, x[i:]...)
		names = append(names, y[j:]...)
	}
	r := s.intern(names)
	s.pairs[k] = r
	return r
}
