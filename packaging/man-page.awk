# Reshapes the mdoc page that swift-argument-parser's generate-manual writes from vitrine's
# command definition (make manual), so the page stays the parser's and never drifts from --help:
# - the discussion's "Examples:" block, filled into prose by mdoc, becomes an EXAMPLES section
#   of literal lines;
# - its "Keys and mouse" block (VitrineApp.keysHelp, the one bindings table) becomes a KEYS
#   section: a subsection per "scene:" line, a tag list of its "  input<padded to column 36>does"
#   rows, each continued on lines indented 36;
# - the SYNOPSIS "subcommand" and the "help" subcommand go: the tool lists ArgumentParser's
#   built-in help subcommand, which vitrine, having no subcommands, does not have.
# -v os="Vitrine VERSION": the page's footer.
# Text from the page is already escaped by generate-manual; key names become quoted macro
# arguments, so a name like "Ar" or "?" is not read as a macro or a delimiter. Characters past
# ASCII arrive as @uXXXX@ (dump-help-ascii.sh) and leave as roff's \[uXXXX].

# `text` with each @uXXXX@ written \[uXXXX].
function unicode_escapes(text,    out) {
    out = ""
    while (match(text, /@u[0-9A-F][0-9A-F][0-9A-F][0-9A-F]@/)) {
        out = out substr(text, 1, RSTART - 1) "\\[u" substr(text, RSTART + 2, 4) "]"
        text = substr(text, RSTART + RLENGTH)
    }
    return out text
}

function flush_keys_list() {
    if (in_list) { keys = keys ".El\n"; in_list = 0 }
}

# A key row: two spaces, the input padded to column 36, what it does (Bindings.helpText).
function key_row(line,    input, does) {
    input = substr(line, 3, 34); sub(/ +$/, "", input)
    does = unicode_escapes(substr(line, 37))
    # The columns were padded counting characters, before each grew to 7 bytes as @uXXXX@.
    if (input ~ /@u/) { print "man-page.awk: a key name past ASCII: " input > "/dev/stderr"; exit 1 }
    gsub(/"/, "\\(dq", input)
    if (!in_list) { keys = keys ".Bl -tag -width 22n -compact\n"; in_list = 1 }
    keys = keys ".It \"" input "\"\n" does "\n"
}

# Key rows are split into their columns first (key_row).
mode != "keys" || $0 !~ /^  / { $0 = unicode_escapes($0) }

mode == "examples" {
    if ($0 == "") { mode = ""; next }
    sub(/^  /, "")
    examples = examples $0 "\n"
    next
}

mode == "keys" {
    # A row's continuation: what it does, broken at Bindings.doesColumn (36).
    if ($0 ~ /^                                    /) { keys = keys unicode_escapes(substr($0, 37)) "\n"; next }
    if ($0 ~ /^\.Bl /) { flush_keys_list(); mode = "" }
    else if ($0 ~ /^  /) { key_row($0); next }
    else { flush_keys_list(); sub(/:$/, ""); keys = keys ".Ss " $0 "\n"; next }
}

mode == "help" {
    # The help subcommand's own option list, then its closing .El.
    if ($0 == ".El") mode = ""
    next
}

$0 == "Examples:" { mode = "examples"; next }
/^Keys and mouse/ { mode = "keys"; keys = $0 "\n"; next }
$0 == ".It Em help" { mode = "help"; next }
$0 == ".Ar subcommand" { next }
# The footer names the program and its version (-v os=...), not the generator's default, BSD.
$0 == ".Os" && os != "" { print ".Os " os; next }

$0 == ".Sh \"EXIT STATUS\"" && keys != "" { printf ".Sh KEYS\n%s", keys; printed_keys = 1 }

# EXAMPLES goes after EXIT STATUS, the order of mdoc(7), before AUTHORS or at the end.
$0 ~ /^\.Sh AUTHORS/ && examples != "" {
    printf ".Sh EXAMPLES\n.Bd -literal -offset indent\n%s.Ed\n", examples; examples = ""
}

{ print }

END {
    if (mode != "") { print "man-page.awk: the page ended inside the " mode " block" > "/dev/stderr"; exit 1 }
    if (!printed_keys) { print "man-page.awk: no \"Keys and mouse\" block in the page" > "/dev/stderr"; exit 1 }
    if (examples != "") printf ".Sh EXAMPLES\n.Bd -literal -offset indent\n%s.Ed\n", examples
}
