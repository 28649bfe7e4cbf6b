package main

import (
	"fmt"
	"os"
	"strconv"

	"vocedocs/tools/bench"
)

func gen(root, dir, n string) {
	k, _ := strconv.Atoi(n)
	if err := bench.GenerateContent(root, dir, k); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
