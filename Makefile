# Vitrine. `make run` and `make test` each install the system packages they need (apt-get,
# through sudo when not root), so a fresh Debian machine with the Swift 6 toolchain needs
# nothing else by hand.

SWIFT ?= swift
SWIFT_FLAGS = -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
RUN_PACKAGES = libx11-dev libxext-dev libpng-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev libxi-dev \
	fonts-dejavu-core pkg-config
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xdotool x11-apps x11-utils
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

PREFIX ?= /usr/local

.PHONY: run test build release bench resources install fuzz sanitize deps-run deps-test check-swift clean

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

# Fuzzing and sanitizers (README, "Fuzzing and sanitizers"): not part of `make test`. Each build
# has its own scratch folder, so the normal .build is left alone. lld because gold, the default
# linker here, prints a warning for each of ~200 local symbols in the sanitizer runtimes' lists.
SANITIZER_FLAGS = -Xswiftc -use-ld=lld $(SWIFT_FLAGS)
FUZZ_RUNS_PNG ?= 150000
FUZZ_RUNS_SCRIPT ?= 500000
FUZZ = .build-fuzz/debug/vitrine-fuzz
# -timeout: an input that takes 10 s is a finding (a hang), not something to wait for.
FUZZ_OPTIONS = -timeout=10 -print_final_stats=1
# Swift's own crash backtracer hangs under ASan and libFuzzer's signal handlers (seen: stuck
# 14 minutes after a crash); libFuzzer and ASan print the stack themselves.
NO_BACKTRACER = SWIFT_BACKTRACE=enable=no

# libFuzzer over the PNG decoder and the input-script parser, from the fixtures and example
# scripts, for a fixed number of runs each; the corpus grows in .build-fuzz/corpus between runs.
# -Xcc instruments the C around libpng (CPNGRead) too: coverage guides through its callbacks.
# A crash stops make and leaves the input in .build-fuzz/crashes.
fuzz: deps-run check-swift
	$(SWIFT) build --scratch-path .build-fuzz --product vitrine-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DVITRINE_FUZZ -Xcc -fsanitize=fuzzer-no-link,address \
		$(SANITIZER_FLAGS)
	mkdir -p .build-fuzz/corpus/png .build-fuzz/corpus/script .build-fuzz/seeds/png .build-fuzz/crashes
	cp Tests/ImageFilesTests/Fixtures/*.png .build-fuzz/seeds/png/
	$(NO_BACKTRACER) $(FUZZ) png -runs=$(FUZZ_RUNS_PNG) -dict=Tests/Fuzz/png.dict $(FUZZ_OPTIONS) \
		-artifact_prefix=.build-fuzz/crashes/png- .build-fuzz/corpus/png .build-fuzz/seeds/png
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
	rm -rf .build .build-fuzz .build-asan .build-tsan
