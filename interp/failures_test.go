package interp

import (
	"strings"
	"testing"
)

func TestRunFailedRegistration(t *testing.T) {
	tr, m := runFiles(t, map[string]string{"main.pp": `
resource failing "fail_on_create:index:Resource" {
  value = false
}
resource dependent "random:index/randomPet:RandomPet" {
  prefix = "p"
  options {
    dependsOn = [failing]
  }
}
resource readsOutput "random:index/randomPet:RandomPet" {
  prefix = failing.value ? "a" : "b"
}
resource second "random:index/randomPet:RandomPet" {
  options {
    dependsOn = [readsOutput]
  }
}
resource independent "random:index/randomPet:RandomPet" {
  prefix = "i"
}
output recovered {
  value = recover(failing.urn, "recovered: ${error}")
}
output plain {
  value = failing.value
}
output fine {
  value = independent.prefix
}`}, Options{})
	if !strings.Contains(tr.Error, "failed create") {
		t.Errorf("error %q, want the provider's message", tr.Error)
	}
	var names []string
	for _, r := range tr.Resources {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, ","); got != "failing,independent" {
		t.Errorf("registered %s, want the failing resource and the independent one", got)
	}
	if got := jsonOf(tr.Outputs); !strings.Contains(got, `"recovered":"recovered: `) || !strings.Contains(got, `"fine":"i"`) || strings.Contains(got, `"plain"`) {
		t.Errorf("outputs %s", got)
	}
	if msg := m.Failures["fail_on_create:index:Resource::failing"]; msg != "failed create" {
		t.Errorf("mock failure %q", msg)
	}
	if _, ok := m.Resources["fail_on_create:index:Resource::failing"]; ok {
		t.Errorf("the failed resource has a mock state")
	}
}

func TestRunRecoveredFailureStillFails(t *testing.T) {
	tr, _ := runFiles(t, map[string]string{"main.pp": `
resource failing "fail_on_create:index:Resource" {
  value = false
}
output ok {
  value = recover(failing.value, error != "")
}`}, Options{})
	if tr.Error == "" {
		t.Errorf("the run succeeded; a failed registration fails the run even when the program recovers its outputs")
	}
	if got := jsonOf(tr.Outputs); got != `{"ok":true}` {
		t.Errorf("outputs %s", got)
	}
}
