# Quick start: `make` (set up, render and verify the matrix), then `swift test`.
SWIFT ?= swift

.PHONY: all setup build verify gallery browser-check readme-check template-check client-loop plugin-check lint-workflows review portability test scripts-test record list format lint clean release version

all: verify

setup:
	./scripts/setup_system.sh

build: setup
	$(SWIFT) build

## Render every variant, compare with Snapshots/ (report in snapshot-output/report/), then write the gallery.
verify: setup
	$(SWIFT) run snapshot verify
	$(SWIFT) run snapshot gallery
	@echo "references: Snapshots/   report: snapshot-output/report/index.html   gallery: snapshot-output/gallery/index.html"

gallery: setup
	$(SWIFT) run snapshot gallery

## Serve the last report on 127.0.0.1 with Accept buttons (builds Tools/ReviewServer on first use).
review: setup
	$(SWIFT) run snapshot review

## Open the gallery and a report with a planted failure in headless Chromium, then the Playwright
## tests that click (report at 68 failures, gallery, an Accept against snapshot-review).
browser-check: setup
	./scripts/browser_check.sh

## Build docs/Getting-started.md as a package of its own, depending by URL on a clone of this
## checkout tagged with CHANGELOG.md's version (git's url.<clone>.insteadOf <URL>), record and test
## it, resolve a fresh clone of it, compile every other Swift block of README.md and of every
## document under docs/, and check the paths and headings they name.
readme-check: setup
	python3 scripts/readme_check.py .

## Run docs/ci/snapshots.yml's steps (ClientSnapshot → MySnapshot) in a fresh clone of the guide's
## package: resolve, swift test, build, four shards' verify, merge (checkout, caches, artifacts done
## locally); then a token change through them, accepted from the merged artifact (approve --from).
template-check: readme-check
	python3 scripts/template_check.py .

## A client package of its own (Meter) through a token change, a drawing change, an added axis value
## and a renamed token: each time swift test fails, the command it prints runs as printed, and
## swift test, verify and git status are clean again.
client-loop: readme-check
	python3 scripts/client_loop.py .

## `swift package snapshot …` in Examples/ClientApp: exit statuses 0/1/2 passed on, the plugin's line
## after the command line's output, and paths outside the package refused (--package-path, --summary, --output).
plugin-check: setup
	./scripts/plugin_check.sh

## actionlint and the GitHub workflow schema over .github/workflows/ and the client template docs/ci/.
lint-workflows:
	./scripts/lint_workflows.sh

## Prove the references are byte-identical on Debian 13 and sid and with pixman's generic paths (root).
portability: setup
	./scripts/portability_check.sh

test: setup
	$(SWIFT) test

## The scripts' own tests (scripts/tests/): layers.py's budgets and test graph on a planted component.
scripts-test:
	python3 -m unittest discover -s scripts/tests

## Re-record every reference (review the PNG diff before committing).
record: setup
	$(SWIFT) run snapshot record

list: setup
	$(SWIFT) run snapshot list

## The Swift that `format` rewrites and `lint` (run by CI's .ci/run) checks: the package, its plugin,
## the example client and the review server.
SWIFT_PATHS = Package.swift Sources Tests Plugins Examples/ClientApp/Package.swift Examples/ClientApp/Sources \
	Examples/ClientApp/Tests Tools/ReviewServer/Package.swift Tools/ReviewServer/Sources Tools/ReviewServer/Tests

format:
	$(SWIFT) format --in-place --recursive $(SWIFT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_PATHS)

clean:
	rm -rf .build snapshot-output

## The package's version: CHANGELOG.md's latest heading.
version:
	@python3 scripts/changelog.py .

## Tag HEAD with the changelog's version (refuses a work tree with changes and an existing tag).
release:
	@./scripts/release.sh
