// The project's version: `git describe --always --dirty --tags` of the source tree at build
// time (cmake/version.cmake), "unknown" without git. Tools print it for --version and
// results record it, so a result says which build made it.
#pragma once

namespace doar {
const char* version();
}
