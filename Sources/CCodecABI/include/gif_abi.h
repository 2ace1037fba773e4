#ifndef DOCPKG_GIF_ABI_H
#define DOCPKG_GIF_ABI_H
// giflib 5.x (libgif.so.7): the decoder's structures and the functions docpkg calls.
#include <stdbool.h>
#include <stddef.h>

#define GIF_ERROR 0
#define GIF_OK 1

#define D_GIF_ERR_READ_FAILED 102
#define D_GIF_ERR_NOT_ENOUGH_MEM 109
#define D_GIF_ERR_EOF_TOO_SOON 113

#define GRAPHICS_EXT_FUNC_CODE 0xf9

typedef unsigned char GifByteType;
typedef unsigned char GifPixelType;
typedef int GifWord;

typedef struct GifColorType {
  GifByteType Red, Green, Blue;
} GifColorType;

typedef struct ColorMapObject {
  int ColorCount;
  int BitsPerPixel;
  bool SortFlag;
  GifColorType *Colors;
} ColorMapObject;

typedef struct GifImageDesc {
  GifWord Left, Top, Width, Height;
  bool Interlace;
  ColorMapObject *ColorMap;
} GifImageDesc;

typedef struct GifFileType {
  GifWord SWidth, SHeight;
  GifWord SColorResolution;
  GifWord SBackGroundColor;
  GifByteType AspectByte;
  ColorMapObject *SColorMap;
  int ImageCount;
  GifImageDesc Image;
  void *SavedImages;
  int ExtensionBlockCount;
  void *ExtensionBlocks;
  int Error;
  void *UserData;
  void *Private;
} GifFileType;

typedef enum {
  UNDEFINED_RECORD_TYPE,
  SCREEN_DESC_RECORD_TYPE,
  IMAGE_DESC_RECORD_TYPE,
  EXTENSION_RECORD_TYPE,
  TERMINATE_RECORD_TYPE
} GifRecordType;

typedef struct GraphicsControlBlock {
  int DisposalMode;
  bool UserInputFlag;
  int DelayTime;
  int TransparentColor;
} GraphicsControlBlock;

typedef int (*InputFunc)(GifFileType *, GifByteType *, int);

typedef GifFileType *(*docpkg_DGifOpen)(void *user, InputFunc read, int *error);
typedef int (*docpkg_DGifCloseFile)(GifFileType *gif, int *error);
typedef int (*docpkg_DGifGetRecordType)(GifFileType *gif, GifRecordType *type);
typedef int (*docpkg_DGifGetExtension)(GifFileType *gif, int *code, GifByteType **block);
typedef int (*docpkg_DGifGetExtensionNext)(GifFileType *gif, GifByteType **block);
typedef int (*docpkg_DGifExtensionToGCB)(size_t length, const GifByteType *bytes,
                                         GraphicsControlBlock *gcb);
typedef int (*docpkg_DGifGetImageHeader)(GifFileType *gif);
typedef int (*docpkg_DGifGetLine)(GifFileType *gif, GifPixelType *line, int length);
typedef const char *(*docpkg_GifErrorString)(int code);
#endif
