//go:build ignore

// Zero-install entry point: `go run mage.go <target>` compiles and runs the
// targets in magefile.go without a mage binary on PATH.
package main

import (
	"os"

	"github.com/magefile/mage/mage"
)

func main() { os.Exit(mage.Main()) }
