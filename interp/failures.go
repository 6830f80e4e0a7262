package interp

import (
	"errors"
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// A registration the provider fails (a conformance provider's fact, see
// providerFacts.failCreate) fails as it does in every SDK: the registration
// is sent (and recorded), the resource's outputs are rejected with the
// provider's message, and the program goes on. An expression that reads the
// resource fails with that message (recover, try and can catch it); a node
// that fails so is itself failed: a resource that reads a failed one, or
// names it in dependsOn, is not registered, and an output that reads one is
// not exported. Everything else still runs, and the run ends with the first
// such error. The mocks carry the failure (trace.Mocks.Failures), so the
// SDK's mock answers the registration with the same error.

// failedRefExtra marks a diagnostic of an expression that reads a failed
// resource.
type failedRefExtra struct{}

// registrationError is the error of a failed registration.
func registrationError(name, msg string) error {
	return &runError{msg: fmt.Sprintf("resource %q: %s", name, msg), failed: true}
}

// failedRef reports the message of a failed definition e reads, if any.
func (r *runner) failedRef(e model.Expression) (string, bool) {
	if len(r.failedDefs) == 0 || e == nil {
		return "", false
	}
	msg, found := "", false
	model.Walk(e, func(x model.Expression) bool {
		if found {
			return false
		}
		if t, ok := x.(*model.ScopeTraversalExpression); ok && t.Definition != nil {
			if m, ok := lookupFailed(r.failedDefs, t.Definition); ok {
				msg, found = m, true
				return false
			}
		}
		return true
	})
	return msg, found
}

// lookupFailed finds def in m, recovering from a definition that cannot be
// a map key.
func lookupFailed(m map[model.Definition]string, def model.Definition) (msg string, ok bool) {
	defer func() {
		if recover() != nil {
			msg, ok = "", false
		}
	}()
	msg, ok = m[def]
	return msg, ok
}

// failedRefDiags returns the diagnostics of evaluating e when it reads a
// failed resource, nil when it does not.
func (r *runner) failedRefDiags(e model.Expression) hcl.Diagnostics {
	msg, ok := r.failedRef(e)
	if !ok {
		return nil
	}
	d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Failed resource", Detail: msg, Extra: failedRefExtra{}}
	if rng := e.SyntaxNode().Range(); rng.Filename != "" {
		d.Subject = &rng
	}
	return hcl.Diagnostics{d}
}

// failedDependsOn returns the error of a resource that names a failed
// resource in its dependsOn option, nil when it does not.
func (r *runner) failedDependsOn(o *binder.ResourceOptions, name string) error {
	if o == nil || o.DependsOn == nil {
		return nil
	}
	if msg, ok := r.failedRef(o.DependsOn); ok {
		return &runError{msg: fmt.Sprintf("resource %q depends on a failed resource: %s", name, msg), failed: true}
	}
	return nil
}

// nodeFailed records that node n failed because a registration failed, and
// reports whether err is such a failure (the run goes on).
func (r *runner) nodeFailed(n binder.Node, err error) bool {
	var re *runError
	if !errors.As(err, &re) || !re.failed {
		return false
	}
	if r.failedDefs == nil {
		r.failedDefs = map[model.Definition]string{}
	}
	r.failedDefs[n] = re.msg
	if r.registrationErr == nil {
		r.registrationErr = err
	}
	return true
}
