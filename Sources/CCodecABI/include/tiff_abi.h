#ifndef DOCPKG_TIFF_ABI_H
#define DOCPKG_TIFF_ABI_H
// libtiff 4.5+ (libtiff.so.6): the client-I/O, tag, scanline and RGBA-image interfaces.
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct tiff TIFF;
typedef struct TIFFOpenOptions TIFFOpenOptions;
typedef ptrdiff_t tmsize_t;
typedef uint64_t toff_t;
typedef uint32_t tdir_t;
typedef void *thandle_t;

#define TIFFTAG_SUBFILETYPE 254
#define FILETYPE_MASK 0x4
#define TIFFTAG_IMAGEWIDTH 256
#define TIFFTAG_IMAGELENGTH 257
#define TIFFTAG_BITSPERSAMPLE 258
#define TIFFTAG_PHOTOMETRIC 262
#define PHOTOMETRIC_MINISWHITE 0
#define PHOTOMETRIC_MINISBLACK 1
#define PHOTOMETRIC_RGB 2
#define TIFFTAG_ORIENTATION 274
#define TIFFTAG_SAMPLESPERPIXEL 277
#define TIFFTAG_PLANARCONFIG 284
#define PLANARCONFIG_CONTIG 1
#define TIFFTAG_TILEWIDTH 322
#define TIFFTAG_TILELENGTH 323
#define TIFFTAG_EXTRASAMPLES 338
#define EXTRASAMPLE_UNSPECIFIED 0
#define EXTRASAMPLE_ASSOCALPHA 1
#define EXTRASAMPLE_UNASSALPHA 2
#define TIFFTAG_SAMPLEFORMAT 339
#define SAMPLEFORMAT_UINT 1
#define SAMPLEFORMAT_IEEEFP 3

typedef tmsize_t (*TIFFReadWriteProc)(thandle_t, void *, tmsize_t);
typedef toff_t (*TIFFSeekProc)(thandle_t, toff_t, int);
typedef int (*TIFFCloseProc)(thandle_t);
typedef toff_t (*TIFFSizeProc)(thandle_t);
typedef int (*TIFFMapFileProc)(thandle_t, void **base, toff_t *size);
typedef void (*TIFFUnmapFileProc)(thandle_t, void *base, toff_t size);
typedef void (*TIFFErrorHandler)(const char *module, const char *format, va_list);
typedef int (*TIFFErrorHandlerExtR)(TIFF *, void *user, const char *module, const char *format,
                                    va_list);

// The state of libtiff's general RGBA reader (TIFFRGBAImageBegin … End). Members docpkg
// never touches are declared with their size only.
typedef struct TIFFRGBAImage {
  TIFF *tif;
  int stoponerr;
  int isContig;
  int alpha;
  uint32_t width;
  uint32_t height;
  uint16_t bitspersample;
  uint16_t samplesperpixel;
  uint16_t orientation;
  uint16_t req_orientation;
  uint16_t photometric;
  uint16_t *redcmap;
  uint16_t *greencmap;
  uint16_t *bluecmap;
  void *get;
  void *put;
  unsigned char *Map;
  uint32_t **BWmap;
  uint32_t **PALmap;
  void *ycbcr;
  void *cielab;
  uint8_t *UaToAa;
  uint8_t *Bitdepth16To8;
  int row_offset;
  int col_offset;
} TIFFRGBAImage;

typedef const char *(*docpkg_TIFFGetVersion)(void);
typedef TIFFErrorHandler (*docpkg_TIFFSetErrorHandler)(TIFFErrorHandler);
typedef TIFFOpenOptions *(*docpkg_TIFFOpenOptionsAlloc)(void);
typedef void (*docpkg_TIFFOpenOptionsFree)(TIFFOpenOptions *);
typedef void (*docpkg_TIFFOpenOptionsSetMaxSingleMemAlloc)(TIFFOpenOptions *, tmsize_t);
typedef void (*docpkg_TIFFOpenOptionsSetHandlerExtR)(TIFFOpenOptions *, TIFFErrorHandlerExtR,
                                                     void *user);
typedef TIFF *(*docpkg_TIFFClientOpenExt)(const char *name, const char *mode, thandle_t,
                                          TIFFReadWriteProc, TIFFReadWriteProc, TIFFSeekProc,
                                          TIFFCloseProc, TIFFSizeProc, TIFFMapFileProc,
                                          TIFFUnmapFileProc, TIFFOpenOptions *);
typedef void (*docpkg_TIFFClose)(TIFF *);
typedef int (*docpkg_TIFFVGetField)(TIFF *, uint32_t tag, va_list);
typedef int (*docpkg_TIFFIsTiled)(TIFF *);
typedef int (*docpkg_TIFFReadDirectory)(TIFF *);
typedef int (*docpkg_TIFFSetDirectory)(TIFF *, tdir_t);
typedef tmsize_t (*docpkg_TIFFScanlineSize)(TIFF *);
typedef int (*docpkg_TIFFReadScanline)(TIFF *, void *buffer, uint32_t row, uint16_t sample);
typedef int (*docpkg_TIFFRGBAImageOK)(TIFF *, char message[1024]);
typedef int (*docpkg_TIFFRGBAImageBegin)(TIFFRGBAImage *, TIFF *, int stop, char message[1024]);
typedef int (*docpkg_TIFFRGBAImageGet)(TIFFRGBAImage *, uint32_t *raster, uint32_t width,
                                       uint32_t height);
typedef void (*docpkg_TIFFRGBAImageEnd)(TIFFRGBAImage *);
#endif
