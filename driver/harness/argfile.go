// Bounded argument contents (issue 34): a file-backed buffer is looked at
// before it is read and read with a bound, and a value list is counted
// before it is expanded, so a few bytes on the command line
// (p=int32[4]:@/dev/zero, p=int32[4]:0*268435456) cannot exhaust memory.

package harness

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/simtc/simtc/frontend"
	"github.com/simtc/simtc/sim"
)

// maxListValues bounds the values of an expectation's list
// ("counter=[0*N]"), which is expanded: 16M.
const maxListValues = 1 << 24

// readArgFile fills dst with the contents of path, which must be a
// regular file of exactly len(dst) bytes (what says what dst holds). A
// device, FIFO or directory is refused without being read, and the file
// is read with a bound whatever its size becomes.
func readArgFile(path string, dst []byte, what string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("file %s is not a regular file (%s)", path, frontend.FileKind(fi.Mode()))
	}
	if fi.Size() != int64(len(dst)) {
		return fmt.Errorf("file %s has %d bytes, want %d (%s)", path, fi.Size(), len(dst), what)
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return err
	}
	if !fi.Mode().IsRegular() { // replaced since the Stat
		return fmt.Errorf("file %s is not a regular file (%s)", path, frontend.FileKind(fi.Mode()))
	}
	if _, err := io.ReadFull(f, dst); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return fmt.Errorf("file %s has fewer than %d bytes (%s)", path, len(dst), what)
		}
		return err
	}
	var one [1]byte
	if n, _ := f.Read(one[:]); n != 0 {
		return fmt.Errorf("file %s has more than %d bytes (%s)", path, len(dst), what)
	}
	return nil
}

// countList counts the values of a list "1,2*3,4" without expanding it
// (saturating), with expandList's errors.
func countList(s string) (int64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	var n int64
	for _, f := range strings.Split(s, ",") {
		_, k, err := listItem(s, f)
		if err != nil {
			return 0, err
		}
		if n += int64(k); n > 1<<62 {
			n = 1 << 62
		}
	}
	return n, nil
}

// listItem splits an item "v" or "v*count" of list s.
func listItem(s, f string) (string, int, error) {
	f = strings.TrimSpace(f)
	v, cnt, rep := strings.Cut(f, "*")
	if v == "" {
		return "", 0, fmt.Errorf("empty value in list %q", s)
	}
	k := 1
	if rep {
		var err error
		k, err = strconv.Atoi(cnt)
		if err != nil || k < 0 || k > 1<<28 {
			return "", 0, fmt.Errorf("bad repetition count in %q", f)
		}
	}
	return v, k, nil
}

// fillList fills the n elements of type t in b from the list s: counted
// first (its length must be n), then each value converted once and
// repeated, never expanded into strings.
func fillList(b []byte, t sim.ElemType, n int, s string) error {
	cnt, err := countList(s)
	if err != nil {
		return err
	}
	if cnt != int64(n) {
		return fmt.Errorf("%d values for %d elements", cnt, n)
	}
	if n == 0 {
		return nil
	}
	sz := t.Size()
	i := 0
	for _, f := range strings.Split(s, ",") {
		v, k, _ := listItem(s, f)
		if k == 0 {
			continue
		}
		if err := putElem(b, t, i, v); err != nil {
			return fmt.Errorf("element %d: %v", i, err)
		}
		elem := b[i*sz : (i+1)*sz]
		for j := 1; j < k; j++ {
			copy(b[(i+j)*sz:], elem)
		}
		i += k
	}
	return nil
}
