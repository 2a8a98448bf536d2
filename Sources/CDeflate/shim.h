#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
/* libdeflate: whole-buffer inflate (decoding only; the harness writes its own deflate streams). */
#include <libdeflate.h>
#endif
