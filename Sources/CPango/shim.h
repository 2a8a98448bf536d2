#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#endif
