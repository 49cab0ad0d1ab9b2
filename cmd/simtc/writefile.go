package main

import (
	"os"
	"path/filepath"
	"syscall"
)

// writeFileAtomic writes data to path so that readers see either the old
// file or the whole new one, never a partial write: the data goes to a
// temporary file in the same directory (so the rename stays within one
// file system), which is synced and renamed over path. On any error the
// temporary file is removed and path is untouched.
func writeFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return &os.PathError{Op: "write", Path: path, Err: syscall.EISDIR}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
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
	return os.Rename(tmp.Name(), path)
}
