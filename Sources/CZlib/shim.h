// zlib, for the browser tests' PNG decoder (Tests/EndToEndTests/Browser).
#include <zlib.h>
