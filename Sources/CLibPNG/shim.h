#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
#include <png.h>

/* Function-like constants: the PNG_FORMAT_* macros are bit-or expressions Swift does not import. */
static inline unsigned int cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int cpng_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
