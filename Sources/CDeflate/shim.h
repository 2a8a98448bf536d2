#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
/* libdeflate: whole-buffer inflate, and a fast deflate for preview images (references use the harness's own deflate). */
#include <libdeflate.h>
#endif
