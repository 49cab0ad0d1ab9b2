package minic

// Nested designators (C11 6.7.9p7): a chain of designators names a
// sub-object inside the element the first one chooses: { .a.b = 1 },
// { [2].x = 3 }, { .arr[1] = 2 }. Like clang, a chain initializes that
// sub-object only: what an earlier initializer gave the enclosing
// element stays ({ .p = {1, 2}, .p.y = 5 } is {1, 5}), and a later
// initializer of the whole element replaces it. C continues positionally
// after a chain inside the designated element; mini-C reports an
// undesignated initializer after a chain instead.

// elemAt returns the type of element (member) k of the aggregate t.
func elemAt(t *Type, k int64) *Type {
	if t.Kind == Struct {
		return t.Rec.Fields[k].Type
	}
	return t.Elem
}

// nestedInit returns the positional initializer of the sub-object of type
// t (whose initializer so far is prev, nil for none) after the rest of
// it's designator chain (it.More) and it's value are applied.
func (c *checker) nestedInit(t *Type, prev *Initializer, it *Initializer) (*Initializer, bool) {
	base := &Initializer{Pos: it.Pos, Brace: true}
	switch {
	case prev == nil:
	case prev.Brace:
		base = prev // positional already: extended in place
	default:
		c.errorf(it.More[0].Pos, "a designator into '%s', which an expression initializes, is not supported by mini-C", t)
		return nil, false
	}
	d := it.More[0]
	sub := *it
	sub.Field, sub.Index, sub.DesigPos, sub.More = d.Field, d.Index, d.Pos, it.More[1:]
	s, ok := c.designated(t, &sub)
	if !ok {
		return nil, false
	}
	et := elemAt(t, s)
	var v *Initializer
	if len(sub.More) > 0 {
		var p *Initializer
		if s < int64(len(base.List)) {
			p = base.List[s]
		}
		v, ok = c.nestedInit(et, p, &sub)
	} else {
		sub.Field, sub.Index = "", nil
		j := 0
		v, ok = c.subInit(et, []*Initializer{&sub}, &j)
	}
	if !ok {
		return nil, false
	}
	if t.Kind == Struct && t.Rec.Union {
		base.List = nil // a union holds the last member initialized
	}
	for int64(len(base.List)) <= s {
		base.List = append(base.List, nil)
	}
	base.List[s] = v
	return base, true
}
