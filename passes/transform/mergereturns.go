// Merge-returns gives a function a single exit block, as LLVM's
// -mergereturn (UnifyFunctionExitNodes) does, so that post-dominance has
// one real root and every branch has an immediate post-dominator inside
// the function.
//
//	before                           after
//
//	      entry                           entry
//	      /   \                           /   \
//	     a     b                         a     b
//	   ret %x  ret %y                    |     |
//	                                      \   /
//	                                     return:
//	                                       %r = phi [%x, ^a], [%y, ^b]
//	                                       ret %r
//
// Algorithm:
//  1. Collect the blocks that end in ret, in layout order; with fewer than
//     two there is nothing to do.
//  2. Add the block "return" at the end of the function, with a phi of the
//     return type when the function returns a value.
//  3. Replace each ret by a br to "return" and give the phi the returned
//     value for that edge.
//  4. End "return" with ret of the phi (or a plain ret), at the position of
//     the last original ret.
//
// Blocks ending in unreachable are not exits and are left alone.

package transform

import "github.com/simtc/simtc/ir"

// MergeReturns rewrites f so that at most one block ends in ret.
func MergeReturns(f *ir.Func) {
	var rets []*ir.Block
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			rets = append(rets, b)
		}
	}
	if len(rets) < 2 {
		return
	}
	pos := rets[len(rets)-1].Terminator().Pos
	exit := f.NewBlock("return")
	bld := ir.NewBuilder(f)
	bld.SetBlock(exit)
	bld.SetPos(pos)
	var phi *ir.Instr
	if f.Ret != nil && f.Ret != ir.Void {
		phi = bld.Phi(f.Ret)
	}
	for _, b := range rets {
		t := b.Terminator()
		var v ir.Value
		if len(t.Args) > 0 {
			v = t.Args[0]
		}
		tpos := t.Pos
		t.Remove()
		bld.SetBlock(b)
		bld.SetPos(tpos)
		bld.Br(exit)
		if phi != nil {
			if v == nil {
				v = ir.Undef(f.Ret)
			}
			phi.AddArg(v)
		}
	}
	bld.SetBlock(exit)
	bld.SetPos(pos)
	if phi != nil {
		bld.Ret(phi)
	} else {
		bld.Ret(nil)
	}
}
