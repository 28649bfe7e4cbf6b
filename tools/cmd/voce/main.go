// Command voce runs one pipeline step outside mage; used by the tests and
// the bench so they call exactly what the targets call.
package main

import (
	"fmt"
	"os"
	"strconv"

	"vocedocs/tools/bench"
	"vocedocs/tools/pipeline"
)

const usage = "usage: voce data ROOT [OUT] | voce build REPO SITE | voce gen REPO DIR PAGES"

func main() {
	args := os.Args[1:]
	var err error
	switch {
	case len(args) >= 2 && args[0] == "data":
		// OUT defaults to ROOT/build/data.
		out := args[1] + "/build/data"
		if len(args) > 2 {
			out = args[2]
		}
		_, err = pipeline.Data(pipeline.Options{Root: args[1], Out: out, Log: os.Stdout})
	case len(args) == 3 && args[0] == "build":
		// mage build for another content folder.
		err = pipeline.Build(pipeline.BuildOptions{Root: args[1], Site: args[2], Log: os.Stdout})
	case len(args) == 4 && args[0] == "gen":
		pages, convErr := strconv.Atoi(args[3])
		if convErr != nil {
			fmt.Fprintln(os.Stderr, usage)
			os.Exit(2)
		}
		err = bench.GenerateContent(args[1], args[2], pages)
	default:
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
