# Quick start: `make` (set up, render and verify the matrix), then `swift test`.
SWIFT ?= swift

.PHONY: all setup build verify gallery browser-check readme-check template-check client-loop plugin-check lint-workflows review portability test record list format lint clean release version

all: verify

setup:
	./scripts/setup-system.sh

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
	./scripts/browser-check.sh

## Build docs/Getting-started.md as a package of its own, depending by URL on a clone of this
## checkout tagged with CHANGELOG.md's version (git's url.<clone>.insteadOf <URL>), record and test
## it, resolve a fresh clone of it, compile every other Swift block of README.md and the documents it
## links, and check the paths they name.
readme-check: setup
	python3 scripts/readme_check.py .

## Run docs/ci/snapshots.yml's steps (ClientSnapshot → MySnapshot) in a fresh clone of the guide's
## package: resolve, swift test, build, four shards' verify, merge (checkout, caches, artifacts done
## locally); then a token change through them, accepted from the merged artifact (approve --from).
template-check: readme-check
	python3 scripts/template-check.py .

## A client package of its own (Meter) through a token change, a drawing change, an added axis value
## and a renamed token: each time swift test fails, the command it prints runs as printed, and
## swift test, verify and git status are clean again.
client-loop: readme-check
	python3 scripts/client-loop.py .

## `swift package snapshot …` in Examples/ClientApp: exit statuses 0/1/2 passed on, the plugin's line
## after the command line's output, and paths outside the package refused (--package-path, --summary, --output).
plugin-check: setup
	./scripts/plugin-check.sh

## actionlint and the GitHub workflow schema over .github/workflows/ and the client template docs/ci/.
lint-workflows:
	./scripts/lint-workflows.sh

## Prove the references are byte-identical on Debian 13 and sid and with pixman's generic paths (root).
portability: setup
	./scripts/portability-check.sh

test: setup
	$(SWIFT) test

## Re-record every reference (review the PNG diff before committing).
record: setup
	$(SWIFT) run snapshot record

list: setup
	$(SWIFT) run snapshot list

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples/ClientApp/Package.swift Examples/ClientApp/Sources Examples/ClientApp/Tests Tools/ReviewServer/Package.swift Tools/ReviewServer/Sources Tools/ReviewServer/Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples/ClientApp/Package.swift Examples/ClientApp/Sources Examples/ClientApp/Tests Tools/ReviewServer/Package.swift Tools/ReviewServer/Sources Tools/ReviewServer/Tests

clean:
	rm -rf .build snapshot-output

## The package's version: CHANGELOG.md's latest heading.
version:
	@python3 scripts/changelog.py .

## Tag HEAD with the changelog's version (refuses a work tree with changes and an existing tag).
release:
	@./scripts/release.sh
