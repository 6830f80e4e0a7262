package trace

import (
	"encoding/json"
	"fmt"
	"os"
)

// Mocks is the mock provider's whole behaviour for one program, written by
// pclgen as one JSON file (see WriteMocks) so that every language's driver
// only looks values up and every run sees the same provider.
//
//	{
//	  "resources": {"TYPE::NAME": {"id": "...", "state": {PROPERTY: VALUE}}},
//	  "invokes": {"TOKEN": {PROPERTY: VALUE}},
//	  "config": {"project:KEY": "string as the engine passes it"},
//	  "secretKeys": ["project:KEY"],
//	  "failures": {"TYPE::NAME": "the provider's error message"}
//	}
//
// A resource's state is the outputs its mock provider adds to the inputs it
// was given: the driver answers NewResource with id and inputs merged with
// state (state wins). A resource whose TYPE::NAME is missing gets id
// "NAME_id" and its inputs. A resource in failures is not created: the
// driver records its registration and answers it with an error of that
// message (the SDK rejects the resource's outputs with it). An invoke
// answers with invokes[TOKEN], or an empty object. Values use the trace's
// JSON value encoding.
type Mocks struct {
	Resources  map[string]MockResource   `json:"resources"`
	Invokes    map[string]map[string]any `json:"invokes"`
	Config     map[string]string         `json:"config"`
	SecretKeys []string                  `json:"secretKeys"`
	Failures   map[string]string         `json:"failures"`
}

// MockResource is the mock provider's answer for one resource.
type MockResource struct {
	ID    string         `json:"id"`
	State map[string]any `json:"state"`
}

// MockKey is the key of a resource in Mocks.Resources.
func MockKey(typ, name string) string { return typ + "::" + name }

// WriteMocks writes m as indented JSON to path.
func WriteMocks(path string, m *Mocks) error {
	if m.Resources == nil {
		m.Resources = map[string]MockResource{}
	}
	if m.Invokes == nil {
		m.Invokes = map[string]map[string]any{}
	}
	if m.Config == nil {
		m.Config = map[string]string{}
	}
	if m.SecretKeys == nil {
		m.SecretKeys = []string{}
	}
	if m.Failures == nil {
		m.Failures = map[string]string{}
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding mocks: %w", err)
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
