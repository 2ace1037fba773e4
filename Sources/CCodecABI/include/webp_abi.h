#ifndef DOCPKG_WEBP_ABI_H
#define DOCPKG_WEBP_ABI_H
// libwebp 1.x (libwebp.so.7): the advanced decoding interface (decoder ABI 0x0209).
#include <stddef.h>
#include <stdint.h>

#define DOCPKG_WEBP_DECODER_ABI_VERSION 0x0209

typedef enum WEBP_CSP_MODE { MODE_RGB = 0, MODE_RGBA = 1 } WEBP_CSP_MODE;

typedef enum VP8StatusCode {
  VP8_STATUS_OK = 0,
  VP8_STATUS_OUT_OF_MEMORY,
  VP8_STATUS_INVALID_PARAM,
  VP8_STATUS_BITSTREAM_ERROR,
  VP8_STATUS_UNSUPPORTED_FEATURE,
  VP8_STATUS_SUSPENDED,
  VP8_STATUS_USER_ABORT,
  VP8_STATUS_NOT_ENOUGH_DATA
} VP8StatusCode;

typedef struct WebPBitstreamFeatures {
  int width;
  int height;
  int has_alpha;
  int has_animation;
  int format;
  uint32_t pad[5];
} WebPBitstreamFeatures;

typedef struct WebPRGBABuffer {
  uint8_t *rgba;
  int stride;
  size_t size;
} WebPRGBABuffer;

typedef struct WebPYUVABuffer {
  uint8_t *y, *u, *v, *a;
  int y_stride;
  int u_stride, v_stride;
  int a_stride;
  size_t y_size;
  size_t u_size, v_size;
  size_t a_size;
} WebPYUVABuffer;

typedef struct WebPDecBuffer {
  WEBP_CSP_MODE colorspace;
  int width, height;
  int is_external_memory;
  union {
    WebPRGBABuffer RGBA;
    WebPYUVABuffer YUVA;
  } u;
  uint32_t pad[4];
  uint8_t *private_memory;
} WebPDecBuffer;

typedef struct WebPDecoderOptions {
  int bypass_filtering;
  int no_fancy_upsampling;
  int use_cropping;
  int crop_left, crop_top;
  int crop_width, crop_height;
  int use_scaling;
  int scaled_width, scaled_height;
  int use_threads;
  int dithering_strength;
  int flip;
  int alpha_dithering_strength;
  uint32_t pad[5];
} WebPDecoderOptions;

typedef struct WebPDecoderConfig {
  WebPBitstreamFeatures input;
  WebPDecBuffer output;
  WebPDecoderOptions options;
} WebPDecoderConfig;

typedef int (*docpkg_WebPGetDecoderVersion)(void);
typedef VP8StatusCode (*docpkg_WebPGetFeaturesInternal)(const uint8_t *, size_t,
                                                        WebPBitstreamFeatures *, int abi);
typedef int (*docpkg_WebPInitDecoderConfigInternal)(WebPDecoderConfig *, int abi);
typedef VP8StatusCode (*docpkg_WebPDecode)(const uint8_t *, size_t, WebPDecoderConfig *);
typedef void (*docpkg_WebPFreeDecBuffer)(WebPDecBuffer *);
#endif
