package main

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"
)

// progress tells the person waiting what a long run is doing: a line on
// standard error as each phase starts and ends, and one every interval
// while a phase runs, so that a compile stage of minutes does not look like
// a hang.
type progress struct {
	w        io.Writer
	interval time.Duration
}

// phase runs f as the phase called name. done, when not nil, counts the
// phase's finished tests out of total for the periodic lines.
func (p progress) phase(name string, done *atomic.Int64, total int, f func() error) error {
	start := time.Now()
	elapsed := func() time.Duration { return time.Since(start).Round(time.Second) }
	fmt.Fprintf(p.w, "pclconform: %s...\n", name)
	stop, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		tick := time.NewTicker(p.interval)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if done != nil {
					fmt.Fprintf(p.w, "pclconform: %s: %d/%d tests, %s\n", name, done.Load(), total, elapsed())
				} else {
					fmt.Fprintf(p.w, "pclconform: %s: running, %s\n", name, elapsed())
				}
			}
		}
	}()
	err := f()
	close(stop)
	<-stopped
	if err == nil {
		fmt.Fprintf(p.w, "pclconform: %s: done in %s\n", name, elapsed())
	}
	return err
}
