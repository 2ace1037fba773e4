#ifndef DOCPKG_CFREETYPE_SHIM_H
#define DOCPKG_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SYNTHESIS_H

/* Function-like macros and long-typed flags Swift does not import. */
static inline long docpkg_ft_face_flags_kerning(void) { return FT_FACE_FLAG_KERNING; }
static inline long docpkg_ft_face_flags_scalable(void) { return FT_FACE_FLAG_SCALABLE; }
static inline long docpkg_ft_style_flag_bold(void) { return FT_STYLE_FLAG_BOLD; }
static inline long docpkg_ft_style_flag_italic(void) { return FT_STYLE_FLAG_ITALIC; }
static inline int docpkg_ft_load_flags(void) { return FT_LOAD_DEFAULT | FT_LOAD_NO_BITMAP; }
#endif
