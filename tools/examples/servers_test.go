package examples

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// nginxCertRe finds the certificate files a site names; the test loads its
// own pair instead, since the reader's live only on the reader's server.
var nginxCertRe = regexp.MustCompile(`(?m)^(\s*ssl_certificate(?:_key)?\s+)[^;#\s]+;`)

// checkNginx tests a site file as Debian's nginx loads it: inside the http
// block of a minimal nginx.conf, with every path nginx would write to moved
// into the scratch folder so the test needs no root.
func checkNginx(env *Env, dir string, b Block) error {
	site, err := env.withTestCert(b.Code, nginxCertRe, func(m []string, cert [2]string) string {
		if strings.Contains(m[1], "_key") {
			return m[1] + cert[1] + ";"
		}
		return m[1] + cert[0] + ";"
	})
	if err != nil {
		return err
	}
	sitePath, err := write(dir, "site.conf", site)
	if err != nil {
		return err
	}
	tmp := func(name string) string { return filepath.Join(dir, name) }
	conf := fmt.Sprintf(`pid %s;
events {}
http {
    access_log off;
    client_body_temp_path %s;
    proxy_temp_path %s;
    fastcgi_temp_path %s;
    uwsgi_temp_path %s;
    scgi_temp_path %s;
    include %s;
}`, tmp("nginx.pid"), tmp("body"), tmp("proxy"), tmp("fastcgi"), tmp("uwsgi"), tmp("scgi"), sitePath)
	confPath, err := write(dir, "nginx.conf", conf)
	if err != nil {
		return err
	}
	return run(dir, nil, "nginx", "-t", "-q", "-e", "stderr", "-p", dir+"/", "-c", confPath)
}

// caddyTLSRe finds "tls <cert> <key>" with two files; an e-mail or a block
// after tls is left as it is.
var caddyTLSRe = regexp.MustCompile(`(?m)^(\s*tls\s+)(/\S+)\s+(/\S+)\s*$`)

// checkCaddy validates a Caddyfile: caddy adapts it and provisions every
// module, without starting a server or asking for certificates. Caddy's
// own files go to the scratch folder.
func checkCaddy(env *Env, dir string, b Block) error {
	file, err := env.withTestCert(b.Code, caddyTLSRe, func(m []string, cert [2]string) string {
		return m[1] + cert[0] + " " + cert[1]
	})
	if err != nil {
		return err
	}
	p, err := write(dir, "Caddyfile", file)
	if err != nil {
		return err
	}
	home := []string{"HOME=" + dir, "XDG_DATA_HOME=" + dir, "XDG_CONFIG_HOME=" + dir}
	return run(dir, home, "caddy", "validate", "--adapter", "caddyfile", "--config", p)
}

// withTestCert rewrites what re finds (a directive naming certificate
// files) with repl, given the run's own certificate and key.
func (e *Env) withTestCert(text string, re *regexp.Regexp, repl func(m []string, cert [2]string) string) (string, error) {
	if !re.MatchString(text) {
		return text, nil
	}
	cert, err := e.certificate()
	if err != nil {
		return "", err
	}
	return re.ReplaceAllStringFunc(text, func(m string) string { return repl(re.FindStringSubmatch(m), cert) }), nil
}
