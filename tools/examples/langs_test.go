package examples

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

var goPackageRe = regexp.MustCompile(`(?m)^package \w+`)

// checkBash parses the block without running it.
func checkBash(_ *Env, dir string, b Block) error {
	p, err := write(dir, "example.sh", b.Code)
	if err != nil {
		return err
	}
	return run(dir, nil, "bash", "-n", p)
}

// checkJS parses the block as an ES module (the examples use import and
// top-level await).
func checkJS(_ *Env, dir string, b Block) error {
	name := fileName(b, "example.mjs")
	if !strings.HasSuffix(name, ".mjs") {
		name = strings.TrimSuffix(name, filepath.Ext(name)) + ".mjs"
	}
	p, err := write(dir, name, b.Code)
	if err != nil {
		return err
	}
	return run(dir, nil, "node", "--check", p)
}

func checkPython(_ *Env, dir string, b Block) error {
	p, err := write(dir, fileName(b, "example.py"), b.Code)
	if err != nil {
		return err
	}
	return run(dir, []string{"PYTHONPYCACHEPREFIX=" + filepath.Join(dir, "pycache")}, "python3", "-m", "py_compile", p)
}

// checkPHP lints the block; one without an opening tag is code to paste
// into a PHP file (functions.php, a snippets plugin), checked as such.
func checkPHP(_ *Env, dir string, b Block) error {
	code := b.Code
	if !strings.HasPrefix(strings.TrimSpace(code), "<?php") {
		code = "<?php\n" + code
	}
	p, err := write(dir, fileName(b, "example.php"), code)
	if err != nil {
		return err
	}
	return run(dir, nil, "php", "-l", "-n", p)
}

// checkGo parses every Go block (one without a package clause, a function
// to paste into your program, as part of a file); a whole program (package
// main) is also type-checked and vetted on its own, as `go run` builds it.
func checkGo(_ *Env, dir string, b Block) error {
	code := b.Code
	if !goPackageRe.MatchString(code) {
		code = "package example\n\n" + code
	}
	p, err := write(dir, fileName(b, "example.go"), code)
	if err != nil {
		return err
	}
	if err := run(dir, nil, "gofmt", "-e", "-l", p); err != nil {
		return err
	}
	if !strings.HasPrefix(strings.TrimSpace(b.Code), "package main") {
		return nil
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example\n\ngo 1.21\n"), 0o644); err != nil {
		return err
	}
	return run(dir, []string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local"}, "go", "vet", ".")
}
