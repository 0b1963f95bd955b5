// malloc's figures and settings, for `listlab bench` and the process's memory policy.
#include <stdlib.h>  // defines __GLIBC__ on glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CListLabLua.h"

size_t listlab_heap_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

int listlab_keep_freed_memory(void) {
#if defined(__GLIBC__)
  int mmap = mallopt(M_MMAP_THRESHOLD, 32 << 20);
  int trim = mallopt(M_TRIM_THRESHOLD, 256 << 20);
  return mmap == 1 && trim == 1;
#else
  return 0;
#endif
}
