package readmesection

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSection(t *testing.T) {
	const begin, end = "<!-- t: begin -->\n", "<!-- t: end -->\n"
	path := filepath.Join(t.TempDir(), "README.md")
	doc := "intro\n" + begin + "old\n" + end + "outro\n"
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Find(path, begin, end)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(s.Text()); got != "old\n" {
		t.Errorf("Text %q, want %q", got, "old\n")
	}
	for _, tc := range []struct {
		got       string
		update    bool
		wantStale bool
		wantDoc   string
	}{
		{"old\n", false, false, doc},
		{"new\n", false, true, doc},
		{"new\n", true, false, "intro\n" + begin + "new\n" + end + "outro\n"},
	} {
		stale, err := s.Sync([]byte(tc.got), tc.update)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if stale != tc.wantStale || string(b) != tc.wantDoc {
			t.Errorf("Sync(%q, %v): stale %v, file %q; want %v, %q", tc.got, tc.update, stale, b, tc.wantStale, tc.wantDoc)
		}
	}
	for _, bad := range []string{"intro\n", end + begin} {
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Find(path, begin, end); err == nil || !strings.Contains(err.Error(), "no section between") {
			t.Errorf("Find in %q: %v, want no section", bad, err)
		}
	}
}
