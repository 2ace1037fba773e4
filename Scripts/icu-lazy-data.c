// ICU's data for docpkg's static build, kept compressed in the binary and unpacked item by item
// on first use (Scripts/icu-data-subset.py builds it; Scripts/build-release.sh links it).
//
// ICU reads its common data package through one symbol (`icudt76_dat`, redirected here by
// `--wrap`) and opens every item by name through `udata_open` and `udata_openChoice` (both
// wrapped too: each call from ICU's other objects comes here first). The package symbol is a
// zero-filled array (.bss: no bytes in the file, no memory until written) as large as the
// package; before an open is passed on, the package's header and table of contents and the
// item asked for are unpacked into it at their own offsets, so ICU finds the package laid out
// exactly as `icu-data-subset.py` made it. A path this file does not recognise as ICU's own
// data makes it unpack every item first: slower once, never wrong. Items never opened are
// never unpacked; most commands open none. Each is a raw LZMA2 stream, decoded by liblzma
// (linked into the same object by icu-data-subset.py).
//
// The generated part (icu-data-subset.py) defines the array, the item count, a ready flag per
// item and the compressed blob, whose layout is documented at `struct blob_header`.
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <lzma.h>

typedef int UErrorCode;
typedef struct UDataMemory UDataMemory;
typedef int8_t UDataMemoryIsAcceptable(void *context, const char *type, const char *name,
                                       const void *info);

// Defined by the generated source.
extern unsigned char DOCPKG_ICU_PACKAGE[];
extern const unsigned char docpkg_icu_blob[];
extern atomic_uchar docpkg_icu_item_ready[];

// ICU's own functions, reached through --wrap.
UDataMemory *DOCPKG_ICU_REAL_OPEN(const char *path, const char *type, const char *name,
                                  UErrorCode *error);
UDataMemory *DOCPKG_ICU_REAL_OPEN_CHOICE(const char *path, const char *type, const char *name,
                                         UDataMemoryIsAcceptable *acceptable, void *context,
                                         UErrorCode *error);

// The blob, all integers little-endian 32-bit:
//   magic "DPICU\2\0\0", item count N, package size, front size (header, table of contents
//   and names: the bytes before the first item), front's compressed offset and size, the
//   LZMA2 dictionary size the streams were made with;
//   N entries { name offset, package offset, size, compressed offset, compressed size };
//   the names (without the package prefix, NUL-terminated, in the package's sorted order);
//   the raw LZMA2 streams. Offsets are from the blob's start.
struct blob_header {
  char magic[8];
  uint32_t count, package_size, front_size, front_offset, front_compressed, dictionary_size;
};
struct blob_entry {
  uint32_t name, offset, size, compressed_offset, compressed_size;
};

static pthread_mutex_t unpacking = PTHREAD_MUTEX_INITIALIZER;
static atomic_uchar front_ready;

static const struct blob_header *header(void) {
  return (const struct blob_header *)(const void *)docpkg_icu_blob;
}

static const struct blob_entry *entries(void) {
  return (const struct blob_entry *)(const void *)(docpkg_icu_blob + sizeof(struct blob_header));
}

// Unpacks `size` bytes from the blob at `from` into the package at `offset`. A failure
// (no memory for the decoder's dictionary) leaves zeros, which ICU rejects as a damaged item
// (it never reads past its package).
static void unpack_into(uint32_t offset, uint32_t size, uint32_t from, uint32_t compressed) {
  lzma_options_lzma options;
  if (lzma_lzma_preset(&options, LZMA_PRESET_DEFAULT)) return;
  options.dict_size = header()->dictionary_size;
  lzma_filter filters[] = {{LZMA_FILTER_LZMA2, &options}, {LZMA_VLI_UNKNOWN, NULL}};
  size_t in_position = 0, out_position = 0;
  lzma_ret result = lzma_raw_buffer_decode(filters, NULL, docpkg_icu_blob + from, &in_position,
                                           compressed, DOCPKG_ICU_PACKAGE + offset,
                                           &out_position, size);
  if (result != LZMA_OK || out_position != size) memset(DOCPKG_ICU_PACKAGE + offset, 0, size);
}

// Called with `unpacking` held.
static void ensure_front(void) {
  if (atomic_load_explicit(&front_ready, memory_order_relaxed)) return;
  const struct blob_header *h = header();
  unpack_into(0, h->front_size, h->front_offset, h->front_compressed);
  atomic_store_explicit(&front_ready, 1, memory_order_release);
}

// Called with `unpacking` held.
static void ensure_item(uint32_t index) {
  if (atomic_load_explicit(&docpkg_icu_item_ready[index], memory_order_relaxed)) return;
  const struct blob_entry *e = &entries()[index];
  unpack_into(e->offset, e->size, e->compressed_offset, e->compressed_size);
  atomic_store_explicit(&docpkg_icu_item_ready[index], 1, memory_order_release);
}

// The index of the item named `key` (without the package prefix), or -1.
static long find_item(const char *key) {
  const struct blob_entry *e = entries();
  long low = 0, high = (long)header()->count - 1;
  while (low <= high) {
    long middle = low + (high - low) / 2;
    int order = strcmp((const char *)docpkg_icu_blob + e[middle].name, key);
    if (order == 0) return middle;
    if (order < 0) low = middle + 1; else high = middle - 1;
  }
  return -1;
}

// The item ICU's doOpenChoice looks up for (path, type, name), as "tree/name.type" without the
// package prefix; 0 when the path is not ICU's own data or the name does not fit.
static int item_key(const char *path, const char *type, const char *name, char *key,
                    size_t capacity) {
  const char *tree = "";
  size_t tree_length = 0;
  if (path != NULL) {
    size_t prefix = strlen(DOCPKG_ICU_PACKAGE_NAME "-");
    if (strncmp(path, DOCPKG_ICU_PACKAGE_NAME "-", prefix) == 0) {
      tree = path + prefix;
    } else if (strncmp(path, "ICUDATA-", 8) == 0) {
      tree = path + 8;
    } else if (strcmp(path, "ICUDATA") != 0 && strcmp(path, DOCPKG_ICU_PACKAGE_NAME) != 0) {
      return 0;
    }
    tree_length = strlen(tree);
  }
  if (name == NULL) return 0;
  size_t name_length = strlen(name);
  size_t type_length = type != NULL ? strlen(type) : 0;
  if (tree_length + name_length + type_length + 3 > capacity) return 0;
  char *out = key;
  if (tree_length > 0) {
    memcpy(out, tree, tree_length);
    out += tree_length;
    *out++ = '/';
  }
  memcpy(out, name, name_length);
  out += name_length;
  if (type_length > 0) {
    *out++ = '.';
    memcpy(out, type, type_length);
    out += type_length;
  }
  *out = 0;
  return 1;
}

static void prepare(const char *path, const char *type, const char *name) {
  char key[256];
  int known = item_key(path, type, name, key, sizeof key);
  long index = known ? find_item(key) : -1;
  if (atomic_load_explicit(&front_ready, memory_order_acquire) &&
      (index >= 0 ? atomic_load_explicit(&docpkg_icu_item_ready[index], memory_order_acquire)
                  : known)) {
    return;
  }
  pthread_mutex_lock(&unpacking);
  ensure_front();
  if (index >= 0) {
    ensure_item((uint32_t)index);
  } else if (!known) {
    // A path form not worked out here: have everything ready, so that ICU's own lookup finds
    // whatever it finds in the whole package. (A name worked out but not in the package,
    // such as a locale left out, is not there for ICU either: nothing more to unpack.)
    for (uint32_t each = 0; each < header()->count; each++) ensure_item(each);
  }
  pthread_mutex_unlock(&unpacking);
}

UDataMemory *DOCPKG_ICU_WRAP_OPEN(const char *path, const char *type, const char *name,
                                  UErrorCode *error) {
  prepare(path, type, name);
  return DOCPKG_ICU_REAL_OPEN(path, type, name, error);
}

UDataMemory *DOCPKG_ICU_WRAP_OPEN_CHOICE(const char *path, const char *type, const char *name,
                                         UDataMemoryIsAcceptable *acceptable, void *context,
                                         UErrorCode *error) {
  prepare(path, type, name);
  return DOCPKG_ICU_REAL_OPEN_CHOICE(path, type, name, acceptable, context, error);
}
