# Vitrine. `make run` and `make test` each install the system packages they need (apt-get,
# through sudo when not root), so a fresh Debian machine with the Swift 6 toolchain needs
# nothing else by hand.

SWIFT ?= swift
SWIFT_FLAGS = -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
RUN_PACKAGES = libx11-dev libxext-dev libpng-dev libjpeg-dev libwebp-dev libfreetype-dev libharfbuzz-dev \
	libfontconfig-dev libxi-dev libxrandr-dev libxtst-dev libtiff-dev libheif-dev libjxl-dev libgif-dev liblcms2-dev libexif-dev fonts-dejavu-core pkg-config
# openbox: an EWMH window manager for the fullscreen, placement and ping tests (starts in ~0.1 s).
# libjpeg-turbo-progs: cjpeg, which makes the photos at the size limit the memory tests open.
# colord-data: colord's Adobe RGB (1998) profile, the display profile of the colour tests.
# libglib2.0-bin: gio, which finds the grid's thumbnails as GNOME's file manager does.
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xdotool x11-apps x11-utils openbox libjpeg-turbo-progs colord-data xclip libglib2.0-bin
# Building the .deb (dpkg-shlibdeps) and checking it and what it installs (packaging/test-package.sh).
PACKAGING_PACKAGES = dpkg-dev lintian desktop-file-utils appstream man-db binutils
TEST_PACKAGES += $(PACKAGING_PACKAGES)
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

PREFIX ?= /usr/local

.PHONY: run test check-arrows check-format format build release bench compare-peers resources install uninstall release-static manual deb test-package fuzz \
	sanitize deps-run deps-test deps-package check-swift clean

run: deps-run release
	.build/release/vitrine $(ARGS)

# The tests are built optimised, with -enable-testing for their @testable imports, and run in
# parallel, each test in a process of its own: in a debug build the pixel loops made the suite
# CPU-bound (707 s, serial, on this 2-core machine; 91 s now, see README "Tests"). One build
# gives the tests, the vitrine they run and the release vitrine-bench whose frames the
# allocation tests count. Each test starts its own Xvfb on a display it picks itself.
# scripts/test-summary prints the closing "N passed, N failed" line from the xUnit report.
TEST_WORKERS ?= 3
TEST_REPORT = .build/tests.xml
test: deps-test check-swift check-arrows check-format
	$(SWIFT) build -c release --build-tests -Xswiftc -enable-testing $(SWIFT_FLAGS)
	VITRINE_REQUIRE_X=1 VITRINE_REQUIRE_BENCH=1 $(SWIFT) test -c release --skip-build --disable-swift-testing \
		--parallel --num-workers $(TEST_WORKERS) --xunit-output $(TEST_REPORT); status=$$?; \
		scripts/test-summary $(TEST_REPORT); exit $$status
	$(MAKE) --no-print-directory test-package

# The arrows between targets: each import declared directly, each dependency on a lower layer
# of scripts/layers.txt (SwiftPM's own check accepts any transitive dependency). The script's
# self-test first: a check that cannot fail is no check.
check-arrows:
	scripts/check-imports --self-test >/dev/null
	scripts/check-imports

# House style: swift-format (in the Swift toolchain) with the committed .swift-format: 4 spaces,
# 120 columns, ordered imports. `make format` rewrites the tree in place.
check-format:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Package.swift

format:
	$(SWIFT) format format --in-place --recursive --configuration .swift-format Sources Tests Package.swift

build: deps-run check-swift
	$(SWIFT) build $(SWIFT_FLAGS)

release: check-swift
	$(SWIFT) build -c release $(SWIFT_FLAGS)

bench: deps-run release
	.build/release/vitrine-bench $(ARGS)

# Vitrine beside nsxiv and feh under a private Xvfb (scripts/compare-peers; README, "Benchmarks").
PEER_PACKAGES = nsxiv feh xvfb x11-utils libjpeg-turbo-progs
compare-peers: deps-run release
	@./packaging/install-packages.sh $(PEER_PACKAGES)
	scripts/compare-peers $(ARGS)

# Fuzzing and sanitizers (README, "Fuzzing and sanitizers"): not part of `make test`. Each build
# has its own scratch folder, so the normal .build is left alone. lld because gold, the default
# linker here, prints a warning for each of ~200 local symbols in the sanitizer runtimes' lists.
SANITIZER_FLAGS = -Xswiftc -use-ld=lld $(SWIFT_FLAGS)
FUZZ_RUNS_PNG ?= 150000
FUZZ_RUNS_JPEG ?= 100000
FUZZ_RUNS_WEBP ?= 100000
FUZZ_RUNS_TIFF ?= 100000
FUZZ_RUNS_BMP ?= 200000
FUZZ_RUNS_HEIF ?= 50000
FUZZ_RUNS_JXL ?= 50000
FUZZ_RUNS_GIF ?= 100000
FUZZ_RUNS_SCRIPT ?= 500000
FUZZ = .build-fuzz/debug/vitrine-fuzz
# -timeout: an input that takes 10 s is a finding (a hang), not something to wait for.
FUZZ_OPTIONS = -timeout=10 -print_final_stats=1
# Swift's own crash backtracer hangs under ASan and libFuzzer's signal handlers (seen: stuck
# 14 minutes after a crash); libFuzzer and ASan print the stack themselves.
NO_BACKTRACER = SWIFT_BACKTRACE=enable=no

# libFuzzer over the PNG, JPEG, WebP, TIFF, BMP, HEIF, JPEG XL and GIF decoders (and the
# frames of animations) and the input-script parser, from the
# fixtures and example scripts, for a fixed number of runs each; the corpus grows in
# .build-fuzz/corpus between runs. -Xcc instruments the C around libpng and libtiff (CPNGRead,
# CTIFFRead) too: coverage guides through their callbacks. libjpeg-turbo, libwebp and libtiff
# (and libheif, libjxl and giflib) are the system's, not instrumented: coverage guides through the Swift around them (the
# marker walk, the Exif parser). A crash stops make and leaves the input in .build-fuzz/crashes.
fuzz: deps-run check-swift
	$(SWIFT) build --scratch-path .build-fuzz --product vitrine-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DVITRINE_FUZZ -Xcc -fsanitize=fuzzer-no-link,address \
		$(SANITIZER_FLAGS)
	mkdir -p .build-fuzz/corpus/png .build-fuzz/corpus/jpeg .build-fuzz/corpus/webp .build-fuzz/corpus/tiff \
		.build-fuzz/corpus/bmp .build-fuzz/corpus/heif .build-fuzz/corpus/jxl .build-fuzz/corpus/gif .build-fuzz/corpus/script .build-fuzz/seeds/png \
		.build-fuzz/seeds/jpeg .build-fuzz/seeds/webp .build-fuzz/seeds/tiff .build-fuzz/seeds/bmp \
		.build-fuzz/seeds/heif .build-fuzz/seeds/jxl .build-fuzz/seeds/gif .build-fuzz/crashes
	cp Tests/ImageFilesTests/Fixtures/*.png .build-fuzz/seeds/png/
	cp Tests/ImageFilesTests/Fixtures/*.jpg .build-fuzz/seeds/jpeg/
	cp Tests/ImageFilesTests/Fixtures/*.webp .build-fuzz/seeds/webp/
	cp Tests/ImageFilesTests/Fixtures/*.tif .build-fuzz/seeds/tiff/
	cp Tests/ImageFilesTests/Fixtures/*.bmp .build-fuzz/seeds/bmp/
	cp Tests/ImageFilesTests/Fixtures/heif-*.heic Tests/ImageFilesTests/Fixtures/heif-*.avif .build-fuzz/seeds/heif/
	cp Tests/ImageFilesTests/Fixtures/jxl-*.jxl .build-fuzz/seeds/jxl/
	cp Tests/ImageFilesTests/Fixtures/*.gif .build-fuzz/seeds/gif/
	$(NO_BACKTRACER) $(FUZZ) png -runs=$(FUZZ_RUNS_PNG) -dict=Tests/Fuzz/png.dict $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/png- .build-fuzz/corpus/png .build-fuzz/seeds/png
	$(NO_BACKTRACER) $(FUZZ) jpeg -runs=$(FUZZ_RUNS_JPEG) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/jpeg- .build-fuzz/corpus/jpeg .build-fuzz/seeds/jpeg
	$(NO_BACKTRACER) $(FUZZ) webp -runs=$(FUZZ_RUNS_WEBP) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/webp- .build-fuzz/corpus/webp .build-fuzz/seeds/webp
	$(NO_BACKTRACER) $(FUZZ) tiff -runs=$(FUZZ_RUNS_TIFF) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/tiff- .build-fuzz/corpus/tiff .build-fuzz/seeds/tiff
	$(NO_BACKTRACER) $(FUZZ) bmp -runs=$(FUZZ_RUNS_BMP) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/bmp- .build-fuzz/corpus/bmp .build-fuzz/seeds/bmp
	# Leaks not looked for: libheif 1.15's dav1d decoder leaks 40 bytes on some broken AVIFs,
	# inside libdav1d (seen 2026-11-27), and libFuzzer would stop there.
	$(NO_BACKTRACER) $(FUZZ) heif -runs=$(FUZZ_RUNS_HEIF) -detect_leaks=0 $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/heif- .build-fuzz/corpus/heif .build-fuzz/seeds/heif
	$(NO_BACKTRACER) $(FUZZ) jxl -runs=$(FUZZ_RUNS_JXL) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/jxl- .build-fuzz/corpus/jxl .build-fuzz/seeds/jxl
	$(NO_BACKTRACER) $(FUZZ) gif -runs=$(FUZZ_RUNS_GIF) $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/gif- .build-fuzz/corpus/gif .build-fuzz/seeds/gif
	$(NO_BACKTRACER) $(FUZZ) script -runs=$(FUZZ_RUNS_SCRIPT) -dict=Tests/Fuzz/script.dict $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/script- .build-fuzz/corpus/script Tests/Fuzz/scripts

# The test suite under AddressSanitizer, then ThreadSanitizer. The end-to-end tests run the
# sanitized vitrine built beside the tests; reports from every process, the children included
# (whose stderr the tests keep to themselves), go to files under reports/, and any file there
# fails the target. Skipped, as the sanitizers slow the viewer 2-10x and add memory: the two
# tests that measure its memory and idle CPU (peak RSS 580 MB under ASan for a 64 MiB budget;
# 200-300 ticks of CPU in 3 s, still decoding, for a limit of 3), and the two that compare
# window pixels after fixed sleeps of 300-800 ms (they fail under load even unsanitized).
# lsan.supp: XCTest's own leaks.
SANITIZE_SKIPS = --skip 'testThousandPhotosStayWithinTheBudget|testIdleMeansNoCPU' \
	--skip 'testWheelPagesTheStripAndMatchesHeadless|testXPutImageFallbackShowsTheSamePixels'
SANITIZE_TEST = VITRINE_REQUIRE_X=1 VITRINE_SANITIZED=1 $(NO_BACKTRACER) $(SWIFT) test --skip-build --disable-swift-testing \
	$(SANITIZE_SKIPS)

sanitize: deps-test check-swift
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address $(SANITIZER_FLAGS)
	rm -rf .build-asan/reports && mkdir -p .build-asan/reports
	ASAN_OPTIONS=log_path=$(CURDIR)/.build-asan/reports/asan \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
		$(SANITIZE_TEST) --scratch-path .build-asan --sanitize=address; status=$$?; \
	if ls .build-asan/reports | grep -q .; then cat .build-asan/reports/*; echo "make: ASan reports above"; exit 1; fi; \
	exit $$status
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread $(SANITIZER_FLAGS)
	rm -rf .build-tsan/reports && mkdir -p .build-tsan/reports
	TSAN_OPTIONS=log_path=$(CURDIR)/.build-tsan/reports/tsan \
		$(SANITIZE_TEST) --scratch-path .build-tsan --sanitize=thread; status=$$?; \
	if ls .build-tsan/reports | grep -q .; then cat .build-tsan/reports/*; echo "make: TSan reports above"; exit 1; fi; \
	exit $$status

# Regenerates the default images in Resources/ with Vitrine's own Raster code.
resources: deps-run check-swift
	$(SWIFT) run -c release vitrine-resources Resources

# What `make install` and the .deb install, as README's "Install" lists. The binary finds the
# images in share/vitrine beside its bin (ImageCatalog.swift's Resources.folder), so any PREFIX
# works and the tree can be moved.
VERSION = $(shell sed -n 's/.*number = "\(.*\)"/\1/p' Sources/vitrine/VitrineVersion.swift)
APP_ID = io.github.vitrine.Vitrine
# The hicolor icons: Resources/icons/vitrine-NN.png, drawn by vitrine-resources like the window
# icon; each size there is installed.
ICON_DIR = Resources/icons
MANUAL = .build/man/vitrine.1
MANUAL_AUTHOR = Vitrine maintainers<maintainers@users.noreply.a-seed-2df7a112.example>
SHARE = $(DESTDIR)$(PREFIX)/share

# The Swift runtime and Foundation linked in, so the binary needs no toolchain where it is
# installed; no $$ORIGIN run path (there is no library beside it). lld: GNU ld prints glibc's
# link-time warning for the mktemp call inside the static Foundation. -z now and fortified C:
# the hardening Debian builds its packages with (lintian's hardening-* checks).
release-static: deps-run check-swift
	$(SWIFT) build -c release --product vitrine --static-swift-stdlib --disable-local-rpath \
		-Xswiftc -use-ld=lld -Xlinker -z -Xlinker now -Xcc -D_FORTIFY_SOURCE=2 $(SWIFT_FLAGS)

# The man page: swift-argument-parser's generate-manual writes it from vitrine's command
# definition, which it reads from a debug build (the one `make test` makes), by way of
# dump-help-ascii.sh, which carries the characters past ASCII the tool would drop;
# man-page.awk turns the discussion's examples and key table into EXAMPLES and KEYS.
manual: deps-run check-swift
	$(SWIFT) build $(SWIFT_FLAGS) --product vitrine
	$(SWIFT) build $(SWIFT_FLAGS) --product generate-manual
	mkdir -p $(dir $(MANUAL)) .build/man/generated
	VITRINE="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/vitrine" \
		"$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/generate-manual" packaging/dump-help-ascii.sh \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" --authors "$(MANUAL_AUTHOR)" \
		--output-directory .build/man/generated
	awk -v os="Vitrine $(VERSION)" -f packaging/man-page.awk .build/man/generated/vitrine.1 > $(MANUAL).tmp
	mv $(MANUAL).tmp $(MANUAL)

install: release-static manual
	install -Dm755 .build/release/vitrine $(DESTDIR)$(PREFIX)/bin/vitrine
	cd Resources && for f in */*.png; do \
		case "$$f" in *-blur*) continue;; esac; \
		install -Dm644 "$$f" "$(SHARE)/vitrine/$$f"; \
	done
	install -Dm644 packaging/vitrine.desktop $(SHARE)/applications/vitrine.desktop
	install -Dm644 packaging/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	for icon in $(ICON_DIR)/vitrine-*.png; do \
		[ -e "$$icon" ] || continue; n=$${icon##*-}; n=$${n%.png}; \
		install -Dm644 "$$icon" "$(SHARE)/icons/hicolor/$${n}x$${n}/apps/vitrine.png"; \
	done
	install -d $(SHARE)/man/man1
	gzip -9n < $(MANUAL) > $(SHARE)/man/man1/vitrine.1.gz

# Removes what `make install` put there (the folders it made stay, as they may hold others').
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/vitrine $(SHARE)/applications/vitrine.desktop \
		$(SHARE)/metainfo/$(APP_ID).metainfo.xml $(SHARE)/man/man1/vitrine.1.gz \
		$(SHARE)/icons/hicolor/*/apps/vitrine.png
	rm -rf $(SHARE)/vitrine

# vitrine_VERSION_ARCH.deb in DEB_DIR, from `make install` into a staging folder (PREFIX=/usr)
# laid out as debian/vitrine for dpkg-shlibdeps; packaging/build-deb.sh adds the Debian files.
DEB_DIR ?= .
DEB_STAGE = .build/deb/debian/vitrine
deb: deps-package
	rm -rf .build/deb
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_STAGE) PREFIX=/usr
	./packaging/build-deb.sh $(DEB_STAGE) "$(VERSION)" "$(DEB_DIR)"

# Builds the .deb in a scratch folder and checks it (packaging/test-package.sh): part of `make test`.
test-package: deps-package
	./packaging/test-package.sh

deps-run:
	@./packaging/install-packages.sh $(RUN_PACKAGES)

deps-test:
	@./packaging/install-packages.sh $(TEST_PACKAGES)

deps-package:
	@./packaging/install-packages.sh $(RUN_PACKAGES) $(PACKAGING_PACKAGES)

check-swift:
	@command -v $(SWIFT) >/dev/null || { echo "make: the Swift 6 toolchain is needed (swift not on PATH; see swift.org/install)"; exit 1; }

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan
