package release

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Registry is a throwaway npm registry (Verdaccio) on 127.0.0.1 whose
// storage is a temporary folder: it serves what was published to it and
// nothing else (no uplink).
type Registry struct {
	URL    string // "http://127.0.0.1:PORT/"
	Token  string // a user's token, for publishing
	dir    string
	cmd    *exec.Cmd
	exited chan error
}

// verdaccioConfig keeps the registry offline: packages it does not hold are
// 404s, so a consumer's npm takes them from its usual registry.
const verdaccioConfig = `storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
uplinks: {}
packages:
  '**':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
log: { type: stdout, format: pretty, level: warn }
`

// InstallVerdaccio installs the Verdaccio that tools/release/verdaccio
// pins (package.json and its package-lock.json) into
// build/.cache/verdaccio with `npm ci`, unless the same lockfile is already
// installed there. It is kept out of the pnpm workspace: it is a tool of
// the tests, with ~330 packages and an override (node-fetch 2.7.0) the
// workspace has no business resolving. Returns the verdaccio binary.
func InstallVerdaccio(root string, log io.Writer) (string, error) {
	src := filepath.Join(root, "tools", "release", "verdaccio")
	dst := filepath.Join(root, "build", ".cache", "verdaccio")
	bin := filepath.Join(dst, "node_modules", ".bin", "verdaccio")
	lock, err := os.ReadFile(filepath.Join(src, "package-lock.json"))
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(lock)
	stamp := hex.EncodeToString(sum[:])
	if got, err := os.ReadFile(filepath.Join(dst, ".installed")); err == nil && string(got) == stamp {
		if _, err := os.Stat(bin); err == nil {
			return bin, nil
		}
	}
	fmt.Fprintln(log, "   installing Verdaccio (npm ci) into build/.cache/verdaccio")
	os.RemoveAll(dst)
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil { // package.json and its lockfile
		return "", err
	}
	cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = dst
	cmd.Env = npmEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("installing Verdaccio: npm ci: %v\n%s", err, out)
	}
	return bin, os.WriteFile(filepath.Join(dst, ".installed"), []byte(stamp), 0o644)
}

// StartRegistry starts Verdaccio on a free port of 127.0.0.1 with its
// storage in a new temporary folder, waits until it answers and creates a
// user to publish as. Close stops it and removes the folder.
func StartRegistry(root string, log io.Writer) (*Registry, error) {
	bin, err := InstallVerdaccio(root, log)
	if err != nil {
		return nil, err
	}
	var last error
	// The port is found free, then given to Verdaccio: another process may
	// take it in between, so a start that fails is tried on a new port.
	for range 3 {
		r, err := startVerdaccio(bin)
		if err == nil {
			return r, nil
		}
		last = err
	}
	return nil, last
}

func startVerdaccio(bin string) (*Registry, error) {
	dir, err := os.MkdirTemp("", "voce-registry-")
	if err != nil {
		return nil, err
	}
	r := &Registry{dir: dir, exited: make(chan error, 1)}
	fail := func(err error) (*Registry, error) {
		r.Close()
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "config.yaml"), []byte(verdaccioConfig), 0o644); err != nil {
		return fail(err)
	}
	port, err := freePort()
	if err != nil {
		return fail(err)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	r.URL = "http://" + addr + "/"
	logFile, err := os.Create(filepath.Join(dir, "verdaccio.log"))
	if err != nil {
		return fail(err)
	}
	defer logFile.Close()
	r.cmd = exec.Command(bin, "--config", filepath.Join(dir, "config.yaml"), "--listen", addr)
	r.cmd.Dir = dir
	r.cmd.Stdout, r.cmd.Stderr = logFile, logFile
	if err := r.cmd.Start(); err != nil {
		return fail(err)
	}
	go func() { r.exited <- r.cmd.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(r.URL + "-/ping")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case err := <-r.exited:
			r.exited <- err
			out, _ := os.ReadFile(filepath.Join(dir, "verdaccio.log"))
			return fail(fmt.Errorf("Verdaccio stopped before it answered on %s (%v):\n%s", addr, err, out))
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fail(fmt.Errorf("Verdaccio did not answer on %s within 60 s", addr))
		}
	}
	if r.Token, err = r.addUser(); err != nil {
		return fail(err)
	}
	return r, nil
}

// addUser registers a user the way `npm adduser` does and returns its token.
func (r *Registry) addUser() (string, error) {
	pass := make([]byte, 12)
	rand.Read(pass)
	body, _ := json.Marshal(map[string]string{"name": "voce", "password": hex.EncodeToString(pass)})
	req, _ := http.NewRequest(http.MethodPut, r.URL+"-/user/org.couchdb.user:voce", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var ans struct {
		Token string `json:"token"`
		Error string `json:"error"`
	}
	json.NewDecoder(resp.Body).Decode(&ans)
	if resp.StatusCode/100 != 2 || ans.Token == "" {
		return "", fmt.Errorf("creating a user on the registry: HTTP %d %s", resp.StatusCode, ans.Error)
	}
	return ans.Token, nil
}

// UserConfig writes an npm user config holding the registry's token and
// returns its path, for npm_config_userconfig.
func (r *Registry) UserConfig() (string, error) {
	p := filepath.Join(r.dir, "user.npmrc")
	line := "//" + strings.TrimPrefix(r.URL, "http://") + ":_authToken=" + r.Token + "\n"
	return p, os.WriteFile(p, []byte(line), 0o600)
}

// Versions lists the versions of a package the registry holds.
func (r *Registry) Versions(name string) ([]string, error) {
	resp, err := http.Get(r.URL + strings.Replace(name, "/", "%2f", 1))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, nil
	}
	var doc struct {
		Versions map[string]json.RawMessage `json:"versions"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil {
		return nil, err
	}
	var out []string
	for v := range doc.Versions {
		out = append(out, v)
	}
	return out, nil
}

// Close stops Verdaccio and removes its storage.
func (r *Registry) Close() error {
	if r.cmd != nil && r.cmd.Process != nil {
		r.cmd.Process.Kill()
		select {
		case <-r.exited:
		case <-time.After(10 * time.Second):
		}
	}
	return os.RemoveAll(r.dir)
}

// npmEnv is this process's environment without npm_config_registry: the
// registry packages:release publishes to is not where Verdaccio's or the
// consumer's third-party packages come from.
func npmEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(strings.ToLower(kv), "npm_config_registry=") {
			env = append(env, kv)
		}
	}
	return env
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
