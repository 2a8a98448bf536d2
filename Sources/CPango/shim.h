#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/* FreeType's runtime version as major * 10000 + minor * 100 + patch (0 when it cannot start). */
static inline int cpango_freetype_version(void) {
    FT_Library library;
    FT_Int major = 0, minor = 0, patch = 0;
    if (FT_Init_FreeType(&library) != 0) return 0;
    FT_Library_Version(library, &major, &minor, &patch);
    FT_Done_FreeType(library);
    return (int)(major * 10000 + minor * 100 + patch);
}
#endif
