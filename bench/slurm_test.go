package bench

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSlurmArrayJobMatchesOneMachine starts a real single-node Slurm
// (slurmctld and slurmd in the foreground, with munge authentication),
// submits deploy/slurm/submit.sh (an array job of 4 shards plus the
// dependent merge job) over the bundled suite, and requires the merged
// report to be byte-identical to `simtc bench --format json` on this
// machine. It skips, saying why, where the daemons cannot run (not root,
// Slurm or munge missing, the controller never comes up). Every wait is
// bounded.
func TestSlurmArrayJobMatchesOneMachine(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: not starting Slurm")
	}
	if os.Geteuid() != 0 {
		t.Skip("not root: cannot start slurmctld and slurmd as SlurmUser root")
	}
	for _, tool := range []string{"slurmctld", "slurmd", "sbatch", "sinfo", "squeue", "munge", "unmunge", "munged"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (apt-get install slurm-wlm munge; .ci/run installs them): not testing the Slurm deployment", tool)
		}
	}
	startMunge(t)

	dir := t.TempDir()
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	ctld, slurmd := freePort(t), freePort(t)
	for _, d := range []string{"state", "spool", "out", "work"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	conf := filepath.Join(dir, "slurm.conf")
	if err := os.WriteFile(conf, []byte(fmt.Sprintf(`ClusterName=simtctest
SlurmctldHost=%[1]s(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=%[2]s/state
SlurmdSpoolDir=%[2]s/spool
SlurmctldPidFile=%[2]s/slurmctld.pid
SlurmdPidFile=%[2]s/slurmd.pid
SlurmctldPort=%[3]d
SlurmdPort=%[4]d
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
ReturnToService=2
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SlurmctldLogFile=%[2]s/slurmctld.log
SlurmdLogFile=%[2]s/slurmd.log
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=%[5]d State=UNKNOWN
PartitionName=simtc Nodes=%[1]s Default=YES MaxTime=INFINITE State=UP
`, host, dir, ctld, slurmd, runtime.NumCPU())), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "SLURM_CONF="+conf)
	logs := func() string {
		var b strings.Builder
		for _, f := range []string{"slurmctld.log", "slurmd.log", "slurmctld.out", "slurmd.out"} {
			data, _ := os.ReadFile(filepath.Join(dir, f))
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			if len(lines) > 15 {
				lines = lines[len(lines)-15:]
			}
			fmt.Fprintf(&b, "--- %s:\n%s\n", f, strings.Join(lines, "\n"))
		}
		return b.String()
	}
	daemon := func(name string) {
		out, err := os.Create(filepath.Join(dir, name+".out"))
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(name, "-D")
		cmd.Env, cmd.Stdout, cmd.Stderr = env, out, out
		if err := cmd.Start(); err != nil {
			t.Skipf("cannot start %s: %v", name, err)
		}
		t.Cleanup(func() {
			// SIGTERM lets slurmctld reap its script helper; kill after 15 s.
			cmd.Process.Signal(syscall.SIGTERM)
			done := make(chan struct{})
			go func() { cmd.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(15 * time.Second):
				cmd.Process.Kill()
				<-done
			}
			out.Close()
		})
	}
	daemon("slurmctld")
	daemon("slurmd")
	run := func(timeout time.Duration, cwd string, extraEnv []string, name string, args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Env, cmd.Dir = append(append([]string(nil), env...), extraEnv...), cwd
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return out.String(), err
	}
	if !poll(60*time.Second, func() bool {
		out, err := run(10*time.Second, dir, nil, "sinfo", "-h", "-o", "%T")
		return err == nil && strings.Contains(out, "idle")
	}) {
		t.Skipf("the single-node Slurm did not come up within 60 s (no daemons here?):\n%s", logs())
	}

	bin := filepath.Join(dir, "simtc")
	if out, err := run(5*time.Minute, "..", nil, "go", "build", "-o", bin, "./cmd/simtc"); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	suite, err := filepath.Abs("../testdata/bench")
	if err != nil {
		t.Fatal(err)
	}
	submit, err := filepath.Abs("../deploy/slurm/submit.sh")
	if err != nil {
		t.Fatal(err)
	}
	outDir := filepath.Join(dir, "out")
	jobEnv := []string{"SIMTC=" + bin, "SIMTC_SUITE=" + suite, "SIMTC_OUT=" + outDir}
	out, err := run(60*time.Second, filepath.Join(dir, "work"), jobEnv, submit, "4")
	if err != nil {
		t.Fatalf("submit.sh: %v\n%s\n%s", err, out, logs())
	}
	mergeJob := strings.TrimSpace(out)
	report := filepath.Join(outDir, "bench.json")
	if !poll(5*time.Minute, func() bool {
		q, err := run(10*time.Second, dir, nil, "squeue", "-h", "-o", "%i %T %r")
		if err != nil || strings.TrimSpace(q) != "" {
			return false
		}
		_, err = os.Stat(report)
		return err == nil
	}) {
		q, _ := run(10*time.Second, dir, nil, "squeue", "-o", "%i %T %r")
		jobLogs, _ := filepath.Glob(filepath.Join(dir, "work", "*.log"))
		var jl strings.Builder
		for _, f := range jobLogs {
			data, _ := os.ReadFile(f)
			fmt.Fprintf(&jl, "--- %s:\n%s\n", filepath.Base(f), data)
		}
		t.Fatalf("merge job %s: no %s within 5 minutes\nsqueue:\n%s\n%s%s", mergeJob, report, q, jl.String(), logs())
	}
	shards, _ := filepath.Glob(filepath.Join(outDir, "shards", "*.jsonl"))
	if len(shards) != 4 {
		t.Errorf("%d shards, want 4: %v", len(shards), shards)
	}
	merged, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	single, err := run(5*time.Minute, dir, nil, bin, "bench", "--format", "json", suite)
	// bench exits 1 when a simtc:expect fails; the report is still whole.
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
		t.Fatalf("simtc bench: %v\n%s", err, single)
	}
	if single != string(merged) {
		t.Fatalf("the Slurm report differs from the one-machine run (%d vs %d bytes)", len(merged), len(single))
	}
}

// startMunge makes sure munged answers, starting it when it does not, or
// skips.
func startMunge(t *testing.T) {
	t.Helper()
	works := func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		cred, err := exec.CommandContext(ctx, "munge", "-n").Output()
		if err != nil {
			return false
		}
		cmd := exec.CommandContext(ctx, "unmunge")
		cmd.Stdin = bytes.NewReader(cred)
		return cmd.Run() == nil
	}
	if works() {
		return
	}
	if _, err := os.Stat("/etc/munge/munge.key"); err != nil {
		t.Skipf("munge has no key (/etc/munge/munge.key: %v): not testing the Slurm deployment", err)
	}
	os.MkdirAll("/run/munge", 0o755)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// munged daemonizes; as the munge user when it exists, else forced as root.
	if err := exec.CommandContext(ctx, "chown", "munge:munge", "/run/munge").Run(); err == nil {
		exec.CommandContext(ctx, "runuser", "-u", "munge", "--", "munged").Run()
	}
	if !poll(10*time.Second, works) {
		exec.CommandContext(ctx, "munged", "--force").Run()
	}
	if !poll(10*time.Second, works) {
		t.Skip("munged does not start here: not testing the Slurm deployment")
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// poll calls ok every half second until it returns true or d has passed.
func poll(d time.Duration, ok func() bool) bool {
	deadline := time.Now().Add(d)
	for {
		if ok() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(500 * time.Millisecond)
	}
}
