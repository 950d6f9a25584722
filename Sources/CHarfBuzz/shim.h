// HarfBuzz, as Debian's libharfbuzz-dev installs it: what ProsceniumText
// shapes text with, the same shaper Chromium uses on Linux.
#include <hb.h>
#include <hb-ot.h>
