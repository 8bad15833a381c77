#!/bin/sh
# make test-package (part of make test): builds the .deb into a scratch folder and checks it as a
# Debian machine without Swift would see it, then `make install` and `make uninstall`.
# Prints "N passed, N failed" and exits 1 if a check failed.
set -eu
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
check() { # check NAME COMMAND...: runs the command, its output kept for a failure.
    name=$1; shift
    if "$@" > "$scratch/out" 2>&1; then
        passed=$((passed + 1)); echo "ok: $name"
    else
        failed=$((failed + 1)); echo "FAILED: $name"; sed 's/^/    /' "$scratch/out"
    fi
}

# The hicolor icons: Resources/icons/vitrine-NN.png, drawn by vitrine-resources.
sizes=$(ls Resources/icons/vitrine-*.png | sed 's/.*-\([0-9]*\)\.png/\1/' | sort -n)

make --no-print-directory deb DEB_DIR="$scratch"
deb=$(ls "$scratch"/vitrine_*.deb)
root=$scratch/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/vitrine

# No library from the Swift toolchain: its folder (the one holding bin/swift) is not named, and
# no Swift runtime library is loaded, so the package runs where no Swift is installed.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
no_toolchain_libraries() {
    ldd "$bin" > "$scratch/ldd"
    cat "$scratch/ldd"
    ! grep -q -e "$toolchain" -e 'libswift' -e 'libFoundation' -e 'libdispatch' -e 'libBlocksRuntime' \
        -e 'not found' "$scratch/ldd"
}
check "ldd names no Swift toolchain library" no_toolchain_libraries

# Run from the unpacked tree, headless, with no hint where the images are: it must find the
# ones in usr/share/vitrine beside its bin. Every scene draws from them.
runs_from_unpacked_tree() {
    for scene in focus blur tilt edges stamps; do
        env -u VITRINE_RESOURCES "$bin" --headless --size 320x200 --scene $scene \
            --screenshot "$scratch/$scene.png" || return 1
        [ -s "$scratch/$scene.png" ] || return 1
    done
}
check "the unpacked binary runs headless and finds its images" runs_from_unpacked_tree
# Without usr/share/vitrine it must fail: so the run above used that folder, not another.
fails_without_its_images() {
    [ ! -e /usr/share/vitrine ] || { echo "skipped: /usr/share/vitrine exists here"; return 0; }
    mv "$root/usr/share/vitrine" "$scratch/moved"
    ! env -u VITRINE_RESOURCES "$bin" --headless --size 320x200 --screenshot "$scratch/none.png"
    status=$?
    mv "$scratch/moved" "$root/usr/share/vitrine"
    return $status
}
check "without usr/share/vitrine the unpacked binary says it cannot find its images" fails_without_its_images

check "the desktop entry validates" desktop-file-validate "$root/usr/share/applications/vitrine.desktop"
check "the metainfo validates" appstreamcli validate --no-net --pedantic \
    "$root/usr/share/metainfo/io.github.vitrine.Vitrine.metainfo.xml"
has_icons() {
    for n in $sizes; do [ -s "$root/usr/share/icons/hicolor/${n}x$n/apps/vitrine.png" ] || return 1; done
}
check "the hicolor icons are installed at sizes: $(echo $sizes)" has_icons

# The man page renders with no warning from groff and has the command's options and the keys.
man_page_renders() {
    LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/vitrine.1.gz" > "$scratch/man.txt" 2> "$scratch/man.err"
    cat "$scratch/man.err"
    [ ! -s "$scratch/man.err" ] && grep -q -e '--headless' "$scratch/man.txt" && grep -q '^KEYS' "$scratch/man.txt" \
        && grep -q 'next scene' "$scratch/man.txt" && grep -q 'turn by 15° (Shift: 1°)' "$scratch/man.txt"
}
check "the man page renders with its options and KEYS, characters past ASCII kept" man_page_renders

check "lintian reports no error or warning" lintian --fail-on error,warning "$deb"

# Depends: the font, and the libraries' packages dpkg-shlibdeps found.
depends_are_complete() {
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "$depends"
    for p in fonts-dejavu-core libx11-6 libxrandr2 libpng16-16 libjpeg62-turbo libwebp7 libtiff6 libheif1 libjxl0.7 libgif7 liblcms2-2 libexif12 libfontconfig1; do
        echo "$depends" | grep -q "$p" || return 1
    done
}
check "Depends names the libraries' packages and the font" depends_are_complete

# make install with another PREFIX, then make uninstall leaves no file behind.
install_then_uninstall() {
    make --no-print-directory install DESTDIR="$scratch/dest" PREFIX=/opt/vitrine || return 1
    env -u VITRINE_RESOURCES "$scratch/dest/opt/vitrine/bin/vitrine" --headless --size 64x64 \
        --screenshot "$scratch/installed.png" || return 1
    make --no-print-directory uninstall DESTDIR="$scratch/dest" PREFIX=/opt/vitrine || return 1
    left=$(find "$scratch/dest" -type f)
    [ -z "$left" ] || { echo "left behind: $left"; return 1; }
}
check "make install PREFIX=/opt/vitrine runs from there; make uninstall removes it all" install_then_uninstall

echo "package: $passed passed, $failed failed"
[ "$failed" = 0 ]
