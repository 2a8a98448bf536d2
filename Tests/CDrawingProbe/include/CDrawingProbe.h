#ifndef CDRAWINGPROBE_H
#define CDRAWINGPROBE_H

/* Counts, per thread, the calls this test binary makes into Cairo's version-sensitive paths.
 *
 * The probe defines cairo_stroke, cairo_stroke_preserve, cairo_show_glyphs, cairo_show_text and
 * cairo_show_text_glyphs itself; the linker binds every call in the test executable (the
 * project's own code and libpangocairo's calls through the PLT) to these definitions, which
 * count the call and forward it to libcairo's. A test reads the counts before and after drawing. */

/* Calls to cairo_stroke and cairo_stroke_preserve on this thread. */
long drawing_probe_strokes(void);
/* Calls that draw text from Cairo's glyph cache (show_glyphs / show_text / show_text_glyphs) on this thread. */
long drawing_probe_glyph_cache_draws(void);

#endif
