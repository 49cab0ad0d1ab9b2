// Package outfile writes the files simtc's commands produce (-o, --out,
// lint --fix) the way compilers do:
//
//   - "-" is standard output;
//   - a character device, a FIFO or a socket (/dev/null, /dev/stdout, a
//     pipe) is written in place, never replaced;
//   - a symbolic link is written through: its target is the file written;
//   - a regular file, or a new one, is replaced atomically: the data goes to
//     a temporary file in the target's directory, which is synced and
//     renamed over the target, so a reader sees the old file or the whole
//     new one. The temporary file is removed on any error and when the
//     process is interrupted (SIGINT, SIGTERM) before the rename.
//
// It is the one place that writes output files; the commands and the LLVM
// writer go through it.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
)

// Stdout is the name that means standard output.
const Stdout = "-"

// Options tune Write for tests.
type Options struct {
	// BeforeRename, when set, is called after the temporary file is
	// written and synced and before it is renamed (tests interrupt the
	// process there).
	BeforeRename func(tmp string)
}

// Write writes data to path (see the package documentation); stdout
// receives it for "-". Errors name the path.
func Write(path string, data []byte, perm fs.FileMode, stdout io.Writer) error {
	return WriteWith(path, data, perm, stdout, Options{})
}

// WriteWith is Write with options.
func WriteWith(path string, data []byte, perm fs.FileMode, stdout io.Writer, o Options) error {
	if path == Stdout {
		_, err := stdout.Write(data)
		return err
	}
	target := path
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		// Write through the link: to its target, resolved (a dangling
		// link's target is created).
		if target, err = resolve(path); err != nil {
			return err
		}
	}
	fi, err := os.Stat(target)
	switch {
	case err == nil && fi.IsDir():
		return &os.PathError{Op: "write", Path: path, Err: syscall.EISDIR}
	case err == nil && !fi.Mode().IsRegular():
		// A device, a FIFO, a socket: write in place.
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return err
	}
	return replace(target, data, perm, o)
}

// resolve returns the file a symbolic link leads to, following chains; a
// dangling link gives the path it names.
func resolve(path string) (string, error) {
	for range 40 {
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		fi, err := os.Lstat(dest)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return dest, nil
		}
		path = dest
	}
	return "", &os.PathError{Op: "write", Path: path, Err: syscall.ELOOP}
}

// replace writes data to a temporary file beside target and renames it
// over target.
func replace(target string, data []byte, perm fs.FileMode, o Options) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	stop := removeOnSignal(name)
	defer stop()
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(name)
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if o.BeforeRename != nil {
		o.BeforeRename(name)
	}
	if err = os.Rename(name, target); err != nil {
		return fmt.Errorf("%s: %w", target, err)
	}
	return nil
}

// removeOnSignal removes the file name if the process is interrupted
// (SIGINT, SIGTERM) before the returned stop is called, and then ends the
// process as the signal would have.
func removeOnSignal(name string) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	var once sync.Once
	go func() {
		select {
		case s := <-ch:
			os.Remove(name)
			signal.Stop(ch)
			// The default action of the signal, now that nothing
			// catches it: the exit status says it was interrupted.
			if p, err := os.FindProcess(os.Getpid()); err == nil {
				p.Signal(s)
			}
			select {} // wait for the signal to end the process
		case <-done:
		}
	}()
	return func() {
		once.Do(func() {
			signal.Stop(ch)
			close(done)
		})
	}
}
