#!/bin/sh
# build-deb.sh PACKAGE_DIR VERSION OUT_DIR: makes OUT_DIR/vitrine_VERSION_ARCH.deb from
# PACKAGE_DIR, a tree `make install DESTDIR=... PREFIX=/usr` filled (make deb). PACKAGE_DIR is
# .../debian/vitrine, the layout of a Debian source tree, because dpkg-shlibdeps wants the binary
# there and a debian/control beside it. Adds what Debian asks of a package: the stripped binary,
# the copyright and changelog, the lintian overrides, DEBIAN/control and md5sums.
set -eu
umask 022
pkg=$(cd "$1" && pwd) version=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
arch=$(dpkg --print-architecture)
maintainer="Vitrine maintainers <maintainers@users.noreply.a-seed-2df7a112.example>"

# Debian ships binaries stripped (lintian: unstripped-binary-or-object); the symbol tables are
# a quarter of this one (79 to 60 MB).
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$pkg/usr/bin/vitrine"
doc=$pkg/usr/share/doc/vitrine
install -Dm644 "$here/copyright" "$doc/copyright"
# A native package (no Debian revision in the version): its one changelog is changelog.gz.
gzip -9n < "$here/changelog" > "$doc/changelog.gz"
install -Dm644 "$here/lintian-overrides" "$pkg/usr/share/lintian/overrides/vitrine"

# Depends: the packages of the shared libraries the binary links (the Swift runtime is inside
# it), and the font it draws its text with (Fonts asks fontconfig for DejaVu Sans).
printf 'Source: vitrine\n\nPackage: vitrine\nArchitecture: any\n' > "$pkg/../control"
mkdir -p "$pkg/DEBIAN"
shlibs=$(cd "$pkg/../.." && dpkg-shlibdeps -O debian/vitrine/usr/bin/vitrine | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "build-deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: vitrine
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $shlibs, fonts-dejavu-core
Section: graphics
Priority: optional
Description: viewer of interactive image effects for X11
 Vitrine shows PNG, JPEG and WebP images, or folders of them, through
 effects driven by the mouse: a paged strip in colour inside a focus box
 and gray outside it, a photo blurred outside a feathered region, a
 landscape and title moving with the pointer, antialiased edges compared
 in three turning panels, and stickers placed over a picture. It draws
 every pixel itself, on the CPU, and follows the desktop's scale.
CONTROL
(cd "$pkg" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$pkg/DEBIAN/md5sums"
chmod 644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out/vitrine_${version}_${arch}.deb"
