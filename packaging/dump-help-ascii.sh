#!/bin/sh
# Stands in for vitrine when `make manual` runs generate-manual: swift-argument-parser's tool
# keeps only the ASCII characters of the help it writes into the page (String+Escaping.swift),
# so "turn by 15°" came out as "turn by 15". This passes vitrine's help dump through with every
# other character written as @uXXXX@, which man-page.awk turns into roff's \[uXXXX].
# VITRINE: the vitrine binary to ask.
set -e
"$VITRINE" "$@" | perl -CS -pe 's/([^\x00-\x7F])/sprintf("\@u%04X\@", ord $1)/ge'
