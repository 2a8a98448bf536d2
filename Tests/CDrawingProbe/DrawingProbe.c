#define _GNU_SOURCE
#include <dlfcn.h>
#include <cairo.h>
#include "CDrawingProbe.h"

static _Thread_local long strokes;
static _Thread_local long glyph_cache_draws;

long drawing_probe_strokes(void) { return strokes; }
long drawing_probe_glyph_cache_draws(void) { return glyph_cache_draws; }

/* libcairo's own definition of `name`, found past this executable's. */
#define REAL(name, type) ((type)dlsym(RTLD_NEXT, #name))

void cairo_stroke(cairo_t *cr) {
    strokes++;
    void (*real)(cairo_t *) = REAL(cairo_stroke, void (*)(cairo_t *));
    if (real) real(cr);
}

void cairo_stroke_preserve(cairo_t *cr) {
    strokes++;
    void (*real)(cairo_t *) = REAL(cairo_stroke_preserve, void (*)(cairo_t *));
    if (real) real(cr);
}

void cairo_show_glyphs(cairo_t *cr, const cairo_glyph_t *glyphs, int count) {
    glyph_cache_draws++;
    void (*real)(cairo_t *, const cairo_glyph_t *, int) = REAL(cairo_show_glyphs, void (*)(cairo_t *, const cairo_glyph_t *, int));
    if (real) real(cr, glyphs, count);
}

void cairo_show_text(cairo_t *cr, const char *utf8) {
    glyph_cache_draws++;
    void (*real)(cairo_t *, const char *) = REAL(cairo_show_text, void (*)(cairo_t *, const char *));
    if (real) real(cr, utf8);
}

typedef void (*show_text_glyphs_fn)(cairo_t *, const char *, int, const cairo_glyph_t *, int,
                                    const cairo_text_cluster_t *, int, cairo_text_cluster_flags_t);

void cairo_show_text_glyphs(cairo_t *cr, const char *utf8, int utf8_len, const cairo_glyph_t *glyphs, int num_glyphs,
                            const cairo_text_cluster_t *clusters, int num_clusters, cairo_text_cluster_flags_t flags) {
    glyph_cache_draws++;
    show_text_glyphs_fn real = REAL(cairo_show_text_glyphs, show_text_glyphs_fn);
    if (real) real(cr, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, flags);
}
