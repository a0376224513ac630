package compile

import "fmt"

// stackDepth computes the deepest operand stack any path through code can
// reach, following fall-through, jump and exception-handler edges (like
// CPython's stackdepth()). It also checks that every path reaches each
// instruction with the same depth, which the interpreter relies on.
func stackDepth(code *Code) (int, error) {
	n := len(code.Code)
	depth := make([]int32, n+1)
	for i := range depth {
		depth[i] = -1
	}
	var work []int
	max := 0
	visit := func(pc, d int) error {
		if d < 0 {
			return fmt.Errorf("stack underflow at %d", pc)
		}
		if d > max {
			max = d
		}
		if pc >= n {
			return nil
		}
		if depth[pc] < 0 {
			depth[pc] = int32(d)
			work = append(work, pc)
			return nil
		}
		if int(depth[pc]) != d {
			return fmt.Errorf("instruction %d reached with stack depths %d and %d", pc, depth[pc], d)
		}
		return nil
	}
	if err := visit(0, 0); err != nil {
		return 0, err
	}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		d := int(depth[pc])
		op, arg := Decode(code.Code[pc])
		if h := code.HandlerAt[pc]; h >= 0 {
			hd := code.Handlers[h]
			if err := visit(int(hd.Target), int(hd.Depth)+1); err != nil {
				return 0, err
			}
		}
		after := d + stackEffect(op, arg)
		switch op {
		case RETURN_VALUE, RAISE_VARARGS, RERAISE:
			if after < 0 {
				return 0, fmt.Errorf("stack underflow at %d", pc)
			}
			continue
		case JUMP:
			if err := visit(arg, after); err != nil {
				return 0, err
			}
			continue
		case POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE:
			if err := visit(arg, after); err != nil {
				return 0, err
			}
		case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP:
			if err := visit(arg, d); err != nil {
				return 0, err
			}
		case FOR_ITER:
			if err := visit(arg, d-1); err != nil {
				return 0, err
			}
		case SEND:
			if err := visit(arg, d-1); err != nil {
				return 0, err
			}
		}
		if err := visit(pc+1, after); err != nil {
			return 0, err
		}
	}
	return max, nil
}
