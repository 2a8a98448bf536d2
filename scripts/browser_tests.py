#!/usr/bin/env python3
"""Browser tests that click: the verify report at scale and the gallery, in Debian's chromium
driven by Playwright (Python). Run by scripts/browser_check.sh (make browser-check).

Usage: browser_tests.py SNAPSHOT_BINARY PACKAGE_ROOT OUT_DIR [REVIEW_BINARY]
With REVIEW_BINARY (Tools/ReviewServer's snapshot-review), also clicks Accept on the served report.
Prints one line per check and a final "browser tests: N passed, M failed"; exits 1 on any failure.
"""
import glob, json, os, re, shutil, subprocess, sys, tempfile
from playwright.sync_api import sync_playwright

binary, root, out = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
review_binary = sys.argv[4] if len(sys.argv) > 4 else None
passed, failed = 0, 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name} {detail}")


def planted_package():
    """A copy of the package's references with 68 failures, 2 missing references and 3 orphans."""
    pkg = tempfile.mkdtemp(prefix="browser-pkg-")
    shutil.copytree(os.path.join(root, "Snapshots"), os.path.join(pkg, "Snapshots"))
    shutil.copytree(os.path.join(root, "Fonts"), os.path.join(pkg, "Fonts"))  # a link out of the package is refused
    images = sorted(p for p in glob.glob(os.path.join(pkg, "Snapshots", "EBCountdown", "*@2x.png")))
    other = os.path.join(pkg, "Snapshots", "EBCounter", "count-1_limit-none_theme-light@2x.png")
    for path in images[:68]:
        shutil.copyfile(other, path)
    for path in images[68:70]:
        os.remove(path)
    for index in range(3):
        shutil.copyfile(other, os.path.join(pkg, "Snapshots", "EBCounter", f"retired-{index}@2x.png"))
    return pkg, [os.path.basename(p)[: -len("@2x.png")] for p in images[:70]]


def report_tests(page):
    pkg, names = planted_package()
    run = os.path.join(out, "planted")
    result = subprocess.run([binary, "verify", "--package-path", pkg, "--output", run], capture_output=True, text=True)
    check("verify with planted failures exits 1", result.returncode == 1, result.stderr[-300:])
    report = os.path.join(run, "report", "index.html")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto("file://" + report)
    failures = page.locator("details.failure")
    check("68 failed and 2 missing are listed", failures.count() == 70, str(failures.count()))
    check("every planted id is on the page as text",
          all(page.locator("details.failure .variant-id").get_by_text(f"EBCountdown/{n}", exact=True).count() == 1
              for n in names), "")
    groups = page.locator("section.causes a")
    check("the cause groups link every planted failure",
          all(groups.get_by_text(f"EBCountdown/{n}", exact=True).count() == 1 for n in names[:68]),
          str(groups.count()))
    orphans = page.locator("section.orphans li")
    check("the 3 orphans are listed with the clean command",
          orphans.count() == 3 and "swift run snapshot clean" in page.locator("section.orphans").inner_text(), str(orphans.count()))
    check("--all-failed is on the page", "approve --all-failed --output" in page.content())
    height = page.evaluate("document.documentElement.scrollHeight")
    check(f"page height {height} px < 20,000 at 1280 wide (failures collapsed)", height < 20000)
    width = page.evaluate("document.documentElement.scrollWidth")
    page.set_viewport_size({"width": 1024, "height": 900})
    check("no horizontal scroll at 1024 px", page.evaluate("document.documentElement.scrollWidth <= 1024"), str(width))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.keyboard.press("j")
    check("j opens the first failure and shows 1 of 70",
          failures.nth(0).evaluate("d => d.open") and page.locator("#position").inner_text() == "1 of 70",
          page.locator("#position").inner_text())
    page.keyboard.press("j")
    page.keyboard.press("j")
    page.keyboard.press("k")
    check("j j k lands on the second", page.locator("#position").inner_text() == "2 of 70" and "#" in page.url,
          page.locator("#position").inner_text())
    second = failures.nth(1)
    second.locator("button.zoom-button[data-zoom='4']").click()
    img = second.locator("img.actual")
    img.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=img.element_handle())
    natural, shown = img.evaluate("i => [i.naturalWidth, i.getBoundingClientRect().width]")
    check(f"zoom 4x shows the actual at {shown:.0f} px (natural {natural} px at 2x)", abs(shown - natural * 2) < 1)
    check("zoom is pixelated", img.evaluate("i => getComputedStyle(i).imageRendering") == "pixelated")
    check("every image has an alt naming variant and role",
          page.evaluate("Array.from(document.images).every(i => /^EBCountdown\\/.+: (reference|diff|actual)/.test(i.alt))"))
    # Swipe on a failure that has a reference (a size change has none): find one.
    swipe = page.locator("details.failure:has(input.swipe-control)").first
    if swipe.count():
        swipe.evaluate("d => d.open = true")
        control = swipe.locator("input.swipe-control")
        control.fill("20")
        clip = swipe.locator(".stack.swipe img.top").evaluate("i => i.style.clipPath")
        divider = swipe.locator(".stack.swipe .divider").evaluate("d => d.style.left")
        check("swipe moves the clip and the divider", "20%" in clip and divider == "20%", f"{clip} {divider}")
    else:
        check("swipe view present on some failure", False, "no failure with a reference")
    page.locator("button.status-filter[data-status='failed']").click()
    hidden = page.evaluate("Array.from(document.querySelectorAll('details.failure[data-status=failed]')).every(d => d.classList.contains('hidden'))")
    check("the Failed filter hides failed entries and keeps missing ones",
          hidden and page.locator("details.failure[data-status='missing']:not(.hidden)").count() == 2)
    button = page.locator("button.status-filter[data-status='failed']")
    check("the filter button stays, pressed off", button.is_visible() and button.get_attribute("aria-pressed") == "false")
    button.click()
    check("pressing it again shows the failures", page.locator("details.failure[data-status='failed']:not(.hidden)").count() == 68)
    page.screenshot(path=os.path.join(out, "report-planted.png"), full_page=False)
    shutil.rmtree(pkg, ignore_errors=True)
    return height


def gallery_tests(page):
    gallery = os.path.join(out, "gallery")
    subprocess.run([binary, "gallery", "--output", gallery], check=True, capture_output=True, cwd=root)
    page.set_viewport_size({"width": 1280, "height": 900})
    name = "count-247_limit-none_theme-dark"
    page.goto(f"file://{gallery}/EBCounter.html#{name}")
    check("a variant id is visible, searchable text", page.get_by_text(f"EBCounter/{name}", exact=True).count() == 1)
    check("#id reaches the variant", page.evaluate("document.querySelector(':target') && document.querySelector(':target').id") == name)
    in_view = page.evaluate(f"(() => {{ const r = document.getElementById('{name}').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }})()")
    check("the anchored variant is scrolled into view", in_view)
    page.select_option("select[data-key='theme']", "dark")
    check("a filter writes the URL hash", "theme=dark" in page.url, page.url)
    light_hidden = page.evaluate("Array.from(document.querySelectorAll('thead th[data-column=light]')).every(th => th.classList.contains('hidden'))")
    check("the emptied light column is hidden", light_hidden)
    page.select_option("select[data-key='count']", "247")
    rows = page.evaluate("Array.from(document.querySelectorAll('table.grid tbody tr')).filter(r => !r.classList.contains('hidden')).length")
    check(f"rows left empty by the filters are hidden ({rows} shown)", 0 < rows <= 3)
    page.reload()
    check("filters survive a reload", page.locator("select[data-key='theme']").input_value() == "dark"
          and page.locator("select[data-key='count']").input_value() == "247")
    page.locator(f"#{name} button.zoomable").click()
    full = page.locator("#lightbox-image")
    page.wait_for_function("() => document.getElementById('lightbox-image').naturalWidth > 0")
    check("the lightbox shows the reference at full resolution",
          page.locator("#lightbox").evaluate("d => d.open") and full.evaluate("i => i.getBoundingClientRect().width === i.naturalWidth"))
    page.keyboard.press("Escape")
    check("Esc closes the lightbox", not page.locator("#lightbox").evaluate("d => d.open"))
    page.goto(f"file://{gallery}/EBToast.html")
    check("pruned combinations show their reason", page.locator(".pruned").count() > 0 and "pruned:" in page.locator(".pruned").first.inner_text())
    page.goto(f"file://{gallery}/index.html")
    check("the index shows contact-sheet thumbnails", page.locator("img.thumbnail").count() >= 9)
    page.goto(f"file://{gallery}/EBSliderMotion.html#motion-press")
    animation = page.locator("#motion-press img.animation")
    animation.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=animation.element_handle())
    check("a motion plays as an animated PNG one frame wide (366 pt at 2x)", animation.evaluate("i => i.naturalWidth") == 732,
          str(animation.evaluate("i => i.naturalWidth")))
    caption = page.locator("#motion-press figcaption").inner_text()
    check("its frame times and what reduce motion does are beside it",
          "0, 30, 60, 90, 120 ms" in caption and "jumps to the end state" in caption, caption)
    strip = page.locator("#motion-press img.strip")
    check("the strip is shown too", strip.evaluate("i => i.naturalWidth") == 2 * (5 * 366 + 4 * 8), str(strip.evaluate("i => i.naturalWidth")))


def review_tests(page, request):
    """One Accept on the served report changes exactly one reference; no token, no service."""
    pkg = tempfile.mkdtemp(prefix="review-pkg-")
    shutil.copytree(os.path.join(root, "Snapshots"), os.path.join(pkg, "Snapshots"))
    shutil.copytree(os.path.join(root, "Fonts"), os.path.join(pkg, "Fonts"))  # a link out of the package is refused
    other = os.path.join(pkg, "Snapshots", "EBCounter", "count-1_limit-none_theme-light@2x.png")
    broken = ["count-9_limit-none_theme-light", "count-9_limit-none_theme-dark"]
    for name in broken:
        shutil.copyfile(other, os.path.join(pkg, "Snapshots", "EBCounter", name + "@2x.png"))
    before = {}
    for path in glob.glob(os.path.join(pkg, "Snapshots", "**", "*"), recursive=True):
        if os.path.isfile(path):
            before[path] = open(path, "rb").read()
    subprocess.run([binary, "verify", "--package-path", pkg], capture_output=True)
    server = subprocess.Popen([review_binary, "--package-path", pkg], stdout=subprocess.PIPE, text=True)
    try:
        url = None
        for _ in range(20):
            line = server.stdout.readline()
            match = re.search(r"(http://127\.0\.0\.1:\d+/[0-9a-f]+/)", line)
            if match:
                url = match.group(1)
                break
        check("snapshot-review prints its tokened loopback URL", url is not None)
        if not url:
            return
        base = url.rsplit("/", 2)[0]
        check("a request without the token is refused", request.get(base + "/").status == 403)
        check("a request with a wrong token is refused", request.get(base + "/" + "0" * 32 + "/").status == 403)
        check("an approval without the token header is refused",
              request.post(url + "approve", data='{"ids": ["EBCounter/*"]}', headers={"Content-Type": "application/json"}).status == 403)
        page.goto(url)
        target = f"EBCounter/{broken[0]}"
        failure = page.locator("details.failure", has=page.get_by_text(target, exact=True))
        failure.locator("button.accept").click()
        page.wait_for_selector("#accepted-list li")
        listed = page.locator("#accepted-list li").all_inner_texts()
        check("the page lists the accepted file", listed == [f"Snapshots/{target}@2x.png"], str(listed))
        terminal = ""
        for _ in range(5):
            terminal = server.stdout.readline().strip()
            if terminal.startswith("accepted"):
                break
        check("the terminal lists it too", terminal == f"accepted Snapshots/{target}@2x.png", terminal)
        changed = [p for p, data in before.items() if open(p, "rb").read() != data]
        check("exactly one reference changed", changed == [os.path.join(pkg, "Snapshots", "EBCounter", broken[0] + "@2x.png")], str(changed))
        page.screenshot(path=os.path.join(out, "review-accepted.png"))
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(pkg, ignore_errors=True)


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
    page = browser.new_page()
    height = report_tests(page)
    gallery_tests(page)
    if review_binary:
        review_tests(page, page.context.request)
    browser.close()

print(f"browser tests: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
