# Vitrine. `make run` and `make test` each install the system packages they need (apt-get,
# through sudo when not root), so a fresh Debian machine with the Swift 6 toolchain needs
# nothing else by hand.

SWIFT ?= swift
SWIFT_FLAGS = -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
RUN_PACKAGES = libx11-dev libxext-dev libpng-dev pkg-config
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xdotool x11-apps x11-utils
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

PREFIX ?= /usr/local

.PHONY: run test build release bench resources install deps-run deps-test check-swift clean

run: deps-run release
	.build/release/vitrine $(ARGS)

test: deps-test check-swift
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	VITRINE_REQUIRE_X=1 $(SWIFT) test --skip-build --disable-swift-testing

build: deps-run check-swift
	$(SWIFT) build $(SWIFT_FLAGS)

release: check-swift
	$(SWIFT) build -c release $(SWIFT_FLAGS)

bench: deps-run release
	.build/release/vitrine-bench $(ARGS)

# Regenerates the default images in Resources/ with Vitrine's own Raster code.
resources: deps-run check-swift
	$(SWIFT) run -c release vitrine-resources Resources

# The binary, the default images (found through /usr/share/vitrine or PREFIX/share/vitrine) and
# a desktop entry.
install: release
	install -Dm755 .build/release/vitrine $(DESTDIR)$(PREFIX)/bin/vitrine
	mkdir -p $(DESTDIR)$(PREFIX)/share/vitrine
	cp -r Resources/strip Resources/photo $(DESTDIR)$(PREFIX)/share/vitrine/
	install -Dm644 packaging/vitrine.desktop $(DESTDIR)$(PREFIX)/share/applications/vitrine.desktop

deps-run:
	@./packaging/install-packages.sh $(RUN_PACKAGES)

deps-test:
	@./packaging/install-packages.sh $(TEST_PACKAGES)

check-swift:
	@command -v $(SWIFT) >/dev/null || { echo "make: the Swift 6 toolchain is needed (swift not on PATH; see swift.org/install)"; exit 1; }

clean:
	rm -rf .build
