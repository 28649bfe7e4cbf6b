package openapi

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// slugTable: input, Slug(input), what the case shows. Every ASCII row's
// expected value is lodash 4.17.21's _.kebabCase (the old site's slug
// function); the rows below "non-ASCII" keep letters of every script as
// they are, where lodash would strip accents or keep emoji.
const slugTable = `
"Get all users"                                                       "get-all-users"                                                 repeats are the slugger's job
"Get the nonce for MetaMask login"                                    "get-the-nonce-for-meta-mask-login"                             sentence
"Send login magic link\nonly once."                                   "send-login-magic-link-only-once"                               newline
"Invite link\nformat: https://domain.com/?magic_token=xxx#/register"  "invite-link-format-https-domain-com-magic-token-xxx-register"  newline and URL
"Check the specified email address is available."                     "check-the-specified-email-address-is-available"                trailing dot
"Send email(only for test)"                                           "send-email-only-for-test"                                      parentheses
"Returns \x60true\x60 means initialized"                              "returns-true-means-initialized"                                backticks
"Delete current user's specified device"                              "delete-current-users-specified-device"                         apostrophe
"Don’t panic"                                                         "dont-panic"                                                    curly apostrophe
"Create a bot api-key"                                                "create-a-bot-api-key"                                          hyphen kept as separator
"snake_case_name"                                                     "snake-case-name"                                               underscores
"v2.0.1 release"                                                      "v-2-0-1-release"                                               dots
"!!! ??? ..."                                                         ""                                                              only punctuation
""                                                                    ""                                                              empty
"getUserInfo"                                                         "get-user-info"                                                 camelCase
"OpenId authorize"                                                    "open-id-authorize"                                             PascalCase
"HTTPServer"                                                          "http-server"                                                   acronym then word
"getHTTPResponseCode"                                                 "get-http-response-code"                                        acronym inside
"XMLHttpRequest"                                                      "xml-http-request"                                              XMLHttpRequest
"SMTP"                                                                "smtp"                                                          all caps
"GET SMTP CONFIG"                                                     "get-smtp-config"                                               all caps words
"utf8Encode"                                                          "utf-8-encode"                                                  digits after letters
"get2FA"                                                              "get-2-fa"                                                      digits then acronym
"a1b2c3"                                                              "a-1-b-2-c-3"                                                   letters digits
"Top 10 users"                                                        "top-10-users"                                                  number alone
"1st place"                                                           "1st-place"                                                     ordinal lower
"21ST century"                                                        "21st-century"                                                  ordinal upper
"11th hour"                                                           "11-th-hour"                                                    not an ordinal
"2ndPlace"                                                            "2nd-place"                                                     ordinal glued
"a×b÷c"                                                               "a-b-c"                                                         math operators break
"  spaced\tout  "                                                     "spaced-out"                                                    tabs and spaces
"Café crème brûlée"                                                   "café-crème-brûlée"                                             non-ASCII: accents kept
"Cafe\u0301 au lait"                                                  "cafe\u0301-au-lait"                                             combining accent kept
"Straße Æsir"                                                         "straße-æsir"                                                   sharp s and ligature
"获取用户信息"                                                        "获取用户信息"                                                  CJK
"获取 用户 信息"                                                      "获取-用户-信息"                                                CJK with spaces
"中文API"                                                             "中文api"                                                       CJK then ASCII acronym
"中文api"                                                             "中文api"                                                       CJK then lower
"日本語のテキスト"                                                    "日本語のテキスト"                                              Japanese mixed
"한국어 문서"                                                         "한국어-문서"                                                   Hangul
"Привет Мир"                                                          "привет-мир"                                                    Cyrillic
"getПривет"                                                           "get-привет"                                                    camelCase across scripts
"Launch 🚀 now"                                                       "launch-now"                                                    emoji separate words
"emoji😀inside"                                                       "emoji-inside"                                                  emoji glued
"👨‍👩‍👧 family 🇫🇷"                                                     "family"                                                        ZWJ sequence and flag
"€100 → next"                                                         "100-next"                                                      symbols separate words
`

func TestSlug(t *testing.T) {
	for _, line := range strings.Split(strings.TrimSpace(slugTable), "\n") {
		in, rest := unquotePrefix(t, line)
		want, name := unquotePrefix(t, strings.TrimLeft(rest, " "))
		name = strings.TrimSpace(name)
		if got := Slug(in); got != want {
			t.Errorf("%s: Slug(%q) = %q, want %q", name, in, got, want)
		}
	}
}

func unquotePrefix(t *testing.T, s string) (string, string) {
	t.Helper()
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		t.Fatalf("bad table line %q: %v", s, err)
	}
	v, _ := strconv.Unquote(q)
	return v, s[len(q):]
}

// slugDoc builds a document whose operations have the given titles (a
// title "-" means no summary and no operationId; "id:x" means only
// operationId x), one GET per path in order.
func slugDoc(t *testing.T, titles ...string) *Doc {
	t.Helper()
	var b strings.Builder
	b.WriteString("openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n")
	for i, title := range titles {
		fmt.Fprintf(&b, "  /p%d:\n    get:\n", i)
		switch {
		case title == "-":
		case strings.HasPrefix(title, "id:"):
			fmt.Fprintf(&b, "      operationId: %q\n", strings.TrimPrefix(title, "id:"))
		default:
			fmt.Fprintf(&b, "      summary: %q\n", title)
		}
		b.WriteString("      responses: {'200': {description: ok}}\n")
	}
	d, err := Parse("slugs.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Operation titles in document order → slugs. "-" is an operation with
// neither summary nor operationId; "id:x" has only operationId x.
func TestSlugs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		titles []string
		want   string
	}{
		{"repeats", []string{"Get all users", "Get all users", "Get all users"}, "get-all-users get-all-users-1 get-all-users-2"},
		{"missing summary", []string{"-", "-"}, "missing-summary missing-summary-1"},
		{"operationId", []string{"id:getUserById", "id:HTTPServer"}, "get-user-by-id http-server"},
		{"summary beats id", []string{"Login"}, "login"},
		{"newline", []string{"Send login magic link\nonly once."}, "send-login-magic-link-only-once"},
		{"punctuation", []string{"Send email(only for test)", "Check it is valid."}, "send-email-only-for-test check-it-is-valid"},
		{"camelCase", []string{"OpenId authorize", "Get the nonce for MetaMask login"}, "open-id-authorize get-the-nonce-for-meta-mask-login"},
		{"digits", []string{"utf8Encode", "get2FA", "Top 10"}, "utf-8-encode get-2-fa top-10"},
		{"CJK", []string{"获取用户", "获取用户"}, "获取用户 获取用户-1"},
		{"emoji", []string{"Launch 🚀 now"}, "launch-now"},
		{"same slug from different titles", []string{"Get user", "get-user", "GET USER"}, "get-user get-user-1 get-user-2"},
		{"suffix collides with a title", []string{"A 1", "A", "A"}, "a-1 a a-2"},
		{"nothing to slug falls back to method and path", []string{"!!!"}, "get-p-0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.Join(Slugs(slugDoc(t, tc.titles...)), " ")
			if got != tc.want {
				t.Errorf("Slugs = %q, want %q", got, tc.want)
			}
		})
	}
}

// The pet store's slugs, in document order: a repeated summary gets -1, an
// operation with neither summary nor operationId is "missing-summary".
func TestSlugsPetstore(t *testing.T) {
	d, err := Load("testdata/specs/petstore.yaml")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(Slugs(d), " ")
	if want := "list-pets create-a-pet get-a-pet get-a-pet-1 place-order walk-the-category-tree missing-summary"; got != want {
		t.Errorf("Slugs = %q, want %q", got, want)
	}
}

// realSpec is the API description the site documents; the slug and emit
// tests also run against it once it exists.
const realSpec = "../../schemas/openapi/vocechat.yaml"

func loadReal(t *testing.T) *Doc {
	t.Helper()
	if _, err := os.Stat(realSpec); err != nil {
		t.Skip("no " + realSpec)
	}
	d, err := Load(realSpec)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The slugs SPEC.md §2 lists for the API reference all exist, duplicates
// get -1, and no slug repeats.
func TestSlugsRealSpec(t *testing.T) {
	d := loadReal(t)
	slugs := Slugs(d)
	have := map[string]bool{}
	for _, s := range slugs {
		if have[s] {
			t.Errorf("slug %q repeats", s)
		}
		have[s] = true
	}
	for _, want := range strings.Fields(`
		login login-as-guest logout create-a-user create-a-new-group get-all-users
		get-all-groups-related-to-the-current-user send-message-to-the-specified-user
		send-message-to-the-specified-group edit-message reply-message delete-message pin-a-message
		unpin-a-message update-read-index get-history-messages upload-file download-file
		prepare-for-uploading-file upload-avatar upload-group-avatar create-messages-archive
		get-archive-info create-favorite-archive list-all-favorite-archives create-a-bot-api-key
		list-bot-api-key delete-a-bot-api-key get-smtp-config set-smtp-config get-agora-config
		set-agora-config generates-a-agora-token get-firebase-config set-firebase-config
		get-github-auth-config set-github-auth-config get-google-auth-config set-google-auth-config
		get-login-config set-login-config get-the-license save-the-license check-the-license-is-valid
		get-the-organization-info set-the-organization-info upload-the-organization-logo
		get-the-server-version get-the-system-metrics get-the-frontend-url update-the-frontend-url
		get-the-nonce-for-meta-mask-login open-id-authorize renew-the-refresh-token bind-credential
		subscribe-events parse-url-with-open-graphic-protocol register-a-new-user-with-the-magic-token
		check-the-invite-magic-token-is-valid send-register-magic-link-to-email-return-the-new-magic-token
		send-login-magic-link-login-magic-link-only-can-be-used-once
		check-the-specified-email-address-is-available send-email-only-for-test update-fcm-device-token
		update-third-party-secret get-the-secret-for-third-party-authentication
		create-a-key-for-third-party-user-login change-the-mute-settings
		change-the-burn-after-reading-settings delete-current-user
		get-all-users-1 upload-avatar-1 edit-message-1 get-history-messages-1
		send-message-to-the-specified-user-1 send-message-to-the-specified-group-1
		prepare-for-uploading-file-1 upload-file-1 get-all-groups-related-to-the-current-user-1
		missing-summary missing-summary-1`) {
		if !have[want] {
			t.Errorf("no operation has slug %q", want)
		}
	}
	if slugs[0] != "open-id-authorize" {
		t.Errorf("first slug %q, want open-id-authorize (paths in file order)", slugs[0])
	}
}

// Operations reached through a path item $ref (3.1 components.pathItems)
// get slugs too, in document order; a method the path overrides wins.
func TestSlugsPathItemRefs(t *testing.T) {
	d, err := Load("testdata/specs/path-refs-3.1.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(Slugs(d), " "), "list-items create-an-item list-items-1 create-a-thing"; got != want {
		t.Errorf("Slugs = %q, want %q", got, want)
	}
	ops := Build(d).Operations
	if len(ops[0].Parameters.Query) != 1 || ops[0].Parameters.Query[0].Name != "page" {
		t.Errorf("path-level parameters of the referenced item are lost: %+v", ops[0].Parameters)
	}
}
