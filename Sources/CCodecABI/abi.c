// Layout checks for the hand-declared codec interfaces (LP64: x86-64 and arm64 Linux).
// A mismatch with the libraries' documented ABI fails the build here instead of
// corrupting memory at run time.
#include "CCodecABI.h"

_Static_assert(sizeof(GifFileType) == 120, "giflib GifFileType layout");
_Static_assert(sizeof(GifImageDesc) == 32, "giflib GifImageDesc layout");
_Static_assert(sizeof(GraphicsControlBlock) == 16, "giflib GraphicsControlBlock layout");
_Static_assert(sizeof(TIFFRGBAImage) == 144, "libtiff TIFFRGBAImage layout");
_Static_assert(sizeof(WebPDecoderConfig) == 240, "libwebp WebPDecoderConfig layout");
_Static_assert(sizeof(WebPBitstreamFeatures) == 40, "libwebp WebPBitstreamFeatures layout");
_Static_assert(sizeof(heif_error) == 16, "libheif heif_error layout");
_Static_assert(sizeof(heif_decoding_options) == 56, "libheif heif_decoding_options layout");
_Static_assert(sizeof(PopplerRectangle) == 32, "poppler-glib PopplerRectangle layout");
_Static_assert(sizeof(RsvgRectangle) == 32, "librsvg RsvgRectangle layout");
_Static_assert(sizeof(RsvgLength) == 16, "librsvg RsvgLength layout");
_Static_assert(sizeof(docpkg_GError) == 16, "GLib GError layout");
_Static_assert(sizeof(opj_image_comp_t) == 64, "OpenJPEG opj_image_comp_t layout");
_Static_assert(sizeof(opj_image_t) == 48, "OpenJPEG opj_image_t layout");
