package sim

import "syscall"

// physicalMemory is the machine's physical memory in bytes.
func physicalMemory() (int64, bool) {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil || si.Totalram == 0 {
		return 0, false
	}
	n := uint64(si.Totalram) * uint64(si.Unit)
	if n == 0 || n > 1<<62 {
		return 0, false
	}
	return int64(n), true
}

// addressSpaceLimit is the soft RLIMIT_AS in bytes, when there is one.
func addressSpaceLimit() (int64, bool) {
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) != nil || rl.Cur == ^uint64(0) || rl.Cur > 1<<62 {
		return 0, false
	}
	return int64(rl.Cur), true
}
