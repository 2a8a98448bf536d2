#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
#include <png.h>
#include <zlib.h>

/* Function-like constants: the PNG_FORMAT_* macros are bit-or expressions Swift does not import. */
static inline unsigned int cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int cpng_image_version(void) { return PNG_IMAGE_VERSION; }

/* zlib's inflateInit is a macro; libpng links zlib, which checks a PNG's image data length. */
static inline int cpng_inflate_init(z_stream *stream) { return inflateInit(stream); }
#endif
