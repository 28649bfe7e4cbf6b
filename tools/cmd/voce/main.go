// Command voce runs one pipeline step outside mage; used by the tests and
// the bench so they call exactly what the targets call.
package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	"vocedocs/tools/pipeline"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: voce data ROOT")
		os.Exit(2)
	}
	// VOCE_CPUPROFILE=FILE writes a CPU profile of the step, for
	// `go tool pprof` when a budget of the bench is missed.
	if f := os.Getenv("VOCE_CPUPROFILE"); f != "" {
		out, err := os.Create(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(out)
		defer pprof.StopCPUProfile()
	}
	switch os.Args[1] {
	case "data":
		// voce data ROOT [OUT]: OUT defaults to ROOT/build/data.
		root := os.Args[2]
		out := root + "/build/data"
		if len(os.Args) > 3 {
			out = os.Args[3]
		}
		_, err := pipeline.Data(pipeline.Options{Root: root, Out: out, Log: os.Stdout})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	case "dev":
		// voce dev REPO SITE: mage dev for another content folder.
		if err := pipeline.Dev(pipeline.DevOptions{Root: os.Args[2], Site: os.Args[3], Log: os.Stdout}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	case "build":
		// voce build REPO SITE: mage build for another content folder.
		if err := pipeline.Build(pipeline.BuildOptions{Root: os.Args[2], Site: os.Args[3], Log: os.Stdout}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	case "gen":
		gen(os.Args[2], os.Args[3], os.Args[4])
	default:
		fmt.Fprintln(os.Stderr, "unknown step", os.Args[1])
		os.Exit(2)
	}
}
